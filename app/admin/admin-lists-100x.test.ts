// The products and gallery lists at a hundred times the demo catalogue: every page, total,
// search and category agrees with the same question answered by hand over the rows. (How long
// they take: npx tsx scripts/bench/admin-lists.ts.)
import { beforeAll, describe, expect, it } from "vitest";
import {
  insertEvents,
  insertProducts,
  type BulkEvent,
  type BulkProduct,
} from "#tests/setup/bulk-rows";
import { resetDatabase } from "#tests/setup/db-helpers";
import { CATALOGUE_SIZE } from "../../scripts/bench/generate-catalogue";
import { listGalleryAdminPage } from "~/gallery/gallery.server";
import { listProductAdminPage, type ProductListFilter } from "~/products/products.server";
import { DEFAULT_PAGE_LIMIT, paginationOf } from "~/lib/paging";

let madeProducts: BulkProduct[] = [];
let madeEvents: BulkEvent[] = [];

beforeAll(() => {
  resetDatabase();
  // Newest first, as the lists show them.
  madeProducts = insertProducts(CATALOGUE_SIZE.categories, CATALOGUE_SIZE.productsPerCategory).sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  );
  madeEvents = insertEvents(CATALOGUE_SIZE.events).sort(
    (a, b) => b.date.localeCompare(a.date) || b.id - a.id,
  );
});

/** The filter answered by hand: every word (ASCII case folded) in the name, slug or category. */
function productsByHand({ q, categorySlug }: ProductListFilter): BulkProduct[] {
  const words = (q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  return madeProducts
    .filter((row) => !categorySlug || row.categorySlug === categorySlug)
    .filter((row) =>
      words.every((word) =>
        [row.name, row.slug, row.categoryName].some((text) => text.toLowerCase().includes(word)),
      ),
    );
}

function eventsByHand(q: string): BulkEvent[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return madeEvents.filter((row) =>
    words.every((word) =>
      [row.title, row.location].some((text) => text.toLowerCase().includes(word)),
    ),
  );
}

/** A page of an admin list, 25 rows a page. */
const pageAt = (page: number) => ({ page, limit: DEFAULT_PAGE_LIMIT });

const PRODUCT_FILTERS: ProductListFilter[] = [
  {},
  { q: "shield" },
  { q: "12-7" },
  { q: "AGRO 3" },
  { q: "line 25" },
  { categorySlug: "crop-care-line-25" },
  { categorySlug: "crop-care-line-7", q: "7-1" },
  { q: "nothing-is-called-this" },
];

describe(`the admin lists at ${CATALOGUE_SIZE.categories * CATALOGUE_SIZE.productsPerCategory} products and ${CATALOGUE_SIZE.events} events`, () => {
  it("holds them all", () => {
    expect(listProductAdminPage({}, pageAt(1)).total).toBe(1000);
    expect(listGalleryAdminPage({}, pageAt(1)).total).toBe(1000);
  });

  for (const filter of PRODUCT_FILTERS) {
    it(`pages the products ${JSON.stringify(filter)} as answered by hand`, () => {
      const expected = productsByHand(filter);
      const { pages } = paginationOf(pageAt(1), expected.length);
      const shown: number[] = [];
      for (let page = 1; page <= pages; page++) {
        const { items, total } = listProductAdminPage(filter, pageAt(page));
        expect(total).toBe(expected.length);
        expect(items.length).toBeLessThanOrEqual(DEFAULT_PAGE_LIMIT);
        shown.push(...items.map((row) => row.id));
      }
      expect(shown).toEqual(expected.map((row) => row.id));
      expect(listProductAdminPage(filter, pageAt(pages + 1)).items).toEqual([]);
    });
  }

  for (const q of ["", "village 12", "FIELD DAY 99", "punjab 1000", "no such place"]) {
    it(`pages the gallery ${JSON.stringify(q)} as answered by hand, each with its cover`, () => {
      const expected = eventsByHand(q);
      const shown: { id: number; cover: string | null; imageCount: number }[] = [];
      for (let page = 1; page <= paginationOf(pageAt(1), expected.length).pages; page++) {
        const { items, total } = listGalleryAdminPage({ q }, pageAt(page));
        expect(total).toBe(expected.length);
        shown.push(
          ...items.map((row) => ({
            id: row.id,
            cover: row.cover?.key ?? null,
            imageCount: row.imageCount,
          })),
        );
      }
      expect(shown).toEqual(
        expected.map((row) => ({
          id: row.id,
          cover: row.images[0] ?? null,
          imageCount: row.images.length,
        })),
      );
    });
  }
});
