import { randomBytes } from "node:crypto";
import { and, eq, like, sql } from "drizzle-orm";
import { db } from "~/db/db.server";
import { appSettings } from "~/db/schema";

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
