import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp, { type Metadata } from "sharp";
import { serverEnv } from "~/config/env.server";
import { IMAGE_MAX_PIXELS } from "./image-limits";
import {
  IMAGE_KEY_BYTES,
  MAX_IMAGE_WIDTH,
  variantFileName,
  variantWidths,
  type ImageFolder,
  type StoredImage,
} from "./image-variants";

/** Formats sharp must find inside the file: the declared type alone proves nothing. */
const ACCEPTED_FORMATS = new Set(["png", "jpeg", "webp"]);

export class InvalidImageError extends Error {}

/**
 * Checks that `input` is a PNG, JPEG or WebP image, turns it upright, strips its metadata
 * (EXIF GPS included) and writes WebP variants of the widths in VARIANT_WIDTHS.
 */
export async function storeImage(input: Buffer, folder: ImageFolder): Promise<StoredImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata();
  } catch {
    throw new InvalidImageError("The file is not an image that can be read.");
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new InvalidImageError("Only PNG, JPG and WebP images are accepted.");
  }
  // A file can have a readable header and broken data: decoding errors mean "not an image".
  const decoded = await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS })
    .rotate()
    .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new InvalidImageError("The file is not an image that can be read.");
    });
  const { data: base, info } = decoded;

  const key = `${folder}/${randomBytes(IMAGE_KEY_BYTES).toString("hex")}`;
  const widths = variantWidths(info.width);
  const directory = join(serverEnv().uploadsDir, folder);
  await mkdir(directory, { recursive: true });
  await Promise.all(
    widths.map(async (width) => {
      const output = await sharp(base)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 72, effort: 4 })
        .toBuffer();
      await writeFile(variantPath(key, width), output);
    }),
  );
  return { key, width: info.width, height: info.height };
}

export async function deleteImage(image: StoredImage): Promise<void> {
  await Promise.all(
    variantWidths(image.width).map((width) => rm(variantPath(image.key, width), { force: true })),
  );
}

function variantPath(key: string, width: number): string {
  return join(serverEnv().uploadsDir, variantFileName(key, width));
}
