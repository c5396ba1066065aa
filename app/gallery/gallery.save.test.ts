import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { galleryImages, galleryItems } from "~/db/schema";
import { resetDatabaseAndUploads } from "#tests/setup/db-helpers";
import { galleryForm } from "#tests/setup/forms";
import { refusalOf, valueOf } from "#tests/setup/results";
import {
  imageFilesExist,
  imageFilesGone,
  pngFile,
  uploadedFiles,
  variantFileNames,
} from "#tests/setup/uploads";
import { deleteTrashEntryForGood, findTrashEntry } from "~/trash/trash.server";
import { EVENT_TYPES } from "./event-types";
import { AT_LEAST_ONE_IMAGE, galleryInputSchema } from "./gallery-schema";
import {
  countGalleryItems,
  deleteGalleryItem,
  getGalleryItem,
  saveGalleryItem,
} from "./gallery.server";

beforeEach(resetDatabaseAndUploads);

function textFile(name: string): File {
  return new File(["name,price\nBifenthrin,1200\n"], name, { type: "text/plain" });
}

function hugeFile(name: string): File {
  return new File([Buffer.alloc(5 * 1024 * 1024 + 1)], name, { type: "image/png" });
}

describe("galleryInputSchema", () => {
  it("requires every field", () => {
    const parsed = galleryInputSchema.safeParse({});
    expect(parsed.error?.issues.map((issue) => issue.path.join(".")).sort()).toEqual([
      "date",
      "description",
      "eventType",
      "location",
      "title",
    ]);
  });

  it("accepts each of the six event types and nothing else", () => {
    for (const eventType of EVENT_TYPES) {
      expect(galleryInputSchema.safeParse(galleryForm({ eventType })).success, eventType).toBe(
        true,
      );
    }
    for (const eventType of ["wedding", "lucky draw", "Lucky_Draw", "Farm Visit", ""]) {
      expect(galleryInputSchema.safeParse(galleryForm({ eventType })).success, eventType).toBe(
        false,
      );
    }
  });

  it("accepts a real calendar date only", () => {
    expect(galleryInputSchema.safeParse(galleryForm({ date: "2024-02-29" })).success).toBe(true);
    for (const date of ["2025-02-30", "05/03/2025", "2025-3-5", "2025-13-01", "March 5, 2025"]) {
      expect(galleryInputSchema.safeParse(galleryForm({ date })).success, date).toBe(false);
    }
  });
});

describe("saveGalleryItem: creating", () => {
  it("needs at least one image", async () => {
    const refusal = refusalOf(await saveGalleryItem(galleryForm(), []));
    expect(refusal.status).toBe(400);
    expect(refusal.errors?.images).toContain(
      "Please upload at least one image for new gallery items",
    );
    expect(countGalleryItems()).toBe(0);
  });

  it("refuses an impossible or wrongly written date", async () => {
    for (const date of ["2025-02-30", "05/03/2025"]) {
      const refusal = refusalOf(
        await saveGalleryItem(galleryForm({ date }), [await pngFile("a.png", 100)]),
      );
      expect(refusal.status, date).toBe(400);
      expect(refusal.errors?.date, date).toBe("Date must be a real date written YYYY-MM-DD");
    }
    expect(countGalleryItems()).toBe(0);
    expect(uploadedFiles("gallery")).toEqual([]);
  });

  it("refuses an event type outside the six", async () => {
    const refusal = refusalOf(
      await saveGalleryItem(galleryForm({ eventType: "wedding" }), [await pngFile("a.png", 100)]),
    );
    expect(refusal.status).toBe(400);
    expect(refusal.errors?.eventType).toMatch(/^Event type must be one of: /);
    expect(countGalleryItems()).toBe(0);
  });

  it("saves the valid files of a mixed selection and names each one skipped", async () => {
    const saved = valueOf(
      await saveGalleryItem(galleryForm({ eventType: "Lucky Draw" }), [
        await pngFile("field.png", 600, 400),
        textFile("notes.txt"),
        hugeFile("huge.png"),
      ]),
    );
    expect(saved.skipped).toEqual([
      "File notes.txt is not a valid image type",
      "File huge.png is too large (max 5MB)",
    ]);
    expect(saved.item).toMatchObject({
      title: "Cotton field day",
      date: "2025-03-05",
      eventType: "Lucky Draw",
    });
    expect(saved.item.images).toHaveLength(1);
    const [image] = saved.item.images;
    expect(image).toMatchObject({ width: 600, height: 400 });
    if (image) expect(imageFilesExist(image)).toBe(true);
    expect(getGalleryItem(saved.item.id)).toEqual(saved.item);
  });

  it("skips a file that claims to be a PNG but is not an image", async () => {
    const fake = new File([new Uint8Array(randomBytes(2048))], "fake.png", { type: "image/png" });
    const saved = valueOf(
      await saveGalleryItem(galleryForm(), [fake, await pngFile("real.png", 100)]),
    );
    expect(saved.skipped).toEqual(["File fake.png is not a valid image type"]);
    expect(saved.item.images).toHaveLength(1);
  });

  it("skips a picture too long and narrow for its sizes, naming its shape, and keeps no file of it", async () => {
    const saved = valueOf(
      await saveGalleryItem(galleryForm(), [
        await pngFile("scroll.png", 1000, 40000),
        await pngFile("real.png", 100),
      ]),
    );
    expect(saved.skipped).toEqual([
      "File scroll.png is too long and narrow to show (1000 × 40000 px): crop it and send it again.",
    ]);
    expect(saved.item.images).toHaveLength(1);
    expect(uploadedFiles("gallery")).toHaveLength(1);
  });

  it("refuses a new item whose files are all unusable, storing nothing", async () => {
    const fake = new File([new Uint8Array(randomBytes(2048))], "fake.png", { type: "image/png" });
    for (const files of [[textFile("notes.txt"), hugeFile("huge.png")], [fake]]) {
      const refusal = refusalOf(await saveGalleryItem(galleryForm(), files));
      expect(refusal.status).toBe(400);
      expect(refusal.errors?.images).toContain(AT_LEAST_ONE_IMAGE);
    }
    expect(countGalleryItems()).toBe(0);
    expect(uploadedFiles("gallery")).toEqual([]);
  });

  it("keeps the images in the order the files were chosen", async () => {
    const saved = valueOf(
      await saveGalleryItem(galleryForm(), [
        await pngFile("a.png", 210),
        await pngFile("b.png", 220),
        await pngFile("c.png", 230),
      ]),
    );
    expect(saved.item.images.map((image) => image.width)).toEqual([210, 220, 230]);
    expect(saved.skipped).toEqual([]);
  });
});

