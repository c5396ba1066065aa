/**
 * The label's safety facts where a farmer reads them: on the product page right after the uses,
 * in both languages, with and without JavaScript, on a phone; the label's PDF served as a PDF
 * under its download name; and the same facts in the API's record, its PDFs checked by content.
 */
import { simplePdf } from "~/documents/simple-pdf";
import { expectFailure, expectFieldErrors, expectSuccess } from "./support/api-contract";
import { createCategory, expectProduct } from "./support/api-records";
import { removeCategory, uniqueTag } from "./support/database";
import { formOf, pngBytes, type UploadFile } from "./support/files";
import { SEEDED_URL, WORK_URL } from "./support/servers";
import { bearer, signInToken } from "./support/sign-in";
import { expect, test } from "./support/test";

const DHAAL = "/category/insecticides/dhaal-imidacloprid-20-sl";
const PHONE = { width: 390, height: 844 };
const DOCUMENT_URL = /^\/uploads\/documents\/[0-9a-f]{24}\/[a-z0-9-]+\.pdf$/;

const LANGUAGES = [
  {
    prefix: "",
    heading: "Safety",
    band: "Moderately hazardous",
    wear: ["Gloves", "Mask", "Boots", "Goggles", "Overall"],
    rescue: "In an emergency call Rescue 1122",
    firstAid: /^If swallowed, do not make the person vomit/,
    antidote: "No specific antidote: the doctor treats the symptoms.",
    warnings: [/^Toxic to bees/, /^Toxic to fish/],
    label: "Label (PDF)",
  },
  {
    prefix: "/ur",
    heading: "حفاظتی ہدایات",
    band: "درمیانے درجے کا زہریلا",
    wear: ["دستانے", "ماسک", "لمبے بوٹ", "حفاظتی چشمہ", "حفاظتی لباس"],
    rescue: "ہنگامی صورت میں ریسکیو 1122 پر کال کریں",
    firstAid: /^نگل لی جائے تو قے نہ کروائیں/,
    antidote: "اس کا کوئی خاص تریاق نہیں: ڈاکٹر علامات کے مطابق علاج کرے۔",
    warnings: [/^شہد کی مکھیوں کے لیے زہریلی ہے/, /^مچھلیوں کے لیے زہریلی ہے/],
    label: "لیبل (پی ڈی ایف)",
  },
];

const pdfUpload = (field: string, name: string): UploadFile => ({
  field,
  name,
  type: "application/pdf",
  buffer: Buffer.from(simplePdf("Test label", ["Registration No. 0001/2025"])),
});

