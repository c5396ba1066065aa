/**
 * Search: the header's box on every public page, the results page in English and Urdu with
 * and without JavaScript, what it says when nothing matches, hostile queries, and the API call.
 */
import type { Page } from "@playwright/test";
import { expectSuccess } from "./support/api-contract";
import { expectList, expectProduct } from "./support/api-records";
import { waitForPageReady } from "./support/pages";
import { expect, test } from "./support/test";
import { DEMO_CATEGORIES, type DemoProduct } from "~/demo/catalogue";
import { DEMO_CROPS, DEMO_USES } from "~/demo/crop-guide";
import { DEMO_CROP_ROMAN_NAMES, DEMO_TARGET_NAMES } from "~/demo/target-names";
import { format } from "~/i18n/format";
import { messagesFor } from "~/i18n/messages.server";

const en = messagesFor("en");
const ur = messagesFor("ur");

const DEMO_PRODUCTS = DEMO_CATEGORIES.flatMap((category) =>
  category.products.map((product) => ({ ...product, categoryName: category.name })),
);

/** The English text the index holds of a demo product, its uses' crops and targets included. */
function englishText(product: DemoProduct & { categoryName: string }): string {
  const uses = (DEMO_USES[product.name] ?? []).flatMap((use) => [
    DEMO_CROPS.find((crop) => crop.slug === use.crop)?.name ?? "",
    use.target,
  ]);
  return [
    ...uses,
    product.name,
    product.composition,
    product.categoryName,
    product.description,
    ...product.features,
    product.usage,
    product.dosage,
  ].join(" ");
}

/** Demo products with a word that starts with `prefix`, as the search should find them. */
function demoProductsWith(prefix: string): string[] {
  const word = new RegExp(`(^|[^\\p{L}\\p{N}])${prefix}`, "iu");
  return DEMO_PRODUCTS.filter((product) => word.test(englishText(product)))
    .map((product) => product.name)
    .sort();
}

/** The Roman Urdu names the index holds of a demo product: its uses' crops' and targets'. */
function romanText(product: DemoProduct): string {
  return (DEMO_USES[product.name] ?? [])
    .flatMap((use) => [DEMO_CROP_ROMAN_NAMES[use.crop], DEMO_TARGET_NAMES[use.target]?.roman])
    .join(", ");
}

/** Demo products with a word beginning with each prefix, Roman Urdu names included. */
function demoProductsWithEvery(...prefixes: string[]): string[] {
  return DEMO_PRODUCTS.filter((product) =>
    prefixes.every((prefix) =>
      new RegExp(`(^|[^\\p{L}\\p{N}])${prefix}`, "iu").test(
        `${englishText(product)} ${romanText(product)}`,
      ),
    ),
  )
    .map((product) => product.name)
    .sort();
}

const DHAAL = DEMO_PRODUCTS.find((product) => product.name.startsWith("Dhaal"))!;

const resultNames = (page: Page) => page.locator(".search-result h2").allInnerTexts();

async function searchFromHeader(page: Page, words: string, button: string) {
  const box = page.getByRole("search");
  await box.getByRole("searchbox").fill(words);
  await box.getByRole("button", { name: button }).click();
}

