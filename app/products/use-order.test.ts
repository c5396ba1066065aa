import { describe, expect, it } from "vitest";
import { productFocus, usesInReadingOrder } from "./use-order";

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
