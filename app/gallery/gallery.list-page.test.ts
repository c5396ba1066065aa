// GET /api/gallery?page=&limit= reads a page of the events in SQL: at a hundred times the demo
// gallery the pages are the whole list in its order, and a page brings only its rows.
import { beforeAll, describe, expect, it } from "vitest";
import { insertEvents } from "#tests/setup/bulk-rows";
import { resetDatabase } from "#tests/setup/db-helpers";
import { rowsRead } from "#tests/setup/rows-read";
import { listGalleryItems, listGalleryItemsPage } from "./gallery.server";

const EVENTS = 1000;

beforeAll(() => {
  resetDatabase();
  insertEvents(EVENTS);
});

describe(`listGalleryItemsPage at ${EVENTS} events`, () => {
  it("pages through the whole list in its order, images in theirs", () => {
    const all = listGalleryItems();
    expect(all).toHaveLength(EVENTS);
    for (const limit of [1, 7, 25, 100]) {
      const walked = [];
      const pages = Math.ceil(EVENTS / limit);
      for (let page = 1; page <= pages; page++) {
        const { items, total } = listGalleryItemsPage({ page, limit });
        expect(total).toBe(EVENTS);
        expect(items.length).toBe(page < pages ? limit : EVENTS - (pages - 1) * limit);
        walked.push(...items);
      }
      expect(walked).toEqual(all);
    }
  });

  it("answers a middle page, the last partial page and none past it", () => {
    const all = listGalleryItems();
    expect(listGalleryItemsPage({ page: 5, limit: 30 })).toEqual({
      items: all.slice(120, 150),
      page: 5,
      limit: 30,
      total: EVENTS,
      pages: 34,
    });
    expect(listGalleryItemsPage({ page: 34, limit: 30 }).items).toEqual(all.slice(990));
    expect(listGalleryItemsPage({ page: 35, limit: 30 })).toEqual({
      items: [],
      page: 35,
      limit: 30,
      total: EVENTS,
      pages: 34,
    });
  });

  it("reads only the page's rows, not the table", () => {
    expect(rowsRead(() => listGalleryItems()).rows).toBeGreaterThanOrEqual(EVENTS);
    const page = rowsRead(() => listGalleryItemsPage({ page: 17, limit: 20 }));
    const images = page.value.items.reduce((sum, item) => sum + item.images.length, 0);
    expect(images).toBeGreaterThan(0);
    // The count, the page's 20 events and their images.
    expect(page.rows).toBe(1 + 20 + images);
    expect(rowsRead(() => listGalleryItemsPage({ page: 51, limit: 20 })).rows).toBe(1);
  });
});
