/** The recommended uses of the admin product form, with and without JavaScript. */
import { type Page } from "@playwright/test";
import { asc, eq } from "drizzle-orm";
import { products, productUses } from "~/db/schema";
import { doseLine, readUseDose } from "~/doses/dose-columns";
import { type CropRow, type ProductRow, uniqueTag, withDb } from "./support/database";
import { errorAlert, notice, openAdmin } from "./support/pages";
import type { Rows } from "./support/rows";
import { WORK_URL } from "./support/servers";
import { adminTest as test, expect } from "./support/test";

test.use({ baseURL: WORK_URL });

const oneUseRow = (page: Page, number: number) =>
  page.getByRole("group", { name: `Use ${number}` });
const allUseRows = (page: Page) => page.locator("fieldset.use-row");
const addRowButton = (page: Page) => page.getByRole("button", { name: "Add another row" });
const kindField = (page: Page, number: number) =>
  oneUseRow(page, number).getByLabel("Kind of target");
const romanField = (page: Page, number: number) =>
  oneUseRow(page, number).getByLabel(/^In Roman Urdu/);
const mainBox = (page: Page, number: number) => oneUseRow(page, number).getByLabel(/^Main use/);

/** The page is no wider than the screen: nothing needs scrolling sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}

/** A product of its own category, and two crops, made for one test. */
function productAndCrops(rows: Rows) {
  const tag = uniqueTag();
  const category = rows.category({ name: `E2E Uses ${tag}` });
  const product = rows.product({ name: `E2E Uses Product ${tag}`, categoryId: category.id });
  const okra = rows.crop({ name: `E2E Okra ${tag}`, nameUr: "بھنڈی" });
  const onion = rows.crop({ name: `E2E Onion ${tag}`, nameUr: "پیاز" });
  return { product, okra, onion };
}

async function fillUse(
  page: Page,
  number: number,
  use: { crop: CropRow; target: string; dose: string; waitingPeriod?: string; targetUr?: string },
) {
  const row = oneUseRow(page, number);
  await row.getByLabel("Crop").selectOption(use.crop.slug);
  await row.getByLabel(/^Target/).fill(use.target);
  await row.getByLabel("Dose", { exact: true }).fill(use.dose);
  if (use.waitingPeriod) {
    await row.getByLabel("Waiting period", { exact: true }).fill(use.waitingPeriod);
  }
  if (use.targetUr) await row.getByLabel("Urdu target").fill(use.targetUr);
}

function storedUses(product: ProductRow) {
  return withDb("work", (db) =>
    db
      .select()
      .from(productUses)
      .where(eq(productUses.productId, product.id))
      .orderBy(asc(productUses.position))
      .all()
      .map((use) => ({
        cropId: use.cropId,
        target: use.target,
        targetUr: use.targetUr,
        dose: doseLine(readUseDose(use), "en").text,
        waitingPeriod: use.waitingPeriod,
      })),
  );
}

const editPath = (product: ProductRow) => `/admin/products?edit=${product.id}`;

