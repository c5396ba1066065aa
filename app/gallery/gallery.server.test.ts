import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { galleryImages, galleryItems } from "~/db/schema";
import type { StoredImage } from "~/images/image-variants";
import { messagesFor } from "~/i18n/messages.server";
import { resetDatabase } from "#tests/setup/db-helpers";
import type { EventType } from "./event-types";
import { GALLERY_LIMITS } from "./gallery-limits";
import {
  countGalleryItems,
  countGalleryItemsByType,
  createGalleryItem,
  getGalleryItem,
  GALLERY_PAGE_SIZE,
  listGalleryItems,
  listGalleryPage,
  localizeGalleryItem,
  type GalleryItem,
} from "./gallery.server";
import { galleryFilters } from "./type-counts";

function image(name: string, width = 1280, height = 853): StoredImage {
  return { key: `gallery/${name}`, width, height };
}

/** An event stored by an older version under a type the app no longer knows, "workshop". */
function addLegacyWorkshop(): void {
  db()
    .insert(galleryItems)
    .values({
      title: "Legacy",
      description: "d",
      date: "2023-05-05",
      location: "Lahore",
      eventType: "workshop",
    })
    .run();
}

function addEvent(
  title: string,
  date: string,
  eventType: EventType = "farm_visit",
  images: StoredImage[] = [],
): GalleryItem {
  return createGalleryItem({
    title,
    description: `${title} with local growers.`,
    date,
    location: "Sheikhupura",
    eventType,
    images,
  });
}

const titles = (items: readonly GalleryItem[]) => items.map((item) => item.title);

beforeEach(resetDatabase);

