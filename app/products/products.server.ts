import { and, asc, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { recordSave, trashAndRecord, type Actor } from "~/trail/trail.server";
import { db, WRITE_TRANSACTION } from "~/db/db.server";
import { preparedStatements } from "~/db/prepared.server";
import { everyWordIn, excerptOf } from "~/db/text-match.server";
import { categories, crops, products, productUses } from "~/db/schema";
import { imageColumnsOf, storedImageOf, type StoredImage } from "~/images/image-variants";
import { deleteImage } from "~/images/images.server";
import { imageFileProblem, storeChosenImage, writeWithImage } from "~/images/uploads.server";
import { localizeFields, type Localized } from "~/i18n/content";
import type { Locale } from "~/i18n/locale";
import type { TargetKind } from "~/crops/target-kinds";
import type { Dose } from "~/doses/dose";
import type { PackSize } from "~/doses/pack-sizes";
import { doseLine, readUseDose, type UseDose } from "~/doses/dose-columns";
import { useDoseColumns } from "~/doses/dose-columns.server";
import { parseId } from "~/lib/ids";
import { pageOf, type Page, type PageRequest } from "~/lib/paging";
import {
  INVALID_INPUT,
  invalidInput,
  refuse,
  RefusedError,
  type Refusal,
  type Result,
} from "~/lib/result";
import { slugTakenMessage } from "~/lib/slug";
import { fieldErrorsOf } from "~/lib/validation";
import {
  IMAGE_REQUIRED_MESSAGE,
  productInputSchema,
  type ProductFields,
  type ProductInput,
} from "./product-schema";
import { pickRelatedProducts } from "./related";
import { SPECIFICATION_FIELDS } from "./specifications";
import { productFocus, type ProductFocus } from "./use-order";
import {
  productUseSchema,
  productUsesSchema,
  UNKNOWN_CROP_MESSAGE,
  useCropSchema,
} from "./use-schema";
import type { ProductSafety } from "./safety";
import {
  documentKeysOf,
  readChosenDocuments,
  safetyColumns,
  safetyColumnsOf,
  safetyOf,
  storeDocuments,
  type ChosenDocuments,
  type StoredDocuments,
} from "./safety.server";
import { writeWithDocuments } from "~/documents/documents.server";

export interface ProductSpecifications {
  composition?: string;
  dosage?: string;
  waitingPeriod?: string;
}

export interface ProductSummary {
  id: number;
  name: string;
  /** Urdu versions of the text fields; null (or empty) where none was written. */
  nameUr: string | null;
  slug: string;
  categorySlug: string;
  image: StoredImage | null;
}

/** A recommended use, as the product's label gives it; Urdu fields null where none. */
export interface ProductUseFacts {
  cropSlug: string;
  cropName: string;
  cropNameUr: string | null;
  /** The crop's names in Roman Urdu, comma-separated; null where none were written. */
  cropNameRoman: string | null;
  target: string;
  targetUr: string | null;
  /** Pest, disease, weed or nutrition: the crop guide groups targets by it. */
  targetKind: TargetKind;
  /** The target's names in Roman Urdu, comma-separated; null where none were written. */
  targetRoman: string | null;
  /** A main use of the product: listed first in its group of the crop guide. */
  main: boolean;
  waitingPeriod: string | null;
  waitingPeriodUr: string | null;
}

/** A recommended use with its dose: as data, or as the text a dose not per area is kept as. */
export type ProductUse = ProductUseFacts & UseDose;

/** The texts of a use that have an Urdu version. */
export const USE_TEXT_FIELDS = ["cropName", "target", "waitingPeriod"] as const;

/**
 * A use as a page in one language shows it: `dose` is the dose's text in that language (made
 * from its parts by one formatter), `doseParts` the parts for the spray calculator.
 */
export type LocalizedProductUse = Localized<ProductUseFacts, (typeof USE_TEXT_FIELDS)[number]> & {
  dose: string;
  /** `dose` in the phrases a narrow page breaks a line between (see DoseText). */
  dosePhrases: string[];
  doseParts: Dose | null;
};

export function localizeProductUse(use: ProductUse, locale: Locale): LocalizedProductUse {
  const { dose, doseNote, doseNoteUr, doseText, doseTextUr, ...facts } = use;
  const line = doseLine({ dose, doseNote, doseNoteUr, doseText, doseTextUr }, locale);
  const localized = localizeFields(
    { ...facts, waitingPeriod: facts.waitingPeriod ?? "" },
    USE_TEXT_FIELDS,
    locale,
  );
  return {
    ...localized,
    dose: line.text,
    dosePhrases: line.phrases,
    doseParts: dose,
    inEnglish: line.inEnglish ? [...localized.inEnglish, "dose"] : localized.inEnglish,
  };
}

export interface Product extends ProductSummary {
  categoryId: number;
  categoryName: string;
  categoryNameUr: string | null;
  description: string;
  descriptionUr: string | null;
  features: string[];
  featuresUr: string[];
  usage: string;
  usageUr: string | null;
  specifications: ProductSpecifications;
  specificationsUr: ProductSpecifications;
  /** Its recommended uses, in the order its page lists them. */
  uses: ProductUse[];
  /** The label's safety facts. */
  safety: ProductSafety;
  /** The sizes it is sold in, smallest first. */
  packSizes: PackSize[];
  createdAt: string;
}

/** A product card as a page in one language shows it. */
export type LocalizedProductSummary = Localized<ProductSummary, "name"> & {
  /** Its main targets and crops, when the list read them (see localizeProductCards). */
  focus?: ProductFocus;
};

export function localizeProductSummary(
  product: ProductSummary,
  locale: Locale,
): LocalizedProductSummary {
  return localizeFields(product, ["name"], locale);
}

/**
 * A product page in one language. Each specification falls back on its own, so `inEnglish`
 * may name "dosage" while the composition is in Urdu.
 */
export type LocalizedProduct = Omit<
  Localized<
    Omit<Product, "specificationsUr">,
    "name" | "categoryName" | "description" | "features" | "usage"
  >,
  "uses" | "safety"
> & { uses: LocalizedProductUse[]; safety: LocalizedSafety };

/** The safety texts that have an Urdu version. */
export const SAFETY_TEXT_FIELDS = ["firstAid", "antidote"] as const;

/** A product's safety facts as a page in one language shows them. */
export type LocalizedSafety = Localized<ProductSafety, (typeof SAFETY_TEXT_FIELDS)[number]>;

export function localizeProduct(product: Product, locale: Locale): LocalizedProduct {
  const { specificationsUr, ...rest } = product;
  const specifications = localizeFields(
    {
      ...product.specifications,
      compositionUr: specificationsUr.composition,
      dosageUr: specificationsUr.dosage,
      waitingPeriodUr: specificationsUr.waitingPeriod,
    },
    SPECIFICATION_FIELDS,
    locale,
  );
  const { inEnglish: specificationsInEnglish, ...localSpecifications } = specifications;
  const localized = localizeFields(
    rest,
    ["name", "categoryName", "description", "features", "usage"],
    locale,
  );
  return {
    ...localized,
    specifications: localSpecifications,
    uses: product.uses.map((use) => localizeProductUse(use, locale)),
    safety: localizeFields(product.safety, SAFETY_TEXT_FIELDS, locale),
    inEnglish: [...localized.inEnglish, ...specificationsInEnglish],
  };
}

const productColumns = {
  id: products.id,
  name: products.name,
  nameUr: products.nameUr,
  slug: products.slug,
  categoryId: products.categoryId,
  categoryName: categories.name,
  categoryNameUr: categories.nameUr,
  categorySlug: categories.slug,
  description: products.description,
  descriptionUr: products.descriptionUr,
  imageKey: products.imageKey,
  imageWidth: products.imageWidth,
  imageHeight: products.imageHeight,
  features: products.features,
  usage: products.usage,
  composition: products.composition,
  dosage: products.dosage,
  waitingPeriod: products.waitingPeriod,
  featuresUr: products.featuresUr,
  usageUr: products.usageUr,
  compositionUr: products.compositionUr,
  dosageUr: products.dosageUr,
  waitingPeriodUr: products.waitingPeriodUr,
  ...safetyColumns,
  packSizes: products.packSizes,
  createdAt: products.createdAt,
};

/** Products joined to their category; every product query starts here. */
function productQuery(database: Db = db()) {
  return database
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id));
}

