/**
 * The spray calculator of a product page, on a phone, in English and Urdu: without JavaScript a
 * GET form the server answers at a shareable address, with it answered as the farmer types; its
 * refusals beside the field; the crop guide's links to it with the use chosen; and its answers
 * kept out of the page cache.
 */
import type { Page } from "@playwright/test";
import { SEEDED_URL } from "./support/servers";
import { expect, test } from "./support/test";

const DHAAL = "/category/insecticides/dhaal-imidacloprid-20-sl";
const SHARED = `${DHAAL}?use=1&area=3.5&unit=acre&tank=16`;

test.use({ viewport: { width: 390, height: 844 } });

const answer = (page: Page) => page.locator("#calculator-answer");
const areaField = (page: Page) => page.locator("#calculator-area");
const areaError = (page: Page) => page.locator("#calculator-area-error");

/** The answer's facts as label and value, a line each. */
async function facts(page: Page): Promise<string[]> {
  return answer(page)
    .locator(".calculator-facts > div")
    .evaluateAll((rows) =>
      rows.map(
        (row) => `${row.querySelector("dt")?.textContent}: ${row.querySelector("dd")?.innerText}`,
      ),
    );
}

const ENGLISH_DHAAL_FACTS = [
  "Product needed: 875 ml",
  "Packs to buy: 1 pack of 500 ml\n4 packs of 100 ml\n25 ml left over",
  "In each 16-litre tank: 36 ml",
  "Tanks to spray: 25 tanks",
];

