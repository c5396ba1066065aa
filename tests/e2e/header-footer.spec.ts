import { type Locator, type Page } from "@playwright/test";
import { FULL_ADDRESS, PRIMARY_PHONE, SITE } from "~/config/site";
import { DEMO_CATEGORIES } from "~/demo/catalogue";
import { slugify } from "~/lib/slug";
import { TEST_CATEGORY_PREFIX } from "./support/database";
import { openSiteFromAdmin, waitForPageReady } from "./support/pages";
import { EMPTY_URL } from "./support/servers";
import { expect, test } from "./support/test";

const SEEDED_CATEGORIES = DEMO_CATEGORIES.map((category) => ({
  name: category.name,
  slug: slugify(category.name),
})).sort((a, b) => a.name.localeCompare(b.name));

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const productsDropdown = (page: Page) => mainNav(page).locator("details.dropdown");
const drawer = (page: Page) => mainNav(page).locator("details.drawer");

/** Category links of a menu, leaving out categories other tests inserted meanwhile. */
async function menuCategories(menu: Locator): Promise<{ name: string; href: string | null }[]> {
  const links = await menu.getByRole("link").all();
  const entries = await Promise.all(
    links.map(async (link) => ({
      name: (await link.innerText()).trim(),
      href: await link.getAttribute("href"),
    })),
  );
  return entries.filter((entry) => !entry.name.startsWith(TEST_CATEGORY_PREFIX));
}

test.describe("header", () => {
  test("top bar with phone, email, address and the Urdu page; navigation to Home, About Us, Gallery and Contact", async ({
    page,
  }) => {
    await page.goto("/gallery");
    const topbar = page.locator(".topbar");
    await expect(topbar.getByRole("link", { name: PRIMARY_PHONE.display })).toHaveAttribute(
      "href",
      `tel:${PRIMARY_PHONE.tel}`,
    );
    await expect(topbar.getByRole("link", { name: SITE.email })).toHaveAttribute(
      "href",
      `mailto:${SITE.email}`,
    );
    await expect(topbar.getByText(FULL_ADDRESS)).toBeVisible();
    await expect(topbar.getByRole("link", { name: "اردو" })).toHaveAttribute("href", "/ur/gallery");

    const links = mainNav(page).locator(".nav-links");
    await expect(links.getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(links.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about");
    await expect(links.getByRole("link", { name: "Gallery" })).toHaveAttribute("href", "/gallery");
    await expect(links.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    await expect(links.locator("summary", { hasText: "Products" })).toBeVisible();

    await waitForPageReady(page);
    await links.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("About");
  });

  test("Products dropdown lists every category, each linking to its page", async ({ page }) => {
    await page.goto("/");
    await waitForPageReady(page);
    const dropdown = productsDropdown(page);
    const menu = dropdown.locator(".dropdown-menu");
    await expect(menu).toBeHidden();

    await dropdown.locator("summary").click();
    await expect(menu).toBeVisible();
    expect(await menuCategories(menu)).toEqual(
      SEEDED_CATEGORIES.map((category) => ({
        name: category.name,
        href: `/category/${category.slug}`,
      })),
    );

    await menu.getByRole("link", { name: "Fungicides" }).click();
    await expect(page).toHaveURL("/category/fungicides");
    await expect(page.getByRole("heading", { level: 1, name: "Fungicides" })).toBeVisible();
    // Moving to another page closes the menu.
    await expect(menu).toBeHidden();
  });

  test("Escape closes the Products dropdown", async ({ page }) => {
    await page.goto("/about");
    const dropdown = productsDropdown(page);
    await dropdown.locator("summary").click();
    await expect(dropdown.locator(".dropdown-menu")).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(dropdown.locator(".dropdown-menu")).toBeHidden();
    await expect(dropdown).not.toHaveAttribute("open", /.*/);
    await expect(dropdown.locator("summary")).toBeFocused();
  });

  test("Products dropdown says 'No categories found' when there are none", async ({ page }) => {
    await page.goto(`${EMPTY_URL}/`);
    const dropdown = productsDropdown(page);
    await dropdown.locator("summary").click();
    const menu = dropdown.locator(".dropdown-menu");
    await expect(menu).toBeVisible();
    await expect(menu).toContainText("No categories found");
    await expect(menu.getByRole("link")).toHaveCount(0);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 800 } });

    /**
     * Links in the drawer must take a tap; a limit well short of the test's keeps a failure from
     * eating the run, with time for a busy machine to finish the drawer's opening.
     */
    const TAP = { timeout: 15_000 };

    test("drawer opens with links and categories beside the header's Call and WhatsApp, and closes after navigating", async ({
      page,
    }) => {
      await page.goto("/");
      await waitForPageReady(page);
      await expect(mainNav(page).locator(".nav-links")).toBeHidden();

      const menu = drawer(page);
      const panel = menu.locator(".drawer-panel");
      await expect(panel).toBeHidden();
      await menu.locator("summary[aria-label=Menu]").click();
      await expect(panel).toBeVisible();

      await expect(panel.getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
        "href",
        "/",
      );
      await expect(panel.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about");
      await expect(panel.getByRole("link", { name: "Gallery" })).toHaveAttribute(
        "href",
        "/gallery",
      );
      await expect(panel.getByRole("link", { name: "Contact" })).toHaveAttribute(
        "href",
        "/contact",
      );
      expect(await menuCategories(panel.locator(".drawer-categories"))).toEqual(
        SEEDED_CATEGORIES.map((category) => ({
          name: category.name,
          href: `/category/${category.slug}`,
        })),
      );

      // The contact details are not repeated in the drawer: the header beside it calls and
      // opens WhatsApp, and the top bar shows the number, on every page.
      await expect(panel.locator('a[href^="tel:"], a[href^="https://wa.me/"]')).toHaveCount(0);
      const actions = mainNav(page).locator(".header-actions");
      await expect(actions.locator(`a[href="tel:${SITE.phones[0].tel}"]`)).toBeVisible();
      await expect(actions.locator('a[href^="https://wa.me/"]')).toBeVisible();

      await panel.getByRole("link", { name: "Gallery" }).click(TAP);
      await expect(page).toHaveURL("/gallery");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Events & Activities Gallery",
      );
      await expect(panel).toBeHidden();
    });

    test("drawer leads to a category page", async ({ page }) => {
      await page.goto("/about");
      const menu = drawer(page);
      await menu.locator("summary").click();
      await menu.locator(".drawer-categories").getByRole("link", { name: "Herbicides" }).click(TAP);
      await expect(page).toHaveURL("/category/herbicides");
      await expect(page.getByRole("heading", { level: 1, name: "Herbicides" })).toBeVisible();
      await expect(menu.locator(".drawer-panel")).toBeHidden();
    });

    test("drawer closes by its close button, by a tap beside it, by Escape and, on a page React renders, after moving in place", async ({
      page,
    }) => {
      await openSiteFromAdmin(page);
      const menu = drawer(page);
      const panel = menu.locator(".drawer-panel");
      const toggle = menu.locator("summary");

      await toggle.click();
      await expect(panel).toBeVisible();
      // Open, the summary's close icon is the close button, above the panel.
      await menu.locator(".drawer-close-icon").click();
      await expect(panel).toBeHidden();

      await toggle.click();
      await expect(panel).toBeVisible();
      await page.mouse.click(10, 400);
      await expect(panel).toBeHidden();

      await toggle.click();
      await expect(panel).toBeVisible();
      // The focus trap that listens for Escape is set just after the drawer opens.
      await expect(async () => {
        await page.keyboard.press("Escape");
        await expect(panel).toBeHidden({ timeout: 500 });
      }).toPass();

      // The same header stays; the page under it changes.
      await toggle.click();
      await panel.getByRole("link", { name: "About Us" }).click(TAP);
      await expect(page).toHaveURL("/about");
      await expect(panel).toBeHidden();
      expect(
        await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      ).toBe(true);
    });
  });

  test("Products menu opens and leads to a category @nojs", async ({ page }) => {
    await page.goto("/");
    const dropdown = productsDropdown(page);
    await dropdown.locator("summary").click();
    const menu = dropdown.locator(".dropdown-menu");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Insecticides" }).click();
    await expect(page).toHaveURL("/category/insecticides");
    await expect(page.getByRole("heading", { level: 1, name: "Insecticides" })).toBeVisible();
  });
});

