import { describe, expect, it } from "vitest";
import { batchInputSchema } from "~/batches/batch-schema";
import { isExpired } from "~/batches/expiry";
import { isWellFormedPackCode, normalizePackCode } from "~/verification/pack-code";
import { demoBatches, DEMO_PACK_CODES } from "./batches";
import { DEMO_CATEGORIES } from "./catalogue";

const products = DEMO_CATEGORIES.flatMap((category) => category.products.map(({ name }) => name));
const batches = demoBatches(products);
/** When the demo is looked at: the batches' dates are around it. */
const TODAY = "2026-11-27";

describe("the demo batches", () => {
  it("are valid batches of demo products, no two numbers alike as farmers type them", () => {
    const keys = batches.map((batch) => {
      expect(products).toContain(batch.product);
      return batchInputSchema.parse(batch).batchKey;
    });
    expect(new Set(keys).size).toBe(batches.length);
    expect(batches.every((batch) => batch.manufacturedOn <= TODAY)).toBe(true);
  });

  it("give every product a few batches, one expired and one recalled with its note in Urdu", () => {
    for (const product of products) {
      expect(batches.filter((batch) => batch.product === product).length).toBeGreaterThanOrEqual(2);
    }
    expect(batches.filter((batch) => isExpired(batch.expiresOn, TODAY))).toHaveLength(1);
    const recalled = batches.filter((batch) => batch.recalled);
    expect(recalled).toHaveLength(1);
    expect(recalled[0]?.recallNote).toBeTruthy();
    expect(recalled[0]?.recallNoteUr).toMatch(/[\u0600-\u06FF]/);
  });
});

describe("the demo pack codes", () => {
  it("are well formed, all different, each on a demo batch", () => {
    const codes = DEMO_PACK_CODES.map(({ code }) => normalizePackCode(code));
    for (const code of codes) expect(isWellFormedPackCode(code), code).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    const numbers = new Set(batches.map((batch) => batch.batchNumber));
    for (const { batchNumber } of DEMO_PACK_CODES) expect(numbers).toContain(batchNumber);
  });

  it("include one on a good batch, one on the expired batch and one on the recalled batch", () => {
    const batchOf = (batchNumber: string) =>
      batches.find((batch) => batch.batchNumber === batchNumber);
    const onGood = DEMO_PACK_CODES.filter(({ batchNumber }) => {
      const batch = batchOf(batchNumber);
      return batch && !batch.recalled && !isExpired(batch.expiresOn, TODAY);
    });
    expect(onGood.length).toBeGreaterThanOrEqual(3);
    expect(
      DEMO_PACK_CODES.filter(({ batchNumber }) =>
        isExpired(batchOf(batchNumber)?.expiresOn ?? "", TODAY),
      ),
    ).toHaveLength(1);
    expect(
      DEMO_PACK_CODES.filter(({ batchNumber }) => batchOf(batchNumber)?.recalled),
    ).toHaveLength(1);
  });
});
