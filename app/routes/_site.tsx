import type { ShouldRevalidateFunction } from "react-router";
import {
  isRouteErrorResponse,
  Outlet,
  useLoaderData,
  useLocation,
  useNavigation,
  useRouteError,
} from "react-router";
import { listCategoryLinks } from "~/categories/categories.server";
import { localeFromParam, localeOfPath, unlocalizedPath } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { useSiteText, type SiteLayoutData } from "~/i18n/site-text";
import { SiteFooter } from "~/components/SiteFooter";
import { SiteErrorMessage, SiteNotFound, useSiteCategories } from "~/components/SiteError";
import { LanguageNotice } from "~/components/LanguageNotice";
import { SiteHeader } from "~/components/SiteHeader";
import { SkipLink } from "~/components/SkipLink";
import { CategorySkeleton, GallerySkeleton } from "~/components/skeletons";
import { notFoundMeta, pageMeta, siteFromMatches } from "~/seo/meta";
import { publicOrigin } from "~/seo/origin.server";
import type { Route } from "./+types/_site";

/**
 * The shared header and footer of every public page in its language (English, or Urdu under
 * /ur), with the texts they and the error pages use, and the site's origin, which the pages'
 * meta functions read (app/seo/meta.ts) for their canonical and shared links: the
 * SiteLayoutData of app/i18n/site-text.ts. An unknown first segment (/fr/about) is refused by
 * the page's own loader; the frame stays English for it.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeFromParam(params.lang) ?? "en";
  const { chrome, company } = messagesFor(locale);
  return {
    locale,
    chrome,
    company,
    categories: listCategoryLinks(locale),
    origin: publicOrigin(request),
  } satisfies SiteLayoutData;
}

/**
 * The head of a page whose loader failed and that has no error page of its own (an unknown
 * first segment such as /fr, say): the error page's title, kept out of search results. Pages
 * that render give their own head.
 */
export const meta: Route.MetaFunction = ({ error, matches, location }) => {
  if (!error) return [];
  const site = siteFromMatches(matches);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return notFoundMeta("page", site, location.pathname);
  }
  return pageMeta({
    site,
    path: unlocalizedPath(location.pathname),
    title: site.chrome.error.title,
    description: site.chrome.error.text,
    noindex: true,
  });
};

// The category menu only changes when someone edits the catalogue, not when a visitor moves
// between pages of one language: refetch it after form submissions and when the language
// changes, saving a request per page on slow links.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname)) return true;
  return formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;
};

/** While a client-side navigation to another page loads, a skeleton of that page. */
function usePendingSkeleton() {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.state === "loading" ? navigation.location : undefined;
  if (!target || target.pathname === location.pathname) return null;
  const page = unlocalizedPath(target.pathname);
  if (/^\/category\/[^/]+\/?$/.test(page)) return <CategorySkeleton />;
  if (page === "/gallery") return <GallerySkeleton />;
  return null;
}

export default function SiteLayout() {
  const { categories, chrome } = useLoaderData<typeof loader>();
  const skeleton = usePendingSkeleton();
  return (
    <>
      <SkipLink label={chrome.skipLink} />
      <SiteHeader categories={categories} />
      <LanguageNotice />
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
  const { chrome } = useSiteText();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <>
      <SkipLink label={chrome.skipLink} />
      <SiteHeader categories={categories} />
      <main id="main" tabIndex={-1}>
        {notFound ? (
          <SiteNotFound kind="page" />
        ) : (
          <SiteErrorMessage icon="warning" title={chrome.error.title}>
            {chrome.error.text}
          </SiteErrorMessage>
        )}
      </main>
      <SiteFooter />
    </>
  );
}
