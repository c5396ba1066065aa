import { and, asc, eq, ne, sql } from "drizzle-orm";
import { recordSave, trashAndRecord, type Actor } from "~/trail/trail.server";
import { db, WRITE_TRANSACTION } from "~/db/db.server";
import { categories, crops, products, productUses } from "~/db/schema";
import { localizeFields, type Localized } from "~/i18n/content";
import type { Locale } from "~/i18n/locale";
import type { Dose } from "~/doses/dose";
import { doseLine, readUseDose } from "~/doses/dose-columns";
import { useDoseColumns } from "~/doses/dose-columns.server";
import { imageColumnsOf, storedImageOf, type StoredImage } from "~/images/image-variants";
import { imageFileProblem, storeChosenImage, writeWithImage } from "~/images/uploads.server";
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
import { cropInputSchema, cropInUseMessage, type CropFields, type CropInput } from "./crop-schema";
import { TARGET_KINDS, type TargetKind } from "./target-kinds";

export interface Crop {
  id: number;
  name: string;
  slug: string;
  nameUr: string | null;
  /** The names farmers type in Latin letters, comma-separated; null where none were written. */
  nameRoman: string | null;
  image: StoredImage | null;
  createdAt: string;
}

type CropRow = typeof crops.$inferSelect;

function toCrop(row: CropRow): Crop {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    nameUr: row.nameUr,
    nameRoman: row.nameRoman,
    image: storedImageOf(row),
    createdAt: row.createdAt,
  };
}

/** Crops in alphabetical order, whatever the letter case. */
const byName = sql`${crops.name} collate nocase`;

export function listCrops(): Crop[] {
  return db().select().from(crops).orderBy(byName).all().map(toCrop);
}

/** Every crop, as the admin lists them: with how many products recommend a use on each. */
export function listCropsWithProductCounts(): (Crop & { productCount: number })[] {
  return db()
    .select({ crop: crops, productCount: sql<number>`count(distinct ${productUses.productId})` })
    .from(crops)
    .leftJoin(productUses, eq(productUses.cropId, crops.id))
    .groupBy(crops.id)
    .orderBy(byName)
    .all()
    .map(({ crop, productCount }) => ({ ...toCrop(crop), productCount }));
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
  /** The dose's text in the page's language. */
  dose: string;
  /** `dose` in the phrases a narrow page breaks a line between (see DoseText). */
  dosePhrases: string[];
  /** The dose as data, for the spray calculator; null when kept as text. */
  doseParts: Dose | null;
  /** The use's number on its product's label, from 1: its calculator's address names it (?use=2). */
  useNumber: number;
  waitingPeriod: string | null;
  /** The staff marked this use a main one of the product. */
  main: boolean;
  inEnglish: string[];
}

/** One pest, disease, weed or need of a crop and the products recommended against it. */
export interface TargetInGuide {
  target: string;
  /** Some product's use against it is a main one: it comes first in its group. */
  main: boolean;
  inEnglish: string[];
  products: Recommendation[];
}

/** The targets of one kind on a crop's page of the guide. */
export interface TargetGroup {
  kind: TargetKind;
  targets: TargetInGuide[];
}

/** Main ones first, the rest in the order they had. */
const mainFirst = <Item extends { main: boolean }>(items: Item[]) =>
  items.sort((a, b) => Number(b.main) - Number(a.main));

/**
 * The crop's page of the guide in one language: its targets grouped by kind (pests, diseases,
 * weeds, nutrition; a kind without targets left out). In a group, the targets of main uses
 * come first, then the rest, each part in alphabetical order of the text shown; under a
 * target, the products of main uses first, then the rest by name, each with its dose.
 */
