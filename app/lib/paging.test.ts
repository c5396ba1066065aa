import { describe, expect, it } from "vitest";
import {
  bothLimitsMessage,
  DEFAULT_PAGE_LIMIT,
  isPastLast,
  LIMIT_MESSAGE,
  LIMIT_TWICE_MESSAGE,
  MAX_PAGE,
  MAX_PAGE_LIMIT,
  PAGE_MESSAGE,
  PAGE_TWICE_MESSAGE,
  pageOf,
  pageWindow,
  paginationOf,
  parsePageRequest,
} from "./paging";

const parse = (query: string) => parsePageRequest(new URLSearchParams(query));

describe("parsePageRequest", () => {
  it("asks for no page when neither parameter is given, whatever else is", () => {
    expect(parse("")).toEqual({ ok: true, value: null });
    expect(parse("q=dhaal&perPage=5&offset=3")).toEqual({ ok: true, value: null });
  });

  it("reads a page and a limit", () => {
    expect(parse("page=3&limit=10")).toEqual({ ok: true, value: { page: 3, limit: 10 } });
    expect(parse(`page=${MAX_PAGE}&limit=${MAX_PAGE_LIMIT}`)).toEqual({
      ok: true,
      value: { page: MAX_PAGE, limit: MAX_PAGE_LIMIT },
    });
    expect(parse("limit=1&page=1")).toEqual({ ok: true, value: { page: 1, limit: 1 } });
    expect(parse("page=007")).toEqual({ ok: true, value: { page: 7, limit: DEFAULT_PAGE_LIMIT } });
  });

  it("takes the default limit for a page alone, and the first page for a limit alone", () => {
    expect(parse("page=2")).toEqual({ ok: true, value: { page: 2, limit: DEFAULT_PAGE_LIMIT } });
    expect(parse("limit=5")).toEqual({ ok: true, value: { page: 1, limit: 5 } });
  });

  it.each([
    ["page=0", { page: PAGE_MESSAGE }],
    ["page=-1", { page: PAGE_MESSAGE }],
    ["page=1.5", { page: PAGE_MESSAGE }],
    ["page=two", { page: PAGE_MESSAGE }],
    ["page=", { page: PAGE_MESSAGE }],
    ["page=%201", { page: PAGE_MESSAGE }],
    ["page=1e3", { page: PAGE_MESSAGE }],
    ["page=0x10", { page: PAGE_MESSAGE }],
    [`page=${MAX_PAGE + 1}`, { page: PAGE_MESSAGE }],
    ["page=99999999999999999999999", { page: PAGE_MESSAGE }],
    ["page=1&page=2", { page: PAGE_TWICE_MESSAGE }],
    ["limit=0", { limit: LIMIT_MESSAGE }],
    [`limit=${MAX_PAGE_LIMIT + 1}`, { limit: LIMIT_MESSAGE }],
    ["page=1&limit=ten", { limit: LIMIT_MESSAGE }],
    ["page=1&limit=", { limit: LIMIT_MESSAGE }],
    ["limit=5&limit=5", { limit: LIMIT_TWICE_MESSAGE }],
    ["page=0&limit=1000", { page: PAGE_MESSAGE, limit: LIMIT_MESSAGE }],
  ])("refuses %s with 400 naming each bad parameter", (query, errors) => {
    expect(parse(query)).toEqual({
      ok: false,
      status: 400,
      message: Object.values(errors).join(" "),
      errors,
    });
  });

  it("says what a client must send", () => {
    expect(parse("page=0&limit=0")).toMatchObject({
      errors: {
        page: "page must be a whole number from 1 to 9999999.",
        limit: "limit must be a whole number from 1 to 100.",
      },
    });
  });
});

describe("parsePageRequest with another name for limit", () => {
  const parseAliased = (query: string) =>
    parsePageRequest(new URLSearchParams(query), { limitAlias: "perPage" });

  it("reads the other name as limit, and still reads limit", () => {
    expect(parseAliased("page=2&perPage=10")).toEqual({ ok: true, value: { page: 2, limit: 10 } });
    expect(parseAliased("perPage=5")).toEqual({ ok: true, value: { page: 1, limit: 5 } });
    expect(parseAliased("page=2&limit=10")).toEqual({ ok: true, value: { page: 2, limit: 10 } });
    expect(parseAliased("q=x")).toEqual({ ok: true, value: null });
  });

  it("names the parameter given in its refusals", () => {
    expect(parseAliased("perPage=101")).toEqual({
      ok: false,
      status: 400,
      message: "perPage must be a whole number from 1 to 100.",
      errors: { perPage: "perPage must be a whole number from 1 to 100." },
    });
    expect(parseAliased("perPage=5&perPage=6")).toMatchObject({
      errors: { perPage: "perPage must be given once." },
    });
    expect(parseAliased("limit=0")).toMatchObject({ errors: { limit: LIMIT_MESSAGE } });
  });

  it("refuses both names at once, even alike", () => {
    for (const query of ["limit=5&perPage=5", "page=1&limit=5&perPage=10", "limit=&perPage=5"]) {
      expect(parseAliased(query), query).toEqual({
        ok: false,
        status: 400,
        message: bothLimitsMessage("perPage"),
        errors: { perPage: "perPage is another name for limit: give one of them." },
      });
    }
  });

  it("is read only where a list takes it", () => {
    expect(parse("perPage=5")).toEqual({ ok: true, value: null });
  });
});

