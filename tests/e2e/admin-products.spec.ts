/** Admin products: the list, creating with an image, the image checks, editing and deleting. */
import { type Page } from "@playwright/test";
import { formatInstantAsLongUsDate } from "~/lib/dates";
import { findProduct, removeCategory, trashEntryId, uniqueTag } from "./support/database";
import { GIF_BYTES, makePngFile } from "./support/files";
import {
  createProductInAdmin,
  deleteConfirmed,
  errorAlert,
  notice,
  openAdmin,
  rowWith,
} from "./support/pages";
import { WORK_URL } from "./support/servers";
import { adminTest as test, expect } from "./support/test";
import { slugify } from "~/lib/slug";

test.use({ baseURL: WORK_URL });

const PATH = "/admin/products";
const INVALID_INPUT = "Please correct the highlighted fields.";

const field = (page: Page, label: RegExp) => page.getByLabel(label);
const imageInput = (page: Page) => page.locator("#product-image");
const imageError = (page: Page) => page.locator("#product-image-error");
const formTitle = (page: Page) => page.locator("#product-form-title");

/** The thumbnail of a row must be the product's stored image, and it must load. */
async function expectThumbnail(page: Page, name: string, imageKey: string): Promise<void> {
  const thumbnail = rowWith(page, name).locator("img.thumb");
  await expect(thumbnail).toHaveAttribute("src", new RegExp(`^/uploads/${imageKey}-\\d+\\.webp$`));
  const src = await thumbnail.getAttribute("src");
  const image = await page.request.get(src ?? "");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");
}

