import { batchNumberTaken } from "~/batches/batches.server";
import { categoryNamesTaken } from "~/categories/categories.server";
import { cropNamesTaken } from "~/crops/crops.server";
import {
  findTrashEntry,
  removeFromTrash,
  restoreFromTrash,
  takeExpiredTrash,
  type SnapshotRows,
  type TrashedFiles,
  type StoredRow,
  type TrashEntry,
} from "~/db/trash.server";
import { isTrashKind, NOT_IN_TRASH_MESSAGE, type TrashKind } from "~/db/trash-kinds";
import { deleteDocument } from "~/documents/documents.server";
import { deleteImage } from "~/images/images.server";
import { parseId } from "~/lib/ids";
import { refuse, type Refusal, type Result } from "~/lib/result";
import { productSlugTaken } from "~/products/products.server";
import { log } from "~/lib/log.server";
import { db, WRITE_TRANSACTION } from "~/db/db.server";
import { recordChange, type Actor } from "~/trail/trail.server";

/*
 * The trash as the admin and the API use it: what a restore of each kind must check besides
 * the rows it needs (decision 23), deleting for good with the image files, and the purge of
 * what has been there TRASH_DAYS. The rows move in app/db/trash.server.ts.
 */

export {
  countTrashByKind,
  findTrashEntry,
  getTrashEntry,
  listTrash,
  listTrashPage,
  type TrashEntry,
  type TrashFilter,
} from "~/db/trash.server";

const text = (row: StoredRow, column: string) => String(row[column] ?? "");

/** What a restore refused for a value taken since says to do. */
function takenSince(refusal: Refusal | null): Refusal | null {
  return (
    refusal && {
      ...refusal,
      message: `${refusal.message} Change the other one first, then restore this one.`,
    }
  );
}

/** A batch coming back, alone or with its product: its number may have been given to another. */
const batchCheck = (row: StoredRow) =>
  takenSince(
    batchNumberTaken({ batchNumber: text(row, "batch_number"), batchKey: text(row, "batch_key") }),
  );

/** Each kind's rules a restore must keep besides the rows it needs: names and slugs taken since. */
const RESTORE_CHECKS: Partial<Record<TrashKind, (rows: SnapshotRows) => Refusal | null>> = {
  products: ({ root, rowsOf }) =>
    takenSince(productSlugTaken(text(root, "slug"))) ??
    rowsOf("batches").map(batchCheck).find(Boolean) ??
    null,
  categories: ({ root }) =>
    takenSince(categoryNamesTaken({ name: text(root, "name"), slug: text(root, "slug") })),
  crops: ({ root }) =>
    takenSince(cropNamesTaken({ name: text(root, "name"), slug: text(root, "slug") })),
  batches: ({ root }) => batchCheck(root),
};

/** Records what happened to a trashed record (restored, deleted for good) by `by`. */
const recordTrashChange =
  (by: Actor | undefined, action: "restore" | "delete-for-good") => (entry: TrashEntry) =>
    recordChange(by, {
      kind: entry.kind,
      recordId: entry.recordId,
      recordName: entry.name,
      action,
    });

/** Puts a trashed record back exactly as it was, or says why it cannot come back. */
export function restoreTrashEntry(id: number, by?: Actor): Result<TrashEntry> {
  return restoreFromTrash(
    id,
    (rows) => RESTORE_CHECKS[rows.kind]?.(rows) ?? null,
    recordTrashChange(by, "restore"),
  );
}

/** Frees the files of records that left the trash. */
async function freeFiles({ images, documents }: TrashedFiles): Promise<void> {
  await Promise.all([...images.map(deleteImage), ...documents.map(deleteDocument)]);
}

/** Deletes a trashed record for good and frees its files. */
export async function deleteTrashEntryForGood(id: number, by?: Actor): Promise<Result<TrashEntry>> {
  const removed = db().transaction(() => {
    const result = removeFromTrash(id);
    if (result.ok) recordTrashChange(by, "delete-for-good")(result.value);
    return result;
  }, WRITE_TRANSACTION);
  if (!removed.ok) return removed;
  const { images, documents, ...entry } = removed.value;
  await freeFiles({ images, documents });
  return { ok: true, value: entry };
}

/**
 * The trash entry of a record as the API's path names it, by its kind and its id; 404 when
 * either cannot be one, or the record is not in the trash.
 */
export function trashEntryOf(
  kind: string | undefined,
  recordId: string | undefined,
): Result<TrashEntry> {
  const id = parseId(recordId);
  const entry = isTrashKind(kind) && id !== null ? findTrashEntry(kind, id) : undefined;
  return entry ? { ok: true, value: entry } : refuse(404, NOT_IN_TRASH_MESSAGE);
}

/**
 * Deletes for good what has been in the trash TRASH_DAYS or more at `now`, and frees its files;
 * answers how many records left.
 */
export async function purgeTrash(now = new Date()): Promise<number> {
  const { count, ...files } = takeExpiredTrash(now);
  await freeFiles(files);
  return count;
}

/** How often the purge runs besides at start: daily, so nothing stays more than a day too long. */
export const PURGE_EVERY_MS = 24 * 60 * 60 * 1000;

/** Purges the trash now and then every PURGE_EVERY_MS, for as long as the process runs. */
export function startTrashPurge(): void {
  const purge = () =>
    purgeTrash().then(
      (count) => {
        if (count > 0) {
          log().info(
            { event: "trash-emptied", count },
            `Deleted ${count} records for good after their time in the trash.`,
          );
        }
      },
      (error: unknown) =>
        log().error({ event: "trash-emptied", err: error }, "Emptying the trash failed"),
    );
  void purge();
  setInterval(() => void purge(), PURGE_EVERY_MS).unref();
}
