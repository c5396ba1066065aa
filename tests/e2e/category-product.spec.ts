import { type Page } from "@playwright/test";
import { DEMO_CATEGORIES, type DemoCategory } from "~/demo/catalogue";
import { slugify } from "~/lib/slug";
import { productIdBySlug, TEST_CATEGORY_PREFIX, uniqueTag } from "./support/database";
import { holdRequests, isDataRequestFor, openSiteFromAdmin } from "./support/pages";
import { expect, test } from "./support/test";

function demoCategory(name: string): DemoCategory {
  const category = DEMO_CATEGORIES.find((candidate) => candidate.name === name);
  if (!category) throw new Error(`No demo category ${name}`);
  return category;
}

/** Product names of a category in catalogue order (by name, as SQLite compares text). */
function catalogueNames(category: DemoCategory): string[] {
  return category.products
    .map((product) => product.name)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

const INSECTICIDES = demoCategory("Insecticides");
const FUNGICIDES = demoCategory("Fungicides");

async function openProductsMenu(page: Page) {
  const dropdown = page.getByRole("navigation", { name: "Main" }).locator("details.dropdown");
  await dropdown.locator("summary").click();
  return dropdown.locator(".dropdown-menu");
}

test.describe("category page", () => {
  test("hero, breadcrumb, description, product cards and the contact link", async ({ page }) => {
    const response = await page.goto("/category/insecticides");
    expect(response?.status()).toBe(200);

    const hero = page.locator(".page-hero");
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText("Insecticides");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home", "Products", "Insecticides"]);
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link")).toHaveCount(1);
    await expect(breadcrumb.getByText("Insecticides")).toHaveAttribute("aria-current", "page");

    await expect(page.getByText(INSECTICIDES.description)).toBeVisible();

    const cards = page.locator(".product-card");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(catalogueNames(INSECTICIDES));
    for (const card of await cards.all()) {
      const name = await card.getByRole("heading", { level: 3 }).innerText();
      const image = card.locator("img");
      await expect(image).toHaveCount(1);
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);
      await expect(card.getByRole("link", { name: "View Details" })).toHaveAttribute(
        "href",
        `/category/insecticides/${slugify(name)}`,
      );
    }

    const contact = page.getByRole("link", { name: "Contact Us for Advice" });
    await expect(contact).toHaveAttribute("href", "/contact");
    await contact.click();
    await expect(page).toHaveURL("/contact");
  });

  test("every seeded category has its page with its products", async ({ request }) => {
    for (const category of DEMO_CATEGORIES) {
      const slug = slugify(category.name);
      const response = await request.get(`/category/${slug}`);
      expect(response.status(), slug).toBe(200);
      const html = await response.text();
      expect(html, slug).toContain(`<h1>${category.name}</h1>`);
      const names = [...html.matchAll(/<li class="card product-card">.*?<h3>(.*?)<\/h3>/g)].map(
        (match) => match[1],
      );
      expect(names, slug).toEqual(catalogueNames(category));
    }
  });

  test("a category without products shows 'No Products Available'", async ({ page, rows }) => {
    const tag = uniqueTag();
    const name = `${TEST_CATEGORY_PREFIX}Bio Stimulants ${tag}`;
    const slug = `e2e-bio-stimulants-${tag}`;
    rows.category({ name, slug, description: "Seaweed and amino acid products." }, "seeded");
    const response = await page.goto(`/category/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByText("Seaweed and amino acid products.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No Products Available" })).toBeVisible();
    await expect(page.locator(".page-message")).toContainText("updating");
    await expect(page.locator(".product-card")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Contact Us for Advice" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("an unknown category answers 404 with 'Category Not Found'", async ({ page }) => {
    const response = await page.goto("/category/no-such-category");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Category Not Found" })).toBeVisible();
    await expect(page.locator(".page-message")).toContainText("does not exist");
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    // The shared header and footer stay.
    await expect(page.locator("header.site-header")).toBeVisible();
    await expect(page.locator("footer.site-footer")).toBeVisible();
  });

  test("a failed load shows 'Error Loading Category' with 'Return to Home'", async ({ page }) => {
    // From a page React renders: public pages are sent without the router's scripts.
    await openSiteFromAdmin(page);
    await page.route(
      isDataRequestFor((path) => path.startsWith("/category/")),
      (route) =>
        route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
    );
    const menu = await openProductsMenu(page);
    await menu.getByRole("link", { name: "Herbicides" }).click();

    await expect(page.getByRole("heading", { name: "Error Loading Category" })).toBeVisible();
    await expect(page.getByText("Failed to load category data. Please try again.")).toBeVisible();
    const home = page.getByRole("link", { name: "Return to Home" });
    await expect(home).toHaveAttribute("href", "/");
    await expect(page.locator("header.site-header")).toBeVisible();

    await home.click();
    await expect(page).toHaveURL("/");
    await expect(page.locator(".hero-slide")).toHaveCount(5);
  });

  test("skeleton placeholders show while a category loads", async ({ page }) => {
    // From a page React renders: public pages are sent without the router's scripts.
    await openSiteFromAdmin(page);
    const pending = await holdRequests(
      page,
      isDataRequestFor((path) => path === "/category/fungicides"),
    );
    const menu = await openProductsMenu(page);
    await menu.getByRole("link", { name: "Fungicides" }).click();

    const skeletons = page.locator("[data-testid=skeleton]");
    await expect(skeletons.first()).toBeVisible();
    expect(await skeletons.count()).toBeGreaterThan(0);
    await expect.poll(() => pending.held()).toBe(1);
    pending.release();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fungicides");
    await expect(skeletons).toHaveCount(0);
    await expect(page.locator(".product-card")).toHaveCount(FUNGICIDES.products.length);
  });

  test("opening a product from its category @nojs", async ({ page }) => {
    await page.goto("/category/insecticides");
    const first = catalogueNames(INSECTICIDES)[0] ?? "";
    await page
      .locator(".product-card", { hasText: first })
      .getByRole("link", { name: "View Details" })
      .click();
    await expect(page).toHaveURL(`/category/insecticides/${slugify(first)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first);
    await expect(page.getByRole("heading", { name: "Product Overview" })).toBeVisible();
  });
});

test.describe("product page", () => {
  const dhaal = INSECTICIDES.products.find((product) => product.name.startsWith("Dhaal"));
  const copper = FUNGICIDES.products.find((product) => product.name.includes("Copper Oxychloride"));

  test("breadcrumb, image, overview, features, usage, specifications and buttons", async ({
    page,
  }) => {
    if (!dhaal) throw new Error("Demo product Dhaal is missing");
    const url = `/category/insecticides/${slugify(dhaal.name)}`;
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);

    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home", "Insecticides", dhaal.name]);
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: "Insecticides" })).toHaveAttribute(
      "href",
      "/category/insecticides",
    );

    const image = page.locator(".product-image img");
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute("alt", dhaal.name);
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(
      0,
    );

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(dhaal.name);
    const section = (heading: string) =>
      page.locator(".product-info section", { has: page.getByRole("heading", { name: heading }) });
    await expect(section("Product Overview")).toContainText(dhaal.description);
    await expect(section("Key Features").getByRole("listitem")).toHaveText(dhaal.features);
    await expect(section("Usage Instructions")).toContainText(dhaal.usage);

    const specs = section("Specifications");
    const spec = (term: string) =>
      specs.locator("div", { has: page.locator("dt", { hasText: term }) }).locator("dd");
    await expect(specs.locator("dt")).toHaveText(["Composition", "Dosage", "Waiting Period"]);
    await expect(spec("Composition")).toHaveText(dhaal.composition ?? "");
    await expect(spec("Dosage")).toHaveText(dhaal.dosage ?? "");
    await expect(spec("Waiting Period")).toHaveText(dhaal.waitingPeriod ?? "");

    // The contact form is told which product the visitor asks about.
    await expect(page.getByRole("link", { name: "Contact for Details" })).toHaveAttribute(
      "href",
      `/contact?product=${slugify(dhaal.name)}`,
    );
    const back = page.getByRole("link", { name: "Back to Products" });
    await expect(back).toHaveAttribute("href", "/category/insecticides");
    await back.click();
    await expect(page).toHaveURL("/category/insecticides");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insecticides");
  });

  test("a product without features or usage has no such sections", async ({ page }) => {
    if (!copper) throw new Error("Demo product copper oxychloride is missing");
    await page.goto(`/category/fungicides/${slugify(copper.name)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copper.name);
    await expect(page.getByRole("heading", { name: "Product Overview" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Key Features" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Usage Instructions" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Specifications" })).toBeVisible();
    await expect(page.locator(".spec-list dt")).toHaveText([
      "Composition",
      "Dosage",
      "Waiting Period",
    ]);
    await expect(page.getByRole("link", { name: "Back to Products" })).toHaveAttribute(
      "href",
      "/category/fungicides",
    );
  });

  test("related products of every product: at most 3 of the same category, never the current one", async ({
    request,
  }) => {
    for (const category of DEMO_CATEGORIES) {
      const slug = slugify(category.name);
      const names = catalogueNames(category);
      for (const name of names) {
        const html = await (await request.get(`/category/${slug}/${slugify(name)}`)).text();
        const relatedHtml = html.split('id="related-heading"')[1] ?? "";
        const related = [...relatedHtml.matchAll(/<h3>(.*?)<\/h3>.*?href="([^"]+)"/g)].map(
          (match) => ({
            name: match[1] ?? "",
            href: match[2] ?? "",
          }),
        );
        expect(related.length, name).toBeGreaterThan(0);
        expect(related.length, name).toBeLessThanOrEqual(3);
        expect(related.length, name).toBe(Math.min(3, names.length - 1));
        expect(
          related.map((product) => product.name),
          name,
        ).not.toContain(name);
        expect(new Set(related.map((product) => product.name)).size, name).toBe(related.length);
        for (const product of related) {
          expect(names, name).toContain(product.name);
          expect(product.href, name).toBe(`/category/${slug}/${slugify(product.name)}`);
        }
      }
    }
  });

  test("clicking a related product lands at the top of its page", async ({ page }) => {
    await page.goto("/category/fungicides/zardrang-propiconazole-25-ec");
    const related = page.locator("section", {
      has: page.getByRole("heading", { name: "Related Products" }),
    });
    await related.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

    const card = related.locator(".product-card").first();
    const target = await card.locator("h3").innerText();
    await card.getByRole("link", { name: "View Details" }).click();
    await expect(page).toHaveURL(`/category/fungicides/${slugify(target)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("an unknown product answers 404 with 'Product Not Found'", async ({ page }) => {
    const response = await page.goto("/category/insecticides/no-such-product");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
    await expect(page.locator(".page-message")).toContainText("does not exist");
    await expect(page.getByRole("link", { name: "Back to Products" })).toHaveAttribute(
      "href",
      "/category/insecticides",
    );
  });

  test("a numeric id address (or a wrong category) redirects to the canonical slug address", async ({
    page,
  }) => {
    const slug = "chawal-rakh-tricyclazole-75-wp";
    const id = productIdBySlug(slug);
    const response = await page.goto(`/category/fungicides/${id}`);
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toMatch(
      new RegExp(`/category/fungicides/${id}$`),
    );
    await expect(page).toHaveURL(`/category/fungicides/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Chawal Rakh Tricyclazole 75% WP",
    );

    // A product reached under another category lands on its own category's address.
    await page.goto(`/category/herbicides/${slug}`);
    await expect(page).toHaveURL(`/category/fungicides/${slug}`);
  });

  test("a failed load shows 'Error Loading Product' with a way back", async ({ page }) => {
    // The category page is sent without scripts: reach it where React renders the site.
    await openSiteFromAdmin(page);
    const menu = await openProductsMenu(page);
    await menu.getByRole("link", { name: "Fungicides" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fungicides");
    await page.route(
      isDataRequestFor((path) => /^\/category\/[^/]+\/[^/]+$/.test(path)),
      (route) =>
        route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
    );
    await page.locator(".product-card").first().getByRole("link", { name: "View Details" }).click();
    await expect(page.getByRole("heading", { name: "Error Loading Product" })).toBeVisible();
    await expect(page.getByText("Failed to load product details. Please try again.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Products" })).toHaveAttribute(
      "href",
      "/category/fungicides",
    );
  });
});
