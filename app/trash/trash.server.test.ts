import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addCategory, addProduct, resetDatabaseAndUploads } from "#tests/setup/db-helpers";
import { galleryForm, productForm } from "#tests/setup/forms";
import { refusalOf, valueOf } from "#tests/setup/results";
import { imageFilesExist, imageFilesGone, pngFile } from "#tests/setup/uploads";
import { createBatch, deleteBatch, getBatchById } from "~/batches/batches.server";
import { generatePackCodes } from "~/batches/pack-codes.server";
import { createCategory, deleteCategory } from "~/categories/categories.server";
import {
  createContactMessage,
  deleteContactMessage,
  getContactMessage,
} from "~/contacts/contacts.server";
import { createCrop, deleteCrop, getCropBySlug, saveCrop } from "~/crops/crops.server";
import { contentVersion } from "~/db/content-version.server";
import { db } from "~/db/db.server";
import { documentPath } from "~/documents/documents.server";
import { simplePdf } from "~/documents/simple-pdf";
import { TRASH_DAYS } from "~/db/trash-kinds";
import type { DealerFields } from "~/dealers/dealer-schema";
import { createDealer, deleteDealer, getDealerById } from "~/dealers/dealers.server";
import { deleteGalleryItem, getGalleryItem, saveGalleryItem } from "~/gallery/gallery.server";
import type { ImageFolder, StoredImage } from "~/images/image-variants";
import { storeImage } from "~/images/images.server";
import {
  createProduct,
  deleteProduct,
  findProductByUrlKey,
  getProductById,
  listProductPages,
  saveProduct,
  setProductUses,
  type Product,
} from "~/products/products.server";
import { searchProducts } from "~/search/search.server";
import { checkPackCode } from "~/verification/verify.server";
import {
  countTrashByKind,
  deleteTrashEntryForGood,
  findTrashEntry,
  listTrash,
  listTrashPage,
  purgeTrash,
  PURGE_EVERY_MS,
  restoreTrashEntry,
  startTrashPurge,
  type TrashEntry,
} from "./trash.server";
import { log } from "~/lib/log.server";

beforeEach(resetDatabaseAndUploads);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Tables whose rows are not records: the trash itself, counters and the search index's own. */
const NOT_RECORDS = /^(sqlite_|__drizzle|trash$|content_version$|product_search)/;

/**
 * Every row of every table, each value with its SQLite type, in rowid order: two equal dumps
 * are byte for byte the same data.
 */
function everyRow(): Record<string, string[]> {
  const client = db().$client;
  const tables = (
    client
      .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
      .pluck()
      .all() as string[]
  ).filter((name) => !NOT_RECORDS.test(name));
  return Object.fromEntries(
    tables.map((table) => {
      const columns = client
        .prepare("SELECT name FROM pragma_table_info(?)")
        .pluck()
        .all(table) as string[];
      const values = columns.map((column) => `typeof("${column}") || ':' || quote("${column}")`);
      // A table WITHOUT ROWID (the day's counts) is in the order of its values.
      const withoutRowid = client
        .prepare("SELECT wr FROM pragma_table_list WHERE name = ?")
        .pluck()
        .get(table);
      const order = withoutRowid ? columns.map((column) => `"${column}"`).join(", ") : "rowid";
      const rows = client
        .prepare(`SELECT ${values.join(" || ' | ' || ")} FROM "${table}" ORDER BY ${order}`)
        .pluck()
        .all() as string[];
      return [table, rows];
    }),
  );
}

/** A PNG stored as an upload is, in a folder of the uploads. */
async function storedPng(folder: ImageFolder, width: number): Promise<StoredImage> {
  const file = await pngFile(`${folder}.png`, width);
  return valueOf(await storeImage(Buffer.from(await file.arrayBuffer()), folder, file.name));
}

/** The products the search index itself finds by a word, whatever the reads do with them. */
const indexed = (word: string) =>
  db()
    .$client.prepare("SELECT rowid FROM product_search WHERE product_search MATCH ?")
    .pluck()
    .all(word);

