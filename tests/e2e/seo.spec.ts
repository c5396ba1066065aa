/**
 * Search engines and link previews: titles, descriptions, canonical addresses, Open Graph and
 * Twitter tags, structured data, sitemap.xml, robots.txt, the web app manifest and the WhatsApp
 * enquiry link of product pages. Reads go to the seeded server; the one test that adds a product
 * does it on the work server. The head is rendered on the server, so the JavaScript-off run
 * repeats only the first check, as a crawler that runs no scripts sees it.
 */
import { type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { DEMO_CATEGORIES } from "~/demo/catalogue";
import { slugify } from "~/lib/slug";
import { uniqueTag } from "./support/database";
import { SEEDED_URL, WORK_URL } from "./support/servers";
import { expect, test } from "./support/test";

const PRODUCT_CATEGORY = DEMO_CATEGORIES[0]!;
const PRODUCT = PRODUCT_CATEGORY.products[0]!;
const PRODUCT_PATH = `/category/${slugify(PRODUCT_CATEGORY.name)}/${slugify(PRODUCT.name)}`;
const CATEGORY_PATH = `/category/${slugify(PRODUCT_CATEGORY.name)}`;

/** Every kind of public page that search engines should index, by its canonical path. */
const INDEXED_PAGES = ["/", "/about", "/contact", CATEGORY_PATH, PRODUCT_PATH, "/gallery"];

const WHATSAPP_NUMBER = "923000000000";

interface HeadTags {
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  meta: Record<string, string>;
}

/** The head tags of the page as served (read from the DOM, so with JavaScript off too). */
async function headTags(page: Page): Promise<HeadTags> {
  return page.evaluate(() => {
    const meta: Record<string, string> = {};
    for (const tag of Array.from(document.head.querySelectorAll("meta[property], meta[name]"))) {
      const key = tag.getAttribute("property") ?? tag.getAttribute("name") ?? "";
      meta[key] = tag.getAttribute("content") ?? "";
    }
    return {
      title: document.title,
      description: meta.description ?? null,
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      robots: meta.robots ?? null,
      meta,
    };
  });
}

/** The parsed JSON-LD blocks of the page. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

function ofType(blocks: Record<string, unknown>[], type: string): Record<string, unknown> {
  const found = blocks.filter((block) => block["@type"] === type);
  expect(found, `one ${type} block`).toHaveLength(1);
  return found[0]!;
}

async function expectImage(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"], url).toMatch(/^image\//);
  return response.body();
}

test.describe("page head", () => {
  test("every public page has its own title and description, an absolute canonical and share tags @nojs", async ({
    page,
  }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of INDEXED_PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const head = await headTags(page);
      const url = `${SEEDED_URL}${path}`;

      expect(head.title, path).not.toBe("");
      expect(head.description?.length ?? 0, path).toBeGreaterThan(50);
      expect(head.description!.length, path).toBeLessThanOrEqual(160);
      titles.add(head.title);
      descriptions.add(head.description!);

      expect(head.canonical, path).toBe(url);
      expect(head.robots, path).toBeNull();
      expect(head.meta["og:url"], path).toBe(url);
      expect(head.meta["og:title"], path).toBe(head.title);
      expect(head.meta["og:description"], path).toBe(head.description);
      expect(head.meta["og:site_name"], path).toBe("Green Fields Agro Services");
      expect(head.meta["og:type"], path).toBe(path === PRODUCT_PATH ? "product" : "website");
      expect(head.meta["og:image"], path).toMatch(new RegExp(`^${SEEDED_URL}/.+\\.webp$`));
      expect(Number(head.meta["og:image:width"]), path).toBeGreaterThanOrEqual(640);
      expect(Number(head.meta["og:image:height"]), path).toBeGreaterThan(0);
      expect(head.meta["og:image:alt"], path).not.toBe("");
      expect(head.meta["twitter:card"], path).toBe("summary_large_image");
      expect(head.meta["twitter:title"], path).toBe(head.title);
      expect(head.meta["twitter:image"], path).toBe(head.meta["og:image"]);
    }
    expect(titles.size).toBe(INDEXED_PAGES.length);
    expect(descriptions.size).toBe(INDEXED_PAGES.length);
  });

  test("the 404 page has its own title and is kept out of search results", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    const head = await headTags(page);
    expect(head.title).toBe("Page Not Found | Green Fields Agro Services");
    expect(head.description).not.toBeNull();
    expect(head.robots).toBe("noindex");
    expect(head.canonical).toBeNull();
  });

  test("addresses with a query get the canonical of the list they show", async ({ page }) => {
    const cases: [string, string][] = [
      ["/contact?map=1", "/contact"],
      ["/gallery?utm_source=chat", "/gallery"],
      ["/gallery?type=training", "/gallery?type=training"],
      ["/gallery?type=not-a-type", "/gallery"],
    ];
    for (const [address, canonical] of cases) {
      await page.goto(address);
      expect((await headTags(page)).canonical, address).toBe(`${SEEDED_URL}${canonical}`);
    }
    // A filtered gallery is a page of its own, with its own title.
    await page.goto("/gallery?type=training");
    const filtered = (await headTags(page)).title;
    await page.goto("/gallery");
    expect((await headTags(page)).title).not.toBe(filtered);
  });

  test("a product page shares the product's own name, description and image", async ({
    page,
    request,
  }) => {
    await page.goto(PRODUCT_PATH);
    const head = await headTags(page);
    expect(head.title).toContain(PRODUCT.name);
    expect(head.meta["og:title"]).toContain(PRODUCT.name);
    expect(PRODUCT.description.replace(/\s+/g, " ")).toContain(
      head.meta["og:description"]!.replace(/…$/, ""),
    );

    // The preview shows a large WebP variant of the image the page itself shows.
    const ogImage = head.meta["og:image"]!;
    const match = /\/uploads\/(products\/[a-f0-9]+)-(\d+)\.webp$/.exec(ogImage);
    expect(match, ogImage).not.toBeNull();
    const [, key, width] = match!;
    expect(Number(width)).toBeGreaterThanOrEqual(960);
    expect(Number(width)).toBeLessThanOrEqual(1280);
    const pageImage = page.locator(".product-image img");
    await expect(pageImage).toHaveAttribute("src", new RegExp(`/uploads/${key}-\\d+\\.webp$`));
    expect(head.meta["og:image:alt"]).toBe(PRODUCT.name);

    const body = await expectImage(request, ogImage);
    const size = await sharp(body).metadata();
    expect(size.format).toBe("webp");
    expect(String(size.width)).toBe(head.meta["og:image:width"]);
    expect(String(size.height)).toBe(head.meta["og:image:height"]);
  });

  test("the default share image exists", async ({ page, request }) => {
    await page.goto("/about");
    const head = await headTags(page);
    const body = await expectImage(request, head.meta["og:image"]!);
    const size = await sharp(body).metadata();
    expect(String(size.width)).toBe(head.meta["og:image:width"]);
    expect(String(size.height)).toBe(head.meta["og:image:height"]);
  });

  test("admin pages ask search engines to stay away", async ({ page }) => {
    await page.goto("/admin-login");
    expect((await headTags(page)).robots).toBe("noindex, nofollow");
    // Without a session the panel sends the visitor to the sign-in page, noindex as well.
    await page.goto("/admin/dashboard");
    expect((await headTags(page)).robots).toBe("noindex, nofollow");
  });

  test("moving between pages in the browser updates the head", async ({ page }) => {
    await page.goto("/");
    await page.waitForFunction(() => document.querySelector("header a") !== null);
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page).toHaveTitle("About Us | Green Fields Agro Services");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${SEEDED_URL}/about`,
    );
  });
});

test.describe("structured data", () => {
  test("home, about and contact describe the company as a LocalBusiness in Lahore", async ({
    page,
  }) => {
    for (const path of ["/", "/about", "/contact"]) {
      await page.goto(path);
      const business = ofType(await structuredData(page), "LocalBusiness");
      expect(business, path).toMatchObject({
        "@context": "https://schema.org",
        name: "Green Fields Agro Services",
        url: `${SEEDED_URL}/`,
        telephone: expect.stringMatching(/^\+92\d+$/),
        email: expect.stringContaining("@"),
        foundingDate: "2004",
        address: {
          "@type": "PostalAddress",
          addressLocality: "Lahore",
          addressCountry: "PK",
        },
        openingHoursSpecification: [
          {
            "@type": "OpeningHoursSpecification",
            dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
            opens: "09:00",
            closes: "18:00",
          },
        ],
      });
    }
  });

  test("the logo in the business data answers with an image", async ({ page, request }) => {
    await page.goto("/");
    const business = ofType(await structuredData(page), "LocalBusiness");
    await expectImage(request, String(business.logo));
  });

  test("a category page has its breadcrumb trail", async ({ page }) => {
    await page.goto(CATEGORY_PATH);
    const trail = ofType(await structuredData(page), "BreadcrumbList");
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${SEEDED_URL}/` },
      {
        "@type": "ListItem",
        position: 2,
        name: PRODUCT_CATEGORY.name,
        item: `${SEEDED_URL}${CATEGORY_PATH}`,
      },
    ]);
  });

  test("a product page has its breadcrumb trail and a Product without offers", async ({ page }) => {
    await page.goto(PRODUCT_PATH);
    const blocks = await structuredData(page);
    const trail = ofType(blocks, "BreadcrumbList");
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${SEEDED_URL}/` },
      {
        "@type": "ListItem",
        position: 2,
        name: PRODUCT_CATEGORY.name,
        item: `${SEEDED_URL}${CATEGORY_PATH}`,
      },
      {
        "@type": "ListItem",
        position: 3,
        name: PRODUCT.name,
        item: `${SEEDED_URL}${PRODUCT_PATH}`,
      },
    ]);
    const product = ofType(blocks, "Product");
    expect(product).toMatchObject({
      "@context": "https://schema.org",
      name: PRODUCT.name,
      description: PRODUCT.description,
      category: PRODUCT_CATEGORY.name,
      url: `${SEEDED_URL}${PRODUCT_PATH}`,
    });
    const head = await headTags(page);
    expect(product.image).toEqual([head.meta["og:image"]]);
    expect(product).not.toHaveProperty("offers");
  });

  test("text from the catalogue cannot close the data block", async ({ page, rows }) => {
    const tag = uniqueTag();
    const hostile = `</script><script>window.injected = "${tag}"</script> & <!-- ${tag}`;
    const categorySlug = `e2e-seo-${tag}`;
    const productSlug = `e2e-seo-product-${tag}`;
    const category = rows.category({ name: `E2E SEO ${tag}`, slug: categorySlug });
    rows.product({
      name: `Product ${tag} ${hostile}`,
      slug: productSlug,
      categoryId: category.id,
      description: `Says ${hostile}`,
    });
    const response = await page.goto(`${WORK_URL}/category/${categorySlug}/${productSlug}`);
    expect(response?.status()).toBe(200);
    const product = ofType(await structuredData(page), "Product");
    expect(product.name).toBe(`Product ${tag} ${hostile}`);
    expect(product.description).toBe(`Says ${hostile}`);
    expect(await page.evaluate(() => (window as { injected?: string }).injected)).toBeUndefined();
    const html = (await response!.text()).toLowerCase();
    expect(html).not.toContain(`<script>window.injected`);
  });
});

test.describe("sitemap and robots", () => {
  test("sitemap.xml is valid XML listing every page, category and product with dates", async ({
    page,
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    expect(response.headers()["cache-control"]).toMatch(/max-age=\d+/);
    const xml = await response.text();

    // The browser's XML parser: a malformed document yields a <parsererror>.
    const entries = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      if (doc.getElementsByTagName("parsererror").length > 0) throw new Error("Invalid XML");
      const root = doc.documentElement;
      if (root.localName !== "urlset") throw new Error(`Root is ${root.localName}`);
      return Array.from(root.getElementsByTagNameNS(root.namespaceURI, "url")).map((url) => ({
        loc: url.getElementsByTagNameNS(root.namespaceURI, "loc")[0]?.textContent ?? "",
        lastmod: url.getElementsByTagNameNS(root.namespaceURI, "lastmod")[0]?.textContent ?? null,
      }));
    }, xml);
    expect(entries[0]?.loc.startsWith("http://localhost")).toBe(true);

    const byPath = new Map(entries.map((entry) => [new URL(entry.loc).pathname, entry]));
    const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
    for (const path of ["/", "/about", "/contact", "/gallery"]) {
      expect(byPath.has(path), path).toBe(true);
    }
    expect(byPath.get("/gallery")?.lastmod).toMatch(isoDate);
    for (const category of DEMO_CATEGORIES) {
      const categoryPath = `/category/${slugify(category.name)}`;
      expect(byPath.get(categoryPath)?.lastmod, categoryPath).toMatch(isoDate);
      for (const product of category.products) {
        const productPath = `${categoryPath}/${slugify(product.name)}`;
        expect(byPath.get(productPath)?.lastmod, productPath).toMatch(isoDate);
      }
    }
    // No private or duplicate addresses.
    expect(byPath.size).toBe(entries.length);
    for (const path of byPath.keys()) expect(path).not.toMatch(/^\/(admin|api)/);

    // Every listed page answers (other tests' own categories may come and go meanwhile).
    for (const entry of entries) {
      if (new URL(entry.loc).pathname.startsWith("/category/e2e-")) continue;
      const page = await request.get(entry.loc, { maxRedirects: 0 });
      expect(page.status(), entry.loc).toBe(200);
    }
  });

  test("robots.txt allows the site, keeps crawlers out of the admin and API, and names the sitemap", async ({
    request,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    expect(response.headers()["cache-control"]).toMatch(/max-age=\d+/);
    const lines = (await response.text()).split("\n").map((line) => line.trim());
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain("Disallow: /admin-login");
    expect(lines).toContain("Disallow: /api");
    expect(lines).not.toContain("Disallow: /");
    expect(lines).toContain(`Sitemap: ${SEEDED_URL}/sitemap.xml`);
  });
});

test.describe("home screen", () => {
  test("the manifest and icons are linked and answer", async ({ page, request }) => {
    await page.goto("/");
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(manifestHref).toBe("/manifest.webmanifest");
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    const touchIconBody = await expectImage(request, touchIcon!);
    expect((await sharp(touchIconBody).metadata()).width).toBe(180);

    const response = await request.get(manifestHref!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      background_color: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: "Green Fields Agro Services",
      short_name: expect.any(String),
      start_url: "/",
      display: "standalone",
      theme_color: "#1b5e20",
      background_color: "#1b5e20",
    });
    const themeMeta = await page.locator('meta[name="theme-color"]').getAttribute("content");
    expect(manifest.theme_color).toBe(themeMeta);

    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`);
    expect(sizes).toEqual(
      expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
    );
    for (const icon of manifest.icons) {
      expect(icon.type).toBe("image/png");
      const body = await expectImage(request, icon.src);
      const size = await sharp(body).metadata();
      expect(`${size.width}x${size.height}`, icon.src).toBe(icon.sizes);
    }
  });
});

test.describe("WhatsApp enquiry", () => {
  test("a product page offers to ask about the product on WhatsApp", async ({ page }) => {
    await page.goto(PRODUCT_PATH);
    const contact = page.getByRole("link", { name: "Contact for Details" });
    await expect(contact).toBeVisible();
    const whatsapp = page.getByRole("link", { name: /^Ask on WhatsApp/ });
    await expect(whatsapp).toBeVisible();
    await expect(whatsapp).toHaveAccessibleName(
      `Ask on WhatsApp about ${PRODUCT.name} (opens in a new tab)`,
    );
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    const rel = (await whatsapp.getAttribute("rel"))?.split(/\s+/) ?? [];
    expect(rel).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));

    const href = new URL((await whatsapp.getAttribute("href"))!);
    expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${WHATSAPP_NUMBER}`);
    const message = href.searchParams.get("text") ?? "";
    expect(message).toContain(PRODUCT.name);
    expect(message).toContain(`${SEEDED_URL}${PRODUCT_PATH}`);
    // Beside the contact button.
    const row = page.locator(".button-row").filter({ has: contact });
    await expect(row.getByRole("link", { name: /^Ask on WhatsApp/ })).toHaveCount(1);
  });
});
