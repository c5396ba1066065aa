import { describe, expect, it } from "vitest";
import { dosedUsesInReadingOrder, productFocus, usesInReadingOrder } from "./use-order";

const use = (target: string, cropName: string, main = false) => ({ target, cropName, main });

describe("usesInReadingOrder", () => {
  it("puts the main uses first and keeps the label's order within each half", () => {
    const uses = [
      use("Jassid", "Cotton"),
      use("Whitefly", "Cotton", true),
      use("Aphid", "Wheat"),
      use("Thrips", "Okra", true),
    ];
    expect(usesInReadingOrder(uses).map((u) => u.target)).toEqual([
      "Whitefly",
      "Thrips",
      "Jassid",
      "Aphid",
    ]);
    // The stored list is left as it is.
    expect(uses[0]?.target).toBe("Jassid");
  });
});

describe("dosedUsesInReadingOrder", () => {
  it("offers the uses with a dose as data, in reading order, each numbered by its place on the label", () => {
    const dose = { amount: 250, unit: "ml", area: "acre" } as const;
    const uses = [
      { ...use("Jassid", "Cotton"), doseParts: dose },
      { ...use("Seed", "Cotton", true), doseParts: null },
      { ...use("Whitefly", "Cotton", true), doseParts: dose },
    ];
    expect(dosedUsesInReadingOrder(uses).map(({ target, number }) => [target, number])).toEqual([
      ["Whitefly", 3],
      ["Jassid", 1],
    ]);
  });
});

describe("productFocus", () => {
  it("names each target and crop once, main uses first, at most three of each", () => {
    const focus = productFocus([
      use("Jassid", "Cotton"),
      use("Whitefly", "Okra", true),
      use("whitefly", "Cotton"),
      use("Aphid", "Wheat"),
      use("Thrips", "Chillies"),
      use("Mites", "Potato"),
    ]);
    expect(focus).toEqual({
      targets: ["Whitefly", "Jassid", "Aphid"],
      crops: ["Okra", "Cotton", "Wheat"],
    });
  });

  it("is empty for a product without uses", () => {
    expect(productFocus([])).toEqual({ targets: [], crops: [] });
  });
});
