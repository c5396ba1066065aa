import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it("lowercases and joins words with hyphens", () => {
    expect(slugify("Plant Growth Regulators")).toBe("plant-growth-regulators");
  });

  it("turns each run of other characters into one hyphen", () => {
    expect(slugify("Bio-Stimulants  &  Growth!!")).toBe("bio-stimulants-growth");
    expect(slugify("NPK 20:20:20 (WS)")).toBe("npk-20-20-20-ws");
  });

  it("leaves no hyphen at either end", () => {
    expect(slugify("  --Seed Treatments--  ")).toBe("seed-treatments");
    expect(slugify("!!!")).toBe("");
  });

  it("drops letters outside a-z", () => {
    expect(slugify("Café Zürich")).toBe("caf-z-rich");
  });
});