test.describe("the spray calculator", () => {
  test("@nojs on the Dhaal page in Urdu, 3.5 acres of cotton against whitefly gives the amount, the packs to buy and the amount per 16-litre tank", async ({
    page,
  }) => {
    await page.goto(`/ur${DHAAL}`);
    const calculator = page.getByRole("region", { name: "کتنی دوا خریدیں اور سپرے کریں" });
    await expect(calculator.getByLabel("استعمال", { exact: true })).toHaveValue("1");
    await expect(calculator.locator("#calculator-use option:checked")).toHaveText(
      "کپاس: سفید مکھی",
    );
    await calculator.getByLabel("آپ کا رقبہ").fill("3.5");
    await expect(calculator.getByRole("radio", { name: "ایکڑ", exact: true })).toBeChecked();
    await expect(calculator.getByRole("radio", { name: "16 لیٹر" })).toBeChecked();
    await calculator.getByRole("button", { name: "حساب لگائیں" }).click();

    // The address the answer is at: with JavaScript the page sets it, without it the form went there.
    await expect(page).toHaveURL(
      new RegExp(`/ur${DHAAL}\\?use=1&area=3\\.5&unit=acre&tank=16(&litres=)?#calculator-answer$`),
    );
    await expect
      .poll(() => facts(page))
      .toEqual([
        "کل دوا: 875 ملی لیٹر",
        "کون سے پیک خریدیں: 500 ملی لیٹر کا 1 پیک\n100 ملی لیٹر کے 4 پیک\n25 ملی لیٹر دوا بچ جائے گی",
        "16 لیٹر کی ہر ٹینکی میں: 36 ملی لیٹر",
        "کتنی ٹینکیاں: 25 ٹینکیاں",
      ]);
    // Tanks for the middle of the label's 100 to 120 litres of water per acre.
    await expect(answer(page).locator(".calculator-water")).toHaveText(
      "لیبل کے مطابق فی ایکڑ 110 لیٹر پانی کے حساب سے۔",
    );
    await expect(areaField(page)).toHaveValue("3.5");
    // The phone's screen shows the whole answer, not the form again.
    await expect(answer(page)).toBeInViewport({ ratio: 1 });
    // Nothing wider than the phone.
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
  });

  test("@nojs reads '3 1/2' acres, and kanals at 8 to the acre, to the same answer", async ({
    page,
  }) => {
    await page.goto(DHAAL);
    await page.getByLabel("Your area").fill("3 1/2");
    await page.getByRole("button", { name: "Work it out" }).click();
    await expect(answer(page).locator(".calculator-facts")).toBeVisible();
    await expect.poll(() => facts(page)).toEqual(ENGLISH_DHAAL_FACTS);

    await page.getByLabel("Your area").fill("28");
    await page.getByRole("radio", { name: "Kanals (8 = 1 acre)" }).check();
    await page.getByRole("button", { name: "Work it out" }).click();
    await expect(page).toHaveURL(/[?&]area=28&unit=kanal&/);
    await expect(page.getByRole("radio", { name: "Kanals (8 = 1 acre)" })).toBeChecked();
    await expect.poll(() => facts(page)).toEqual(ENGLISH_DHAAL_FACTS);
  });

  test("@nojs refuses zero, a negative area, letters and 500,000 acres with a message beside the field", async ({
    page,
  }) => {
    const refusals = [
      ["0", "Enter a number more than zero."],
      ["-2", "Enter a number more than zero."],
      ["abc", "Write a number, for example 3.5 or 3 1/2."],
      ["500,000", "That is more than 2000 acres: please check the area."],
      ["", "Enter your area, for example 3.5."],
    ] as const;
    await page.goto(DHAAL);
    for (const [typed, message] of refusals) {
      await areaField(page).fill(typed);
      await page.getByRole("button", { name: "Work it out" }).click();
      // Refused, it is the server that answers, with or without JavaScript.
      await page.waitForURL((url) => url.searchParams.get("area") === typed);
      await expect(areaError(page), typed).toHaveText(message);
      await expect(areaField(page)).toHaveAttribute("aria-invalid", "true");
      await expect(areaField(page)).toHaveAttribute("aria-describedby", /calculator-area-error/);
      await expect(areaField(page)).toHaveValue(typed);
      // Where the answer would be, what to put right, leading to the field.
      await expect(answer(page)).toHaveText(`Your area: ${message}`);
      await expect(answer(page).getByRole("link")).toHaveAttribute("href", "#calculator-area");
      await expect(answer(page)).toBeInViewport();
    }

    // Another tank with no size, in Urdu.
    await page.goto(`/ur${DHAAL}`);
    await areaField(page).fill("3.5");
    await page.getByRole("radio", { name: "کوئی اور" }).check();
    await page.getByRole("button", { name: "حساب لگائیں" }).click();
    await page.waitForURL((url) => url.searchParams.get("tank") === "other");
    await expect(page.locator("#calculator-litres-error")).toHaveText(
      "اپنی ٹینکی کا سائز لیٹر میں لکھیں۔",
    );
    await expect(
      answer(page).getByRole("link", {
        name: "دوسری ٹینکی، لیٹر میں: اپنی ٹینکی کا سائز لیٹر میں لکھیں۔",
      }),
    ).toHaveAttribute("href", "#calculator-litres");
    await expect(page.locator("#calculator-litres")).toHaveAttribute("aria-invalid", "true");
    await areaField(page).fill("پانچ");
    await page.getByRole("button", { name: "حساب لگائیں" }).click();
    await page.waitForURL((url) => url.searchParams.get("area") === "پانچ");
    await expect(areaError(page)).toHaveText("عدد لکھیں، مثلاً 3.5 یا \u20663 1/2\u2069۔");
  });

  test("@nojs answers at the shareable address as it was sent, and the page cache keeps the bare page only", async ({
    page,
    request,
  }) => {
    await page.goto(`${DHAAL}?use=1&area=28&unit=kanal&tank=16#calculator-answer`);
    await expect(areaField(page)).toHaveValue("28");
    await expect(page.getByRole("radio", { name: "Kanals (8 = 1 acre)" })).toBeChecked();
    await expect.poll(() => facts(page)).toEqual(ENGLISH_DHAAL_FACTS);

    // Each answer is rendered for its own request; the bare page is kept, without an answer.
    for (let visit = 0; visit < 2; visit++) {
      const shared = await request.get(`${SEEDED_URL}${SHARED}`);
      expect(shared.headers()["x-cache"]).not.toBe("HIT");
      expect(await shared.text()).toContain("875 ml");
    }
    await request.get(`${SEEDED_URL}${DHAAL}`);
    const bare = await request.get(`${SEEDED_URL}${DHAAL}`);
    expect(bare.headers()["x-cache"]).toBe("HIT");
    const html = await bare.text();
    expect(html).toContain('id="calculator"');
    expect(html).not.toContain('<dl class="calculator-facts"');
  });

  test("@nojs the crop guide's link opens the product's calculator with that use chosen", async ({
    page,
  }) => {
    for (const [prefix, jassid, use] of [
      ["", "Jassid", "Cotton: Jassid"],
      ["/ur", "سبز تیلا", "کپاس: سبز تیلا"],
    ] as const) {
      await page.goto(`${prefix}/crops/cotton`);
      const recommendation = page
        .locator(".crop-target", { has: page.getByRole("heading", { name: jassid, exact: true }) })
        .locator(".crop-use", { has: page.locator(`a[href$="${DHAAL}"]`) });
      await recommendation.locator(".crop-use-calculate").click();
      await expect(page).toHaveURL(`${prefix}${DHAAL}?use=2#calculator`);
      await expect(page.locator("#calculator-use option:checked")).toHaveText(use);
      await expect(answer(page)).toBeEmpty();
      await expect(page.locator("#calculator .field-error")).toHaveCount(0);
    }
    // A use with a dose kept as text (per kg of seed) has no link.
    await page.goto("/crops/cotton");
    const seedTreatment = page.locator(".crop-use", {
      has: page.locator('a[href$="/beej-kavach-imidacloprid-60-fs"]'),
    });
    await expect(seedTreatment.first()).toBeVisible();
    await expect(seedTreatment.locator(".crop-use-calculate")).toHaveCount(0);
  });

  test("@nojs the product page lists its pack sizes in either language", async ({ page }) => {
    await page.goto(DHAAL);
    await expect(page.locator(".product-packs")).toHaveText(
      "Packs: 100 ml · 250 ml · 500 ml · 1 L",
    );
    await page.goto(`/ur${DHAAL}`);
    await expect(page.locator(".product-packs")).toHaveText(
      "پیک: 100 ملی لیٹر · 250 ملی لیٹر · 500 ملی لیٹر · 1 لیٹر",
    );
  });
});

