import { ok, refuse, type Result } from "./result";
import type { FieldErrors } from "./validation";

/*
 * Lists read a page at a time: GET /api/products, /api/categories and /api/gallery with
 * `?page=&limit=`. One reading of the two parameters for every such list, so a client meets
 * the same rule, the same defaults and the same messages everywhere. No server-only imports.
 *
 * - Neither given: no page asked for; the caller answers the whole list, as before paging.
 * - `page` alone: that page of DEFAULT_PAGE_LIMIT items. `limit` alone: the first page.
 * - Each is a whole number written in digits: page 1 to MAX_PAGE, limit 1 to MAX_PAGE_LIMIT.
 *   Anything else (0, -1, 2.5, "two", an empty value, the parameter given twice) is refused
 *   with 400, `errors` naming each bad parameter.
 * - A page past the last is not an error: it is empty, and its totals say where the list ends.
 */

/** Items on a page when `page` is given without `limit`. */
export const DEFAULT_PAGE_LIMIT = 25;

/** The most items one page holds. */
export const MAX_PAGE_LIMIT = 100;

/** The highest page number read; far past the end of any list, and a safe offset. */
export const MAX_PAGE = 9_999_999;

export const PAGE_MESSAGE = `page must be a whole number from 1 to ${MAX_PAGE}.`;
export const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}.`;
export const PAGE_TWICE_MESSAGE = "page must be given once.";
export const LIMIT_TWICE_MESSAGE = "limit must be given once.";

/** A page of a list: 1-based page number and items a page. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** What a domain module answers for a page: its items and how many the whole list has. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** What a client needs to walk the pages, beside the items of one. */
export interface Pagination {
  page: number;
  limit: number;
  /** Items in the whole list. */
  total: number;
  /** Pages the list fills at this limit, at least 1 (an empty list has one empty page). */
  pages: number;
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
 * The page an address asks for: null when it asks for none (neither `page` nor `limit`), or a
 * 400 refusal naming each bad parameter, its message saying all of it.
 */
export function parsePageRequest(params: URLSearchParams): Result<PageRequest | null> {
  const pageValues = params.getAll("page");
  const limitValues = params.getAll("limit");
  if (pageValues.length === 0 && limitValues.length === 0) return ok(null);
  const errors: FieldErrors = {};
  const page = pageValues.length === 0 ? 1 : wholeNumber(pageValues, MAX_PAGE);
  if (page === null) {
    errors.page = pageValues.length > 1 ? PAGE_TWICE_MESSAGE : PAGE_MESSAGE;
  }
  const limit =
    limitValues.length === 0 ? DEFAULT_PAGE_LIMIT : wholeNumber(limitValues, MAX_PAGE_LIMIT);
  if (limit === null) {
    errors.limit = limitValues.length > 1 ? LIMIT_TWICE_MESSAGE : LIMIT_MESSAGE;
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
