import { ok, refuse, type Result } from "./result";
import type { FieldErrors } from "./validation";

/*
 * The one paging rule of every list read a page at a time: the API lists (GET /api/products,
 * /api/categories, /api/gallery, /api/contacts), the admin lists (products, gallery, the inbox)
 * and the public gallery. No server-only imports.
 *
 * `?page` and `?limit` are whole numbers written in digits: page 1 to MAX_PAGE, limit 1 to
 * MAX_PAGE_LIMIT. Anything else (0, -1, 2.5, "two", an empty value, the parameter given twice)
 * is a bad value, and what a bad value does depends on who reads it:
 *
 * - The API (`parsePageRequest(params)`): neither given, no page asked for, and the caller
 *   answers the whole list, as before paging. `page` alone: that page of DEFAULT_PAGE_LIMIT
 *   items; `limit` alone: the first page. A bad value is refused with 400, `errors` naming each
 *   bad parameter, so a client's mistake is said rather than guessed at.
 * - A page a person reads (`parsePageRequest(params, { view: true })`): always a page, of the
 *   page's own limit (`?limit` is not read); a missing or bad `?page` is page 1, since an
 *   address typed or cut short is best met with the list itself.
 *
 * Either way a page past the last is not an error: it is empty, and its totals say where the
 * list ends (a page a person reads goes to the last page instead: see isPastLast).
 */

/** Items on a page when the address does not say: the API's `page` alone, the admin lists. */
export const DEFAULT_PAGE_LIMIT = 25;

/** The most items one page of the API holds. */
export const MAX_PAGE_LIMIT = 100;

/** The highest page number read; far past the end of any list, and a safe offset. */
export const MAX_PAGE = 9_999_999;

const wholeNumberMessage = (name: string, max: number) =>
  `${name} must be a whole number from 1 to ${max}.`;
const twiceMessage = (name: string) => `${name} must be given once.`;

export const PAGE_MESSAGE = wholeNumberMessage("page", MAX_PAGE);
export const LIMIT_MESSAGE = wholeNumberMessage("limit", MAX_PAGE_LIMIT);
export const PAGE_TWICE_MESSAGE = twiceMessage("page");
export const LIMIT_TWICE_MESSAGE = twiceMessage("limit");

/** The refusal when a list's other name for `limit` is given beside it. */
export const bothLimitsMessage = (alias: string) =>
  `${alias} is another name for limit: give one of them.`;

/** A page of a list: 1-based page number and items a page. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** Where a page stands in its list: what the API's `pagination` and the admin's pager show. */
export interface Pagination extends PageRequest {
  /** Items in the whole list. */
  total: number;
  /** Pages the list fills at this limit, at least 1 (an empty list has one empty page). */
  pages: number;
}

/** One page of a list: its items and where it stands. Every paged list answers this. */
export interface Page<T> extends Pagination {
  items: T[];
}

/** How the API reads a page: see the top of this file. */
export interface ApiPageReading {
  /** Another name the list also takes for `limit` (GET /api/contacts: `perPage`). */
  limitAlias?: string;
}

/** How a page a person reads reads its page: see the top of this file. */
export interface ViewPageReading {
  view: true;
  /** Items a page; DEFAULT_PAGE_LIMIT unless the page has its own. */
  limit?: number;
}

const DIGITS = /^[0-9]{1,7}$/;

/** A whole number from 1 to max written in digits, else null. */
function wholeNumber(values: string[], max: number): number | null {
  const [value] = values;
  if (values.length !== 1 || value === undefined || !DIGITS.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
}

/**
 * The page an address asks for. For the API: null when it asks for none, or a 400 refusal
 * naming each bad parameter, its message saying all of it. For a page a person reads: a page,
 * the first when `?page` is missing or bad.
 */
export function parsePageRequest(
  params: URLSearchParams,
  reading?: ApiPageReading,
): Result<PageRequest | null>;
export function parsePageRequest(params: URLSearchParams, reading: ViewPageReading): PageRequest;
export function parsePageRequest(
  params: URLSearchParams,
  reading: ApiPageReading | ViewPageReading = {},
): Result<PageRequest | null> | PageRequest {
  const pageValues = params.getAll("page");
  if ("view" in reading) {
    return {
      page: wholeNumber(pageValues, MAX_PAGE) ?? 1,
      limit: reading.limit ?? DEFAULT_PAGE_LIMIT,
    };
  }
  const alias = reading.limitAlias;
  const aliasValues = alias === undefined ? [] : params.getAll(alias);
  const byAlias = aliasValues.length > 0;
  const limitName = byAlias && alias !== undefined ? alias : "limit";
  const limitValues = byAlias ? aliasValues : params.getAll("limit");
  if (pageValues.length === 0 && limitValues.length === 0) return ok(null);
  const errors: FieldErrors = {};
  const page = pageValues.length === 0 ? 1 : wholeNumber(pageValues, MAX_PAGE);
  if (page === null) {
    errors.page = pageValues.length > 1 ? PAGE_TWICE_MESSAGE : PAGE_MESSAGE;
  }
  let limit =
    limitValues.length === 0 ? DEFAULT_PAGE_LIMIT : wholeNumber(limitValues, MAX_PAGE_LIMIT);
  if (byAlias && params.has("limit")) {
    limit = null;
    errors[limitName] = bothLimitsMessage(limitName);
  } else if (limit === null) {
    errors[limitName] =
      limitValues.length > 1
        ? twiceMessage(limitName)
        : wholeNumberMessage(limitName, MAX_PAGE_LIMIT);
  }
  if (page === null || limit === null) return refuse(400, Object.values(errors).join(" "), errors);
  return ok({ page, limit });
}

/** The rows a page starts at and holds: the OFFSET and LIMIT of its query. */
export function pageWindow({ page, limit }: PageRequest): { offset: number; limit: number } {
  return { offset: (page - 1) * limit, limit };
}

export function paginationOf({ page, limit }: PageRequest, total: number): Pagination {
  return { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) };
}

/**
 * The page asked for of a list of `total` items, its items read by `read` with the page's
 * OFFSET and LIMIT; a page past the last is empty, and nothing is read for it.
 */
export function pageOf<T>(
  request: PageRequest,
  total: number,
  read: (window: { offset: number; limit: number }) => T[],
): Page<T> {
  const window = pageWindow(request);
  const items = window.offset >= total ? [] : read(window);
  return { items, ...paginationOf(request, total) };
}

/** Whether a page is past the last one of its list (rows deleted meanwhile, a typed address). */
export const isPastLast = ({ page, pages }: Pagination) => page > pages;
