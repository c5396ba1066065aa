import { beforeEach, describe, expect, it } from "vitest";
import { aBatch } from "#tests/setup/batches";
import { resetDatabaseAndUploads } from "#tests/setup/db-helpers";
import { refusalOf, valueOf } from "#tests/setup/results";
import { db } from "~/db/db.server";
import { packCodes } from "~/db/schema";
import { isWellFormedPackCode } from "~/verification/pack-code";
import { hashPackCode } from "~/verification/pack-code-secret.server";
import { getBatchById } from "./batches.server";
import { generatePackCodes } from "./pack-codes.server";

beforeEach(resetDatabaseAndUploads);

describe("generatePackCodes", () => {
  it("makes as many well-formed codes as asked, and stores only their keyed hashes", () => {
    const batch = aBatch();
    const run = valueOf(generatePackCodes(batch.id, "5"));
    expect(run.codes).toHaveLength(5);
    expect(new Set(run.codes).size).toBe(5);
    for (const code of run.codes) expect(isWellFormedPackCode(code)).toBe(true);
    expect(run.batch).toMatchObject({ id: batch.id, codesIssued: 5, codesChecked: 0 });

    const stored = db().select().from(packCodes).all();
    expect(stored.map((row) => row.codeHash).sort()).toEqual(run.codes.map((code) => hashPackCode(code)).sort());
    for (const row of stored) {
      expect(row).toMatchObject({ batchId: batch.id, firstCheckedAt: null, checkCount: 0 });
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it("leaves no plain code anywhere in the database file", () => {
    const batch = aBatch();
    const { codes } = valueOf(generatePackCodes(batch.id, 50));
    const sqlite = db().$client;
    sqlite.pragma("wal_checkpoint(TRUNCATE)");
    const dump = sqlite.serialize().toString("latin1");
    for (const code of codes) expect(dump).not.toContain(code);
    // The check can fail: what is stored is found in the same dump.
    expect(dump).toContain(hashPackCode(codes[0] ?? ""));
  });

  it("adds to the codes of earlier runs", () => {
    const batch = aBatch();
    const first = valueOf(generatePackCodes(batch.id, 3)).codes;
    const second = valueOf(generatePackCodes(batch.id, 4));
    expect(second.batch.codesIssued).toBe(7);
    expect(second.codes.some((code) => first.includes(code))).toBe(false);
  });

  it("makes 10,000 codes in one run, all different, in one transaction", () => {
    const batch = aBatch();
    const { codes } = valueOf(generatePackCodes(batch.id, 10_000));
    expect(new Set(codes).size).toBe(10_000);
    expect(getBatchById(batch.id)?.codesIssued).toBe(10_000);
  });

  it("refuses a count out of range, and a batch that is not there, storing nothing", () => {
    const batch = aBatch();
    for (const count of [0, 20_001, "ten", undefined]) {
      expect(refusalOf(generatePackCodes(batch.id, count))).toMatchObject({
        status: 400,
        errors: { count: "Number of codes must be a whole number from 1 to 20,000" },
      });
    }
    expect(refusalOf(generatePackCodes(batch.id + 1, 5))).toMatchObject({
      status: 404,
      message: "Batch not found.",
    });
    expect(db().select().from(packCodes).all()).toEqual([]);
  });
});
