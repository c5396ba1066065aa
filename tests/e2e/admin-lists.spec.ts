/**
 * The admin products and gallery lists in pages of 25: search, the category filter, the pager,
 * editing and deleting from a later page, and the order of an event's images (Move up, Move
 * down, Make cover) with and without JavaScript, seen on the public gallery.
 *
 * The rows a test makes are named with its tag and dated long ago, so the lists of other tests
 * running meanwhile keep their own rows on their first page.
 */
import { type Locator, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { galleryItems, products } from "~/db/schema";
import {
  findGalleryItem,
  galleryImageWidths,
  removeGalleryItem,
  trashEntryId,
  uniqueTag,
  withDb,
} from "./support/database";
import { makePngFile, pngBytes } from "./support/files";
import {
  deleteConfirmed,
  errorAlert,
  notice,
  openAdmin,
  rowWith,
  waitForHydration,
} from "./support/pages";
import type { Rows } from "./support/rows";
import { WORK_URL } from "./support/servers";
import { adminTest as test, expect } from "./support/test";

test.use({ baseURL: WORK_URL });

const PRODUCTS = "/admin/products";
const GALLERY = "/admin/gallery";

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const summary = (page: Page) => page.locator("p.list-summary");
const tableRows = (page: Page) => page.locator("table.admin-table tbody tr");
const pager = (page: Page, what: string) =>
  page.getByRole("navigation", { name: `Pages of ${what}` });
const searchForm = (page: Page, name: string) => page.getByRole("search", { name });

/** `count` products of a category named "{prefix} 01"… made long ago, the higher number newer. */
function makeProducts(rows: Rows, categoryId: number, prefix: string, count: number) {
  const made = Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, "0");
    return rows.product({ name: `${prefix} ${number}`, categoryId });
  });
  withDb("work", (db) => {
    made.forEach((product, index) => {
      const createdAt = new Date(Date.UTC(2001, 0, 1) + index * 60_000).toISOString();
      db.update(products).set({ createdAt }).where(eq(products.id, product.id)).run();
    });
  });
  return made;
}

/** The names in the list's rows, in order. */
async function rowNames(page: Page): Promise<string[]> {
  return tableRows(page).locator("td:nth-child(2) strong").allInnerTexts();
}