type ProductRow = ReturnType<ReturnType<typeof productQuery>["all"]>[number];

function toSummary(row: ProductRow): ProductSummary {
  return {
    id: row.id,
    name: row.name,
    nameUr: row.nameUr,
    slug: row.slug,
    categorySlug: row.categorySlug,
    image: storedImageOf(row),
  };
}

/** Only the specifications that are filled in. */
function specificationsOf(values: Record<keyof ProductSpecifications, string | null>) {
  const specifications: ProductSpecifications = {};
  for (const field of SPECIFICATION_FIELDS) {
    const value = values[field];
    if (value) specifications[field] = value;
  }
  return specifications;
}

function toProduct(row: ProductRow, uses: ProductUse[] = []): Product {
  return {
    ...toSummary(row),
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    categoryNameUr: row.categoryNameUr,
    description: row.description,
    descriptionUr: row.descriptionUr,
    features: row.features,
    featuresUr: row.featuresUr,
    usage: row.usage,
    usageUr: row.usageUr,
    specifications: specificationsOf(row),
    specificationsUr: specificationsOf({
      composition: row.compositionUr,
      dosage: row.dosageUr,
      waitingPeriod: row.waitingPeriodUr,
    }),
    uses,
    safety: safetyOf(row),
    packSizes: row.packSizes,
    createdAt: row.createdAt,
  };
}

