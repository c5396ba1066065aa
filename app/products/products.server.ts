import { asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/db.server";
import { categories, products } from "~/db/schema";
import type { StoredImage } from "~/images/image-variants";
import { slugify } from "~/lib/slug";
import { pickRelatedProducts } from "./related";

export interface ProductSpecifications {
  composition?: string;
  dosage?: string;
  waitingPeriod?: string;
}

export interface ProductSummary {
  id: number;
  name: string;
  slug: string;
  categorySlug: string;
  image: StoredImage | null;
}

export interface Product extends ProductSummary {
  categoryId: number;
  categoryName: string;
  description: string;
  features: string[];
  usage: string;
  specifications: ProductSpecifications;
  createdAt: string;
}

const productColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  categoryId: products.categoryId,
  categoryName: categories.name,
  categorySlug: categories.slug,
  description: products.description,
  imageKey: products.imageKey,
  imageWidth: products.imageWidth,
  imageHeight: products.imageHeight,
  features: products.features,
  usage: products.usage,
  composition: products.composition,
  dosage: products.dosage,
  waitingPeriod: products.waitingPeriod,
  createdAt: products.createdAt,
};

/** Products joined to their category; every product query starts here. */
function productQuery() {
  return db()
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id));
}

type ProductRow = ReturnType<ReturnType<typeof productQuery>["all"]>[number];

function imageOf(row: ProductRow): StoredImage | null {
  if (!row.imageKey || !row.imageWidth || !row.imageHeight) return null;
  return { key: row.imageKey, width: row.imageWidth, height: row.imageHeight };
}

function toSummary(row: ProductRow): ProductSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    categorySlug: row.categorySlug,
    image: imageOf(row),
  };
}

function toProduct(row: ProductRow): Product {
  const specifications: ProductSpecifications = {};
  if (row.composition) specifications.composition = row.composition;
  if (row.dosage) specifications.dosage = row.dosage;
  if (row.waitingPeriod) specifications.waitingPeriod = row.waitingPeriod;
  return {
    ...toSummary(row),
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    description: row.description,
    features: row.features,
    usage: row.usage,
    specifications,
    createdAt: row.createdAt,
  };
}

/** Catalogue order: by name whatever the letter case, then id so equal names keep their order. */
const catalogueOrder = [sql`${products.name} collate nocase`, asc(products.id)];

export function listProductsInCategory(categoryId: number): ProductSummary[] {
  return productQuery()
    .where(eq(products.categoryId, categoryId))
    .orderBy(...catalogueOrder)
    .all()
    .map(toSummary);
}

export function getProductBySlug(slug: string): Product | undefined {
  const row = productQuery().where(eq(products.slug, slug)).get();
  return row && toProduct(row);
}

export function getProductById(id: number): Product | undefined {
  const row = productQuery().where(eq(products.id, id)).get();
  return row && toProduct(row);
}

/**
 * The product a page address names: by slug, or by numeric id for links made before slugs
 * (the page then redirects to the slug address).
 */
export function findProductByUrlKey(key: string): Product | undefined {
  return (
    getProductBySlug(key) ?? (/^\d{1,15}$/.test(key) ? getProductById(Number(key)) : undefined)
  );
}

/** Up to three other products of the product's category; see pickRelatedProducts. */
export function listRelatedProducts(product: Pick<Product, "id" | "categoryId">): ProductSummary[] {
  return pickRelatedProducts(listProductsInCategory(product.categoryId), product.id);
}

export function countProducts(): number {
  const row = db()
    .select({ count: sql<number>`count(*)` })
    .from(products)
    .get();
  return row?.count ?? 0;
}

export interface NewProduct {
  name: string;
  slug?: string;
  categoryId: number;
  description: string;
  image: StoredImage | null;
  features: string[];
  usage: string;
  specifications: ProductSpecifications;
}

export function createProduct(input: NewProduct): Product {
  const inserted = db()
    .insert(products)
    .values({
      name: input.name.trim(),
      slug: input.slug?.trim() || slugify(input.name),
      categoryId: input.categoryId,
      description: input.description.trim(),
      imageKey: input.image?.key ?? null,
      imageWidth: input.image?.width ?? null,
      imageHeight: input.image?.height ?? null,
      features: input.features,
      usage: input.usage,
      composition: input.specifications.composition || null,
      dosage: input.specifications.dosage || null,
      waitingPeriod: input.specifications.waitingPeriod || null,
    })
    .returning({ id: products.id })
    .get();
  const product = getProductById(inserted.id);
  if (!product) throw new Error(`Product ${inserted.id} vanished after insert`);
  return product;
}