test.describe("admin products", () => {
  test("@nojs creates a product with an image; the list shows thumbnail, name, category, slug and date", async ({
    page,
    javaScriptEnabled,
    rows,
  }, testInfo) => {
    const tag = uniqueTag();
    const category = rows.category({ name: `E2E Product Home ${tag}` });
    const name = `E2E Super Spray ${tag}`;
    const png = await makePngFile(testInfo, `spray-${tag}.png`, 120, 90);
    try {
      await openAdmin(page, PATH, javaScriptEnabled);
      await expect(page.locator("table.admin-table thead th")).toHaveText([
        "Image",
        "Name",
        "Description",
        "Category",
        "Slug",
        "Created",
        "Actions",
      ]);
      await page.getByRole("link", { name: "Add Product" }).click();
      await expect(formTitle(page)).toHaveText("Add Product");
      await field(page, /^Name/).fill(name);
      if (javaScriptEnabled) await expect(field(page, /^Slug/)).toHaveValue(slugify(name));
      await field(page, /^Category/).selectOption(category.name);
      await expect(field(page, /^Image/)).toHaveAttribute("required", "");
      await imageInput(page).setInputFiles(png);
      if (javaScriptEnabled) {
        // A preview of the chosen image.
        await expect(page.locator("form img.thumb")).toHaveAttribute("src", /^blob:/);
      }
      await field(page, /^Description/).fill("A broad-spectrum insecticide for cotton.");
      await field(page, /^Key features/).fill("Kills sucking pests\nRain-fast in 2 hours");
      await field(page, /^Usage/).fill("Spray early in the morning.");
      await field(page, /^Composition/).fill("Imidacloprid 20% SL");
      await field(page, /^Dosage/).fill("250 ml per acre");
      // The product's own waiting period, not one of its uses'.
      await page.locator("#product-waitingPeriod").fill("14 days");
      await page.getByRole("button", { name: "Create Product" }).click();

      await expect(notice(page)).toHaveText("Product created.");
      await expect(formTitle(page)).toHaveCount(0);
      const saved = findProduct(name);
      expect(saved).toMatchObject({
        slug: slugify(name),
        categoryId: category.id,
        description: "A broad-spectrum insecticide for cotton.",
        features: ["Kills sucking pests", "Rain-fast in 2 hours"],
        usage: "Spray early in the morning.",
        composition: "Imidacloprid 20% SL",
        dosage: "250 ml per acre",
        waitingPeriod: "14 days",
        imageWidth: 120,
      });
      expect(saved?.imageKey).toMatch(/^products\//);

      const row = rowWith(page, name);
      await expect(row.locator("td").nth(1)).toHaveText(name);
      await expect(row.locator("td").nth(2)).toHaveText("A broad-spectrum insecticide for cotton.");
      await expect(row.locator(".badge")).toHaveText(category.name);
      await expect(row.locator("code")).toHaveText(slugify(name));
      await expect(row.locator("td").nth(5)).toHaveText(
        formatInstantAsLongUsDate(saved?.createdAt ?? ""),
      );
      await expectThumbnail(page, name, saved?.imageKey ?? "?");

      // The public product page shows it.
      await page.goto(`/category/${category.slug}/${saved?.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    } finally {
      removeCategory(category.name);
    }
  });

  test("an image is required when creating: the browser asks for one and the server refuses without", async ({
    page,
    rows,
  }) => {
    const tag = uniqueTag();
    const category = rows.category({ name: `E2E No Image Home ${tag}` });
    const name = `E2E No Image ${tag}`;
    try {
      await openAdmin(page, `${PATH}?new=1`, true);
      await field(page, /^Name/).fill(name);
      await field(page, /^Category/).selectOption(category.name);
      await field(page, /^Description/).fill("Has no picture.");
      await page.getByRole("button", { name: "Create Product" }).click();
      await expect(formTitle(page)).toHaveText("Add Product");
      expect(
        await imageInput(page).evaluate((input: HTMLInputElement) => input.validity.valueMissing),
      ).toBe(true);
      expect(findProduct(name)).toBeUndefined();

      // A form sent without the browser's check is refused by the server.
      const response = await page.request.post(PATH, {
        multipart: {
          intent: "save",
          name,
          slug: "",
          category: category.name,
          description: "Has no picture.",
        },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(400);
      expect(await response.text()).toContain(
        "Please choose an image (PNG, JPG or WebP, up to 5MB)",
      );
      expect(findProduct(name)).toBeUndefined();
    } finally {
      removeCategory(category.name);
    }
  });

  test("@nojs a file that is not a PNG, JPG or WebP image is named: 'File x.gif is not a valid image type'", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const tag = uniqueTag();
    const category = rows.category({ name: `E2E Wrong File Home ${tag}` });
    const name = `E2E Wrong File ${tag}`;
    try {
      await openAdmin(page, `${PATH}?new=1`, javaScriptEnabled);
      await field(page, /^Name/).fill(name);
      await field(page, /^Category/).selectOption(category.name);
      await field(page, /^Description/).fill("Comes with a GIF.");
      await imageInput(page).setInputFiles({
        name: "x.gif",
        mimeType: "image/gif",
        buffer: GIF_BYTES,
      });
      if (javaScriptEnabled) {
        // Named at once, before anything is sent, and the file is not kept.
        await expect(imageError(page)).toHaveText("File x.gif is not a valid image type");
        await expect(imageInput(page)).toHaveAttribute("aria-invalid", "true");
        await expect(imageInput(page)).toHaveValue("");
      } else {
        await page.getByRole("button", { name: "Create Product" }).click();
        await expect(errorAlert(page)).toHaveText(INVALID_INPUT);
        await expect(imageError(page)).toHaveText("File x.gif is not a valid image type");
        // The typed values are kept.
        await expect(field(page, /^Name/)).toHaveValue(name);
        await expect(field(page, /^Category/)).toHaveValue(category.name);
      }
      expect(findProduct(name)).toBeUndefined();

      // A text file posing as a PNG passes the browser's check; the server reads the content.
      await imageInput(page).setInputFiles({
        name: "fake.png",
        mimeType: "image/png",
        buffer: Buffer.from("this is not a picture"),
      });
      await page.getByRole("button", { name: "Create Product" }).click();
      await expect(errorAlert(page)).toHaveText(INVALID_INPUT);
      await expect(imageError(page)).toHaveText("File fake.png is not a valid image type");
      expect(findProduct(name)).toBeUndefined();
    } finally {
      removeCategory(category.name);
    }
  });

  test("@nojs edits a product and keeps its image when no new one is chosen", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const tag = uniqueTag();
    const category = rows.category({ name: `E2E Edit Home ${tag}` });
    const other = rows.category({ name: `E2E Other Home ${tag}` });
    const name = `E2E Editable ${tag}`;
    try {
      const product = await createProductInAdmin(page, name, category.name);
      await openAdmin(page, PATH, javaScriptEnabled);
      await rowWith(page, name).getByRole("link", { name: "Edit" }).click();
      await expect(page).toHaveURL(`${WORK_URL}${PATH}?edit=${product.id}`);
      await expect(formTitle(page)).toHaveText("Edit Product");
      await expect(field(page, /^Name/)).toHaveValue(name);
      await expect(field(page, /^Slug/)).toHaveValue(product.slug);
      await expect(field(page, /^Category/)).toHaveValue(category.name);
      await expect(field(page, /^Description/)).toHaveValue(`About ${name}.`);
      await expect(field(page, /^Key features/)).toHaveValue("Fast acting");
      // The saved image is shown, and choosing a new one is optional.
      await expect(page.locator("form img.thumb")).toHaveAttribute(
        "src",
        new RegExp(`^/uploads/${product.imageKey}-`),
      );
      await expect(imageInput(page)).not.toHaveAttribute("required");
      await expect(page.locator("label[for=product-image]")).toContainText(
        "leave empty to keep the current one",
      );

      await field(page, /^Category/).selectOption(other.name);
      await field(page, /^Description/).fill("Now with a better description.");
      await page.getByRole("button", { name: "Update Product" }).click();
      await expect(notice(page)).toHaveText("Product updated.");
      const row = rowWith(page, name);
      await expect(row).toContainText("Now with a better description.");
      await expect(row.locator(".badge")).toHaveText(other.name);
      expect(findProduct(name)).toMatchObject({
        id: product.id,
        categoryId: other.id,
        imageKey: product.imageKey,
        imageWidth: product.imageWidth,
      });
      await expectThumbnail(page, name, product.imageKey ?? "?");
    } finally {
      removeCategory(category.name);
      removeCategory(other.name);
    }
  });

  test("@nojs edits the pack sizes a product is sold in: a line it cannot read is refused beside the field; its page lists them", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const tag = uniqueTag();
    const category = rows.category({ name: `E2E Packs Home ${tag}` });
    const name = `E2E Packed ${tag}`;
    try {
      const product = await createProductInAdmin(page, name, category.name);
      expect(product.packSizes).toEqual([]);
      await openAdmin(page, `${PATH}?edit=${product.id}`, javaScriptEnabled);
      const packSizes = field(page, /^Pack sizes/);
      await expect(packSizes).toHaveValue("");

      await packSizes.fill("100 ml, one big bottle");
      await page.getByRole("button", { name: "Update Product" }).click();
      await expect(errorAlert(page)).toContainText(INVALID_INPUT);
      await expect(page.locator("#product-packSizes-error")).toHaveText(
        /^"one big bottle" is not a pack size: write an amount and a unit \(ml, L, g, kg\)/,
      );
      await expect(packSizes).toHaveAttribute("aria-invalid", "true");
      await expect(packSizes).toHaveValue("100 ml, one big bottle");
      expect(findProduct(name)?.packSizes).toEqual([]);

      await packSizes.fill("1 L, 100 ml,250ml");
      await page.getByRole("button", { name: "Update Product" }).click();
      await expect(notice(page)).toHaveText("Product updated.");
      expect(findProduct(name)?.packSizes).toEqual([
        { amount: 100, unit: "ml" },
        { amount: 250, unit: "ml" },
        { amount: 1, unit: "L" },
      ]);
      await openAdmin(page, `${PATH}?edit=${product.id}`, javaScriptEnabled);
      await expect(field(page, /^Pack sizes/)).toHaveValue("100 ml, 250 ml, 1 L");

      await page.goto(`/category/${category.slug}/${product.slug}`);
      await expect(page.locator(".product-packs")).toHaveText("Packs: 100 ml · 250 ml · 1 L");
      await page.goto(`/ur/category/${category.slug}/${product.slug}`);
      await expect(page.locator(".product-packs")).toHaveText(
        "پیک: 100 ملی لیٹر · 250 ملی لیٹر · 1 لیٹر",
      );
    } finally {
      removeCategory(category.name);
    }
  });

  test("@nojs deletes a product after confirmation", async ({ page, javaScriptEnabled, rows }) => {
    const tag = uniqueTag();
    const category = rows.category({ name: `E2E Delete Home ${tag}` });
    const name = `E2E Doomed ${tag}`;
    try {
      const product = await createProductInAdmin(page, name, category.name);
      await openAdmin(page, PATH, javaScriptEnabled);
      const imageSrc = await rowWith(page, name).locator("img.thumb").getAttribute("src");
      await deleteConfirmed(page, rowWith(page, name), `the product "${name}"`, javaScriptEnabled);
      await expect(notice(page)).toHaveText("Product moved to the trash.");
      await expect(rowWith(page, name)).toHaveCount(0);
      expect(findProduct(name)).toBeUndefined();
      expect(product.imageKey).not.toBeNull();
      // The image files stay while it is in the trash, and go with it when deleted for good.
      expect((await page.request.get(imageSrc ?? "")).status()).toBe(200);
      const forGood = await page.request.post("/admin/trash", {
        form: {
          intent: "delete",
          id: String(trashEntryId("products", product.id)),
          confirmed: "yes",
        },
        maxRedirects: 0,
      });
      expect(forGood.headers()["location"]).toBe("/admin/trash?notice=trash-deleted");
      expect((await page.request.get(imageSrc ?? "")).status()).toBe(404);
    } finally {
      removeCategory(category.name);
    }
  });
});
