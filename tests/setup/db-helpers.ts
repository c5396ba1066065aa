import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { createCategory, getCategoryById, type Category } from "~/categories/categories.server";
import { serverEnv } from "~/config/env.server";
import { db } from "~/db/db.server";
import {
  adminSessions,
  adminUsers,
  categories,
  contactMessages,
  crops,
  galleryImages,
  galleryItems,
  notificationOutbox,
  productUses,
  products,
  rateLimitEvents,
} from "~/db/schema";
import { variantWidths, type ImageFolder, type StoredImage } from "~/images/image-variants";
import type { Refusal, Result } from "~/lib/result";
import { createProduct, type NewProduct, type Product } from "~/products/products.server";

/** Empties every table, children first. */
export function resetDatabase(): void {
  const database = db();
  database.delete(adminSessions).run();
  database.delete(adminUsers).run();
  database.delete(notificationOutbox).run();
  database.delete(contactMessages).run();
  database.delete(galleryImages).run();
  database.delete(galleryItems).run();
  database.delete(productUses).run();
  database.delete(products).run();
  database.delete(categories).run();
  database.delete(crops).run();
  database.delete(rateLimitEvents).run();
}

/** A category with a plain description; its slug is derived from the name unless given. */
export function addCategory(name: string, slug?: string): Category {
  return createCategory({ name, slug, description: `${name} for every crop.` });
}

/**
 * A product of the category with this id, with no image and empty optional fields unless
 * `extra` says otherwise.
 */
export function addProduct(
  categoryId: number,
  name: string,
  extra: Partial<Omit<NewProduct, "category" | "name">> = {},
): Product {
  return createProduct({
    name,
    category: getCategoryById(categoryId)?.name ?? `No category ${categoryId}`,
    description: `${name} controls pests.`,
    image: null,
    ...extra,
  });
}

// --- Helpers for upload and sign-in tests ---------------------------------------------------

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

/** The value of a write that must have succeeded; fails the test with the refusal otherwise. */
export function valueOf<T>(result: Result<T>): T {
  if (!result.ok) {
    throw new Error(`Expected success, got ${result.status}: ${JSON.stringify(result)}`);
  }
  return result.value;
}

/** The refusal of a write that must have been refused; fails the test otherwise. */
export function refusalOf<T>(result: Result<T>): Refusal {
  if (result.ok) throw new Error(`Expected a refusal, got ${JSON.stringify(result.value)}`);
  return result;
}

/** Removes every uploaded file, so a test sees only the files it made. */
export function clearUploads(): void {
  rmSync(serverEnv().uploadsDir, { recursive: true, force: true });
}