/** The uses of these products, each product's in its order, in one query. */
function usesOf(productIds: readonly number[]): Map<number, ProductUse[]> {
  const byProduct = new Map<number, ProductUse[]>();
  if (productIds.length === 0) return byProduct;
  const rows = db()
    .select({
      productId: productUses.productId,
      cropSlug: crops.slug,
      cropName: crops.name,
      cropNameUr: crops.nameUr,
      cropNameRoman: crops.nameRoman,
      target: productUses.target,
      targetUr: productUses.targetUr,
      targetKind: productUses.targetKind,
      targetRoman: productUses.targetRoman,
      main: productUses.main,
      waitingPeriod: productUses.waitingPeriod,
      waitingPeriodUr: productUses.waitingPeriodUr,
      ...useDoseColumns,
    })
    .from(productUses)
    .innerJoin(crops, eq(crops.id, productUses.cropId))
    .where(inArray(productUses.productId, [...productIds]))
    .orderBy(asc(productUses.productId), asc(productUses.position))
    .all();
  for (const row of rows) {
    const { productId, cropSlug, cropName, cropNameUr, cropNameRoman, target, targetUr } = row;
    const { targetKind, targetRoman, main, waitingPeriod, waitingPeriodUr } = row;
    const list = byProduct.get(productId) ?? [];
    list.push({
      cropSlug,
      cropName,
      cropNameUr,
      cropNameRoman,
      target,
      targetUr,
      targetKind,
      targetRoman,
      main,
      waitingPeriod,
      waitingPeriodUr,
      ...readUseDose(row),
    });
    byProduct.set(productId, list);
  }
  return byProduct;
}

/**
 * Product cards in one language, each naming what the product is for: its main targets and
 * crops, read for the whole list in one query.
 */
export function localizeProductCards(
  summaries: readonly ProductSummary[],
  locale: Locale,
): LocalizedProductSummary[] {
  const uses = usesOf(summaries.map((summary) => summary.id));
  return summaries.map((summary) => ({
    ...localizeProductSummary(summary, locale),
    focus: productFocus(
      (uses.get(summary.id) ?? []).map((use) =>
        localizeFields(use, ["cropName", "target"], locale),
      ),
    ),
  }));
}

/** Full products from their rows, each with its uses. */
function toProducts(rows: ProductRow[]): Product[] {
  const uses = usesOf(rows.map((row) => row.id));
  return rows.map((row) => toProduct(row, uses.get(row.id)));
}

/** Catalogue order: by name whatever the letter case, then id so equal names keep their order. */
const catalogueOrder = [sql`${products.name} collate nocase`, asc(products.id)];

