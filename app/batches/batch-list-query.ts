import { ADMIN_SEARCH_MAX_LENGTH } from "~/admin/list-query";
import { parsePageRequest } from "~/lib/paging";

/*
 * What the address of the batch list asks for, in the admin and the API alike: words of a batch
 * number (`?q=`), a product (`?product=`, its slug) and, on the admin page, a page. No
 * server-only imports.
 */

/** A product slug as the filter sends it; anything else is no filter. */
const SLUG_SYNTAX = /^[a-z0-9-]{1,150}$/;

export type BatchListQuery = {
  /** The search as typed (trimmed), "" for none. */
  q: string;
  /** The slug of the product the list is narrowed to, or null. */
  product: string | null;
  /** 1-based. */
  page: number;
};

export function parseBatchListQuery(params: URLSearchParams): BatchListQuery {
  const product = params.get("product") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, ADMIN_SEARCH_MAX_LENGTH),
    product: SLUG_SYNTAX.test(product) ? product : null,
    page: parsePageRequest(params, { view: true }).page,
  };
}
