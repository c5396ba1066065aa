import type { ContactKind, ContactStatus } from "~/contacts/contact-fields";
import { adminListHref } from "./list-query";

/** What an address of the admin inbox shows: a filter, a search, dates, a page, a message. */
export interface InboxView {
  status?: ContactStatus | null;
  /** Enquiries or pack reports only. */
  kind?: ContactKind | null;
  q?: string;
  from?: string;
  to?: string;
  page?: number;
  /** The message whose details are open. */
  view?: number;
}

export const INBOX_PATH = "/admin/contact";
export const INBOX_EXPORT_PATH = "/admin/contact/export.csv";

/** An address of the inbox: the list's view, then the open message. */
export function inboxHref({ status, kind, q, from, to, page, view }: InboxView): string {
  return adminListHref(
    INBOX_PATH,
    { status, kind, q, from, to, page },
    view === undefined ? {} : { view: String(view) },
  );
}

/** The CSV of every message the view's filter, search and dates keep (all pages). */
export function inboxExportHref({ status, kind, q, from, to }: InboxView): string {
  return adminListHref(INBOX_EXPORT_PATH, { status, kind, q, from, to });
}
