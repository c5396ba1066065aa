import { randomBytes } from "node:crypto";
import { and, eq, like, sql } from "drizzle-orm";
import { db } from "~/db/db.server";
import { appSettings } from "~/db/schema";
import { ok, refuse, type Refusal, type Result } from "~/lib/result";
import {
  decodeCsvFile,
  shownPreview,
  type CsvImported,
  type CsvImportPreview,
  type CsvImportResult,
  type CsvPreviewShown,
} from "./csv-import.server";

/*
 * A file the staff uploaded, kept between its preview and their confirmation: a row of
 * app_settings under a random token, which the confirm form carries (never the file itself, so
 * the preview page stays small). Confirming reads the file again from here and checks it again;
 * a file not confirmed within the hour is forgotten.
 */

const PREFIX = "csv-import:";

/** How long a previewed file waits for its confirmation. */
export const PENDING_IMPORT_MINUTES = 60;

/** A token as keepImportFile makes it: 24 random bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

type Pending = { kind: string; at: number; text: string };

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

/** Keeps a file's text for an import of `kind` ("dealers"); the token names it. */
export function keepImportFile(kind: string, text: string, now = Date.now()): string {
  forgetOld(now);
  const token = randomBytes(24).toString("base64url");
  const pending: Pending = { kind, at: now, text };
  db()
    .insert(appSettings)
    .values({ key: `${PREFIX}${token}`, value: JSON.stringify(pending) })
    .run();
  return token;
}

/** The text kept under `token` for an import of `kind`; null when none is (any more). */
export function importFileOf(kind: string, token: string, now = Date.now()): string | null {
  if (!TOKEN.test(token)) return null;
  const row = db()
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, `${PREFIX}${token}`))
    .get();
  if (!row) return null;
  const pending = JSON.parse(row.value) as Pending;
  const fresh = now - pending.at <= PENDING_IMPORT_MINUTES * 60_000;
  return pending.kind === kind && fresh ? pending.text : null;
}

/** Forgets the file kept under `token` (imported, or cancelled). */
export function forgetImportFile(token: string): void {
  if (!TOKEN.test(token)) return;
  db()
    .delete(appSettings)
    .where(eq(appSettings.key, `${PREFIX}${token}`))
    .run();
}

/** A previewed upload: what the page shows, and the token to confirm it with (null: it cannot be). */
export interface PreviewedUpload {
  preview: CsvPreviewShown;
  token: string | null;
}

/**
 * The preview step of an import from a page: the uploaded file read (`read`, the list's
 * preview) and, when every row can be imported, kept for its confirmation.
 */
export function previewUpload<T>(
  kind: string,
  file: Uint8Array,
  read: (text: string) => Result<CsvImportPreview<T>>,
): Result<PreviewedUpload> {
  const text = decodeCsvFile(file);
  if (!text.ok) return text;
  const preview = read(text.value);
  if (!preview.ok) return preview;
  const importable = preview.value.withProblems === 0;
  return ok({
    preview: shownPreview(preview.value),
    token: importable ? keepImportFile(kind, text.value) : null,
  });
}

/** An import confirmed from a page refused: with what its preview now shows, when it was the rows. */
export type ConfirmRefusal = Refusal & { preview?: CsvPreviewShown };

/**
 * The confirm step: the file kept under `token` imported by `commit` (the list's import, which
 * checks every row again), then forgotten. A file no longer kept is refused with 409: it was
 * imported already, or waited too long.
 */
export function confirmUpload<T>(
  kind: string,
  token: string,
  commit: (text: string) => CsvImportResult<T, CsvImported<T>>,
): { ok: true; value: CsvImported<T> } | ConfirmRefusal {
  const text = importFileOf(kind, token);
  if (text === null) {
    return refuse(
      409,
      `This file is no longer waiting to be imported: it was imported already, or not confirmed within ${PENDING_IMPORT_MINUTES} minutes. Upload it again.`,
    );
  }
  const imported = commit(text);
  if (imported.ok) {
    forgetImportFile(token);
    return imported;
  }
  const { preview, ...refusal } = imported;
  return preview ? { ...refusal, preview: shownPreview(preview) } : refusal;
}
