// The admin list of gallery items: a page at a time, newest event first, searched, each row
// with its cover (the first image) and how many images it has.
import { beforeEach, describe, expect, it } from "vitest";
import type { StoredImage } from "~/images/image-variants";
import { resetDatabase } from "#tests/setup/db-helpers";
import { createGalleryItem, GALLERY_LIST_EXCERPT, listGalleryAdminPage } from "./gallery.server";

beforeEach(resetDatabase);

const image = (name: string, width = 960): StoredImage => ({
  key: `gallery/${name}`,
  width,
  height: 640,
});

function addEvent(
  title: string,
  date: string,
  extra: { location?: string; images?: StoredImage[]; description?: string } = {},
) {
  return createGalleryItem({
    title,
    description: extra.description ?? `${title} with growers.`,
    date,
    location: extra.location ?? "Okara",
    eventType: "training",
    images: extra.images ?? [],
    ...(title.startsWith("Urdu") ? { titleUr: "کپاس کا دن", locationUr: "وہاڑی" } : {}),
  });
}

const all = { page: 1, limit: 1000 };
const titles = (q?: string, request = all) =>
  listGalleryAdminPage({ q }, request).items.map((row) => row.title);

describe("listGalleryAdminPage", () => {
  it("lists the newest event first, a page at a time, with the total", () => {
    addEvent("March", "2025-03-05");
    addEvent("January", "2025-01-10");
    addEvent("May", "2025-05-01");
    addEvent("Also March", "2025-03-05");
    expect(titles()).toEqual(["May", "Also March", "March", "January"]);
    const page = listGalleryAdminPage({}, { page: 2, limit: 2 });
    expect(page).toMatchObject({ page: 2, limit: 2, total: 4, pages: 2 });
    expect(page.items.map((row) => row.title)).toEqual(["March", "January"]);
    expect(listGalleryAdminPage({}, { page: 3, limit: 2 })).toEqual({
      items: [],
      page: 3,
      limit: 2,
      total: 4,
      pages: 2,
    });
  });

  it("gives each row its cover, its image count and the start of its description", () => {
    const long = "Scouting for whitefly in the cotton. ".repeat(10).trim();
    const item = addEvent("Field day", "2025-03-05", {
      images: [image("cover", 1280), image("second"), image("third")],
      description: long,
    });
    addEvent("No photos", "2025-01-01");
    const [withImages, without] = listGalleryAdminPage({}, all).items;
    expect(withImages).toEqual({
      id: item.id,
      title: "Field day",
      description: `${long.slice(0, GALLERY_LIST_EXCERPT)}…`,
      date: "2025-03-05",
      location: "Okara",
      eventType: "training",
      cover: image("cover", 1280),
      imageCount: 3,
    });
    expect(without).toMatchObject({ title: "No photos", cover: null, imageCount: 0 });
  });

  it("finds every word in the title or the location, in English or Urdu", () => {
    addEvent("Cotton field day", "2025-03-05", { location: "Vehari" });
    addEvent("Wheat harvest", "2025-04-01", { location: "Okara, Punjab" });
    addEvent("Urdu day", "2025-02-01", { location: "Multan" });
    expect(titles("cotton")).toEqual(["Cotton field day"]);
    expect(titles("VEHARI")).toEqual(["Cotton field day"]);
    expect(titles("punjab wheat")).toEqual(["Wheat harvest"]);
    expect(titles("day")).toEqual(["Cotton field day", "Urdu day"]);
    expect(titles("وہاڑی")).toEqual(["Urdu day"]);
    expect(titles("growers")).toEqual([]);
    expect(listGalleryAdminPage({ q: "day" }, { page: 1, limit: 1 }).total).toBe(2);
  });
});
