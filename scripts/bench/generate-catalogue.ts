/**
 * Writes a catalogue 100 times the demo into a fresh, migrated database: 50 categories,
 * 1,000 products with 8 recommended uses each on 100 crops, and 1,000 gallery events with
 * 5,000 images. A handful of distinct images are
 * drawn with sharp in the layout of app/images ({uploads}/{key}-{width}.webp) and hard-linked
 * for every entry, so pages render real images and the whole run takes seconds.
 *
 * Usage: tsx scripts/bench/generate-catalogue.ts <database path> <uploads dir>
 */
import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import sharp from "sharp";
import { DEMO_CROPS } from "../../app/demo/crop-guide";
import { eventSceneSvg } from "../../app/demo/illustrations/event-scenes";
import { productPackSvg, type PackKind } from "../../app/demo/illustrations/product-packs";
import { EVENT_TYPES } from "../../app/gallery/event-types";
import { variantWidths } from "../../app/images/image-variants";

const APP_ROOT = resolve(fileURLToPath(import.meta.url), "../../..");

export const CATALOGUE_SIZE = {
  categories: 50,
  productsPerCategory: 20,
  events: 1000,
  imagesPerEvent: 5,
  crops: 100,
  usesPerProduct: 8,
} as const;

/** Pests, diseases and weeds the generated uses name, a crop page's headings. */
const TARGETS = [
  "Whitefly",
  "Jassid",
  "Aphid",
  "Thrips",
  "Pink bollworm",
  "Armyworm",
  "Rust",
  "Blast",
  "Stem borer",
  "Leaf miner",
  "Mites",
  "Broadleaf weeds",
  "Grassy weeds",
  "Powdery mildew",
  "Late blight",
  "Fruit fly",
  "Mealybug",
  "Termites",
  "Leaf spot",
  "Fall armyworm",
];

/** Width of the generated images: the demo seed's width, so pages see the same variants. */
const IMAGE_WIDTH = 960;
const DISTINCT_IMAGES = 6;
const PACKS: PackKind[] = ["bottle", "jerrycan", "bag", "box"];
const ACCENTS = ["#c62828", "#1565c0", "#2e7d32", "#ef6c00", "#6a1b9a", "#00838f"];

interface DrawnImage {
  /** Variant files of one drawing, by width. */
  files: Map<number, string>;
  width: number;
  height: number;
}

async function drawImage(svg: string, directory: string, name: string): Promise<DrawnImage> {
  const base = await sharp(Buffer.from(svg))
    .resize({ width: IMAGE_WIDTH })
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  const files = new Map<number, string>();
  for (const width of variantWidths(base.info.width)) {
    const file = join(directory, `${name}-${width}.webp`);
    await sharp(base.data).resize({ width }).webp({ quality: 72, effort: 4 }).toFile(file);
    files.set(width, file);
  }
  return { files, width: base.info.width, height: base.info.height };
}

/** Links the drawing's variant files under a new storage key and returns the stored image. */
function linkImage(uploadsDir: string, folder: string, drawn: DrawnImage) {
  const key = `${folder}/${randomBytes(12).toString("hex")}`;
  for (const [width, file] of drawn.files) linkSync(file, join(uploadsDir, `${key}-${width}.webp`));
  return { key, width: drawn.width, height: drawn.height };
}