for (const language of LANGUAGES) {
  test(`@nojs the Dhaal page gives its safety facts right after the uses on a phone (${language.prefix || "/"})`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${SEEDED_URL}${language.prefix}${DHAAL}`);
    const safety = page.locator(".product-safety");
    // In reading order: the name, the uses, then the safety facts, before the overview.
    const headings = await page.locator(".product-info h1, .product-info h2").allTextContents();
    expect(headings.indexOf(language.heading)).toBe(2);
    await expect(safety.getByRole("heading", { level: 2 })).toHaveText(language.heading);

    const band = safety.locator(".hazard-band");
    await expect(band).toHaveText(language.band);
    await expect(band).toHaveCSS("background-color", "rgb(253, 216, 53)");
    const wear = safety.locator(".safety-wear li");
    await expect(wear).toHaveText(language.wear);
    for (const item of await wear.all()) await expect(item.locator("svg.icon")).toBeVisible();
    const rescue = safety.getByRole("link", { name: language.rescue });
    await expect(rescue).toHaveAttribute("href", "tel:1122");

    // The band, the wear and the call come straight after the uses, ahead of the spray
    // calculator and the description.
    const usesBottom = await page
      .locator(".product-uses")
      .evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
    const nextTop = await page
      .locator(".product-safety + section")
      .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const bandTop = await band.evaluate(
      (element) => element.getBoundingClientRect().top + window.scrollY,
    );
    const rescueBottom = await rescue.evaluate(
      (element) => element.getBoundingClientRect().bottom + window.scrollY,
    );
    expect(bandTop - usesBottom).toBeLessThan(PHONE.height / 6);
    expect(rescueBottom - usesBottom).toBeLessThan(PHONE.height / 2);
    expect(rescueBottom).toBeLessThan(nextTop);
    await expect(page.locator(".product-safety + section")).toHaveId("calculator");

    const facts = safety.locator(".safety-facts dd");
    await expect(facts.nth(0)).toHaveText(language.firstAid);
    await expect(facts.nth(1)).toHaveText(language.antidote);
    await expect(facts.nth(2)).toHaveText("0873/2014");
    await expect(safety.locator(".safety-warnings li")).toHaveText(language.warnings);

    const label = safety.getByRole("link", { name: language.label });
    const href = (await label.getAttribute("href")) ?? "";
    expect(href).toMatch(DOCUMENT_URL);
    expect(href).toMatch(/\/dhaal-imidacloprid-20-sl-label\.pdf$/);
    const file = await page.request.get(`${SEEDED_URL}${href}`);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect(file.headers()["content-disposition"]).toBe(
      'attachment; filename="dhaal-imidacloprid-20-sl-label.pdf"',
    );
    expect(file.headers()["x-content-type-options"]).toBe("nosniff");
    expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await file.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
  });
}

test("@nojs a product without safety facts has no safety section", async ({ page, rows }) => {
  const tag = uniqueTag();
  const category = rows.category({ name: `E2E Safety Plain ${tag}` });
  const product = rows.product({ name: `E2E Plain Spray ${tag}`, categoryId: category.id });
  await page.goto(`${WORK_URL}/category/${category.slug}/${product.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
  await expect(page.locator(".product-safety")).toHaveCount(0);
});

test.describe("the API's product safety facts", () => {
  test("are written with the product, its PDFs checked by content, and read back with their words", async ({
    request,
  }) => {
    const token = await signInToken(request);
    const tag = uniqueTag();
    const category = await createCategory(request, token, tag, "Safety");
    try {
      const created = await request.post(`${WORK_URL}/api/products`, {
        headers: bearer(token),
        multipart: formOf(
          {
            name: `API Safety Spray ${tag}`,
            category: category.name,
            description: "A spray with its label's facts.",
            registrationNumber: "0001/2025",
            hazardClass: "Ib",
            protectiveWear: ["gloves", "goggles"],
            firstAid: "Go to a doctor with this label.",
            firstAidUr: "یہ لیبل لے کر ڈاکٹر کے پاس جائیں۔",
            warnsLivestock: "true",
          },
          [
            { field: "image", name: "pack.png", type: "image/png", buffer: await pngBytes() },
            pdfUpload("labelPdf", "label.pdf"),
          ],
        ),
      });
      const product = expectProduct((await expectSuccess(created, 201)).data);
      expect(product.safety).toMatchObject({
        registrationNumber: "0001/2025",
        hazardClass: { class: "Ib", colour: "red", name: "Highly hazardous", nameUr: "بہت زہریلا" },
        protectiveWear: [
          { item: "gloves", name: "Gloves", nameUr: "دستانے" },
          { item: "goggles", name: "Goggles", nameUr: "حفاظتی چشمہ" },
        ],
        firstAid: "Go to a doctor with this label.",
        firstAidUr: "یہ لیبل لے کر ڈاکٹر کے پاس جائیں۔",
        antidote: null,
        warnings: [{ about: "livestock" }],
        emergencyPhone: "1122",
        safetyDataSheetPdf: null,
      });
      const labelUrl = product.safety.labelPdf ?? "";
      expect(labelUrl).toMatch(DOCUMENT_URL);
      expect(labelUrl).toMatch(new RegExp(`/${product.slug}-label\\.pdf$`));
      const served = await request.get(`${WORK_URL}${labelUrl}`);
      expect(served.headers()["content-type"]).toBe("application/pdf");
      expect(served.headers()["content-disposition"]).toBe(
        `attachment; filename="${product.slug}-label.pdf"`,
      );

      const fields = {
        name: product.name,
        category: category.name,
        description: product.description,
      };
      // A picture renamed .pdf is no PDF; nothing changes.
      const renamed = await request.put(`${WORK_URL}/api/products/${product._id}`, {
        headers: bearer(token),
        multipart: formOf(fields, [
          { ...pdfUpload("safetyDataSheetPdf", "sds.pdf"), buffer: await pngBytes() },
        ]),
      });
      const errors = await expectFieldErrors(renamed, 400, ["safetyDataSheetPdf"]);
      expect(errors.safetyDataSheetPdf).toMatch(/^File sds\.pdf is not a PDF/);
      // Over 10 MB, the API refuses the whole request.
      const large = await request.put(`${WORK_URL}/api/products/${product._id}`, {
        headers: bearer(token),
        multipart: formOf(fields, [
          {
            ...pdfUpload("labelPdf", "big.pdf"),
            buffer: Buffer.alloc(11 * 1024 * 1024, 0x20),
          },
        ]),
      });
      expect((await expectFailure(large, 413)).message).toMatch(/max 10MB/);

      // Removing the label: the record says so, and its address is gone.
      const removed = await request.put(`${WORK_URL}/api/products/${product._id}`, {
        headers: bearer(token),
        multipart: formOf({ ...fields, removeLabelPdf: "true" }),
      });
      const updated = expectProduct((await expectSuccess(removed)).data);
      expect(updated.safety.labelPdf).toBeNull();
      // All text fields are replaced: the facts left out are gone too.
      expect(updated.safety.hazardClass).toBeNull();
      expect((await request.get(`${WORK_URL}${labelUrl}`)).status()).toBe(404);
      await expectSuccess(
        await request.delete(`${WORK_URL}/api/products/${product._id}`, {
          headers: bearer(token),
        }),
      );
    } finally {
      removeCategory(category.name);
    }
  });
});
