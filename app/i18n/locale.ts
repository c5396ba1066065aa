/**
 * The site's two languages and how addresses carry them: English at today's addresses, Urdu
 * under /ur with the same slugs (/ur/about, /ur/category/{slug}...). Only the public pages have
 * Urdu twins; the admin panel and the API stay in English.
 */

import { sameSitePath } from "~/lib/site-path";

export const LOCALES = ["en", "ur"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** The first path segment of Urdu pages. */
const URDU_PREFIX = "/ur";

/** The language of a route's optional `($lang)` segment: English without it, null if unknown. */
export function localeFromParam(lang: string | undefined): Locale | null {
  if (lang === undefined) return "en";
  return lang === "ur" ? "ur" : null;
}

/** The language of a page by its address: Urdu under /ur, English everywhere else. */
export function localeOfPath(pathname: string): Locale {
  return pathname === URDU_PREFIX || pathname.startsWith(`${URDU_PREFIX}/`) ? "ur" : "en";
}

/** The address without its language prefix: /ur/about -> /about, /ur -> /. */
export function unlocalizedPath(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  return pathname.slice(URDU_PREFIX.length) || "/";
}

/**
 * An English address (path with any query and hash) in `locale`: /about -> /ur/about,
 * / -> /ur, /gallery?type=training -> /ur/gallery?type=training.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === "en") return path;
  if (path === "/" || path.startsWith("/?") || path.startsWith("/#")) {
    return `${URDU_PREFIX}${path.slice(1)}`;
  }
  return `${URDU_PREFIX}${path}`;
}

/**
 * The same page in the other language: the target of the header's language link. On the site
 * whatever the address: /ur//host is a page here (a 404), its twin /host and not //host.
 */
export function twinPath(pathname: string, search = ""): { locale: Locale; path: string } {
  const locale: Locale = localeOfPath(pathname) === "en" ? "ur" : "en";
  return {
    locale,
    path: localizedPath(sameSitePath(`${unlocalizedPath(pathname)}${search}`), locale),
  };
}

export function textDirection(locale: Locale): "ltr" | "rtl" {
  return locale === "ur" ? "rtl" : "ltr";
}

/** Open Graph's name of the language as Pakistan writes it. */
export function openGraphLocale(locale: Locale): string {
  return locale === "ur" ? "ur_PK" : "en_PK";
}
