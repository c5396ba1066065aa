import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import type { StoredImage } from "~/images/image-variants";
import { addCategory, addProduct, resetDatabaseAndUploads } from "#tests/setup/db-helpers";
import { productForm } from "#tests/setup/forms";
import { refusalOf, valueOf } from "#tests/setup/results";
import {
  imageFilesExist,
  imageFilesGone,
  pngFile,
  uploadedFiles,
  variantFileNames,
} from "#tests/setup/uploads";
import { deleteCategory } from "~/categories/categories.server";
import { deleteTrashEntryForGood, findTrashEntry } from "~/trash/trash.server";
import { PRODUCT_LIMITS } from "./product-limits";
import { productInputSchema } from "./product-schema";
import {
  countProducts,
  deleteProduct,
  getProductById,
  listProducts,
  listProductsInCategoryNamed,
  saveProduct,
} from "./products.server";

beforeEach(resetDatabaseAndUploads);

function imageOf(product: { image: StoredImage | null }): StoredImage {
  if (!product.image) throw new Error("Expected the product to have an image");
  return product.image;
}

describe("productInputSchema", () => {
  it("splits features one per line, trimmed, without blank lines", () => {
    const parsed = productInputSchema.parse(
      productForm({ features: "  Fast knock-down \r\n\r\n   \nRain-fast in 2 hours\n\n" }),
    );
    expect(parsed.features).toEqual(["Fast knock-down", "Rain-fast in 2 hours"]);
  });

  it("leaves empty optional fields absent and usage empty", () => {
    const parsed = productInputSchema.parse(
      productForm({ usage: "   ", composition: "", dosage: "  ", waitingPeriod: "" }),
    );
    expect(parsed.usage).toBe("");
    expect(parsed.composition).toBeUndefined();
    expect(parsed.dosage).toBeUndefined();
    expect(parsed.waitingPeriod).toBeUndefined();
    expect(parsed.features).toEqual([]);
  });

  it("requires name, category and description, and refuses over-long text", () => {
    const missing = productInputSchema.safeParse({ name: " ", category: "", description: "" });
    expect(missing.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual(
      expect.arrayContaining([
        ["name", "Name is required"],
        ["category", "Please choose a category"],
        ["description", "Description is required"],
      ]),
    );
    const long = productInputSchema.safeParse(
      productForm({
        name: "n".repeat(PRODUCT_LIMITS.name + 1),
        dosage: "d".repeat(PRODUCT_LIMITS.specification + 1),
      }),
    );
    expect(long.error?.issues.map((issue) => issue.path.join("."))).toEqual(
      expect.arrayContaining(["name", "dosage"]),
    );
  });
});

describe("saveProduct: creating", () => {
  beforeEach(() => {
    addCategory("Insecticides");
  });

  it("needs an image", async () => {
    const refusal = refusalOf(await saveProduct(productForm(), null));
    expect(refusal.status).toBe(400);
    expect(refusal.errors?.image).toBeTruthy();
    expect(countProducts()).toBe(0);
  });

  it("reports every missing field together with the missing image", async () => {
    const refusal = refusalOf(await saveProduct({}, null));
    expect(refusal.status).toBe(400);
    expect(Object.keys(refusal.errors ?? {})).toEqual(
      expect.arrayContaining(["name", "category", "description", "image"]),
    );
  });

  it("needs a category that exists, given by its name", async () => {
    const refusal = refusalOf(
      await saveProduct(productForm({ category: "Rodenticides" }), await pngFile("a.png", 200)),
    );
    expect(refusal.status).toBe(400);
    expect(refusal.errors?.category).toBe("Please choose an existing category");
    expect(countProducts()).toBe(0);
    expect(uploadedFiles("products")).toEqual([]);
  });

  it("stores a real PNG: the product has the image and its files are on disk", async () => {
    const product = valueOf(
      await saveProduct(
        productForm({
          features: "Fast knock-down\n\n  Rain-fast in 2 hours  \n",
          usage: "  Spray 200 ml per acre. ",
          composition: "Emamectin benzoate 1.9%",
          dosage: "",
          waitingPeriod: "7 days",
        }),
        await pngFile("emamectin.png", 800, 600),
      ),
    );
    expect(product).toMatchObject({
      name: "Emamectin Benzoate 1.9% EC",
      slug: "emamectin-benzoate-1-9-ec",
      categoryName: "Insecticides",
      features: ["Fast knock-down", "Rain-fast in 2 hours"],
      usage: "Spray 200 ml per acre.",
      specifications: { composition: "Emamectin benzoate 1.9%", waitingPeriod: "7 days" },
    });
    expect(product.specifications).not.toHaveProperty("dosage");
    const image = imageOf(product);
    expect(image).toEqual({
      key: expect.stringMatching(/^products\/[0-9a-f]{24}$/),
      width: 800,
      height: 600,
    });
    expect(imageFilesExist(image)).toBe(true);
    expect(getProductById(product.id)).toEqual(product);
  });

  it("gives a product without specifications an empty specifications object", async () => {
    const product = valueOf(await saveProduct(productForm(), await pngFile("a.png", 100)));
    expect(product.specifications).toEqual({});
    expect(product.features).toEqual([]);
    expect(product.usage).toBe("");
  });

  it("finds the category by name whatever its letter case", async () => {
    const product = valueOf(
      await saveProduct(productForm({ category: "  insecticides " }), await pngFile("a.png", 100)),
    );
    expect(product.categoryName).toBe("Insecticides");
  });

  it("refuses a GIF by its declared type", async () => {
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    const file = new File([new Uint8Array(gif)], "x.gif", { type: "image/gif" });
    const refusal = refusalOf(await saveProduct(productForm(), file));
    expect(refusal.status).toBe(400);
    expect(refusal.errors?.image).toBe("File x.gif is not a valid image type");
    expect(countProducts()).toBe(0);
  });

  it("refuses a file over 5MB", async () => {
    const file = new File([Buffer.alloc(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    const refusal = refusalOf(await saveProduct(productForm(), file));
    expect(refusal.status).toBe(400);
    expect(refusal.errors?.image).toBe("File big.png is too large (max 5MB)");
    expect(countProducts()).toBe(0);
  });

  it("refuses garbage declared as image/png and leaves no files behind", async () => {
    const file = new File([new Uint8Array(randomBytes(4096))], "fake.png", { type: "image/png" });
    const refusal = refusalOf(await saveProduct(productForm(), file));
    expect(refusal.status).toBe(400);
    expect(refusal.errors?.image).toBe("File fake.png is not a valid image type");
    expect(countProducts()).toBe(0);
    expect(uploadedFiles("products")).toEqual([]);
  });

  it("stores no image when the fields are invalid", async () => {
    const refusal = refusalOf(
      await saveProduct(productForm({ name: "" }), await pngFile("a.png", 300)),
    );
    expect(refusal.status).toBe(400);
    expect(refusal.errors?.name).toBe("Name is required");
    expect(uploadedFiles("products")).toEqual([]);
  });

  it("refuses a name that gives no slug, on the slug field", async () => {
    const refusal = refusalOf(
      await saveProduct(productForm({ name: "!!!" }), await pngFile("a.png", 100)),
    );
    expect(refusal.status).toBe(400);
    expect(refusal.errors?.slug).toBe("Slug is required: use letters or numbers");
  });

  it("refuses a slug another product has with 409, storing no image", async () => {
    const category = addCategory("Herbicides");
    addProduct(category.id, "Glyphosate 48% SL");
    const refusal = refusalOf(
      await saveProduct(
        productForm({ name: "Glyphosate", slug: "Glyphosate 48% SL" }),
        await pngFile("a.png", 100),
      ),
    );
    expect(refusal.status).toBe(409);
    expect(refusal.errors?.slug).toBe(
      'The slug "glyphosate-48-sl" is already used by another product.',
    );
    expect(countProducts()).toBe(1);
    expect(uploadedFiles("products")).toEqual([]);
  });
});

describe("saveProduct: while other writes happen", () => {
  it("answers 409, not an exception, when two new products race for one slug", async () => {
    addCategory("Insecticides");
    const [a, b] = [await pngFile("a.png", 300), await pngFile("b.png", 300)];
    // Both saves check the slug before either has stored its image and written its row.
    const [first, second] = await Promise.all([
      saveProduct(productForm(), a),
      saveProduct(productForm(), b),
    ]);
    const results = [first, second];
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const refused = results.find((result) => !result.ok);
    expect(refused && !refused.ok ? refused.status : undefined).toBe(409);
    expect(countProducts()).toBe(1);
    // Only the saved product's image is left on disk.
    const saved = listProducts()[0];
    expect(saved && imageFilesExist(imageOf(saved))).toBe(true);
    expect(uploadedFiles("products")).toHaveLength(1);
  });

  it("refuses, not throws, when the category is deleted while the image is processed", async () => {
    const category = addCategory("Insecticides");
    const image = await pngFile("a.png", 300);
    // The save checks the category, then awaits the image; the delete happens in between.
    const pending = saveProduct(productForm(), image);
    valueOf(deleteCategory(category.id));
    const result = await pending.catch((error: unknown) => error);
    expect(result).toMatchObject({ ok: false, errors: { category: expect.any(String) } });
    expect(countProducts()).toBe(0);
    expect(uploadedFiles("products")).toEqual([]);
  });
  it("answers 404, leaving no new files, when the product is deleted while its new image is processed", async () => {
    addCategory("Insecticides");
    const product = valueOf(await saveProduct(productForm(), await pngFile("a.png", 300)));
    const replacement = await pngFile("b.png", 200);
    const pending = saveProduct(productForm(), replacement, product.id);
    const deleting = deleteProduct(product.id);
    const result = await pending.catch((error: unknown) => error);
    valueOf(await deleting);
    expect(result).toMatchObject({ ok: false, status: 404 });
    expect(countProducts()).toBe(0);
    // Only the files of the image it had, kept while it is in the trash.
    expect(uploadedFiles("products")).toEqual(variantFileNames(imageOf(product)));
  });
});

describe("saveProduct: editing", () => {
  async function created() {
    addCategory("Insecticides");
    return valueOf(await saveProduct(productForm(), await pngFile("first.png", 700, 350)));
  }

  it("keeps the old image when no new one is chosen", async () => {
    const product = await created();
    const updated = valueOf(
      await saveProduct(productForm({ description: "Now also for thrips." }), null, product.id),
    );
    expect(updated.description).toBe("Now also for thrips.");
    expect(updated.image).toEqual(product.image);
    expect(imageFilesExist(imageOf(updated))).toBe(true);
  });

  it("replaces the image and deletes the old variant files", async () => {
    const product = await created();
    const old = imageOf(product);
    const updated = valueOf(
      await saveProduct(productForm(), await pngFile("second.png", 500), product.id),
    );
    const replacement = imageOf(updated);
    expect(replacement.key).not.toBe(old.key);
    expect(replacement).toMatchObject({ width: 500, height: 500 });
    expect(imageFilesExist(replacement)).toBe(true);
    expect(imageFilesGone(old)).toBe(true);
    expect(getProductById(product.id)?.image).toEqual(replacement);
  });

  it("keeps the old image when the new file is not a readable image", async () => {
    const product = await created();
    const garbage = new File([new Uint8Array(randomBytes(2048))], "bad.png", { type: "image/png" });
    const refusal = refusalOf(await saveProduct(productForm(), garbage, product.id));
    expect(refusal.status).toBe(400);
    expect(refusal.errors?.image).toBe("File bad.png is not a valid image type");
    expect(getProductById(product.id)?.image).toEqual(product.image);
    expect(imageFilesExist(imageOf(product))).toBe(true);
  });

  it("lets a product keep its own slug, and moves it to another category by name", async () => {
    const product = await created();
    addCategory("Acaricides");
    const updated = valueOf(
      await saveProduct(
        productForm({ slug: product.slug, category: "Acaricides" }),
        null,
        product.id,
      ),
    );
    expect(updated).toMatchObject({ slug: product.slug, categoryName: "Acaricides" });
  });

  it("stores the Urdu fields the form posts, and clears the ones emptied", async () => {
    const product = await created();
    expect(product).toMatchObject({
      nameUr: null,
      descriptionUr: null,
      featuresUr: [],
      usageUr: null,
      specificationsUr: {},
    });
    const urdu = {
      nameUr: "ایمامیکٹن بینزویٹ 1.9% EC",
      descriptionUr: "لشکری سنڈی اور گلابی سنڈی کا علاج۔",
      featuresUr: "تیز اثر\r\nبارش سے محفوظ",
      usageUr: "سنڈی نظر آتے ہی سپرے کریں۔\r\nدوبارہ 10 دن بعد",
      compositionUr: "ایمامیکٹن بینزویٹ 19 گرام فی لیٹر",
      dosageUr: "200 ملی لیٹر فی ایکڑ",
      waitingPeriodUr: "14 دن",
    };
    const updated = valueOf(await saveProduct(productForm(urdu), null, product.id));
    expect(updated).toEqual({
      ...product,
      nameUr: "ایمامیکٹن بینزویٹ 1.9% EC",
      descriptionUr: "لشکری سنڈی اور گلابی سنڈی کا علاج۔",
      featuresUr: ["تیز اثر", "بارش سے محفوظ"],
      usageUr: "سنڈی نظر آتے ہی سپرے کریں۔\nدوبارہ 10 دن بعد",
      specificationsUr: {
        composition: "ایمامیکٹن بینزویٹ 19 گرام فی لیٹر",
        dosage: "200 ملی لیٹر فی ایکڑ",
        waitingPeriod: "14 دن",
      },
    });
    expect(getProductById(product.id)).toEqual(updated);

    const emptied = valueOf(
      await saveProduct(
        productForm({ ...urdu, nameUr: " ", featuresUr: "\r\n \r\n", dosageUr: "", usageUr: "" }),
        null,
        product.id,
      ),
    );
    expect(emptied).toMatchObject({
      nameUr: null,
      descriptionUr: "لشکری سنڈی اور گلابی سنڈی کا علاج۔",
      featuresUr: [],
      usageUr: null,
      specificationsUr: {
        composition: "ایمامیکٹن بینزویٹ 19 گرام فی لیٹر",
        waitingPeriod: "14 دن",
      },
    });
  });

  it("refuses an Urdu field over its English field's limit, on that field", async () => {
    const product = await created();
    const refusal = refusalOf(
      await saveProduct(
        productForm({ dosageUr: "ک".repeat(PRODUCT_LIMITS.specification + 1) }),
        null,
        product.id,
      ),
    );
    expect(refusal.status).toBe(400);
    expect(refusal.errors).toEqual({
      dosageUr: `Urdu dosage must be at most ${PRODUCT_LIMITS.specification} characters`,
    });
    expect(getProductById(product.id)).toEqual(product);
  });

  it("refuses taking another product's slug with 409", async () => {
    const product = await created();
    const category = addCategory("Herbicides");
    const other = addProduct(category.id, "Glyphosate 48% SL");
    const refusal = refusalOf(
      await saveProduct(productForm({ slug: other.slug }), null, product.id),
    );
    expect(refusal.status).toBe(409);
    expect(refusal.errors?.slug).toBeDefined();
    expect(getProductById(product.id)?.slug).toBe(product.slug);
  });

  it("answers 404 for an unknown id and stores nothing", async () => {
    const product = await created();
    const before = uploadedFiles("products");
    const refusal = refusalOf(
      await saveProduct(
        productForm({ slug: "another" }),
        await pngFile("x.png", 100),
        product.id + 999,
      ),
    );
    expect(refusal.status).toBe(404);
    expect(countProducts()).toBe(1);
    expect(uploadedFiles("products")).toEqual(before);
  });
});

describe("deleteProduct", () => {
  it("moves the product to the trash, its image files kept until it is deleted for good", async () => {
    addCategory("Insecticides");
    const product = valueOf(await saveProduct(productForm(), await pngFile("a.png", 1000, 500)));
    const image = imageOf(product);
    expect(imageFilesExist(image)).toBe(true);

    expect(valueOf(await deleteProduct(product.id))).toEqual(product);
    expect(getProductById(product.id)).toBeUndefined();
    expect(imageFilesExist(image)).toBe(true);

    const entry = findTrashEntry("products", product.id);
    expect(entry).toMatchObject({ name: product.name, detail: "Insecticides" });
    valueOf(await deleteTrashEntryForGood(entry!.id));
    expect(imageFilesGone(image)).toBe(true);
    expect(uploadedFiles("products")).toEqual([]);
  });

  it("removes a product without an image", async () => {
    const category = addCategory("Insecticides");
    const product = addProduct(category.id, "Bifenthrin 10% EC");
    valueOf(await deleteProduct(product.id));
    expect(countProducts()).toBe(0);
  });

  it("answers 404 for an unknown id", async () => {
    const category = addCategory("Insecticides");
    const product = addProduct(category.id, "Bifenthrin 10% EC");
    expect(refusalOf(await deleteProduct(product.id + 999)).status).toBe(404);
    valueOf(await deleteProduct(product.id));
    expect(refusalOf(await deleteProduct(product.id)).status).toBe(404);
  });
});

describe("listing products", () => {
  it("lists every product newest first, with its category name", () => {
    const insecticides = addCategory("Insecticides");
    const herbicides = addCategory("Herbicides");
    addProduct(insecticides.id, "Bifenthrin 10% EC");
    addProduct(herbicides.id, "Atrazine 38% SC");
    addProduct(insecticides.id, "Acetamiprid 20% SP");
    expect(listProducts().map((product) => [product.name, product.categoryName])).toEqual([
      ["Acetamiprid 20% SP", "Insecticides"],
      ["Atrazine 38% SC", "Herbicides"],
      ["Bifenthrin 10% EC", "Insecticides"],
    ]);
  });

  it("lists the products of a category by its name, in catalogue order", () => {
    const insecticides = addCategory("Insecticides");
    const herbicides = addCategory("Herbicides");
    addProduct(insecticides.id, "imidacloprid 20% SL");
    addProduct(herbicides.id, "Atrazine 38% SC");
    addProduct(insecticides.id, "Bifenthrin 10% EC");
    expect(listProductsInCategoryNamed("Insecticides")?.map((product) => product.name)).toEqual([
      "Bifenthrin 10% EC",
      "imidacloprid 20% SL",
    ]);
    expect(listProductsInCategoryNamed("insecticides")).toHaveLength(2);
  });

  it("gives an empty list for an empty category and nothing for an unknown one", () => {
    addCategory("Adjuvants");
    expect(listProductsInCategoryNamed("Adjuvants")).toEqual([]);
    expect(listProductsInCategoryNamed("Rodenticides")).toBeUndefined();
  });
});

describe("an update that leaves the Urdu out", () => {
  it("keeps the stored Urdu; sent empty, it is cleared", async () => {
    addCategory("Insecticides");
    const created = await saveProduct(
      productForm({ nameUr: "ڈھال", featuresUr: "سسٹمک\nکم مقدار", dosageUr: "250 ملی لیٹر" }),
      await pngFile("a.png", 200),
    );
    if (!created.ok) throw new Error(created.message);
    const id = created.value.id;
    const kept = await saveProduct(productForm({ description: "Changed." }), null, id);
    expect(kept).toMatchObject({
      ok: true,
      value: {
        description: "Changed.",
        nameUr: "ڈھال",
        featuresUr: ["سسٹمک", "کم مقدار"],
        specificationsUr: { dosage: "250 ملی لیٹر" },
      },
    });
    const cleared = await saveProduct(
      productForm({ nameUr: "", featuresUr: "", dosageUr: "" }),
      null,
      id,
    );
    expect(cleared).toMatchObject({
      ok: true,
      value: { nameUr: null, featuresUr: [], specificationsUr: {} },
    });
  });
});

describe("pack sizes", () => {
  it("are stored smallest first from the one line the form sends, kept when left out, cleared when empty", async () => {
    addCategory("Insecticides");
    const created = valueOf(
      await saveProduct(
        productForm({ packSizes: "1 L, 100 ml, 250 ml, 500 ml" }),
        await pngFile("a.png", 200),
      ),
    );
    expect(created.packSizes).toEqual([
      { amount: 100, unit: "ml" },
      { amount: 250, unit: "ml" },
      { amount: 500, unit: "ml" },
      { amount: 1, unit: "L" },
    ]);
    const kept = valueOf(
      await saveProduct(productForm({ description: "Changed." }), null, created.id),
    );
    expect(kept.packSizes).toEqual(created.packSizes);
    const cleared = valueOf(await saveProduct(productForm({ packSizes: " " }), null, created.id));
    expect(cleared.packSizes).toEqual([]);
  });

  it("refuses a line that is not pack sizes, on its field, and stores nothing", async () => {
    addCategory("Insecticides");
    const refusal = refusalOf(
      await saveProduct(
        productForm({ packSizes: "100 ml, a big bottle" }),
        await pngFile("a.png", 200),
      ),
    );
    expect(refusal.status).toBe(400);
    expect(refusal.errors?.packSizes).toMatch(/^"a big bottle" is not a pack size/);
    expect(countProducts()).toBe(0);
  });
});
