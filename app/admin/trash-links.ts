import type { TrashKind } from "~/db/trash-kinds";
import { INBOX_PATH } from "./inbox-links";
import { adminListHref } from "./list-query";

/*
 * The addresses of the admin's trash, and what a list's notice after a delete carries to undo
 * it: the trash entry's id (`?trashed=`), posted back to the trash with the view to return to.
 * No server-only imports: the notice's Undo is a form of every list page.
 */

export const TRASH_PATH = "/admin/trash";

/** The query parameter of a list's address naming the trash entry its last delete made. */
export const TRASHED_PARAM = "trashed";

/** The field of a restore naming the admin page to go back to. */
export const BACK_FIELD = "back";

/** A list's address after a delete: its notice, and the entry an Undo restores. */
export function withTrashed(path: string, entryId: number): string {
  return `${path}${path.includes("?") ? "&" : "?"}${TRASHED_PARAM}=${entryId}`;
}

/** The view to come back to after an Undo: the page as shown, without the delete's notice. */
export function undoBackPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete("notice");
  params.delete(TRASHED_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The admin page a restore may go back to: a path of the admin, as the Undo sends it; anything
 * else (another site, a path outside the admin) is none, and the restore goes to the trash.
 */
export function adminBackPath(value: string | undefined): string | null {
  if (!value?.startsWith("/admin/")) return null;
  const url = new URL(value, "http://admin.invalid");
  return url.origin === "http://admin.invalid" && url.pathname.startsWith("/admin/")
    ? `${url.pathname}${url.search}`
    : null;
}

/** Where the admin shows a record again: its list with its form, or its message, open. */
export function recordAdminHref(kind: TrashKind, id: number): string {
  return kind === "contacts"
    ? adminListHref(INBOX_PATH, {}, { view: String(id) })
    : adminListHref(`/admin/${kind}`, {}, { edit: String(id) });
}
