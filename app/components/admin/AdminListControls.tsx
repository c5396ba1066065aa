import { Form, Link } from "react-router";
import type { ReactNode } from "react";
import {
  ADMIN_SEARCH_MAX_LENGTH,
  adminListHref,
  isFiltered,
  type AdminListQuery,
  type ListView,
} from "~/admin/list-query";
import type { Page, Pagination } from "~/lib/paging";
import {
  AdminListPage,
  AdminTable,
  type AdminListPageProps,
  type AdminTableProps,
} from "./AdminList";
import { FieldError, fieldA11y } from "./fields";
import { LeftOutNotice } from "./LeftOutNotice";

/*
 * The controls of an admin list in pages (products, gallery, the inbox): a search form, a row of
 * filter tabs, the line saying which rows show, the pager, and what an empty search says; and AdminPagedListPage, a list
 * page made of them. Plain links and a GET form: the address holds the view, so they work
 * without JavaScript and Back goes to the previous view.
 */

const count = (value: number) => value.toLocaleString("en-US");

/** A choice of the search form that narrows the list, such as a category. */
export function ListFilterSelect({
  id,
  name,
  label,
  value,
  allLabel,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | null;
  /** The choice of no filter: "All categories". */
  allLabel: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ""}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The search form of a list: words to find and, as `filters`, fields that narrow it (a
 * category, dates). A new search starts at page 1; Clear shows the whole list again, keeping
 * only what `kept` holds (the inbox's status tab). A refused search comes back as typed, with
 * `errors` by field.
 */
export function ListSearchForm({
  path,
  idPrefix,
  label,
  placeholder,
  view,
  kept = {},
  maxLength = ADMIN_SEARCH_MAX_LENGTH,
  error,
  filters,
}: {
  path: string;
  idPrefix: string;
  /** The form's name and the search field's label: "Search products". */
  label: string;
  placeholder: string;
  /** What the form's fields hold: the words (`q`), the filters' values; `page` is left out. */
  view: ListView & { q: string };
  /** What narrows the list outside the form, sent along with it and kept by Clear. */
  kept?: ListView;
  maxLength?: number;
  /** Why the words were refused. */
  error?: string;
  filters?: ReactNode;
}) {
  const inputId = `${idPrefix}-search-q`;
  const fields = Object.entries(view).filter(([name]) => name !== "page");
  const filtered = fields.some(
    ([, value]) => value !== null && value !== undefined && value !== "",
  );
  return (
    <Form
      method="get"
      action={path}
      role="search"
      aria-label={label}
      className="admin-panel list-search"
      // New defaults when the address changes (Clear, Back, a link).
      key={fields.map(([, value]) => value ?? "").join("|")}
    >
      {Object.entries(kept).map(([name, value]) =>
        value === null || value === undefined || value === "" ? null : (
          <input key={name} type="hidden" name={name} value={value} />
        ),
      )}
      <div className="field list-search-words">
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          type="search"
          name="q"
          defaultValue={view.q}
          maxLength={maxLength}
          placeholder={placeholder}
          {...fieldA11y(inputId, error)}
        />
        <FieldError id={inputId} message={error} />
      </div>
      {filters}
      <div className="inline-actions">
        <button type="submit" className="button button-small">
          Search
        </button>
        {filtered ? (
          <Link to={adminListHref(path, kept)} className="button button-small button-outline">
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** A choice of views of a list, as a row of links: a filter with how many each keeps. */
export function ListFilterTabs({
  label,
  tabs,
  children,
}: {
  /** The navigation's name: "Filter by status". */
  label: string;
  tabs: readonly { label: string; href: string; current: boolean; count?: number }[];
  /** More links at the row's end, such as Refresh. */
  children?: ReactNode;
}) {
  return (
    <nav className="filter-row" aria-label={label}>
      {tabs.map((tab) => (
        <Link
          key={tab.label}
          to={tab.href}
          className={`button button-small ${tab.current ? "" : "button-outline"}`}
          aria-current={tab.current ? "page" : undefined}
        >
          {tab.label}
          {tab.count === undefined ? null : (
            <>
              {" "}
              <span className="filter-count">{count(tab.count)}</span>
            </>
          )}
        </Link>
      ))}
      {children}
    </nav>
  );
}

/** "Showing 26–50 of 2,013": which rows of how many the page shows. */
export function ListSummary({ page }: { page: Page<unknown> }) {
  const rowCount = page.items.length;
  const first = (page.page - 1) * page.limit + 1;
  const last = first + rowCount - 1;
  return (
    // Announced when a search or a page arrives without a reload.
    <p className="list-summary" role="status">
      {rowCount === 0 ? "" : `Showing ${count(first)}–${count(last)} of ${count(page.total)}`}
    </p>
  );
}

/** The page numbers a pager offers: the first, the last, and two either side of the current. */
export function pagerPages(page: number, pageCount: number): (number | "gap")[] {
  const shown = new Set([1, pageCount]);
  for (let near = page - 2; near <= page + 2; near++) {
    if (near >= 1 && near <= pageCount) shown.add(near);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const pages: (number | "gap")[] = [];
  for (const [index, number] of sorted.entries()) {
    const before = sorted[index - 1];
    // One missing page is shown rather than a gap that hides just it.
    if (before !== undefined && number - before === 2) pages.push(before + 1);
    else if (before !== undefined && number - before > 2) pages.push("gap");
    pages.push(number);
  }
  return pages;
}

/**
 * Previous, the page numbers and Next, links to the same view at another page (`hrefOf`), so
 * they keep the search and filters. Nothing when everything fits on one page.
 */
export function ListPager({
  page: { page, pages },
  hrefOf,
  label,
}: {
  page: Pagination;
  /** The address of the view at a page. */
  hrefOf: (page: number) => string;
  /** The navigation's name: "Pages of products". */
  label: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="list-pager" aria-label={label}>
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev" className="button button-small button-outline">
          ← Previous
        </Link>
      ) : null}
      <ul className="list-pager-pages">
        {pagerPages(page, pages).map((number, index) =>
          number === "gap" ? (
            <li key={`gap-${index}`} className="list-pager-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to={hrefOf(number)}
                aria-label={`Page ${number}`}
                aria-current={number === page ? "page" : undefined}
                className={`button button-small ${number === page ? "" : "button-outline"}`}
              >
                {number}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} rel="next" className="button button-small button-outline">
          Next →
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * What a list says when its search or filter keeps nothing, with a link back to everything:
 * 'No products match "xyz"'. `describe` words the filter besides the search, if any.
 */
export function ListNoMatch({
  path,
  plural,
  query,
  narrowedTo,
}: {
  path: string;
  /** The records, lowercase: "products". */
  plural: string;
  query: AdminListQuery;
  /** The filter besides the search, as it reads after "in": 'the category "Fungicides"'. */
  narrowedTo?: string | null;
}) {
  const where = narrowedTo ? ` in ${narrowedTo}` : "";
  const text = query.q ? `No ${plural}${where} match "${query.q}".` : `No ${plural}${where}.`;
  return (
    <div className="admin-panel empty-text">
      <p>{text}</p>
      <Link to={path}>{query.q ? "Clear the search" : "Show all"}</Link>
    </div>
  );
}

/** What the loader of a list in pages gives its page. */
export interface PagedListView<T, R> {
  page: Page<T>;
  query: AdminListQuery;
  /** The record whose form is open, read by its id wherever it is listed. */
  editing: R | null;
  creating: boolean;
  /** Files the last save left out, to say so. */
  leftOut?: string[];
}

/**
 * An admin list in pages (AdminListPage): under the title and the form, the search form, which
 * rows show, the table of the page's rows (or what an empty list or search says), and the
 * pager, every link keeping the view. `plural` names the records in the messages and the
 * pager's name.
 */
export function AdminPagedListPage<T extends { id: number }, R extends { id: number }>({
  path,
  view: { page, query, editing, creating, leftOut },
  plural,
  search,
  narrowedTo,
  columns,
  nameOf,
  children,
  ...form
}: {
  path: string;
  view: PagedListView<T, R>;
  /** The records, lowercase: "products". */
  plural: string;
  /** The search form's name (also its field's label), placeholder and narrowing choices. */
  search: { idPrefix: string; label: string; placeholder: string; filters?: ReactNode };
  /** The filter besides the search, as it reads after "in": 'the category "Fungicides"'. */
  narrowedTo?: string | null;
} & Pick<AdminTableProps<T>, "columns" | "nameOf" | "children"> &
  Omit<
    AdminListPageProps<R>,
    "count" | "records" | "editing" | "creating" | "listPath" | "addTo" | "notice" | "children"
  >) {
  return (
    <AdminListPage
      {...form}
      count={page.total}
      editing={editing}
      creating={creating}
      listPath={adminListHref(path, query)}
      addTo={adminListHref(path, query, { new: "1" })}
      notice={leftOut ? <LeftOutNotice messages={leftOut} /> : null}
    >
      <ListSearchForm path={path} view={query} {...search} />
      <ListSummary page={page} />
      <AdminTable
        columns={columns}
        rows={page.items}
        what={form.what}
        nameOf={nameOf}
        editTo={(row) => adminListHref(path, query, { edit: String(row.id) })}
        empty={
          isFiltered(query) ? (
            <ListNoMatch path={path} plural={plural} query={query} narrowedTo={narrowedTo} />
          ) : (
            <p className="admin-panel empty-text">{`No ${plural} found`}</p>
          )
        }
      >
        {children}
      </AdminTable>
      <ListPager
        page={page}
        hrefOf={(number) => adminListHref(path, { ...query, page: number })}
        label={`Pages of ${plural}`}
      />
    </AdminListPage>
  );
}
