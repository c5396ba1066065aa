import { beforeEach, describe, expect, it } from "vitest";
import { getProductById, listProductsInCategoryNamed } from "~/products/products.server";
import { addCategory, addProduct, resetDatabase } from "#tests/setup/db-helpers";
import { refusalOf, valueOf } from "#tests/setup/results";
import {
  countCategories,
  deleteCategory,
  getCategoryById,
  listCategories,
  saveCategory,
} from "./categories.server";
import { CATEGORY_LIMITS } from "./category-limits";
import { categoryInputSchema } from "./category-schema";

beforeEach(resetDatabase);

const description = "Broad-spectrum control of sucking pests.";

describe("categoryInputSchema", () => {
  it("requires a name and a description, with readable messages", () => {
    const parsed = categoryInputSchema.safeParse({ name: "   ", description: "" });
    expect(parsed.success).toBe(false);
    const messages = parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ["name", "Name is required"],
        ["description", "Description is required"],
      ]),
    );
  });

  it("treats missing and non-text fields as missing", () => {
    const parsed = categoryInputSchema.safeParse({ name: 42 });
    expect(parsed.success).toBe(false);
    const fields = parsed.error?.issues.map((issue) => issue.path.join("."));
    expect(fields).toEqual(expect.arrayContaining(["name", "description"]));
  });

  it("accepts fields exactly at their limits", () => {
    const parsed = categoryInputSchema.safeParse({
      name: "n".repeat(CATEGORY_LIMITS.name),
      slug: "s".repeat(CATEGORY_LIMITS.slug),
      description: "d".repeat(CATEGORY_LIMITS.description),
    });
    expect(parsed.success).toBe(true);
  });
});

describe("saveCategory: creating", () => {
  it("refuses missing name and description with 400 and a message per field", () => {
    const refusal = refusalOf(saveCategory({ name: "", slug: "", description: "  " }));
    expect(refusal.status).toBe(400);
    expect(refusal.errors).toMatchObject({
      name: "Name is required",
      description: "Description is required",
    });
    expect(countCategories()).toBe(0);
  });

  it("refuses input that is not an object at all", () => {
    expect(refusalOf(saveCategory(null)).status).toBe(400);
    expect(refusalOf(saveCategory("Insecticides")).status).toBe(400);
    expect(countCategories()).toBe(0);
  });

  it("derives the slug from the name when the slug is empty", () => {
    const category = valueOf(
      saveCategory({
        name: "  Herbicides & Weedicides ",
        slug: "",
        description: ` ${description} `,
      }),
    );
    expect(category).toMatchObject({
      name: "Herbicides & Weedicides",
      slug: "herbicides-weedicides",
      description,
    });
    expect(getCategoryById(category.id)).toEqual(category);
  });

  it("derives the slug when none is sent at all", () => {
    expect(valueOf(saveCategory({ name: "Bio Stimulants", description })).slug).toBe(
      "bio-stimulants",
    );
  });

  it("normalises a typed slug the way it derives one", () => {
    const category = valueOf(
      saveCategory({ name: "Seed Treatment", slug: "  Seed -- Treatments!! ", description }),
    );
    expect(category.slug).toBe("seed-treatments");
  });

  it("refuses a slug that normalises to nothing, on the slug field", () => {
    const fromName = refusalOf(saveCategory({ name: "!!!", slug: "", description }));
    expect(fromName.status).toBe(400);
    expect(fromName.errors?.slug).toBe("Slug is required: use letters or numbers");
    expect(fromName.errors?.name).toBeUndefined();

    const typed = refusalOf(saveCategory({ name: "Fungicides", slug: "!!!", description }));
    expect(typed.status).toBe(400);
    expect(typed.errors?.slug).toBe("Slug is required: use letters or numbers");
    expect(countCategories()).toBe(0);
  });

  it("refuses over-long fields with 400", () => {
    const longName = refusalOf(
      saveCategory({ name: "n".repeat(CATEGORY_LIMITS.name + 1), description }),
    );
    expect(longName.status).toBe(400);
    expect(longName.errors?.name).toBe(`Name must be at most ${CATEGORY_LIMITS.name} characters`);

    const longSlug = refusalOf(
      saveCategory({ name: "Fungicides", slug: "s".repeat(CATEGORY_LIMITS.slug + 1), description }),
    );
    expect(longSlug.status).toBe(400);
    expect(longSlug.errors?.slug).toBe(`Slug must be at most ${CATEGORY_LIMITS.slug} characters`);

    const longDescription = refusalOf(
      saveCategory({
        name: "Fungicides",
        description: "d".repeat(CATEGORY_LIMITS.description + 1),
      }),
    );
    expect(longDescription.status).toBe(400);
    expect(longDescription.errors?.description).toBe(
      `Description must be at most ${CATEGORY_LIMITS.description} characters`,
    );
    expect(countCategories()).toBe(0);
  });

  it("refuses a name already taken, whatever its letter case, with 409 on the name", () => {
    addCategory("Insecticides");
    const refusal = refusalOf(
      saveCategory({ name: "INSECTICIDES", slug: "insecticides-2", description }),
    );
    expect(refusal.status).toBe(409);
    expect(refusal.errors?.name).toMatch(/already exists/);
    expect(refusal.errors?.slug).toBeUndefined();
    expect(refusal.message).toBe(refusal.errors?.name);
    expect(countCategories()).toBe(1);
  });

  it("refuses a slug already taken with 409 on the slug", () => {
    addCategory("Seed Treatment");
    const refusal = refusalOf(saveCategory({ name: "Seed-Treatment", description }));
    expect(refusal.status).toBe(409);
    expect(refusal.errors?.slug).toBe(
      'The slug "seed-treatment" is already used by another category.',
    );
    expect(refusal.errors?.name).toBeUndefined();
    expect(listCategories().map((category) => category.name)).toEqual(["Seed Treatment"]);
  });
});

