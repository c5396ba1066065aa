import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { serverEnv } from "~/config/env.server";
import { variantWidths, type ImageFolder, type StoredImage } from "~/images/image-variants";

/** A real PNG upload of the given size, as the browser would send it. */
export async function pngFile(name: string, width: number, height = width): Promise<File> {
  const png = await sharp({
    create: { width, height, channels: 3, background: "#2f8f5b" },
  })
    .png()
    .toBuffer();
  return new File([new Uint8Array(png)], name, { type: "image/png" });
}

/** Names of the files stored under UPLOADS_DIR/{folder}, sorted; none when it does not exist. */
export function uploadedFiles(folder: ImageFolder): string[] {
  const directory = join(serverEnv().uploadsDir, folder);
  return existsSync(directory) ? readdirSync(directory).sort() : [];
}

/** Whether every WebP variant of a stored image is on disk. */
export function imageFilesExist(image: StoredImage): boolean {
  return variantWidths(image.width).every((width) =>
    existsSync(join(serverEnv().uploadsDir, `${image.key}-${width}.webp`)),
  );
}

/** Whether no variant of a stored image is left on disk. */
export function imageFilesGone(image: StoredImage): boolean {
  return variantWidths(image.width).every(
    (width) => !existsSync(join(serverEnv().uploadsDir, `${image.key}-${width}.webp`)),
  );
}

/** The names of a stored image's variant files in its folder, sorted as uploadedFiles lists them. */
export function variantFileNames(image: StoredImage): string[] {
  const name = image.key.slice(image.key.indexOf("/") + 1);
  return variantWidths(image.width)
    .map((width) => `${name}-${width}.webp`)
    .sort();
}

/** Removes every uploaded file, so a test sees only the files it made. */
export function clearUploads(): void {
  rmSync(serverEnv().uploadsDir, { recursive: true, force: true });
}