test.describe("the search box", () => {
  test("sits under the header's navigation on every public page, a GET form to the results of its language @nojs", async ({
    page,
  }) => {
    for (const [path, action] of [
      ["/", "/search"],
      ["/about", "/search"],
      ["/gallery", "/search"],
      ["/ur", "/ur/search"],
      ["/ur/contact", "/ur/search"],
    ] as const) {
      await page.goto(path);
      const form = page.locator("form[role=search]");
      // Right below the header (which keeps only its navigation pinned, the box scrolls away).
      const header = (await page.locator("header.site-header").boundingBox())!;
      const box = (await form.boundingBox())!;
      expect(box.y, path).toBeGreaterThanOrEqual(header.y + header.height - 1);
      expect(box.y, path).toBeLessThanOrEqual(header.y + header.height + 16);
      await expect(form).toHaveAttribute("method", "get");
      await expect(form).toHaveAttribute("action", action);
      await expect(form.getByRole("searchbox")).toHaveAttribute("name", "q");
    }
  });

  for (const javaScript of [true, false]) {
    test(`'whitefly' from the home page lists every product about whitefly ${javaScript ? "with" : "without"} JavaScript @nojs`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: javaScript });
      try {
        const page = await context.newPage();
        await page.goto("/");
        if (javaScript) await waitForPageReady(page);
        await searchFromHeader(page, "whitefly", en.chrome.search.button);
        await expect(page).toHaveURL(/\/search\?q=whitefly$/);
        const expected = demoProductsWith("whitefl");
        expect(expected.length).toBeGreaterThan(1);
        await expect(page.locator(".search-result")).toHaveCount(expected.length);
        expect((await resultNames(page)).sort()).toEqual(expected);
        await expect(page.locator("h1 + p")).toHaveText(
          format(en.search.found.other, { count: expected.length, query: "whitefly" }),
        );
        await expect(page.locator(".search-result mark").first()).toHaveText(/^whitefl/i);
        await expect(page.getByRole("searchbox")).toHaveValue("whitefly");
        // A product recommended against whitefly says on which crop.
        await expect(
          page.locator(".search-uses li", { hasText: /whitefl/i }).first(),
        ).toBeVisible();
        // One step from there to the product.
        const first = page.locator(".search-result").first();
        const name = await first.locator("h2").innerText();
        await first.getByRole("link", { name: en.chrome.viewDetails }).click();
        await expect(page.locator("h1")).toHaveText(name);
      } finally {
        await context.close();
      }
    });
  }

  test("'imida' finds the imidacloprid products, the name marked, the ingredient ranked first @nojs", async ({
    page,
  }) => {
    await page.goto("/search?q=imida");
    const expected = demoProductsWith("imida");
    expect((await resultNames(page)).sort()).toEqual(expected);
    // Every one has it in its name, which is marked.
    for (const name of await page.locator(".search-result h2 mark").allInnerTexts()) {
      expect(name).toMatch(/^imida/i);
    }
  });

  test("'cotton' finds the cotton products", async ({ page }) => {
    await page.goto("/search?q=cotton");
    expect((await resultNames(page)).sort()).toEqual(demoProductsWith("cotton"));
  });

  test("'سفید مکھی' on an Urdu page lists the Urdu products, in Urdu @nojs", async ({ page }) => {
    await page.goto("/ur");
    await searchFromHeader(page, "سفید مکھی", ur.chrome.search.button);
    await expect(page).toHaveURL((url) => url.pathname === "/ur/search");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const names = await resultNames(page);
    expect(names.length).toBeGreaterThan(0);
    const dhaal = DEMO_PRODUCTS.find((product) => product.name.startsWith("Dhaal"))!;
    expect(names).toContain(dhaal.nameUr);
    await expect(page.locator(".search-result mark").first()).toHaveText(/^(سفید|مکھی)/);
    await expect(page.locator(".search-result a").first()).toHaveAttribute("href", /^\/ur\//);
    // Typed on an Arabic keyboard (ي, ك): the same products.
    await page.goto(`/ur/search?q=${encodeURIComponent("سفيد مكھی")}`);
    expect(await resultNames(page)).toEqual(names);
  });

  test("a search that finds nothing says so and offers the categories and the contact page @nojs", async ({
    page,
  }) => {
    await page.goto("/search?q=zzqqxx");
    await expect(page.getByRole("heading", { name: en.search.empty })).toBeVisible();
    await expect(page.getByText(format(en.search.emptyText, { query: "zzqqxx" }))).toBeVisible();
    await expect(page.getByRole("link", { name: en.chrome.nav.crops }).last()).toHaveAttribute(
      "href",
      "/crops",
    );
    const categories = page.getByRole("navigation", { name: en.search.categories });
    await expect(categories.getByRole("link")).toHaveCount(DEMO_CATEGORIES.length);
    await expect(page.getByRole("link", { name: en.search.askUs })).toHaveAttribute(
      "href",
      "/contact",
    );
    await page.goto(`/ur/search?q=zzqqxx`);
    await expect(page.getByRole("heading", { name: ur.search.empty })).toBeVisible();
    await expect(page.getByRole("link", { name: ur.search.askUs })).toHaveAttribute(
      "href",
      "/ur/contact",
    );
  });

  test("hostile and odd queries are answered, never refused or failed", async ({ request }) => {
    for (const q of ['"', "OR", "NEAR(whitefly", "*", "!!!", "x".repeat(1000), "'; --", "<b>"]) {
      const response = await request.get(`/search?q=${encodeURIComponent(q)}`);
      expect(response.status(), q).toBe(200);
      expect(await response.text(), q).not.toContain("<b>x");
    }
    const empty = await request.get("/search");
    expect(empty.status()).toBe(200);
    expect(await empty.text()).toContain(en.search.prompt);
  });

  test("results pages are kept out of search engines", async ({ page }) => {
    await page.goto("/search?q=whitefly");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page).toHaveTitle(
      `${format(en.search.titleFor, { query: "whitefly" })} | ${en.company.name}`,
    );
  });
});

