import { createCategory, getCategoryById, type Category } from "~/categories/categories.server";
import { db } from "~/db/db.server";
import {
  adminRecoveryCodes,
  adminSessions,
  adminSignInChallenges,
  adminUsers,
  batches,
  categories,
  contactMessages,
  crops,
  dealers,
  galleryImages,
  galleryItems,
  notificationOutbox,
  packChecks,
  packCodes,
  productUses,
  products,
  rateLimitEvents,
  trail,
  trash,
  insightEnquiries,
  insightHandledSearches,
  insightPageViews,
  insightSearches,
} from "~/db/schema";
import { createProduct, type NewProduct, type Product } from "~/products/products.server";
import { clearUploads } from "./uploads";

/** Empties every table, children first. */
export function resetDatabase(): void {
  const database = db();
  database.delete(adminSessions).run();
  database.delete(adminSignInChallenges).run();
  database.delete(adminRecoveryCodes).run();
  database.delete(adminUsers).run();
  database.delete(notificationOutbox).run();
  database.delete(contactMessages).run();
  database.delete(packChecks).run();
  database.delete(packCodes).run();
  database.delete(batches).run();
  database.delete(dealers).run();
  database.delete(galleryImages).run();
  database.delete(galleryItems).run();
  database.delete(productUses).run();
  database.delete(packChecks).run();
  database.delete(packCodes).run();
  database.delete(batches).run();
  database.delete(products).run();
  database.delete(categories).run();
  database.delete(crops).run();
  database.delete(rateLimitEvents).run();
  database.delete(trash).run();
  database.delete(trail).run();
  database.delete(insightPageViews).run();
  database.delete(insightSearches).run();
  database.delete(insightEnquiries).run();
  database.delete(insightHandledSearches).run();
}

/** An empty database and no uploaded files: where each test of stored images starts. */
export function resetDatabaseAndUploads(): void {
  resetDatabase();
  clearUploads();
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
