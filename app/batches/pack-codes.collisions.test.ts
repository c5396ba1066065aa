// What happens when a drawn code's hash is already stored: drawn again, never stored twice.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { addCategory, addProduct, resetDatabaseAndUploads } from "#tests/setup/db-helpers";
import { valueOf } from "#tests/setup/results";
import { db } from "~/db/db.server";
import { packCodes } from "~/db/schema";
import { hashPackCode } from "~/verification/pack-code-secret.server";
import { createBatch } from "./batches.server";
import { generatePackCodes } from "./pack-codes.server";

/** The codes the generator draws next, in order; when none are queued, it draws for real. */
const queued = vi.hoisted(() => [] as string[]);

vi.mock("~/verification/pack-code-secret.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/verification/pack-code-secret.server")>();
  return { ...real, generatePackCode: vi.fn(() => queued.shift() ?? real.generatePackCode()) };
});

beforeEach(() => {
  resetDatabaseAndUploads();
  queued.length = 0;
});

function aBatch(batchNumber: string) {
  const category = addCategory(`Insecticides ${batchNumber}`);
  const product = addProduct(category.id, `Dhaal ${batchNumber}`);
  return createBatch({
    product: product.slug,
    batchNumber,
    manufacturedOn: "2026-03-10",
    expiresOn: "2028-03-09",
  });
}

describe("a drawn code that is already taken", () => {
  it("is drawn again, whether an earlier run or this one has it", () => {
    const batch = aBatch("GF-1");
    queued.push("AAAAAAAAAAAA");
    expect(valueOf(generatePackCodes(batch.id, 1)).codes).toEqual(["AAAAAAAAAAAA"]);

    const other = aBatch("GF-2");
    queued.push("AAAAAAAAAAAA", "CCCCCCCCCCCC", "CCCCCCCCCCCC", "EEEEEEEEEEEE");
    expect(valueOf(generatePackCodes(other.id, 2)).codes).toEqual(["CCCCCCCCCCCC", "EEEEEEEEEEEE"]);
    const stored = db().select().from(packCodes).all();
    expect(stored.map((row) => [row.batchId, row.codeHash])).toEqual([
      [batch.id, hashPackCode("AAAAAAAAAAAA")],
      [other.id, hashPackCode("CCCCCCCCCCCC")],
      [other.id, hashPackCode("EEEEEEEEEEEE")],
    ]);
  });

  it("stops a generator that keeps drawing taken codes, storing nothing of the run", () => {
    const batch = aBatch("GF-3");
    queued.push("AAAAAAAAAAAA");
    valueOf(generatePackCodes(batch.id, 1));
    queued.push(...Array.from({ length: 200 }, () => "AAAAAAAAAAAA"));
    expect(() => generatePackCodes(batch.id, 3)).toThrow(/keep colliding/);
    expect(db().select().from(packCodes).all()).toHaveLength(1);
  });
});