describe("parsePageRequest for a page a person reads", () => {
  const view = (query: string, limit?: number) =>
    parsePageRequest(new URLSearchParams(query), { view: true, limit });

  it("always reads a page, the first by default, of the page's own limit", () => {
    expect(view("")).toEqual({ page: 1, limit: DEFAULT_PAGE_LIMIT });
    expect(view("page=12")).toEqual({ page: 12, limit: DEFAULT_PAGE_LIMIT });
    expect(view("page=2", 12)).toEqual({ page: 2, limit: 12 });
    expect(view(`page=${MAX_PAGE}`).page).toBe(MAX_PAGE);
  });

  it("reads a page as the API does, and a value the API refuses as page 1", () => {
    expect(view("page=007").page).toBe(7);
    for (const page of ["0", "-2", "1.5", "1e3", "abc", "%203", "", String(MAX_PAGE + 1)]) {
      expect(view(`page=${page}`).page, page).toBe(1);
    }
    expect(view("page=2&page=3").page).toBe(1);
  });

  it("leaves limit to the page", () => {
    expect(view("limit=5")).toEqual({ page: 1, limit: DEFAULT_PAGE_LIMIT });
    expect(view("page=2&limit=ten")).toEqual({ page: 2, limit: DEFAULT_PAGE_LIMIT });
  });
});

describe("pageOf and isPastLast", () => {
  const letters = [..."abcdefg"];
  const read = (window: { offset: number; limit: number }) =>
    letters.slice(window.offset, window.offset + window.limit);

  it("reads a page's window and says where it stands", () => {
    expect(pageOf({ page: 2, limit: 3 }, letters.length, read)).toEqual({
      items: ["d", "e", "f"],
      page: 2,
      limit: 3,
      total: 7,
      pages: 3,
    });
    expect(pageOf({ page: 3, limit: 3 }, letters.length, read).items).toEqual(["g"]);
  });

  it("reads nothing for a page past the last, which is empty", () => {
    const asked: unknown[] = [];
    const past = pageOf({ page: 4, limit: 3 }, letters.length, (window) => {
      asked.push(window);
      return read(window);
    });
    expect(past).toEqual({ items: [], page: 4, limit: 3, total: 7, pages: 3 });
    expect(asked).toEqual([]);
    expect(isPastLast(past)).toBe(true);
    expect(isPastLast(pageOf({ page: 3, limit: 3 }, letters.length, read))).toBe(false);
    // An empty list has one page, empty, and no page past it but the second.
    expect(isPastLast(pageOf({ page: 1, limit: 3 }, 0, read))).toBe(false);
    expect(isPastLast(pageOf({ page: 2, limit: 3 }, 0, read))).toBe(true);
  });
});

describe("pageWindow and paginationOf", () => {
  it("starts page n after n - 1 full pages", () => {
    expect(pageWindow({ page: 1, limit: 10 })).toEqual({ offset: 0, limit: 10 });
    expect(pageWindow({ page: 4, limit: 25 })).toEqual({ offset: 75, limit: 25 });
    // The highest page at the highest limit is still an exact offset.
    expect(pageWindow({ page: MAX_PAGE, limit: MAX_PAGE_LIMIT }).offset).toBe(999_999_800);
  });

  it("counts the pages a list fills, an empty list one", () => {
    expect(paginationOf({ page: 2, limit: 10 }, 26)).toEqual({
      page: 2,
      limit: 10,
      total: 26,
      pages: 3,
    });
    expect(paginationOf({ page: 1, limit: 10 }, 30).pages).toBe(3);
    expect(paginationOf({ page: 1, limit: 10 }, 31).pages).toBe(4);
    expect(paginationOf({ page: 5, limit: 10 }, 0)).toEqual({
      page: 5,
      limit: 10,
      total: 0,
      pages: 1,
    });
  });
});
