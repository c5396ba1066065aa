import type { ContactStatus } from "./contact-fields";

/** What an address of the admin inbox shows: a filter, a search, dates, a page, a message. */
export interface InboxView {
  status?: ContactStatus | null;
  q?: string;
  from?: string;
  to?: string;
  page?: number;
  /** The message whose details are open. */
  view?: number;
}

export const INBOX_PATH = "/admin/contact";
export const INBOX_EXPORT_PATH = "/admin/contact/export.csv";

/**
 * The query of an inbox address, "" when it has none. Only what is set is written (page 1 is
 * the default), always in the same order, `view` last.
 */
export function inboxSearch(view: InboxView): string {
  const params = new URLSearchParams();
  if (view.status) params.set("status", view.status);
  if (view.q) params.set("q", view.q);
  if (view.from) params.set("from", view.from);
  if (view.to) params.set("to", view.to);
  if (view.page !== undefined && view.page > 1) params.set("page", String(view.page));
  if (view.view !== undefined) params.set("view", String(view.view));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** An address of the inbox. */
export function inboxHref(view: InboxView): string {
  return `${INBOX_PATH}${inboxSearch(view)}`;
}

/** The CSV of every message the view's filter, search and dates keep (all pages). */
export function inboxExportHref({ status, q, from, to }: InboxView): string {
  return `${INBOX_EXPORT_PATH}${inboxSearch({ status, q, from, to })}`;
}
