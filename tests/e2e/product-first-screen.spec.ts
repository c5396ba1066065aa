// A farmer opens a product or a category on a phone: what a product is for and how much to use
// come first, and a category's first product is on the first screen.
import { expect, test } from "./support/test";
import { SEEDED_URL } from "./support/servers";

const PRODUCT = "/category/insecticides/dhaal-imidacloprid-20-sl";
const CATEGORY = "/category/insecticides";
const SCREENS = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
];
const LANGUAGES = [
  { prefix: "", whitefly: "Whitefly", forLabel: "For" },
  { prefix: "/ur", whitefly: "سفید مکھی", forLabel: "برائے" },
];

/** How many lines the text of each matching element takes. */
const countLines = (elements: Element[]) =>
  elements.map((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

for (const screen of SCREENS) {
  for (const language of LANGUAGES) {
    const label = `${screen.width} px ${language.prefix || "/"}`;

    test(`a product page gives its uses before its description (${label})`, async ({ page }) => {
      await page.setViewportSize(screen);
      await page.goto(`${SEEDED_URL}${language.prefix}${PRODUCT}`);
      const uses = page.locator("#uses-heading");
      await expect(uses).toBeVisible();
      // In reading order the uses come right after the name, before the overview.
      const order = await page.locator(".product-info h1, .product-info h2").allTextContents();
      expect(order.indexOf(await uses.innerText())).toBe(1);
      const usesTop = (await uses.boundingBox())?.y ?? Infinity;
      expect(usesTop).toBeLessThan(screen.height * 1.5);
      // The main use leads: Dhaal is first of all for whitefly.
      await expect(page.locator(".use-item").first().locator(".use-for strong")).toHaveText(
        language.whitefly,
      );
      // Each dose reads in whole phrases: its amount per area on one line, the water to spray
      // it in on one line ('250 ml per acre' / 'in 100–120 litres of water'), never broken
      // inside; a dose of one phrase is one line.
      const doses = page.locator(".use-dose");
      const phraseLines = await doses.locator(".dose-phrase").evaluateAll(countLines);
      expect(phraseLines.length).toBeGreaterThanOrEqual((await doses.count()) * 2);
      expect(phraseLines.every((lines) => lines === 1)).toBe(true);
      const doseLines = await doses.evaluateAll((elements) =>
        elements.map(
          (dose) =>
            new Set(
              [...dose.querySelectorAll(".dose-phrase")].map((phrase) =>
                Math.round(phrase.getBoundingClientRect().top),
              ),
            ).size,
        ),
      );
      expect(doseLines.every((lines) => lines <= 2)).toBe(true);
      const widths = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
    });

    test(`a category page shows its first product on the first screen (${label})`, async ({
      page,
    }) => {
      await page.setViewportSize(screen);
      await page.goto(`${SEEDED_URL}${language.prefix}${CATEGORY}`);
      const first = page.locator(".product-card").first();
      const box = await first.boundingBox();
      expect(box?.y ?? Infinity).toBeLessThan(screen.height);
      if (screen.height >= 844) {
        // On a 390x844 phone the first card's name is on the first screen too.
        const name = await first.locator("h3").boundingBox();
        expect((name?.y ?? Infinity) + (name?.height ?? 0)).toBeLessThanOrEqual(screen.height);
      }
      // Each card names what the product is for: Dhaal's names whitefly.
      const dhaal = page.locator(".product-card", {
        has: page.locator(`a[href$="dhaal-imidacloprid-20-sl"]`),
      });
      await expect(dhaal.locator(".product-card-focus dt").first()).toHaveText(language.forLabel);
      await expect(dhaal.locator(".product-card-focus dd").first()).toContainText(
        language.whitefly,
      );
      await expect(dhaal.locator(".product-card-focus dd").nth(1)).not.toBeEmpty();
    });
  }
}
