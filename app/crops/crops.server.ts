import { and, asc, eq, ne, sql } from "drizzle-orm";
import { db } from "~/db/db.server";
import { categories, crops, products, productUses } from "~/db/schema";
import { localizeFields, type Localized } from "~/i18n/content";
import type { Locale } from "~/i18n/locale";
import type { StoredImage } from "~/images/image-variants";
import { invalidInput, refuse, RefusedError, type Result } from "~/lib/result";
import { cropInputSchema, type CropFields, type CropInput } from "./crop-schema";

export interface Crop {
  id: number;
  name: string;
  slug: string;
  nameUr: string | null;
  image: StoredImage | null;
  createdAt: string;
}

type CropRow = typeof crops.$inferSelect;

function toCrop(row: CropRow): Crop {
  const image =
    row.imageKey && row.imageWidth && row.imageHeight
      ? { key: row.imageKey, width: row.imageWidth, height: row.imageHeight }
      : null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    nameUr: row.nameUr,
    image,
    createdAt: row.createdAt,
  };
}

/** Crops in alphabetical order, whatever the letter case. */
const byName = sql`${crops.name} collate nocase`;

export function listCrops(): Crop[] {
  return db().select().from(crops).orderBy(byName).all().map(toCrop);
}

export function getCropBySlug(slug: string): Crop | undefined {
  const row = db().select().from(crops).where(eq(crops.slug, slug)).get();
  return row && toCrop(row);
}

export function getCropById(id: number): Crop | undefined {
  const row = db().select().from(crops).where(eq(crops.id, id)).get();
  return row && toCrop(row);
}

/** A crop as a page in one language shows it, with how many products are recommended on it. */
export type CropInGuide = Localized<Crop, "name"> & { productCount: number };

/**
 * The crop guide's index: every crop with at least one product recommended on it, in the
 * alphabetical order of the page's language.
 */
