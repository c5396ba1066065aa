import { describe, expect, it } from "vitest";
import { prefersUrdu } from "./language-preference";

describe("prefersUrdu", () => {
  it("is true when Urdu comes before English, or without English", () => {
    expect(prefersUrdu(["ur-PK", "en-US"])).toBe(true);
    expect(prefersUrdu(["UR"])).toBe(true);
    expect(prefersUrdu(["pa", "ur", "en"])).toBe(true);
  });

  it("is false when English comes first, or Urdu is not listed", () => {
    expect(prefersUrdu(["en-GB", "ur-PK"])).toBe(false);
    expect(prefersUrdu(["en"])).toBe(false);
    expect(prefersUrdu(["pa-PK"])).toBe(false);
    expect(prefersUrdu([])).toBe(false);
  });
});
