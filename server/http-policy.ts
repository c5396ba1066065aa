/**
 * The HTTP rules the production server applies to every response: security headers, the
 * Content-Security-Policy with its per-request nonce, caching, and conditional GET (ETag / 304).
 */
import { createHash, randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { SHARED_CACHE_SECONDS } from "../app/config/server-contract.ts";
import { MAP_EMBED_URL } from "../app/config/site.ts";

/** The only other host a page may frame: the contact page's map, once the visitor asks for it. */
export const MAP_FRAME_ORIGIN = new URL(MAP_EMBED_URL).origin;

const NONCE_BYTES = 16;
/** The length of every nonce: its bytes in base64. The page cache's gzip copy counts on it. */
export const NONCE_LENGTH = Math.ceil(NONCE_BYTES / 3) * 4;

/** A fresh, unguessable nonce for the inline scripts of one response. */
export function createNonce(): string {
  return randomBytes(NONCE_BYTES).toString("base64");
}

export interface PolicyOptions {
  /** This response's nonce; null for an answer a shared cache repeats to everyone. */
  nonce: string | null;
  allowMapFrame: boolean;
  https: boolean;
  /** The CSP hash sources ('sha256-...') of the inline <style> elements pages carry. */
  styleHashes?: readonly string[];
  /** The CSP hash sources of the inline <script> elements pages carry without a nonce. */
  scriptHashes?: readonly string[];
}

export function contentSecurityPolicy({
  nonce,
  allowMapFrame,
  https,
  styleHashes = [],
  scriptHashes = [],
}: PolicyOptions): string {
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...(nonce === null ? [] : [`'nonce-${nonce}'`]), ...scriptHashes].join(
      " ",
    ),
    ["style-src 'self'", ...styleHashes].join(" "),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "media-src 'none'",
    "object-src 'none'",
    // The service worker (/sw.js), from this site only.
    "worker-src 'self'",
    `frame-src ${allowMapFrame ? MAP_FRAME_ORIGIN : "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * Whether a request is for the contact page, in either language, with its map shown
 * (`/contact?map=1`, `/ur/contact?map=1`). `search` is the query string, with or without its "?".
 */
export function wantsMapFrame(path: string, search: string): boolean {
  if (!/^(\/ur)?\/contact\/*$/.test(path)) return false;
  const map = new URLSearchParams(search).getAll("map");
  return map.length === 1 && map[0] === "1";
}

/** Headers every response carries, whatever produced it. */
export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // Older browsers ignore CSP frame-ancestors; this says the same to them.
    "X-Frame-Options": "DENY",
    "Permissions-Policy":
      "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/**
 * Cache-Control for a page or API read that did not choose its own: the browser keeps a copy but
 * asks every time, so a repeat visit costs one small 304 and an admin's change shows at once.
 * Requests that carry credentials or any cookie get an answer no cache may store.
 */
export function defaultCacheControl(
  requestHeaders: Pick<IncomingHttpHeaders, "authorization" | "cookie">,
): string {
  return requestHeaders.authorization || requestHeaders.cookie ? PRIVATE_CACHE_CONTROL : "no-cache";
}

/** An answer for one visitor only: no cache, the browser's included, keeps it. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * Cache-Control of an answer that is the same for every visitor without a session and holds no
 * per-response value (server/page-cache.ts, isSharedTemplate): a shared cache in front (Varnish,
 * a CDN) keeps it for SHARED_CACHE_SECONDS and is purged on every change (app/cache-purge);
 * browsers ignore s-maxage and ask every time, so an admin's change shows at once. No
 * stale-while-revalidate: browsers that honour it would show an old page after a change.
 */
export const SHARED_CACHE_CONTROL = `public, max-age=0, must-revalidate, s-maxage=${SHARED_CACHE_SECONDS}`;

/** Content types whose answers are buffered, given an ETag and answered 304 when unchanged. */
const REVALIDATED_TYPE =
  /^(text\/html|application\/json|text\/x-script|application\/xml|text\/xml|text\/plain|application\/manifest\+json)\b/i;

/** Whether answers of this Content-Type are text that may be kept and revalidated. */
export function revalidatedType(contentType: string | null): boolean {
  return REVALIDATED_TYPE.test(contentType ?? "");
}

/**
 * Whether a response should get an ETag: a successful GET/HEAD answer of a text type that
 * caches may keep (not `no-store`) and that has no validator yet.
 */
export function shouldRevalidate(method: string, response: Response): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (response.status !== 200 || !response.body) return false;
  if (response.headers.has("ETag")) return false;
  if (/no-store/i.test(response.headers.get("Cache-Control") ?? "")) return false;
  return revalidatedType(response.headers.get("Content-Type"));
}

/**
 * A weak ETag of a body. The page's CSP nonce is left out of the hash: it differs on every
 * response, yet a browser that revalidates keeps its stored copy together with the stored
 * CSP header, so the copy's scripts still match its own nonce.
 */
export function weakEtag(body: Buffer, nonce: string | undefined): string {
  const hash = createHash("sha256");
  if (nonce) {
    const text = body.toString("utf8");
    hash.update(text.split(nonce).join(""));
  } else {
    hash.update(body);
  }
  return `W/"${hash.digest("base64url").slice(0, 27)}"`;
}

/**
 * The weak comparison of If-None-Match (RFC 9110 13.1.2): any listed tag, weak or strong, that
 * names the same opaque value matches; `*` matches anything.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}

/**
 * The file name of the brotli copy to send for a hashed asset, if the build made one and the
 * client takes brotli. `path` is the request path inside the assets folder, e.g.
 * "/root-abc123.js"; `brotliCopies` names the assets that have a ".br" copy.
 */
export function brotliCopyOf(
  path: string,
  brotliCopies: ReadonlySet<string>,
  acceptsBrotli: boolean,
): string | undefined {
  if (!acceptsBrotli) return undefined;
  const name = path.replace(/^\/+/, "");
  return brotliCopies.has(name) ? `${name}.br` : undefined;
}

/**
 * A host name or address with an optional port, in the characters a URL's host may hold: no
 * space, user info, path, query or percent sign. `new URL` then rejects what it cannot read
 * (an unclosed "[", a port over 65535, 999.1.1.1).
 */
const HOST_PATTERN = /^(?:[a-z0-9_.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
/** Longer than any DNS name (253 characters) with a port. */
const MAX_HOST_LENGTH = 260;

/**
 * The origin of a scheme and host (with port) as a client or the proxy sent them, as URLs write
 * it (lower case, no default port), or null if they are not one: such a request is refused, not
 * read as some other address.
 */
export function originOf(scheme: string, host: string): string | null {
  const lowerScheme = scheme.toLowerCase();
  if (lowerScheme !== "http" && lowerScheme !== "https") return null;
  if (host.length > MAX_HOST_LENGTH || !HOST_PATTERN.test(host)) return null;
  try {
    return new URL(`${lowerScheme}://${host}`).origin;
  } catch {
    return null;
  }
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The methods some address of the site takes. Any other (TRACE, OPTIONS, WebDAV's) is answered
 * 405 before routing, with this list: which of them one address takes, its own 405 says.
 */
export const SITE_METHODS = new Set(["GET", "HEAD", ...UNSAFE_METHODS]);

/**
 * What an address takes when the router answers 405 there: every route has a loader, and the
 * router refuses a write where a route has no action.
 */
export const READ_METHODS = "GET, HEAD";

/**
 * Whether a request target is a path (origin form), the only form the site takes: a whole URL
 * (absolute form, which only a proxy is sent; the site is none) or "*" is refused with 400.
 */
export function isPathTarget(target: string): boolean {
  return target.startsWith("/");
}

/**
 * Whether a form post comes from another site: its Origin names a host other than the one it
 * was sent to. Such posts are answered by the server before the router sees them, because the
 * router refuses them with a bare "Bad Request" of its own and an error in the log. API calls
 * answer for themselves (JSON), and the contact form takes messages from anywhere: it acts for
 * no one signed in.
 */
export function crossSiteFormPost({
  method,
  path,
  origin,
  host,
}: {
  method: string;
  path: string;
  origin: string | undefined;
  host: string;
}): "refuse" | "contact" | "pass" {
  if (!UNSAFE_METHODS.has(method) || origin === undefined || path.startsWith("/api/"))
    return "pass";
  let originHost = "";
  try {
    originHost = origin === "null" ? "" : new URL(origin).host;
  } catch {
    originHost = "";
  }
  if (originHost === host) return "pass";
  return path.replace(/\/+$/, "") === "/contact" ? "contact" : "refuse";
}

/** The page a refused cross-site form post gets: short, plain, with a way back. */
export const CROSS_SITE_REFUSAL_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Request refused</title></head>
<body><main><h1>Request refused</h1>
<p>This form was sent from another website, so it was not accepted. Open the page on this site and send it again.</p>
<p><a href="/">Go to the home page</a></p></main></body></html>
`;