describe("saveGalleryItem: editing", () => {
  async function itemWithThreeImages() {
    return valueOf(
      await saveGalleryItem(galleryForm(), [
        await pngFile("a.png", 210),
        await pngFile("b.png", 220),
        await pngFile("c.png", 230),
      ]),
    ).item;
  }

  it("drops the removed images, deleting their files, and appends new ones after the kept", async () => {
    const item = await itemWithThreeImages();
    const [first, second, third] = item.images;
    if (!first || !second || !third) throw new Error("Expected three images");

    const saved = valueOf(
      await saveGalleryItem(
        galleryForm({ title: "Cotton field day, Vehari" }),
        [await pngFile("d.png", 240), await pngFile("e.png", 250)],
        item.id,
        [second.key],
      ),
    );
    expect(saved.item.title).toBe("Cotton field day, Vehari");
    expect(saved.item.images.map((image) => image.width)).toEqual([210, 230, 240, 250]);
    expect(saved.item.images.slice(0, 2)).toEqual([first, third]);
    expect(imageFilesGone(second)).toBe(true);
    for (const image of saved.item.images) expect(imageFilesExist(image)).toBe(true);
    expect(getGalleryItem(item.id)).toEqual(saved.item);
    expect(uploadedFiles("gallery")).toHaveLength(4);
  });

  it("accepts an edit with no files and keeps the images", async () => {
    const item = await itemWithThreeImages();
    const saved = valueOf(
      await saveGalleryItem(
        galleryForm({ eventType: "training", date: "2024-02-29" }),
        [],
        item.id,
      ),
    );
    expect(saved.item).toMatchObject({ eventType: "training", date: "2024-02-29" });
    expect(saved.item.images).toEqual(item.images);
    expect(saved.skipped).toEqual([]);
  });

  it("stores the Urdu texts the form posts, and clears the ones emptied", async () => {
    const item = await itemWithThreeImages();
    expect(item).toMatchObject({ titleUr: null, descriptionUr: null, locationUr: null });
    const urdu = {
      titleUr: "کپاس کا فیلڈ ڈے",
      descriptionUr: "کاشتکاروں کے ساتھ سفید مکھی کی نگرانی۔\r\nدوسری سطر",
      locationUr: "وہاڑی",
    };
    const saved = valueOf(await saveGalleryItem(galleryForm(urdu), [], item.id)).item;
    expect(saved).toEqual({
      ...item,
      titleUr: "کپاس کا فیلڈ ڈے",
      descriptionUr: "کاشتکاروں کے ساتھ سفید مکھی کی نگرانی۔\nدوسری سطر",
      locationUr: "وہاڑی",
    });
    expect(getGalleryItem(item.id)).toEqual(saved);

    const emptied = valueOf(
      await saveGalleryItem(galleryForm({ ...urdu, titleUr: "  ", locationUr: "" }), [], item.id),
    ).item;
    expect(emptied).toEqual({ ...saved, titleUr: null, locationUr: null });
  });

  it("ignores a removal key that belongs to another item", async () => {
    const item = await itemWithThreeImages();
    const other = valueOf(await saveGalleryItem(galleryForm(), [await pngFile("o.png", 300)])).item;
    const [otherImage] = other.images;
    if (!otherImage) throw new Error("Expected an image");

    valueOf(await saveGalleryItem(galleryForm(), [], item.id, [otherImage.key]));
    expect(getGalleryItem(other.id)?.images).toEqual([otherImage]);
    expect(imageFilesExist(otherImage)).toBe(true);
  });

  it("refuses invalid fields and leaves the images alone", async () => {
    const item = await itemWithThreeImages();
    const [first] = item.images;
    if (!first) throw new Error("Expected an image");
    const refusal = refusalOf(
      await saveGalleryItem(galleryForm({ date: "2025-02-30" }), [], item.id, [first.key]),
    );
    expect(refusal.status).toBe(400);
    expect(getGalleryItem(item.id)).toEqual(item);
    expect(imageFilesExist(first)).toBe(true);
  });

  it("answers 404 for an unknown id and stores no file", async () => {
    const item = await itemWithThreeImages();
    const before = uploadedFiles("gallery");
    const refusal = refusalOf(
      await saveGalleryItem(galleryForm(), [await pngFile("x.png", 100)], item.id + 999),
    );
    expect(refusal.status).toBe(404);
    expect(countGalleryItems()).toBe(1);
    expect(uploadedFiles("gallery")).toEqual(before);
  });
});

