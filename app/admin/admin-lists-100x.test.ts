// The products and gallery lists at a hundred times the demo catalogue: every page, total,
// search and category agrees with the same question answered by hand over the rows. (How long
// they take: npx tsx scripts/bench/admin-lists.ts.)
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { resetDatabase } from "#tests/setup/db-helpers";
import { CATALOGUE_SIZE } from "../../scripts/bench/generate-catalogue";
import { EVENT_TYPES } from "~/gallery/event-types";
import { listGalleryAdminPage } from "~/gallery/gallery.server";
import { listProductAdminPage, type ProductListFilter } from "~/products/products.server";
import { DEFAULT_PAGE_LIMIT, paginationOf } from "~/lib/paging";

interface Made {
  id: number;
  name: string;
  slug: string;
  categoryName: string;
  categorySlug: string;
  createdAt: string;
}
interface MadeEvent {
  id: number;
  title: string;
  location: string;
  date: string;
  /** Its image keys in position order: the first is the cover. */
  images: string[];
}

let madeProducts: Made[] = [];
let madeEvents: MadeEvent[] = [];

beforeAll(() => {
  resetDatabase();
  const sqlite = db().$client;
  const insertCategory = sqlite.prepare(
    "insert into categories (name, slug, description) values (?, ?, 'A line.')",
  );
  const insertProduct = sqlite.prepare(
    "insert into products (name, slug, category_id, description, created_at) values (?, ?, ?, 'A product.', ?)",
  );
  const insertEvent = sqlite.prepare(
    "insert into gallery_items (title, description, date, location, event_type) values (?, 'A day.', ?, ?, ?)",
  );
  const insertImage = sqlite.prepare(
    "insert into gallery_images (gallery_item_id, position, key, width, height) values (?, ?, ?, 960, 640)",
  );
  sqlite.transaction(() => {
    let count = 0;
    for (let c = 1; c <= CATALOGUE_SIZE.categories; c++) {
      const categoryName = `Crop Care Line ${c}`;
      const categorySlug = `crop-care-line-${c}`;
      const categoryId = Number(insertCategory.run(categoryName, categorySlug).lastInsertRowid);
      for (let p = 1; p <= CATALOGUE_SIZE.productsPerCategory; p++) {
        count++;
        const name = `Agro Shield ${c}-${p}`;
        const slug = `agro-shield-${c}-${p}`;
        // Every tenth product shares its creation time with the one before it.
        const hour = count - (count % 10 === 0 ? 1 : 0);
        const createdAt = new Date(Date.UTC(2024, 0, 1) + hour * 3_600_000).toISOString();
        const id = Number(insertProduct.run(name, slug, categoryId, createdAt).lastInsertRowid);
        madeProducts.push({ id, name, slug, categoryName, categorySlug, createdAt });
      }
    }
    for (let e = 1; e <= CATALOGUE_SIZE.events; e++) {
      // Two events a day: the later id first.
      const date = new Date(Date.UTC(2020, 0, 1) + Math.ceil(e / 2) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const title = `Field day ${e}`;
      const location = `Village ${e}, Punjab`;
      const id = Number(
        insertEvent.run(title, date, location, EVENT_TYPES[e % EVENT_TYPES.length] ?? "other")
          .lastInsertRowid,
      );
      // Stored out of position order: the cover is the image at position 0.
      const positions = [3, 0, 4, 1, 2].slice(0, e % 6);
      for (const position of positions) insertImage.run(id, position, `gallery/${e}-${position}`);
      const images = [...positions].sort((a, b) => a - b).map((p) => `gallery/${e}-${p}`);
      madeEvents.push({ id, title, location, date, images });
    }
  })();
  madeProducts = madeProducts.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  madeEvents = madeEvents.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
});

/** The filter answered by hand: every word (ASCII case folded) in the name, slug or category. */
function productsByHand({ q, categorySlug }: ProductListFilter): Made[] {
  const words = (q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  return madeProducts
    .filter((row) => !categorySlug || row.categorySlug === categorySlug)
    .filter((row) =>
      words.every((word) =>
        [row.name, row.slug, row.categoryName].some((text) => text.toLowerCase().includes(word)),
      ),
    );
}

function eventsByHand(q: string): MadeEvent[] {
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
