import { db } from "~/db/db.server";
import { EVENT_TYPES } from "~/gallery/event-types";

/** A product written by insertProducts, with its category. */
export interface BulkProduct {
  id: number;
  name: string;
  slug: string;
  categoryName: string;
  categorySlug: string;
  createdAt: string;
}

/** An event written by insertEvents. */
export interface BulkEvent {
  id: number;
  title: string;
  location: string;
  date: string;
  /** Its image keys in position order: the first is the cover. */
  images: string[];
}

/**
 * Writes `categories` categories ("Crop Care Line 1" ...) of `perCategory` products each
 * ("Agro Shield 1-1" ...) straight through SQL, as fast as a large catalogue needs: one product
 * an hour from 2024-01-01, every tenth sharing its creation time with the one before it, so the
 * id decides between them. Returns them in the order written.
 */
export function insertProducts(categories: number, perCategory: number): BulkProduct[] {
  const sqlite = db().$client;
  const insertCategory = sqlite.prepare(
    "insert into categories (name, slug, description) values (?, ?, 'A line.')",
  );
  const insertProduct = sqlite.prepare(
    "insert into products (name, slug, category_id, description, created_at) values (?, ?, ?, 'A product.', ?)",
  );
  const made: BulkProduct[] = [];
  sqlite.transaction(() => {
    for (let c = 1; c <= categories; c++) {
      const categoryName = `Crop Care Line ${c}`;
      const categorySlug = `crop-care-line-${c}`;
      const categoryId = Number(insertCategory.run(categoryName, categorySlug).lastInsertRowid);
      for (let p = 1; p <= perCategory; p++) {
        const count = made.length + 1;
        const name = `Agro Shield ${c}-${p}`;
        const slug = `agro-shield-${c}-${p}`;
        const hour = count - (count % 10 === 0 ? 1 : 0);
        const createdAt = new Date(Date.UTC(2024, 0, 1) + hour * 3_600_000).toISOString();
        const id = Number(insertProduct.run(name, slug, categoryId, createdAt).lastInsertRowid);
        made.push({ id, name, slug, categoryName, categorySlug, createdAt });
      }
    }
  })();
  return made;
}

/**
 * Writes `count` events ("Field day 1" in "Village 1, Punjab" ...) straight through SQL: two a
 * day from 2020-01-02, the later id first, of every type in turn, with up to five images each
 * stored out of position order. Returns them in the order written.
 */
export function insertEvents(count: number): BulkEvent[] {
  const sqlite = db().$client;
  const insertEvent = sqlite.prepare(
    "insert into gallery_items (title, description, date, location, event_type) values (?, 'A day.', ?, ?, ?)",
  );
  const insertImage = sqlite.prepare(
    "insert into gallery_images (gallery_item_id, position, key, width, height) values (?, ?, ?, 960, 640)",
  );
  const made: BulkEvent[] = [];
  sqlite.transaction(() => {
    for (let e = 1; e <= count; e++) {
      const date = new Date(Date.UTC(2020, 0, 1) + Math.ceil(e / 2) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const title = `Field day ${e}`;
      const location = `Village ${e}, Punjab`;
      const id = Number(
        insertEvent.run(title, date, location, EVENT_TYPES[e % EVENT_TYPES.length] ?? "other")
          .lastInsertRowid,
      );
      const positions = [3, 0, 4, 1, 2].slice(0, e % 6);
      for (const position of positions) insertImage.run(id, position, `gallery/${e}-${position}`);
      const images = [...positions].sort((a, b) => a - b).map((p) => `gallery/${e}-${p}`);
      made.push({ id, title, location, date, images });
    }
  })();
  return made;
}
