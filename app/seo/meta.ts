import type { MetaDescriptor } from "react-router";
import { SITE } from "~/config/site";
import { inPageLanguage } from "~/i18n/content";
import { format, joinList } from "~/i18n/format";
import { LOCALES, localizedPath, openGraphLocale, unlocalizedPath } from "~/i18n/locale";
import type { Messages } from "~/i18n/messages/types";
import { sameSitePath } from "~/lib/site-path";
import { SITE_LAYOUT_ROUTE_ID, type SiteLayoutData } from "~/i18n/site-text";
import type { NotFoundKind } from "./not-found";

/** An image a shared link shows, with its address already absolute. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
  type: string;
}

/** What every page's head takes from the public layout: origin, language and the site's texts. */
export type SiteSeo = Pick<SiteLayoutData, "origin" | "locale" | "chrome" | "company">;

export interface PageSeo {
  site: SiteSeo;
  /**
   * The page's own address in English (path and any query that belongs to it), e.g. /about;
   * the page's language puts it under /ur, and the alternates name both.
   */
  path: string;
  /** The page's own part of the title; the site name is added after it. */
  title: string;
  description: string;
  /** "website" unless the page is about one product. */
  type?: "website" | "product";
  /** Path of an image on this site; the default share image when missing. */
  image?: Omit<ShareImage, "url"> & { path: string };
  /** Pages that must not appear in search results (a 404, say): no canonical either. */
  noindex?: boolean;
  /** Structured data objects, each rendered as its own application/ld+json block. */
  jsonLd?: object[];
}

/** Search results show about this many characters of a description. */
export const DESCRIPTION_LENGTH = 160;

/** The image of pages that have none of their own: the first home page slide. */
export const DEFAULT_SHARE_IMAGE = {
  path: "/images/hero/slide-1-1280.webp",
  width: 1280,
  height: 720,
  type: "image/webp",
} as const;

/** The default share image's description in the page's language. */
function defaultShareImage(site: SiteSeo) {
  const alt = format(site.chrome.shareImageAlt, {
    company: site.company.name,
    year: SITE.established,
  });
  return { ...DEFAULT_SHARE_IMAGE, alt };
}

/**
 * `path` on the site at `origin`; only the path when the origin is unknown. Always on the site:
 * the head of the page at //host says //host is a page here, not another site.
 */
export function absoluteUrl(origin: string, path: string): string {
  const local = sameSitePath(path);
  return origin ? new URL(local, `${origin}/`).href : local;
}

