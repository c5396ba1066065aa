/**
 * The Urdu site under /ur: every public page and state exists right to left with Urdu text and
 * no English interface text, the language links land on the twin page, the head and sitemap
 * name both languages, the Urdu contact form works with and without JavaScript and stores the
 * language, and the admin's Urdu fields reach the public pages and the API.
 */
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  findCategory,
  findContacts,
  galleryItemIdByTitle,
  removeCategory,
  removeContacts,
  TEST_CATEGORY_PREFIX,
  uniqueTag,
} from "./support/database";
import { notice, openSiteFromAdmin, waitForPageReady } from "./support/pages";
import { EMPTY_URL, WORK_URL } from "./support/servers";
import { bearer, signInToken } from "./support/sign-in";
import { adminTest, expect, test } from "./support/test";
import { DEMO_CATEGORIES } from "~/demo/catalogue";
import { DEMO_CROPS, DEMO_USES } from "~/demo/crop-guide";
import { DEMO_GALLERY_EVENTS } from "~/demo/gallery-events";
import { messagesFor } from "~/i18n/messages.server";
import { format } from "~/i18n/format";

const ur = messagesFor("ur");
const en = messagesFor("en");

const FIRST_CATEGORY = DEMO_CATEGORIES[0]!;
const FIRST_PRODUCT = FIRST_CATEGORY.products[0]!;
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const CATEGORY_PATH = `/category/${slugOf(FIRST_CATEGORY.name)}`;
const PRODUCT_PATH = `${CATEGORY_PATH}/${slugOf(FIRST_PRODUCT.name)}`;

/** Latin words an Urdu page may carry: formulation codes, units, chemical symbols, address parts. */
const LATIN_ALLOWED = new Set(
  (
    "SL EC WP WG WDG SC GR EW OD SP WS FS TE NPK EDTA NAA GA3 K2O P2O5 N S B Zn Fe Mn Cu " +
    "g kg ml L w v ppm III WB NTN"
  ).split(" "),
);

/**
 * The Latin words of the page's visible text that are not allowed on an Urdu page. Text marked
 * lang="en" (the 'English' link, an English fallback of a field with no Urdu) and e-mail
 * addresses are English on purpose and left out.
 */
async function latinLeaks(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll('[lang="en"], script, style, [hidden]').forEach((node) => node.remove());
    return body.textContent ?? "";
  });
  const words = text.replace(/[\w.+-]+@[\w.-]+/g, " ").match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
  return [...new Set(words.filter((word) => !LATIN_ALLOWED.has(word)))];
}