export function listCropsInUse(locale: Locale): CropInGuide[] {
  const rows = db()
    .select({ crop: crops, productCount: sql<number>`count(distinct ${productUses.productId})` })
    .from(crops)
    .innerJoin(productUses, eq(productUses.cropId, crops.id))
    .groupBy(crops.id)
    .orderBy(byName)
    .all();
  // In the alphabetical order of the names the page shows.
  return rows
    .map(({ crop, productCount }) => ({
      ...localizeFields(toCrop(crop), ["name"], locale),
      productCount,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** A product recommended against a target on a crop, with the dose its label gives. */
export interface Recommendation {
  productName: string;
  productSlug: string;
  categorySlug: string;
  image: StoredImage | null;
  dose: string;
  waitingPeriod: string | null;
  inEnglish: string[];
}

/** One pest, disease or weed of a crop and the products recommended against it. */
export interface TargetInGuide {
  target: string;
  inEnglish: string[];
  products: Recommendation[];
}

/**
 * The crop's page of the guide in one language: its targets in alphabetical order (of the
 * text shown), each with the products recommended against it and their doses.
 */
export function cropGuide(cropId: number, locale: Locale): TargetInGuide[] {
  const rows = db()
    .select({
      target: productUses.target,
      targetUr: productUses.targetUr,
      dose: productUses.dose,
      doseUr: productUses.doseUr,
      waitingPeriod: productUses.waitingPeriod,
      waitingPeriodUr: productUses.waitingPeriodUr,
      productName: products.name,
      productNameUr: products.nameUr,
      productSlug: products.slug,
      categorySlug: categories.slug,
      imageKey: products.imageKey,
      imageWidth: products.imageWidth,
      imageHeight: products.imageHeight,
    })
    .from(productUses)
    .innerJoin(products, eq(products.id, productUses.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(productUses.cropId, cropId))
    .orderBy(asc(productUses.target), sql`${products.name} collate nocase`)
    .all();
  const targets = new Map<string, TargetInGuide>();
  for (const row of rows) {
    const shown = localizeFields(
      {
        target: row.target,
        targetUr: row.targetUr,
        dose: row.dose,
        doseUr: row.doseUr,
        waitingPeriod: row.waitingPeriod ?? "",
        waitingPeriodUr: row.waitingPeriodUr,
        productName: row.productName,
        productNameUr: row.productNameUr,
      },
      ["target", "dose", "waitingPeriod", "productName"],
      locale,
    );
    const key = shown.target.toLocaleLowerCase();
    const entry = targets.get(key) ?? {
      target: shown.target,
      inEnglish: shown.inEnglish.filter((field) => field === "target"),
      products: [],
    };
    entry.products.push({
      productName: shown.productName,
      productSlug: row.productSlug,
      categorySlug: row.categorySlug,
      image:
        row.imageKey && row.imageWidth && row.imageHeight
          ? { key: row.imageKey, width: row.imageWidth, height: row.imageHeight }
          : null,
      dose: shown.dose,
      waitingPeriod: shown.waitingPeriod || null,
      inEnglish: shown.inEnglish.filter((field) => field !== "target"),
    });
    targets.set(key, entry);
  }
  return [...targets.values()].sort((a, b) => a.target.localeCompare(b.target, locale));
}

/** How many products recommend a use on the crop. */
export function countProductsOnCrop(cropId: number): number {
  const row = db()
    .select({ count: sql<number>`count(distinct ${productUses.productId})` })
    .from(productUses)
    .where(eq(productUses.cropId, cropId))
    .get();
  return row?.count ?? 0;
}

/** A name or slug another crop already has, as field errors; none when both are free. */
function takenFields(input: CropInput, exceptId?: number) {
  const others = (column: typeof crops.name | typeof crops.slug, value: string) =>
    db()
      .select({ id: crops.id })
      .from(crops)
      .where(
        exceptId === undefined
          ? sql`${column} = ${value} collate nocase`
          : and(sql`${column} = ${value} collate nocase`, ne(crops.id, exceptId)),
      )
      .get();
  const errors: Record<string, string> = {};
  if (others(crops.name, input.name)) errors.name = `A crop named "${input.name}" already exists.`;
  if (others(crops.slug, input.slug)) {
    errors.slug = `The slug "${input.slug}" is already used by another crop.`;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Creates a crop (id absent) or updates one. */
export function saveCrop(raw: unknown, id?: number): Result<Crop> {
  const parsed = cropInputSchema.safeParse(raw);
  if (!parsed.success) return invalidInput(parsed.error);
  const input = parsed.data;
  if (id !== undefined && !getCropById(id)) return refuse(404, "Crop not found.");
  const taken = takenFields(input, id);
  if (taken) return refuse(409, Object.values(taken)[0] ?? "Already exists.", taken);
  const row =
    id === undefined
      ? db().insert(crops).values(input).returning().get()
      : db().update(crops).set(input).where(eq(crops.id, id)).returning().get();
  return { ok: true, value: toCrop(row) };
}

/** Creates a crop from trusted input (the demo seed, tests); a refusal is a bug, so it throws. */
export function createCrop(input: CropFields): Crop {
  const result = saveCrop(input);
  if (!result.ok) throw new RefusedError("Crop", result);
  return result.value;
}

/** Deletes a crop no product recommends a use on; one in use is refused, naming how many. */
export function deleteCrop(id: number): Result<Crop> {
  const crop = getCropById(id);
  if (!crop) return refuse(404, "Crop not found.");
  const productCount = countProductsOnCrop(id);
  if (productCount > 0) {
    return refuse(
      409,
      `Cannot delete "${crop.name}": ${productCount} ${productCount === 1 ? "product recommends" : "products recommend"} a use on it. Change their uses first.`,
    );
  }
  db().delete(crops).where(eq(crops.id, id)).run();
  return { ok: true, value: crop };
}
