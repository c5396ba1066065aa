/**
 * The rules of the service worker (service-worker.inline.ts), kept apart from its events so they can
 * be tested without a browser: which requests it answers and how, what it may store, how much,
 * and what it adds to a stored page it shows. Nothing here may import React.
 */
import { OFFLINE_COPY_HEADER } from "~/config/server-contract";
import { localeOfPath, localizedPath, type Locale } from "~/i18n/locale";
import { parseVariantFileName } from "~/images/image-variants";
import { sameSitePath } from "~/lib/site-path";

// The worker stores a page only when the server's answer carries this header (a public page
// for a visitor without a session that sets no cookie): a service worker cannot see Set-Cookie.
export { OFFLINE_COPY_HEADER };

/** How long a page may take before the stored copy is shown instead. */
export const PAGE_TIMEOUT_MS = 3000;

/** What the phone keeps at most: saved pages, and all saved pages and images in bytes. */
export const OFFLINE_LIMITS = { pages: 60, bytes: 30 * 1024 * 1024 } as const;

/** The page that lists what is saved; shown, with a note, for a page never saved. */
export const SAVED_PAGE_PATH = "/saved";

/** Headers the worker adds to what it stores: when, how big, and the page's title. */
export const SAVED_AT_HEADER = "X-Saved-At";
export const SAVED_BYTES_HEADER = "X-Saved-Bytes";
export const SAVED_TITLE_HEADER = "X-Saved-Title";

const CACHE_PREFIX = "offline-";

/**
 * The worker's caches, named by the build they belong to: a new release's worker drops the
 * others. Scripts and styles (assets) belong to one build; pages and images are carried over.
 */
export function cacheNames(version: string) {
  return {
    assets: `${CACHE_PREFIX}assets-${version}`,
    pages: `${CACHE_PREFIX}pages-${version}`,
    files: `${CACHE_PREFIX}files-${version}`,
  };
}

/** Whether a cache is the worker's own but of another build: it goes on activation. */
export function isOutdatedCache(name: string, version: string): boolean {
  return name.startsWith(CACHE_PREFIX) && !Object.values(cacheNames(version)).includes(name);
}

/** Of an outdated cache, what it held: pages and images are carried into the new build's. */
export function outdatedCacheKind(name: string): "pages" | "files" | null {
  if (name.startsWith(`${CACHE_PREFIX}pages-`)) return "pages";
  if (name.startsWith(`${CACHE_PREFIX}files-`)) return "files";
  return null;
}

/**
 * How the worker answers a request:
 * - `asset`: a hashed build file (never changes): from the cache, else the network, stored;
 * - `upload`: an uploaded image (its name is its content): the same;
 * - `file`: another file of the site (logo, icons, demo images): the network, stored, and the
 *   stored copy when the network fails;
 * - `page`: a page: the network with a timeout, the stored copy (with a note) when it fails;
 * - `data`: React Router's data for a client-side navigation (see pageOfDataRequest): the
 *   network only; when it fails, a full load of the page, which the worker answers as a page;
 * - `contact-form`: the contact form sent as a page (a stored contact page has no scripts
 *   offline): the network; when it fails, the message is kept on the phone to send later;
 * - `pass`: left alone (other methods and sites, the admin, the API, the worker itself, and a
 *   product's PDF documents: up to 10 MB each, a phone keeps them as its downloads).
 */
export type RequestKind = "asset" | "upload" | "file" | "page" | "data" | "contact-form" | "pass";

export function requestKind(request: {
  url: string;
  method: string;
  mode: string;
  origin: string;
}): RequestKind {
  const url = new URL(request.url);
  if (url.origin !== request.origin) return "pass";
  const path = url.pathname;
  if (request.method === "POST" && request.mode === "navigate" && isContactPath(path))
    return "contact-form";
  if (request.method !== "GET") return "pass";
  if (!isPublicPath(path)) return "pass";
  if (path.startsWith("/assets/")) return "asset";
  if (path.startsWith("/uploads/documents/")) return "pass";
  if (path.startsWith("/uploads/")) return "upload";
  if (path.endsWith(".data")) return "data";
  if (request.mode === "navigate") return "page";
  if (/\.(webp|png|jpe?g|svg|ico)$/.test(path)) return "file";
  return "pass";
}

