import { describe, expect, it } from "vitest";
import {
  ADMIN_SEARCH_MAX_LENGTH,
  adminListHref,
  isFiltered,
  listPageExtras,
  listPageQuery,
  pageCountOf,
  pageWindow,
  parseAdminListQuery,
} from "./list-query";

const parse = (search: string) => parseAdminListQuery(new URLSearchParams(search));

describe("parseAdminListQuery", () => {
  it("reads the search, the category and the page", () => {
    expect(parse("q=%20agro%20shield%20&category=crop-care-line-3&page=12")).toEqual({
      q: "agro shield",
      category: "crop-care-line-3",
      page: 12,
    });
  });

  it("has no search, no category and page 1 by default", () => {
    expect(parse("")).toEqual({ q: "", category: null, page: 1 });
    expect(parse("q=&category=&page=")).toEqual({ q: "", category: null, page: 1 });
  });

  it("reads a page written any other way as page 1", () => {
    for (const page of ["0", "-2", "02", "1.5", "1e3", "abc", "1234567", " 3"]) {
      expect(parse(`page=${encodeURIComponent(page)}`).page, page).toBe(1);
    }
    expect(parse("page=999999").page).toBe(999999);
  });

  it("reads a category that cannot be a slug as none", () => {
    for (const category of ["Insecticides", "a b", "../x", "x".repeat(121)]) {
      expect(parse(`category=${encodeURIComponent(category)}`).category, category).toBeNull();
    }
  });

  it("cuts a long search", () => {
    expect(parse(`q=${"a".repeat(500)}`).q).toHaveLength(ADMIN_SEARCH_MAX_LENGTH);
  });

  it("says whether the list is narrowed", () => {
    expect(isFiltered(parse("page=3"))).toBe(false);
    expect(isFiltered(parse("q=x"))).toBe(true);
    expect(isFiltered(parse("category=fungicides"))).toBe(true);
  });
});

describe("adminListHref", () => {
  it("writes only what is set, page 1 left out, in one order, extras last", () => {
    expect(adminListHref("/admin/products", {})).toBe("/admin/products");
    expect(adminListHref("/admin/products", { q: "", category: null, page: 1 })).toBe(
      "/admin/products",
    );
    expect(
      adminListHref(
        "/admin/products",
        { page: 2, category: "fungicides", q: "agro shield" },
        { edit: "5" },
      ),
    ).toBe("/admin/products?q=agro+shield&category=fungicides&page=2&edit=5");
    expect(adminListHref("/admin/gallery", {}, { new: "1" })).toBe("/admin/gallery?new=1");
  });

  it("reads back as the same view", () => {
    const query = { q: 'a&b=c "d"', category: "crop-care-line-3", page: 4 };
    const href = adminListHref("/admin/products", query);
    expect(parseAdminListQuery(new URL(href, "http://x").searchParams)).toEqual(query);
  });
});

describe("pages", () => {
  it("counts at least one page", () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(25)).toBe(1);
    expect(pageCountOf(26)).toBe(2);
    expect(pageCountOf(2013)).toBe(81);
    expect(pageCountOf(10, 3)).toBe(4);
  });

  it("starts each page after the rows of the pages before it", () => {
    expect(pageWindow(1)).toEqual({ offset: 0, limit: 25 });
    expect(pageWindow(3)).toEqual({ offset: 50, limit: 25 });
    expect(pageWindow(2, 10)).toEqual({ offset: 10, limit: 10 });
  });
});

describe("listPageQuery and listPageExtras", () => {
  const records = [{ id: 1 }, { id: 7 }];
  const request = (search: string) => new Request(`http://x/admin/products${search}`);

  it("finds the edited record among the listed ones", () => {
    expect(listPageQuery(request("?edit=7"), records)).toEqual({
      editing: { id: 7 },
      creating: false,
    });
    expect(listPageQuery(request("?edit=8"), records).editing).toBeNull();
  });

  it("reads nothing else from the address: files left out are said by the session", () => {
    expect(listPageQuery(request("?edit=7&left-out=Evil"), records)).toEqual({
      editing: { id: 7 },
      creating: false,
    });
  });

  it("or looks it up by its id, wherever it is listed", () => {
    const asked: number[] = [];
    const find = (id: number) => {
      asked.push(id);
      return id === 900 ? { id } : undefined;
    };
    expect(listPageQuery(request("?page=3&edit=900"), find).editing).toEqual({ id: 900 });
    expect(listPageQuery(request("?edit=5"), find).editing).toBeNull();
    expect(listPageQuery(request("?edit=05"), find).editing).toBeNull();
    expect(asked).toEqual([900, 5]);
    expect(listPageQuery(request("?q=x&new=1"), find)).toEqual({
      editing: null,
      creating: true,
    });
  });

  it("keeps what an address asks for besides the list", () => {
    expect(
      listPageExtras(new URLSearchParams("q=x&page=9&edit=5&notice=product-updated&other=1")),
    ).toEqual({ edit: "5", notice: "product-updated" });
  });
});