/** The reads behind the category and product pages and the API, prepared once. */
const statements = preparedStatements((database) => ({
  inCategory: productQuery(database)
    .where(eq(products.categoryId, sql.placeholder("categoryId")))
    .orderBy(...catalogueOrder)
    .prepare(),
  bySlug: productQuery(database)
    .where(eq(products.slug, sql.placeholder("slug")))
    .prepare(),
  byId: productQuery(database)
    .where(eq(products.id, sql.placeholder("id")))
    .prepare(),
  newestFirst: productQuery(database)
    .orderBy(desc(products.createdAt), desc(products.id))
    .prepare(),
  newestFirstPage: productQuery(database)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(),
  count: database
    .select({ count: sql<number>`count(*)` })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .prepare(),
}));

export function listProductsInCategory(categoryId: number): ProductSummary[] {
  return statements().inCategory.all({ categoryId }).map(toSummary);
}

export function getProductBySlug(slug: string): Product | undefined {
  const row = statements().bySlug.get({ slug });
  return row && toProducts([row])[0];
}

export function getProductById(id: number): Product | undefined {
  const row = statements().byId.get({ id });
  return row && toProducts([row])[0];
}

/** The products with these ids, in the order of the ids; ids of no product are skipped. */
export function getProductsByIds(ids: readonly number[]): Product[] {
  if (ids.length === 0) return [];
  const byId = new Map(
    productQuery()
      .where(inArray(products.id, [...ids]))
      .all()
      .map((row) => [row.id, row] as const),
  );
  return toProducts(ids.flatMap((id) => byId.get(id) ?? []));
}

/**
 * The product a page address names: by slug, or by numeric id for links made before slugs
 * (the page then redirects to the slug address).
 */
export function findProductByUrlKey(key: string): Product | undefined {
  const id = parseId(key);
  return getProductBySlug(key) ?? (id === null ? undefined : getProductById(id));
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

/** Every product, newest first, for the admin list and the API. */
export function listProducts(): Product[] {
  return toProducts(statements().newestFirst.all());
}

/**
 * One page of listProducts, in its order, and how many products there are in all: the page's
 * rows, their uses and the count read in one snapshot, never more rows than the page holds.
 */
export function listProductsPage(request: PageRequest): Page<Product> {
  return db().transaction(() =>
    pageOf(request, statements().count.get()?.count ?? 0, (window) =>
      toProducts(statements().newestFirstPage.all(window)),
    ),
  );
}

/** A product as a row of the admin list shows it: no uses, and the start of its description. */
export interface ProductListRow {
  id: number;
  name: string;
  slug: string;
  categoryName: string;
  /** Its first PRODUCT_LIST_EXCERPT characters, with "…" when it goes on. */
  description: string;
  image: StoredImage | null;
  createdAt: string;
}

/** What the admin list of products is narrowed to: words to find, and a category. */
export interface ProductListFilter {
  /** Every word must appear in the name (English or Urdu), the slug or the category's name. */
  q?: string;
  categorySlug?: string | null;
}

/** How much of a description a list row shows. */
export const PRODUCT_LIST_EXCERPT = 160;

const productListColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  categoryName: categories.name,
  description: excerptOf(products.description, PRODUCT_LIST_EXCERPT),
  imageKey: products.imageKey,
  imageWidth: products.imageWidth,
  imageHeight: products.imageHeight,
  createdAt: products.createdAt,
};

function productListCondition({ q, categorySlug }: ProductListFilter) {
  return and(
    categorySlug ? eq(categories.slug, categorySlug) : undefined,
    ...everyWordIn([products.name, products.nameUr, products.slug, categories.name], q),
  );
}

/**
 * One page of the admin list of products, newest first, and how many the filter keeps in
 * all: two queries whatever the page, each reading only what a row shows.
 */
export function listProductAdminPage(
  filter: ProductListFilter,
  request: PageRequest,
): Page<ProductListRow> {
  const where = productListCondition(filter);
  const total =
    db()
      .select({ count: sql<number>`count(*)` })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(where)
      .get()?.count ?? 0;
  return pageOf(request, total, (window) =>
    db()
      .select(productListColumns)
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(window.limit)
      .offset(window.offset)
      .all()
      .map(({ imageKey, imageWidth, imageHeight, ...row }) => ({
        ...row,
        image: storedImageOf({ imageKey, imageWidth, imageHeight }),
      })),
  );
}

/**
 * A recommended use whose dose is kept as the label's text, not as an amount per area: the
 * spray calculator leaves it out, so the staff give it as parts where the label allows.
 */
