/**
 * Uploaded images are kept as WebP variants of a few widths, named `{key}-{width}.webp` under
 * /uploads. The widths a stored image has follow from the width of its largest variant, so only
 * the key and that size are stored.
 */
export const VARIANT_WIDTHS = [320, 640, 960, 1280] as const;

export const MAX_IMAGE_WIDTH = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? 1280;

export interface StoredImage {
  key: string;
  /** Size of the largest variant. */
  width: number;
  height: number;
}

export interface ResponsiveImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/** The widths of the variants made for an image whose largest variant is `largestWidth` wide. */
export function variantWidths(largestWidth: number): number[] {
  const smaller = VARIANT_WIDTHS.filter((width) => width < largestWidth);
  return [...smaller, largestWidth];
}

export function variantUrl(key: string, width: number): string {
  return `/uploads/${key}-${width}.webp`;
}

/** The URL of the largest variant, the one the API gives as the image. */
export function fullImageUrl(image: StoredImage): string {
  return variantUrl(image.key, image.width);
}

/** src, srcset and intrinsic size for an <img>; `src` is the variant nearest `preferredWidth`. */
export function responsiveImage(image: StoredImage, preferredWidth = 640): ResponsiveImage {
  const widths = variantWidths(image.width);
  const fallback = widths.find((width) => width >= preferredWidth) ?? image.width;
  return {
    src: variantUrl(image.key, fallback),
    srcSet: widths.map((width) => `${variantUrl(image.key, width)} ${width}w`).join(", "),
    width: image.width,
    height: image.height,
  };
}

/** The columns a record keeps its one image in: the key and the size of its largest variant. */
export interface ImageColumns {
  imageKey: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
}

/** The image a record's columns hold; null when it has none. */
export function storedImageOf(row: ImageColumns): StoredImage | null {
  if (!row.imageKey || !row.imageWidth || !row.imageHeight) return null;
  return { key: row.imageKey, width: row.imageWidth, height: row.imageHeight };
}

/** The columns that hold an image, or none. */
export function imageColumnsOf(image: StoredImage | null): ImageColumns {
  return {
    imageKey: image?.key ?? null,
    imageWidth: image?.width ?? null,
    imageHeight: image?.height ?? null,
  };
}
