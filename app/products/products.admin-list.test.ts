// The admin list of products: a page at a time, newest first, searched and narrowed to a category.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { products } from "~/db/schema";
import { addCategory, addProduct, resetDatabase } from "#tests/setup/db-helpers";
import {
  listProductAdminPage,
  PRODUCT_LIST_EXCERPT,
  type ProductListFilter,
} from "./products.server";

beforeEach(resetDatabase);

const all = { page: 1, limit: 1000 };
const names = (filter: ProductListFilter, request = all) =>
  listProductAdminPage(filter, request).items.map((row) => row.name);

/** Makes a product's creation time, so the newest-first order is known. */
function createdAt(id: number, iso: string) {
  db().update(products).set({ createdAt: iso }).where(eq(products.id, id)).run();
}

describe("listProductAdminPage", () => {
  it("lists the newest first, a page at a time, with the total", () => {
    const category = addCategory("Insecticides");
    const made = Array.from({ length: 7 }, (_, index) =>
      addProduct(category.id, `Spray ${index + 1}`),
    );
    made.forEach((product, index) => createdAt(product.id, `2025-01-0${index + 1}T10:00:00.000Z`));
    // Made at the same instant: the later id counts as newer.
    createdAt(made[2]?.id ?? 0, "2025-01-07T10:00:00.000Z");

    expect(names({})).toEqual([
      "Spray 7",
      "Spray 3",
      "Spray 6",
      "Spray 5",
      "Spray 4",
      "Spray 2",
      "Spray 1",
    ]);
    const second = listProductAdminPage({}, { page: 2, limit: 3 });
    expect(second).toMatchObject({ page: 2, limit: 3, total: 7, pages: 3 });
    expect(second.items.map((row) => row.name)).toEqual(["Spray 5", "Spray 4", "Spray 2"]);
    const last = listProductAdminPage({}, { page: 3, limit: 3 });
    expect(last.items.map((row) => row.name)).toEqual(["Spray 1"]);
    expect(listProductAdminPage({}, { page: 4, limit: 3 })).toEqual({
      items: [],
      page: 4,
      limit: 3,
      total: 7,
      pages: 3,
    });
  });

  it("gives a row what the list shows: no more", () => {
    const category = addCategory("Fungicides");
    const long = "Protects the crop. ".repeat(30).trim();
    const product = addProduct(category.id, "Blight Guard", {
      description: long,
      image: { key: "products/abc", width: 960, height: 720 },
      features: "Rain-fast",
    });
    const [row] = listProductAdminPage({}, all).items;
    expect(row).toEqual({
      id: product.id,
      name: "Blight Guard",
      slug: "blight-guard",
      categoryName: "Fungicides",
      description: `${long.slice(0, PRODUCT_LIST_EXCERPT)}…`,
      image: { key: "products/abc", width: 960, height: 720 },
      createdAt: product.createdAt,
    });
    addProduct(category.id, "No Picture", { description: "Short." });
    expect(listProductAdminPage({}, all).items[0]).toMatchObject({
      name: "No Picture",
      description: "Short.",
      image: null,
    });
  });

  describe("search and category", () => {
    beforeEach(() => {
      const insecticides = addCategory("Insecticides");
      const herbicides = addCategory("Herbicides", "weed-control");
      addProduct(insecticides.id, "Dhaal Imidacloprid", { slug: "dhaal-20-sl" });
      addProduct(insecticides.id, "Agro Shield 12-7", { nameUr: "ایگرو شیلڈ" });
      addProduct(herbicides.id, "Weed Out");
      addProduct(herbicides.id, "100% Clean_Field");
    });

    it("finds a word anywhere in the name, whatever its case", () => {
      expect(names({ q: "imida" })).toEqual(["Dhaal Imidacloprid"]);
      expect(names({ q: "SHIELD" })).toEqual(["Agro Shield 12-7"]);
      expect(names({ q: "12-7" })).toEqual(["Agro Shield 12-7"]);
    });

    it("finds the slug, the category's name and the Urdu name", () => {
      expect(names({ q: "20-sl" })).toEqual(["Dhaal Imidacloprid"]);
      expect(names({ q: "herbicides" })).toEqual(["100% Clean_Field", "Weed Out"]);
      expect(names({ q: "شیلڈ" })).toEqual(["Agro Shield 12-7"]);
    });

    it("needs every word, each anywhere", () => {
      expect(names({ q: "  weed   herbi " })).toEqual(["Weed Out"]);
      expect(names({ q: "weed insecticides" })).toEqual([]);
    });

    it("takes % and _ as themselves", () => {
      expect(names({ q: "100%" })).toEqual(["100% Clean_Field"]);
      expect(names({ q: "n_f" })).toEqual(["100% Clean_Field"]);
      expect(names({ q: "%" })).toEqual(["100% Clean_Field"]);
      expect(names({ q: "_" })).toEqual(["100% Clean_Field"]);
    });

    it("narrows to a category by its slug, with or without words", () => {
      expect(names({ categorySlug: "weed-control" })).toEqual(["100% Clean_Field", "Weed Out"]);
      expect(names({ categorySlug: "weed-control", q: "out" })).toEqual(["Weed Out"]);
      expect(names({ categorySlug: "insecticides", q: "out" })).toEqual([]);
      expect(listProductAdminPage({ categorySlug: "no-such-category" }, all)).toMatchObject({
        items: [],
        total: 0,
        pages: 1,
      });
    });

    it("counts what the search keeps, not what the page shows", () => {
      const page = listProductAdminPage({ q: "e" }, { page: 1, limit: 1 });
      expect(page.items).toHaveLength(1);
      expect(page.total).toBe(4);
      expect(listProductAdminPage({ q: "" }, all).total).toBe(4);
    });
  });
});
