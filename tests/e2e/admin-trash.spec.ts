/**
 * The trash on a phone (360 px), with and without JavaScript: a product deleted by mistake is
 * gone from its page, search and the sitemap, and comes back from the trash (or the notice's
 * Undo) with its image, on its public page again; Delete for good asks first.
 */
import { type Page } from "@playwright/test";
import { findProduct, trashEntryId, uniqueTag } from "./support/database";
import {
  createProductInAdmin,
  deleteConfirmed,
  expectNoSidewaysScroll,
  notice,
  openAdmin,
  rowWith,
} from "./support/pages";
import { WORK_URL } from "./support/servers";
import { adminTest as test, expect } from "./support/test";

test.use({ baseURL: WORK_URL, viewport: { width: 360, height: 740 } });

const PRODUCTS = "/admin/products";
const TRASH = "/admin/trash";

/** What the public site shows of a product: its page, a search for it, the sitemap. */
async function publicView(page: Page, path: string, word: string) {
  const [productPage, search, sitemap] = await Promise.all([
    page.request.get(path),
    page.request.get(`/search?q=${word}`),
    page.request.get("/sitemap.xml"),
  ]);
  return {
    status: productPage.status(),
    found: (await search.text()).includes(path),
    inSitemap: (await sitemap.text()).includes(`${WORK_URL}${path}<`),
  };
}

const trashCard = (page: Page, name: string) => page.locator(".trash-card", { hasText: name });

test.describe("the trash", () => {
  test("@nojs a product deleted by mistake is gone from the site, and restored from the trash is back", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const tag = uniqueTag();
    const word = `trashcheck${tag}`;
    const category = rows.category({ name: `E2E Trash ${tag}` });
    const product = await createProductInAdmin(page, `Dhaal ${word}`, category.name, {
      width: 120,
      height: 90,
    });
    const path = `/category/${category.slug}/${product.slug}`;
    const image = `/uploads/${product.imageKey}-${product.imageWidth}.webp`;
    expect(await publicView(page, path, word)).toEqual({
      status: 200,
      found: true,
      inSitemap: true,
    });

    await openAdmin(page, `${PRODUCTS}?q=${word}`, javaScriptEnabled);
    await deleteConfirmed(
      page,
      rowWith(page, product.name),
      `the product "${product.name}"`,
      javaScriptEnabled,
    );
    await expect(notice(page)).toHaveText("Product moved to the trash.");
    await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
    expect(findProduct(product.name)).toBeUndefined();
    expect(await publicView(page, path, word)).toEqual({
      status: 404,
      found: false,
      inSitemap: false,
    });

    // The menu leads to the trash, where the product is a card with its days left.
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Trash" })
      .click();
    await expect(page).toHaveURL(`${WORK_URL}${TRASH}`);
    const card = trashCard(page, product.name);
    await expect(card).toContainText("product");
    await expect(card).toContainText(category.name);
    await expect(card).toContainText("30 days left");
    await expectNoSidewaysScroll(page);
    const restore = card.getByRole("button", { name: "Restore" });
    const box = await restore.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);

    await restore.click();
    await expect(notice(page)).toHaveText("Restored from the trash.");
    await expect(trashCard(page, product.name)).toHaveCount(0);
    expect(findProduct(product.name)).toEqual(product);
    expect(await publicView(page, path, word)).toEqual({
      status: 200,
      found: true,
      inSitemap: true,
    });
    expect((await page.request.get(image)).status()).toBe(200);
    await page.getByRole("link", { name: "Open what was restored" }).click();
    await expect(page.locator("#product-form-title")).toHaveText("Edit Product");
  });

  test("@nojs the notice's Undo brings a deleted product back to the same view", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const tag = uniqueTag();
    const category = rows.category({ name: `E2E Undo ${tag}` });
    const product = rows.product({ name: `Shikra undo${tag}`, categoryId: category.id });
    const view = `${PRODUCTS}?q=undo${tag}`;

    await openAdmin(page, view, javaScriptEnabled);
    await deleteConfirmed(
      page,
      rowWith(page, product.name),
      `the product "${product.name}"`,
      javaScriptEnabled,
    );
    await expect(notice(page)).toHaveText("Product moved to the trash.");
    await expect(rowWith(page, product.name)).toHaveCount(0);

    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page).toHaveURL(`${WORK_URL}${view}&notice=trash-restored`);
    await expect(notice(page)).toHaveText("Restored from the trash.");
    await expect(rowWith(page, product.name)).toBeVisible();
    expect(findProduct(product.name)).toEqual(product);
    expect(trashEntryId("products", product.id)).toBeUndefined();
  });

  test("@nojs Delete for good asks first, then the record is gone from the trash for good", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const tag = uniqueTag();
    const category = rows.category({ name: `E2E Good ${tag}` });
    const product = rows.product({ name: `Barq good${tag}`, categoryId: category.id });
    await openAdmin(page, `${PRODUCTS}?q=good${tag}`, javaScriptEnabled);
    await deleteConfirmed(
      page,
      rowWith(page, product.name),
      `the product "${product.name}"`,
      javaScriptEnabled,
    );
    await expect(notice(page)).toHaveText("Product moved to the trash.");

    await openAdmin(page, `${TRASH}?kind=products`, javaScriptEnabled);
    const card = trashCard(page, product.name);
    const question = `Delete the product "${product.name}" for good? This cannot be undone.`;
    if (javaScriptEnabled) {
      const dismissed = page.waitForEvent("dialog");
      const click = card.getByRole("button", { name: "Delete for good" }).click();
      const dialog = await dismissed;
      expect(dialog.message()).toBe(question);
      await dialog.dismiss();
      await click;
      await expect(card).toBeVisible();
      const accepted = page.waitForEvent("dialog");
      const again = card.getByRole("button", { name: "Delete for good" }).click();
      await (await accepted).accept();
      await again;
    } else {
      await card.getByRole("button", { name: "Delete for good" }).click();
      const step = page.locator(".alert-warning[role=alert]", { hasText: question });
      await expect(step).toBeVisible();
      expect(trashEntryId("products", product.id)).toBeDefined();
      await step.getByRole("button", { name: "Yes, delete for good" }).click();
    }
    await expect(notice(page)).toHaveText("Deleted for good.");
    await expect(trashCard(page, product.name)).toHaveCount(0);
    expect(trashEntryId("products", product.id)).toBeUndefined();
    expect(findProduct(product.name)).toBeUndefined();
  });
});
