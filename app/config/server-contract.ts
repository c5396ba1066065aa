/**
 * What the production server (server.ts, server/) and the app both rely on, defined once. No
 * imports and only erasable TypeScript: Node runs this file as it is when the server loads it.
 */

/**
 * The cookie of a signed-in administrator (app/auth/auth.server.ts). The page cache never
 * answers a request that carries it.
 */
export const SESSION_COOKIE_NAME = "admin_session";

/**
 * The header of an answer the server's page cache gives to everyone (server/page-cache.ts):
 * the service worker stores a page on the phone only when it has it (app/offline), since it
 * cannot see a Set-Cookie itself.
 */
export const OFFLINE_COPY_HEADER = "X-Offline-Copy";

/**
 * A form's timing token (app/abuse/form-timing.server.ts): the time in milliseconds (13 digits),
 * a dot and this many characters of signature. The page cache fills one into each response in
 * place of a mark, and its gzip copy counts on the token's length.
 */
export const FORM_TIMING_SIGNATURE_LENGTH = 22;
export const FORM_TIMING_TOKEN_LENGTH = 13 + 1 + FORM_TIMING_SIGNATURE_LENGTH;

/**
 * How long a shared cache in front of the site (Varnish, a CDN) may keep a public page
 * (`s-maxage`, server/shared-cache.ts). Every change purges them at once (app/cache-purge);
 * this bounds what a purge that never arrives leaves stale, and how long a purge is retried.
 */
export const SHARED_CACHE_SECONDS = 600;
