/**
 * The cross-site request forgery rule of the admin: a request that changes something must come
 * from a page of this site. Browsers say where a request comes from in Sec-Fetch-Site (modern
 * ones) or Origin (older ones); a request with neither header is not from a browser page that
 * another site could drive (curl, scripts, very old browsers) and is let through, since the
 * session cookie is also SameSite=Lax.
 */

export const CROSS_SITE_MESSAGE =
  "This request came from another website and was refused. " +
  "Open the admin panel on this site and try again.";

/** Methods that only read: the rule is about requests that change something. */
const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isReadMethod(method: string): boolean {
  return READ_METHODS.has(method.toUpperCase());
}

/**
 * Whether the request is sent by a page of another site. Sec-Fetch-Site decides when present:
 * only `same-origin` and `none` (typed address, bookmark) are ours; `same-site` is refused too,
 * since a sibling subdomain is not this application. Otherwise Origin must be this request's own
 * origin (the server trusts the proxy's X-Forwarded-Proto/Host, so request.url carries the
 * public one). With neither header the request is allowed.
 */
export function isCrossSiteRequest(request: Request): boolean {
  const fetchSite = fetchSiteIsOurs(request);
  if (fetchSite !== null) return !fetchSite;
  const origin = request.headers.get("origin")?.trim();
  if (!origin) return false;
  return origin !== new URL(request.url).origin;
}

/**
 * Whether the request is known to come from this site: a page of it, or the address typed
 * (or a bookmark). The same Sec-Fetch-Site rule as isCrossSiteRequest; without that header,
 * Origin or else Referer must name this request's own origin. Unlike isCrossSiteRequest, a
 * request that says nothing of where it comes from does not count: this is for reads that
 * change something small on the admin's behalf (a message marked read), which a link on
 * another site must not do.
 */
export function isFromThisSite(request: Request): boolean {
  const fetchSite = fetchSiteIsOurs(request);
  if (fetchSite !== null) return fetchSite;
  const own = new URL(request.url).origin;
  const origin = request.headers.get("origin")?.trim();
  if (origin) return origin === own;
  const referer = request.headers.get("referer")?.trim();
  if (!referer || !URL.canParse(referer)) return false;
  return new URL(referer).origin === own;
}

/** What Sec-Fetch-Site says: ours (same-origin, none), not ours, or null when it is absent. */
function fetchSiteIsOurs(request: Request): boolean | null {
  const fetchSite = request.headers.get("sec-fetch-site")?.trim().toLowerCase();
  if (!fetchSite) return null;
  return fetchSite === "same-origin" || fetchSite === "none";
}

/** A request that would change something on behalf of the admin from another site. */
export function isForgeryRisk(request: Request): boolean {
  return !isReadMethod(request.method) && isCrossSiteRequest(request);
}

/** The 403 answer of an HTML form sent from another site. */
export function crossSiteRefusal(): Response {
  return new Response(CROSS_SITE_MESSAGE, {
    status: 403,
    statusText: "Forbidden",
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
