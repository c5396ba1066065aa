/** Admin gallery: creating with images, the image checks, removing images on edit, deleting. */
import { type Page } from "@playwright/test";
import {
  findGalleryItem,
  galleryImageWidths,
  removeGalleryItem,
  uniqueTag,
} from "./support/database";
import { GIF_BYTES, makeFile, makePngFile } from "./support/files";
import { deleteConfirmed, errorAlert, notice, openAdmin, rowWith } from "./support/pages";
import { WORK_URL } from "./support/servers";
import { adminTest as test, expect } from "./support/test";

test.use({ baseURL: WORK_URL });

const PATH = "/admin/gallery";
const AT_LEAST_ONE = "Please upload at least one image for new gallery items";
const BAD_GIF = { name: "bad.gif", mimeType: "image/gif", buffer: GIF_BYTES };

const formTitle = (page: Page) => page.locator("#gallery-form-title");
const imagesInput = (page: Page) => page.locator("#gallery-images");
const imagesError = (page: Page) => page.locator("#gallery-images-error");
const previews = (page: Page) => page.getByRole("list", { name: "Images to upload" }).locator("li");

async function fillDetails(page: Page, title: string): Promise<void> {
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Date/).fill("2025-03-05");
  await page.getByLabel(/^Location/).fill("Sahiwal");
  await page.getByLabel(/^Description/).fill("Farmers saw the new cotton spray at work.");
}