/** Restores a record from the trash and checks every row is back as `before` holds it. */
function expectRestoredAsBefore(kind: TrashEntry["kind"], recordId: number, before: object) {
  valueOf(restoreTrashEntry(entryOf(kind, recordId).id));
  expect(everyRow()).toEqual(before);
}

const entryOf = (kind: TrashEntry["kind"], recordId: number) => {
  const entry = findTrashEntry(kind, recordId);
  if (!entry) throw new Error(`${kind} ${recordId} is not in the trash`);
  return entry;
};

/** A dealer in Vehari stocking what `stock` names. */
const zaraiMarkaz = (stock: Pick<DealerFields, "products" | "categories">) =>
  createDealer({
    shopName: "Zarai Markaz",
    contactName: "Bilal Ahmad",
    district: "vehari",
    town: "Burewala",
    address: "Grain Market",
    phone: "0301-7654321",
    ...stock,
  });

/** The bytes of a product's files: its largest image and its label. */
const filesOf = (product: Product) =>
  Promise.all([
    readFile(`${process.env.UPLOADS_DIR}/${product.image!.key}-${product.image!.width}.webp`),
    readFile(documentPath(product.safety.labelPdfKey!)),
  ]);

/** A product with an image, a label, two uses, a batch with codes (one checked) and a dealer stocking it. */
async function stockedProduct() {
  addCategory("Insecticides");
  createCrop({ name: "Cotton", nameUr: "کپاس" });
  createCrop({ name: "Wheat" });
  const product = valueOf(
    await saveProduct(
      productForm({
        name: "Dhaal Imidacloprid 20% SL",
        nameUr: "ڈھال",
        features: "Fast\nRain-fast",
      }),
      await pngFile("dhaal.png", 700, 500),
      undefined,
      [
        {
          crop: "cotton",
          target: "Whitefly",
          targetUr: "سفید مکھی",
          dose: "250 ml per acre",
          main: true,
        },
        { crop: "wheat", target: "Aphid", dose: "150 ml per acre", waitingPeriod: "21 days" },
      ],
      { labelPdf: new File([simplePdf("Dhaal", ["Label"])], "label.pdf") },
    ),
  );
  const batch = createBatch({
    product: product.slug,
    batchNumber: "GF-2609-114",
    manufacturedOn: "2026-03-10",
    expiresOn: "2099-03-09",
  });
  const { codes } = valueOf(generatePackCodes(batch.id, 3));
  const [checked = "", unchecked = ""] = codes;
  expect(checkPackCode(checked, { locale: "en", district: "multan" }).outcome).toBe("genuine");
  const dealer = zaraiMarkaz({ products: [product.slug] });
  return { product, batch, dealer, checked, unchecked };
}