describe("saveGalleryItem: while the item is deleted", () => {
  it("answers 404, leaving no new files, when the item is deleted while new images are processed", async () => {
    const { item } = valueOf(await saveGalleryItem(galleryForm(), [await pngFile("a.png", 100)]));
    const added = await pngFile("b.png", 200);
    const pending = saveGalleryItem(galleryForm(), [added], item.id);
    const deleting = deleteGalleryItem(item.id);
    const result = await pending.catch((error: unknown) => error);
    valueOf(await deleting);
    expect(result).toMatchObject({ ok: false, status: 404 });
    expect(countGalleryItems()).toBe(0);
    // Only the files of the image it had, kept while it is in the trash.
    expect(uploadedFiles("gallery")).toEqual(item.images.flatMap(variantFileNames).sort());
  });
});

describe("deleteGalleryItem", () => {
  it("moves the item and its image rows to the trash; deleted for good, its files go", async () => {
    const saved = valueOf(
      await saveGalleryItem(galleryForm(), [
        await pngFile("a.png", 700),
        await pngFile("b.png", 200),
      ]),
    );
    const kept = valueOf(await saveGalleryItem(galleryForm(), [await pngFile("k.png", 100)])).item;
    const { item } = saved;

    expect(valueOf(await deleteGalleryItem(item.id))).toEqual(item);
    expect(getGalleryItem(item.id)).toBeUndefined();
    expect(db().select().from(galleryItems).where(eq(galleryItems.id, item.id)).all()).toEqual([]);
    expect(
      db().select().from(galleryImages).where(eq(galleryImages.galleryItemId, item.id)).all(),
    ).toEqual([]);
    for (const image of item.images) expect(imageFilesExist(image)).toBe(true);
    expect(uploadedFiles("gallery")).toEqual(
      [...item.images, ...kept.images].flatMap(variantFileNames).sort(),
    );

    const entry = findTrashEntry("gallery", item.id);
    expect(entry).toMatchObject({ name: item.title });
    valueOf(await deleteTrashEntryForGood(entry!.id));
    for (const image of item.images) expect(imageFilesGone(image)).toBe(true);

    expect(getGalleryItem(kept.id)).toEqual(kept);
    expect(uploadedFiles("gallery")).toHaveLength(1);
  });

  it("answers 404 for an unknown id, also for a second delete", async () => {
    const { item } = valueOf(await saveGalleryItem(galleryForm(), [await pngFile("a.png", 100)]));
    expect(refusalOf(await deleteGalleryItem(item.id + 999)).status).toBe(404);
    valueOf(await deleteGalleryItem(item.id));
    expect(refusalOf(await deleteGalleryItem(item.id)).status).toBe(404);
  });
});
