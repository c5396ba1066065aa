/** The recommended uses of the admin product form, with and without JavaScript. */
import { type Page } from "@playwright/test";
import { asc, eq, isNull, sql } from "drizzle-orm";
import { products, productUses } from "~/db/schema";
import { doseLine, readUseDose } from "~/doses/dose-columns";
import {
  type CategoryRow,
  type CropRow,
  type ProductRow,
  uniqueTag,
  withDb,
} from "./support/database";
import { errorAlert, expectShowsCounts, notice, openAdmin } from "./support/pages";
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

/** Opens every saved use, each folded to its one line, as a tap on each line does. */
async function openUseRows(page: Page) {
  const folded = page.locator("fieldset.use-row details:not([open]) > summary");
  while ((await folded.count()) > 0) await folded.first().click();
}

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
  return { category, product, okra, onion };
}

/** A dose as its amount and unit ("200 ml"), per acre unless the form says otherwise. */
type TypedDose = `${string} ${"ml" | "L" | "g" | "kg"}` | "";

const amountField = (page: Page, number: number) =>
  oneUseRow(page, number).getByLabel("Amount", { exact: true });

async function fillDose(page: Page, number: number, dose: TypedDose) {
  const [amount = "", unit = ""] = dose.split(" ");
  await amountField(page, number).fill(amount);
  await oneUseRow(page, number).getByLabel("Unit", { exact: true }).selectOption(unit);
}

async function fillUse(
  page: Page,
  number: number,
  use: {
    crop: CropRow;
    target: string;
    dose: TypedDose;
    waitingPeriod?: string;
    targetUr?: string;
  },
) {
  const row = oneUseRow(page, number);
  await row.getByLabel("Crop").selectOption(use.crop.slug);
  await row.getByLabel(/^Target/).fill(use.target);
  await fillDose(page, number, use.dose);
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
      dose: "200 ml",
      waitingPeriod: "7 days",
      targetUr: "سبز تیلا",
    });
    await fillUse(page, 2, { crop: onion, target: "Thrips", dose: "250 ml" });
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
    await expect(amountField(page, 2)).toHaveValue("250");
    await expect(oneUseRow(page, 2).getByLabel("Unit", { exact: true })).toHaveValue("ml");
    await expect(page.getByLabel(/^Description/)).toHaveValue("Changed before adding a row.");
    await expect(oneUseRow(page, 4).getByLabel("Crop")).toHaveValue("");
    if (javaScriptEnabled) await expect(oneUseRow(page, 4).getByLabel("Crop")).toBeFocused();

    // Row 3 stays blank; row 4 is filled.
    await fillUse(page, 4, { crop: okra, target: "Fruit borer", dose: "80 ml" });
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
    await fillDose(page, 3, "100 ml");
    await page.getByRole("button", { name: "Update Product" }).click();

    await expect(errorAlert(page)).toHaveText("Please correct the highlighted fields.");
    await expect(amountField(page, 2)).toHaveAttribute("aria-invalid", "true");
    await expect(oneUseRow(page, 2)).toContainText(
      "Please give the dose: an amount and its unit, or the dose as on the label",
    );
    await expect(oneUseRow(page, 3)).toContainText("Please choose a crop");
    await expect(oneUseRow(page, 1).locator(".field-error")).toHaveCount(0);
    await expect(oneUseRow(page, 2).getByLabel(/^Target/)).toHaveValue("Whitefly");
    await expect(amountField(page, 3)).toHaveValue("100");
    expect(storedUses(product)).toEqual([]);

    // Corrected, it saves.
    await fillDose(page, 2, "100 g");
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
    // A dose kept as text is shown as the label's text, its parts left empty.
    const labelDose = (number: number) =>
      oneUseRow(page, number).getByLabel("Other dose, as on the label");
    await expect(labelDose(2)).toHaveValue("2 L");
    await expect(amountField(page, 2)).toHaveValue("");

    await openUseRows(page);
    const first = oneUseRow(page, 1);
    await first.getByLabel("Crop").selectOption("");
    await first.getByLabel(/^Target/).fill("");
    await labelDose(1).fill("");
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
    await openUseRows(page);
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
    await amountField(page, 1).press("Enter");
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

    await fillUse(page, 1, { crop: okra, target: "Powdery mildew", dose: "80 g" });
    await kindField(page, 1).selectOption("disease");
    await romanField(page, 1).fill(" safoofi phaphoondi ,chitta  rog ");
    await mainBox(page, 1).check();
    await fillUse(page, 2, { crop: onion, target: "Thrips", dose: "100 ml" });
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
    await openUseRows(page);
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

/** A field of a use row's dose, by its label. */
const doseField = (page: Page, number: number, label: string) =>
  oneUseRow(page, number).getByLabel(label, { exact: true });

const productPath = (category: CategoryRow, product: ProductRow) =>
  `/category/${category.slug}/${product.slug}`;