test.describe("the uses of the product form", () => {
  test("@nojs blank rows to fill, 'Add another row' keeping what was typed, blank rows ignored", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const { product, okra, onion } = productAndCrops(rows);
    await openAdmin(page, editPath(product), javaScriptEnabled);
    // A product without uses gets three blank rows.
    await expect(allUseRows(page)).toHaveCount(3);
    await fillUse(page, 1, {
      crop: okra,
      target: "Jassid",
      dose: "200 ml per acre",
      waitingPeriod: "7 days",
      targetUr: "سبز تیلا",
    });
    await fillUse(page, 2, { crop: onion, target: "Thrips", dose: "250 ml per acre" });
    await page.getByLabel(/^Description/).fill("Changed before adding a row.");

    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await addRowButton(page).click();
    await expect(allUseRows(page)).toHaveCount(4);
    // Without JavaScript the form went to the server and came back as typed; with it, nothing
    // was sent.
    expect(posts).toHaveLength(javaScriptEnabled ? 0 : 1);
    await expect(oneUseRow(page, 1).getByLabel("Crop")).toHaveValue(okra.slug);
    await expect(oneUseRow(page, 1).getByLabel("Urdu target")).toHaveValue("سبز تیلا");
    await expect(oneUseRow(page, 2).getByLabel(/^Target/)).toHaveValue("Thrips");
    await expect(page.getByLabel(/^Description/)).toHaveValue("Changed before adding a row.");
    await expect(oneUseRow(page, 4).getByLabel("Crop")).toHaveValue("");
    if (javaScriptEnabled) await expect(oneUseRow(page, 4).getByLabel("Crop")).toBeFocused();

    // Row 3 stays blank; row 4 is filled.
    await fillUse(page, 4, { crop: okra, target: "Fruit borer", dose: "80 ml per acre" });
    await page.getByRole("button", { name: "Update Product" }).click();
    await expect(notice(page)).toHaveText("Product updated.");
    expect(storedUses(product)).toEqual([
      {
        cropId: okra.id,
        target: "Jassid",
        targetUr: "سبز تیلا",
        dose: "200 ml per acre",
        waitingPeriod: "7 days",
      },
      {
        cropId: onion.id,
        target: "Thrips",
        targetUr: null,
        dose: "250 ml per acre",
        waitingPeriod: null,
      },
      {
        cropId: okra.id,
        target: "Fruit borer",
        targetUr: null,
        dose: "80 ml per acre",
        waitingPeriod: null,
      },
    ]);
    expect(
      withDb("work", (db) => db.select().from(products).where(eq(products.id, product.id)).get())
        ?.description,
    ).toBe("Changed before adding a row.");

    // The crop guide shows the new uses at once.
    await page.goto(`/crops/${okra.slug}`);
    await expect(page.getByRole("heading", { name: "Jassid" })).toBeVisible();
    await expect(page.getByRole("link", { name: product.name }).first()).toBeVisible();
  });

  test("@nojs a bad row is refused: its errors show on that row and all that was typed is kept", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const { product, okra, onion } = productAndCrops(rows);
    await openAdmin(page, editPath(product), javaScriptEnabled);
    // Row 1 left blank: the errors must still land on rows 2 and 3.
    await fillUse(page, 2, { crop: okra, target: "Whitefly", dose: "" });
    await oneUseRow(page, 3)
      .getByLabel(/^Target/)
      .fill("Thrips");
    await oneUseRow(page, 3).getByLabel("Dose", { exact: true }).fill("100 ml");
    await page.getByRole("button", { name: "Update Product" }).click();

    await expect(errorAlert(page)).toHaveText("Please correct the highlighted fields.");
    await expect(oneUseRow(page, 2).getByLabel("Dose", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(oneUseRow(page, 2)).toContainText("Please give the dose");
    await expect(oneUseRow(page, 3)).toContainText("Please choose a crop");
    await expect(oneUseRow(page, 1).locator(".field-error")).toHaveCount(0);
    await expect(oneUseRow(page, 2).getByLabel(/^Target/)).toHaveValue("Whitefly");
    await expect(oneUseRow(page, 3).getByLabel("Dose", { exact: true })).toHaveValue("100 ml");
    expect(storedUses(product)).toEqual([]);

    // Corrected, it saves.
    await oneUseRow(page, 2).getByLabel("Dose", { exact: true }).fill("100 g per acre");
    await oneUseRow(page, 3).getByLabel("Crop").selectOption(onion.slug);
    await page.getByRole("button", { name: "Update Product" }).click();
    await expect(notice(page)).toHaveText("Product updated.");
    expect(storedUses(product).map((use) => [use.cropId, use.target])).toEqual([
      [okra.id, "Whitefly"],
      [onion.id, "Thrips"],
    ]);
  });

  test("@nojs saved uses are shown for editing; a cleared row removes its use", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const { product, okra, onion } = productAndCrops(rows);
    withDb("work", (db) =>
      db
        .insert(productUses)
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
        .run(),
    );
    await openAdmin(page, editPath(product), javaScriptEnabled);
    // Two saved, two blank.
    await expect(allUseRows(page)).toHaveCount(4);
    await expect(oneUseRow(page, 1).getByLabel("Crop")).toHaveValue(okra.slug);
    await expect(oneUseRow(page, 2).getByLabel(/^Target/)).toHaveValue("Thrips");

    const first = oneUseRow(page, 1);
    await first.getByLabel("Crop").selectOption("");
    await first.getByLabel(/^Target/).fill("");
    await first.getByLabel("Dose", { exact: true }).fill("");
    await page.getByRole("button", { name: "Update Product" }).click();
    await expect(notice(page)).toHaveText("Product updated.");
    expect(storedUses(product).map((use) => use.target)).toEqual(["Thrips"]);
  });

  test("with JavaScript a row is removed in place and the rest are numbered again", async ({
    page,
    rows,
  }) => {
    const { product, okra, onion } = productAndCrops(rows);
    await openAdmin(page, editPath(product), true);
    await fillUse(page, 1, { crop: okra, target: "Jassid", dose: "1 L" });
    await fillUse(page, 2, { crop: onion, target: "Thrips", dose: "2 L" });
    await fillUse(page, 3, { crop: okra, target: "Mites", dose: "3 L" });
    await oneUseRow(page, 2).getByRole("button", { name: "Remove use 2" }).click();
    await expect(allUseRows(page)).toHaveCount(2);
    await expect(oneUseRow(page, 2).getByLabel(/^Target/)).toHaveValue("Mites");
    await expect(oneUseRow(page, 2).getByLabel(/^Target/)).toHaveAttribute("name", "uses.1.target");

    // Every row removed still says "no uses".
    await page.getByRole("button", { name: "Update Product" }).click();
    await expect(notice(page)).toHaveText("Product updated.");
    expect(storedUses(product).map((use) => use.target)).toEqual(["Jassid", "Mites"]);

    await openAdmin(page, editPath(product), true);
    while ((await allUseRows(page).count()) > 0) {
      await allUseRows(page)
        .first()
        .getByRole("button", { name: /^Remove use/ })
        .click();
    }
    await page.getByRole("button", { name: "Update Product" }).click();
    await expect(notice(page)).toHaveText("Product updated.");
    expect(storedUses(product)).toEqual([]);
  });

  test("@nojs Enter in a field saves the product rather than adding a row", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    const { product, okra } = productAndCrops(rows);
    await openAdmin(page, editPath(product), javaScriptEnabled);
    await fillUse(page, 1, { crop: okra, target: "Aphid", dose: "100 ml" });
    await oneUseRow(page, 1).getByLabel("Dose", { exact: true }).press("Enter");
    await expect(notice(page)).toHaveText("Product updated.");
    expect(storedUses(product).map((use) => use.target)).toEqual(["Aphid"]);
  });

  test("@nojs a use says what its target is, its Roman Urdu names and whether it is main, on a 360 px phone", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const { product, okra, onion } = productAndCrops(rows);
    await openAdmin(page, editPath(product), javaScriptEnabled);
    await expectNoSidewaysScroll(page);
    // A new row offers the four kinds, a pest unless another is chosen, and is not main.
    await expect(kindField(page, 1).locator("option")).toHaveText([
      "Pest",
      "Disease",
      "Weed",
      "Nutrition or growth",
    ]);
    await expect(kindField(page, 1)).toHaveValue("pest");
    await expect(mainBox(page, 1)).not.toBeChecked();

    await fillUse(page, 1, { crop: okra, target: "Powdery mildew", dose: "80 g per acre" });
    await kindField(page, 1).selectOption("disease");
    await romanField(page, 1).fill(" safoofi phaphoondi ,chitta  rog ");
    await mainBox(page, 1).check();
    await fillUse(page, 2, { crop: onion, target: "Thrips", dose: "100 ml per acre" });
    await romanField(page, 2).fill("تھرپس");
    await page.getByRole("button", { name: "Update Product" }).click();

    // Roman Urdu in Urdu letters is refused on its row; the rest comes back as chosen.
    await expect(errorAlert(page)).toHaveText("Please correct the highlighted fields.");
    await expect(romanField(page, 2)).toHaveAttribute("aria-invalid", "true");
    await expect(oneUseRow(page, 2)).toContainText(
      "Roman Urdu names may have only Latin letters, spaces, commas, hyphens and apostrophes",
    );
    await expect(kindField(page, 1)).toHaveValue("disease");
    await expect(mainBox(page, 1)).toBeChecked();
    await expect(mainBox(page, 2)).not.toBeChecked();
    await expectNoSidewaysScroll(page);
    expect(storedUses(product)).toEqual([]);

    await romanField(page, 2).fill("thrips");
    await page.getByRole("button", { name: "Update Product" }).click();
    await expect(notice(page)).toHaveText("Product updated.");
    const stored = () =>
      withDb("work", (db) =>
        db
          .select()
          .from(productUses)
          .where(eq(productUses.productId, product.id))
          .orderBy(asc(productUses.position))
          .all()
          .map(({ target, targetKind, targetRoman, main }) => [
            target,
            targetKind,
            targetRoman,
            main,
          ]),
      );
    expect(stored()).toEqual([
      ["Powdery mildew", "disease", "safoofi phaphoondi, chitta rog", true],
      ["Thrips", "pest", "thrips", false],
    ]);

    // Shown again for editing; unticked, the mark goes.
    await openAdmin(page, editPath(product), javaScriptEnabled);
    await expect(kindField(page, 1)).toHaveValue("disease");
    await expect(romanField(page, 1)).toHaveValue("safoofi phaphoondi, chitta rog");
    await expect(mainBox(page, 1)).toBeChecked();
    await mainBox(page, 1).uncheck();
    await kindField(page, 2).selectOption("weed");
    await page.getByRole("button", { name: "Update Product" }).click();
    await expect(notice(page)).toHaveText("Product updated.");
    expect(stored().map(([target, kind, , main]) => [target, kind, main])).toEqual([
      ["Powdery mildew", "disease", false],
      ["Thrips", "weed", false],
    ]);
  });
});