/** Addresses the worker never stores nor answers: the admin, the API and the worker. */
function isPublicPath(path: string): boolean {
  return !(
    path === "/admin" ||
    path.startsWith("/admin/") ||
    path.startsWith("/admin-") ||
    path.startsWith("/admin.") ||
    path.startsWith("/api/") ||
    path === "/healthz" ||
    path === "/sw.js"
  );
}

/**
 * Whether a page's answer may be stored on the phone: a whole page (200, HTML) the server
 * marked as the same for everyone. Anything else (a signed-in page, one that sets a cookie, an
 * error) is not.
 */
export function mayStorePage(response: {
  status: number;
  headers: { get(name: string): string | null };
}): boolean {
  return (
    response.status === 200 &&
    response.headers.get(OFFLINE_COPY_HEADER) !== null &&
    /^text\/html\b/i.test(response.headers.get("Content-Type") ?? "")
  );
}

function isContactPath(path: string): boolean {
  return /^(\/ur)?\/contact\/?$/.test(path);
}

/** The saved-pages page in both languages: it lists the others, and is not listed itself. */
export function isSavedListPath(path: string): boolean {
  return path === SAVED_PAGE_PATH || path === localizedPath(SAVED_PAGE_PATH, "ur");
}

/**
 * The page a data request belongs to. React Router 8 asks for a page's data at its address
 * with `.data` added, and at `_.data` under an address that ends in a slash, the home page's
 * included (its upgrade guide, "v8_trailingSlashAwareDataRequests", the default since 8.0):
 * /about.data -> /about, /ur/_.data -> /ur/, /_.data -> /; the `_routes` parameter it adds
 * to say which routes' data is not the page's.
 */
export function pageOfDataRequest(url: string): string {
  const parsed = new URL(url);
  const path = parsed.pathname.endsWith("/_.data")
    ? parsed.pathname.slice(0, -"_.data".length)
    : parsed.pathname.replace(/\.data$/, "");
  parsed.searchParams.delete("_routes");
  const search = parsed.searchParams.toString();
  // The redirect's target: a page of this site even for //host.data.
  return sameSitePath(`${path}${search ? `?${search}` : ""}`);
}

/**
 * The answer to a data request the network did not answer: a redirect to a full load of the
 * page, so the worker answers that load with the stored page or the offline page instead of
 * the router showing an error. It is the redirect React Router takes for a `.data` request
 * from code outside it, such as a server's middleware (its changelog, 7.5.2): 204 with the
 * target in X-Remix-Redirect and X-Remix-Reload-Document for a whole-page load.
 */
export function reloadDocumentAnswer(location: string): Response {
  return new Response(null, {
    status: 204,
    headers: {
      "X-Remix-Redirect": location,
      "X-Remix-Status": "302",
      "X-Remix-Reload-Document": "true",
      "Cache-Control": "no-store",
    },
  });
}

/** An entry of the worker's pages or files cache, for the bounds. */
export interface StoredEntry {
  key: string;
  /** Milliseconds since 1970. */
  savedAt: number;
  bytes: number;
  page: boolean;
}

/**
 * What to delete so that the phone keeps at most `limits.pages` pages and `limits.bytes` bytes
 * of pages and images: the oldest first.
 */
export function entriesToEvict(
  entries: readonly StoredEntry[],
  limits: { pages: number; bytes: number } = OFFLINE_LIMITS,
): string[] {
  const oldestFirst = [...entries].sort((a, b) => a.savedAt - b.savedAt);
  const evicted = new Set<string>();
  let pages = oldestFirst.filter((entry) => entry.page).length;
  let bytes = oldestFirst.reduce((sum, entry) => sum + entry.bytes, 0);
  for (const entry of oldestFirst) {
    if (pages <= limits.pages && bytes <= limits.bytes) break;
    if (bytes <= limits.bytes && !entry.page) continue;
    evicted.add(entry.key);
    bytes -= entry.bytes;
    if (entry.page) pages -= 1;
  }
  return oldestFirst.filter((entry) => evicted.has(entry.key)).map((entry) => entry.key);
}

