import { describe, expect, it } from "vitest";
import { cropInputSchema } from "~/crops/crop-schema";
import { TARGET_KINDS } from "~/crops/target-kinds";
import { productUseSchema } from "~/products/use-schema";
import { DEMO_CATEGORIES } from "./catalogue";
import { DEMO_CROPS, DEMO_USES } from "./crop-guide";
import {
  DEMO_CROP_ROMAN_NAMES,
  DEMO_MAIN_USES,
  DEMO_TARGET_NAMES,
  demoUseWithNames,
} from "./target-names";

const seededUses = Object.entries(DEMO_USES).flatMap(([product, uses]) =>
  uses.map((use) => ({ product, ...demoUseWithNames(product, use) })),
);
const kindsOf = (category: string) =>
  new Set(
    DEMO_CATEGORIES.find((one) => one.name === category)!.products.flatMap((product) =>
      seededUses.filter((use) => use.product === product.name).map((use) => use.targetKind),
    ),
  );

describe("the demo targets' kinds and Roman Urdu names", () => {
  it("name every target of the guide, and no other", () => {
    const targets = new Set(Object.values(DEMO_USES).flatMap((uses) => uses.map((u) => u.target)));
    expect(Object.keys(DEMO_TARGET_NAMES).sort()).toEqual([...targets].sort());
  });

  it("are what the schema accepts, already tidied", () => {
    for (const use of seededUses) {
      const parsed = productUseSchema.parse(use);
      expect(parsed.columns.targetRoman, use.target).toBe(use.targetRoman);
    }
  });

  it("give each category's products the kinds their labels are for", () => {
    expect(kindsOf("Insecticides")).toEqual(new Set(["pest"]));
    expect(kindsOf("Fungicides")).toEqual(new Set(["disease"]));
    expect(kindsOf("Herbicides")).toEqual(new Set(["weed"]));
    expect(kindsOf("Fertilizers")).toEqual(new Set(["nutrition"]));
    expect(kindsOf("Plant Growth Regulators")).toEqual(new Set(["nutrition"]));
    expect(kindsOf("Seed Treatments")).toEqual(new Set(["pest", "disease"]));
    expect(new Set(seededUses.map((use) => use.targetKind))).toEqual(new Set(TARGET_KINDS));
  });

  it("carry the names farmers type for the common pests", () => {
    const romanOf = (target: string) => DEMO_TARGET_NAMES[target]?.roman.split(", ");
    expect(romanOf("Whitefly")).toContain("safed makhi");
    expect(romanOf("Aphid")).toContain("tela");
    expect(romanOf("Jassid")).toContain("sabz tela");
    expect(romanOf("Pink and spotted bollworm")).toContain("gulabi sundi");
    expect(romanOf("Armyworm")).toContain("lashkari sundi");
    expect(romanOf("Bollworms")).toContain("amrican sundi");
    expect(romanOf("Termites")).toContain("deemak");
    expect(romanOf("Yellow rust")).toContain("peeli kungi");
  });
});

describe("the demo crops' Roman Urdu names", () => {
  it("name every crop, as the schema accepts them", () => {
    expect(Object.keys(DEMO_CROP_ROMAN_NAMES).sort()).toEqual(
      DEMO_CROPS.map((crop) => crop.slug).sort(),
    );
    for (const crop of DEMO_CROPS) {
      const nameRoman = DEMO_CROP_ROMAN_NAMES[crop.slug];
      expect(cropInputSchema.parse({ ...crop, nameRoman }).nameRoman, crop.slug).toBe(nameRoman);
    }
    expect(DEMO_CROP_ROMAN_NAMES.cotton).toMatch(/^kapas, narma/);
    expect(DEMO_CROP_ROMAN_NAMES.wheat).toMatch(/^gandum/);
  });
});

describe("the demo's main uses", () => {
  it("are one or two of each product's own uses", () => {
    expect(Object.keys(DEMO_MAIN_USES).sort()).toEqual(Object.keys(DEMO_USES).sort());
    for (const [product, mains] of Object.entries(DEMO_MAIN_USES)) {
      expect(mains.length, product).toBeGreaterThanOrEqual(1);
      expect(mains.length, product).toBeLessThanOrEqual(2);
      const marked = seededUses.filter((use) => use.product === product && use.main);
      expect(
        marked.map((use) => [use.crop, use.target]),
        product,
      ).toEqual(expect.arrayContaining(mains.map((main) => [...main])));
      expect(marked, product).toHaveLength(mains.length);
    }
  });
});