describe("a product in the trash", () => {
  it("is gone from its page, search, the sitemap and the API's reads, its files kept", async () => {
    const { product, batch, unchecked } = await stockedProduct();
    const version = contentVersion();

    expect(valueOf(deleteProduct(product.id))).toEqual(product);

    expect(contentVersion()).not.toBe(version);
    expect(getProductById(product.id)).toBeUndefined();
    expect(findProductByUrlKey(product.slug)).toBeUndefined();
    expect(searchProducts("Dhaal").products).toEqual([]);
    expect(indexed("dhaal")).toEqual([]);
    expect(listProductPages()).toEqual([]);
    expect(getBatchById(batch.id)).toBeUndefined();
    expect(checkPackCode(unchecked, { locale: "en" }).outcome).toBe("unknown");
    expect(imageFilesExist(product.image!)).toBe(true);
    expect(listTrash()).toEqual([
      expect.objectContaining({
        kind: "products",
        recordId: product.id,
        name: "Dhaal Imidacloprid 20% SL",
        detail: "Insecticides",
      }),
    ]);
  });

  it("comes back byte for byte: its row, uses, files, batch and codes, dealer and checks", async () => {
    const { product, dealer, checked } = await stockedProduct();
    const before = everyRow();
    const files = await filesOf(product);
    valueOf(deleteProduct(product.id));
    expect(everyRow()).not.toEqual(before);
    const version = contentVersion();

    const restored = valueOf(restoreTrashEntry(entryOf("products", product.id).id));

    expect(restored).toMatchObject({ kind: "products", recordId: product.id });
    expect(everyRow()).toEqual(before);
    expect(contentVersion()).not.toBe(version);
    expect(getProductById(product.id)).toEqual(product);
    expect(searchProducts("Dhaal").products.map((found) => found.id)).toEqual([product.id]);
    expect(searchProducts("whitefly").products.map((found) => found.id)).toEqual([product.id]);
    expect(indexed("dhaal")).toEqual([product.id]);
    expect(listProductPages().map((page) => page.slug)).toEqual([product.slug]);
    expect(getDealerById(dealer.id)?.products.map((stocked) => stocked.slug)).toEqual([
      product.slug,
    ]);
    expect(await filesOf(product)).toEqual(files);
    // Its codes answer as before: the checked one is a repeat.
    expect(checkPackCode(checked, { locale: "en" }).outcome).toBe("repeat");
    expect(listTrash()).toEqual([]);
  });

  it("deleted for good, frees the files of its image and label", async () => {
    const { product } = await stockedProduct();
    valueOf(deleteProduct(product.id));
    await filesOf(product);
    valueOf(await deleteTrashEntryForGood(entryOf("products", product.id).id));
    expect(imageFilesGone(product.image!)).toBe(true);
    expect(existsSync(documentPath(product.safety.labelPdfKey!))).toBe(false);
  });

  it("is refused its restore while its category is in the trash, and comes back after it", () => {
    const category = addCategory("Herbicides");
    const product = addProduct(category.id, "Saaf Pendimethalin");
    valueOf(deleteProduct(product.id));
    // The product in the trash does not keep its category in use.
    valueOf(deleteCategory(category.id));

    const refusal = refusalOf(restoreTrashEntry(entryOf("products", product.id).id));
    expect(refusal).toMatchObject({
      status: 409,
      message:
        'The product "Saaf Pendimethalin" needs the category "Herbicides", which is in the trash: restore that first.',
    });
    expect(getProductById(product.id)).toBeUndefined();

    valueOf(restoreTrashEntry(entryOf("categories", category.id).id));
    valueOf(restoreTrashEntry(entryOf("products", product.id).id));
    expect(getProductById(product.id)).toEqual(product);
  });

  it("keeps the category it needs from being deleted for good", async () => {
    const category = addCategory("Herbicides");
    const product = addProduct(category.id, "Saaf Pendimethalin");
    valueOf(deleteProduct(product.id));
    valueOf(deleteCategory(category.id));

    const refusal = refusalOf(await deleteTrashEntryForGood(entryOf("categories", category.id).id));
    expect(refusal.status).toBe(409);
    expect(refusal.message).toBe(
      'The product "Saaf Pendimethalin", also in the trash, needs the category "Herbicides": delete that for good first, or restore both.',
    );
    valueOf(await deleteTrashEntryForGood(entryOf("products", product.id).id));
    valueOf(await deleteTrashEntryForGood(entryOf("categories", category.id).id));
    expect(listTrash()).toEqual([]);
  });

  it("is refused its restore while a crop of its uses is in the trash", () => {
    const category = addCategory("Insecticides");
    const product = addProduct(category.id, "Dhaal");
    const mango = createCrop({ name: "Mango" });
    valueOf(
      setProductUses(product.id, [{ crop: "mango", target: "Hopper", dose: "1 l per acre" }]),
    );
    // In use by a product, a crop cannot go to the trash...
    expect(refusalOf(deleteCrop(mango.id)).status).toBe(409);
    valueOf(deleteProduct(product.id));
    // ...but a product in the trash does not count.
    valueOf(deleteCrop(mango.id));

    expect(refusalOf(restoreTrashEntry(entryOf("products", product.id).id)).message).toBe(
      'The product "Dhaal" needs the crop "Mango", which is in the trash: restore that first.',
    );
    valueOf(restoreTrashEntry(entryOf("crops", mango.id).id));
    valueOf(restoreTrashEntry(entryOf("products", product.id).id));
    expect(getProductById(product.id)?.uses.map((use) => use.cropSlug)).toEqual(["mango"]);
  });

  it("is refused its restore when another product took its slug, and nothing is written", () => {
    const category = addCategory("Insecticides");
    const product = addProduct(category.id, "Dhaal");
    valueOf(deleteProduct(product.id));
    const newer = addProduct(category.id, "Dhaal");
    expect(newer.slug).toBe(product.slug);
    const before = everyRow();

    const refusal = refusalOf(restoreTrashEntry(entryOf("products", product.id).id));

    expect(refusal).toMatchObject({
      status: 409,
      message:
        'The slug "dhaal" is already used by another product. Change the other one first, then restore this one.',
    });
    expect(everyRow()).toEqual(before);
    expect(findTrashEntry("products", product.id)).toBeDefined();
  });

  it("is refused its restore when another batch took the number of one of its batches", () => {
    const category = addCategory("Insecticides");
    const product = addProduct(category.id, "Dhaal");
    createBatch({
      product: "dhaal",
      batchNumber: "GF-1",
      manufacturedOn: "2026-01-01",
      expiresOn: "2028-01-01",
    });
    valueOf(deleteProduct(product.id));
    const other = addProduct(category.id, "Shikra");
    createBatch({
      product: other.slug,
      batchNumber: "gf 1",
      manufacturedOn: "2026-01-01",
      expiresOn: "2028-01-01",
    });

    expect(refusalOf(restoreTrashEntry(entryOf("products", product.id).id)).message).toBe(
      '"GF-1" is the same batch number as "gf 1" of Shikra (case, spaces and dashes do not count). Change the other one first, then restore this one.',
    );
  });
});

