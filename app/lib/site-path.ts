/**
 * Addresses the public site builds from an address it was given (the page's own, for its
 * language link; a data request's, for the offline worker's redirect) must stay on the site: a
 * browser reads `//host`, `/\host` and `/<tab>/host` as another site's address.
 */

/** Only the path, query and fragment of the parsed address are used. */
const PLACEHOLDER_ORIGIN = "http://site.invalid";

/**
 * Whether a browser reads `value`, as a Location or a link on this site, as a path of this site
 * (not `//host`, `/\host`, `/<tab>/host`, a scheme or a relative path).
 */
export function isSitePath(value: string): boolean {
  if (!value.startsWith("/")) return false;
  try {
    return new URL(value, PLACEHOLDER_ORIGIN).origin === PLACEHOLDER_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * `value` as a path of this site, with its query and fragment: what would make a browser leave
 * the site (slashes and backslashes in front, tabs and line breaks it drops) is removed, the rest
 * (a scheme and host included: /https://host) is read as a path, and what an address cannot hold
 * as it is (non-ASCII letters, spaces, quotes) is percent-encoded. A path of the site comes back
 * unchanged.
 */
export function sameSitePath(value: string): string {
  // Browsers drop tabs and line breaks anywhere and controls and spaces in front, then read
  // backslashes as slashes: what is left must start with exactly one slash.
  const rest = value.replace(/[\t\n\r]/g, "").replace(/^[\p{Cc} /\\]+/u, "");
  const url = new URL(`/${rest}`, PLACEHOLDER_ORIGIN);
  // Dot segments can leave a doubled slash in front ("/.//host"): collapsed after parsing.
  return `${url.pathname.replace(/^\/+/, "/")}${url.search}${url.hash}`;
}