/** The page's meta description, as served. */
async function metaDescription(page: Page): Promise<string> {
  return (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
}

/**
 * The Latin words of an Urdu page's description outside `productName`, the one name it may
 * carry with its codes ("ڈھال امیڈاکلوپرڈ 20% SL"): anything else is English mixed in.
 */
function latinInDescription(description: string, productName?: string): string[] {
  const rest = productName ? description.split(productName).join(" ") : description;
  return rest.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
}

async function expectUrduPage(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ur");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("h1").first()).toHaveText(/[\u0600-\u06FF]/);
  expect(await latinLeaks(page)).toEqual([]);
}

const PAGES = [
  { name: "home", path: "/ur", heading: ur.home.slides[0]!.title },
  {
    name: "about",
    path: "/ur/about",
    heading: format(ur.about.heading, { company: ur.company.name }),
  },
  { name: "contact", path: "/ur/contact", heading: ur.contact.title },
  { name: "gallery", path: "/ur/gallery", heading: ur.chrome.galleryTitle },
  { name: "gallery filtered", path: "/ur/gallery?type=training", heading: ur.chrome.galleryTitle },
  { name: "a category", path: `/ur${CATEGORY_PATH}`, heading: FIRST_CATEGORY.nameUr },
  { name: "a product", path: `/ur${PRODUCT_PATH}`, heading: FIRST_PRODUCT.nameUr },
  { name: "a crop of the guide", path: "/ur/crops/wheat", heading: "گندم" },
  {
    name: "search results",
    path: `/ur/search?q=${encodeURIComponent("سفید مکھی")}`,
    heading: ur.search.heading,
  },
];

test.describe("Urdu pages", () => {
  for (const { name, path, heading } of PAGES) {
    test(`${name} (${path}) is Urdu, right to left, with no English interface text @nojs`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1").first()).toHaveText(heading);
      await expectUrduPage(page);
    });
  }

  test("every product and category page of the demo catalogue reads in Urdu", async ({ page }) => {
    for (const category of DEMO_CATEGORIES) {
      const categoryPath = `/ur/category/${slugOf(category.name)}`;
      await page.goto(categoryPath);
      await expect(page.locator("h1")).toHaveText(category.nameUr);
      await expectUrduPage(page);
      for (const product of category.products) {
        await page.goto(`${categoryPath}/${slugOf(product.name)}`);
        await expect(page.locator("h1")).toHaveText(product.nameUr);
        expect(await latinLeaks(page), product.name).toEqual([]);
      }
    }
  });

  test("an event opened over the gallery shows its Urdu title, place and an Urdu date @nojs", async ({
    page,
  }) => {
    const event = DEMO_GALLERY_EVENTS[0]!;
    const id = galleryItemIdByTitle(event.title);
    await page.goto(`/ur/gallery?event=${id}`);
    const dialog = page.getByRole("dialog", { name: event.titleUr });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(event.locationUr);
    const [year, month, day] = event.date.split("-").map(Number);
    await expect(dialog.locator("time")).toHaveText(
      `${day} ${ur.chrome.months[month! - 1]} ${year}`,
    );
    await expect(dialog.getByRole("link", { name: ur.gallery.close })).toHaveAttribute(
      "href",
      `/ur/gallery#event-${id}`,
    );
    await expectUrduPage(page);
  });

  test("not-found pages answer 404 in Urdu @nojs", async ({ page }) => {
    for (const [path, kind] of [
      ["/ur/no-such-page", "page"],
      ["/ur/category/no-such-category", "category"],
      [`/ur${CATEGORY_PATH}/no-such-product`, "product"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("h1")).toHaveText(ur.chrome.notFound[kind].title);
      await expect(page).toHaveTitle(`${ur.chrome.notFound[kind].title} | ${ur.company.name}`);
      await expectUrduPage(page);
    }
    // Only /ur is a language: any other first segment is not a page.
    expect((await page.goto("/fr/about"))?.status()).toBe(404);
  });

  test("the empty states are in Urdu", async ({ page }) => {
    await page.goto(`${EMPTY_URL}/ur/gallery`);
    await expect(page.getByRole("heading", { name: ur.gallery.empty })).toBeVisible();
    await expect(page.getByText(ur.gallery.emptyNone)).toBeVisible();
    await page.goto(`${EMPTY_URL}/ur`);
    await page.locator("summary", { hasText: ur.chrome.nav.products }).first().click();
    await expect(page.getByText(ur.chrome.noCategories).first()).toBeVisible();
    await expectUrduPage(page);
  });

  test("the web app manifest of the Urdu pages is in Urdu and opens on /ur", async ({
    page,
    request,
  }) => {
    await page.goto("/ur");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      "href",
      "/ur/manifest.webmanifest",
    );
    const manifest = (await (await request.get("/ur/manifest.webmanifest")).json()) as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({
      name: ur.company.name,
      lang: "ur",
      dir: "rtl",
      start_url: "/ur",
      scope: "/ur",
    });
  });
});