describe("a category or crop in the trash", () => {
  it("is refused its restore when its name was taken meanwhile, in any letter case", () => {
    const category = addCategory("Herbicides");
    valueOf(deleteCategory(category.id));
    createCategory({ name: "HERBICIDES", slug: "weedkillers", description: "Weeds." });

    expect(refusalOf(restoreTrashEntry(entryOf("categories", category.id).id))).toMatchObject({
      status: 409,
      message:
        'A category named "Herbicides" already exists. Change the other one first, then restore this one.',
    });
  });

  it("a crop comes back with its picture; in use, one cannot go to the trash", async () => {
    const rice = valueOf(
      await saveCrop({ name: "Rice" }, undefined, await pngFile("rice.png", 320)),
    );
    const before = everyRow();
    valueOf(deleteCrop(rice.id));
    expect(getCropBySlug("rice")).toBeUndefined();
    expect(imageFilesExist(rice.image!)).toBe(true);

    expectRestoredAsBefore("crops", rice.id, before);
    expect(getCropBySlug("rice")).toEqual(rice);

    createCrop({ name: "Cotton" });
    const product = addProduct(addCategory("Insecticides").id, "Dhaal");
    valueOf(setProductUses(product.id, [{ crop: "cotton", target: "Whitefly", dose: "1 l" }]));
    expect(refusalOf(deleteCrop(getCropBySlug("cotton")!.id))).toMatchObject({ status: 409 });
  });
});

describe("a gallery event in the trash", () => {
  it("keeps its image files, and comes back with its images in their order", async () => {
    const { item } = valueOf(
      await saveGalleryItem(galleryForm(), [
        await pngFile("a.png", 700),
        await pngFile("b.png", 200),
      ]),
    );
    const before = everyRow();

    expect(valueOf(deleteGalleryItem(item.id))).toEqual(item);
    expect(getGalleryItem(item.id)).toBeUndefined();
    for (const image of item.images) expect(imageFilesExist(image)).toBe(true);
    expect(entryOf("gallery", item.id)).toMatchObject({
      name: "Cotton field day",
      detail: "Vehari, 2025-03-05",
    });

    expectRestoredAsBefore("gallery", item.id, before);
    expect(getGalleryItem(item.id)).toEqual(item);
  });

  it("deleted for good, frees its image files", async () => {
    const { item } = valueOf(await saveGalleryItem(galleryForm(), [await pngFile("a.png", 700)]));
    valueOf(deleteGalleryItem(item.id));
    valueOf(await deleteTrashEntryForGood(entryOf("gallery", item.id).id));
    for (const image of item.images) expect(imageFilesGone(image)).toBe(true);
    expect(refusalOf(restoreTrashEntry(999))).toMatchObject({ status: 404 });
  });
});

