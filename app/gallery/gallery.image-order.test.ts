// Saving a gallery item's image order: the cover is the first image, the order is stored with
// the rest of the item in one transaction, and the public reads show it.
import { beforeEach, describe, expect, it } from "vitest";
import type { StoredImage } from "~/images/image-variants";
import { galleryForm } from "#tests/setup/forms";
import { refusalOf, valueOf } from "#tests/setup/results";
import { resetDatabaseAndUploads } from "#tests/setup/db-helpers";
import { imageFilesExist, imageFilesGone, pngFile, uploadedFiles } from "#tests/setup/uploads";
import { IMAGE_LIST_MAX } from "./gallery-schema";
import {
  GALLERY_PAGE_SIZE,
  getGalleryItem,
  listGalleryAdminPage,
  listGalleryPage,
  countGalleryItemsByType,
  saveGalleryItem,
  type GalleryItem,
} from "./gallery.server";

beforeEach(resetDatabaseAndUploads);

/** An item with four images told apart by their widths: 210, 220, 230, 240. */
async function itemWithFourImages(): Promise<GalleryItem> {
  const files = await Promise.all(
    [210, 220, 230, 240].map((width) => pngFile(`${width}.png`, width)),
  );
  return valueOf(await saveGalleryItem(galleryForm(), files)).item;
}

const widths = (images: readonly StoredImage[] | undefined) =>
  (images ?? []).map((image) => image.width);

function keysOf(item: GalleryItem): [string, string, string, string] {
  const [a, b, c, d] = item.images.map((image) => image.key);
  if (!a || !b || !c || !d) throw new Error("Expected four images");
  return [a, b, c, d];
}

describe("saveGalleryItem with an image order", () => {
  it("stores the images in the order given, with the fields, in one save", async () => {
    const item = await itemWithFourImages();
    const [a, b, c, d] = keysOf(item);
    const saved = valueOf(
      await saveGalleryItem(galleryForm({ title: "Reordered" }), [], item.id, [], {
        imageOrder: [c, a, d, b],
      }),
    ).item;
    expect(saved.title).toBe("Reordered");
    expect(widths(saved.images)).toEqual([230, 210, 240, 220]);
    expect(getGalleryItem(item.id)).toEqual(saved);
    // No file is made or lost by a new order.
    for (const image of saved.images) expect(imageFilesExist(image)).toBe(true);
    expect(uploadedFiles("gallery")).toHaveLength(4);
  });

  it("makes the first image of the order the cover the lists and the public gallery show", async () => {
    const item = await itemWithFourImages();
    const [, , , d] = keysOf(item);
    valueOf(await saveGalleryItem(galleryForm(), [], item.id, [], { imageOrder: [d] }));

    const row = listGalleryAdminPage({}, { page: 1, limit: 25 }).items[0];
    expect(row?.cover?.key).toBe(d);
    expect(row?.imageCount).toBe(4);
    const card = listGalleryPage(
      { eventType: null },
      { page: 1, limit: GALLERY_PAGE_SIZE },
      countGalleryItemsByType(),
    ).items[0];
    expect(widths(card?.images)).toEqual([240, 210, 220, 230]);
  });

  it("keeps images the order leaves out after the named ones, in their saved order", async () => {
    const item = await itemWithFourImages();
    const [, , c] = keysOf(item);
    const saved = valueOf(
      await saveGalleryItem(galleryForm(), [], item.id, [], { imageOrder: [c] }),
    );
    expect(widths(saved.item.images)).toEqual([230, 210, 220, 240]);
  });

  it("counts an image named twice where it is first named", async () => {
    const item = await itemWithFourImages();
    const [a, b, , d] = keysOf(item);
    const saved = valueOf(
      await saveGalleryItem(galleryForm(), [], item.id, [], { imageOrder: [d, b, d, a, b] }),
    );
    expect(widths(saved.item.images)).toEqual([240, 220, 210, 230]);
  });

  it("leaves the saved order as it is without an order, or with an empty one", async () => {
    const item = await itemWithFourImages();
    for (const options of [{}, { imageOrder: [] }, { imageOrder: undefined }]) {
      const saved = valueOf(await saveGalleryItem(galleryForm(), [], item.id, [], options));
      expect(widths(saved.item.images)).toEqual([210, 220, 230, 240]);
    }
  });

  it("drops removed images wherever the order names them, and adds new files after the rest", async () => {
    const item = await itemWithFourImages();
    const [a, b, c, d] = keysOf(item);
    const saved = valueOf(
      await saveGalleryItem(galleryForm(), [await pngFile("new.png", 250)], item.id, [b], {
        imageOrder: [d, b, c, a],
      }),
    ).item;
    expect(widths(saved.images)).toEqual([240, 230, 210, 250]);
    const removed = item.images.find((image) => image.key === b);
    if (!removed) throw new Error("Expected the removed image");
    expect(imageFilesGone(removed)).toBe(true);
  });

  it("refuses an order naming an image the item does not have, and changes nothing", async () => {
    const item = await itemWithFourImages();
    const other = valueOf(await saveGalleryItem(galleryForm(), [await pngFile("o.png", 300)])).item;
    const [a, b] = keysOf(item);
    const foreign = other.images[0]?.key ?? "";
    const refusal = refusalOf(
      await saveGalleryItem(
        galleryForm({ title: "Not saved" }),
        [await pngFile("new.png", 250)],
        item.id,
        [a],
        { imageOrder: [b, foreign, "gallery/made-up"] },
      ),
    );
    expect(refusal).toMatchObject({
      status: 400,
      errors: {
        imageOrder: `The image order names images this gallery item does not have: "${foreign}", "gallery/made-up".`,
      },
    });
    expect(getGalleryItem(item.id)).toEqual(item);
    // Neither the new file nor the removal went through.
    expect(uploadedFiles("gallery")).toHaveLength(5);
  });

  it("refuses an order that is not a list of keys", async () => {
    const item = await itemWithFourImages();
    const [a] = keysOf(item);
    const cases: [unknown, string][] = [
      [a, "Image order must be a list of images"],
      [[a, 7], "Image order must list images as text"],
      [[a, "  "], "Image order must not hold an empty entry"],
      [Array.from({ length: IMAGE_LIST_MAX + 1 }, () => a), "Image order must list at most"],
    ];
    for (const [imageOrder, message] of cases) {
      const refusal = refusalOf(
        await saveGalleryItem(galleryForm(), [], item.id, [], { imageOrder }),
      );
      expect(refusal.errors?.imageOrder, JSON.stringify(imageOrder).slice(0, 40)).toContain(
        message,
      );
    }
    expect(getGalleryItem(item.id)).toEqual(item);
  });

  it("refuses an order for a new item: it has no saved images yet", async () => {
    const refusal = refusalOf(
      await saveGalleryItem(galleryForm(), [await pngFile("a.png", 210)], undefined, [], {
        imageOrder: ["gallery/anything"],
      }),
    );
    expect(refusal.errors?.imageOrder).toContain('"gallery/anything"');
    expect(uploadedFiles("gallery")).toEqual([]);
  });
});
