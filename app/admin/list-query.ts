import { parseId } from "~/lib/ids";

/*
 * What the address of an admin list page (products, gallery) asks for: a search (`?q=`), a
 * category (`?category=`, a slug; products only) and a page (`?page=`), and besides the list,
 * the record whose form is open (`?edit=ID`) or the form for a new one (`?new=1`). The address
 * holds the whole view, so a page works without JavaScript, can be linked to, and Back works.
 * Read here for the loaders, the links and the actions alike. No server-only imports.
 */

/** Rows on one page of an admin list. */
export const ADMIN_PAGE_SIZE = 25;

/** A search longer than this is cut: no name needs more. */
export const ADMIN_SEARCH_MAX_LENGTH = 100;

/** A page number has at most six digits, written without leading zeros. */
const PAGE_SYNTAX = /^[1-9]\d{0,5}$/;

/** A category slug as the filter sends it; anything else is no filter. */
const SLUG_SYNTAX = /^[a-z0-9-]{1,120}$/;

export interface AdminListQuery {
  /** The search as typed (trimmed), "" for none. */
  q: string;
  /** The slug of the category the list is narrowed to, or null. */
  category: string | null;
  /** 1-based. */
  page: number;
}

export function parseAdminListQuery(params: URLSearchParams): AdminListQuery {
  const page = params.get("page") ?? "";
  const category = params.get("category") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, ADMIN_SEARCH_MAX_LENGTH),
    category: SLUG_SYNTAX.test(category) ? category : null,
    page: PAGE_SYNTAX.test(page) ? Number(page) : 1,
  };
}

/** Whether the list is narrowed by a search or a category. */
export const isFiltered = (query: AdminListQuery) => query.q !== "" || query.category !== null;

/**
 * The address of a list view: only what is set is written (page 1 is the default), always in
 * the same order, and `extra` (edit, new, notice) last, so `?…&edit=5` ends like `?edit=5`.
 */
export function adminListHref(
  path: string,
  query: Partial<AdminListQuery>,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  if (query.page !== undefined && query.page > 1) params.set("page", String(query.page));
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** What an address asks for besides the list (an open form, a notice), to keep on a redirect. */
export function listPageExtras(params: URLSearchParams): Record<string, string> {
  const extras: Record<string, string> = {};
  for (const name of ["edit", "new", "notice"]) {
    const value = params.get(name);
    if (value !== null) extras[name] = value;
  }
  return extras;
}

/** The pages a list of `total` rows fills, at least 1. */
export function pageCountOf(total: number, perPage: number = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The rows a page starts at: offset and limit of its query. */
export function pageWindow(page: number, perPage: number = ADMIN_PAGE_SIZE) {
  return { offset: (Math.max(1, page) - 1) * perPage, limit: perPage };
}

/**
 * What an admin list page's address asks for besides the list: the record whose form is open
 * (`?edit={id}`; none when no record has that id) and whether the form for a new record is
 * open (`?new=1`). `records` are the listed records, or a lookup of one by id for a list in
 * pages, where the edited record need not be on the page shown.
 */
export function listPageQuery<T extends { id: number }>(
  request: Request,
  records: T[] | ((id: number) => T | undefined),
) {
  const params = new URL(request.url).searchParams;
  const editId = parseId(params.get("edit"));
  const find =
    typeof records === "function"
      ? records
      : (id: number) => records.find((record) => record.id === id);
  return {
    editing: editId === null ? null : (find(editId) ?? null),
    creating: params.get("new") === "1",
  };
}