describe("a batch in the trash", () => {
  it("makes its codes unknown until it comes back with them, checks and counts as they were", () => {
    const category = addCategory("Insecticides");
    const product = addProduct(category.id, "Dhaal");
    const batch = createBatch({
      product: product.slug,
      batchNumber: "GF-7",
      manufacturedOn: "2026-01-01",
      expiresOn: "2099-01-01",
    });
    const [checked = "", unchecked = ""] = valueOf(generatePackCodes(batch.id, 2)).codes;
    expect(checkPackCode(checked, { locale: "en" }).outcome).toBe("genuine");
    const stored = getBatchById(batch.id);

    valueOf(deleteBatch(batch.id));
    expect(checkPackCode(unchecked, { locale: "en" }).outcome).toBe("unknown");

    valueOf(restoreTrashEntry(entryOf("batches", batch.id).id));
    expect(getBatchById(batch.id)).toEqual(stored);
    expect(checkPackCode(checked, { locale: "en" }).outcome).toBe("repeat");
    expect(checkPackCode(unchecked, { locale: "en" }).outcome).toBe("genuine");
  });

  it("is refused its restore while its product is in the trash, or its number is taken", () => {
    const category = addCategory("Insecticides");
    const product = addProduct(category.id, "Dhaal");
    const dates = { manufacturedOn: "2026-01-01", expiresOn: "2099-01-01" };
    const batch = createBatch({ product: product.slug, batchNumber: "GF-7", ...dates });
    valueOf(deleteBatch(batch.id));
    valueOf(deleteProduct(product.id));
    expect(refusalOf(restoreTrashEntry(entryOf("batches", batch.id).id)).message).toBe(
      'The batch "GF-7" needs the product "Dhaal", which is in the trash: restore that first.',
    );

    valueOf(restoreTrashEntry(entryOf("products", product.id).id));
    createBatch({ product: product.slug, batchNumber: "GF 7", ...dates });
    expect(refusalOf(restoreTrashEntry(entryOf("batches", batch.id).id))).toMatchObject({
      status: 409,
      message:
        '"GF-7" is the same batch number as "GF 7" of Dhaal (case, spaces and dashes do not count). Change the other one first, then restore this one.',
    });
  });
});

describe("a message or a dealer in the trash", () => {
  it("a message comes back with its waiting notification and its photo", async () => {
    const photo = await storedPng("pack-reports", 400);
    const message = createContactMessage(
      {
        name: "Bilal",
        phone: "+923001234567",
        email: undefined,
        subject: "pack-report",
        message: "The seal was broken.",
        report: { district: "multan", shop: "Ali Traders", packCode: "ABCD", photo },
      },
      { notify: true },
    );
    const before = everyRow();
    expect(before.notification_outbox).toHaveLength(1);

    valueOf(deleteContactMessage(message.id));
    expect(getContactMessage(message.id)).toBeUndefined();
    expect(imageFilesExist(photo)).toBe(true);
    expect(entryOf("contacts", message.id)).toMatchObject({
      name: "Bilal",
      detail: "Suspect pack report",
    });

    expectRestoredAsBefore("contacts", message.id, before);
    expect(getContactMessage(message.id)).toEqual(message);
  });

  it("a link between a dealer and a product comes back whichever of them comes back last", () => {
    const category = addCategory("Insecticides");
    const product = addProduct(category.id, "Dhaal");
    const dealer = zaraiMarkaz({ products: [product.slug], categories: [category.slug] });
    const before = everyRow();
    valueOf(deleteProduct(product.id));
    valueOf(deleteDealer(dealer.id));
    expect(entryOf("dealers", dealer.id).detail).toBe("Burewala, Vehari");

    // The product first: its link waits in the dealer's entry, since the dealer is in the trash.
    valueOf(restoreTrashEntry(entryOf("products", product.id).id));
    expectRestoredAsBefore("dealers", dealer.id, before);
    expect(getDealerById(dealer.id)).toEqual(dealer);
  });
});