describe("saveCategory: updating", () => {
  it("updates a category that keeps its own name and slug", () => {
    const category = addCategory("Fungicides");
    const updated = valueOf(
      saveCategory(
        { name: "Fungicides", slug: "fungicides", description: "New text." },
        category.id,
      ),
    );
    expect(updated).toEqual({ ...category, description: "New text." });
    expect(getCategoryById(category.id)).toEqual(updated);
  });

  it("lets a category change only the letter case of its own name", () => {
    const category = addCategory("Fungicides");
    const updated = valueOf(
      saveCategory({ name: "FUNGICIDES", slug: "fungicides", description }, category.id),
    );
    expect(updated.name).toBe("FUNGICIDES");
  });

  it("refuses taking another category's name or slug with 409", () => {
    addCategory("Insecticides");
    const herbicides = addCategory("Herbicides");
    const byName = refusalOf(
      saveCategory({ name: "insecticides", slug: "herbicides", description }, herbicides.id),
    );
    expect(byName.status).toBe(409);
    expect(byName.errors?.name).toBeDefined();

    const bySlug = refusalOf(
      saveCategory({ name: "Herbicides", slug: "insecticides", description }, herbicides.id),
    );
    expect(bySlug.status).toBe(409);
    expect(bySlug.errors?.slug).toBeDefined();
    expect(getCategoryById(herbicides.id)).toEqual(herbicides);
  });

  it("answers 404 for an unknown id and creates nothing", () => {
    const category = addCategory("Fungicides");
    const refusal = refusalOf(saveCategory({ name: "Acaricides", description }, category.id + 999));
    expect(refusal.status).toBe(404);
    expect(countCategories()).toBe(1);
  });

  it("keeps the products of a renamed category, which then show the new name", () => {
    const category = addCategory("Weedicides");
    const first = addProduct(category.id, "Glyphosate 48% SL");
    const second = addProduct(category.id, "Atrazine 38% SC");

    const renamed = valueOf(
      saveCategory({ name: "Herbicides", slug: "", description }, category.id),
    );
    expect(renamed).toMatchObject({ id: category.id, name: "Herbicides", slug: "herbicides" });

    expect(getProductById(first.id)).toMatchObject({
      categoryId: category.id,
      categoryName: "Herbicides",
      categorySlug: "herbicides",
    });
    expect(
      listProductsInCategoryNamed("Herbicides")
        ?.map((product) => product.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    expect(listProductsInCategoryNamed("Weedicides")).toBeUndefined();
  });
});

describe("deleteCategory", () => {
  it("refuses with 409 while the category holds products, naming how many", () => {
    const category = addCategory("Insecticides");
    addProduct(category.id, "Bifenthrin 10% EC");
    addProduct(category.id, "Imidacloprid 20% SL");

    const refusal = refusalOf(deleteCategory(category.id));
    expect(refusal.status).toBe(409);
    expect(refusal.message).toContain("it still has 2 products");
    expect(getCategoryById(category.id)).toEqual(category);
    expect(listProductsInCategoryNamed("Insecticides")).toHaveLength(2);
  });

  it("says 'product' for a single product", () => {
    const category = addCategory("Insecticides");
    addProduct(category.id, "Bifenthrin 10% EC");
    expect(refusalOf(deleteCategory(category.id)).message).toContain("it still has 1 product.");
  });

  it("deletes an empty category and returns it", () => {
    const empty = addCategory("Adjuvants");
    const kept = addCategory("Fungicides");
    expect(valueOf(deleteCategory(empty.id))).toEqual(empty);
    expect(getCategoryById(empty.id)).toBeUndefined();
    expect(listCategories()).toEqual([kept]);
  });

  it("answers 404 for an unknown id, also for a second delete", () => {
    const category = addCategory("Adjuvants");
    expect(refusalOf(deleteCategory(category.id + 999)).status).toBe(404);
    valueOf(deleteCategory(category.id));
    expect(refusalOf(deleteCategory(category.id)).status).toBe(404);
  });
});
