import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { categories } from "~/db/schema";
import { getProductById, listProductsInCategory } from "~/products/products.server";
import { addCategory, addProduct, resetDatabase } from "#tests/setup/db-helpers";
import { refusalOf, valueOf } from "#tests/setup/results";
import {
  countCategories,
  countProductsInCategory,
  createCategory,
  getCategoryById,
  getCategoryBySlug,
  listCategories,
  listCategoryLinks,
  localizeCategory,
  saveCategory,
} from "./categories.server";
import { CATEGORY_LIMITS } from "./category-limits";

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

beforeEach(resetDatabase);

describe("createCategory", () => {
  it("derives the slug from the name and trims the text", () => {
    const category = createCategory({
      name: "  Plant Growth Regulators ",
      description: "  Hormones for better fruit set. ",
    });
    expect(category).toMatchObject({
      name: "Plant Growth Regulators",
      slug: "plant-growth-regulators",
      description: "Hormones for better fruit set.",
    });
    expect(category.id).toBeGreaterThan(0);
    expect(category.createdAt).toMatch(ISO_INSTANT);
  });

  it("keeps a given slug and derives one when the given slug is blank", () => {
    expect(
      createCategory({ name: "Insecticides", slug: " insect-control ", description: "d" }).slug,
    ).toBe("insect-control");
    expect(
      createCategory({ name: "Herbicides & Weedicides", slug: "  ", description: "d" }).slug,
    ).toBe("herbicides-weedicides");
  });

  it("refuses a second category with the same name", () => {
    addCategory("Fungicides");
    expect(() =>
      createCategory({ name: "Fungicides", slug: "fungicides-2", description: "d" }),
    ).toThrow(/A category named "Fungicides" already exists/);
    expect(countCategories()).toBe(1);
  });

  it("refuses a second category with the same slug", () => {
    addCategory("Seed Treatment");
    // A different name that slugifies to the same slug.
    expect(() => addCategory("Seed-Treatment")).toThrow(
      /The slug "seed-treatment" is already used by another category/,
    );
    expect(listCategories().map((category) => category.name)).toEqual(["Seed Treatment"]);
  });
});

describe("a category's Urdu texts", () => {
  it("are stored trimmed, with LF line breaks, and read back by id, slug and list", () => {
    const category = createCategory({
      name: "Insecticides",
      description: "Against sucking pests.",
      nameUr: "  کیڑے مار دوائیں ",
      descriptionUr: "رس چوسنے والے کیڑوں کے خلاف۔\r\nدوسری سطر ",
    });
    expect(category).toMatchObject({
      nameUr: "کیڑے مار دوائیں",
      descriptionUr: "رس چوسنے والے کیڑوں کے خلاف۔\nدوسری سطر",
    });
    expect(getCategoryById(category.id)).toEqual(category);
    expect(getCategoryBySlug("insecticides")).toEqual(category);
    expect(listCategories()).toEqual([category]);
  });

  it("are stored as none when left empty or out", () => {
    const blank = createCategory({
      name: "Fungicides",
      description: "Against rust.",
      nameUr: "   ",
      descriptionUr: "",
    });
    const missing = createCategory({ name: "Herbicides", description: "Against weeds." });
    for (const category of [blank, missing]) {
      expect(getCategoryById(category.id)).toMatchObject({ nameUr: null, descriptionUr: null });
    }
  });

  it("change and clear with an edit", () => {
    const category = createCategory({
      name: "Herbicides",
      description: "Against weeds.",
      nameUr: "جڑی بوٹی مار",
    });
    const edited = valueOf(
      saveCategory(
        {
          name: "Herbicides",
          slug: "herbicides",
          description: "Against weeds.",
          nameUr: "جڑی بوٹی مار دوائیں",
          descriptionUr: "جڑی بوٹیوں کی تلفی۔",
        },
        category.id,
      ),
    );
    expect(edited).toEqual({
      ...category,
      nameUr: "جڑی بوٹی مار دوائیں",
      descriptionUr: "جڑی بوٹیوں کی تلفی۔",
    });
    const cleared = valueOf(
      saveCategory(
        {
          name: "Herbicides",
          slug: "herbicides",
          description: "Against weeds.",
          nameUr: "",
          descriptionUr: " ",
        },
        category.id,
      ),
    );
    expect(getCategoryById(category.id)).toEqual({ ...cleared, nameUr: null, descriptionUr: null });
  });

  it("are held to the English field's limit", () => {
    const refusal = refusalOf(
      saveCategory({
        name: "Insecticides",
        description: "d",
        nameUr: "ک".repeat(CATEGORY_LIMITS.name + 1),
        descriptionUr: "ک".repeat(CATEGORY_LIMITS.description),
      }),
    );
    expect(refusal.status).toBe(400);
    expect(refusal.errors).toEqual({
      nameUr: `Urdu name must be at most ${CATEGORY_LIMITS.name} characters`,
    });
    expect(countCategories()).toBe(0);
  });

  it("show on Urdu pages, the English where one is empty", () => {
    const category = createCategory({
      name: "Insecticides",
      description: "Against sucking pests.",
      nameUr: "کیڑے مار دوائیں",
    });
    expect(localizeCategory(category, "ur")).toEqual({
      id: category.id,
      name: "کیڑے مار دوائیں",
      slug: "insecticides",
      description: "Against sucking pests.",
      createdAt: category.createdAt,
      inEnglish: ["description"],
    });
    expect(localizeCategory(category, "en")).toEqual({
      id: category.id,
      name: "Insecticides",
      slug: "insecticides",
      description: "Against sucking pests.",
      createdAt: category.createdAt,
      inEnglish: [],
    });
  });

  it("name the category on its products' pages", () => {
    const category = createCategory({
      name: "Insecticides",
      description: "d",
      nameUr: "کیڑے مار دوائیں",
    });
    const product = addProduct(category.id, "Dhaal 20% SL");
    expect(getProductById(product.id)).toMatchObject({
      categoryName: "Insecticides",
      categoryNameUr: "کیڑے مار دوائیں",
    });
  });
});

