import type { MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { PageMessage } from "~/components/PageMessage";
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
    <section className="section">
      <div className="container">
        <PageMessage
          icon="🔍"
          title="Page Not Found"
          action={
            <Link to="/" className="button">
              Return to Home
            </Link>
          }
        >
          The page you are looking for does not exist or has moved.
        </PageMessage>
      </div>
    </section>
  );
}