test.describe("footer", () => {
  test("blurb, badge, social links, quick links, contact details, hours and the legal entries", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.locator("footer.site-footer");

    await expect(footer.getByRole("heading", { name: SITE.name })).toBeVisible();
    await expect(footer).toContainText("farmers, dealers and agro companies");
    await expect(footer.getByText("Trusted Since 2005", { exact: true })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Facebook" })).toHaveAttribute(
      "href",
      /^https:\/\/(www\.)?facebook\.com\//,
    );
    await expect(footer.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+$/,
    );

    const quickLinks = footer.locator("section", {
      has: page.getByRole("heading", { name: "Quick Links" }),
    });
    await expect(quickLinks.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(quickLinks.getByRole("link", { name: "About Us" })).toHaveAttribute(
      "href",
      "/about",
    );
    await expect(quickLinks.getByRole("link", { name: "Gallery" })).toHaveAttribute(
      "href",
      "/gallery",
    );
    await expect(quickLinks.getByRole("link", { name: "Contact" })).toHaveAttribute(
      "href",
      "/contact",
    );
    // The Products entry is shown but disabled.
    await expect(quickLinks.getByText("Products", { exact: true })).toBeVisible();
    await expect(quickLinks.getByRole("link", { name: "Products" })).toHaveCount(0);

    const contact = footer.locator("section", {
      has: page.getByRole("heading", { name: "Contact Us" }),
    });
    await expect(contact).toContainText(FULL_ADDRESS);
    for (const phone of SITE.phones) {
      await expect(contact.getByRole("link", { name: phone.display })).toHaveAttribute(
        "href",
        `tel:${phone.tel}`,
      );
    }
    await expect(contact.getByRole("link", { name: SITE.email })).toHaveAttribute(
      "href",
      `mailto:${SITE.email}`,
    );

    await expect(footer.getByText("Mon-Sat 9:00 AM-6:00 PM")).toBeVisible();
    await expect(footer.getByText("Sunday closed")).toBeVisible();

    // Privacy Policy, Terms of Service and Sitemap are shown but are not links.
    for (const entry of ["Privacy Policy", "Terms of Service", "Sitemap"]) {
      await expect(footer.getByText(entry, { exact: true })).toBeVisible();
      await expect(footer.getByRole("link", { name: entry })).toHaveCount(0);
      const clickable = await footer
        .getByText(entry, { exact: true })
        .evaluate((element) => element.closest("a, button, [role=link], [onclick]") !== null);
      expect(clickable, `${entry} is clickable`).toBe(false);
    }
  });

  test("every public page has the shared header and footer", async ({ request }) => {
    for (const path of [
      "/",
      "/about",
      "/contact",
      "/gallery",
      "/category/herbicides",
      "/category/no-such-category",
    ]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('class="site-header"');
      expect(html, path).toContain(SITE.email);
      expect(html, path).toContain("Trusted Since 2005");
      expect(html, path).toContain("Sunday closed");
    }
  });
});