export async function generateCatalogue(databasePath: string, uploadsDir: string) {
  const started = Date.now();
  const sourceDir = join(uploadsDir, ".source");
  for (const dir of [sourceDir, join(uploadsDir, "products"), join(uploadsDir, "gallery")]) {
    mkdirSync(dir, { recursive: true });
  }
  const packs = await Promise.all(
    Array.from({ length: DISTINCT_IMAGES }, (_, i) =>
      drawImage(
        productPackSvg({
          seed: i + 1,
          accent: ACCENTS[i % ACCENTS.length] ?? "#2e7d32",
          pack: PACKS[i % PACKS.length] ?? "bottle",
        }),
        sourceDir,
        `product-${i}`,
      ),
    ),
  );
  const scenes = await Promise.all(
    Array.from({ length: DISTINCT_IMAGES }, (_, i) =>
      drawImage(
        eventSceneSvg({ eventType: EVENT_TYPES[i % EVENT_TYPES.length] ?? "other", seed: i + 1 }),
        sourceDir,
        `scene-${i}`,
      ),
    ),
  );

  const sqlite = new Database(databasePath);
  sqlite.pragma("journal_mode = WAL");
  migrate(drizzle(sqlite), { migrationsFolder: join(APP_ROOT, "drizzle") });

  const insertCategory = sqlite.prepare(
    "insert into categories (name, slug, description) values (?, ?, ?)",
  );
  const insertProduct = sqlite.prepare(
    `insert into products (name, slug, category_id, description, image_key, image_width,
       image_height, features, usage, composition, dosage, waiting_period, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertEvent = sqlite.prepare(
    "insert into gallery_items (title, description, date, location, event_type) values (?, ?, ?, ?, ?)",
  );
  const insertImage = sqlite.prepare(
    "insert into gallery_images (gallery_item_id, position, key, width, height) values (?, ?, ?, ?, ?)",
  );
  const insertCrop = sqlite.prepare("insert into crops (name, slug, name_ur) values (?, ?, ?)");
  const insertUse = sqlite.prepare(
    `insert into product_uses
       (product_id, crop_id, position, target, dose_amount, dose_unit, dose_area, water_litres, waiting_period)
     values (?, ?, ?, ?, ?, 'ml', 'acre', 100, ?)`,
  );
  const markInitialized = sqlite.prepare(
    "insert or replace into app_settings (key, value) values ('initialized_at', ?)",
  );

  let productCount = 0;
  let imageCount = 0;
  let useCount = 0;
  sqlite.transaction(() => {
    // The demo's crops (cotton, wheat…) first, so the same crop pages exist at both sizes.
    const cropIds: number[] = [];
    for (let n = 0; n < CATALOGUE_SIZE.crops; n++) {
      const demo = DEMO_CROPS[n];
      const name = demo?.name ?? `Crop ${n + 1}`;
      const slug = demo?.slug ?? `crop-${n + 1}`;
      cropIds.push(Number(insertCrop.run(name, slug, demo?.nameUr ?? null).lastInsertRowid));
    }
    for (let c = 1; c <= CATALOGUE_SIZE.categories; c++) {
      const categoryId = Number(
        insertCategory.run(
          `Crop Care Line ${c}`,
          `crop-care-line-${c}`,
          `Products of crop care line ${c}: insecticides, herbicides and fungicides for the major crops of Pakistan.`,
        ).lastInsertRowid,
      );
      for (let p = 1; p <= CATALOGUE_SIZE.productsPerCategory; p++) {
        productCount++;
        const image = linkImage(uploadsDir, "products", packs[productCount % packs.length]!);
        const createdAt = new Date(Date.UTC(2024, 0, 1) + productCount * 3_600_000).toISOString();
        const inserted = insertProduct.run(
          `Agro Shield ${c}-${p}`,
          `agro-shield-${c}-${p}`,
          categoryId,
          `A broad-spectrum product number ${p} of line ${c}, for cotton, wheat, rice and vegetables. It protects the crop through the season when sprayed at the right time and dose.`,
          image.key,
          image.width,
          image.height,
          JSON.stringify(["Fast knockdown", "Long residual control", "Safe for the crop"]),
          "Mix the dose in 100 litres of water per acre and spray evenly in the early morning.",
          `Active ingredient ${p}% w/v`,
          "250 ml per acre",
          "14 days",
          createdAt,
        );
        const productId = Number(inserted.lastInsertRowid);
        for (let position = 0; position < CATALOGUE_SIZE.usesPerProduct; position++) {
          useCount++;
          insertUse.run(
            productId,
            cropIds[(productCount * 7 + position * 13) % cropIds.length],
            position,
            TARGETS[(productCount + position * 3) % TARGETS.length],
            150 + (useCount % 5) * 50,
            "14 days",
          );
        }
      }
    }
    for (let e = 1; e <= CATALOGUE_SIZE.events; e++) {
      const date = new Date(Date.UTC(2020, 0, 1) + e * 86_400_000).toISOString().slice(0, 10);
      const eventId = Number(
        insertEvent.run(
          `Field day ${e}`,
          `Farmers and dealers met our agronomists for field day ${e}, with demonstrations of spraying and pest scouting.`,
          date,
          `Village ${e}, Punjab`,
          EVENT_TYPES[e % EVENT_TYPES.length] ?? "other",
        ).lastInsertRowid,
      );
      for (let position = 0; position < CATALOGUE_SIZE.imagesPerEvent; position++) {
        imageCount++;
        const image = linkImage(uploadsDir, "gallery", scenes[imageCount % scenes.length]!);
        insertImage.run(eventId, position, image.key, image.width, image.height);
      }
    }
    markInitialized.run(new Date().toISOString());
  })();
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  sqlite.close();
  const summary = {
    categories: CATALOGUE_SIZE.categories,
    products: productCount,
    crops: CATALOGUE_SIZE.crops,
    uses: useCount,
    events: CATALOGUE_SIZE.events,
    images: imageCount,
    milliseconds: Date.now() - started,
  };
  writeFileSync(join(uploadsDir, ".source", "catalogue.json"), JSON.stringify(summary));
  return summary;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [databasePath, uploadsDir] = process.argv.slice(2);
  if (!databasePath || !uploadsDir) {
    console.error("Usage: tsx scripts/bench/generate-catalogue.ts <database path> <uploads dir>");
    process.exit(2);
  }
  const summary = await generateCatalogue(resolve(databasePath), resolve(uploadsDir));
  console.log(JSON.stringify(summary));
}
