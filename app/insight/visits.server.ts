import type { IncomingHttpHeaders } from "node:http";
import { readAdminSession } from "~/auth/auth.server";
import { serverEnv } from "~/config/env.server";
import { SESSION_COOKIE_NAME } from "~/config/server-contract";
import { searchProducts } from "~/search/search.server";
import { isUnattended, saysPrefetch } from "~/verification/verify-request";
import { countedQuery, pageViewOf, type PageView } from "./page-views";
import { countPageView, countSearch } from "./tally.server";
import { log } from "~/lib/log.server";

/**
 * Which requests are farmers' visits, asked by the production server of every request it takes,
 * whether the page comes from the page cache or is rendered: a GET of a public page answered
 * 200 (or 304, a page seen again), not a crawler, a link preview, a prefetch or a HEAD (the
 * rule pack verification uses), not from a program with a token, not from a signed-in admin.
 * Only what was looked at is counted: nothing of the visitor is read past these checks or kept.
 */

/** What the server's request is read for: Node's IncomingMessage has these. */
export interface ServedRequest {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
}
/** What the server's response is read for: Node's ServerResponse has these. */
export interface ServedResponse {
  statusCode: number;
  once(event: "finish", listener: () => void): unknown;
}

const ADMIN_COOKIE = new RegExp(`(^|;)\\s*${SESSION_COOKIE_NAME}=`);

const headerOf = (headers: IncomingHttpHeaders) => (name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(" ") : value;
};

let countingOn: boolean | undefined;

/**
 * Looks at a request as the server takes it and, if it is a farmer's visit, counts it once its
 * answer is sent. A map increment: the counts reach the database in batches (tally.server.ts).
 */
export function watchVisit(req: ServedRequest, res: ServedResponse): void {
  countingOn ??= serverEnv().countVisits;
  const method = req.method ?? "";
  // A form sent is no page view; a HEAD is left out by the rule below, with crawlers.
  if (!countingOn || (method !== "GET" && method !== "HEAD")) return;
  const url = req.url ?? "/";
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const view = pageViewOf(path);
  if (!view) return;
  const search = queryStart === -1 ? "" : url.slice(queryStart);
  // The router's data request for some of a page's parts: the page again after a form, not a visit.
  if (path.endsWith(".data") && search.includes("_routes=")) return;
  const header = headerOf(req.headers);
  if (isUnattended(method, header) || saysPrefetch(header) || req.headers.authorization) return;
  const query = view.kind === "search" && search ? searchedQuery(search) : "";
  const cookie = req.headers.cookie;
  res.once("finish", () => {
    if (res.statusCode !== 200 && res.statusCode !== 304) return;
    if (cookie && ADMIN_COOKIE.test(cookie)) {
      void countUnlessAdmin(cookie, view, query);
      return;
    }
    countVisit(view, query);
  });
}

function searchedQuery(search: string): string {
  return countedQuery(new URLSearchParams(search).get("q") ?? "");
}

function countVisit(view: PageView, query: string): void {
  countPageView(view);
  if (query) countSearch(query, foundFor(query));
}

/** A visit with an admin's cookie counts only if the cookie is no valid session. */
async function countUnlessAdmin(cookie: string, view: PageView, query: string): Promise<void> {
  try {
    const session = await readAdminSession(
      new Request("http://site.invalid/", { headers: { cookie } }),
    );
    if (!session) countVisit(view, query);
  } catch (error) {
    log().error({ event: "insight-count", err: error }, "Counting a visit failed");
  }
}

/**
 * How many products each query found when its page was last rendered. A page the page cache
 * sends again renders no search, so the count it found is taken from here.
 */
const lastFound = new Map<string, number>();
const MAX_REMEMBERED = 5_000;

/** Notes what a search page found for what was typed (the search page's loader). */
export function noteSearchResults(typed: string, found: number): void {
  const query = countedQuery(typed);
  if (!query) return;
  if (lastFound.size >= MAX_REMEMBERED && !lastFound.has(query)) lastFound.clear();
  lastFound.set(query, found);
}

function foundFor(query: string): number {
  const known = lastFound.get(query);
  if (known !== undefined) return known;
  const found = searchProducts(query).products.length;
  lastFound.set(query, found);
  return found;
}

/** For tests: the switch read from COUNT_VISITS, read again. */
export function resetVisitCounting(): void {
  countingOn = undefined;
  lastFound.clear();
}