describe("reading categories", () => {
  it("lists categories by name", () => {
    addCategory("Insecticides");
    addCategory("Fertilizers");
    addCategory("Herbicides");
    expect(listCategories().map((category) => category.name)).toEqual([
      "Fertilizers",
      "Herbicides",
      "Insecticides",
    ]);
  });

  it("gives the navigation only names and slugs, by name, in the page's language", () => {
    const insecticides = addCategory("Insecticides");
    addCategory("Bio Stimulants");
    db()
      .update(categories)
      .set({ nameUr: "کیڑے مار دوائیں" })
      .where(eq(categories.id, insecticides.id))
      .run();
    expect(listCategoryLinks("en")).toEqual([
      { name: "Bio Stimulants", slug: "bio-stimulants", inEnglish: [] },
      { name: "Insecticides", slug: "insecticides", inEnglish: [] },
    ]);
    // Urdu where it was written; the English, marked as such, where it was not.
    expect(listCategoryLinks("ur")).toEqual([
      { name: "Bio Stimulants", slug: "bio-stimulants", inEnglish: ["name"] },
      { name: "کیڑے مار دوائیں", slug: "insecticides", inEnglish: [] },
    ]);
  });

  it("finds a category by slug and by id", () => {
    const fungicides = addCategory("Fungicides");
    addCategory("Herbicides");
    expect(getCategoryBySlug("fungicides")).toEqual(fungicides);
    expect(getCategoryById(fungicides.id)).toEqual(fungicides);
  });

  it("finds nothing for an unknown slug or id, or a slug in another case", () => {
    const fungicides = addCategory("Fungicides");
    expect(getCategoryBySlug("herbicides")).toBeUndefined();
    expect(getCategoryBySlug("Fungicides")).toBeUndefined();
    expect(getCategoryById(fungicides.id + 1000)).toBeUndefined();
  });

  it("counts categories and the products of each", () => {
    expect(countCategories()).toBe(0);
    const insecticides = addCategory("Insecticides");
    const herbicides = addCategory("Herbicides");
    addProduct(insecticides.id, "Bifenthrin 10% EC");
    addProduct(insecticides.id, "Imidacloprid 20% SL");
    expect(countCategories()).toBe(2);
    expect(countProductsInCategory(insecticides.id)).toBe(2);
    expect(countProductsInCategory(herbicides.id)).toBe(0);
  });
});

describe("category integrity", () => {
  it("refuses to delete a category that still has products", () => {
    const insecticides = addCategory("Insecticides");
    const product = addProduct(insecticides.id, "Lambda Cyhalothrin 2.5% EC");
    expect(() => db().delete(categories).where(eq(categories.id, insecticides.id)).run()).toThrow(
      /FOREIGN KEY constraint failed/,
    );
    expect(getCategoryById(insecticides.id)).toEqual(insecticides);
    expect(getProductById(product.id)?.categoryName).toBe("Insecticides");
  });

  it("deletes a category without products", () => {
    const empty = addCategory("Adjuvants");
    db().delete(categories).where(eq(categories.id, empty.id)).run();
    expect(getCategoryById(empty.id)).toBeUndefined();
    expect(countCategories()).toBe(0);
  });

  it("keeps a category's products when it is renamed", () => {
    const category = addCategory("Weedicides");
    const product = addProduct(category.id, "Glyphosate 48% SL");
    db()
      .update(categories)
      .set({ name: "Herbicides", slug: "herbicides" })
      .where(eq(categories.id, category.id))
      .run();
    expect(getProductById(product.id)).toMatchObject({
      categoryId: category.id,
      categoryName: "Herbicides",
      categorySlug: "herbicides",
    });
    expect(listProductsInCategory(category.id).map((item) => item.id)).toEqual([product.id]);
  });

  it("refuses a product whose category does not exist", () => {
    const category = addCategory("Insecticides");
    expect(() => addProduct(category.id + 1000, "Orphan 5% EC")).toThrow(
      'Product not created: Please correct the highlighted fields. {"category":"Please choose an existing category"}',
    );
  });
});

describe("an update that leaves the Urdu out", () => {
  it("keeps the stored Urdu, so a client that knows only the English fields erases nothing", () => {
    const created = saveCategory({
      name: "Insecticides",
      description: "Against pests.",
      nameUr: "کیڑے مار دوائیں",
      descriptionUr: "کیڑوں کے خلاف۔",
    });
    if (!created.ok) throw new Error("not created");
    const updated = saveCategory({ name: "Insecticides", description: "Pests." }, created.value.id);
    expect(updated).toMatchObject({
      ok: true,
      value: { description: "Pests.", nameUr: "کیڑے مار دوائیں", descriptionUr: "کیڑوں کے خلاف۔" },
    });
    const cleared = saveCategory(
      { name: "Insecticides", description: "Pests.", nameUr: "", descriptionUr: "" },
      created.value.id,
    );
    expect(cleared).toMatchObject({ ok: true, value: { nameUr: null, descriptionUr: null } });
  });
});
