/**
 * Batches and their pack codes for tests, written straight into a database with the app's
 * schema: the codes as the printer gets them (normalised), only their keyed hash stored, as the
 * app stores them. Unit tests write to the app's database; browser tests to a server's, with
 * that server's key (see serverPackCodeKey).
 */
import type { BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { eq } from "drizzle-orm";
import { batches, packCodes } from "~/db/schema";
import type * as schema from "~/db/schema";
import { normalizeBatchNumber } from "~/verification/pack-code";
import {
  generatePackCode,
  hashPackCode,
  packCodeKeyPath,
  readPackCodeKeyFile,
} from "~/verification/pack-code-secret.server";

type Database = BetterSQLite3Database<typeof schema>;

export interface TestBatch {
  productId: number;
  batchNumber: string;
  /** YYYY-MM-DD; a year ago unless given. */
  manufacturedOn?: string;
  /** YYYY-MM-DD; in a year unless given. */
  expiresOn?: string;
  recalled?: boolean;
  recallNote?: string | null;
  recallNoteUr?: string | null;
  /** How many codes to make for it. */
  codes?: number;
}

/** A calendar date `days` from today (UTC), YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Inserts a batch and `codes` random codes of it; the codes' hashes are made with `key` (the
 * app's own key when not given). Returns the batch's id and its codes, normalised.
 */
export function insertBatchWithCodes(
  database: Database,
  batch: TestBatch,
  key?: string,
): { batchId: number; codes: string[] } {
  const stored = database
    .insert(batches)
    .values({
      productId: batch.productId,
      batchNumber: batch.batchNumber,
      batchKey: normalizeBatchNumber(batch.batchNumber),
      manufacturedOn: batch.manufacturedOn ?? daysFromToday(-365),
      expiresOn: batch.expiresOn ?? daysFromToday(365),
      recalled: batch.recalled ?? false,
      recallNote: batch.recallNote ?? null,
      recallNoteUr: batch.recallNoteUr ?? null,
    })
    .returning({ id: batches.id })
    .get();
  const codes = Array.from({ length: batch.codes ?? 0 }, () => generatePackCode());
  for (const code of codes) {
    database
      .insert(packCodes)
      .values({ batchId: stored.id, codeHash: key ? hashPackCode(code, key) : hashPackCode(code) })
      .run();
  }
  return { batchId: stored.id, codes };
}

/** Removes a batch made by a test, with its codes (its checks keep their rows, unlinked). */
export function removeBatch(database: Database, batchId: number): void {
  database.delete(batches).where(eq(batches.id, batchId)).run();
}

/** The key a server whose database is at `databasePath` hashes codes with (its key file). */
export function serverPackCodeKey(databasePath: string): string {
  return readPackCodeKeyFile(packCodeKeyPath(databasePath));
}
