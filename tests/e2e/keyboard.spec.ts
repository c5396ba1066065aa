/**
 * The site and the admin panel by keyboard alone: the skip link, the Products menu, the mobile
 * menu, the gallery's event dialog, the hero slider, the admin form panels and message details,
 * and no motion for visitors who prefer reduced motion.
 */
import { type Locator, type Page } from "@playwright/test";
import { SLIDE_INTERVAL_MS } from "~/components/home/home-behaviour";
import { removeCategory, removeContacts, uniqueTag } from "./support/database";
import {
  openAdmin,
  openSiteFromAdmin,
  pauseClock,
  waitForHydration,
  waitForPageReady,
} from "./support/pages";
import { WORK_URL } from "./support/servers";
import { adminTest, expect, test } from "./support/test";

/** True while keyboard focus is inside `container` (or on it). */
function focusIsIn(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/** Presses Tab (or Shift+Tab) `times` times, checking after each press that focus stayed in. */
async function expectTabStaysIn(page: Page, container: Locator, times: number, shift = false) {
  for (let press = 0; press < times; press += 1) {
    await page.keyboard.press(shift ? "Shift+Tab" : "Tab");
    expect(await focusIsIn(container), `focus left after ${press + 1} presses`).toBe(true);
  }
}

/** How many elements inside `container` Tab can reach. */
function tabStopsIn(container: Locator): Promise<number> {
  return container.evaluate(
    (element) =>
      Array.from(
        element.querySelectorAll<HTMLElement>(
          "a[href], button:not([disabled]), input:not([type=hidden]), select, textarea, summary, [tabindex='0']",
        ),
      ).filter((candidate) => candidate.getClientRects().length > 0).length,
  );
}

test.describe("skip link", () => {
  for (const path of ["/", "/gallery", "/no-such-page"]) {
    test(`on ${path} the first Tab reaches 'Skip to main content', which moves focus to main`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForPageReady(page);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to main content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await expect(skip).toHaveAttribute("href", "#main");
      await page.keyboard.press("Enter");
      await expect(page.locator("main#main")).toBeFocused();
      // The next Tab goes on inside main, past the header.
      await page.keyboard.press("Tab");
      expect(await focusIsIn(page.locator("main#main"))).toBe(true);
    });
  }

  test("the admin sign-in page starts with the skip link too", async ({ page }) => {
    await page.goto(`${WORK_URL}/admin-login`);
    await waitForHydration(page, "form");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

adminTest.describe("skip link in the admin panel", () => {
  adminTest.use({ baseURL: WORK_URL });

  adminTest("the first Tab reaches the skip link, which moves focus to main", async ({ page }) => {
    await openAdmin(page, "/admin/dashboard", true);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

/**
 * The two ways a public page reaches the browser, whose keyboard behaviour is one module: as the
 * server sent it, run by the page's own small script, and as React renders it after a
 * client-side navigation, run by its components.
 */
const WAYS: { name: string; open: (page: Page, path: string) => Promise<void> }[] = [
  {
    name: "as sent",
    open: async (page, path) => {
      await page.goto(path);
      await waitForPageReady(page);
    },
  },
  { name: "as React renders it", open: openSiteFromAdmin },
];

for (const way of WAYS) {
  test.describe(`header menus by keyboard, ${way.name}`, () => {
    test("Products menu: Enter opens it, Tab walks its categories, Escape closes it and focus returns", async ({
      page,
    }) => {
      await way.open(page, "/about");
      const dropdown = page.locator("details.dropdown");
      const summary = dropdown.locator("summary");
      await summary.focus();
      await page.keyboard.press("Enter");
      await expect(dropdown).toHaveAttribute("open", "");
      await expect(dropdown.locator(".dropdown-menu")).toBeVisible();

      await page.keyboard.press("Tab");
      await expect(dropdown.getByRole("link").first()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dropdown).not.toHaveAttribute("open", "");
      await expect(summary).toBeFocused();
    });

    test("Products menu closes when focus moves past its last category", async ({ page }) => {
      await way.open(page, "/about");
      const dropdown = page.locator("details.dropdown");
      await dropdown.locator("summary").focus();
      await page.keyboard.press("Enter");
      await dropdown.getByRole("link").last().focus();
      await page.keyboard.press("Tab");
      await expect(dropdown).not.toHaveAttribute("open", "");
      // The next entry of the bar: the crop guide.
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Crop Guide" }),
      ).toBeFocused();
    });

    test("mobile menu: Enter opens it, Tab and Shift+Tab stay inside, Escape closes it and focus returns", async ({
      page,
    }) => {
      await way.open(page, "/about");
      await page.setViewportSize({ width: 390, height: 844 });
      const drawer = page.locator("details.drawer");
      const menuButton = page.getByLabel("Menu");
      await menuButton.focus();
      await page.keyboard.press("Enter");
      await expect(drawer.locator(".drawer-panel")).toBeVisible();

      const stops = await tabStopsIn(drawer);
      expect(stops).toBeGreaterThan(5);
      await expectTabStaysIn(page, drawer, stops + 2);
      await expectTabStaysIn(page, drawer, stops + 2, true);

      await page.keyboard.press("Escape");
      await expect(drawer.locator(".drawer-panel")).toBeHidden();
      await expect(menuButton).toBeFocused();
      // Closed, the menu traps nothing: Tab moves on past it.
      await page.keyboard.press("Tab");
      expect(await focusIsIn(drawer)).toBe(false);
    });
  });

  test.describe(`gallery event dialog by keyboard, ${way.name}`, () => {
    test("Enter on 'View Gallery' opens the dialog with focus inside; Tab stays in; Escape closes it and focus returns", async ({
      page,
    }) => {
      await way.open(page, "/gallery");
      const opener = page.getByRole("link", { name: "View Gallery" }).nth(1);
      const href = await opener.getAttribute("href");
      await opener.focus();
      await page.keyboard.press("Enter");

      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/event=\d+/);
      await expect.poll(() => focusIsIn(dialog)).toBe(true);

      const stops = await tabStopsIn(dialog);
      expect(stops).toBeGreaterThan(0);
      await expectTabStaysIn(page, dialog, stops + 2);
      await expectTabStaysIn(page, dialog, stops + 2, true);

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page).not.toHaveURL(/event=/);
      await expect(page.locator(`a[href="${href}"]`)).toBeFocused();
    });
  });
}

test.describe("gallery event dialog by keyboard", () => {
  test("a dialog open on arrival gives focus to its event's card when closed", async ({ page }) => {
    await page.goto("/gallery");
    const href = await page
      .getByRole("link", { name: "View Gallery" })
      .first()
      .getAttribute("href");
    await page.goto(href ?? "");
    await waitForPageReady(page);
    const dialog = page.getByRole("dialog");
    await expect.poll(() => focusIsIn(dialog)).toBe(true);
    await dialog.getByRole("link", { name: "Close" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page.locator(`a[href="${href}"]`)).toBeFocused();
  });
});

test.describe("hero slider by keyboard", () => {
  const stripOffset = (page: Page) =>
    page.locator(".hero-strip").evaluate((strip) => Math.round(strip.scrollLeft));

  test("the next-slide arrow works from the keyboard, and focus inside stops the auto-advance", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForPageReady(page);
    await expect.poll(() => stripOffset(page)).toBe(0);
    await page.getByRole("link", { name: "Next slide" }).first().focus();
    await page.keyboard.press("Enter");
    const width = await page.locator(".hero-strip").evaluate((strip) => strip.clientWidth);
    await expect.poll(() => stripOffset(page)).toBe(width);
  });

  test("with reduced motion the slider does not advance by itself", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await pauseClock(page);
    await page.goto("/");
    await waitForPageReady(page);
    // Longer than the 3-second interval of the automatic advance; a step would be instant.
    await page.clock.runFor(SLIDE_INTERVAL_MS + 1_000);
    expect(await stripOffset(page)).toBe(0);
  });

  test("without that preference it does advance by itself", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await pauseClock(page);
    await page.goto("/");
    await waitForPageReady(page);
    await page.clock.runFor(SLIDE_INTERVAL_MS);
    await expect.poll(() => stripOffset(page)).toBeGreaterThan(0);
  });
});

test.describe("reduced motion", () => {
  const motion = (page: Page) =>
    page.evaluate(() => {
      const button = document.querySelector(".button");
      return {
        scroll: getComputedStyle(document.documentElement).scrollBehavior,
        transition: button ? getComputedStyle(button).transitionDuration : "none",
      };
    });

  test("transitions and smooth scrolling are on by default and off when reduced motion is asked for", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/about");
    const normal = await motion(page);
    expect(normal.scroll).toBe("smooth");
    expect(normal.transition).not.toMatch(/^0s(, 0s)*$/);

    await page.emulateMedia({ reducedMotion: "reduce" });
    const reduced = await motion(page);
    expect(reduced.scroll).toBe("auto");
    expect(reduced.transition).toMatch(/^0s(, 0s)*$/);
  });
});

adminTest.describe("admin panels by keyboard", () => {
  adminTest.use({ baseURL: WORK_URL });

  adminTest(
    "Add Category: focus goes to the form, Tab stays in, Escape closes it and focus returns",
    async ({ page }) => {
      await openAdmin(page, "/admin/categories", true);
      const add = page.getByRole("link", { name: "Add Category" });
      await add.focus();
      await page.keyboard.press("Enter");
      const panel = page.locator("section.admin-panel");
      await expect(panel.getByRole("heading", { name: "Add Category" })).toBeVisible();
      await expect(panel.getByLabel(/^Name/)).toBeFocused();

      const stops = await tabStopsIn(panel);
      await expectTabStaysIn(page, panel, stops + 2);
      await expectTabStaysIn(page, panel, stops + 2, true);

      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(page.getByRole("link", { name: "Add Category" })).toBeFocused();
    },
  );

  adminTest(
    "Edit: Escape closes the form and focus returns to the row's Edit link",
    async ({ page, rows }) => {
      const name = `Keyboard Edit ${uniqueTag()}`;
      const category = rows.category({ name: name });
      try {
        await openAdmin(page, "/admin/categories", true);
        const edit = page.locator(`a[href$="?edit=${category.id}"]`);
        await edit.focus();
        await page.keyboard.press("Enter");
        const panel = page.locator("section.admin-panel");
        await expect(panel.getByLabel(/^Name/)).toBeFocused();
        await expect(panel.getByLabel(/^Name/)).toHaveValue(name);
        await page.keyboard.press("Escape");
        await expect(panel).toBeHidden();
        await expect(edit).toBeFocused();
      } finally {
        removeCategory(name);
      }
    },
  );

  adminTest(
    "a refused save announces its error and focuses the first invalid field, described by its message",
    async ({ page }) => {
      await openAdmin(page, "/admin/categories?new=1", true);
      const form = page.locator(".admin-panel form");
      await form.evaluate((element) => {
        (element as HTMLFormElement).noValidate = true;
      });
      await page.getByRole("button", { name: "Create Category" }).press("Enter");
      await expect(page.getByRole("alert").first()).toBeVisible();
      const invalid = page.locator("[aria-invalid=true]").first();
      await expect(invalid).toBeFocused();
      const describedBy = await invalid.getAttribute("aria-describedby");
      expect(describedBy).toBeTruthy();
      await expect(page.locator(`#${describedBy}`)).not.toBeEmpty();
    },
  );

  adminTest(
    "a message's details: focus inside, Tab stays in, Escape closes and focus returns to View",
    async ({ page, rows }) => {
      const email = `keyboard-${uniqueTag()}@example.com`;
      const contact = rows.contact({ name: "Keyboard Reader", email });
      try {
        await openAdmin(page, "/admin/contact", true);
        const view = page.locator(`a[href$="view=${contact.id}"]`);
        await view.focus();
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog");
        await expect(dialog).toContainText("Keyboard Reader");
        await expect.poll(() => focusIsIn(dialog)).toBe(true);
        const stops = await tabStopsIn(dialog);
        await expectTabStaysIn(page, dialog, stops + 2);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(view).toBeFocused();
      } finally {
        removeContacts(email);
      }
    },
  );
});