export interface TextDoseUse {
  productId: number;
  productName: string;
  cropName: string;
  target: string;
  doseText: string;
  doseTextUr: string | null;
}

const textDoseCondition = isNull(productUses.doseAmount);

export function countTextDoses(): number {
  return (
    db()
      .select({ count: sql<number>`count(*)` })
      .from(productUses)
      .where(textDoseCondition)
      .get()?.count ?? 0
  );
}

/** One page of the uses whose dose is kept as text, by product name, each in its order. */
export function listTextDosesPage(request: PageRequest): Page<TextDoseUse> {
  return db().transaction(() =>
    pageOf(request, countTextDoses(), (window) =>
      db()
        .select({
          productId: products.id,
          productName: products.name,
          cropName: crops.name,
          target: productUses.target,
          doseText: sql<string>`coalesce(${productUses.doseText}, '')`,
          doseTextUr: productUses.doseTextUr,
        })
        .from(productUses)
        .innerJoin(products, eq(products.id, productUses.productId))
        .innerJoin(crops, eq(crops.id, productUses.cropId))
        .where(textDoseCondition)
        .orderBy(...catalogueOrder, asc(productUses.position))
        .limit(window.limit)
        .offset(window.offset)
        .all(),
    ),
  );
}

/** A product page for the sitemap: its address parts and its creation date. */
export interface ProductPage {
  slug: string;
  categorySlug: string;
  createdAt: string;
}

export function listProductPages(): ProductPage[] {
  return db()
    .select({ slug: products.slug, categorySlug: categories.slug, createdAt: products.createdAt })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .orderBy(sql`${categories.name} collate nocase`, ...catalogueOrder)
    .all();
}

/** A product as a choice of a form or a spreadsheet's column names it. */
export interface ProductChoice {
  id: number;
  name: string;
  slug: string;
}

const choiceColumns = { id: products.id, name: products.name, slug: products.slug };

/** Every product as a choice, in catalogue order. */
export function listProductChoices(): ProductChoice[] {
  return db()
    .select(choiceColumns)
    .from(products)
    .orderBy(...catalogueOrder)
    .all();
}

/** The product a form or a spreadsheet names: by slug, else by name in any letter case. */
export function findProductChoice(named: string): ProductChoice | undefined {
  return (
    db().select(choiceColumns).from(products).where(eq(products.slug, named)).get() ??
    db()
      .select(choiceColumns)
      .from(products)
      .where(sql`${products.name} = ${named} collate nocase`)
      .get()
  );
}

/** Products of the category with this name (the API's /products/category/{name}). */
export function listProductsInCategoryNamed(categoryName: string): Product[] | undefined {
  const category = db()
    .select({ id: categories.id })
    .from(categories)
    .where(sql`${categories.name} = ${categoryName} collate nocase`)
    .get();
  if (!category) return undefined;
  return toProducts(statements().inCategory.all({ categoryId: category.id }));
}

function columnsOf(input: ProductInput, categoryId: number) {
  return {
    name: input.name,
    slug: input.slug,
    categoryId,
    description: input.description,
    features: input.features,
    usage: input.usage,
    composition: input.composition ?? null,
    dosage: input.dosage ?? null,
    waitingPeriod: input.waitingPeriod ?? null,
    // Urdu left out of the input (undefined) is left as stored: drizzle skips undefined values.
    nameUr: input.nameUr,
    descriptionUr: input.descriptionUr,
    featuresUr: input.featuresUr,
    usageUr: input.usageUr,
    compositionUr: input.compositionUr,
    dosageUr: input.dosageUr,
    waitingPeriodUr: input.waitingPeriodUr,
    ...safetyColumnsOf(input),
    // Left out of the input (undefined), they are left as stored, like the Urdu.
    packSizes: input.packSizes,
  };
}

/**
 * The checks a product write needs against what is stored: the product (when editing), its
 * category by name, and a free slug. Made before an image is processed, and again inside the
 * write's transaction, since the catalogue may change while the image is being processed.
 */
function checkProductWrite(input: ProductInput, id: number | undefined) {
  if (
    id !== undefined &&
    !db().select({ id: products.id }).from(products).where(eq(products.id, id)).get()
  ) {
    return refuse(404, "Product not found.");
  }
  const category = db()
    .select({ id: categories.id })
    .from(categories)
    .where(sql`${categories.name} = ${input.category} collate nocase`)
    .get();
  if (!category) {
    return refuse(400, INVALID_INPUT, { category: "Please choose an existing category" });
  }
  const slugTaken = productSlugTaken(input.slug, id);
  if (slugTaken) return slugTaken;
  return { ok: true as const, categoryId: category.id };
}

