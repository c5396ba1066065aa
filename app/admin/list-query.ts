import { redirect } from "react-router";
import { parseId } from "~/lib/ids";
import {
  DEFAULT_PAGE_LIMIT,
  isPastLast,
  parsePageRequest,
  type Page,
  type PageRequest,
} from "~/lib/paging";

/*
 * What the address of an admin list page (products, gallery) asks for: a search (`?q=`), a
 * category (`?category=`, a slug; products only) and a page (`?page=`), and besides the list,
 * the record whose form is open (`?edit=ID`) or the form for a new one (`?new=1`). The address
 * holds the whole view, so a page works without JavaScript, can be linked to, and Back works.
 * Read here for the loaders, the links and the actions alike; the page as every list reads it
 * (app/lib/paging.ts: a missing or bad page is page 1). No server-only imports.
 */

/** A search longer than this is cut: no name needs more. */
export const ADMIN_SEARCH_MAX_LENGTH = 100;

/** A category slug as the filter sends it; anything else is no filter. */
const SLUG_SYNTAX = /^[a-z0-9-]{1,120}$/;

export type AdminListQuery = {
  /** The search as typed (trimmed), "" for none. */
  q: string;
  /** The slug of the category the list is narrowed to, or null. */
  category: string | null;
  /** 1-based. */
  page: number;
};

export function parseAdminListQuery(params: URLSearchParams): AdminListQuery {
  const category = params.get("category") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, ADMIN_SEARCH_MAX_LENGTH),
    category: SLUG_SYNTAX.test(category) ? category : null,
    page: parsePageRequest(params, { view: true }).page,
  };
}

/** Whether the list is narrowed by a search or a category. */
export const isFiltered = (query: AdminListQuery) => query.q !== "" || query.category !== null;

/** What an admin list's address holds (a search, filters, a page), in the order it is written. */
export type ListView = Readonly<Record<string, string | number | null | undefined>>;

/**
 * The address of a list view, for every admin list: only what is set is written (page 1 is
 * the default), in the order of the view as its list reads it, the page after it and `extra`
 * (edit, new, notice, view) last, so `?…&edit=5` ends like `?edit=5`.
 */
export function adminListHref(
  path: string,
  view: ListView,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams();
  const { page, ...narrowing } = view;
  for (const [name, value] of Object.entries(narrowing)) {
    if (value !== undefined && value !== null && value !== "") params.set(name, String(value));
  }
  if (page !== undefined && page !== null && Number(page) > 1) params.set("page", String(page));
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * What an address asks for besides the list (an open form, a notice, the inbox's open
 * message), to keep on a redirect.
 */
export function listPageExtras(params: URLSearchParams): Record<string, string> {
  const extras: Record<string, string> = {};
  for (const name of ["edit", "new", "notice", "view", "trashed", "restored"]) {
    const value = params.get(name);
    if (value !== null) extras[name] = value;
  }
  return extras;
}

/**
 * The page of an admin list a view asks for, DEFAULT_PAGE_LIMIT rows, read by `read`. A page
 * past the last (rows were deleted meanwhile, a typed address) redirects to the last, keeping
 * the rest of the view and what the address asks for besides.
 */
export function adminListPage<P extends Page<unknown>>(
  url: URL,
  path: string,
  query: ListView & { page: number },
  read: (request: PageRequest) => P,
): P {
  const page = read({ page: query.page, limit: DEFAULT_PAGE_LIMIT });
  if (isPastLast(page)) {
    throw redirect(
      adminListHref(path, { ...query, page: page.pages }, listPageExtras(url.searchParams)),
    );
  }
  return page;
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
