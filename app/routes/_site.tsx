import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import {
  isRouteErrorResponse,
  Outlet,
  useLoaderData,
  useLocation,
  useNavigation,
  useRouteError,
} from "@remix-run/react";
import { listCategoryLinks } from "~/categories/categories.server";
import { SiteFooter } from "~/components/SiteFooter";
import { SiteErrorMessage, SiteNotFound, useSiteCategories } from "~/components/SiteError";
import { SiteHeader } from "~/components/SiteHeader";
import { SkipLink } from "~/components/SkipLink";
import { CategorySkeleton, GallerySkeleton } from "~/components/skeletons";
import { publicOrigin } from "~/seo/origin.server";

/**
 * The shared header and footer of every public page, and the site's origin, which the pages'
 * meta functions read (app/seo/meta.ts) for their canonical and shared links.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return { categories: listCategoryLinks(), origin: publicOrigin(request) };
}

// The category menu only changes when someone edits the catalogue, not when a visitor moves
// between pages: refetch it after form submissions only, saving a request per page on slow links.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false);

/** While a client-side navigation to another page loads, a skeleton of that page. */
function usePendingSkeleton() {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.state === "loading" ? navigation.location : undefined;
  if (!target || target.pathname === location.pathname) return null;
  if (/^\/category\/[^/]+\/?$/.test(target.pathname)) return <CategorySkeleton />;
  if (target.pathname === "/gallery") return <GallerySkeleton />;
  return null;
}

export default function SiteLayout() {
  const { categories } = useLoaderData<typeof loader>();
  const skeleton = usePendingSkeleton();
  return (
    <>
      <SkipLink />
      <SiteHeader categories={categories} />
      <main id="main" tabIndex={-1}>
        {skeleton ?? <Outlet />}
      </main>
      <SiteFooter />
    </>
  );
}

/**
 * A page whose loader failed and has no error page of its own: the message inside the
 * header and footer, so the visitor can go on. The status (404, 500) is the thrown one.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const categories = useSiteCategories();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <>
      <SkipLink />
      <SiteHeader categories={categories} />
      <main id="main" tabIndex={-1}>
        {notFound ? (
          <SiteNotFound kind="page" />
        ) : (
          <SiteErrorMessage icon="⚠️" title="Something went wrong">
            This page could not be loaded. Please try again in a moment.
          </SiteErrorMessage>
        )}
      </main>
      <SiteFooter />
    </>
  );
}