export function cropGuide(cropId: number, locale: Locale): TargetGroup[] {
  const rows = db()
    .select({
      target: productUses.target,
      targetUr: productUses.targetUr,
      targetKind: productUses.targetKind,
      main: productUses.main,
      position: productUses.position,
      ...useDoseColumns,
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
  const byKind = new Map<TargetKind, Map<string, TargetInGuide>>();
  for (const row of rows) {
    const shown = localizeFields(
      {
        target: row.target,
        targetUr: row.targetUr,
        waitingPeriod: row.waitingPeriod ?? "",
        waitingPeriodUr: row.waitingPeriodUr,
        productName: row.productName,
        productNameUr: row.productNameUr,
      },
      ["target", "waitingPeriod", "productName"],
      locale,
    );
    const dose = readUseDose(row);
    const line = doseLine(dose, locale);
    const targets = byKind.get(row.targetKind) ?? new Map<string, TargetInGuide>();
    byKind.set(row.targetKind, targets);
    const key = shown.target.toLocaleLowerCase();
    const entry = targets.get(key) ?? {
      target: shown.target,
      main: false,
      inEnglish: shown.inEnglish.filter((field) => field === "target"),
      products: [],
    };
    entry.main ||= row.main;
    entry.products.push({
      productName: shown.productName,
      productSlug: row.productSlug,
      categorySlug: row.categorySlug,
      image: storedImageOf(row),
      dose: line.text,
      dosePhrases: line.phrases,
      doseParts: dose.dose,
      // Uses are stored at positions from 0, in label order (see dosedUsesInReadingOrder).
      useNumber: row.position + 1,
      waitingPeriod: shown.waitingPeriod || null,
      main: row.main,
      inEnglish: [
        ...shown.inEnglish.filter((field) => field !== "target"),
        ...(line.inEnglish ? ["dose"] : []),
      ],
    });
    targets.set(key, entry);
  }
  return TARGET_KINDS.flatMap((kind) => {
    const targets = byKind.get(kind);
    if (!targets) return [];
    const alphabetical = [...targets.values()].sort((a, b) =>
      a.target.localeCompare(b.target, locale),
    );
    for (const target of alphabetical) mainFirst(target.products);
    return [{ kind, targets: mainFirst(alphabetical) }];
  });
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

/**
 * The refusal of a name or slug another crop already has (any letter case), naming each taken
 * field; null when both are free. Checked on a save and when one comes back from the trash.
 */
export function cropNamesTaken(
  input: Pick<CropInput, "name" | "slug">,
  exceptId?: number,
): Refusal | null {
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
    errors.slug = slugTakenMessage(input.slug, "crop");
  }
  const [message] = Object.values(errors);
  return message === undefined ? null : refuse(409, message, errors);
}

/** The checks a crop write needs against what is stored: the crop (when editing) and free names. */
function checkCropWrite(input: CropInput, id: number | undefined): Result<null> {
  if (id !== undefined && !getCropById(id)) return refuse(404, "Crop not found.");
  return cropNamesTaken(input, id) ?? { ok: true, value: null };
}

/** The columns of a crop's fields: all but the request to remove its picture. */
function cropColumns(input: CropInput) {
  return { name: input.name, slug: input.slug, nameUr: input.nameUr, nameRoman: input.nameRoman };
}

/**
 * Creates a crop (id absent) or updates one, with an optional picture: a new `image` file
 * replaces the stored one, `removeImage` drops it, and neither keeps it.
 */
export async function saveCrop(
  raw: unknown,
  id?: number,
  image: File | null = null,
  by?: Actor,
): Promise<Result<Crop>> {
  const parsed = cropInputSchema.safeParse(raw);
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const imageProblem = image && imageFileProblem(image);
  if (imageProblem) errors.image = imageProblem;
  if (!parsed.success || Object.keys(errors).length > 0) return refuse(400, INVALID_INPUT, errors);
  const input = parsed.data;
  const existing = id === undefined ? undefined : getCropById(id);
  const precheck = checkCropWrite(input, id);
  if (!precheck.ok) return precheck;

  const chosen = await storeChosenImage(image, "crop-pictures");
  if (!chosen.ok) return chosen;
  const stored = chosen.value;
  const replacesImage = stored !== null || input.removeImage === true;
  // Checked again inside the write: the list may have changed while the picture was processed.
  return writeWithImage(stored, replacesImage ? existing?.image : null, () =>
    db().transaction(() => {
      const check = checkCropWrite(input, id);
      if (!check.ok) return check;
      const values = replacesImage
        ? { ...cropColumns(input), ...imageColumnsOf(stored) }
        : cropColumns(input);
      const before = id === undefined ? undefined : getCropById(id);
      const row =
        id === undefined
          ? db().insert(crops).values(values).returning().get()
          : db().update(crops).set(values).where(eq(crops.id, id)).returning().get();
      const saved = toCrop(row);
      recordSave(by, "crops", saved, saved.name, before);
      return { ok: true as const, value: saved };
    }, WRITE_TRANSACTION),
  );
}

/** Creates a crop from trusted input (the demo seed, tests); a refusal is a bug, so it throws. */
export function createCrop(fields: CropFields): Crop {
  const parsed = cropInputSchema.safeParse(fields);
  if (!parsed.success) throw new RefusedError("Crop", invalidInput(parsed.error));
  const check = checkCropWrite(parsed.data, undefined);
  if (!check.ok) throw new RefusedError("Crop", check);
  return toCrop(db().insert(crops).values(cropColumns(parsed.data)).returning().get());
}

/**
 * Moves a crop no product recommends a use on to the trash, its picture's files kept until it
 * leaves; one in use is refused, naming how many. As for categories, products in the trash do
 * not count: one with a use on a trashed crop is refused a restore until the crop is back.
 */
export function deleteCrop(id: number, by?: Actor): Result<Crop> {
  const crop = getCropById(id);
  if (!crop) return refuse(404, "Crop not found.");
  const productCount = countProductsOnCrop(id);
  if (productCount > 0) {
    return refuse(409, cropInUseMessage(crop.name, productCount));
  }
  trashAndRecord("crops", id, { name: crop.name, images: crop.image ? [crop.image] : [] }, by);
  return { ok: true, value: crop };
}