/**
 * The refusal of a slug another product has (one other than `exceptId`), or null: checked when
 * a product is saved and when one comes back from the trash.
 */
export function productSlugTaken(slug: string, exceptId?: number): Refusal | null {
  const owner = db()
    .select({ id: products.id })
    .from(products)
    .where(
      exceptId === undefined
        ? eq(products.slug, slug)
        : and(eq(products.slug, slug), ne(products.id, exceptId)),
    )
    .get();
  if (!owner) return null;
  const message = slugTakenMessage(slug, "product");
  return refuse(409, message, { slug: message });
}

/**
 * Creates a product (id absent) or updates one. `image` is the uploaded file, if one was
 * chosen: required when creating, optional when editing (the old image is then replaced).
 * `uses`, when given, replace its recommended uses (see setProductUses); left out, they are
 * left as stored. `documents` are the PDF files chosen for its label and safety data sheet,
 * each replacing the stored one (the input's `removeLabelPdf`, `removeSafetyDataSheetPdf` drop one).
 */
export async function saveProduct(
  raw: unknown,
  image: File | null,
  id?: number,
  uses?: unknown,
  documents: ChosenDocuments = {},
  by?: Actor,
): Promise<Result<Product>> {
  const existing = id === undefined ? undefined : getProductById(id);
  if (id !== undefined && !existing) return refuse(404, "Product not found.");
  const parsed = productInputSchema.safeParse(raw);
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const checkedUses = uses === undefined ? null : checkUses(uses);
  if (checkedUses && !checkedUses.ok) Object.assign(errors, checkedUses.errors);
  if (!image && !existing) errors.image = IMAGE_REQUIRED_MESSAGE;
  const imageProblem = image && imageFileProblem(image);
  if (imageProblem) errors.image = imageProblem;
  const chosenDocuments = await readChosenDocuments(documents);
  Object.assign(errors, chosenDocuments.errors);
  if (!parsed.success || Object.keys(errors).length > 0) return refuse(400, INVALID_INPUT, errors);
  const input = parsed.data;
  const precheck = checkProductWrite(input, id);
  if (!precheck.ok) return precheck;

  const chosen = await storeChosenImage(image, "products");
  if (!chosen.ok) return chosen;
  const stored = chosen.value;
  const imageColumns = stored ? imageColumnsOf(stored) : {};
  const files = await storeDocuments(chosenDocuments.documents, input, existing?.safety).catch(
    async (error: unknown) => {
      // The disk failed: nothing will refer to the image just stored.
      if (stored) await deleteImage(stored);
      throw error;
    },
  );
  const written = await writeWithDocuments(files.stored, files.released, () =>
    writeWithImage(stored, stored ? existing?.image : null, () =>
      db().transaction(() => {
        const check = checkProductWrite(input, id);
        if (!check.ok) return check;
        const usesNow = uses === undefined ? null : checkUses(uses);
        if (usesNow && !usesNow.ok) return usesNow;
        const values = { ...columnsOf(input, check.categoryId), ...imageColumns, ...files.columns };
        const before = id === undefined ? undefined : getProductById(id);
        let productId = id;
        if (productId === undefined) {
          productId = db().insert(products).values(values).returning({ id: products.id }).get().id;
        } else {
          db().update(products).set(values).where(eq(products.id, productId)).run();
        }
        if (usesNow) replaceUses(productId, usesNow.value);
        recordProductSave(by, productId, before);
        return { ok: true as const, value: productId };
      }, WRITE_TRANSACTION),
    ),
  );
  if (!written.ok) return written;
  const saved = getProductById(written.value);
  if (!saved) throw new Error(`Product ${written.value} vanished after saving`);
  return { ok: true, value: saved };
}

/** Records a product's save by `by` (see recordSave), read as it stands after it. */
function recordProductSave(by: Actor | undefined, id: number, before: Product | undefined) {
  const after = getProductById(id);
  if (after) recordSave(by, "products", after, after.name, before);
}

