/**
 * The admin's editing of a product's safety facts on a phone: the facts with their Urdu, the
 * label's PDF chosen, refused when it is a picture renamed .pdf or over 10 MB (by the server
 * without JavaScript, as it is chosen with it), served as a PDF, then removed.
 */
import { type Page } from "@playwright/test";
import { simplePdf } from "~/documents/simple-pdf";
import { findProduct, uniqueTag } from "./support/database";
import { makeFile, pngBytes } from "./support/files";
import { errorAlert, notice, openAdmin } from "./support/pages";
import { WORK_URL } from "./support/servers";
import { adminTest as test, expect } from "./support/test";

test.use({ baseURL: WORK_URL });

const PATH = "/admin/products";
const PHONE = { width: 360, height: 740 };
const INVALID_INPUT = "Please correct the highlighted fields.";

const labelInput = (page: Page) => page.locator("#product-labelPdf");
const sheetInput = (page: Page) => page.locator("#product-safetyDataSheetPdf");
const labelError = (page: Page) => page.locator("#product-labelPdf-error");
const sheetError = (page: Page) => page.locator("#product-safetyDataSheetPdf-error");
const wearBox = (page: Page, name: string) =>
  page.locator(".safety-choices").getByRole("checkbox", { name });

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
}

test("@nojs edits a product's safety facts and its label PDF on a phone", async ({
  page,
  javaScriptEnabled,
  rows,
}, testInfo) => {
  const tag = uniqueTag();
  const category = rows.category({ name: `E2E Safety ${tag}` });
  const product = rows.product({ name: `E2E Safe Spray ${tag}`, categoryId: category.id });
  const label = await makeFile(
    testInfo,
    "label.pdf",
    Buffer.from(simplePdf(product.name, ["Registration No. 0001/2025"])),
  );
  const renamed = await makeFile(testInfo, "photo.pdf", await pngBytes(40, 30));
  const large = await makeFile(testInfo, "scan.pdf", Buffer.alloc(11 * 1024 * 1024, 0x25));
  await page.setViewportSize(PHONE);
  await openAdmin(page, `${PATH}?edit=${product.id}`, javaScriptEnabled);

  await page.getByLabel("Registration number").fill("0001/2025");
  await page.getByLabel("Hazard class (colour band)").selectOption("II");
  await wearBox(page, "Gloves").check();
  await wearBox(page, "Goggles").check();
  await page.getByLabel("First aid", { exact: true }).fill("Rinse the eyes with clean water.");
  await page.getByLabel("Urdu first aid").fill("آنکھیں صاف پانی سے دھوئیں۔");
  await page.getByLabel("Antidote", { exact: true }).fill("No specific antidote.");
  await page.getByRole("checkbox", { name: "Toxic to bees" }).check();
  await labelInput(page).setInputFiles(label);
  await expectNoSidewaysScroll(page);
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(notice(page)).toHaveText("Product updated.");

  const saved = findProduct(product.name);
  expect(saved).toMatchObject({
    registrationNumber: "0001/2025",
    hazardClass: "II",
    protectiveWear: ["gloves", "goggles"],
    firstAid: "Rinse the eyes with clean water.",
    firstAidUr: "آنکھیں صاف پانی سے دھوئیں۔",
    antidote: "No specific antidote.",
    warnsBees: true,
    warnsFish: false,
    safetySheetPdfKey: null,
  });
  expect(saved?.labelPdfKey).toMatch(/^documents\/[0-9a-f]{24}$/);
  const labelUrl = `/uploads/${saved?.labelPdfKey}/${product.slug}-label.pdf`;
  const served = await page.request.get(labelUrl);
  expect(served.headers()["content-type"]).toBe("application/pdf");
  expect(served.headers()["content-disposition"]).toBe(
    `attachment; filename="${product.slug}-label.pdf"`,
  );

  // The form again: what was saved, the stored label linked.
  await openAdmin(page, `${PATH}?edit=${product.id}`, javaScriptEnabled);
  await expect(page.getByLabel("Hazard class (colour band)")).toHaveValue("II");
  await expect(wearBox(page, "Goggles")).toBeChecked();
  await expect(wearBox(page, "Mask")).not.toBeChecked();
  await expect(page.getByRole("link", { name: "Current file" })).toHaveAttribute("href", labelUrl);

  // A picture renamed .pdf, and a file over 10 MB.
  await wearBox(page, "Mask").check();
  await sheetInput(page).setInputFiles(renamed);
  await labelInput(page).setInputFiles(large);
  if (javaScriptEnabled) {
    // Named as they are chosen, and not kept for sending.
    await expect(sheetError(page)).toHaveText(/^File photo\.pdf is not a PDF/);
    await expect(labelError(page)).toHaveText("File scan.pdf is too large (max 10MB)");
    await expect(labelInput(page)).toHaveValue("");
    await expect(sheetInput(page)).toHaveValue("");
  } else {
    await page.getByRole("button", { name: "Update Product" }).click();
    await expect(errorAlert(page)).toHaveText(INVALID_INPUT);
    await expect(sheetError(page)).toHaveText(/^File photo\.pdf is not a PDF/);
    await expect(labelError(page)).toHaveText("File scan.pdf is too large (max 10MB)");
    // The form comes back as typed.
    await expect(wearBox(page, "Mask")).toBeChecked();
    await expect(page.getByLabel("Hazard class (colour band)")).toHaveValue("II");
    await expectNoSidewaysScroll(page);
  }
  expect(findProduct(product.name)).toMatchObject({
    labelPdfKey: saved?.labelPdfKey,
    safetySheetPdfKey: null,
    protectiveWear: ["gloves", "goggles"],
  });

  // Removing the label.
  await openAdmin(page, `${PATH}?edit=${product.id}`, javaScriptEnabled);
  await page.getByRole("checkbox", { name: "Remove the current file" }).check();
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(notice(page)).toHaveText("Product updated.");
  expect(findProduct(product.name)?.labelPdfKey).toBeNull();
  expect((await page.request.get(labelUrl)).status()).toBe(404);
});
