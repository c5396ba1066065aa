import { isbot } from "isbot";

/**
 * How the verify page and GET /api/verify treat a request: an answer is counted and changes
 * with every check, so no cache may keep it, and a browser's guess at the next page is no check.
 */

/** The headers of every answer to a check: neither a shared cache nor the browser keeps it. */
export const NOT_STORED = { "Cache-Control": "private, no-store" } as const;

/**
 * Whether a request is a prefetch, a browser fetching a page the visitor may open next
 * (Sec-Purpose, and Purpose or X-Moz before it), or a preview of one (X-Purpose): not a check
 * the farmer made, so it is neither answered nor counted.
 */
export function isPrefetch(request: Request): boolean {
  return saysPrefetch((name) => request.headers.get(name));
}

/** A request header by its lower-case name: a Fetch request's or a Node request's. */
export type HeaderOf = (name: string) => string | null | undefined;

/** isPrefetch of any request's headers: the server's visit counting (app/insight) asks it too. */
export function saysPrefetch(header: HeaderOf): boolean {
  for (const name of PURPOSE_HEADERS) {
    const said = header(name);
    if (said && PREFETCH.test(said)) return true;
  }
  return false;
}

const PURPOSE_HEADERS = ["sec-purpose", "purpose", "x-moz", "x-purpose"] as const;
const PREFETCH = /\b(prefetch|prerender|preview)\b/i;

/**
 * Whether a request is a program looking at the address rather than a farmer checking his
 * pack: a HEAD (a link checker; `clientMethod`, as the page cache renders a HEAD as a GET) or
 * a known crawler or link-preview fetcher, such as the one WhatsApp sends when a verify link
 * is shared. Counted as a check, it would make the farmer's
 * own first check say the code was checked before.
 */
export function isUnattendedRequest(request: Request, clientMethod = request.method): boolean {
  return isUnattended(clientMethod, (name) => request.headers.get(name));
}

/** isUnattendedRequest of any request's method and headers (app/insight asks it too). */
export function isUnattended(method: string, header: HeaderOf): boolean {
  return method === "HEAD" || isKnownBot(header("user-agent"));
}

/**
 * isbot's verdict on a user agent, remembered: its pattern takes microseconds on a browser's
 * user agent, and the server asks of every page it sends (visits are counted, app/insight),
 * while phones send the same few user agents again and again.
 */
const botVerdicts = new Map<string, boolean>();
const REMEMBERED_AGENTS = 1_000;
function isKnownBot(userAgent: string | null | undefined): boolean {
  if (!userAgent) return isbot(userAgent);
  let verdict = botVerdicts.get(userAgent);
  if (verdict === undefined) {
    if (botVerdicts.size >= REMEMBERED_AGENTS) botVerdicts.clear();
    verdict = isbot(userAgent);
    botVerdicts.set(userAgent, verdict);
  }
  return verdict;
}
