/**
 * Not-found and error pages: the right status, the site's header and footer, and the ways on
 * (home, the product categories, contact).
 */
import { type Page } from "@playwright/test";
import { TEST_CATEGORY_PREFIX, uniqueTag, withDb } from "./support/database";
import { expect, test } from "./support/test";
import { eq, sql } from "drizzle-orm";
import { products } from "~/db/schema";

async function expectWaysOn(page: Page): Promise<void> {
  await expect(page.locator("header.site-header")).toBeVisible();
  await expect(page.locator("footer.site-footer")).toBeVisible();
  const main = page.locator("main#main");
  await expect(main.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  const categories = main.getByRole("navigation", { name: "Product categories" });
  await expect(categories.getByRole("link", { name: "Insecticides" })).toHaveAttribute(
    "href",
    "/category/insecticides",
  );
}

test.describe("not-found pages @nojs", () => {
  const cases = [
    { url: "/no-such-page", title: "Page Not Found" },
    { url: "/category/no-such-category", title: "Category Not Found" },
    { url: "/category/insecticides/no-such-product", title: "Product Not Found" },
  ];
  for (const { url, title } of cases) {
    test(`${url} answers 404 with '${title}' inside the header and footer`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expectWaysOn(page);
    });
  }
});

test.describe("error pages", () => {
  test("a product whose stored record cannot be read answers 500 with 'Error Loading Product' @nojs", async ({
    page,
    rows,
  }) => {
    const tag = uniqueTag();
    const category = rows.category(
      {
        name: `${TEST_CATEGORY_PREFIX}Broken ${tag}`,
        slug: `e2e-broken-${tag}`,
        description: "A category with a damaged product.",
      },
      "seeded",
    );
    // Features are stored as JSON; this row's are not, so reading the product fails.
    const product = rows.product(
      {
        name: `Broken ${tag}`,
        slug: `broken-${tag}`,
        categoryId: category.id,
        description: "Damaged.",
      },
      "seeded",
    );
    withDb("seeded", (db) =>
      db
        .update(products)
        .set({ features: sql`'{not json'` })
        .where(eq(products.id, product.id))
        .run(),
    );
    const response = await page.goto(`/category/e2e-broken-${tag}/broken-${tag}`);
    expect(response?.status()).toBe(500);
    await expect(
      page.getByRole("heading", { level: 1, name: "Error Loading Product" }),
    ).toBeVisible();
    await expectWaysOn(page);
  });
});
