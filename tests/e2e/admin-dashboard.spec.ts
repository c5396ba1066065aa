import { SITE } from "~/config/site";
import { adminCounts, removeContacts, uniqueTag } from "./support/database";
import { expectShowsCounts, openAdmin } from "./support/pages";
import { DASHBOARD_PATH, WORK_URL } from "./support/servers";
import { adminTest as test, expect } from "./support/test";
/** The admin dashboard: counts, new messages and the cards to the four screens. */

/** "1 new message", "3 new messages": never "message(s)". */
function newMessagesText(count: number): string {
  return `${count} new ${count === 1 ? "message" : "messages"}`;
}

test.use({ baseURL: WORK_URL });

const CARDS = [
  { label: "Manage Categories", path: "/admin/categories", heading: /^Categories \(\d+\)$/ },
  { label: "Manage Products", path: "/admin/products", heading: /^Products \(\d+\)$/ },
  { label: "Manage Gallery Items", path: "/admin/gallery", heading: /^Gallery \(\d+\)$/ },
  { label: "Manage Contacts", path: "/admin/contact", heading: /^Contact Messages$/ },
] as const;

test.describe("admin dashboard", () => {
  test("shows the counts of categories, products, gallery items, contacts and new messages", async ({
    page,
    rows,
  }) => {
    const tag = uniqueTag();
    const email = `dashboard-${tag}@example.com`;
    // At least one new message, so the notice and the badge show.
    rows.contact({ name: `Dashboard ${tag}`, email });
    try {
      const card = (label: string) =>
        page.locator("a.stat-card", { has: page.getByText(label, { exact: true }) });
      await expectShowsCounts(
        page,
        DASHBOARD_PATH,
        () => {
          const counts = adminCounts();
          return [
            counts.categories,
            counts.products,
            counts.gallery,
            counts.contacts,
            counts.newContacts,
            newMessagesText(counts.newContacts),
          ];
        },
        async () => [
          Number(await card("Manage Categories").locator(".stat-value").textContent()),
          Number(await card("Manage Products").locator(".stat-value").textContent()),
          Number(await card("Manage Gallery Items").locator(".stat-value").textContent()),
          Number(await card("Manage Contacts").locator(".stat-value").textContent()),
          Number(await card("Manage Contacts").locator(".count-badge").textContent()),
          (await page.getByRole("link", { name: /^[\d,]+ new messages?$/ }).textContent())?.trim(),
        ],
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
      await expect(page.locator(".admin-header")).toContainText("Welcome, Admin");
      await expect(page.getByRole("link", { name: /^[\d,]+ new messages?$/ })).toHaveAttribute(
        "href",
        "/admin/contact?status=new",
      );
      // Only the contacts card carries a badge.
      await expect(page.locator("a.stat-card .count-badge")).toHaveCount(1);
    } finally {
      removeContacts(email);
    }
  });

  test("@nojs the admin menu and every admin page's title say how many messages are new", async ({
    page,
    rows,
  }) => {
    const tag = uniqueTag();
    const email = `menu-${tag}@example.com`;
    rows.contact({ name: `Menu ${tag}`, email });
    try {
      for (const path of [DASHBOARD_PATH, "/admin/categories", "/admin/contact"]) {
        await expectShowsCounts(
          page,
          path,
          () => {
            const text = newMessagesText(adminCounts().newContacts);
            return [text, text, `Admin (${text}) | ${SITE.name}`];
          },
          async () => {
            const badge = page.locator(".admin-nav .nav-badge");
            return [
              await badge.getAttribute("title"),
              (await badge.locator(".visually-hidden").textContent())?.trim(),
              await page.title(),
            ];
          },
        );
        const contacts = page.getByRole("navigation", { name: "Admin" }).getByRole("link", {
          name: /^Contacts [\d,]+ new messages?$/,
        });
        await expect(contacts).toHaveAttribute("href", "/admin/contact");
      }
    } finally {
      removeContacts(email);
    }
  });

  test("the four cards lead to the categories, products, gallery and contact screens", async ({
    page,
  }) => {
    await page.goto(DASHBOARD_PATH);
    const cards = page.locator("a.stat-card");
    await expect(cards).toHaveCount(4);
    for (const [index, card] of CARDS.entries()) {
      await expect(cards.nth(index)).toContainText(card.label);
      await expect(cards.nth(index)).toHaveAttribute("href", card.path);
    }
    for (const card of CARDS) {
      await page.goto(DASHBOARD_PATH);
      await page.locator("a.stat-card", { hasText: card.label }).click();
      await expect(page).toHaveURL(`${WORK_URL}${card.path}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(card.heading);
    }
  });
});

test.describe("the admin on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of ["/admin/dashboard", "/admin/contact", "/admin/products", "/admin/crops"]) {
    test(`${path} never scrolls sideways: wide menus and tables scroll inside themselves`, async ({
      page,
    }) => {
      await openAdmin(page, path, true);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    });
  }
});
