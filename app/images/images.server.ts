import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp, { type Metadata } from "sharp";
import { serverEnv } from "~/config/env.server";
import { IMAGE_MAX_PIXELS, imageShapeMessage, imageWrongTypeMessage } from "./image-limits";
import {
  IMAGE_KEY_BYTES,
  variantFileName,
  variantSizes,
  variantsFit,
  variantWidths,
  type ImageFolder,
  type StoredImage,
} from "./image-variants";

/** Formats sharp must find inside the file: the declared type alone proves nothing. */
const ACCEPTED_FORMATS = new Set(["png", "jpeg", "webp"]);

/** A file that cannot be stored as an image; `messageFor` says why, naming the file. */
export class InvalidImageError extends Error {
  constructor(
    message: string,
    readonly messageFor: (fileName: string) => string = imageWrongTypeMessage,
  ) {
    super(message);
  }
}

/**
 * Checks that `input` is a PNG, JPEG or WebP image whose every size can be made (see
 * variantsFit), turns it upright, strips its metadata (EXIF GPS included) and writes its WebP
 * variants (see variantSizes): all of them, or none when one cannot be written.
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
  // Judged before decoding, from the header: a long strip is refused without the work.
  const { width, height } = metadata.autoOrient;
  if (!variantsFit(width, height)) {
    throw new InvalidImageError(
      `The image's shape (${width} x ${height}) cannot be stored.`,
      (name) => imageShapeMessage(name, width, height),
    );
  }
  const sizes = variantSizes(width, height);
  const largest = sizes[sizes.length - 1] ?? { width, height };
  // A file can have a readable header and broken data: decoding errors mean "not an image".
  const base = await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS })
    .rotate()
    .resize({ ...largest, fit: "fill" })
    .toBuffer()
    .catch(() => {
      throw new InvalidImageError("The file is not an image that can be read.");
    });
  // Every size is made before any is written, and exactly the size checked above.
  const variants = await Promise.all(
    sizes.map(async (size) => ({
      width: size.width,
      webp: await sharp(base)
        .resize({ ...size, fit: "fill" })
        .webp({ quality: 72, effort: 4 })
        .toBuffer(),
    })),
  );

  const stored: StoredImage = {
    key: `${folder}/${randomBytes(IMAGE_KEY_BYTES).toString("hex")}`,
    ...largest,
  };
  await mkdir(join(serverEnv().uploadsDir, folder), { recursive: true });
  const written = await Promise.allSettled(
    variants.map(({ width, webp }) => writeFile(variantPath(stored.key, width), webp)),
  );
  const failed = written.find((result) => result.status === "rejected");
  if (failed) {
    await deleteImage(stored);
    throw failed.reason;
  }
  return stored;
}

export async function deleteImage(image: StoredImage): Promise<void> {
  await Promise.all(
    variantWidths(image.width).map((width) => rm(variantPath(image.key, width), { force: true })),
  );
}

function variantPath(key: string, width: number): string {
  return join(serverEnv().uploadsDir, variantFileName(key, width));
}
