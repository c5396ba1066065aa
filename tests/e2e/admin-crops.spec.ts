/** Admin crops: the list, the inline add/edit form with its picture, and deleting. */
import { type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { crops, productUses } from "~/db/schema";
import { type CropRow, uniqueTag, withDb } from "./support/database";
import { makePngFile } from "./support/files";
import { deleteConfirmed, errorAlert, notice, openAdmin, rowWith } from "./support/pages";
import { WORK_URL } from "./support/servers";
import { adminTest as test, expect } from "./support/test";

test.use({ baseURL: WORK_URL });

const PATH = "/admin/crops";

const nameField = (page: Page) => page.getByLabel(/^Name/);
const slugField = (page: Page) => page.getByLabel(/^Slug/);
const urduNameField = (page: Page) => page.getByLabel("Urdu name");
const romanField = (page: Page) => page.getByLabel(/^In Roman Urdu/);
const formTitle = (page: Page) => page.locator("#crop-form-title");

function findCrop(name: string): CropRow | undefined {
  return withDb("work", (db) => db.select().from(crops).where(eq(crops.name, name)).get());
}

function removeCrop(name: string): void {
  withDb("work", (db) => {
    const crop = db.select().from(crops).where(eq(crops.name, name)).get();
    if (!crop) return;
    db.delete(productUses).where(eq(productUses.cropId, crop.id)).run();
    db.delete(crops).where(eq(crops.id, crop.id)).run();
  });
}

test.describe("admin crops", () => {
  test("the admin menu leads to the crops, listed with their Urdu name, slug and product count", async ({
    page,
  }) => {
    await openAdmin(page, "/admin/dashboard", true);
    await page.getByRole("navigation").getByRole("link", { name: "Crops" }).click();
    await expect(page).toHaveURL(`${WORK_URL}${PATH}`);
    const count = withDb("work", (db) => db.select().from(crops).all().length);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Crops (${count})`);
    await expect(page.locator("table.admin-table thead th")).toHaveText([
      "Picture",
      "Name",
      "Urdu name",
      "Roman Urdu",
      "Slug",
      "Products",
      "Actions",
    ]);
    // The demo's cotton is used by several products.
    const cotton = rowWith(page, "Cotton");
    await expect(cotton.locator("td").nth(2)).toHaveText("کپاس");
    await expect(cotton.locator("td").nth(3)).toHaveText("kapas, narma, phutti");
    await expect(cotton.locator("code")).toHaveText("cotton");
    expect(Number(await cotton.locator("td").nth(5).textContent())).toBeGreaterThan(1);
  });

  test("@nojs adds a crop with an Urdu name and a picture", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    const tag = uniqueTag();
    const name = `E2E Sorghum ${tag}`;
    try {
      await openAdmin(page, PATH, javaScriptEnabled);
      await page.getByRole("link", { name: "Add Crop" }).click();
      await expect(formTitle(page)).toHaveText("Add Crop");
      await expect(page.getByText("Picture (optional)")).toBeVisible();
      await nameField(page).fill(name);
      await urduNameField(page).fill("جوار");
      await page
        .getByLabel(/^Picture/)
        .setInputFiles(await makePngFile(testInfo, "s.png", 400, 300));
      await page.getByRole("button", { name: "Create Crop" }).click();

      await expect(notice(page)).toHaveText("Crop created.");
      const row = rowWith(page, name);
      await expect(row.locator("code")).toHaveText(`e2e-sorghum-${tag}`);
      await expect(row.locator("td").nth(2)).toHaveText("جوار");
      await expect(row.locator("td").nth(5)).toHaveText("0");
      const saved = findCrop(name);
      expect(saved).toMatchObject({ nameUr: "جوار", imageWidth: 400, imageHeight: 300 });
      const thumb = row.locator("img.thumb");
      await expect(thumb).toHaveAttribute(
        "src",
        new RegExp(`/uploads/${saved?.imageKey}-\\d+\\.webp`),
      );
      const picture = await page.request.get((await thumb.getAttribute("src")) ?? "");
      expect(picture.headers()["content-type"]).toBe("image/webp");
    } finally {
      removeCrop(name);
    }
  });

  test("@nojs edits a crop: renamed with a new slug, its picture removed", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    const tag = uniqueTag();
    const name = `E2E Barley ${tag}`;
    const renamed = `E2E Barley Malting ${tag}`;
    try {
      await openAdmin(page, `${PATH}?new=1`, javaScriptEnabled);
      await nameField(page).fill(name);
      await page.getByLabel(/^Picture/).setInputFiles(await makePngFile(testInfo, "b.png"));
      await page.getByRole("button", { name: "Create Crop" }).click();
      await expect(notice(page)).toHaveText("Crop created.");
      const created = findCrop(name);
      expect(created?.imageKey).toBeTruthy();

      await rowWith(page, name).getByRole("link", { name: "Edit" }).click();
      await expect(formTitle(page)).toHaveText("Edit Crop");
      await expect(nameField(page)).toHaveValue(name);
      await expect(page.getByText("Picture (leave empty to keep the current one)")).toBeVisible();
      await nameField(page).fill(renamed);
      await slugField(page).fill("");
      await page.getByLabel("Remove the picture").check();
      await page.getByRole("button", { name: "Update Crop" }).click();

      await expect(notice(page)).toHaveText("Crop updated.");
      await expect(rowWith(page, renamed).locator("code")).toHaveText(`e2e-barley-malting-${tag}`);
      await expect(rowWith(page, renamed).getByLabel("No picture")).toHaveCount(1);
      expect(findCrop(renamed)).toMatchObject({ id: created?.id, imageKey: null });
    } finally {
      removeCrop(name);
      removeCrop(renamed);
    }
  });

  test("@nojs a crop's Roman Urdu names are saved and listed, and refused in Urdu letters, on a 360 px phone", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const crop = rows.crop({ name: `E2E Sorghum ${uniqueTag()}`, nameUr: "جوار" });
    await openAdmin(page, `${PATH}?edit=${crop.id}`, javaScriptEnabled);
    const noSidewaysScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noSidewaysScroll()).toBe(true);
    await romanField(page).fill("جوار");
    await page.getByRole("button", { name: "Update Crop" }).click();
    await expect(page.locator("#crop-nameRoman-error")).toHaveText(
      "Roman Urdu names may have only Latin letters, spaces, commas, hyphens and apostrophes",
    );
    await expect(romanField(page)).toHaveAttribute("aria-invalid", "true");
    expect(await noSidewaysScroll()).toBe(true);
    expect(findCrop(crop.name)?.nameRoman).toBeNull();

    await romanField(page).fill("jowar,  jawar ");
    await page.getByRole("button", { name: "Update Crop" }).click();
    await expect(notice(page)).toHaveText("Crop updated.");
    await expect(rowWith(page, crop.name).locator("td").nth(3)).toHaveText("jowar, jawar");
    expect(findCrop(crop.name)).toMatchObject({ nameUr: "جوار", nameRoman: "jowar, jawar" });
    await rowWith(page, crop.name).getByRole("link", { name: "Edit" }).click();
    await expect(romanField(page)).toHaveValue("jowar, jawar");
  });

  test("a duplicate name is refused on the field, keeping what was typed", async ({
    page,
    rows,
  }) => {
    const name = `E2E Millet ${uniqueTag()}`;
    rows.crop({ name });
    await openAdmin(page, `${PATH}?new=1`, true);
    await nameField(page).fill(name.toUpperCase());
    await urduNameField(page).fill("باجرہ");
    await page.getByRole("button", { name: "Create Crop" }).click();
    const message = `A crop named "${name.toUpperCase()}" already exists.`;
    await expect(errorAlert(page)).toHaveText(message);
    await expect(page.locator("#crop-name-error")).toHaveText(message);
    await expect(nameField(page)).toHaveValue(name.toUpperCase());
    await expect(urduNameField(page)).toHaveValue("باجرہ");
  });

  test("@nojs a crop a product uses cannot be deleted: the refusal names the count", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const tag = uniqueTag();
    const crop = rows.crop({ name: `E2E Used Crop ${tag}` });
    const category = rows.category({ name: `E2E Crop Users ${tag}` });
    for (const name of ["A", "B"]) {
      const product = rows.product({ name: `E2E User ${name} ${tag}`, categoryId: category.id });
      withDb("work", (db) =>
        db
          .insert(productUses)
          .values({
            productId: product.id,
            cropId: crop.id,
            position: 0,
            target: "Aphid",
            doseText: "1 L",
          })
          .run(),
      );
    }
    await openAdmin(page, PATH, javaScriptEnabled);
    const row = rowWith(page, crop.name);
    await expect(row.locator("td").nth(5)).toHaveText("2");
    await deleteConfirmed(page, row, `the crop "${crop.name}"`, javaScriptEnabled);
    await expect(errorAlert(page)).toHaveText(
      `Failed to delete crop: Cannot delete "${crop.name}": 2 products recommend a use on it. Change their uses first.`,
    );
    expect(findCrop(crop.name)).toBeDefined();
  });

  test("@nojs an unused crop is deleted after confirmation", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const crop = rows.crop({ name: `E2E Unused Crop ${uniqueTag()}` });
    await openAdmin(page, PATH, javaScriptEnabled);
    await deleteConfirmed(
      page,
      rowWith(page, crop.name),
      `the crop "${crop.name}"`,
      javaScriptEnabled,
    );
    await expect(notice(page)).toHaveText("Crop moved to the trash.");
    await expect(rowWith(page, crop.name)).toHaveCount(0);
    expect(findCrop(crop.name)).toBeUndefined();
  });
});
