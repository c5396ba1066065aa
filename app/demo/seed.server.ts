import sharp from "sharp";
import { createCategory } from "~/categories/categories.server";
import { createGalleryItem } from "~/gallery/gallery.server";
import type { ImageFolder, StoredImage } from "~/images/image-variants";
import { storeImage } from "~/images/images.server";
import { createProduct, setProductUses } from "~/products/products.server";
import { RefusedError } from "~/lib/result";
import { db, WRITE_TRANSACTION } from "~/db/db.server";
import { createCrop } from "~/crops/crops.server";
import { DEMO_CATEGORIES } from "./catalogue";
import { DEMO_CROPS, DEMO_USES } from "./crop-guide";
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

/**
 * Fills an empty catalogue with the demo categories, products and gallery events. Images are
 * drawn first; the rows are then written in one transaction, so a crash leaves nothing half done.
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
    for (const demoCategory of DEMO_CATEGORIES) {
      const category = createCategory(demoCategory);
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
          image: productImages[productIndex++] ?? null,
        });
        const uses = setProductUses(
          product.id,
          (DEMO_USES[demoProduct.name] ?? []).map((use) => demoUseWithNames(demoProduct.name, use)),
        );
        if (!uses.ok) throw new RefusedError("Product uses", uses);
      }
    }
    DEMO_GALLERY_EVENTS.forEach((event, index) => {
      createGalleryItem({ ...event, images: eventImages[index] ?? [] });
    });
  }, WRITE_TRANSACTION);
}