/**
 * Moves a product to the trash with its uses, batches and pack codes, and its links to dealers;
 * the files of its image and documents are kept until it leaves the trash (app/trash).
 */
export function deleteProduct(id: number, by?: Actor): Result<Product> {
  const product = getProductById(id);
  if (!product) return refuse(404, "Product not found.");
  trashAndRecord(
    "products",
    id,
    {
      name: product.name,
      detail: product.categoryName,
      images: product.image ? [product.image] : [],
      documents: documentKeysOf(product.safety),
    },
    by,
  );
  return { ok: true, value: product };
}

/**
 * A product as trusted code (the demo seed, tests) gives it: the form's fields, a stored image
 * and, optionally, stored documents.
 */
export type NewProduct = ProductFields & {
  image: StoredImage | null;
  documents?: StoredDocuments["columns"];
};

/**
 * Creates a product from trusted input through the same schema and checks as saveProduct, with
 * an image already stored. A refusal here is a bug in the caller, so it throws.
 */
export function createProduct({ image, documents, ...fields }: NewProduct): Product {
  const parsed = productInputSchema.safeParse(fields);
  if (!parsed.success) throw new RefusedError("Product", invalidInput(parsed.error));
  const check = checkProductWrite(parsed.data, undefined);
  if (!check.ok) throw new RefusedError("Product", check);
  const inserted = db()
    .insert(products)
    .values({
      ...columnsOf(parsed.data, check.categoryId),
      ...imageColumnsOf(image),
      ...documents,
    })
    .returning({ id: products.id })
    .get();
  const product = getProductById(inserted.id);
  if (!product) throw new Error(`Product ${inserted.id} vanished after insert`);
  return product;
}

type UseRow = Omit<typeof productUses.$inferInsert, "productId" | "position">;

/**
 * A product's recommended uses checked by the schema, each crop looked up by its slug; field
 * errors are keyed `uses.N.field`. Checked before a write and again inside it, since a crop
 * may be deleted in between.
 */
function checkUses(raw: unknown): Result<UseRow[]> {
  const parsed = productUsesSchema.safeParse({ uses: raw });
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  // Not a list, or too long: nothing more to say about its rows.
  if (errors.uses || !Array.isArray(raw)) return refuse(400, INVALID_INPUT, errors);
  const rows: UseRow[] = [];
  raw.forEach((row: unknown, position) => {
    const use = productUseSchema.safeParse(row);
    // A row refused for another field still has its crop checked: every error at once.
    const cropSlug = use.success
      ? use.data.crop
      : useCropSchema.safeParse((row as { crop?: unknown } | null)?.crop).data;
    if (cropSlug === undefined) return;
    const crop = db().select({ id: crops.id }).from(crops).where(eq(crops.slug, cropSlug)).get();
    if (!crop) errors[`uses.${position}.crop`] = UNKNOWN_CROP_MESSAGE;
    else if (use.success) {
      rows.push({ ...use.data.columns, cropId: crop.id });
    }
  });
  if (Object.keys(errors).length > 0) return refuse(400, INVALID_INPUT, errors);
  return { ok: true, value: rows };
}

/** Replaces the product's uses with these rows, in this order; runs inside a transaction. */
function replaceUses(productId: number, rows: UseRow[]) {
  db().delete(productUses).where(eq(productUses.productId, productId)).run();
  if (rows.length > 0) {
    db()
      .insert(productUses)
      .values(rows.map((row, position) => ({ ...row, productId, position })))
      .run();
  }
}

/**
 * Replaces a product's recommended uses with these, in this order, each checked by the schema
 * and its crop looked up by slug. Nothing is written unless every row is valid.
 */
export function setProductUses(productId: number, raw: unknown, by?: Actor): Result<Product> {
  if (!getProductById(productId)) return refuse(404, "Product not found.");
  const written = db().transaction(() => {
    const before = getProductById(productId);
    const checked = checkUses(raw);
    if (checked.ok) {
      replaceUses(productId, checked.value);
      recordProductSave(by, productId, before);
    }
    return checked;
  }, WRITE_TRANSACTION);
  if (!written.ok) return written;
  const product = getProductById(productId);
  if (!product) throw new Error(`Product ${productId} vanished after its uses were saved`);
  return { ok: true, value: product };
}