test.describe("admin gallery", () => {
  test("@nojs creating a gallery item needs at least one image", async ({
    page,
    javaScriptEnabled,
  }) => {
    const title = `E2E No Images ${uniqueTag()}`;
    try {
      await openAdmin(page, PATH, javaScriptEnabled);
      await page.getByRole("link", { name: "Add Gallery Item" }).click();
      await expect(formTitle(page)).toHaveText("Add Gallery Item");
      await fillDetails(page, title);
      await page.getByRole("button", { name: "Create Gallery Item" }).click();
      await expect(errorAlert(page)).toHaveText("Please correct the highlighted fields.");
      await expect(imagesError(page)).toHaveText(AT_LEAST_ONE);
      await expect(formTitle(page)).toHaveText("Add Gallery Item");
      await expect(page.getByLabel(/^Title/)).toHaveValue(title);

      // Only a file of the wrong type is no image either.
      await imagesInput(page).setInputFiles(BAD_GIF);
      if (javaScriptEnabled) {
        await expect(page.getByRole("alert").filter({ hasText: "bad.gif" })).toHaveText(
          "File bad.gif is not a valid image type",
        );
        await expect(previews(page)).toHaveCount(0);
        await page.getByRole("button", { name: "Create Gallery Item" }).click();
        await expect(imagesError(page)).toHaveText(AT_LEAST_ONE);
      } else {
        await page.getByRole("button", { name: "Create Gallery Item" }).click();
        await expect(imagesError(page)).toHaveText(
          `File bad.gif is not a valid image type. ${AT_LEAST_ONE}`,
        );
      }
      expect(findGalleryItem(title)).toBeUndefined();
    } finally {
      removeGalleryItem(title);
    }
  });

  test("@nojs creates a gallery item with images and removes a saved image on edit", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    // A long flow with uploads: more time when the machine is busy.
    test.slow();
    const title = `E2E Field Day ${uniqueTag()}`;
    // Widths tell the stored images apart.
    const first = await makePngFile(testInfo, "first.png", 101, 60);
    const second = await makePngFile(testInfo, "second.png", 102, 60);
    const third = await makePngFile(testInfo, "third.png", 103, 60);
    const badGif = await makeFile(testInfo, "bad.gif", GIF_BYTES);
    try {
      await openAdmin(page, `${PATH}?new=1`, javaScriptEnabled);
      await expect(formTitle(page)).toHaveText("Add Gallery Item");
      // The event type starts at Farm Visit.
      const eventType = page.getByLabel(/^Event type/);
      await expect(eventType).toHaveValue("farm_visit");
      await expect(eventType.locator("option:checked")).toHaveText("Farm Visit");
      await expect(eventType.locator("option")).toHaveText([
        "Farm Visit",
        "Training",
        "Exhibition",
        "Harvest",
        "Lucky Draw",
        "Other",
      ]);
      await fillDetails(page, title);

      if (javaScriptEnabled) {
        // Two selections add up; a wrong file is named at once and left out; a preview can be
        // removed before saving.
        await imagesInput(page).setInputFiles([first, second]);
        await expect(previews(page)).toHaveCount(2);
        await imagesInput(page).setInputFiles([third, badGif]);
        await expect(page.getByRole("alert").filter({ hasText: "bad.gif" })).toHaveText(
          "File bad.gif is not a valid image type",
        );
        await expect(previews(page)).toHaveCount(3);
        await page.getByRole("button", { name: "Remove second.png" }).click();
        await expect(previews(page)).toHaveCount(2);
        await expect(page.getByRole("button", { name: "Remove second.png" })).toHaveCount(0);
      } else {
        await imagesInput(page).setInputFiles([first, third]);
      }
      await page.getByRole("button", { name: "Create Gallery Item" }).click();
      await expect(notice(page)).toHaveText("Gallery item created.");
      await expect(formTitle(page)).toHaveCount(0);

      const item = findGalleryItem(title);
      expect(item).toMatchObject({
        eventType: "farm_visit",
        date: "2025-03-05",
        location: "Sahiwal",
        description: "Farmers saw the new cotton spray at work.",
      });
      expect(galleryImageWidths(item?.id ?? 0)).toEqual([101, 103]);

      const row = rowWith(page, title);
      await expect(row.locator("td")).toHaveText([
        "",
        /Farmers saw the new cotton spray at work\./,
        "Farm Visit",
        "March 5, 2025",
        "Sahiwal",
        "2",
        /Edit\s*Delete/,
      ]);
      // The cover alone (the first image, 101 pixels wide), loaded when scrolled to.
      const cover = row.locator("img.thumb");
      await expect(cover).toHaveCount(1);
      await expect(cover).toHaveAttribute("loading", "lazy");
      await expect(cover).toHaveAttribute("src", /^\/uploads\/gallery\/[a-f0-9]{24}-101\.webp$/);

      // Edit: the saved images are shown; tick one to remove it.
      await row.getByRole("link", { name: "Edit" }).click();
      await expect(page).toHaveURL(`${WORK_URL}${PATH}?edit=${item?.id}`);
      await expect(formTitle(page)).toHaveText("Edit Gallery Item");
      await expect(page.getByLabel(/^Title/)).toHaveValue(title);
      const saved = page.getByRole("group", { name: "Saved images (tick to remove)" });
      await expect(saved.locator("img")).toHaveCount(2);
      await expect(page.locator("label[for=gallery-images]")).toContainText("(add more)");
      await saved.getByRole("checkbox", { name: "Remove image 1" }).check();
      await page.getByRole("button", { name: "Update Gallery Item" }).click();
      await expect(notice(page)).toHaveText("Gallery item updated.");
      await expect(formTitle(page)).toHaveCount(0);
      await expect(row.locator("td").nth(5)).toHaveText("1");
      await expect(row.locator("img.thumb")).toHaveCount(1);
      expect(galleryImageWidths(item?.id ?? 0)).toEqual([103]);
    } finally {
      removeGalleryItem(title);
    }
  });

  test("@nojs a file that is not an image is named and skipped; the rest is saved and its edit form names it", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    const title = `E2E Skipped File ${uniqueTag()}`;
    const good = await makePngFile(testInfo, "good.png", 104, 60);
    // With JavaScript a wrong type is caught in the browser (see above); a text file named .png
    // passes that check and only the server can tell.
    const wrong = javaScriptEnabled
      ? await makeFile(testInfo, "fake.png", Buffer.from("not a picture at all"))
      : await makeFile(testInfo, "bad.gif", GIF_BYTES);
    const wrongName = javaScriptEnabled ? "fake.png" : "bad.gif";
    try {
      await openAdmin(page, `${PATH}?new=1`, javaScriptEnabled);
      await fillDetails(page, title);
      await imagesInput(page).setInputFiles([good, wrong]);
      if (javaScriptEnabled) await expect(previews(page)).toHaveCount(2);
      await page.getByRole("button", { name: "Create Gallery Item" }).click();
      const warning = page.locator(".alert-warning[role=status]");
      await expect(warning).toContainText("Saved, but these files were left out:");
      await expect(warning.locator("li")).toHaveText([
        `File ${wrongName} is not a valid image type`,
      ]);
      const item = findGalleryItem(title);
      expect(galleryImageWidths(item?.id ?? 0)).toEqual([104]);
      await expect(rowWith(page, title).locator("td").nth(5)).toHaveText("1");
      // The item is saved: the form is now its edit form (not an empty one inviting a second
      // item), with the saved image and the file to choose again named at its field.
      await expect(formTitle(page)).toHaveText("Edit Gallery Item");
      // The message came with the admin's session, not in the address.
      await expect(page).toHaveURL(new RegExp(`\\?edit=${item?.id}$`));
      await expect(page.getByLabel("Remove image 1")).toHaveCount(1);
      await expect(imagesError(page)).toHaveText(`File ${wrongName} is not a valid image type`);
      await expect(page.getByLabel("Title *")).toHaveValue(title);

      // Said once: the same address again shows the edit form without it.
      await page.reload();
      await expect(formTitle(page)).toHaveText("Edit Gallery Item");
      await expect(page.getByLabel("Remove image 1")).toHaveCount(1);
      await expect(warning).toHaveCount(0);
      await expect(imagesError(page)).toHaveCount(0);
    } finally {
      removeGalleryItem(title);
    }
  });

  test("@nojs an address cannot put words in the left-out warning", async ({ page, rows }) => {
    const item = rows.galleryItem({ title: `E2E Address Words ${uniqueTag()}` });
    const category = rows.category({ name: `E2E Address Words ${uniqueTag()}` });
    const product = rows.product({
      name: `E2E Address Words ${uniqueTag()}`,
      categoryId: category.id,
    });
    // Words no record of the shared test server holds: the lists beside the form show others.
    const words = `Planted${uniqueTag()}`;
    for (const path of [
      `${PATH}?edit=${item.id}&left-out=${words}`,
      `/admin/products?edit=${product.id}&left-out=${words}&left-out=Call+0300+0000000+now`,
    ]) {
      await page.goto(path);
      await expect(page.locator("#gallery-form-title, #product-form-title")).toHaveText(
        /^Edit (Gallery Item|Product)$/,
      );
      await expect(page.locator(".alert-warning")).toHaveCount(0);
      await expect(page.getByText(words)).toHaveCount(0);
      await expect(page.getByText("Call 0300 0000000 now")).toHaveCount(0);
      await expect(page.locator("[id$=-error]")).toHaveCount(0);
    }
  });

  test("@nojs deletes a gallery item after confirmation", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const title = `E2E Old Event ${uniqueTag()}`;
    rows.galleryItem({ title: title, eventType: "harvest" });
    try {
      await openAdmin(page, PATH, javaScriptEnabled);
      const row = rowWith(page, title);
      await expect(row.locator(".badge")).toHaveText("Harvest");
      await expect(row).toContainText("May 6, 2024");
      await deleteConfirmed(page, row, `the gallery item "${title}"`, javaScriptEnabled);
      await expect(notice(page)).toHaveText("Gallery item moved to the trash.");
      await expect(row).toHaveCount(0);
      expect(findGalleryItem(title)).toBeUndefined();
    } finally {
      removeGalleryItem(title);
    }
  });
});