/** Collapses white space and cuts at a word boundary so the text fits a search result. */
export function summarize(text: string, maxLength = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(" ");
  const words = lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,.;:!?-]+$/, "")}…`;
}

/** "Page | Site", or the site's name alone when the page has no title of its own. */
export function fullTitle(title: string, siteName: string = SITE.name): string {
  return title === siteName || title.startsWith(`${siteName} |`) ? title : `${title} | ${siteName}`;
}

/**
 * The whole head of a page for search engines and link previews: title, description, canonical
 * address, Open Graph and Twitter card tags and structured data. React Router uses only the deepest
 * route's meta, so every page lists all of it through this one function.
 */
export function pageMeta(page: PageSeo): MetaDescriptor[] {
  const { site } = page;
  const { origin, locale } = site;
  const title = fullTitle(page.title, site.company.name);
  const description = summarize(page.description);
  const url = absoluteUrl(origin, localizedPath(page.path, locale));
  const image = page.image ?? defaultShareImage(site);
  const imageUrl = absoluteUrl(origin, image.path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    ...(page.noindex
      ? [{ name: "robots", content: "noindex" }]
      : [
          { tagName: "link", rel: "canonical", href: url },
          // The same page in each language, and English for everyone else.
          ...LOCALES.map((language) => ({
            tagName: "link",
            rel: "alternate",
            hrefLang: language,
            href: absoluteUrl(origin, localizedPath(page.path, language)),
          })),
          {
            tagName: "link",
            rel: "alternate",
            hrefLang: "x-default",
            href: absoluteUrl(origin, page.path),
          },
        ]),
    { property: "og:site_name", content: site.company.name },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: openGraphLocale(locale) },
    ...LOCALES.filter((language) => language !== locale).map((language) => ({
      property: "og:locale:alternate",
      content: openGraphLocale(language),
    })),
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: image.type },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];
  for (const data of page.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

/** Admin and sign-in pages: a title and a request to stay out of search results. */
export function privatePageMeta(title: string): MetaDescriptor[] {
  return [{ title: fullTitle(title) }, { name: "robots", content: "noindex, nofollow" }];
}

/**
 * What the public layout's loader gave every public page (origin, language, texts), read from a
 * meta function's `matches`. A public page's meta always has it: the layout's loader does not
 * fail, and no page renders without it.
 */
export function siteFromMatches(
  matches: readonly ({ id: string; loaderData: unknown } | undefined)[],
): SiteSeo {
  const data = matches.find((match) => match?.id === SITE_LAYOUT_ROUTE_ID)?.loaderData;
  if (!data) throw new Error("A public page's meta needs the site layout's data");
  return data as SiteSeo;
}

/**
 * The head of a page that is not there: its own title, kept out of search results. `path` is
 * the address as it was asked for, with its language prefix.
 */
export function notFoundMeta(kind: NotFoundKind, site: SiteSeo, path: string): MetaDescriptor[] {
  const { title, text } = site.chrome.notFound[kind];
  return pageMeta({ site, path: unlocalizedPath(path), title, description: text, noindex: true });
}

/*
 * The descriptions of pages about a record. A record's text shows on an Urdu page in English
 * where its Urdu is empty (content.ts), marked as English; a description has no such mark, so an
 * Urdu page's description is built from Urdu parts only: the record's English is left out, and
 * a sentence of the catalogue stands in for it. Product names may carry Latin codes ("20% SL").
 */

/** A localized record: which of its fields show in English on a page of another language. */
type Shown = { inEnglish: readonly string[] };

/** A product page's: the product's own description, else a sentence naming the product. */
export function productDescription(
  site: SiteSeo,
  product: Shown & { name: string; description: string },
  text: Messages["product"],
): string {
  return inPageLanguage(product, "description")
    ? product.description
    : format(text.descriptionFallback, { product: product.name, company: site.company.name });
}

/** A category page's: the category's description and its number of products. */
export function categoryDescription(
  site: SiteSeo,
  category: Shown & { description: string },
  productCount: string,
  text: Messages["category"],
): string {
  const values = { products: productCount, company: site.company.name };
  return inPageLanguage(category, "description")
    ? format(text.description, { ...values, text: category.description })
    : format(text.descriptionFallback, values);
}

/** How many of a crop's targets its page's description names. */
const DESCRIBED_TARGETS = 4;

/**
 * A crop page's: the crop and its first targets in the page's language, else the crop guide's
 * own description.
 */
export function cropDescription(
  site: SiteSeo,
  crop: Shown & { name: string },
  targets: readonly (Shown & { target: string })[],
  text: Messages["crops"],
): string {
  const named = targets
    .filter((target) => inPageLanguage(target, "target"))
    .slice(0, DESCRIBED_TARGETS)
    .map((target) => target.target);
  if (!inPageLanguage(crop, "name") || named.length === 0) return text.description;
  return format(text.cropDescription, {
    crop: crop.name,
    targets: joinList(site.locale, named),
    company: site.company.name,
  });
}

/** The gallery's: an open event's description, else the gallery's own. */
export function galleryDescription(
  site: SiteSeo,
  openEvent: (Shown & { description: string }) | undefined,
  text: Messages["gallery"],
): string {
  return openEvent && inPageLanguage(openEvent, "description")
    ? openEvent.description
    : format(text.description, { company: site.company.name });
}