describe("the trash list", () => {
  it("lists the last deleted first, by kind, a page at a time", () => {
    const category = addCategory("Insecticides");
    const dhaal = addProduct(category.id, "Dhaal");
    const shikra = addProduct(category.id, "Shikra");
    const empty = addCategory("Empty");
    valueOf(deleteProduct(dhaal.id));
    valueOf(deleteCategory(empty.id));
    valueOf(deleteProduct(shikra.id));

    expect(listTrash().map((entry) => entry.name)).toEqual(["Shikra", "Empty", "Dhaal"]);
    expect(listTrash({ kind: "products" }).map((entry) => entry.name)).toEqual(["Shikra", "Dhaal"]);
    expect(countTrashByKind()).toEqual({ products: 2, categories: 1 });
    const page = listTrashPage({}, { page: 2, limit: 2 });
    expect(page).toMatchObject({ page: 2, limit: 2, total: 3, pages: 2 });
    expect(page.items.map((entry) => entry.name)).toEqual(["Dhaal"]);
    const [entry] = page.items;
    expect(Date.parse(entry!.purgeAt) - Date.parse(entry!.deletedAt)).toBe(TRASH_DAYS * DAY_MS);
  });
});

describe("emptying the trash", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`deletes for good what has been there ${TRASH_DAYS} days, freeing its files`, async () => {
    const product = createProduct({
      name: "Dhaal",
      description: "Controls whitefly.",
      category: addCategory("Insecticides").name,
      image: await storedPng("products", 500),
    });
    valueOf(deleteProduct(product.id));
    const { deletedAt } = entryOf("products", product.id);
    const deleted = Date.parse(deletedAt);

    expect(await purgeTrash(new Date(deleted + TRASH_DAYS * DAY_MS - 1))).toBe(0);
    expect(imageFilesExist(product.image!)).toBe(true);
    expect(listTrash()).toHaveLength(1);

    expect(await purgeTrash(new Date(deleted + TRASH_DAYS * DAY_MS))).toBe(1);
    expect(listTrash()).toEqual([]);
    expect(imageFilesGone(product.image!)).toBe(true);
  });

  it("runs at start and then daily", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval"] });
    vi.setSystemTime(new Date("2027-01-01T08:00:00.000Z"));
    const { item } = valueOf(await saveGalleryItem(galleryForm(), [await pngFile("a.png", 300)]));
    valueOf(deleteGalleryItem(item.id));
    vi.setSystemTime(new Date("2027-01-20T08:00:00.000Z"));
    const older = addCategory("Older");
    valueOf(deleteCategory(older.id));

    vi.setSystemTime(new Date("2027-01-31T07:00:00.000Z"));
    startTrashPurge();
    // At start: nothing has been there 30 days yet.
    await vi.waitFor(() => expect(listTrash()).toHaveLength(2));

    const told = vi.spyOn(log(), "info").mockImplementation(() => undefined);
    await vi.advanceTimersByTimeAsync(PURGE_EVERY_MS);
    await vi.waitFor(() => expect(listTrash().map((entry) => entry.name)).toEqual(["Older"]));
    await vi.waitFor(() => {
      for (const image of item.images) expect(imageFilesGone(image)).toBe(true);
    });
    expect(told).toHaveBeenCalledWith(
      { event: "trash-emptied", count: 1 },
      "Deleted 1 records for good after their time in the trash.",
    );

    await vi.advanceTimersByTimeAsync(19 * PURGE_EVERY_MS);
    await vi.waitFor(() => expect(listTrash()).toEqual([]));
  });
});
