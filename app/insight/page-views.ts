import { LOCALES, type Locale } from "~/i18n/locale";
import { searchTerms } from "~/search/search-query";

/**
 * Which public pages are counted, and how a page's address names what it shows. Pure: the
 * server asks it of every request, so it is string work only.
 */

/** The kinds of public pages counted; a page of a record (product, category, crop) names it. */
export const PAGE_KINDS = [
  "home",
  "product",
  "category",
  "crop",
  "crops",
  "gallery",
  "search",
  "verify",
  "contact",
  "dealers",
  "about",
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** One page view as it is counted: no visitor, only what was looked at and in which language. */
export interface PageView {
  kind: PageKind;
  /** The slug of the product, category or crop shown; '' for a page of no record. */
  record: string;
  language: Locale;
}

/** Pages of no record, by their address without the language. */
const PLAIN_PAGES: Readonly<Record<string, PageKind>> = {
  "": "home",
  about: "about",
  contact: "contact",
  crops: "crops",
  dealers: "dealers",
  gallery: "gallery",
  search: "search",
  verify: "verify",
};

/** A slug as the site makes them; anything else is no page of ours (and no row of the counts). */
const SLUG = /^[\p{L}\p{N}][\p{L}\p{N}_-]{0,99}$/u;

/** The slugs the site makes (app/lib/slug.ts), checked without decoding: nearly every address. */
const PLAIN_SLUG = /^[a-z0-9][a-z0-9_-]{0,99}$/;

function slugOf(segment: string): string | null {
  if (PLAIN_SLUG.test(segment)) return segment;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return SLUG.test(decoded) ? decoded : null;
}

/**
 * The page view an address (its path, without the query) stands for, or null for one not
 * counted (files, the API, the admin, anything else). A client-side navigation's data request
 * (`/crops/cotton.data`) stands for its page.
 */
export function pageViewOf(path: string): PageView | null {
  let rest = path.endsWith(".data") ? path.slice(0, -5).replace(/\/?_root$/, "") : path;
  let language: Locale = "en";
  for (const locale of LOCALES) {
    if (locale !== "en" && (rest === `/${locale}` || rest.startsWith(`/${locale}/`))) {
      language = locale;
      rest = rest.slice(locale.length + 1);
    }
  }
  const segments = rest.split("/").slice(1);
  if (segments.length <= 1) {
    const kind = PLAIN_PAGES[segments[0] ?? ""];
    return kind ? { kind, record: "", language } : null;
  }
  const [section, first, second, ...more] = segments;
  // Files and every other address are left at the first look: most requests are for files.
  if (section !== "category" && section !== "crops") return null;
  if (more.length > 0 || first === undefined) return null;
  if (section === "crops" && second !== undefined) return null;
  const record = slugOf(second ?? first);
  if (record === null) return null;
  if (section === "crops") return { kind: "crop", record, language };
  return { kind: second === undefined ? "category" : "product", record, language };
}

/**
 * A search's query as it is counted: folded and cut into words the way search looks them up
 * (app/search/search-query.ts), so "Safed  Makhi" and "safed makhi" are one query and Arabic
 * letter forms count as the Urdu ones. '' when nothing would be looked up.
 */
export function countedQuery(typed: string): string {
  return searchTerms(typed).join(" ");
}
