/**
 * Uploaded images are kept as WebP variants of a few widths, named `{key}-{width}.webp` under
 * /uploads. The widths a stored image has follow from the width of its largest variant, so only
 * the key and that size are stored. The names written and the names served are one rule, here.
 */
export const VARIANT_WIDTHS = [320, 640, 960, 1280] as const;

export const MAX_IMAGE_WIDTH = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? 1280;

/**
 * The folders of the uploads directory, one per kind of record with pictures. Not "crops":
 * /uploads/crops/{file} would be taken for the crop page /{lang}/crops/{slug}. The photos of
 * farmers' pack reports are for staff only (PRIVATE_IMAGE_FOLDERS).
 */
export const IMAGE_FOLDERS = ["products", "gallery", "crop-pictures", "pack-reports"] as const;

/** Folders whose images only signed-in staff are sent. */
export const PRIVATE_IMAGE_FOLDERS: readonly ImageFolder[] = ["pack-reports"];

/** Whether a stored image's key is in a folder only staff see. */
export function isPrivateImageKey(key: string): boolean {
  return PRIVATE_IMAGE_FOLDERS.some((folder) => key.startsWith(`${folder}/`));
}

export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

/** An image's key is its folder and this many random bytes in hex: `products/{24 hex digits}`. */
export const IMAGE_KEY_BYTES = 12;

/** The most pixels WebP can hold on a side. */
export const WEBP_MAX_SIDE = 16383;

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

export interface VariantSize {
  width: number;
  height: number;
}

/**
 * The sizes of the variants of an upright image `width` x `height` px: the widths of
 * variantWidths, each with the height scaled to it and rounded.
 */
export function variantSizes(width: number, height: number): VariantSize[] {
  return variantWidths(Math.min(width, MAX_IMAGE_WIDTH)).map((variantWidth) => ({
    width: variantWidth,
    height: Math.round((height * variantWidth) / width),
  }));
}

/**
 * Whether every variant of an image of this shape can be made: a long, narrow image has a size
 * taller than WEBP_MAX_SIDE, or one less than a pixel tall.
 */
export function variantsFit(width: number, height: number): boolean {
  return variantSizes(width, height).every(
    (size) => size.height >= 1 && size.height <= WEBP_MAX_SIDE,
  );
}

/** A variant's file name under the uploads folder (and its address under /uploads/). */
export function variantFileName(key: string, width: number): string {
  return `${key}-${width}.webp`;
}

const VARIANT_FILE_NAME = new RegExp(
  `^((?:${IMAGE_FOLDERS.join("|")})/[0-9a-f]{${IMAGE_KEY_BYTES * 2}})-([1-9][0-9]{0,3})\\.webp$`,
);

/**
 * The key and width of a name that variantFileName makes, of any width a variant can have
 * (1 px to MAX_IMAGE_WIDTH); null for every other name ("../" included).
 */
export function parseVariantFileName(name: string): { key: string; width: number } | null {
  const match = VARIANT_FILE_NAME.exec(name);
  if (!match?.[1] || !match[2]) return null;
  const width = Number(match[2]);
  return width <= MAX_IMAGE_WIDTH ? { key: match[1], width } : null;
}

export function variantUrl(key: string, width: number): string {
  return `/uploads/${variantFileName(key, width)}`;
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