test.describe("admin products list in pages", () => {
  test("@nojs searches, narrows to a category and pages; the address holds the view and Back works", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const tag = uniqueTag();
    const category = rows.category({ name: `E2E Paging ${tag}` });
    const other = rows.category({ name: `E2E Paging Other ${tag}` });
    makeProducts(rows, category.id, `E2E Paged ${tag}`, 30);
    makeProducts(rows, other.id, `E2E Paged ${tag} elsewhere`, 2);

    await openAdmin(page, PRODUCTS, javaScriptEnabled);
    const form = searchForm(page, "Search products");
    await form.getByLabel("Search products").fill(tag);
    await form.getByLabel("Filter by category").selectOption({ label: category.name });
    await form.getByRole("button", { name: "Search" }).click();

    await expect(page).toHaveURL(`${WORK_URL}${PRODUCTS}?q=${tag}&category=${category.slug}`);
    await expect(heading(page)).toHaveText("Products (30)");
    await expect(summary(page)).toHaveText("Showing 1–25 of 30");
    expect(await rowNames(page)).toEqual(
      Array.from(
        { length: 25 },
        (_, index) => `E2E Paged ${tag} ${String(30 - index).padStart(2, "0")}`,
      ),
    );
    const nav = pager(page, "products");
    await expect(nav.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Page 2" })).not.toHaveAttribute("aria-current");
    await expect(nav.getByRole("link", { name: /Previous/ })).toHaveCount(0);

    await nav.getByRole("link", { name: /Next/ }).click();
    await expect(page).toHaveURL(
      `${WORK_URL}${PRODUCTS}?q=${tag}&category=${category.slug}&page=2`,
    );
    await expect(summary(page)).toHaveText("Showing 26–30 of 30");
    expect(await rowNames(page)).toEqual([5, 4, 3, 2, 1].map((n) => `E2E Paged ${tag} 0${n}`));
    await expect(nav.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: /Next/ })).toHaveCount(0);
    // The search form shows what the list is narrowed to.
    await expect(form.getByLabel("Search products")).toHaveValue(tag);
    await expect(form.getByLabel("Filter by category")).toHaveValue(category.slug);

    await page.goBack();
    await expect(page).toHaveURL(`${WORK_URL}${PRODUCTS}?q=${tag}&category=${category.slug}`);
    await expect(summary(page)).toHaveText("Showing 1–25 of 30");

    // The search alone finds the other category's products too; the category alone, its own.
    await form.getByLabel("Filter by category").selectOption("");
    await form.getByRole("button", { name: "Search" }).click();
    await expect(heading(page)).toHaveText("Products (32)");
    await expect(summary(page)).toHaveText("Showing 1–25 of 32");
    await page.goto(`${PRODUCTS}?category=${other.slug}`);
    await expect(heading(page)).toHaveText("Products (2)");
    await expect(pager(page, "products")).toHaveCount(0);

    // A search that finds nothing says so, with a way back to every product.
    await form.getByLabel("Search products").fill(`${tag}-nothing`);
    await form.getByRole("button", { name: "Search" }).click();
    await expect(heading(page)).toHaveText("Products (0)");
    await expect(page.locator(".empty-text p")).toHaveText(
      `No products in the category "${other.name}" match "${tag}-nothing".`,
    );
    await expect(tableRows(page)).toHaveCount(0);
    await page.getByRole("link", { name: "Clear the search" }).click();
    await expect(page).toHaveURL(`${WORK_URL}${PRODUCTS}`);
    await expect(form.getByLabel("Search products")).toHaveValue("");
  });

  test("@nojs edits a product from page 2, even one the page does not show, and comes back to page 2", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const tag = uniqueTag();
    const category = rows.category({ name: `E2E Edit Paging ${tag}` });
    const made = makeProducts(rows, category.id, `E2E Page Edit ${tag}`, 27);
    const view = `q=${tag}&category=${category.slug}&page=2`;

    await openAdmin(page, `${PRODUCTS}?${view}`, javaScriptEnabled);
    const target = made[1];
    if (!target) throw new Error("unreachable");
    await rowWith(page, target.name).getByRole("link", { name: "Edit" }).click();
    await expect(page).toHaveURL(`${WORK_URL}${PRODUCTS}?${view}&edit=${target.id}`);
    await expect(page.locator("#product-form-title")).toHaveText("Edit Product");
    await expect(page.getByLabel(/^Name/)).toHaveValue(target.name);
    await expect(summary(page)).toHaveText("Showing 26–27 of 27");

    await page.getByLabel(/^Description/).fill(`Edited on page 2 (${tag}).`);
    await page.getByRole("button", { name: "Update Product" }).click();
    await expect(notice(page)).toHaveText("Product updated.");
    await expect(page).toHaveURL(`${WORK_URL}${PRODUCTS}?${view}&notice=product-updated`);
    await expect(page.locator("#product-form-title")).toHaveCount(0);
    await expect(rowWith(page, target.name)).toContainText(`Edited on page 2 (${tag}).`);

    // The newest product is on page 1, yet its form opens over page 2, and Cancel keeps the view.
    const newest = made[26];
    if (!newest) throw new Error("unreachable");
    await openAdmin(page, `${PRODUCTS}?${view}&edit=${newest.id}`, javaScriptEnabled);
    await expect(page.getByLabel(/^Name/)).toHaveValue(newest.name);
    await expect(rowWith(page, newest.name)).toHaveCount(0);
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(`${WORK_URL}${PRODUCTS}?${view}`);
    await expect(page.locator("#product-form-title")).toHaveCount(0);

    // Add opens over the same view.
    await expect(page.getByRole("link", { name: "Add Product" })).toHaveAttribute(
      "href",
      `${PRODUCTS}?${view}&new=1`,
    );
  });

  test("@nojs deleting the last row of the last page shows the page before it, with the notice", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const tag = uniqueTag();
    const category = rows.category({ name: `E2E Delete Paging ${tag}` });
    const made = makeProducts(rows, category.id, `E2E Page Delete ${tag}`, 26);
    const oldest = made[0];
    if (!oldest) throw new Error("unreachable");

    await openAdmin(page, `${PRODUCTS}?category=${category.slug}&page=2`, javaScriptEnabled);
    await expect(summary(page)).toHaveText("Showing 26–26 of 26");
    await deleteConfirmed(
      page,
      rowWith(page, oldest.name),
      `the product "${oldest.name}"`,
      javaScriptEnabled,
    );
    await expect(notice(page)).toHaveText("Product moved to the trash.");
    await expect(page).toHaveURL(
      `${WORK_URL}${PRODUCTS}?category=${category.slug}&notice=product-deleted&trashed=${trashEntryId("products", oldest.id)}`,
    );
    await expect(summary(page)).toHaveText("Showing 1–25 of 25");
    await expect(pager(page, "products")).toHaveCount(0);

    // A page past the last, typed or linked, shows the last; one that is no page number, the first.
    await page.goto(`${PRODUCTS}?category=${category.slug}&page=9`);
    await expect(page).toHaveURL(`${WORK_URL}${PRODUCTS}?category=${category.slug}`);
    await page.goto(`${PRODUCTS}?category=${category.slug}&page=abc`);
    await expect(summary(page)).toHaveText("Showing 1–25 of 25");
  });
});