test.describe("right to left in use", () => {
  test("the Urdu slider starts at the right and its arrows move the way Urdu reads", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/ur");
    await waitForPageReady(page);
    // Right to left, the strip scrolls to negative offsets: slide n sits at -n widths.
    expect(
      await page.locator(".hero-strip").evaluate((strip) => strip.scrollWidth > strip.clientWidth),
    ).toBe(true);
    const shownSlide = () =>
      page
        .locator(".hero-strip")
        .evaluate((strip) => Math.abs(Math.round(strip.scrollLeft / strip.clientWidth)));
    expect(await shownSlide()).toBe(0);
    const first = page.locator("#slide-1");
    const next = first.getByRole("link", { name: ur.home.slider.next });
    const previous = first.getByRole("link", { name: ur.home.slider.previous });
    // Forward is to the left in Urdu, and the arrows point that way.
    const nextBox = await next.boundingBox();
    const previousBox = await previous.boundingBox();
    expect(nextBox!.x).toBeLessThan(previousBox!.x);
    await next.click();
    await expect.poll(shownSlide).toBe(1);
    expect(await page.locator(".hero-strip").evaluate((strip) => strip.scrollLeft)).toBeLessThan(0);
    await page
      .locator("#slide-2")
      .getByRole("link", { name: format(ur.home.slider.goTo, { number: 5 }) })
      .click();
    await expect.poll(shownSlide).toBe(4);
    await page.locator("#slide-5").getByRole("link", { name: ur.home.slider.next }).click();
    await expect.poll(shownSlide).toBe(0);
  });

  test("the phone menu opens from the left edge in Urdu, its links in Urdu @nojs", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/ur");
    await page.getByLabel(ur.chrome.menu).click();
    const panel = page.locator(".drawer-panel");
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box!.x).toBeLessThanOrEqual(1);
    await expect(panel.getByRole("link", { name: ur.chrome.nav.about })).toHaveAttribute(
      "href",
      "/ur/about",
    );
  });

  test("numbers with signs stay as written: counters read 20+, a product name keeps 20% SL", async ({
    page,
  }) => {
    await page.goto(`/ur${PRODUCT_PATH}`);
    const heading = page.locator("h1");
    await expect(heading.locator("bdi[dir=ltr]")).toHaveText("20% SL");
    await page.goto("/ur");
    await expect(page.locator(".counter-value").first()).toHaveAttribute("dir", "ltr");
  });
});

test.describe("Urdu phrases on a phone", () => {
  const COTTON_TARGETS = Object.values(DEMO_USES)
    .flat()
    .filter((use) => use.crop === "cotton")
    .map((use) => use.targetUr);

  for (const width of [360, 390]) {
    test(`at ${width} px, phrases filled from templates read as Urdu grammar has them @nojs`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      // The farm visits filter: its own oblique plural, not "کھیت کا دورہ کی تقریبات".
      await page.goto("/ur/gallery?type=farm_visit");
      await expect(page).toHaveTitle(/^کھیت کے دوروں کی تقریبات \| /);
      await expect(page.locator('.filter-chip[aria-current="page"]')).toContainText(
        ur.gallery.eventTypes.farm_visit,
      );
      await page.goto("/ur/gallery?type=other");
      await expect(page).toHaveTitle(/^دیگر تقریبات \| /);

      // A category's name heads its phrase: no "کیڑے مار دوائیں کی مصنوعات".
      await page.goto(`/ur${CATEGORY_PATH}`);
      await expect(
        page.getByRole("heading", { level: 2, name: "کیڑے مار دوائیں: ہماری مصنوعات" }),
      ).toHaveCount(1);
      await expect(page.locator("main")).not.toContainText("دوائیں کی مصنوعات");

      // A crop's targets, joined with the Urdu comma; a crop's name never before a postposition
      // it would have to bend for ("گنا کے", "سبزیاں کے").
      await page.goto("/ur/crops/cotton");
      const cotton = await metaDescription(page);
      expect(cotton).toMatch(/^کپاس: /);
      expect(cotton).not.toContain(",");
      // Parted by the Urdu comma, or its semicolon where a target holds a comma of its own.
      const list = cotton.slice("کپاس: ".length).split(/۔ |…/)[0]!;
      const targets = list.split(list.includes("؛ ") ? "؛ " : "، ");
      expect(targets.length).toBeGreaterThanOrEqual(2);
      // The last may be cut short by the description's length.
      for (const target of targets.slice(0, -1)) expect(COTTON_TARGETS).toContain(target);
      for (const slug of ["sugarcane", "vegetables"]) {
        await page.goto(`/ur/crops/${slug}`);
        const name = DEMO_CROPS.find((crop) => crop.slug === slug)!.nameUr;
        await expect(page.locator("h1")).toHaveText(name);
        await expect(page.locator("main")).toContainText(
          "اس فصل کے ہر کیڑے، بیماری اور جڑی بوٹی کے خلاف",
        );
        for (const postposition of ["کے", "کی", "کا", "پر", "میں"]) {
          await expect(page.locator("main")).not.toContainText(`${name} ${postposition} `);
        }
        expect(await metaDescription(page)).toMatch(new RegExp(`^${name}: `));
      }
    });
  }
});

