import { sql } from "drizzle-orm";
import { db, WRITE_TRANSACTION } from "~/db/db.server";
import { preparedStatements } from "~/db/prepared.server";
import { packCodes } from "~/db/schema";
import { invalidInput, refuse, type Result } from "~/lib/result";
import { isWellFormedPackCode, normalizePackCode } from "~/verification/pack-code";
import { generatePackCode, hashPackCode } from "~/verification/pack-code-secret.server";
import { codeRunSchema } from "./batch-schema";
import { getBatchById, type Batch } from "./batches.server";

/** A run of new pack codes: the batch, and the codes in plain, normalised, for this once only. */
export interface CodeRun {
  batch: Batch;
  codes: string[];
}

const statements = preparedStatements((database) => ({
  // A hash already stored (another pack's code, drawn again) inserts nothing.
  insert: database
    .insert(packCodes)
    .values({ batchId: sql.placeholder("batchId"), codeHash: sql.placeholder("codeHash") })
    .onConflictDoNothing()
    .prepare(),
}));

/**
 * Draws `count` new one-time codes (1 to CODE_RUN_MAX, a number or its digits) for a batch and stores only their keyed hashes, all in one
 * transaction (all or none). A code whose hash is already stored, in this run or an earlier
 * one, is drawn again; with 23^12 codes that is rarer than a misprint. The plain codes are
 * returned once: nothing can show them again.
 */
export function generatePackCodes(batchId: number, count: unknown): Result<CodeRun> {
  const parsed = codeRunSchema.safeParse({ count });
  if (!parsed.success) return invalidInput(parsed.error);
  const wanted = parsed.data.count;
  const insert = statements().insert;
  const written = db().transaction((): Result<string[]> => {
    if (!getBatchById(batchId)) return refuse(404, "Batch not found.");
    const codes: string[] = [];
    // Far more draws than a working generator ever needs; a broken one stops here.
    let drawsLeft = wanted * 2 + 100;
    while (codes.length < wanted) {
      if (drawsLeft-- === 0) throw new Error("Pack codes keep colliding: the generator is broken");
      const code = generatePackCode();
      if (insert.run({ batchId, codeHash: hashPackCode(code) }).changes === 1) codes.push(code);
    }
    return { ok: true, value: codes };
  }, WRITE_TRANSACTION);
  if (!written.ok) return written;
  const batch = getBatchById(batchId);
  if (!batch) throw new Error(`Batch ${batchId} vanished after its codes were made`);
  return { ok: true, value: { batch, codes: written.value } };
}

/**
 * Stores given codes for a batch (the demo's printed codes, tests), as hashes like every code.
 * Trusted input: a code that is not well formed or is already stored is a bug, so it throws.
 */
export function storePackCodes(batchId: number, typed: readonly string[]): void {
  const insert = statements().insert;
  for (const code of typed.map(normalizePackCode)) {
    if (!isWellFormedPackCode(code)) throw new Error(`"${code}" is no pack code`);
    if (insert.run({ batchId, codeHash: hashPackCode(code) }).changes !== 1) {
      throw new Error(`Pack code ${code} is already stored`);
    }
  }
}
