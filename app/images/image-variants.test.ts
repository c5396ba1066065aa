import { describe, expect, it } from "vitest";
import {
  fullImageUrl,
  IMAGE_FOLDERS,
  MAX_IMAGE_WIDTH,
  parseVariantFileName,
  variantFileName,
  variantSizes,
  variantsFit,
  responsiveImage,
  variantUrl,
  variantWidths,
  type StoredImage,
} from "./image-variants";

const large: StoredImage = { key: "products/abc123", width: 1280, height: 853 };

describe("variantWidths", () => {
  it("makes every standard width for a full-size image", () => {
    expect(variantWidths(1280)).toEqual([320, 640, 960, 1280]);
  });

  it("ends with the image's own width when it is between standard widths", () => {
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(321)).toEqual([320, 321]);
  });

  it("does not repeat a width equal to a standard one", () => {
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(320)).toEqual([320]);
  });

  it("makes a single variant for an image narrower than the smallest width", () => {
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe("image URLs", () => {
  it("names a variant by key and width under /uploads", () => {
    expect(variantUrl("gallery/k1", 640)).toBe("/uploads/gallery/k1-640.webp");
  });

  it("gives the largest variant as the full image", () => {
    expect(fullImageUrl(large)).toBe("/uploads/products/abc123-1280.webp");
    expect(fullImageUrl({ key: "gallery/x", width: 200, height: 100 })).toBe(
      "/uploads/gallery/x-200.webp",
    );
  });
});

describe("responsiveImage", () => {
  it("lists every variant in srcset with its width descriptor", () => {
    expect(responsiveImage(large).srcSet).toBe(
      "/uploads/products/abc123-320.webp 320w, /uploads/products/abc123-640.webp 640w, " +
        "/uploads/products/abc123-960.webp 960w, /uploads/products/abc123-1280.webp 1280w",
    );
    expect(responsiveImage({ key: "gallery/s", width: 200, height: 150 }).srcSet).toBe(
      "/uploads/gallery/s-200.webp 200w",
    );
  });

  it("uses the 640 variant as src by default and keeps the intrinsic size", () => {
    expect(responsiveImage(large)).toEqual({
      src: "/uploads/products/abc123-640.webp",
      srcSet: expect.any(String),
      width: 1280,
      height: 853,
    });
  });

  it("picks the smallest variant at least as wide as the preferred width", () => {
    expect(responsiveImage(large, 100).src).toBe("/uploads/products/abc123-320.webp");
    expect(responsiveImage(large, 320).src).toBe("/uploads/products/abc123-320.webp");
    expect(responsiveImage(large, 641).src).toBe("/uploads/products/abc123-960.webp");
    expect(responsiveImage({ ...large, width: 1000 }, 961).src).toBe(
      "/uploads/products/abc123-1000.webp",
    );
  });

  it("falls back to the largest variant when none is wide enough", () => {
    expect(responsiveImage(large, 2000).src).toBe("/uploads/products/abc123-1280.webp");
    expect(responsiveImage({ key: "gallery/s", width: 200, height: 150 }).src).toBe(
      "/uploads/gallery/s-200.webp",
    );
  });
});

describe("variant sizes", () => {
  it("scales the height to each width and rounds it", () => {
    expect(variantSizes(1500, 1000)).toEqual([
      { width: 320, height: 213 },
      { width: 640, height: 427 },
      { width: 960, height: 640 },
      { width: 1280, height: 853 },
    ]);
    expect(variantSizes(5, 7)).toEqual([{ width: 5, height: 7 }]);
  });

  it("fit WebP only when every size is 1 to 16383 px tall", () => {
    expect(variantsFit(1000, 16383)).toBe(true);
    expect(variantsFit(1000, 16384)).toBe(false);
    expect(variantsFit(1000, 40000)).toBe(false);
    // 12.8 times as tall as wide at 1280 px is the most a wide image can be.
    expect(variantsFit(2560, 32766)).toBe(true);
    expect(variantsFit(2560, 32768)).toBe(false);
    expect(variantsFit(2560, 4)).toBe(true);
    expect(variantsFit(4000, 2)).toBe(false);
  });
});

describe("variant file names", () => {
  it("reads back every name it makes, of every width from 1 px to the widest", () => {
    for (const folder of IMAGE_FOLDERS) {
      const key = `${folder}/0123456789abcdef01234567`;
      for (let width = 1; width <= MAX_IMAGE_WIDTH; width++) {
        expect(parseVariantFileName(variantFileName(key, width))).toEqual({ key, width });
      }
    }
  });

  it("reads nothing else", () => {
    for (const name of [
      "gallery/0123456789abcdef01234567-0.webp",
      "gallery/0123456789abcdef01234567-05.webp",
      "gallery/0123456789abcdef01234567-1281.webp",
      "gallery/0123456789abcdef01234567-12800.webp",
      "gallery/0123456789abcdef0123456-640.webp",
      "gallery/0123456789abcdef01234567-640.png",
      "crops/0123456789abcdef01234567-640.webp",
      "gallery/../0123456789abcdef01234567-640.webp",
      "/gallery/0123456789abcdef01234567-640.webp",
    ]) {
      expect(parseVariantFileName(name), name).toBeNull();
    }
  });
});
