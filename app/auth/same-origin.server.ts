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
  const fetchSite = request.headers.get("sec-fetch-site")?.trim().toLowerCase();
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = request.headers.get("origin")?.trim();
  if (!origin) return false;
  return origin !== new URL(request.url).origin;
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
