/**
 * The crop guide: the crops page, a crop's pests with what to spray and at what dose, the
 * 'Recommended uses' table of a product, in English and Urdu, and the crops in the API.
 */
import { expectFailure, expectSuccess } from "./support/api-contract";
import { expectList, expectProduct } from "./support/api-records";
import { expect, test } from "./support/test";
import { DEMO_CATEGORIES } from "~/demo/catalogue";
import { DEMO_CROPS, DEMO_USES } from "~/demo/crop-guide";
import { DEMO_MAIN_USES, DEMO_TARGET_NAMES } from "~/demo/target-names";
import { TARGET_KINDS } from "~/crops/target-kinds";
import type { Locale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";

const en = messagesFor("en");
const ur = messagesFor("ur");

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const DHAAL_CATEGORY = DEMO_CATEGORIES[0]!;
const DHAAL = DHAAL_CATEGORY.products[0]!;
const DHAAL_PATH = `/category/${slugOf(DHAAL_CATEGORY.name)}/${slugOf(DHAAL.name)}`;

/** Demo products recommended on a crop against a target, as the guide should list them. */
function recommended(cropSlug: string): Map<string, string[]> {
  const byTarget = new Map<string, string[]>();
  for (const [product, uses] of Object.entries(DEMO_USES)) {
    for (const use of uses.filter((one) => one.crop === cropSlug)) {
      byTarget.set(use.target, [...(byTarget.get(use.target) ?? []), product]);
    }
  }
  return byTarget;
}

/**
 * A crop's targets as its page should group them: by kind, pests first; in each kind the
 * targets of main uses first, then the rest, each part in the alphabetical order of the page.
 */
function expectedGroups(cropSlug: string, locale: Locale) {
  const byKind = new Map<string, Map<string, boolean>>();
  for (const [product, uses] of Object.entries(DEMO_USES)) {
    for (const use of uses.filter((one) => one.crop === cropSlug)) {
      const kind = DEMO_TARGET_NAMES[use.target]!.kind;
      const shown = locale === "ur" ? use.targetUr : use.target;
      const main = (DEMO_MAIN_USES[product] ?? []).some(
        ([crop, target]) => crop === cropSlug && target === use.target,
      );
      const targets = byKind.get(kind) ?? new Map<string, boolean>();
      targets.set(shown, (targets.get(shown) ?? false) || main);
      byKind.set(kind, targets);
    }
  }
  const text = messagesFor(locale).crops;
  return TARGET_KINDS.filter((kind) => byKind.has(kind)).map((kind) => {
    const targets = [...byKind.get(kind)!].sort(([a], [b]) => a.localeCompare(b, locale));
    return {
      heading: text.kinds[kind],
      targets: [...targets.filter(([, main]) => main), ...targets.filter(([, main]) => !main)].map(
        ([target]) => target,
      ),
    };
  });
}

test.describe("the crop guide", () => {
  test("lists every crop with a product, reachable from the header and the home page @nojs", async ({
    page,
  }) => {
    await page.goto("/");
    await page.locator(".intro").getByRole("link", { name: en.chrome.nav.crops }).click();
    await expect(page).toHaveURL(/\/crops$/);
    await expect(page.locator("h1")).toHaveText(en.crops.heading);
    const cards = page.locator(".crop-card");
    await expect(cards).toHaveCount(DEMO_CROPS.length);
    await expect(
      page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: en.chrome.nav.crops }),
    ).toHaveAttribute("href", "/crops");
    await cards.filter({ hasText: "Cotton" }).click();
    await expect(page).toHaveURL(/\/crops\/cotton$/);
  });

  test("a crop's page lists each target with the products recommended against it and their doses @nojs", async ({
    page,
  }) => {
    await page.goto("/crops/wheat");
    await expect(page.locator("h1")).toHaveText("Wheat");
    const expected = recommended("wheat");
    await expect(page.locator(".crop-target")).toHaveCount(expected.size);
    for (const [target, products] of expected) {
      const section = page.locator(".crop-target", {
        has: page.getByRole("heading", { name: target, exact: true }),
      });
      await expect(section.locator(".crop-use")).toHaveCount(products.length);
    }
    // The product's name, the first of the block's links (the other opens its calculator).
    const first = page.locator(".crop-target .crop-use").first().locator(".crop-use-product");
    const name = await first.innerText();
    await first.click();
    await expect(page.locator("h1")).toHaveText(name);
  });

  test("in Urdu, the crops, targets and doses are Urdu and link to Urdu pages @nojs", async ({
    page,
  }) => {
    await page.goto("/ur/crops");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("h1")).toHaveText(ur.crops.heading);
    // In Urdu alphabetical order.
    const byName = [...DEMO_CROPS].sort((a, b) => a.nameUr.localeCompare(b.nameUr, "ur"));
    await expect(page.locator(".crop-card strong")).toHaveText(byName.map((crop) => crop.nameUr));
    await page.goto("/ur/crops/cotton");
    await expect(page.locator("h1")).toHaveText("کپاس");
    const whitefly = DEMO_USES[DHAAL.name]!.find((use) => use.crop === "cotton")!;
    await expect(page.getByRole("heading", { name: whitefly.targetUr, exact: true })).toBeVisible();
    await expect(page.locator(".crop-use a").first()).toHaveAttribute("href", /^\/ur\/category\//);
  });

  for (const width of [360, 390]) {
    test(`a crop's page groups its targets by kind, pests first, main ones first, at ${width} px in both languages @nojs`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const [locale, prefix] of [
        ["en", ""],
        ["ur", "/ur"],
      ] as const) {
        await page.goto(`${prefix}/crops/wheat`);
        const expected = expectedGroups("wheat", locale);
        // Wheat has all four kinds: pests, diseases, weeds and nutrition, in that order.
        expect(expected).toHaveLength(4);
        const kinds = page.locator(".crop-kind");
        await expect(kinds.locator("> h2")).toHaveText(expected.map((group) => group.heading));
        for (const [index, group] of expected.entries()) {
          await expect(kinds.nth(index).locator(".crop-target h3")).toHaveText(group.targets);
        }
        // Each product is one block: the labels and the values each on one line, unless a
        // value is longer than the whole block is wide ('250 ml per acre in 100–120 litres of
        // water' never breaks).
        const facts = await page.locator(".crop-target .use-facts").evaluateAll((lists) =>
          lists.flatMap((list) =>
            [...list.querySelectorAll("dt, dd")].map((element) => {
              const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
              // The width of the text on one line, measured beside it with the same style.
              const oneLine = element.cloneNode(true) as HTMLElement;
              oneLine.style.cssText = "position: absolute; white-space: nowrap; visibility: hidden";
              element.after(oneLine);
              const width = oneLine.getBoundingClientRect().width;
              oneLine.remove();
              return {
                text: element.textContent ?? "",
                label: element.tagName === "DT",
                lines: Math.round(element.getBoundingClientRect().height / lineHeight),
                fits: width <= list.getBoundingClientRect().width,
              };
            }),
          ),
        );
        expect(facts.filter((fact) => fact.label && fact.fits).length).toBeGreaterThan(10);
        for (const fact of facts) {
          if (fact.label || fact.fits) expect(fact.lines, fact.text).toBe(1);
        }
        expect(
          facts.some((fact) =>
            /^\d+ (ml|g|kg) per acre in [\d–]+ litres of water$|^\d+ (ملی لیٹر|گرام|کلوگرام) فی ایکڑ، [\d سے]+ لیٹر پانی میں$/.test(
              fact.text,
            ),
          ),
        ).toBe(true);
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          viewport: window.innerWidth,
        }));
        expect(widths.page, locale).toBeLessThanOrEqual(widths.viewport);
      }
    });
  }

  test("on cotton, the whitefly is a pest listed before the boron deficiency, Dhaal against it @nojs", async ({
    page,
  }) => {
    await page.goto("/crops/cotton");
    const pests = page.locator(".crop-kind").first();
    await expect(pests.locator("> h2")).toHaveText(en.crops.kinds.pest);
    const targets = pests.locator(".crop-target");
    const whitefly = targets.filter({
      has: page.getByRole("heading", { name: "Whitefly", exact: true }),
    });
    await expect(whitefly.locator(".crop-use").first().locator(".crop-use-product")).toHaveText(
      DHAAL.name,
    );
    // Cotton's boron deficiency is nutrition, after every pest.
    await expect(page.locator(".crop-kind").last().locator("> h2")).toHaveText(
      en.crops.kinds.nutrition,
    );
    await expect(page.locator(".crop-kind").last()).toContainText("Boron deficiency");
    await expect(pests).not.toContainText("Boron deficiency");
  });

  test("a product page has its recommended uses, each crop linking to its page @nojs", async ({
    page,
  }) => {
    const uses = DEMO_USES[DHAAL.name]!;
    await page.goto(DHAAL_PATH);
    const region = page.getByRole("region", { name: en.product.uses });
    await expect(region.locator(".use-item")).toHaveCount(uses.length);
    const first = region.locator(".use-item").filter({ hasText: uses[0]!.target }).first();
    await expect(first.locator(".use-for strong")).toHaveText(uses[0]!.target);
    // The dose is written from its parts, the water per acre included.
    await expect(first.locator(".use-dose")).toHaveText(
      "250 ml per acre in 100–120 litres of water",
    );
    await expect(first.getByRole("link")).toHaveAttribute("href", `/crops/${uses[0]!.crop}`);
    await page.goto(`/ur${DHAAL_PATH}`);
    const urdu = page.getByRole("region", { name: ur.product.uses });
    await expect(
      urdu.locator(".use-for strong").filter({ hasText: uses[0]!.targetUr }).first(),
    ).toHaveText(uses[0]!.targetUr);
    await expect(
      urdu.locator(".use-item").filter({ hasText: uses[0]!.targetUr }).first().locator(".use-dose"),
    ).toHaveText("250 ملی لیٹر فی ایکڑ، 100 سے 120 لیٹر پانی میں");
  });

  test("an unknown crop, or one with no product, is not found", async ({ page }) => {
    expect((await page.goto("/crops/bananas"))?.status()).toBe(404);
    expect((await page.goto("/ur/crops/bananas"))?.status()).toBe(404);
  });

  test("the sitemap lists the guide and every crop in both languages", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/crops", "/crops/cotton", "/ur/crops", "/ur/crops/cotton"]) {
      expect(xml, path).toMatch(new RegExp(`<loc>[^<]*${path}</loc>`));
    }
  });
});

test.describe("crops in the API", () => {
  test("GET /api/crops and /api/crops/{slug}; product records carry their uses", async ({
    request,
  }) => {
    const list = await expectSuccess(await request.get("/api/crops"));
    const crops = expectList(list.data, (value) => value as { slug: string; nameUr: string });
    expect(crops.map((crop) => crop.slug).sort()).toEqual(
      DEMO_CROPS.map((crop) => crop.slug).sort(),
    );
    const cotton = await expectSuccess(await request.get("/api/crops/cotton"));
    expect(cotton.data).toMatchObject({ name: "Cotton", slug: "cotton", nameUr: "کپاس" });
    await expectFailure(await request.get("/api/crops/bananas"), 404);
    const products = expectList(
      (await expectSuccess(await request.get("/api/products"))).data,
      expectProduct,
    );
    const dhaal = products.find((product) => product.name === DHAAL.name)!;
    expect(dhaal.uses.map((use) => [use.crop, use.target, use.targetUr])).toEqual(
      DEMO_USES[DHAAL.name]!.map((use) => [use.crop, use.target, use.targetUr]),
    );
  });
});
