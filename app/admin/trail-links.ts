import type { TrailKind } from "~/trail/trail-query";
import { parseId } from "~/lib/ids";
import { adminListHref } from "./list-query";

/*
 * The addresses of the admin's trail. No server-only imports: the edit screens link to it.
 */

export const TRAIL_PATH = "/admin/trail";

/** The trail of one record: every change of it, the latest first. */
export const recordTrailHref = (kind: TrailKind, id: number) =>
  adminListHref(TRAIL_PATH, { kind, record: id });

/** The admin lists whose `?edit={id}` opens a record's form, by the trail's kind of record. */
const EDIT_SCREENS: Readonly<Record<string, TrailKind>> = {
  "/admin/products": "products",
  "/admin/categories": "categories",
  "/admin/crops": "crops",
  "/admin/gallery": "gallery",
  "/admin/dealers": "dealers",
  "/admin/batches": "batches",
};

/** The last change of the record whose form is open, as the admin layout's loader reads it. */
export interface EditedRecordChange {
  kind: TrailKind;
  id: number;
  /** Absent when no change of it was recorded. */
  at?: string;
  actorName?: string;
}

/** The record whose edit form an admin address opens, if any. */
export function editedRecordOf(url: URL): { kind: TrailKind; id: number } | null {
  const kind = EDIT_SCREENS[url.pathname];
  const id = parseId(url.searchParams.get("edit"));
  return kind && id !== null ? { kind, id } : null;
}
