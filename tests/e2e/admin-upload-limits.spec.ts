/**
 * Photos over 5 MB from a phone without JavaScript, over a throttled link: the file is left
 * out with the spec's message and nothing typed is lost; the product or event is saved without
 * it where it can be. A form far too large in all is answered with a clear message.
 */
import type { Page, TestInfo } from "@playwright/test";
import sharp from "sharp";
import {
  findGalleryItem,
  findProduct,
  galleryImageWidths,
  removeGalleryItem,
  removeProduct,
  uniqueTag,
} from "./support/database";
import { makeFile, makePngFile } from "./support/files";
import { openAdmin } from "./support/pages";
import { WORK_URL } from "./support/servers";
import { adminTest as test, expect } from "./support/test";

test.use({ baseURL: WORK_URL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

const MB = 1024 * 1024;

/** A real JPEG of more than `megabytes` MB, noisy as a phone's photo of a field. */
async function phonePhoto(testInfo: TestInfo, name: string, megabytes: number): Promise<string> {
  let side = 1600;
  for (;;) {
    const bytes = await sharp({
      create: {
        width: side,
        height: Math.round((side * 3) / 4),
        channels: 3,
        background: "#6b8e23",
        noise: { type: "gaussian", mean: 120, sigma: 70 },
      },
    })
      .jpeg({ quality: 98 })
      .toBuffer();
    if (bytes.length > megabytes * MB) return makeFile(testInfo, name, bytes);
    side = Math.round(side * 1.25);
  }
}

/** Chromium's own throttling: a phone on rural mobile data (4 Mbit/s up, 150 ms away). */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (8 * 1024 * 1024) / 8,
    uploadThroughput: (4 * 1024 * 1024) / 8,
  });
}

test.describe("uploads over the limit without JavaScript", () => {
  test("a new product with a 6 MB photo gets the spec's message with the form as typed", async ({
    page,
    rows,
  }, testInfo) => {
    test.setTimeout(90_000);
    const tag = uniqueTag();
    const category = rows.category({ name: `E2E Upload Limit ${tag}` });
    const name = `E2E Phone Photo ${tag}`;
    const photo = await phonePhoto(testInfo, "IMG_2041.jpg", 6);
    try {
      await openAdmin(page, "/admin/products?new=1", false);
      await throttle(page);
      await page.getByLabel("Name *").fill(name);
      await page.getByLabel("Category *").selectOption(category.name);
      await page.getByLabel("Description *").fill("Typed on a phone in the field.");
      await page.getByLabel("Dosage", { exact: true }).fill("250 ml per acre");
      await page.locator("#product-image").setInputFiles(photo);
      await page.getByRole("button", { name: "Create Product" }).click();

      await expect(page.locator("#product-image-error")).toHaveText(
        "File IMG_2041.jpg is too large (max 5MB)",
      );
      await expect(page.getByLabel("Name *")).toHaveValue(name);
      await expect(page.getByLabel("Category *")).toHaveValue(category.name);
      await expect(page.getByLabel("Description *")).toHaveValue("Typed on a phone in the field.");
      await expect(page.getByLabel("Dosage", { exact: true })).toHaveValue("250 ml per acre");
      expect(findProduct(name)).toBeUndefined();
    } finally {
      removeProduct(name);
    }
  });

  test("an edited product is saved without its image change, and the edit form names the photo", async ({
    page,
    rows,
  }, testInfo) => {
    test.setTimeout(90_000);
    const tag = uniqueTag();
    const category = rows.category({ name: `E2E Upload Edit ${tag}` });
    const product = rows.product({ name: `E2E Edit Photo ${tag}`, categoryId: category.id });
    const photo = await phonePhoto(testInfo, "IMG_2042.jpg", 6);
    await openAdmin(page, `/admin/products?edit=${product.id}`, false);
    await throttle(page);
    await page.getByLabel("Description *").fill("New words, old picture.");
    await page.locator("#product-image").setInputFiles(photo);
    await page.getByRole("button", { name: "Update Product" }).click();

    await expect(page.locator(".alert-warning[role=status] li")).toHaveText([
      "File IMG_2042.jpg is too large (max 5MB)",
    ]);
    await expect(page.locator("#product-form-title")).toHaveText("Edit Product");
    await expect(page.getByLabel("Description *")).toHaveValue("New words, old picture.");
    const saved = findProduct(product.name);
    expect(saved?.description).toBe("New words, old picture.");
    expect(saved?.imageKey ?? null).toBe(product.imageKey ?? null);
  });

  test("a new gallery event keeps its other photos and names the one left out", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const title = `E2E Field Day ${uniqueTag()}`;
    const good = await makePngFile(testInfo, "stall.png", 140, 100);
    const photo = await phonePhoto(testInfo, "IMG_2043.jpg", 6);
    try {
      await openAdmin(page, "/admin/gallery?new=1", false);
      await throttle(page);
      await page.getByLabel("Title *").fill(title);
      await page.getByLabel("Date *").fill("2026-11-02");
      await page.getByLabel("Location *").fill("Okara");
      await page.getByLabel("Description *").fill("Farmers met our agronomist.");
      await page.locator("#gallery-images").setInputFiles([photo, good]);
      await page.getByRole("button", { name: "Create Gallery Item" }).click();

      await expect(page.locator("#gallery-images-error")).toHaveText(
        "File IMG_2043.jpg is too large (max 5MB)",
      );
      await expect(page.locator("#gallery-form-title")).toHaveText("Edit Gallery Item");
      await expect(page.getByLabel("Location *")).toHaveValue("Okara");
      const item = findGalleryItem(title);
      expect(galleryImageWidths(item?.id ?? 0)).toEqual([140]);
    } finally {
      removeGalleryItem(title);
    }
  });

  test("a form far over the limit in all is refused with a clear message", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    // Over the product form's room: an image, the label's two PDFs, its text and 25 MB to
    // read past files left out.
    const huge = await makeFile(testInfo, "video.jpg", Buffer.alloc(52 * MB, 9));
    await openAdmin(page, "/admin/products?new=1", false);
    await page.getByLabel("Name *").fill(`E2E Huge ${uniqueTag()}`);
    await page.getByLabel("Category *").selectOption("Insecticides");
    await page.getByLabel("Description *").fill("Sent with a video by mistake.");
    await page.locator("#product-image").setInputFiles(huge);
    await page.getByRole("button", { name: "Create Product" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "The form is too large to send (over 50 MB in all). Choose fewer or smaller files and send again.",
    );
  });
});
