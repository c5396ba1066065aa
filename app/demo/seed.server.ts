import sharp from "sharp";
import { createCategory } from "~/categories/categories.server";
import { createGalleryItem } from "~/gallery/gallery.server";
import type { ImageFolder, StoredImage } from "~/images/image-variants";
import { storeImage } from "~/images/images.server";
import { createProduct, setProductUses } from "~/products/products.server";
import { RefusedError } from "~/lib/result";
import { db, WRITE_TRANSACTION } from "~/db/db.server";
import { createCrop } from "~/crops/crops.server";
import { readPhoneNumber } from "~/contacts/phone-number";
import { isDistrictCode } from "~/dealers/districts";
import { dealerCategories, dealerProducts, dealers } from "~/db/schema";
import { createBatch } from "~/batches/batches.server";
import { storePackCodes } from "~/batches/pack-codes.server";
import { storePdf } from "~/documents/documents.server";
import { demoBatches, DEMO_PACK_CODES } from "./batches";
import { DEMO_CATEGORIES, type DemoProduct } from "./catalogue";
import { demoLabelPdf } from "./label-pdf";
import { DEMO_SAFETY } from "./safety-facts";
import { DEMO_CROPS, DEMO_USES } from "./crop-guide";
import { DEMO_DEALERS } from "./dealers";
import { DEMO_GALLERY_EVENTS } from "./gallery-events";
import { DEMO_CROP_ROMAN_NAMES, demoUseWithNames } from "./target-names";
import { eventSceneSvg } from "./illustrations/event-scenes";
import { productPackSvg } from "./illustrations/product-packs";

/** Width demo images are drawn at: enough for a product page or a photo opened on a phone. */
const DEMO_IMAGE_WIDTH = 960;

/** Renders a generated illustration and stores it like an uploaded image. */
async function storeIllustration(svg: string, folder: ImageFolder): Promise<StoredImage> {
  const png = await sharp(Buffer.from(svg))
    .resize({ width: DEMO_IMAGE_WIDTH })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const stored = await storeImage(png, folder, `${folder} illustration`);
  if (!stored.ok) throw new RefusedError("Demo image", stored);
  return stored.value;
}

/** A demo product's label facts as the admin form sends them. */
function demoSafetyFields(name: string) {
  const safety = DEMO_SAFETY[name];
  if (!safety) return {};
  return {
    registrationNumber: safety.registrationNumber,
    hazardClass: safety.hazardClass,
    firstAid: safety.firstAid,
    firstAidUr: safety.firstAidUr,
    antidote: safety.antidote,
    antidoteUr: safety.antidoteUr,
    protectiveWear: safety.protectiveWear.join(","),
    warnsBees: safety.warnsBees ?? false,
    warnsFish: safety.warnsFish ?? false,
    warnsLivestock: safety.warnsLivestock ?? false,
  };
}

/** The stored label PDF of a demo product that has one. */
async function demoLabelOf(product: DemoProduct) {
  const safety = DEMO_SAFETY[product.name];
  if (!safety?.labelPdf) return {};
  const stored = await storePdf(demoLabelPdf(product, safety), `${product.name} label.pdf`);
  if (!stored.ok) throw new RefusedError("Demo label", stored);
  return { labelPdfKey: stored.value };
}

/** Runs `task` over `items` with at most `limit` at a time, keeping the order of results. */
async function mapLimited<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** A demo phone number in its stored form; a number the phone rule refuses is a bug. */
function demoPhone(typed: string): string {
  const number = readPhoneNumber(typed);
  if (!number.ok) throw new Error(`Demo dealer phone ${typed}: ${number.problem}`);
  return number.value;
}

/**
 * The demo dealers and what they stock, by the names of the demo categories and products just
 * written. Districts and phones are held to the rules the dealer forms use.
 */
function insertDemoDealers(categoryIds: Map<string, number>, productIds: Map<string, number>) {
  const idOf = (ids: Map<string, number>, name: string) => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`Demo dealer stocks ${name}, which is not in the demo`);
    return id;
  };
  for (const demo of DEMO_DEALERS) {
    if (!isDistrictCode(demo.district)) throw new Error(`Demo district ${demo.district}`);
    const { id } = db()
      .insert(dealers)
      .values({
        shopName: demo.shopName,
        shopNameUr: demo.shopNameUr,
        contactName: demo.contactName,
        contactNameUr: demo.contactNameUr,
        district: demo.district,
        town: demo.town,
        townUr: demo.townUr,
        address: demo.address,
        addressUr: demo.addressUr,
        phone: demoPhone(demo.phone),
        whatsapp: demo.whatsapp ? demoPhone(demo.whatsapp) : null,
        latitude: demo.location?.[0] ?? null,
        longitude: demo.location?.[1] ?? null,
        active: demo.active ?? true,
      })
      .returning({ id: dealers.id })
      .get();
    for (const name of demo.categories ?? []) {
      db()
        .insert(dealerCategories)
        .values({ dealerId: id, categoryId: idOf(categoryIds, name) })
        .run();
    }
    for (const name of demo.products ?? []) {
      db()
        .insert(dealerProducts)
        .values({ dealerId: id, productId: idOf(productIds, name) })
        .run();
    }
  }
}

