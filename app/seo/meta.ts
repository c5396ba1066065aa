import type { MetaDescriptor } from "@remix-run/node";
import { SITE } from "~/config/site";
import { NOT_FOUND, type NotFoundKind } from "./not-found";

/** An image a shared link shows, with its address already absolute. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
  type: string;
}

export interface PageSeo {
  /** The site's absolute origin, e.g. https://example.com. */
  origin: string;
  /** The page's own address (path and any query that belongs to it), e.g. /about. */
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
  alt: `${SITE.name}: protecting Pakistan's crops since ${SITE.established}`,
  type: "image/webp",
} as const;

/** `path` on the site at `origin`; left as it is when the origin is unknown. */
export function absoluteUrl(origin: string, path: string): string {
  return origin ? new URL(path, `${origin}/`).href : path;
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
export function fullTitle(title: string): string {
  return title === SITE.name || title.startsWith(`${SITE.name} |`)
    ? title
    : `${title} | ${SITE.name}`;
}

/**
 * The whole head of a page for search engines and link previews: title, description, canonical
 * address, Open Graph and Twitter card tags and structured data. Remix uses only the deepest
 * route's meta, so every page lists all of it through this one function.
 */
export function pageMeta(page: PageSeo): MetaDescriptor[] {
  const title = fullTitle(page.title);
  const description = summarize(page.description);
  const url = absoluteUrl(page.origin, page.path);
  const image = page.image ?? DEFAULT_SHARE_IMAGE;
  const imageUrl = absoluteUrl(page.origin, image.path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    page.noindex
      ? { name: "robots", content: "noindex" }
      : { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE.name },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_PK" },
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The route whose loader gives every public page the site's origin. */
export const SITE_LAYOUT_ROUTE_ID = "routes/_site";

/**
 * The origin the public layout's loader found, read from a meta function's `matches`. Empty
 * (links stay relative) only if that loader did not run, which a public page never lacks.
 */
export function originFromMatches(matches: readonly { id: string; data: unknown }[]): string {
  const data = matches.find((match) => match.id === SITE_LAYOUT_ROUTE_ID)?.data;
  return isRecord(data) && typeof data.origin === "string" ? data.origin : "";
}

/** The head of a page that is not there: its own title, kept out of search results. */
export function notFoundMeta(kind: NotFoundKind, origin: string, path: string): MetaDescriptor[] {
  return pageMeta({
    origin,
    path,
    title: NOT_FOUND[kind].title,
    description: NOT_FOUND[kind].text,
    noindex: true,
  });
}
