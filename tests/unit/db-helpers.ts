import { createCategory, type Category } from "~/categories/categories.server";
import { db } from "~/db/db.server";
import {
  adminSessions,
  adminUsers,
  categories,
  contactMessages,
  galleryImages,
  galleryItems,
  products,
} from "~/db/schema";
import { createProduct, type NewProduct, type Product } from "~/products/products.server";

/** Empties every table, children first. */
export function resetDatabase(): void {
  const database = db();
  database.delete(adminSessions).run();
  database.delete(adminUsers).run();
  database.delete(contactMessages).run();
  database.delete(galleryImages).run();
  database.delete(galleryItems).run();
  database.delete(products).run();
  database.delete(categories).run();
}

/** A category with a plain description; its slug is derived from the name unless given. */
export function addCategory(name: string, slug?: string): Category {
  return createCategory({ name, slug, description: `${name} for every crop.` });
}

/** A product with no image and empty optional fields unless `extra` says otherwise. */
export function addProduct(
  categoryId: number,
  name: string,
  extra: Partial<Omit<NewProduct, "categoryId" | "name">> = {},
): Product {
  return createProduct({
    name,
    categoryId,
    description: `${name} controls pests.`,
    image: null,
    features: [],
    usage: "",
    specifications: {},
    ...extra,
  });
}
