import { describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_MAX_SIDE } from "./image-limits";
import { MAX_IMAGE_WIDTH } from "./image-variants";
import {
  chooseUpload,
  needsShrinking,
  shrunkFileName,
  shrunkSize,
  shrunkType,
} from "./shrink-image.client";

const MB = 1024 * 1024;

describe("IMAGE_UPLOAD_MAX_SIDE", () => {
  it("keeps every size the site stores: a shrunk photo is never narrower than its widest variant", () => {
    expect(IMAGE_UPLOAD_MAX_SIDE).toBeGreaterThanOrEqual(MAX_IMAGE_WIDTH);
  });
});

describe("needsShrinking", () => {
  it("shrinks a phone photo, in either orientation", () => {
    expect(needsShrinking({ width: 4032, height: 3024 }, 3 * MB)).toBe(true);
    expect(needsShrinking({ width: 3024, height: 4032 }, 3 * MB)).toBe(true);
  });

  it("shrinks a file over the limit even when it is not large in pixels", () => {
    expect(needsShrinking({ width: 1800, height: 1200 }, IMAGE_MAX_BYTES + 1)).toBe(true);
  });

  it("leaves an image within both limits alone", () => {
    expect(
      needsShrinking(
        { width: IMAGE_UPLOAD_MAX_SIDE, height: IMAGE_UPLOAD_MAX_SIDE },
        IMAGE_MAX_BYTES,
      ),
    ).toBe(false);
    expect(needsShrinking({ width: 120, height: 90 }, 2_000)).toBe(false);
  });
});

describe("shrunkSize", () => {
  it("brings the long side down to the limit and keeps the shape", () => {
    expect(shrunkSize({ width: 4000, height: 3000 })).toEqual({ width: 2000, height: 1500 });
    expect(shrunkSize({ width: 3024, height: 4032 })).toEqual({ width: 1500, height: 2000 });
    expect(shrunkSize({ width: 4032, height: 3024 }, 1000)).toEqual({ width: 1000, height: 750 });
  });

  it("never enlarges, and never rounds a side down to nothing", () => {
    expect(shrunkSize({ width: 1800, height: 1200 })).toEqual({ width: 1800, height: 1200 });
    expect(shrunkSize({ width: 40_000, height: 10 })).toEqual({ width: 2000, height: 1 });
  });
});

describe("shrunkType", () => {
  it("keeps photos JPEG and gives images that may be transparent WebP", () => {
    expect(shrunkType("image/jpeg")).toBe("image/jpeg");
    expect(shrunkType("image/png")).toBe("image/webp");
    expect(shrunkType("image/webp")).toBe("image/webp");
  });
});

describe("shrunkFileName", () => {
  it("keeps the name when its extension already says the format", () => {
    expect(shrunkFileName("IMG_2041.jpg", "image/jpeg")).toBe("IMG_2041.jpg");
    expect(shrunkFileName("IMG_2041.JPEG", "image/jpeg")).toBe("IMG_2041.JPEG");
    expect(shrunkFileName("spray.webp", "image/webp")).toBe("spray.webp");
  });

  it("keeps the base name and gives the new format's extension", () => {
    expect(shrunkFileName("logo.png", "image/webp")).toBe("logo.webp");
    expect(shrunkFileName("field.day.png", "image/webp")).toBe("field.day.webp");
    // A browser that cannot encode WebP gives PNG (Safari).
    expect(shrunkFileName("logo.png", "image/png")).toBe("logo.png");
  });

  it("names a file that had no extension", () => {
    expect(shrunkFileName("photo", "image/jpeg")).toBe("photo.jpg");
    expect(shrunkFileName("", "image/jpeg")).toBe("photo.jpg");
  });
});

describe("chooseUpload", () => {
  it("sends the smaller copy of a large photo", () => {
    expect(chooseUpload(9 * MB, 400_000)).toBe("shrunk");
    expect(chooseUpload(3 * MB, 400_000)).toBe("shrunk");
  });

  it("keeps an original within the limit that re-encoding would only make larger", () => {
    expect(chooseUpload(200_000, 250_000)).toBe("original");
    expect(chooseUpload(200_000, 200_000)).toBe("original");
  });

  it("sends the copy of an original over the limit when the copy is within it", () => {
    expect(chooseUpload(IMAGE_MAX_BYTES + 1, IMAGE_MAX_BYTES)).toBe("shrunk");
  });

  it("sends an original within the limit when no copy could be made", () => {
    expect(chooseUpload(IMAGE_MAX_BYTES, null)).toBe("original");
  });

  it("refuses when neither the original nor the copy is within the limit", () => {
    expect(chooseUpload(IMAGE_MAX_BYTES + 1, null)).toBe("too-large");
    expect(chooseUpload(9 * MB, IMAGE_MAX_BYTES + 1)).toBe("too-large");
  });
});
