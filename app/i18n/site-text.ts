import { useRouteLoaderData } from "react-router";
import type { loader as siteLayoutLoader } from "~/routes/_site";
import { localizedPath, type Locale } from "./locale";

/** The route whose loader gives every public page its language, texts and origin. */
export const SITE_LAYOUT_ROUTE_ID = "routes/_site";

export type SiteLayoutData = Awaited<ReturnType<typeof siteLayoutLoader>>;

/**
 * The language of the public page being shown, the texts its header, footer and error states
 * use, and `href`, which puts an English address into the page's language (/about -> /ur/about).
 */
export function useSiteText() {
  const layout = useRouteLoaderData<typeof siteLayoutLoader>(SITE_LAYOUT_ROUTE_ID);
  if (!layout) throw new Error("useSiteText is for components inside the public site's layout");
  const { locale, chrome, company } = layout;
  return {
    locale,
    chrome,
    company,
    href: (path: string) => localizedPath(path, locale),
  };
}

/** Just the language of the public page being shown. */
export function useLocale(): Locale {
  return useSiteText().locale;
}
