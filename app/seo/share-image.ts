import { variantUrl, variantWidths, type StoredImage } from "~/images/image-variants";
import type { PageSeo } from "./meta";

/** Link previews want a large image, but not more than this wide. */
const SHARE_IMAGE_MAX_WIDTH = 1280;

/**
 * The variant of an uploaded image a link preview shows: the widest one up to 1280 px, with its
 * height in proportion (the variants keep the aspect ratio).
 */
export function uploadedShareImage(image: StoredImage, alt: string): NonNullable<PageSeo["image"]> {
  const widths = variantWidths(image.width).filter((width) => width <= SHARE_IMAGE_MAX_WIDTH);
  const width = widths[widths.length - 1] ?? image.width;
  return {
    path: variantUrl(image.key, width),
    width,
    height: Math.round((image.height * width) / image.width),
    alt,
    type: "image/webp",
  };
}