test.describe("admin gallery list in pages", () => {
  test("@nojs searches events by title or location and pages them, each row with its cover and count", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const tag = uniqueTag();
    for (let day = 1; day <= 27; day++) {
      rows.galleryItem({
        title: `E2E Gallery Page ${tag} day-${String(day).padStart(2, "0")}`,
        date: `2001-01-${String(day).padStart(2, "0")}`,
        location: "Chak 5-L",
      });
    }
    await openAdmin(page, GALLERY, javaScriptEnabled);
    const form = searchForm(page, "Search events");
    // A word of the location and one of the title.
    await form.getByLabel("Search events").fill(`chak ${tag}`);
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(`${WORK_URL}${GALLERY}?q=chak+${tag}`);
    await expect(heading(page)).toHaveText("Gallery (27)");
    await expect(summary(page)).toHaveText("Showing 1–25 of 27");
    await expect(tableRows(page)).toHaveCount(25);
    // Newest event first; an event without images has a named blank for a cover.
    const first = tableRows(page).first();
    await expect(first).toContainText(`E2E Gallery Page ${tag} day-27`);
    await expect(first.locator("td").nth(5)).toHaveText("0");
    await expect(first.getByRole("img", { name: "No images" })).toBeVisible();

    await pager(page, "gallery items").getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(`${WORK_URL}${GALLERY}?q=chak+${tag}&page=2`);
    await expect(summary(page)).toHaveText("Showing 26–27 of 27");
    await expect(tableRows(page)).toHaveCount(2);

    // Days 10 to 19; a new search starts on page 1.
    await form.getByLabel("Search events").fill(`${tag} day-1`);
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(`${WORK_URL}${GALLERY}?q=${tag}+day-1`);
    await expect(heading(page)).toHaveText("Gallery (10)");

    await form.getByLabel("Search events").fill(`nowhere ${tag}`);
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page.locator(".empty-text p")).toHaveText(
      `No gallery items match "nowhere ${tag}".`,
    );
  });
});

