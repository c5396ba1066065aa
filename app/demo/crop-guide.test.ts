import { describe, expect, it } from "vitest";
import { DEMO_CATEGORIES } from "./catalogue";
import { DEMO_CROPS, DEMO_USES } from "./crop-guide";

const products = DEMO_CATEGORIES.flatMap((category) => category.products);
const uses = Object.values(DEMO_USES).flat();

describe("the demo crop guide", () => {
  it("gives every demo product one to four uses, and names no other product", () => {
    expect(Object.keys(DEMO_USES).sort()).toEqual(products.map((product) => product.name).sort());
    for (const [name, list] of Object.entries(DEMO_USES)) {
      expect(list.length, name).toBeGreaterThanOrEqual(1);
      expect(list.length, name).toBeLessThanOrEqual(4);
    }
  });

  it("uses every crop, and only known crops", () => {
    const slugs = DEMO_CROPS.map((crop) => crop.slug);
    expect(new Set(slugs).size).toBe(10);
    expect([...new Set(uses.map((use) => use.crop))].sort()).toEqual([...slugs].sort());
  });

  it("has every text in Urdu too, a waiting period in Urdu exactly when in English", () => {
    for (const use of uses) {
      for (const text of [use.targetUr, use.doseUr]) expect(text).toMatch(/[\u0600-\u06FF]/);
      expect(use.waitingPeriodUr === undefined, use.target).toBe(use.waitingPeriod === undefined);
    }
    for (const crop of DEMO_CROPS) expect(crop.nameUr).toMatch(/[\u0600-\u06FF]/);
  });
});
