/**
 * The admin on a 360 px phone, with and without JavaScript: no screen scrolls sideways, every
 * control takes a thumb, the menu shows every section with the inbox's badge, the inbox's first
 * message is on the first screen with a call and a WhatsApp reply in the visitor's language, a
 * long form keeps Save and Cancel on the screen, and a product's saved uses fold to one line.
 */
import { type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { products, productUses } from "~/db/schema";
import { uniqueTag, withDb } from "./support/database";
import { errorAlert, notice, openAdmin, rowWith } from "./support/pages";
import { WORK_URL } from "./support/servers";
import { adminTest as test, expect } from "./support/test";

const PHONE = { width: 360, height: 800 };
test.use({ baseURL: WORK_URL, viewport: PHONE });

const TARGET_SIZE = 44;

/** Every admin screen: the lists, the inbox, the forms, the imports and the accounts. */
const SCREENS = [
  "/admin/dashboard",
  "/admin/products",
  "/admin/products?new=1",
  "/admin/categories",
  "/admin/categories?new=1",
  "/admin/crops",
  "/admin/crops?new=1",
  "/admin/gallery",
  "/admin/gallery?new=1",
  "/admin/dealers",
  "/admin/dealers?new=1",
  "/admin/dealers/import",
  "/admin/batches",
  "/admin/batches?new=1",
  "/admin/batches/import",
  "/admin/doses",
  "/admin/contact",
  "/admin/trash",
  "/admin/accounts",
  "/admin/account",
] as const;

/** How much wider than the screen the page is (0 when nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The visible controls smaller than a thumb, each described with its text and size: buttons,
 * links drawn as buttons, the menu's and the header's links, fields, folds (summary) and the
 * label of each checkbox or radio button, which is what a thumb taps. Links inside running
 * text are words, not controls, and are left out. Sticky bars are measured where they sit.
 */
function smallControls(page: Page): Promise<string[]> {
  return page.evaluate((size) => {
    for (const element of document.querySelectorAll<HTMLElement>("*")) {
      if (getComputedStyle(element).position === "sticky") element.style.position = "static";
    }
    const CONTROLS =
      'button, a.button, .admin-header a, .admin-nav a, select, textarea, summary, input:not([type="hidden"])';
    const small: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      // A screen reader's copy of a control (the form's hidden default button) is not tapped.
      if (control.closest(".visually-hidden")) continue;
      const tapped =
        control instanceof HTMLInputElement && ["checkbox", "radio"].includes(control.type)
          ? (control.closest("label") ?? control.labels?.[0] ?? control)
          : control;
      const box = tapped.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.width < size || box.height < size) {
        const name = (tapped.innerText || control.getAttribute("name") || "").trim().slice(0, 30);
        small.push(
          `${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return small;
  }, TARGET_SIZE);
}

test.describe("the admin on a 360 px phone", () => {
  test("@nojs no screen scrolls sideways and every control is at least 44 px", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    // One of each record, so that every list shows a row as a card.
    const tag = uniqueTag();
    const category = rows.category({ name: `E2E Phone ${tag}` });
    rows.product({ name: `E2E Phone Product ${tag}`, categoryId: category.id });
    rows.crop({ name: `E2E Phone Crop ${tag}`, nameUr: "بھنڈی" });
    rows.galleryItem({ title: `E2E Phone Event ${tag}` });
    rows.contact({ name: `Phone Visitor ${tag}`, email: null, phone: "03001234567" });
    const found: string[] = [];
    for (const path of SCREENS) {
      await openAdmin(page, path, javaScriptEnabled);
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) found.push(`${path}: ${overflow} px sideways`);
      for (const control of await smallControls(page)) found.push(`${path}: ${control}`);
    }
    expect(found).toEqual([]);
  });

  test("@nojs the menu shows every section and the new-message badge on the first screen", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    rows.contact({ name: `Menu Visitor ${uniqueTag()}`, email: null, phone: "03001234567" });
    await openAdmin(page, "/admin/products", javaScriptEnabled);
    const menu = page.getByRole("navigation", { name: "Admin" });
    const links = menu.getByRole("link");
    for (const section of [
      "Dashboard",
      "Categories",
      "Products",
      "Batches",
      "Crops",
      "Gallery",
      "Dealers",
      "Contacts",
      "Accounts",
      "Trash",
    ]) {
      await expect(links.filter({ hasText: section })).toHaveCount(1);
    }
    // Each one whole on the screen, without scrolling either way.
    for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
    const badge = menu.getByRole("link", { name: /^Contacts/ }).locator(".nav-badge");
    await expect(badge).toBeInViewport({ ratio: 1 });
    await expect(badge).toHaveText(/^\d[\d,]*/);
  });

  test("@nojs the list of products is a column of cards, actions at each card's foot", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const tag = uniqueTag();
    const category = rows.category({ name: `E2E Cards ${tag}` });
    const name = `E2E Card Product ${tag}`;
    rows.product({ name, categoryId: category.id });
    await openAdmin(page, `/admin/products?q=${tag}`, javaScriptEnabled);
    const card = rowWith(page, name);
    const box = await card.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(PHONE.width);
    await expect(card).toContainText(category.name);
    // Edit and Delete side by side under the card's facts, each within the screen.
    const edit = card.getByRole("link", { name: "Edit" });
    const remove = card.getByRole("button", { name: "Delete" });
    await card.scrollIntoViewIfNeeded();
    await expect(edit).toBeInViewport({ ratio: 1 });
    const [editBox, deleteBox, nameBox] = await Promise.all([
      edit.boundingBox(),
      remove.boundingBox(),
      card.getByText(name, { exact: true }).boundingBox(),
    ]);
    expect(editBox?.y).toBeGreaterThan(nameBox?.y ?? Infinity);
    expect(editBox?.y).toBe(deleteBox?.y);
    expect((deleteBox?.x ?? 0) + (deleteBox?.width ?? Infinity)).toBeLessThanOrEqual(PHONE.width);
  });
});

test.describe("the inbox on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("@nojs the first message is on the first screen, its status control is 44 px, and it is answered by a tap", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const tag = uniqueTag();
    const farmer = `غلام رسول ${tag}`;
    const dealer = `Bilal Ahmed ${tag}`;
    rows.contact({ name: dealer, email: `bilal-${tag}@example.com`, phone: "0300-1234567" });
    rows.contact({ name: farmer, email: null, phone: "+923017654321", language: "ur" });
    await openAdmin(page, "/admin/contact", javaScriptEnabled);

    // The newest first, on the first screen; the search folded under one line above it.
    const first = page.locator("table.admin-table tbody tr").first();
    await expect(first).toContainText(farmer);
    const top = (await first.boundingBox())?.y ?? Infinity;
    expect(top).toBeLessThan(800);
    await expect(page.getByRole("searchbox", { name: "Search messages" })).toBeHidden();
    const status = page.getByLabel(`Status of the message from ${farmer}`);
    expect((await status.boundingBox())?.height).toBeGreaterThanOrEqual(TARGET_SIZE);

    // An Urdu message: a call, and a WhatsApp chat greeting the visitor in Urdu.
    await expect(first.getByRole("link", { name: "+923017654321" })).toHaveAttribute(
      "href",
      "tel:+923017654321",
    );
    await expect(first.getByRole("link", { name: `WhatsApp ${farmer}` })).toHaveAttribute(
      "href",
      `https://wa.me/923017654321?text=${encodeURIComponent(
        `السلام علیکم ${farmer}! ہم گرین فیلڈز ایگرو سے آپ کے پیغام کے سلسلے میں بات کر رہے ہیں۔`,
      )}`,
    );
    // An English one written as at home (0300-…): dialled and written to as +92 300…, in English.
    const second = rowWith(page, dealer);
    await expect(second.locator('a[href^="tel:"]')).toHaveAttribute("href", "tel:+923001234567");
    await expect(second.getByRole("link", { name: `WhatsApp ${dealer}` })).toHaveAttribute(
      "href",
      `https://wa.me/923001234567?text=${encodeURIComponent(
        `Assalam-o-Alaikum ${dealer}, this is Green Fields Agro about your enquiry.`,
      )}`,
    );
    await expect(second.getByRole("link", { name: `bilal-${tag}@example.com` })).toBeVisible();
    for (const reply of await second.locator(".reply-links a").all()) {
      expect((await reply.boundingBox())?.height).toBeGreaterThanOrEqual(TARGET_SIZE);
    }
  });

  test("@nojs the search opens on a tap and stays open while it narrows the list", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const tag = uniqueTag();
    rows.contact({ name: `Folded ${tag}`, email: null, phone: "03001234567" });
    await openAdmin(page, "/admin/contact", javaScriptEnabled);
    const words = page.getByRole("searchbox", { name: "Search messages" });
    await expect(words).toBeHidden();
    await page.getByText("Search and filter").click();
    await words.fill(tag);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    await expect(words).toBeVisible();
    await expect(page.locator("table.admin-table tbody tr")).toHaveCount(1);
  });
});

test.describe("the product form on a phone", () => {
  test("@nojs Save and Cancel stay on the screen from the top of the long form", async ({
    page,
    javaScriptEnabled,
  }) => {
    await openAdmin(page, "/admin/products?new=1", javaScriptEnabled);
    // The form runs far past the screen, its buttons at its end.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeGreaterThan(PHONE.height * 3);
    const save = page.getByRole("button", { name: "Create Product" });
    const cancel = page.getByRole("link", { name: "Cancel" });
    await expect(save).toBeInViewport({ ratio: 1 });
    await expect(cancel).toBeInViewport({ ratio: 1 });
    // Still there halfway down.
    await page.getByLabel("Urdu name").scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport({ ratio: 1 });
    await expect(cancel).toBeInViewport({ ratio: 1 });
  });

  test("@nojs saved uses fold to one line each, a row with a mistake comes back open, and Urdu with Latin is saved as typed", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const tag = uniqueTag();
    const category = rows.category({ name: `E2E Fold ${tag}` });
    const product = rows.product({ name: `E2E Fold Product ${tag}`, categoryId: category.id });
    const okra = rows.crop({ name: `E2E Okra ${tag}` });
    const onion = rows.crop({ name: `E2E Onion ${tag}` });
    const urduName = "ڈھال امیڈاکلوپرڈ 20% SL";
    withDb("work", (db) => {
      db.update(products).set({ nameUr: urduName }).where(eq(products.id, product.id)).run();
      db.insert(productUses)
        .values([
          {
            productId: product.id,
            cropId: okra.id,
            position: 0,
            target: "Jassid",
            doseText: "1 L",
          },
          {
            productId: product.id,
            cropId: onion.id,
            position: 1,
            target: "Thrips",
            doseText: "2 L",
          },
        ])
        .run();
    });
    await openAdmin(page, `/admin/products?edit=${product.id}`, javaScriptEnabled);
    const use = (number: number) => page.getByRole("group", { name: `Use ${number}` });
    await expect(use(1).locator("summary")).toHaveText(`${okra.name} · Jassid · 1 L`);
    await expect(use(2).locator("summary")).toHaveText(`${onion.name} · Thrips · 2 L`);
    await expect(use(1).getByLabel("Crop")).toBeHidden();
    expect((await use(1).locator("summary").boundingBox())?.height).toBeGreaterThanOrEqual(
      TARGET_SIZE,
    );
    // A blank row is open to fill.
    await expect(use(3).getByLabel("Crop")).toBeVisible();

    // Opened with a tap; a mistake brings it back open, the other still folded.
    await use(2).locator("summary").click();
    await use(2).getByLabel("Other dose, as on the label").fill("");
    await page.getByRole("button", { name: "Update Product" }).click();
    await expect(errorAlert(page)).toHaveText("Please correct the highlighted fields.");
    await expect(use(2).getByLabel("Amount", { exact: true })).toBeVisible();
    await expect(use(1).getByLabel("Crop")).toBeHidden();

    // The Latin of the Urdu name is shown set apart, so it reads '20% SL', and saved as typed.
    const field = page.getByLabel("Urdu name");
    await expect(field).toHaveValue("ڈھال امیڈاکلوپرڈ \u206620% SL\u2069");
    if (javaScriptEnabled) {
      // Typed afresh, it reads as written once the field is left.
      await field.fill("ٹاپ سٹار 75% WG");
      await field.blur();
      await expect(field).toHaveValue("ٹاپ سٹار \u206675% WG\u2069");
      await field.fill(urduName);
    }
    await use(2).getByLabel("Other dose, as on the label").fill("2 L");
    await page.getByRole("button", { name: "Update Product" }).click();
    await expect(notice(page)).toHaveText("Product updated.");
    const saved = withDb("work", (db) =>
      db.select().from(products).where(eq(products.id, product.id)).get(),
    );
    expect(saved?.nameUr).toBe(urduName);
  });
});