/** An event with three images 111, 112 and 113 pixels wide (in that order), made by the admin form. */
async function eventWithThreeImages(page: Page, title: string): Promise<number> {
  const image = async (width: number) => ({
    name: `${width}.png`,
    mimeType: "image/png",
    buffer: await pngBytes(width, 60),
  });
  const form = new FormData();
  const fields = {
    intent: "save",
    title,
    description: "Three photos to put in order.",
    // Far ahead: the public gallery's first card.
    date: "2099-12-31",
    location: "Okara",
    eventType: "training",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const width of [111, 112, 113]) {
    const { name, mimeType, buffer } = await image(width);
    form.append("images", new Blob([new Uint8Array(buffer)], { type: mimeType }), name);
  }
  const response = await page.request.post(GALLERY, { multipart: form, maxRedirects: 0 });
  expect(response.status(), "the event is saved and the page redirects").toBe(302);
  const item = findGalleryItem(title);
  if (!item) throw new Error(`Gallery item ${title} was not created`);
  return item.id;
}

/** The widths of the saved images as the form shows them, in order (from their file names). */
async function shownWidths(saved: Locator): Promise<number[]> {
  const sources = await saved
    .locator("li img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));
  return sources.map((src) => Number(/-(\d+)\.webp$/.exec(src)?.[1]));
}

test.describe("the order of an event's images", () => {
  test("@nojs Move up, Move down and Make cover reorder the saved images; Update saves the order and the public gallery shows the new cover", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    test.slow();
    const title = `E2E Image Order ${uniqueTag()}`;
    try {
      const id = await eventWithThreeImages(page, title);
      const view = `q=${encodeURIComponent(title).replace(/%20/g, "+")}`;
      await openAdmin(page, `${GALLERY}?${view}&edit=${id}`, javaScriptEnabled);
      if (javaScriptEnabled) await waitForHydration(page, "fieldset.saved-images button");
      const saved = page.getByRole("group", { name: "Saved images (tick to remove)" });
      const items = saved.locator("li");
      await expect(items).toHaveCount(3);
      expect(await shownWidths(saved)).toEqual([111, 112, 113]);
      await expect(items.nth(0).locator(".cover-badge")).toHaveText("Cover");
      await expect(saved.locator(".cover-badge")).toHaveCount(1);
      // Each control names its image; the first has nothing to move up to, the last nothing below.
      await expect(items.nth(0).getByRole("button")).toHaveText(["Move image 1 down"]);
      await expect(items.nth(1).getByRole("button")).toHaveCount(3);
      await expect(saved.getByRole("button", { name: "Move image 3 down" })).toHaveCount(0);

      // A title typed before a move is kept through it.
      await page.getByLabel(/^Title/).fill(`${title} renamed`);
      let posts = 0;
      page.on("request", (request) => {
        if (request.method() === "POST") posts += 1;
      });

      await saved.getByRole("button", { name: "Make image 3 the cover" }).click();
      await expect.poll(() => shownWidths(saved)).toEqual([113, 111, 112]);
      await expect(items.nth(0).locator(".cover-badge")).toHaveText("Cover");
      await expect(saved.locator(".cover-badge")).toHaveCount(1);
      await expect(page.getByLabel(/^Title/)).toHaveValue(`${title} renamed`);
      // Nothing is saved by a move.
      expect(galleryImageWidths(id)).toEqual([111, 112, 113]);
      if (javaScriptEnabled) {
        // Moved in place: no round trip, focus stays on the image moved, and the move is said.
        expect(posts).toBe(0);
        await expect(saved.getByRole("button", { name: "Move image 1 down" })).toBeFocused();
        await expect(saved.getByRole("status")).toHaveText(
          "Image 3 is now the cover, image 1 of 3.",
        );
      } else {
        expect(posts).toBe(1);
        await expect(errorAlert(page)).toHaveCount(0);
      }

      await saved.getByRole("button", { name: "Move image 2 down" }).click();
      await expect.poll(() => shownWidths(saved)).toEqual([113, 112, 111]);
      if (javaScriptEnabled) {
        await expect(saved.getByRole("button", { name: "Move image 3 up" })).toBeFocused();
        await expect(saved.getByRole("status")).toHaveText(
          "Moved image 2 down: it is now image 3 of 3.",
        );
      }
      await saved.getByRole("button", { name: "Move image 3 up" }).click();
      await expect.poll(() => shownWidths(saved)).toEqual([113, 111, 112]);
      await saved.getByRole("button", { name: "Move image 3 up" }).click();
      await expect.poll(() => shownWidths(saved)).toEqual([113, 112, 111]);

      if (!javaScriptEnabled) {
        // A file chosen before a move must be chosen again: a browser cannot keep it.
        const extra = await makePngFile(testInfo, "extra.png", 114, 60);
        await page.locator("#gallery-images").setInputFiles(extra);
        await saved.getByRole("button", { name: "Move image 1 down" }).click();
        await expect(page.locator("#gallery-images-error")).toHaveText(
          "Please choose the file again: it is not kept when an image is moved.",
        );
        await saved.getByRole("button", { name: "Make image 2 the cover" }).click();
        await expect.poll(() => shownWidths(saved)).toEqual([113, 112, 111]);
      }

      await page.getByRole("button", { name: "Update Gallery Item" }).click();
      await expect(notice(page)).toHaveText("Gallery item updated.");
      expect(galleryImageWidths(id)).toEqual([113, 112, 111]);
      // Back to the list it was opened from; its row shows the new cover.
      await expect(page).toHaveURL(`${WORK_URL}${GALLERY}?${view}&notice=gallery-updated`);
      await expect(rowWith(page, `${title} renamed`).locator("img.thumb")).toHaveAttribute(
        "src",
        /-113\.webp$/,
      );

      // The public gallery: the new cover on the card, the photos in the new order.
      await page.goto("/gallery");
      const card = page.locator(".event-card", { hasText: `${title} renamed` });
      await expect(card.locator(".event-cover img")).toHaveAttribute("src", /-113\.webp$/);
      await page.goto(`/gallery?event=${id}`);
      const photos = page.getByRole("dialog").locator(".photo-grid a");
      await expect(photos).toHaveCount(3);
      const hrefs = await photos.evaluateAll((links) =>
        links.map((link) => link.getAttribute("href") ?? ""),
      );
      expect(hrefs.map((href) => Number(/-(\d+)\.webp$/.exec(href)?.[1]))).toEqual([113, 112, 111]);
    } finally {
      removeGalleryItem(title);
      removeGalleryItem(`${title} renamed`);
    }
  });

  test("@nojs a removal and a new order are saved together", async ({
    page,
    javaScriptEnabled,
  }) => {
    const title = `E2E Order Remove ${uniqueTag()}`;
    try {
      const id = await eventWithThreeImages(page, title);
      await openAdmin(page, `${GALLERY}?edit=${id}`, javaScriptEnabled);
      if (javaScriptEnabled) await waitForHydration(page, "fieldset.saved-images button");
      const saved = page.getByRole("group", { name: "Saved images (tick to remove)" });
      await saved.getByRole("checkbox", { name: "Remove image 1" }).check();
      await saved.getByRole("button", { name: "Make image 3 the cover" }).click();
      await expect.poll(() => shownWidths(saved)).toEqual([113, 111, 112]);
      // The ticked box stays with its image, now the second.
      await expect(saved.getByRole("checkbox", { name: "Remove image 2" })).toBeChecked();
      await expect(saved.getByRole("checkbox", { name: "Remove image 1" })).not.toBeChecked();
      await page.getByRole("button", { name: "Update Gallery Item" }).click();
      await expect(notice(page)).toHaveText("Gallery item updated.");
      expect(galleryImageWidths(id)).toEqual([113, 112]);
      withDb("work", (db) =>
        expect(db.select().from(galleryItems).where(eq(galleryItems.id, id)).get()?.title).toBe(
          title,
        ),
      );
    } finally {
      removeGalleryItem(title);
    }
  });
});