/** The words the worker writes into pages: the only texts it carries. */
const WORDS = {
  en: {
    savedOn: "You are offline: this page was saved on {date}",
    notSaved: "You are offline, and this page is not saved on this phone.",
    messageKept: "Saved on your phone: it will be sent when you are back online.",
  },
  ur: {
    savedOn: "آپ آف لائن ہیں: یہ صفحہ {date} کو محفوظ کیا گیا تھا",
    notSaved: "آپ آف لائن ہیں، اور یہ صفحہ اس فون میں محفوظ نہیں ہے۔",
    messageKept: "آپ کا پیغام فون میں محفوظ ہے: انٹرنیٹ واپس آتے ہی بھیج دیا جائے گا۔",
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** A date as a reader of the page's language writes it: "23 November 2026", "23 نومبر، 2026". */
export function formatSavedDate(savedAt: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "ur" ? "ur-PK" : "en-PK", {
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date(savedAt));
}

/** 'You are offline: this page was saved on {date}', in the language of the page at `path`. */
export function offlineNoteText(path: string, savedAt: number | null): string {
  const locale = localeOfPath(path);
  if (savedAt === null) return WORDS[locale].notSaved;
  return WORDS[locale].savedOn.replace("{date}", formatSavedDate(savedAt, locale));
}

/** What the contact page says offline of a message kept on the phone, in its language. */
export function messageKeptText(path: string): string {
  return WORDS[localeOfPath(path)].messageKept;
}

/**
 * A stored page as it is shown offline: without the router's scripts (those with the nonce), so that
 * it works as it does without JavaScript; hydrating it would find the note it does not know and
 * need scripts the phone may not have. Its own scripts (allowed by their hashes) stay.
 */
export function withoutRouterScripts(html: string): string {
  return html.replace(/<script\b[^>]*\bnonce="[^"]*"[^>]*>[\s\S]*?<\/script>/g, "");
}

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/**
 * A stored page as shown offline: a note at the top of its main content saying so. The note
 * uses the stylesheet's own warning banner: the page's CSP allows no other style.
 */
export function withOfflineNote(html: string, note: string): string {
  const banner = `<div class="container offline-note"><p class="banner-warning" role="status">${escapeHtml(note)}</p></div>`;
  const main = /<main\b[^>]*>/.exec(html);
  if (main) return html.replace(main[0], `${main[0]}${banner}`);
  return html.replace(/<body\b[^>]*>/, (body) => `${body}${banner}`);
}

/** The title of a page for the list of saved pages, without the site's name after a bar. */
export function titleOf(html: string): string {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  const title = match ? unescapeHtml(match[1] ?? "").trim() : "";
  const bar = title.lastIndexOf(" | ");
  return bar > 0 ? title.slice(0, bar) : title;
}

/**
 * The images a page shows from this site (each <img> and <source>'s first address): what
 * 'Save for offline' stores with the page. Of a set of sizes one is enough: offline, the worker
 * answers for any size of an image with the one it has (sameImage).
 */
export function imagesOf(html: string, origin: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<(img|source)\b[^>]*>/g) ?? []) {
    const src = /\s(?:src|srcset)="([^"\s,]+)/.exec(tag)?.[1];
    if (!src) continue;
    const url = new URL(unescapeHtml(src), origin);
    if (url.origin === origin && /^\/(uploads|images)\//.test(url.pathname)) found.add(url.href);
  }
  return [...found];
}

/**
 * The part of an uploaded image's address all its sizes share ("/uploads/products/<id>-"), so
 * offline one size can stand in for another; null for other addresses.
 */
export function sameImage(path: string): string | null {
  const variant = path.startsWith("/uploads/") ? parseVariantFileName(path.slice(9)) : null;
  return variant ? `/uploads/${variant.key}-` : null;
}

/** A saved page as the list shows it. */
export interface SavedPage {
  url: string;
  title: string;
  savedAt: number;
}

/**
 * The saved-pages page with its list filled in, newest first, each with its date in the
 * page's language; `note` (offline, a page not saved) goes at the top.
 */
export function withSavedList(
  html: string,
  pages: readonly SavedPage[],
  path: string,
  note: string | null,
): string {
  const locale = localeOfPath(path);
  const items = [...pages]
    .sort((a, b) => b.savedAt - a.savedAt)
    .map((page) => {
      const { pathname, search } = new URL(page.url);
      const title = page.title || pathname;
      return `<li><a href="${escapeHtml(pathname + search)}">${escapeHtml(title)}</a> <small>${escapeHtml(formatSavedDate(page.savedAt, locale))}</small></li>`;
    })
    .join("");
  let filled = html.replace(/(<ul id="saved-pages"[^>]*>)/, `$1${items}`);
  if (items) filled = filled.replace(/<p id="saved-none"/, '<p id="saved-none" hidden=""');
  return note === null ? filled : withOfflineNote(filled, note);
}