describe("createGalleryItem", () => {
  it("stores the event, trimmed, with its images in the order given", () => {
    const images = [image("c"), image("a", 960, 640), image("b", 200, 150)];
    const item = createGalleryItem({
      title: "  Cotton field day ",
      description: " Pest scouting demo. ",
      date: "2025-03-05",
      location: "  Multan ",
      eventType: "training",
      images,
    });
    expect(item).toEqual({
      id: expect.any(Number),
      title: "Cotton field day",
      description: "Pest scouting demo.",
      date: "2025-03-05",
      location: "Multan",
      eventType: "training",
      titleUr: null,
      descriptionUr: null,
      locationUr: null,
      images,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(getGalleryItem(item.id)).toEqual(item);
  });

  it("stores its Urdu texts, trimmed, and shows them on Urdu pages only", () => {
    const item = createGalleryItem({
      title: "Cotton field day",
      description: "Pest scouting demo.",
      date: "2025-03-05",
      location: "Multan",
      eventType: "training",
      titleUr: "  کپاس کا فیلڈ ڈے ",
      descriptionUr: "\r\nکیڑوں کی نگرانی کا مظاہرہ۔\r\nدوسری سطر ",
      locationUr: "   ",
      images: [],
    });
    expect(getGalleryItem(item.id)).toMatchObject({
      titleUr: "کپاس کا فیلڈ ڈے",
      descriptionUr: "کیڑوں کی نگرانی کا مظاہرہ۔\nدوسری سطر",
      locationUr: null,
    });
    expect(listGalleryItems()).toEqual([item]);
    expect(listGalleryItems({ eventType: "training" })[0]?.titleUr).toBe("کپاس کا فیلڈ ڈے");
    const urdu = localizeGalleryItem(item, "ur");
    expect(urdu).toMatchObject({
      title: "کپاس کا فیلڈ ڈے",
      description: "کیڑوں کی نگرانی کا مظاہرہ۔\nدوسری سطر",
      location: "Multan",
      inEnglish: ["location"],
    });
    for (const key of ["titleUr", "descriptionUr", "locationUr"]) {
      expect(urdu, key).not.toHaveProperty(key);
    }
    expect(urdu).toMatchObject({ id: item.id, date: "2025-03-05", eventType: "training" });
    expect(localizeGalleryItem(item, "en")).toMatchObject({
      title: "Cotton field day",
      location: "Multan",
      inEnglish: [],
    });
  });

  it("stores an event without images", () => {
    const item = addEvent("Dealer meeting", "2025-01-10", "other");
    expect(item.images).toEqual([]);
    expect(getGalleryItem(item.id)?.images).toEqual([]);
  });
});

describe("createGalleryItem refusals", () => {
  it("refuses what the form and the API refuse, naming the fields", () => {
    const event = {
      title: "Field day",
      description: "Spraying demo.",
      date: "2025-03-05",
      location: "Multan",
      eventType: "training",
    } as const;
    expect(() =>
      createGalleryItem({ ...event, title: " ", date: "2025-02-30", images: [] }),
    ).toThrow(
      'Gallery item not created: Please correct the highlighted fields. {"title":"Title is required","date":"Date must be a real date written YYYY-MM-DD"}',
    );
    const tooMany = Array.from({ length: GALLERY_LIMITS.images + 1 }, (_, index) =>
      image(`i${index}`),
    );
    expect(() => createGalleryItem({ ...event, images: tooMany })).toThrow(
      `Gallery item not created: Please correct the highlighted fields. {"images":"A gallery item can have at most ${GALLERY_LIMITS.images} images."}`,
    );
    expect(countGalleryItems()).toBe(0);
  });
});

describe("listGalleryItems", () => {
  it("lists the newest date first, and the later-added first on the same date", () => {
    addEvent("Spring visit", "2025-03-05");
    addEvent("Winter training", "2024-12-31", "training");
    addEvent("Harvest day", "2025-04-20", "harvest");
    addEvent("Second spring visit", "2025-03-05");
    addEvent("New year draw", "2025-01-01", "Lucky Draw");
    expect(titles(listGalleryItems())).toEqual([
      "Harvest day",
      "Second spring visit",
      "Spring visit",
      "New year draw",
      "Winter training",
    ]);
  });

  it("keeps each item's own images in order", () => {
    addEvent("Expo", "2025-02-01", "exhibition", [image("e3"), image("e1"), image("e2")]);
    addEvent("Visit", "2025-02-02", "farm_visit", [image("v2"), image("v1")]);
    addEvent("Empty", "2025-02-03", "other");
    const byTitle = new Map(listGalleryItems().map((item) => [item.title, item.images]));
    expect(byTitle.get("Expo")?.map((img) => img.key)).toEqual([
      "gallery/e3",
      "gallery/e1",
      "gallery/e2",
    ]);
    expect(byTitle.get("Visit")?.map((img) => img.key)).toEqual(["gallery/v2", "gallery/v1"]);
    expect(byTitle.get("Empty")).toEqual([]);
  });

  it("filters by event type, keeping the order", () => {
    addEvent("Draw 2024", "2024-06-01", "Lucky Draw");
    addEvent("Visit", "2025-02-02", "farm_visit");
    addEvent("Draw 2025", "2025-06-01", "Lucky Draw");
    expect(titles(listGalleryItems({ eventType: "Lucky Draw" }))).toEqual([
      "Draw 2025",
      "Draw 2024",
    ]);
    expect(titles(listGalleryItems({ eventType: "farm_visit" }))).toEqual(["Visit"]);
    expect(listGalleryItems({ eventType: "harvest" })).toEqual([]);
  });

  it("is empty when there are no items", () => {
    expect(listGalleryItems()).toEqual([]);
  });

  it("shows an unknown stored event type as other", () => {
    addLegacyWorkshop();
    expect(listGalleryItems()).toEqual([
      expect.objectContaining({ title: "Legacy", eventType: "other" }),
    ]);
  });
});

describe("listGalleryPage", () => {
  const galleryPage = (
    eventType: EventType | null,
    page: number,
    counts: Partial<Record<EventType, number>>,
    limit = GALLERY_PAGE_SIZE,
  ) => listGalleryPage({ eventType }, { page, limit }, counts);

  /** `count` events of alternating types on consecutive days, event 1 the oldest. */
  function addDays(count: number) {
    for (let day = 1; day <= count; day++) {
      const date = new Date(Date.UTC(2024, 0, day)).toISOString().slice(0, 10);
      addEvent(`Event ${day}`, date, day % 2 === 0 ? "training" : "farm_visit", [
        image(`cover-${day}`),
        image(`second-${day}`),
      ]);
    }
  }

  it("shows twelve events a page, newest first, and the rest on the next pages", () => {
    addDays(27);
    const counts = countGalleryItemsByType();
    const first = galleryPage(null, 1, counts);
    expect(first).toMatchObject({ page: 1, pages: 3, total: 27 });
    expect(titles(first.items)).toEqual(
      Array.from({ length: 12 }, (_, index) => `Event ${27 - index}`),
    );
    const last = galleryPage(null, 3, counts);
    expect(titles(last.items)).toEqual(["Event 3", "Event 2", "Event 1"]);
    const all = [1, 2, 3].flatMap((page) => galleryPage(null, page, counts).items);
    expect(new Set(all.map((item) => item.id)).size).toBe(27);
  });

  it("pages one event type by its exact count", () => {
    addDays(30);
    const counts = countGalleryItemsByType();
    expect(counts).toEqual({ farm_visit: 15, training: 15 });
    const second = galleryPage("training", 2, counts);
    expect(second).toMatchObject({ page: 2, pages: 2, total: 15 });
    expect(titles(second.items)).toEqual(["Event 6", "Event 4", "Event 2"]);
    expect(second.items.every((item) => item.eventType === "training")).toBe(true);
  });

  it("attaches each event's own images in order", () => {
    addDays(14);
    const { items } = galleryPage(null, 2, countGalleryItemsByType());
    expect(items.map((item) => item.images.map((img) => img.key))).toEqual([
      ["gallery/cover-2", "gallery/second-2"],
      ["gallery/cover-1", "gallery/second-1"],
    ]);
  });

  it("shows a page past the last as the last, and a page below 1 as the first", () => {
    addDays(13);
    const counts = countGalleryItemsByType();
    expect(galleryPage(null, 99, counts)).toMatchObject({
      page: 2,
      pages: 2,
    });
    expect(galleryPage(null, 0, counts).page).toBe(1);
  });

  it("is one empty page when there are no events", () => {
    expect(galleryPage(null, 3, {})).toEqual({
      items: [],
      page: 1,
      limit: GALLERY_PAGE_SIZE,
      pages: 1,
      total: 0,
    });
  });

  it("takes another page size", () => {
    addDays(5);
    const page = galleryPage(null, 2, countGalleryItemsByType(), 2);
    expect(page).toMatchObject({ page: 2, pages: 3, total: 5 });
    expect(titles(page.items)).toEqual(["Event 3", "Event 2"]);
  });
});

describe("getGalleryItem", () => {
  it("finds nothing for an unknown id", () => {
    const item = addEvent("Visit", "2025-02-02");
    expect(getGalleryItem(item.id + 1000)).toBeUndefined();
  });
});

describe("counting gallery items", () => {
  it("counts all items and the items of each type present", () => {
    expect(countGalleryItems()).toBe(0);
    expect(countGalleryItemsByType()).toEqual({});
    addEvent("Visit 1", "2025-01-01", "farm_visit");
    addEvent("Visit 2", "2025-01-02", "farm_visit");
    addEvent("Draw", "2025-01-03", "Lucky Draw");
    addEvent("Expo", "2025-01-04", "exhibition");
    expect(countGalleryItems()).toBe(4);
    expect(countGalleryItemsByType()).toEqual({ farm_visit: 2, "Lucky Draw": 1, exhibition: 1 });
  });

  it("counts an unknown stored type under other", () => {
    addEvent("Misc", "2025-01-01", "other");
    addLegacyWorkshop();
    expect(countGalleryItemsByType()).toEqual({ other: 2 });
  });

  it("feeds the filter bar", () => {
    addEvent("Draw", "2025-01-03", "Lucky Draw");
    addEvent("Visit", "2025-01-01", "farm_visit");
    addEvent("Harvest", "2025-01-05", "harvest");
    addEvent("Harvest 2", "2025-01-06", "harvest");
    expect(galleryFilters(countGalleryItemsByType(), messagesFor("en").gallery)).toEqual([
      { type: null, label: "All Events", count: 4 },
      { type: "farm_visit", label: "Farm Visit", count: 1 },
      { type: "harvest", label: "Harvest", count: 2 },
      { type: "Lucky Draw", label: "Lucky Draw", count: 1 },
    ]);
  });
});

describe("deleting a gallery item", () => {
  it("deletes its image rows with it", () => {
    const kept = addEvent("Kept", "2025-01-01", "other", [image("k1")]);
    const gone = addEvent("Gone", "2025-01-02", "other", [image("g1"), image("g2")]);
    db().delete(galleryItems).where(eq(galleryItems.id, gone.id)).run();
    expect(
      db()
        .select()
        .from(galleryImages)
        .all()
        .map((row) => row.key),
    ).toEqual(["gallery/k1"]);
    expect(getGalleryItem(kept.id)?.images).toEqual([image("k1")]);
  });
});
