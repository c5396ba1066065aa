import { describe, expect, it } from "vitest";
import { productUseSchema } from "./use-schema";

const use = { crop: "cotton", target: "Whitefly", dose: "250 ml per acre" };
const errorsOf = (fields: object) =>
  Object.fromEntries(
    (productUseSchema.safeParse({ ...use, ...fields }).error?.issues ?? []).map((issue) => [
      issue.path.join("."),
      issue.message,
    ]),
  );

describe("a recommended use", () => {
  it("is a pest, not main and without Roman names unless it says", () => {
    expect(productUseSchema.parse(use)).toMatchObject({
      targetKind: "pest",
      targetRoman: null,
      main: false,
    });
  });

  it("takes a kind of the four, the main mark as a yes or no, and tidied Roman names", () => {
    for (const targetKind of ["pest", "disease", "weed", "nutrition"]) {
      expect(productUseSchema.parse({ ...use, targetKind }).targetKind).toBe(targetKind);
    }
    expect(productUseSchema.parse({ ...use, main: true }).main).toBe(true);
    expect(productUseSchema.parse({ ...use, main: "true" }).main).toBe(true);
    expect(productUseSchema.parse({ ...use, main: "false" }).main).toBe(false);
    expect(
      productUseSchema.parse({ ...use, targetRoman: " safed makhi ,chitti  makhi " }).targetRoman,
    ).toBe("safed makhi, chitti makhi");
    expect(productUseSchema.parse({ ...use, targetRoman: "" }).targetRoman).toBeNull();
  });

  it("refuses another kind, a main mark that is no yes or no, and Roman names in other letters", () => {
    expect(errorsOf({ targetKind: "insect", main: "maybe", targetRoman: "سفید مکھی" })).toEqual({
      targetKind: "Please choose whether the target is a pest, a disease, a weed or nutrition",
      main: "Main must be true or false",
      targetRoman:
        "Roman Urdu names may have only Latin letters, spaces, commas, hyphens and apostrophes",
    });
    expect(errorsOf({ targetRoman: "x".repeat(201) })).toEqual({
      targetRoman: "Roman Urdu names must be at most 200 characters",
    });
  });
});
