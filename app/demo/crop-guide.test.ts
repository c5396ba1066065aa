import { describe, expect, it } from "vitest";
import { DEMO_CATEGORIES } from "./catalogue";
import { productUseSchema } from "~/products/use-schema";
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
      const doseUr = "doseText" in use ? [use.doseTextUr] : use.doseNote ? [use.doseNoteUr] : [];
      for (const text of [use.targetUr, ...doseUr]) expect(text).toMatch(/[\u0600-\u06FF]/);
      expect(use.waitingPeriodUr === undefined, use.target).toBe(use.waitingPeriod === undefined);
    }
    for (const crop of DEMO_CROPS) expect(crop.nameUr).toMatch(/[\u0600-\u06FF]/);
  });

  it("gives every dose as data, but a seed treatment's, which stays the label's text", () => {
    const seedTreatments = new Set(
      DEMO_CATEGORIES.find((category) => category.name === "Seed Treatments")?.products.map(
        (product) => product.name,
      ),
    );
    expect(seedTreatments.size).toBe(3);
    for (const [name, list] of Object.entries(DEMO_USES)) {
      for (const use of list) {
        const { columns } = productUseSchema.parse(use);
        if (seedTreatments.has(name)) {
          expect(columns.doseAmount, `${name}: ${use.target}`).toBeNull();
          expect(columns.doseText).toMatch(/per kg of (delinted )?seed/);
          expect(columns.doseTextUr).toMatch(/فی کلوگرام/);
        } else {
          expect(columns.doseText, `${name}: ${use.target}`).toBeNull();
          expect(columns.doseArea).toBe("acre");
        }
      }
    }
  });

  it("sprays what is sprayed in the water its label gives per acre, and nothing else", () => {
    const waterOf = (name: string) =>
      (DEMO_USES[name] ?? []).map((use) => {
        const { columns } = productUseSchema.parse(use);
        return [columns.waterLitres, columns.waterLitresMax];
      });
    // Knapsack sprays of insecticides, fungicides and herbicides: 100 to 120 litres.
    for (const name of [
      "Dhaal Imidacloprid 20% SL",
      "Safaya Clodinafop-propargyl 15% WP",
      "Zardrang Propiconazole 25% EC",
    ]) {
      expect(new Set(waterOf(name).map(String)), name).toEqual(new Set(["100,120"]));
    }
    // Granules, sand mixes and soil fertilizers are not sprayed.
    for (const name of [
      "Barq Fipronil 0.3% GR",
      "Dhan Saaf Pretilachlor 50% EC",
      "Zinco Plus Zinc Sulphate Monohydrate 33%",
    ]) {
      expect(new Set(waterOf(name).map(String)), name).toEqual(new Set([","]));
    }
    const sprayed = uses
      .map((use) => productUseSchema.parse(use).columns)
      .filter((columns) => columns.waterLitres !== null);
    expect(sprayed.length).toBeGreaterThan(50);
    for (const columns of sprayed) {
      expect(columns.waterLitres).toBeGreaterThanOrEqual(100);
      expect(columns.waterLitresMax ?? columns.waterLitres).toBeLessThanOrEqual(500);
    }
  });
});
