import type { APIRequestContext } from "@playwright/test";
import { expectFieldErrors, expectPage, expectSuccess } from "./support/api-contract";
import {
  expectCategory,
  expectGalleryItem,
  expectList,
  expectProduct,
} from "./support/api-records";
import { EMPTY_URL, SEEDED_URL } from "./support/servers";
import { expect, test } from "./support/test";

/*
 * GET /api/products, /api/categories and /api/gallery read whole, as they always were, or a
 * page at a time with ?page=&limit=. The seeded catalogue has 26 products, 6 categories and
 * 10 gallery events; another test may add a category for a moment, so each check reads the
 * whole list and its pages together and tries again if the list changed in between.
 */

const LISTS: { path: string; check: (value: unknown) => unknown }[] = [
  { path: "/api/products", check: expectProduct },
  { path: "/api/categories", check: expectCategory },
  { path: "/api/gallery", check: expectGalleryItem },
];

const PAGE_MESSAGE = "page must be a whole number from 1 to 9999999.";
const LIMIT_MESSAGE = "limit must be a whole number from 1 to 100.";

async function wholeList(request: APIRequestContext, path: string): Promise<unknown[]> {
  const { data } = await expectSuccess(await request.get(`${SEEDED_URL}${path}`));
  if (!Array.isArray(data)) throw new Error(`${path}: data is not a list`);
  return data;
}

/** A limit at which the list's last page is only partly filled. */
function partialLimit(count: number): number {
  let limit = 3;
  while (count % limit === 0) limit += 1;
  return limit;
}

for (const { path, check } of LISTS) {
  test.describe(`GET ${path} by page`, () => {
    test("without page or limit, the whole list exactly as before", async ({ request }) => {
      const plain = await request.get(`${SEEDED_URL}${path}`);
      const { data } = await expectSuccess(plain);
      const list = expectList(data, check);
      expect(list.length).toBeGreaterThanOrEqual(6);
      // The envelope and nothing else, as it always was: no pagination, no whitespace.
      const text = await plain.text();
      expect(text).toBe(JSON.stringify({ success: true, data }));
      // Parameters that are not page or limit change nothing.
      const other = await request.get(`${SEEDED_URL}${path}?perPage=2&offset=1&q=x`);
      expect(await other.text()).toBe(text);
      // And it is the whole list: as many as a page counts in all.
      await expect(async () => {
        const whole = await wholeList(request, path);
        const { pagination } = await expectPage(await request.get(`${SEEDED_URL}${path}?limit=1`));
        expect(whole.length).toBe(pagination.total);
      }).toPass({ timeout: 30_000 });
    });

    test("a middle page, the last partial page and an empty page past the end", async ({
      request,
    }) => {
      await expect(async () => {
        const all = await wholeList(request, path);
        const count = all.length;
        const get = (query: string) => request.get(`${SEEDED_URL}${path}?${query}`);

        // A middle page: page 2 of at least three.
        const middleLimit = Math.floor(count / 3);
        const middle = await expectPage(await get(`page=2&limit=${middleLimit}`));
        expect(middle.pagination).toEqual({
          page: 2,
          limit: middleLimit,
          total: count,
          pages: Math.ceil(count / middleLimit),
        });
        expect(middle.pagination.pages).toBeGreaterThanOrEqual(3);
        expect(middle.data).toEqual(all.slice(middleLimit, 2 * middleLimit));
        expectList(middle.data, check);

        // The last page holds what is left.
        const limit = partialLimit(count);
        const pages = Math.ceil(count / limit);
        const last = await expectPage(await get(`page=${pages}&limit=${limit}`));
        expect(last.pagination).toEqual({ page: pages, limit, total: count, pages });
        expect(last.data).toEqual(all.slice((pages - 1) * limit));
        expect(last.data.length).toBe(count % limit);

        // Every page in turn is the whole list, in its order.
        const walked: unknown[] = [];
        for (let page = 1; page <= pages; page++) {
          walked.push(...(await expectPage(await get(`page=${page}&limit=${limit}`))).data);
        }
        expect(walked).toEqual(all);

        // Past the end: no items, not an error, and the totals say where the list ends.
        for (const page of [pages + 1, 9_999_999]) {
          const past = await expectPage(await get(`page=${page}&limit=${limit}`));
          expect(past).toEqual({ data: [], pagination: { page, limit, total: count, pages } });
        }
      }).toPass({ timeout: 30_000 });
    });

    test("a page says its totals in X-Total-Count and X-Page-Count too; the whole list does not", async ({
      request,
    }) => {
      await expect(async () => {
        const all = await wholeList(request, path);
        const limit = partialLimit(all.length);
        for (const page of [1, 2, 9_999_999]) {
          const answer = await request.get(`${SEEDED_URL}${path}?page=${page}&limit=${limit}`);
          const { pagination } = await expectPage(answer);
          expect(pagination.total).toBe(all.length);
          expect(answer.headers()["x-total-count"], `page ${page}`).toBe(String(all.length));
          expect(answer.headers()["x-page-count"], `page ${page}`).toBe(
            String(Math.ceil(all.length / limit)),
          );
        }
      }).toPass({ timeout: 30_000 });
      const whole = await request.get(`${SEEDED_URL}${path}`);
      expect(whole.headers()["x-total-count"]).toBeUndefined();
      expect(whole.headers()["x-page-count"]).toBeUndefined();
    });

    test("page alone takes 25 a page; limit alone the first page", async ({ request }) => {
      await expect(async () => {
        const all = await wholeList(request, path);
        const pageAlone = await expectPage(await request.get(`${SEEDED_URL}${path}?page=1`));
        expect(pageAlone.pagination).toEqual({
          page: 1,
          limit: 25,
          total: all.length,
          pages: Math.ceil(all.length / 25),
        });
        expect(pageAlone.data).toEqual(all.slice(0, 25));
        const limitAlone = await expectPage(await request.get(`${SEEDED_URL}${path}?limit=3`));
        expect(limitAlone.pagination.page).toBe(1);
        expect(limitAlone.data).toEqual(all.slice(0, 3));
      }).toPass({ timeout: 30_000 });
    });

    test("bad page and limit values are a 400 naming each", async ({ request }) => {
      const refused = async (query: string, errors: Record<string, string>) => {
        const response = await request.get(`${SEEDED_URL}${path}?${query}`);
        const found = await expectFieldErrors(response, 400, Object.keys(errors));
        expect(found, query).toEqual(errors);
        expect(JSON.parse(await response.text()).message, query).toBe(
          Object.values(errors).join(" "),
        );
      };
      for (const page of ["0", "-1", "1.5", "two", "", "1e2", "10000000"]) {
        await refused(`page=${page}`, { page: PAGE_MESSAGE });
      }
      for (const limit of ["0", "101", "1000", "ten", ""]) {
        await refused(`page=1&limit=${limit}`, { limit: LIMIT_MESSAGE });
        await refused(`limit=${limit}`, { limit: LIMIT_MESSAGE });
      }
      await refused("page=1&page=2", { page: "page must be given once." });
      await refused("page=1&limit=5&limit=5", { limit: "limit must be given once." });
      await refused("page=0&limit=500", { page: PAGE_MESSAGE, limit: LIMIT_MESSAGE });
    });
  });
}

test("an empty catalogue has one empty page of products", async ({ request }) => {
  const { data, pagination } = await expectPage(
    await request.get(`${EMPTY_URL}/api/products?page=1`),
  );
  expect(data).toEqual([]);
  expect(pagination).toEqual({ page: 1, limit: 25, total: 0, pages: 1 });
});
