import { describe, expect, it } from "vitest";
import { pageOf, type PageRequest } from "~/lib/paging";
import {
  ADMIN_SEARCH_MAX_LENGTH,
  adminListHref,
  adminListPage,
  isFiltered,
  listPageExtras,
  listPageQuery,
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

  it("reads a page as every list does, and one the API would refuse as page 1", () => {
    for (const page of ["0", "-2", "1.5", "1e3", "abc", "10000000", " 3", ""]) {
      expect(parse(`page=${encodeURIComponent(page)}`).page, page).toBe(1);
    }
    expect(parse("page=1&page=2").page).toBe(1);
    expect(parse("page=02").page).toBe(2);
    expect(parse("page=9999999").page).toBe(9999999);
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
  it("writes only what is set, page 1 left out, the view's order, the page after, extras last", () => {
    expect(adminListHref("/admin/products", {})).toBe("/admin/products");
    expect(adminListHref("/admin/products", { q: "", category: null, page: 1 })).toBe(
      "/admin/products",
    );
    expect(
      adminListHref(
        "/admin/products",
        { page: 2, q: "agro shield", category: "fungicides" },
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

describe("adminListPage", () => {
  /** A list of 30 numbers, recording the pages asked for. */
  function numbers() {
    const asked: PageRequest[] = [];
    const all = Array.from({ length: 30 }, (_, index) => index + 1);
    const read = (request: PageRequest) => {
      asked.push(request);
      return pageOf(request, all.length, ({ offset, limit }) => all.slice(offset, offset + limit));
    };
    return { asked, read };
  }
  const url = (search: string) => new URL(`http://x/admin/products${search}`);

  it("reads the page the address asks for, 25 rows a page", () => {
    const { asked, read } = numbers();
    const query = parse("q=x&page=2");
    const page = adminListPage(url("?q=x&page=2"), "/admin/products", query, read);
    expect(asked).toEqual([{ page: 2, limit: 25 }]);
    expect(page).toMatchObject({ page: 2, limit: 25, total: 30, pages: 2 });
    expect(page.items).toEqual([26, 27, 28, 29, 30]);
    expect(adminListPage(url("?page=x"), "/admin/products", parse("page=x"), read).page).toBe(1);
  });

  it("sends a page past the last to the last, keeping the view and what it asks besides", () => {
    const { read } = numbers();
    const search = "?q=x&page=9&edit=5&notice=product-updated";
    let thrown: unknown;
    try {
      adminListPage(url(search), "/admin/products", parse(search), read);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      "/admin/products?q=x&page=2&edit=5&notice=product-updated",
    );
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
