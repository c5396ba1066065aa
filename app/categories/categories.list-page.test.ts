// GET /api/categories?page=&limit= reads a page of the category list in SQL, in its order.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { resetDatabase } from "#tests/setup/db-helpers";
import { rowsRead } from "#tests/setup/rows-read";
import { listCategories, listCategoriesPage } from "./categories.server";

const COUNT = 60;

beforeAll(() => {
  resetDatabase();
  const sqlite = db().$client;
  const insert = sqlite.prepare(
    "insert into categories (name, slug, description) values (?, ?, 'A line.')",
  );
  sqlite.transaction(() => {
    // Inserted out of name order; two names differ only in letter case (stored by another
    // program: the app refuses the second), so the id decides between them.
    for (let n = COUNT - 2; n >= 1; n--) {
      insert.run(`Line ${String(n).padStart(2, "0")}`, `line-${n}`);
    }
    insert.run("line 30", "line-30-lower");
    insert.run("LINE 30", "line-30-upper");
  })();
});

describe(`listCategoriesPage at ${COUNT} categories`, () => {
  it("lists by name whatever the letter case, equal names by id", () => {
    const names = listCategories().map((category) => category.name);
    expect(names).toHaveLength(COUNT);
    expect(names.slice(0, 3)).toEqual(["Line 01", "Line 02", "Line 03"]);
    expect(names.slice(29, 32)).toEqual(["Line 30", "line 30", "LINE 30"]);
  });

  it("pages through the whole list in its order", () => {
    const all = listCategories();
    for (const limit of [1, 7, 25, 100]) {
      const walked = [];
      for (let page = 1; page <= Math.ceil(COUNT / limit); page++) {
        const { items, total } = listCategoriesPage({ page, limit });
        expect(total).toBe(COUNT);
        walked.push(...items);
      }
      expect(walked).toEqual(all);
    }
  });

  it("answers a middle page, the last partial page and none past it", () => {
    const all = listCategories();
    expect(listCategoriesPage({ page: 2, limit: 25 })).toEqual({
      items: all.slice(25, 50),
      page: 2,
      limit: 25,
      total: COUNT,
      pages: 3,
    });
    expect(listCategoriesPage({ page: 3, limit: 25 }).items).toEqual(all.slice(50));
    expect(listCategoriesPage({ page: 3, limit: 25 }).items).toHaveLength(10);
    expect(listCategoriesPage({ page: 4, limit: 25 })).toEqual({
      items: [],
      page: 4,
      limit: 25,
      total: COUNT,
      pages: 3,
    });
  });

  it("reads only the page's rows, not the table", () => {
    expect(rowsRead(() => listCategories()).rows).toBe(COUNT);
    expect(rowsRead(() => listCategoriesPage({ page: 2, limit: 10 })).rows).toBe(1 + 10);
    expect(rowsRead(() => listCategoriesPage({ page: 7, limit: 10 })).rows).toBe(1);
  });
});
