import type { MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { SiteErrorMessage } from "~/components/SiteError";
import { originFromMatches, pageMeta } from "~/seo/meta";

/** Any address no other route matches: a 404 inside the site's header and footer. */
export async function loader() {
  throw data("Not found", { status: 404 });
}

/** Its own title for the visitor, but kept out of search results: it has no canonical address. */
export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta({
    origin: originFromMatches(matches),
    path: location.pathname,
    title: "Page Not Found",
    description: "The page you are looking for does not exist or has moved.",
    noindex: true,
  });

export default function NotFoundRoute() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}

function NotFound() {
  return (
    <SiteErrorMessage icon="🔍" title="Page Not Found">
      The page you are looking for does not exist or has moved.
    </SiteErrorMessage>
  );
}
