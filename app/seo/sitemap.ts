import { LOCALES, localizedPath } from "~/i18n/locale";
import { absoluteUrl } from "./meta";

/** One address of a sitemap; `lastModified` is an ISO 8601 date or date-time. */
export interface SitemapEntry {
  url: string;
  lastModified?: string;
  /** The same page in each language (hreflang), itself included. */
  alternates?: { hreflang: string; url: string }[];
}

/**
 * A page's entries in every language: one address each, every one naming all of them and
 * English as the default, as search engines ask of a site in several languages.
 */
export function pageInEveryLanguage(
  origin: string,
  path: string,
  lastModified?: string,
): SitemapEntry[] {
  const alternates = [
    ...LOCALES.map((locale) => ({
      hreflang: locale,
      url: absoluteUrl(origin, localizedPath(path, locale)),
    })),
    { hreflang: "x-default", url: absoluteUrl(origin, path) },
  ];
  return LOCALES.map((locale) => ({
    url: absoluteUrl(origin, localizedPath(path, locale)),
    lastModified,
    alternates,
  }));
}

const XML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

/** The later of two ISO 8601 dates (they compare as text); either may be missing. */
export function laterDate(a: string | undefined, b: string | undefined): string | undefined {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

/** A sitemaps.org <urlset> document. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : "";
    const alternates = (entry.alternates ?? [])
      .map(
        (alternate) =>
          `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.url)}"/>`,
      )
      .join("");
    return `  <url><loc>${escapeXml(entry.url)}</loc>${lastmod}${alternates}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Paths crawlers are asked to stay out of: the admin panel, its sign-in and the REST API. */
export const PRIVATE_PATHS = ["/admin", "/admin-login", "/api"] as const;

export function robotsTxt(sitemapUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${sitemapUrl}`,
    "",
  ].join("\n");
}
