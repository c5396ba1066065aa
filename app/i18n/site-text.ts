import { useRouteLoaderData } from "react-router";
import type { Localized } from "./content";
import { localizedPath, type Locale } from "./locale";
import type { Messages } from "./messages/types";

/** The route whose loader gives every public page its language, texts and origin. */
export const SITE_LAYOUT_ROUTE_ID = "routes/_site";

/** What the navigation needs of each category, its name in the page's language. */
export type CategoryLink = Localized<{ name: string; nameUr: string | null; slug: string }, "name">;

/**
 * What the site layout's loader (routes/_site.tsx, which `satisfies` it) gives every public
 * page: its language, the texts its header, footer and error states use, the category menu and
 * the site's origin, which the pages' meta functions read for their canonical and shared links.
 */
export interface SiteLayoutData {
  locale: Locale;
  chrome: Messages["chrome"];
  company: Messages["company"];
  categories: CategoryLink[];
  origin: string;
}

/**
 * The language of the public page being shown, the texts its header, footer and error states
 * use, and `href`, which puts an English address into the page's language (/about -> /ur/about).
 */
export function useSiteText() {
  const layout = useRouteLoaderData<SiteLayoutData>(SITE_LAYOUT_ROUTE_ID);
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
