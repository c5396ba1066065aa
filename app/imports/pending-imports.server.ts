import { randomBytes } from "node:crypto";
import type { Actor } from "~/trail/trail.server";
import { and, eq, like, sql } from "drizzle-orm";
import { db } from "~/db/db.server";
import { appSettings } from "~/db/schema";
import { ok, refuse, type Refusal, type Result } from "~/lib/result";
import {
  decodeCsvFile,
  problemLinesOf,
  shownPreview,
  type CsvImported,
  type CsvImportPreview,
  type CsvListImport,
  type CsvPreviewShown,
} from "./csv-import.server";

/*
 * A file the staff uploaded, kept between its preview and their confirmation: a row of
 * app_settings under a random token, which the confirm form carries (never the file itself, so
 * the preview page stays small), with the lines of the rows the preview showed with problems.
 * Confirming reads the file again from here and checks it again; a file not confirmed within
 * the hour is forgotten.
 */

const PREFIX = "csv-import:";

/** How long a previewed file waits for its confirmation. */
export const PENDING_IMPORT_MINUTES = 60;

/** A token as keepImportFile makes it: 24 random bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** A file waiting: its kind of import, when it was previewed, its text, its rows with problems. */
export interface PendingImport {
  kind: string;
  at: number;
  text: string;
  problemLines: number[];
}

const keyOf = (token: string) => `${PREFIX}${token}`;

/** Drops the files older than PENDING_IMPORT_MINUTES. */
function forgetOld(now: number): void {
  db()
    .delete(appSettings)
    .where(
      and(
        like(appSettings.key, `${PREFIX}%`),
        sql`json_extract(${appSettings.value}, '$.at') < ${now - PENDING_IMPORT_MINUTES * 60_000}`,
      ),
    )
    .run();
}

/**
 * Keeps a file's text for an import of `kind` ("dealers") with the lines its preview showed
 * with problems; the token names it. Given a token, the file waiting under it is kept again
 * with the lines of a new preview.
 */
export function keepImportFile(
  kind: string,
  text: string,
  problemLines: readonly number[] = [],
  { now = Date.now(), token = randomBytes(24).toString("base64url") } = {},
): string {
  forgetOld(now);
  const pending: PendingImport = { kind, at: now, text, problemLines: [...problemLines] };
  db()
    .insert(appSettings)
    .values({ key: keyOf(token), value: JSON.stringify(pending) })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: JSON.stringify(pending) } })
    .run();
  return token;
}

/** The file kept under `token` for an import of `kind`; null when none is (any more). */
export function importFileOf(kind: string, token: string, now = Date.now()): PendingImport | null {
  if (!TOKEN.test(token)) return null;
  const row = db()
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, keyOf(token)))
    .get();
  if (!row) return null;
  const pending = JSON.parse(row.value) as PendingImport;
  const fresh = now - pending.at <= PENDING_IMPORT_MINUTES * 60_000;
  return pending.kind === kind && fresh ? pending : null;
}

/** Forgets the file kept under `token` (imported, or cancelled). */
export function forgetImportFile(token: string): void {
  if (!TOKEN.test(token)) return;
  db()
    .delete(appSettings)
    .where(eq(appSettings.key, keyOf(token)))
    .run();
}

/**
 * A previewed upload: what the page shows, and the token to confirm it with; null when no row
 * can be imported.
 */
export interface PreviewedUpload {
  preview: CsvPreviewShown;
  token: string | null;
}

/**
 * A file read and shown, and kept for its confirmation (under `token` when it waited already)
 * while a row of it can be imported: every row, or the rows without problems when the staff
 * choose to leave the others out.
 */
function previewed<T>(
  list: CsvListImport<T>,
  text: string,
  preview: CsvImportPreview<T>,
  token?: string,
): PreviewedUpload {
  if (preview.valid === 0) {
    if (token) forgetImportFile(token);
    return { preview: shownPreview(preview), token: null };
  }
  return {
    preview: shownPreview(preview),
    token: keepImportFile(list.kind, text, problemLinesOf(preview), { token }),
  };
}

/** The preview step of an import from a page: the uploaded file read, checked and kept. */
export function previewUpload<T>(
  list: CsvListImport<T>,
  file: Uint8Array,
): Result<PreviewedUpload> {
  const text = decodeCsvFile(file);
  if (!text.ok) return text;
  const preview = list.preview(text.value);
  if (!preview.ok) return preview;
  return ok(previewed(list, text.value, preview.value));
}

/**
 * An import confirmed from a page refused: with the file's new preview and token when it was
 * its rows (they are checked again on confirming).
 */
export type ConfirmRefusal = Refusal & { previewed?: PreviewedUpload };

/**
 * The confirm step: the file kept under `token` imported (the list's import, which checks
 * every row again), then forgotten. Rows with problems refuse it unless the staff chose to
 * leave them out (`leaveOutRowsWithProblems`), and then only while they are the rows the
 * preview showed; a refusal for its rows answers the new preview, the file kept for a new
 * choice. A file no longer kept is refused with 409: it was imported already, or waited too
 * long.
 */
export function confirmUpload<T>(
  list: CsvListImport<T>,
  token: string,
  { leaveOutRowsWithProblems = false, by }: { leaveOutRowsWithProblems?: boolean; by?: Actor } = {},
): Result<CsvImported<T>> | ConfirmRefusal {
  const pending = importFileOf(list.kind, token);
  if (pending === null) {
    return refuse(
      409,
      `This file is no longer waiting to be imported: it was imported already, or not confirmed within ${PENDING_IMPORT_MINUTES} minutes. Upload it again.`,
    );
  }
  const leaveOut = leaveOutRowsWithProblems ? pending.problemLines : [];
  const imported = list.commit(pending.text, leaveOut, by);
  if (imported.ok) {
    forgetImportFile(token);
    return imported;
  }
  const { preview, ...refusal } = imported;
  return preview
    ? { ...refusal, previewed: previewed(list, pending.text, preview, token) }
    : refusal;
}