/** A stored use's dose as its columns, the way the admin form gave them. */
function storedDoses(product: ProductRow) {
  return withDb("work", (db) =>
    db
      .select()
      .from(productUses)
      .where(eq(productUses.productId, product.id))
      .orderBy(asc(productUses.position))
      .all()
      .map((use) => ({
        doseAmount: use.doseAmount,
        doseAmountMax: use.doseAmountMax,
        doseUnit: use.doseUnit,
        doseArea: use.doseArea,
        waterLitres: use.waterLitres,
        waterLitresMax: use.waterLitresMax,
        doseNote: use.doseNote,
        doseNoteUr: use.doseNoteUr,
        doseText: use.doseText,
        doseTextUr: use.doseTextUr,
      })),
  );
}

const NO_DOSE = {
  doseAmount: null,
  doseAmountMax: null,
  doseUnit: null,
  doseArea: null,
  waterLitres: null,
  waterLitresMax: null,
  doseNote: null,
  doseNoteUr: null,
  doseText: null,
  doseTextUr: null,
};

test.describe("a use's dose", () => {
  test("@nojs is edited as its parts on a 390 px phone: a range with its water, shown on the product page in English and Urdu", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { category, product, okra } = productAndCrops(rows);
    await openAdmin(page, editPath(product), javaScriptEnabled);
    await fillUse(page, 1, { crop: okra, target: "Whitefly", dose: "200 ml" });
    await oneUseRow(page, 1).getByLabel("Urdu target").fill("سفید مکھی");
    await doseField(page, 1, "Up to (a range)").fill("250");
    await expect(doseField(page, 1, "Area")).toHaveValue("acre");
    await doseField(page, 1, "Water, litres per acre").fill("100");
    const preview = oneUseRow(page, 1).locator(".dose-preview");
    // With JavaScript the row shows at once what the pages will say; without, once saved.
    if (javaScriptEnabled) {
      await expect(preview).toContainText("200–250 ml per acre in 100 litres of water");
      await expect(preview).toContainText("200 سے 250 ملی لیٹر فی ایکڑ، 100 لیٹر پانی میں");
    } else {
      await expect(preview).toHaveCount(0);
    }
    await expectNoSidewaysScroll(page);
    await page.getByRole("button", { name: "Update Product" }).click();
    await expect(notice(page)).toHaveText("Product updated.");
    expect(storedDoses(product)).toEqual([
      {
        ...NO_DOSE,
        doseAmount: 200,
        doseAmountMax: 250,
        doseUnit: "ml",
        doseArea: "acre",
        waterLitres: 100,
      },
    ]);

    await page.goto(productPath(category, product));
    await expect(page.locator(".use-dose")).toHaveText(
      "200–250 ml per acre in 100 litres of water",
    );
    await page.goto(`/ur${productPath(category, product)}`);
    await expect(page.locator(".use-dose")).toHaveText(
      "200 سے 250 ملی لیٹر فی ایکڑ، 100 لیٹر پانی میں",
    );

    // Opened again, the dose is shown as its parts, and what the pages show beside them.
    await openAdmin(page, editPath(product), javaScriptEnabled);
    await expect(amountField(page, 1)).toHaveValue("200");
    await expect(doseField(page, 1, "Up to (a range)")).toHaveValue("250");
    await expect(doseField(page, 1, "Unit")).toHaveValue("ml");
    await expect(doseField(page, 1, "Water, litres per acre")).toHaveValue("100");
    await expect(doseField(page, 1, "Water up to (a range)")).toHaveValue("");
    await expect(preview).toContainText("200–250 ml per acre in 100 litres of water");
    await expectNoSidewaysScroll(page);
  });

  test("@nojs names each mistake on its field, keeps what was typed, and takes a dose as on the label", async ({
    page,
    javaScriptEnabled,
    rows,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const { category, product, okra, onion } = productAndCrops(rows);
    await openAdmin(page, editPath(product), javaScriptEnabled);
    // A range that goes down, and water of no litres.
    await fillUse(page, 1, { crop: okra, target: "Jassid", dose: "250 ml" });
    await doseField(page, 1, "Up to (a range)").fill("200");
    await doseField(page, 1, "Water, litres per acre").fill("0");
    // Water without a dose.
    await fillUse(page, 2, { crop: onion, target: "Thrips", dose: "" });
    await doseField(page, 2, "Water up to (a range)").fill("120");
    // A dose given twice: as parts and as the label's text.
    await fillUse(page, 3, { crop: okra, target: "Mites", dose: "2 ml" });
    await doseField(page, 3, "Other dose, as on the label").fill("2 ml per litre of water");
    await page.getByRole("button", { name: "Update Product" }).click();

    await expect(errorAlert(page)).toHaveText("Please correct the highlighted fields.");
    const expectError = async (number: number, label: string, message: string) => {
      await expect(doseField(page, number, label)).toHaveAttribute("aria-invalid", "true");
      await expect(oneUseRow(page, number)).toContainText(message);
    };
    await expectError(1, "Up to (a range)", "The high end must be more than the low end");
    await expectError(1, "Water, litres per acre", "The water must be more than 0");
    await expectError(2, "Amount", "Please give the amount");
    await expectError(2, "Unit", "Please choose the unit: ml, L, g or kg");
    await expectError(2, "Water, litres per acre", "Please give the litres of water");
    await expectError(
      3,
      "Other dose, as on the label",
      "Give the dose as an amount and its unit or as on the label, not both",
    );
    await expect(doseField(page, 1, "Up to (a range)")).toHaveValue("200");
    await expect(doseField(page, 1, "Water, litres per acre")).toHaveValue("0");
    await expect(doseField(page, 2, "Water up to (a range)")).toHaveValue("120");
    await expect(doseField(page, 3, "Other dose, as on the label")).toHaveValue(
      "2 ml per litre of water",
    );
    await expectNoSidewaysScroll(page);
    expect(storedDoses(product)).toEqual([]);

    // Corrected: a range that goes up in a range of water, a dose per kanal with a note in
    // both languages, and a dose that is no amount per area as the label gives it.
    await doseField(page, 1, "Up to (a range)").fill("300");
    await doseField(page, 1, "Water, litres per acre").fill("100");
    await doseField(page, 1, "Water up to (a range)").fill("120");
    await fillDose(page, 2, "1.5 kg");
    await doseField(page, 2, "Area").selectOption("kanal");
    await doseField(page, 2, "Water, litres per acre").fill("100");
    await doseField(page, 2, "Dose note (how to apply)").fill("basal");
    await doseField(page, 2, "Urdu dose note").fill("بنیادی کھاد کے طور پر");
    await fillDose(page, 3, "");
    await doseField(page, 3, "Urdu other dose").fill("2 ملی لیٹر فی لیٹر پانی");
    await page.getByRole("button", { name: "Update Product" }).click();
    await expect(notice(page)).toHaveText("Product updated.");
    expect(storedDoses(product)).toEqual([
      {
        ...NO_DOSE,
        doseAmount: 250,
        doseAmountMax: 300,
        doseUnit: "ml",
        doseArea: "acre",
        waterLitres: 100,
        waterLitresMax: 120,
      },
      {
        ...NO_DOSE,
        doseAmount: 1.5,
        doseUnit: "kg",
        doseArea: "kanal",
        waterLitres: 100,
        waterLitresMax: 120,
        doseNote: "basal",
        doseNoteUr: "بنیادی کھاد کے طور پر",
      },
      { ...NO_DOSE, doseText: "2 ml per litre of water", doseTextUr: "2 ملی لیٹر فی لیٹر پانی" },
    ]);
    await page.goto(`/ur${productPath(category, product)}`);
    await expect(page.locator(".use-dose")).toHaveText([
      "250 سے 300 ملی لیٹر فی ایکڑ، 100 سے 120 لیٹر پانی میں",
      "1.5 کلوگرام فی کنال، 100 سے 120 لیٹر پانی فی ایکڑ (بنیادی کھاد کے طور پر)",
      "2 ملی لیٹر فی لیٹر پانی",
    ]);

    // The dose kept as text is on the staff's list, with a link to edit its product.
    const list = page.locator(".text-dose-list li", { hasText: product.name });
    await page.goto("/admin/doses");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /^Doses kept as text \([\d,]+\)$/,
    );
    // The list is by product name: page on until the product's uses.
    for (let more = 0; (await list.count()) === 0 && more < 20; more++) {
      await page.getByRole("link", { name: "Next →" }).click();
    }
    await expect(list).toHaveCount(1);
    await expect(list).toContainText(`${okra.name}: Mites`);
    await expect(list).toContainText("2 ml per litre of water");
    await expect(list).toContainText("2 ملی لیٹر فی لیٹر پانی");
    await expectNoSidewaysScroll(page);
    await list.getByRole("link", { name: product.name }).click();
    await expect(doseField(page, 3, "Other dose, as on the label")).toHaveValue(
      "2 ml per litre of water",
    );
  });
});

test.describe("the doses kept as text", () => {
  test("@nojs are counted on the dashboard, which links to their list", async ({ page }) => {
    const countOfText = () =>
      withDb(
        "work",
        (db) =>
          db
            .select({ count: sql<number>`count(*)` })
            .from(productUses)
            .where(isNull(productUses.doseAmount))
            .get()?.count ?? 0,
      );
    const link = page.getByRole("link", { name: /doses? (is|are) kept as text/ });
    // The demo's seed treatments keep theirs as text.
    await expectShowsCounts(
      page,
      "/admin/dashboard",
      () => `${countOfText()} doses are kept as text, not as an amount per area`,
      async () => (await link.textContent())?.trim(),
    );
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /^Doses kept as text \([\d,]+\)$/,
    );
    // The demo's three seed treatments are among the first, by name.
    await expect(
      page.locator(".text-dose-list li", { hasText: "Beej Kavach Imidacloprid 60% FS" }),
    ).toHaveCount(3);
    await expect(page.locator(".text-dose-list")).toContainText("5 ml per kg of delinted seed");
  });
});
