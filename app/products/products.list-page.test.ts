// GET /api/products?page=&limit= reads a page of the product list in SQL: at a hundred times
// the demo catalogue the pages are the whole list in its order, and a page brings only its rows.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { insertProducts } from "#tests/setup/bulk-rows";
import { resetDatabase } from "#tests/setup/db-helpers";
import { rowsRead } from "#tests/setup/rows-read";
import { listProducts, listProductsPage } from "./products.server";

const CATEGORIES = 50;
const PER_CATEGORY = 20;
const PRODUCTS = CATEGORIES * PER_CATEGORY;
/** Every seventh product has this many recommended uses. */
const USES = 3;

beforeAll(() => {
  resetDatabase();
  const products = insertProducts(CATEGORIES, PER_CATEGORY);
  const sqlite = db().$client;
  const insertUse = sqlite.prepare(
    "insert into product_uses (product_id, crop_id, position, target, dose_amount, dose_unit, dose_area) values (?, ?, ?, ?, 1, 'L', 'acre')",
  );
  sqlite.transaction(() => {
    const cropId = Number(
      sqlite.prepare("insert into crops (name, slug) values ('Cotton', 'cotton')").run()
        .lastInsertRowid,
    );
    for (const [index, product] of products.entries()) {
      if ((index + 1) % 7 !== 0) continue;
      for (let u = 0; u < USES; u++) insertUse.run(product.id, cropId, u, `Pest ${u}`);
    }
  })();
});

describe(`listProductsPage at ${PRODUCTS} products`, () => {
  it("pages through the whole list in its order, uses and all", () => {
    const all = listProducts();
    expect(all).toHaveLength(PRODUCTS);
    for (const limit of [1, 7, 25, 100]) {
      const walked = [];
      const pages = Math.ceil(PRODUCTS / limit);
      for (let page = 1; page <= pages; page++) {
        const { items, total } = listProductsPage({ page, limit });
        expect(total).toBe(PRODUCTS);
        expect(items.length).toBe(page < pages ? limit : PRODUCTS - (pages - 1) * limit);
        walked.push(...items);
      }
      expect(walked).toEqual(all);
    }
  });

  it("answers a middle page and the last partial page", () => {
    const all = listProducts();
    expect(listProductsPage({ page: 4, limit: 30 })).toEqual({
      items: all.slice(90, 120),
      page: 4,
      limit: 30,
      total: PRODUCTS,
      pages: 34,
    });
    const last = listProductsPage({ page: 34, limit: 30 });
    expect(last.items).toEqual(all.slice(990));
    expect(last.items).toHaveLength(10);
    expect(last.items.some((product) => product.uses.length === USES)).toBe(true);
  });

  it("answers no products past the last page, with the total", () => {
    expect(listProductsPage({ page: 11, limit: 100 })).toEqual({
      items: [],
      page: 11,
      limit: 100,
      total: PRODUCTS,
      pages: 10,
    });
    expect(listProductsPage({ page: 9_999_999, limit: 100 })).toEqual({
      items: [],
      page: 9_999_999,
      limit: 100,
      total: PRODUCTS,
      pages: 10,
    });
  });

  it("reads only the page's rows, not the table", () => {
    const whole = rowsRead(() => listProducts());
    expect(whole.rows).toBeGreaterThanOrEqual(PRODUCTS);
    const page = rowsRead(() => listProductsPage({ page: 20, limit: 25 }));
    const uses = page.value.items.reduce((sum, product) => sum + product.uses.length, 0);
    expect(page.value.items).toHaveLength(25);
    // The count, the page's 25 rows and their uses.
    expect(page.rows).toBe(1 + 25 + uses);
    expect(rowsRead(() => listProductsPage({ page: 41, limit: 25 })).rows).toBe(1);
  });

  it("answers an empty catalogue with no products", () => {
    resetDatabase();
    expect(listProductsPage({ page: 1, limit: 25 })).toEqual({
      items: [],
      page: 1,
      limit: 25,
      total: 0,
      pages: 1,
    });
  });
});