/** The demo batches of the demo products, and the printed demo codes as hashes. */
function seedDemoBatches(): void {
  const products = DEMO_CATEGORIES.flatMap((category) => category.products);
  const batchIds = new Map<string, number>();
  // A batch names its product by name, as a spreadsheet of batches may.
  for (const batch of demoBatches(products.map((product) => product.name))) {
    batchIds.set(batch.batchNumber, createBatch(batch).id);
  }
  for (const { code, batchNumber } of DEMO_PACK_CODES) {
    const batchId = batchIds.get(batchNumber);
    if (batchId === undefined) throw new Error(`No demo batch ${batchNumber} for code ${code}`);
    storePackCodes(batchId, [code]);
  }
}

/**
 * Fills an empty catalogue with the demo categories, products, batches (with printed codes),
 * dealers and gallery events. Images are drawn first; the rows are then written in one
 * transaction, so a crash leaves nothing half done.
 */
export async function seedDemoContent(): Promise<void> {
  const products = DEMO_CATEGORIES.flatMap((category) => category.products);
  const productImages = await mapLimited(products, 4, (product) =>
    storeIllustration(
      productPackSvg({
        seed: products.indexOf(product) + 1,
        accent: product.accent,
        pack: product.pack,
      }),
      "products",
    ),
  );
  const labels = await Promise.all(products.map(demoLabelOf));
  const eventImages = await mapLimited(DEMO_GALLERY_EVENTS, 2, (event) => {
    const eventIndex = DEMO_GALLERY_EVENTS.indexOf(event);
    return mapLimited(
      Array.from({ length: event.photos }, (_, photo) => eventIndex * 10 + photo + 1),
      3,
      (seed) => storeIllustration(eventSceneSvg({ eventType: event.eventType, seed }), "gallery"),
    );
  });

  db().transaction(() => {
    for (const crop of DEMO_CROPS) {
      createCrop({ ...crop, nameRoman: DEMO_CROP_ROMAN_NAMES[crop.slug] ?? null });
    }
    let productIndex = 0;
    const categoryIds = new Map<string, number>();
    const productIds = new Map<string, number>();
    for (const demoCategory of DEMO_CATEGORIES) {
      const category = createCategory(demoCategory);
      categoryIds.set(category.name, category.id);
      for (const demoProduct of demoCategory.products) {
        // As the admin form sends it: the category by name, one feature per line.
        const product = createProduct({
          name: demoProduct.name,
          category: category.name,
          description: demoProduct.description,
          features: demoProduct.features.join("\n"),
          usage: demoProduct.usage,
          composition: demoProduct.composition,
          dosage: demoProduct.dosage,
          waitingPeriod: demoProduct.waitingPeriod,
          packSizes: demoProduct.packSizes,
          nameUr: demoProduct.nameUr,
          descriptionUr: demoProduct.descriptionUr,
          featuresUr: demoProduct.featuresUr.join("\n"),
          usageUr: demoProduct.usageUr,
          compositionUr: demoProduct.compositionUr,
          dosageUr: demoProduct.dosageUr,
          waitingPeriodUr: demoProduct.waitingPeriodUr,
          ...demoSafetyFields(demoProduct.name),
          documents: labels[productIndex] ?? {},
          image: productImages[productIndex++] ?? null,
        });
        const uses = setProductUses(
          product.id,
          (DEMO_USES[demoProduct.name] ?? []).map((use) => demoUseWithNames(demoProduct.name, use)),
        );
        if (!uses.ok) throw new RefusedError("Product uses", uses);
        productIds.set(product.name, product.id);
      }
    }
    insertDemoDealers(categoryIds, productIds);
    seedDemoBatches();
    DEMO_GALLERY_EVENTS.forEach((event, index) => {
      createGalleryItem({ ...event, images: eventImages[index] ?? [] });
    });
  }, WRITE_TRANSACTION);
}
