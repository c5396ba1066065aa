import { describe, expect, it } from "vitest";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, imageFileProblem } from "./image-limits";

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe("imageFileProblem", () => {
  it("accepts PNG, JPEG and WebP files up to the limit", () => {
    for (const type of IMAGE_ACCEPT.split(",")) {
      expect(imageFileProblem(file("a", type, IMAGE_MAX_BYTES), { untypedAllowed: false })).toBe(
        null,
      );
    }
  });

  it("names a file over the limit", () => {
    expect(
      imageFileProblem(file("big.jpg", "image/jpeg", IMAGE_MAX_BYTES + 1), {
        untypedAllowed: false,
      }),
    ).toBe("File big.jpg is too large (max 5MB)");
  });

  it("names a file of another type", () => {
    expect(imageFileProblem(file("a.gif", "image/gif"), { untypedAllowed: true })).toBe(
      "File a.gif is not a valid image type",
    );
  });

  it("takes an untyped file only where scripts may send one", () => {
    for (const type of ["", "application/octet-stream"]) {
      expect(imageFileProblem(file("x", type), { untypedAllowed: true })).toBe(null);
      expect(imageFileProblem(file("x", type), { untypedAllowed: false })).toBe(
        "File x is not a valid image type",
      );
    }
  });
});
