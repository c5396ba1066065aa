import { eq, sql } from "drizzle-orm";
import { db } from "~/db/db.server";
import { categories, products } from "~/db/schema";
import { slugify } from "~/lib/slug";

/** Categories in alphabetical order, whatever the letter case. */
const byName = sql`${categories.name} collate nocase`;

export interface Category {
  id: number;
  name: string;
  slug: string;
  description: string;
  createdAt: string;
}

/** What the navigation needs of each category. */
export interface CategoryLink {
  name: string;
  slug: string;
}

export function listCategories(): Category[] {
  return db().select().from(categories).orderBy(byName).all();
}

export function listCategoryLinks(): CategoryLink[] {
  return db()
    .select({ name: categories.name, slug: categories.slug })
    .from(categories)
    .orderBy(byName)
    .all();
}

export function getCategoryBySlug(slug: string): Category | undefined {
  return db().select().from(categories).where(eq(categories.slug, slug)).get();
}

export function getCategoryById(id: number): Category | undefined {
  return db().select().from(categories).where(eq(categories.id, id)).get();
}

export function countCategories(): number {
  const row = db()
    .select({ count: sql<number>`count(*)` })
    .from(categories)
    .get();
  return row?.count ?? 0;
}

export interface NewCategory {
  name: string;
  slug?: string;
  description: string;
}

export function createCategory(input: NewCategory): Category {
  return db()
    .insert(categories)
    .values({
      name: input.name.trim(),
      slug: input.slug?.trim() || slugify(input.name),
      description: input.description.trim(),
    })
    .returning()
    .get();
}

/** How many products a category holds; a category with products cannot be deleted. */
export function countProductsInCategory(categoryId: number): number {
  const row = db()
    .select({ count: sql<number>`count(*)` })
    .from(products)
    .where(eq(products.categoryId, categoryId))
    .get();
  return row?.count ?? 0;
}
