import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp, { type Metadata } from "sharp";
import { serverEnv } from "~/config/env.server";
import { ok, refuse, type Result } from "~/lib/result";
import { uploadsChanged } from "~/replication/uploads-replica.server";
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

/** Formats sharp must find inside the file. */
const ACCEPTED_FORMATS = new Set(["png", "jpeg", "webp"]);

/**
 * Checks that `input` (the file `fileName`) is a PNG, JPEG or WebP image whose every size can
 * be made (see variantsFit), turns it upright, strips its metadata (EXIF GPS included) and
 * writes its WebP variants (see variantSizes): all of them, or none when one cannot be written.
 * A file that is no such image is refused (400) with a message naming it; a write that fails
 * (the disk) is thrown.
 */
export async function storeImage(
  input: Buffer,
  folder: ImageFolder,
  fileName: string,
): Promise<Result<StoredImage>> {
  const notAnImage = refuse(400, imageWrongTypeMessage(fileName));
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata();
  } catch {
    return notAnImage;
  }
  // The declared type alone proves nothing: the format sharp finds inside is what counts.
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) return notAnImage;
  // Judged before decoding, from the header: a long strip is refused without the work.
  const { width, height } = metadata.autoOrient;
  if (!variantsFit(width, height)) return refuse(400, imageShapeMessage(fileName, width, height));
  const sizes = variantSizes(width, height);
  const largest = sizes[sizes.length - 1] ?? { width, height };
  let base: Buffer;
  try {
    base = await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize({ ...largest, fit: "fill" })
      .toBuffer();
  } catch {
    // A file can have a readable header and broken data: decoding errors mean "not an image".
    return notAnImage;
  }
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
  uploadsChanged();
  return ok(stored);
}

export async function deleteImage(image: StoredImage): Promise<void> {
  await Promise.all(
    variantWidths(image.width).map((width) => rm(variantPath(image.key, width), { force: true })),
  );
}

function variantPath(key: string, width: number): string {
  return join(serverEnv().uploadsDir, variantFileName(key, width));
}