test.describe("the spray calculator with JavaScript", () => {
  test("answers as the farmer types, without loading the page again, and keeps the address shareable", async ({
    page,
  }) => {
    await page.goto(`/ur${DHAAL}`);
    await page.waitForLoadState("load");
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await areaField(page).pressSequentially("3.5");
    await expect(answer(page).locator("dd").first()).toHaveText("875 ملی لیٹر");
    await expect(page).toHaveURL(
      `/ur${DHAAL}?use=1&area=3.5&unit=acre&tank=16&litres=#calculator-answer`,
    );
    // The button brings the answer into view, with no page loaded.
    await page.getByRole("button", { name: "حساب لگائیں" }).click();
    await expect(answer(page)).toBeInViewport({ ratio: 1 });

    await page.getByRole("radio", { name: "20 لیٹر" }).check();
    await expect(answer(page).locator("dt").nth(2)).toHaveText("20 لیٹر کی ہر ٹینکی میں");
    await expect(answer(page).locator("dd").nth(2)).toHaveText("45 ملی لیٹر");
    // Typing another tank's litres chooses it.
    await page.getByLabel("دوسری ٹینکی، لیٹر میں").fill("12");
    await expect(page.getByRole("radio", { name: "کوئی اور" })).toBeChecked();
    await expect(answer(page).locator("dt").nth(2)).toHaveText("12 لیٹر کی ہر ٹینکی میں");
    await page.getByLabel("استعمال", { exact: true }).selectOption("3");
    await expect(page).toHaveURL(
      /\?use=3&area=3\.5&unit=acre&tank=other&litres=12#calculator-answer$/,
    );

    // What cannot be answered shows no answer while typing.
    await areaField(page).fill("3.5 acres");
    await expect(answer(page)).toBeEmpty();
    await areaField(page).fill("");
    await expect(answer(page)).toBeEmpty();
    expect(documents).toEqual([]);

    // The address it set is the one the server answers.
    await areaField(page).fill("3.5");
    const shared = page.url();
    await page.goto(shared);
    await expect(answer(page).locator("dd").first()).toHaveText("875 ملی لیٹر");
    await expect(page.locator("#calculator-use")).toHaveValue("3");
  });

  test("a refusal the server showed goes once the area can be answered", async ({ page }) => {
    await page.goto(`${DHAAL}?use=1&area=abc&unit=acre&tank=16#calculator-answer`);
    await expect(areaError(page)).toHaveText("Write a number, for example 3.5 or 3 1/2.");
    await areaField(page).fill("3 1/2");
    await expect.poll(() => facts(page)).toEqual(ENGLISH_DHAAL_FACTS);
    await expect(areaError(page)).toHaveCount(0);
    await expect(areaField(page)).not.toHaveAttribute("aria-invalid");
  });
});
