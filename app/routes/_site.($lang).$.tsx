import { data } from "react-router";
import { SiteNotFound } from "~/components/SiteError";
import { STATIC_PAGE } from "~/lib/hydration";
import { notFoundMeta, siteFromMatches } from "~/seo/meta";
import type { Route } from "./+types/_site.($lang).$";

// Sent without the router's scripts, like every public page: its links are plain ones.
export const handle = STATIC_PAGE;

/** Any address no other route matches: a 404 inside the site's header and footer. */
export async function loader() {
  throw data("Not found", { status: 404 });
}

/** Its own title for the visitor, but kept out of search results: it has no canonical address. */
export const meta: Route.MetaFunction = ({ matches, location }) =>
  notFoundMeta("page", siteFromMatches(matches), location.pathname);

export default function NotFoundRoute() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}

function NotFound() {
  return <SiteNotFound kind="page" />;
}
