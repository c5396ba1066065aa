import { and, asc, eq, ne, sql } from "drizzle-orm";
import { recordSave, trashAndRecord, type Actor } from "~/trail/trail.server";
import { db, WRITE_TRANSACTION } from "~/db/db.server";
import { preparedStatements } from "~/db/prepared.server";
import { categories, products } from "~/db/schema";
import { localizeFields, type Localized } from "~/i18n/content";
import type { Locale } from "~/i18n/locale";
import type { CategoryLink } from "~/i18n/site-text";
import { pageOf, type Page, type PageRequest } from "~/lib/paging";
import { invalidInput, refuse, RefusedError, type Refusal, type Result } from "~/lib/result";
import { slugTakenMessage } from "~/lib/slug";
import {
  categoryInputSchema,
  categoryInUseMessage,
  type CategoryFields,
  type CategoryInput,
} from "./category-schema";

/** Categories in alphabetical order, whatever the letter case. */
const byName = sql`${categories.name} collate nocase`;

/** The order of the category list: by name, then id, so names equal but for case keep theirs. */
const listOrder = [byName, asc(categories.id)];

export interface Category {
  id: number;
  name: string;
  slug: string;
  description: string;
  /** Urdu versions; null where none was written. */
  nameUr: string | null;
  descriptionUr: string | null;
  createdAt: string;
}

/** The text fields a category has in both languages. */
export const CATEGORY_TEXT_FIELDS = ["name", "description"] as const;

/** A category as a page in one language shows it. */
export type LocalizedCategory = Localized<Category, (typeof CATEGORY_TEXT_FIELDS)[number]>;

export function localizeCategory(category: Category, locale: Locale): LocalizedCategory {
  return localizeFields(category, CATEGORY_TEXT_FIELDS, locale);
}

export function listCategories(): Category[] {
  return db()
    .select()
    .from(categories)
    .orderBy(...listOrder)
    .all();
}

/** One page of listCategories, in its order, and how many categories there are in all. */
export function listCategoriesPage(request: PageRequest): Page<Category> {
  return db().transaction(() =>
    pageOf(request, countCategories(), (window) => statements().page.all(window)),
  );
}

/** The reads of every public page (the menu) and of category pages, prepared once. */
const statements = preparedStatements((database) => ({
  links: database
    .select({ name: categories.name, nameUr: categories.nameUr, slug: categories.slug })
    .from(categories)
    .orderBy(byName)
    .prepare(),
  bySlug: database
    .select()
    .from(categories)
    .where(eq(categories.slug, sql.placeholder("slug")))
    .prepare(),
  page: database
    .select()
    .from(categories)
    .orderBy(...listOrder)
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(),
}));

export function listCategoryLinks(locale: Locale): CategoryLink[] {
  return statements()
    .links.all()
    .map((link) => localizeFields(link, ["name"], locale));
}

/** A category page for the sitemap: its slug and when it last changed. */
export interface CategoryPage {
  slug: string;
  /** The newest creation date of the category and its products (nothing records edits). */
  lastModified: string;
}

export function listCategoryPages(): CategoryPage[] {
  return db()
    .select({
      slug: categories.slug,
      lastModified: sql<string>`max(${categories.createdAt}, coalesce(max(${products.createdAt}), ''))`,
    })
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(byName)
    .all();
}

export function getCategoryBySlug(slug: string): Category | undefined {
  return statements().bySlug.get({ slug });
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

/** How many products a category holds; a category with products cannot be deleted. */
export function countProductsInCategory(categoryId: number): number {
  const row = db()
    .select({ count: sql<number>`count(*)` })
    .from(products)
    .where(eq(products.categoryId, categoryId))
    .get();
  return row?.count ?? 0;
}

/**
 * The refusal of a name or slug another category already has (any letter case), naming each
 * taken field; null when both are free. Checked on a save and when one comes back from the trash.
 */
export function categoryNamesTaken(
  input: Pick<CategoryInput, "name" | "slug">,
  exceptId?: number,
): Refusal | null {
  const others = (column: typeof categories.name | typeof categories.slug, value: string) =>
    db()
      .select({ id: categories.id })
      .from(categories)
      .where(
        exceptId === undefined
          ? sql`${column} = ${value} collate nocase`
          : and(sql`${column} = ${value} collate nocase`, ne(categories.id, exceptId)),
      )
      .get();
  const errors: Record<string, string> = {};
  if (others(categories.name, input.name)) {
    errors.name = `A category named "${input.name}" already exists.`;
  }
  if (others(categories.slug, input.slug)) {
    errors.slug = slugTakenMessage(input.slug, "category");
  }
  const [message] = Object.values(errors);
  return message === undefined ? null : refuse(409, message, errors);
}

/** Creates a category (id absent) or updates one; products follow a renamed category by key. */
export function saveCategory(raw: unknown, id?: number, by?: Actor): Result<Category> {
  const parsed = categoryInputSchema.safeParse(raw);
  if (!parsed.success) return invalidInput(parsed.error);
  const input = parsed.data;
  return db().transaction((): Result<Category> => {
    const before = id === undefined ? undefined : getCategoryById(id);
    if (id !== undefined && !before) return refuse(404, "Category not found.");
    const taken = categoryNamesTaken(input, id);
    if (taken) return taken;
    const row =
      id === undefined
        ? db().insert(categories).values(input).returning().get()
        : db().update(categories).set(input).where(eq(categories.id, id)).returning().get();
    recordSave(by, "categories", row, row.name, before);
    return { ok: true, value: row };
  }, WRITE_TRANSACTION);
}

/**
 * Creates a category from trusted input (the demo seed, tests) through saveCategory. A refusal
 * here is a bug in the caller, so it throws.
 */
export function createCategory(input: CategoryFields): Category {
  const result = saveCategory(input);
  if (!result.ok) throw new RefusedError("Category", result);
  return result.value;
}

/**
 * Moves an empty category to the trash; one that still holds products is refused, naming how
 * many. Products in the trash do not count: the staff see them gone, and one whose category is
 * in the trash is refused a restore until the category is back.
 */
export function deleteCategory(id: number, by?: Actor): Result<Category> {
  const category = getCategoryById(id);
  if (!category) return refuse(404, "Category not found.");
  const productCount = countProductsInCategory(id);
  if (productCount > 0) {
    return refuse(409, categoryInUseMessage(category.name, productCount));
  }
  trashAndRecord("categories", id, { name: category.name }, by);
  return { ok: true, value: category };
}