test.describe("Roman Urdu and Urdu written without its spaces, on a 390 px phone", () => {
  for (const javaScript of [true, false]) {
    for (const [prefix, name, use] of [
      ["", DHAAL.name, "Cotton: Whitefly"],
      ["/ur", DHAAL.nameUr, "کپاس: سفید مکھی"],
    ] as const) {
      test(`'safed makhi' on ${prefix}/search leads to Dhaal in one step ${javaScript ? "with" : "without"} JavaScript @nojs`, async ({
        browser,
      }) => {
        const context = await browser.newContext({
          javaScriptEnabled: javaScript,
          viewport: { width: 390, height: 844 },
        });
        try {
          const page = await context.newPage();
          await page.goto(`${prefix}/search?q=${encodeURIComponent("safed makhi")}`);
          if (javaScript) await waitForPageReady(page);
          const names = await resultNames(page);
          expect(names.sort()).toEqual(
            demoProductsWithEvery("safed", "makhi")
              .map((english) =>
                prefix ? DEMO_PRODUCTS.find((p) => p.name === english)!.nameUr : english,
              )
              .sort(),
          );
          // Among the first results, on the first screen, saying what it is for.
          const results = page.locator(".search-result");
          const dhaal = results.filter({ has: page.getByRole("heading", { name, exact: true }) });
          expect(
            await results.evaluateAll(
              (items, wanted) =>
                items.findIndex((item) => item.querySelector("h2")?.textContent === wanted),
              name,
            ),
          ).toBeLessThan(3);
          await expect(dhaal.locator(".search-uses li", { hasText: use })).toBeVisible();
          const link = dhaal.getByRole("heading").getByRole("link");
          await expect(link).toBeInViewport();
          await link.click();
          await expect(page.locator("h1")).toHaveText(name);
        } finally {
          await context.close();
        }
      });
    }
  }

  test("'sundi', 'tela', 'kapas' and 'gandum' find the products of those targets and crops, in both languages @nojs", async ({
    page,
  }) => {
    for (const word of ["sundi", "tela", "kapas", "gandum"]) {
      const expected = demoProductsWithEvery(word);
      expect(expected.length, word).toBeGreaterThan(1);
      await page.goto(`/search?q=${word}`);
      expect((await resultNames(page)).sort(), word).toEqual(expected);
      await page.goto(`/ur/search?q=${word}`);
      await expect(page.locator(".search-result"), word).toHaveCount(expected.length);
    }
    // A bollworm product is found by the pink bollworm's name, with the use it is for.
    await page.goto(`/search?q=${encodeURIComponent("gulabi sundi")}`);
    await expect(page.locator(".search-result")).toHaveCount(1);
    await expect(
      page.locator(".search-uses li", { hasText: "Cotton: Pink and spotted bollworm" }),
    ).toBeVisible();
  });

  test("'سفیدمکھی' and 'safedmakhi', written without the space, find what 'safed makhi' finds @nojs", async ({
    page,
  }) => {
    const expected = demoProductsWithEvery("safed", "makhi")
      .map((english) => DEMO_PRODUCTS.find((product) => product.name === english)!.nameUr)
      .sort();
    expect(expected).toContain(DHAAL.nameUr);
    for (const query of ["سفیدمکھی", "سفيدمكھی", "safedmakhi", "سفید مکھی"]) {
      await page.goto(`/ur/search?q=${encodeURIComponent(query)}`);
      const names = await resultNames(page);
      expect(names.slice(0, 3), query).toContain(DHAAL.nameUr);
      if (query !== "سفید مکھی") expect(names.sort(), query).toEqual(expected);
    }
  });
});

test.describe("GET /api/search", () => {
  test("answers product records, best first, as documented; no words, no products", async ({
    request,
  }) => {
    const found = await expectSuccess(await request.get("/api/search?q=imida"));
    const products = expectList(found.data, expectProduct);
    expect(products.map((product) => product.name).sort()).toEqual(demoProductsWith("imida"));
    const urdu = await expectSuccess(
      await request.get(`/api/search?q=${encodeURIComponent("امیڈاکلوپرڈ")}`),
    );
    expect(expectList(urdu.data, expectProduct).map((product) => product.name)).toContain(
      "Dhaal Imidacloprid 20% SL",
    );
    // "OR" is a word like any other here, not an operator: it is looked up, safely.
    expect(
      (await request.get(`/api/search?q=${encodeURIComponent('"OR" AND NOT')}`)).status(),
    ).toBe(200);
    for (const q of ["", "???", '"*"', "-- ()"]) {
      const none = await expectSuccess(await request.get(`/api/search?q=${encodeURIComponent(q)}`));
      expect(none.data, q).toEqual([]);
    }
    // Roman Urdu: the same products as the pages, best first.
    const roman = await expectSuccess(
      await request.get(`/api/search?q=${encodeURIComponent("safed makhi")}`),
    );
    const whitefly = expectList(roman.data, expectProduct).map((product) => product.name);
    expect([...whitefly].sort()).toEqual(demoProductsWithEvery("safed", "makhi"));
    expect(whitefly.slice(0, 3)).toContain(DHAAL.name);
    const gandum = await expectSuccess(await request.get("/api/search?q=gandum"));
    expect(
      expectList(gandum.data, expectProduct)
        .map((product) => product.name)
        .sort(),
    ).toEqual(demoProductsWithEvery("gandum"));
    const long = await expectSuccess(
      await request.get(`/api/search?q=${encodeURIComponent("whitefly ".repeat(300))}`),
    );
    expect(expectList(long.data, expectProduct).length).toBeGreaterThan(0);
  });
});