test.describe("language links", () => {
  test("every English page links to its Urdu twin and back, with the query kept @nojs", async ({
    page,
  }) => {
    for (const path of ["/", "/about", "/contact", "/gallery?type=training", PRODUCT_PATH]) {
      await page.goto(path);
      const toUrdu = page.getByRole("link", { name: "اردو" });
      await expect(toUrdu).toHaveAttribute("hreflang", "ur");
      await expect(toUrdu).toHaveAttribute("lang", "ur");
      await toUrdu.click();
      const twin = path === "/" ? "/ur" : `/ur${path}`;
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === twin);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      const toEnglish = page.getByRole("link", { name: "English" });
      await expect(toEnglish).toHaveAttribute("hreflang", "en");
      await expect(toEnglish).toHaveAttribute("lang", "en");
      await toEnglish.click();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
      await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    }
  });

  test("with JavaScript, switching language turns the page and its menu around in place", async ({
    page,
  }) => {
    // Where React renders the site (public pages are sent without the router's scripts).
    await openSiteFromAdmin(page, "/contact");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole("link", { name: "اردو" }).click();
    await expect(page).toHaveURL(/\/ur\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("h1")).toHaveText(ur.contact.title);
    // The category menu came again, in Urdu.
    await expect(
      page.locator(".dropdown-menu a", { hasText: FIRST_CATEGORY.nameUr }),
    ).toHaveAttribute("href", `/ur${CATEGORY_PATH}`);
    await page.getByRole("link", { name: ur.chrome.nav.about }).first().click();
    await expect(page).toHaveURL(/\/ur\/about$/);
    await expect(page.locator("h1")).toHaveText(
      format(ur.about.heading, { company: ur.company.name }),
    );
    // In place: the same document all along.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  // Pages are sent without the router's scripts: their own small script offers the twin.
  for (const path of ["/about", "/contact"]) {
    test(`no redirect by browser language: a browser preferring Urdu gets the English page it asked for, ${path}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale: "ur-PK" });
      try {
        const page = await context.newPage();
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        expect(response?.request().redirectedFrom()).toBeNull();
        await expect(page.locator("html")).toHaveAttribute("lang", "en");
        // It is offered the Urdu twin instead, until it says no.
        await waitForPageReady(page);
        const notice = page.getByRole("complementary", { name: en.chrome.languageNotice.link });
        await expect(notice).toBeVisible();
        await expect(notice.getByRole("link")).toHaveAttribute("href", `/ur${path}`);
        await notice.getByRole("button", { name: en.chrome.languageNotice.dismiss }).click();
        await expect(notice).toHaveCount(0);
        await page.reload();
        await waitForPageReady(page);
        await expect(page.locator(".language-notice")).toHaveCount(0);
      } finally {
        await context.close();
      }
    });

    test(`a browser preferring English is offered nothing, ${path}`, async ({ page }) => {
      await page.goto(path);
      await waitForPageReady(page);
      await expect(page.locator(".language-notice")).toHaveCount(0);
    });
  }

  test("where React renders the site, each page offers its own twin until the offer is dismissed", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "ur-PK" });
    try {
      const page = await context.newPage();
      await openSiteFromAdmin(page);
      const notice = page.getByRole("complementary", { name: en.chrome.languageNotice.link });
      await expect(notice.getByRole("link")).toHaveAttribute("href", "/ur");
      await page.locator('.site-header .nav-links a[href="/about"]').click();
      await expect(page).toHaveURL("/about");
      await expect(notice).toHaveCount(1);
      await expect(notice.getByRole("link")).toHaveAttribute("href", "/ur/about");
      await notice.getByRole("button", { name: en.chrome.languageNotice.dismiss }).click();
      await expect(notice).toHaveCount(0);
      await page.locator('.site-header .nav-links a[href="/gallery"]').click();
      await expect(page).toHaveURL("/gallery");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(notice).toHaveCount(0);
      expect(
        await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      ).toBe(true);
    } finally {
      await context.close();
    }
  });
});

test.describe("head and sitemap", () => {
  test("each page names both languages, its own canonical and its locale @nojs", async ({
    page,
  }) => {
    for (const [path, locale] of [
      ["/about", "en"],
      ["/ur/about", "ur"],
      [`/ur${PRODUCT_PATH}`, "ur"],
    ] as const) {
      await page.goto(path);
      const origin = new URL(page.url()).origin;
      const english = path.replace(/^\/ur/, "") || "/";
      const hreflang = (lang: string) => page.locator(`link[rel="alternate"][hreflang="${lang}"]`);
      await expect(hreflang("en")).toHaveAttribute("href", `${origin}${english}`);
      await expect(hreflang("ur")).toHaveAttribute(
        "href",
        `${origin}/ur${english === "/" ? "" : english}`,
      );
      await expect(hreflang("x-default")).toHaveAttribute("href", `${origin}${english}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${origin}${path}`,
      );
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
        "content",
        locale === "ur" ? "ur_PK" : "en_PK",
      );
      await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute(
        "content",
        locale === "ur" ? "en_PK" : "ur_PK",
      );
    }
  });

  test("structured data of an Urdu page is in Urdu", async ({ page }) => {
    await page.goto(`/ur${PRODUCT_PATH}`);
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
    const product = blocks.find((block) => block["@type"] === "Product");
    expect(product?.name).toBe(FIRST_PRODUCT.nameUr);
    expect(product?.url).toMatch(new RegExp(`/ur${PRODUCT_PATH}$`));
    const trail = blocks.find((block) => block["@type"] === "BreadcrumbList");
    expect(trail?.itemListElement[0].name).toBe(ur.chrome.nav.home);
    expect(trail?.itemListElement[1].name).toBe(FIRST_CATEGORY.nameUr);
  });

  test("every Urdu page's description is Urdu, with Latin only in a product's name @nojs", async ({
    page,
  }) => {
    const event = galleryItemIdByTitle(DEMO_GALLERY_EVENTS[0]!.title);
    const pages: { path: string; productName?: string }[] = [
      ...[
        "/ur",
        "/ur/about",
        "/ur/contact",
        "/ur/gallery",
        "/ur/gallery?type=farm_visit",
        `/ur/gallery?event=${event}`,
        "/ur/crops",
        `/ur/search?q=${encodeURIComponent("سفید مکھی")}`,
        "/ur/saved",
        "/ur/no-such-page",
      ].map((path) => ({ path })),
      ...DEMO_CROPS.map((crop) => ({ path: `/ur/crops/${crop.slug}` })),
      ...DEMO_CATEGORIES.flatMap((category) => {
        const categoryPath = `/ur/category/${slugOf(category.name)}`;
        return [
          { path: categoryPath },
          ...category.products.map((product) => ({
            path: `${categoryPath}/${slugOf(product.name)}`,
            productName: product.nameUr,
          })),
        ];
      }),
    ];
    for (const { path, productName } of pages) {
      await page.goto(path);
      const description = await metaDescription(page);
      expect(description, path).toMatch(/[\u0600-\u06FF]/);
      expect(latinInDescription(description, productName), path).toEqual([]);
      expect(description, path).not.toContain(",");
    }
    // The check sees Latin where there is some.
    expect(latinInDescription("ڈھال 20% SL کی دوا SL", "ڈھال 20% SL")).toEqual(["SL"]);
  });

  test("an Urdu page of a record with no Urdu yet is described in Urdu, not its English", async ({
    page,
    rows,
  }) => {
    const tag = uniqueTag();
    const category = rows.category({
      name: `${TEST_CATEGORY_PREFIX}Undescribed ${tag}`,
      description: "Biological products, in English only.",
    });
    const product = rows.product({
      name: `Undescribed Product ${tag} 10% WP`,
      categoryId: category.id,
      description: "A product described in English only.",
    });
    const event = rows.galleryItem({
      title: `Undescribed event ${tag}`,
      description: "An event described in English only.",
    });
    await page.goto(`${WORK_URL}/ur/category/${category.slug}`);
    const categoryDescription = await metaDescription(page);
    expect(categoryDescription).toContain(`${ur.company.name}، لاہور کی 1 پروڈکٹ`);
    expect(latinInDescription(categoryDescription)).toEqual([]);
    await page.goto(`${WORK_URL}/ur/category/${category.slug}/${product.slug}`);
    const productDescription = await metaDescription(page);
    expect(productDescription).toContain(`${product.name}، ${ur.company.name}`);
    expect(latinInDescription(productDescription, product.name)).toEqual([]);
    await page.goto(`${WORK_URL}/ur/gallery?event=${event.id}`);
    expect(await metaDescription(page)).toBe(
      format(ur.gallery.description, { company: ur.company.name }),
    );
    // The English pages keep the records' own text.
    await page.goto(`${WORK_URL}/category/${category.slug}/${product.slug}`);
    expect(await metaDescription(page)).toBe("A product described in English only.");
  });

  test("the sitemap lists every page in both languages with their alternates", async ({
    request,
  }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const origin = new URL(xml.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? "http://x").origin;
    for (const path of ["/about", "/gallery", PRODUCT_PATH]) {
      expect(xml).toContain(`<loc>${origin}${path}</loc>`);
      expect(xml).toContain(`<loc>${origin}/ur${path}</loc>`);
      expect(xml).toContain(
        `<xhtml:link rel="alternate" hreflang="ur" href="${origin}/ur${path}"/>`,
      );
    }
    expect(xml).toContain(`<loc>${origin}/ur</loc>`);
    const english = xml.match(/<loc>[^<]+<\/loc>/g)?.filter((loc) => !loc.includes("/ur")) ?? [];
    const urdu = xml.match(/<loc>[^<]+\/ur(\/[^<]*)?<\/loc>/g) ?? [];
    expect(urdu.length).toBe(english.length);
  });
});

test.describe("the Urdu contact form", () => {
  const MESSAGE = "السلام علیکم! ہمیں اوکاڑہ کے لیے 200 لیٹر ڈھال 20% SL چاہیے۔\nقیمت بتا دیں۔";

  async function fillUrduForm(page: Page, email: string) {
    await page.getByLabel(ur.contact.form.name).fill("محمد اسلم");
    await page.getByLabel(ur.contact.form.email).fill(email);
    await page.getByLabel(ur.contact.form.subject).selectOption("bulk-order");
    await page.getByLabel(ur.contact.form.message).fill(MESSAGE);
  }

  for (const javaScript of [true, false]) {
    test(`sends in Urdu ${javaScript ? "with" : "without"} JavaScript and stores the language @nojs`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: javaScript });
      const email = `e2e-urdu-${uniqueTag()}@example.com`;
      try {
        const page = await context.newPage();
        await page.goto("/ur/contact");
        if (javaScript) await waitForPageReady(page);
        await fillUrduForm(page, email);
        await page.getByRole("button", { name: ur.contact.form.send }).click();
        await expect(page.getByRole("status")).toHaveText(ur.contact.form.sent);
        await expect(page).toHaveURL(/\/ur\/contact$/);
        const stored = findContacts(email, "seeded");
        expect(stored).toHaveLength(1);
        expect(stored[0]?.language).toBe("ur");
        expect(stored[0]?.name).toBe("محمد اسلم");
        expect(stored[0]?.message).toBe(MESSAGE);
      } finally {
        removeContacts(email, "seeded");
        await context.close();
      }
    });
  }

  test("refusals are worded in Urdu, with the typed values kept @nojs", async ({ page }) => {
    const email = `e2e-urdu-bad-${uniqueTag()}@example`;
    try {
      await page.goto("/ur/contact");
      // The server's own checks, not the browser's.
      await page
        .locator("form.contact-form")
        .evaluate((form) => form.setAttribute("novalidate", ""));
      await page.getByLabel(ur.contact.form.name).fill("   ");
      await page.getByLabel(ur.contact.form.email).fill(email);
      await page.getByLabel(ur.contact.form.message).fill(MESSAGE);
      await page.getByRole("button", { name: ur.contact.form.send }).click();
      await expect(page.getByRole("alert")).toHaveText(ur.contact.form.checkFields);
      await expect(page.locator("#contact-name-error")).toHaveText(ur.contact.errors.nameRequired);
      await expect(page.locator("#contact-email-error")).toHaveText(ur.contact.errors.emailInvalid);
      await expect(page.locator("#contact-subject-error")).toHaveText(
        ur.contact.errors.subjectRequired,
      );
      await expect(page.getByLabel(ur.contact.form.message)).toHaveValue(MESSAGE);
      expect(findContacts(email, "seeded")).toEqual([]);
      await expectUrduPage(page);
    } finally {
      removeContacts(email, "seeded");
    }
  });

  test("a post straight to /ur/contact is answered in Urdu; /contact in English", async ({
    request,
  }) => {
    const form = { name: "", email: "x@example.com", subject: "nonsense", message: "Hi" };
    const urdu = await request.post("/ur/contact", { form });
    expect(urdu.status()).toBe(400);
    expect(await urdu.text()).toContain(ur.contact.errors.nameRequired);
    const english = await request.post("/contact", { form });
    expect(await english.text()).toContain(en.contact.errors.nameRequired);
  });
});

test.describe("the Urdu search box", () => {
  test("the search box leaves no browser bubble in the way: the site answers in Urdu @nojs", async ({
    page,
  }) => {
    // A query longer than the box takes, from a shared link: edited by hand, the browser would
    // stop the search with its own (English) bubble, were the form not left to the site.
    const long = "سفید مکھی ".repeat(25).trim();
    await page.goto(`/ur/search?q=${encodeURIComponent(long)}`);
    const box = page.locator("#site-search-q");
    await expect(box).toHaveValue(long);
    await box.press("End");
    await box.press("Backspace");
    expect(await box.evaluate((input: HTMLInputElement) => input.validity.tooLong)).toBe(true);
    await box.press("Enter");
    await expect(page).toHaveURL((url) => url.searchParams.get("q") === long.slice(0, -1));
    await expect(page.locator("h1")).toHaveText(ur.search.heading);
    await expect(page.locator("html")).toHaveAttribute("lang", "ur");
  });
});

test.describe("the contact API and languages", () => {
  test("POST /api/contacts/submit stores the language it is given, English by default", async ({
    request,
  }) => {
    const email = `e2e-api-lang-${uniqueTag()}@example.com`;
    const message = "گندم کی کنگی کے لیے کون سی دوا بہتر ہے؟";
    try {
      const base = { name: "نعیم", email, subject: "technical-support", message };
      const refused = await request.post(`${WORK_URL}/api/contacts/submit`, {
        data: { ...base, language: "fr" },
      });
      expect(refused.status()).toBe(400);
      expect(findContacts(email)).toEqual([]);
      const sent = await request.post(`${WORK_URL}/api/contacts/submit`, {
        data: { ...base, language: "ur" },
      });
      expect(sent.status()).toBe(201);
      // Another question: the same text again within the hour would be stored once.
      const second = `${message} اور کپاس کے لیے؟`;
      await request.post(`${WORK_URL}/api/contacts/submit`, {
        data: { ...base, message: second },
      });
      const stored = findContacts(email).map((row) => [row.language, row.message]);
      expect(stored.sort()).toEqual([
        ["en", second],
        ["ur", message],
      ]);
    } finally {
      removeContacts(email);
    }
  });
});

adminTest.describe("Urdu content in the admin", () => {
  adminTest(
    "an Urdu message is shown as typed in the inbox, marked Urdu, and its reply quotes it @nojs",
    async ({ page, rows }) => {
      const email = `e2e-inbox-${uniqueTag()}@example.com`;
      const message = "کپاس پر سفید مکھی کا حملہ ہے۔ کون سی دوا لگائیں؟";
      try {
        const contact = rows.contact({
          name: "رشید احمد",
          email,
          message,
          subject: "technical-support",
          language: "ur",
        });
        await page.goto(`${WORK_URL}/admin/contact?view=${contact.id}`);
        const dialog = page.getByRole("dialog");
        await expect(dialog.locator("dd.message-text")).toHaveText(message);
        await expect(dialog).toContainText("Sent from the Urdu site: reply in Urdu.");
        const href = await dialog
          .getByRole("link", { name: "Reply via Email" })
          .getAttribute("href");
        expect(decodeURIComponent(href ?? "")).toContain(`> ${message}`);
        const row = page.locator("tr", { hasText: email });
        await expect(row.locator(".badge-language")).toBeVisible();
        const token = await signInToken(page.request);
        const answer = await page.request.get(`${WORK_URL}/api/contacts/${contact.id}`, {
          headers: bearer(token),
        });
        const { data } = (await answer.json()) as { data: { message: string; language: string } };
        expect(data).toMatchObject({ message, language: "ur" });
      } finally {
        removeContacts(email);
      }
    },
  );

  adminTest(
    "a category's Urdu fields, typed in the admin, reach the Urdu page and the API @nojs",
    async ({ page }) => {
      const name = `${TEST_CATEGORY_PREFIX}Urdu ${uniqueTag()}`;
      const nameUr = "حیاتیاتی دوائیں";
      const descriptionUr = "قدرتی اجزا سے بنی دوائیں، 5% EC سمیت۔";
      try {
        await page.goto(`${WORK_URL}/admin/categories?new=1`);
        await page.getByLabel(/^Name/).fill(name);
        await page.getByLabel(/^Description/).fill("Biological products.");
        const urduName = page.getByLabel("Urdu name");
        await expect(urduName).toHaveAttribute("dir", "rtl");
        await expect(urduName).toHaveAttribute("lang", "ur");
        await urduName.fill(nameUr);
        await page.getByLabel("Urdu description").fill(descriptionUr);
        await page.getByRole("button", { name: "Create Category" }).click();
        await expect(notice(page)).toHaveText("Category created.");
        expect(findCategory(name)?.nameUr).toBe(nameUr);
        const category = findCategory(name)!;
        await page.goto(`${WORK_URL}/ur/category/${category.slug}`);
        await expect(page.locator("h1")).toHaveText(nameUr);
        await expect(page.locator(".lead")).toHaveText(descriptionUr);
        await expect(page.locator(".lead bdi[dir=ltr]")).toHaveText("5% EC");
        const api = await page.request.get(`${WORK_URL}/api/categories/${category.id}`);
        const { data } = (await api.json()) as { data: Record<string, unknown> };
        expect(data).toMatchObject({ name, nameUr, descriptionUr });
      } finally {
        removeCategory(name);
      }
    },
  );

  adminTest(
    "a product without Urdu shows its English on the Urdu page, marked English",
    async ({ page, rows }) => {
      const tag = uniqueTag();
      const category = rows.category({ name: `${TEST_CATEGORY_PREFIX}Fallback ${tag}` });
      const product = rows.product({
        name: `Fallback Product ${tag} 10% WP`,
        categoryId: category.id,
        description: "Only in English so far.",
      });
      await page.goto(`${WORK_URL}/ur/category/${category.slug}/${product.slug}`);
      const heading = page.locator("h1");
      await expect(heading).toHaveText(product.name);
      await expect(heading).toHaveAttribute("lang", "en");
      await expect(heading).toHaveAttribute("dir", "ltr");
      await expect(page.getByText("Only in English so far.")).toHaveAttribute("lang", "en");
      // The interface around it is still Urdu.
      await expect(page.getByRole("heading", { name: ur.product.overview })).toBeVisible();
      expect(await latinLeaks(page)).toEqual([]);
    },
  );
});

test.describe("accessibility of the Urdu pages", () => {
  const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
  for (const path of ["/ur", "/ur/about", "/ur/contact", "/ur/gallery", `/ur${PRODUCT_PATH}`]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await waitForPageReady(page);
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).exclude("iframe").analyze();
      expect(results.passes.length).toBeGreaterThan(10);
      expect(
        results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
    });
  }
});
