/**
 * Automated accessibility checks (axe-core) of every public page and state (the main pages and
 * the open menus, dialog and form errors again without JavaScript), and of every admin page and
 * state. The map on the contact page is a third-party frame and is left out.
 */
import { AxeBuilder } from "@axe-core/playwright";
import { type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { products } from "~/db/schema";
import {
  findGalleryItem,
  removeCategory,
  removeContacts,
  removeGalleryItem,
  uniqueTag,
  withDb,
} from "./support/database";
import { pngBytes } from "./support/files";
import { holdRequests, openAdmin, waitForHydration, waitForPageReady } from "./support/pages";
import { EMPTY_URL, WORK_URL } from "./support/servers";
import { adminTest, expect, test } from "./support/test";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Runs axe on the page as it is and expects no violation (listed readably when there are). */
async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).exclude("iframe").analyze();
  // A page that did not render would pass trivially.
  expect(results.passes.length).toBeGreaterThan(10);
  const found = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? "?"}): ${violation.help} at ` +
      violation.nodes.map((node) => node.target.join(" ")).join(", "),
  );
  expect(found).toEqual([]);
}

/**
 * axe needs scripts to run, and a page without JavaScript runs none. So the page's HTML, as
 * the visitor without JavaScript got it, is checked in a second page that may run scripts but
 * is refused every script file the HTML asks for: the app's own code never runs there.
 */
async function expectNoAxeViolationsWithoutScripts(page: Page): Promise<void> {
  const html = await page.content();
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true });
  try {
    const copy = await context.newPage();
    // Images are left out too: axe reads their markup, and the page loads faster.
    await copy.route("**/*", (route) =>
      ["script", "image", "media"].includes(route.request().resourceType())
        ? route.abort()
        : route.continue(),
    );
    // Same address first, so the copy's relative links and stylesheets resolve as they did.
    await copy.goto(page.url());
    await copy.setContent(html);
    await expect(copy).toHaveTitle(await page.title());
    await expectNoAxeViolations(copy);
  } finally {
    await context.close();
  }
}

/** axe on the page, run the way the project's JavaScript setting allows. */
async function checkPage(page: Page, javaScript: boolean): Promise<void> {
  if (javaScript) await expectNoAxeViolations(page);
  else await expectNoAxeViolationsWithoutScripts(page);
}

/** Opens a public page; with JavaScript, waits until its client-side code has run. */
async function openPublic(page: Page, url: string, javaScript: boolean, status = 200) {
  const response = await page.goto(url);
  expect(response?.status()).toBe(status);
  if (javaScript) await waitForPageReady(page);
}

const isJs = (projectName: string) => projectName === "js";

// An axe run checks every element against every rule: tens of seconds on a busy 2-core machine,
// and without JavaScript each check loads the page twice.
test.describe.configure({ timeout: 120_000 });

test.describe("accessibility of the public pages", () => {
  // `withoutJs`: also checked without JavaScript. The other pages are the same markup with
  // and without it, so one run of axe covers them.
  const pages: { name: string; url: string; status?: number; withoutJs?: boolean }[] = [
    { name: "home", url: "/", withoutJs: true },
    { name: "about", url: "/about" },
    { name: "contact", url: "/contact", withoutJs: true },
    { name: "a category", url: "/category/insecticides" },
    { name: "a product", url: "/category/insecticides/dhaal-imidacloprid-20-sl", withoutJs: true },
    {
      name: "a product's spray calculator answering, in Urdu",
      url: "/ur/category/insecticides/dhaal-imidacloprid-20-sl?use=1&area=3.5&unit=acre&tank=16",
      withoutJs: true,
    },
    {
      name: "a product's spray calculator refusing its fields",
      url: "/category/insecticides/dhaal-imidacloprid-20-sl?use=1&area=abc&unit=acre&tank=other&litres=",
      withoutJs: true,
    },
    { name: "a crop of the guide", url: "/crops/wheat" },
    { name: "a crop of the guide in Urdu", url: "/ur/crops/wheat" },
    { name: "where to buy", url: "/dealers", withoutJs: true },
    {
      name: "a district's dealers, those stocking a product first",
      url: "/dealers?district=multan&product=dhaal-imidacloprid-20-sl",
      withoutJs: true,
    },
    { name: "a district's dealers in Urdu", url: "/ur/dealers?district=multan" },
    { name: "a district without dealers, in Urdu", url: "/ur/dealers?district=jhang" },
    { name: "the gallery", url: "/gallery", withoutJs: true },
    { name: "the gallery filtered by a type", url: "/gallery?type=training" },
    { name: "an unknown address (404)", url: "/no-such-page", status: 404 },
    { name: "an unknown category (404)", url: "/category/no-such-category", status: 404 },
    {
      name: "an unknown product (404)",
      url: "/category/insecticides/no-such-product",
      status: 404,
    },
    { name: "the home page of an empty catalogue", url: `${EMPTY_URL}/` },
    { name: "the gallery without events", url: `${EMPTY_URL}/gallery` },
  ];

  for (const { name, url, status, withoutJs } of pages) {
    test(`${name} has no axe violations${withoutJs ? " @nojs" : ""}`, async ({
      page,
    }, testInfo) => {
      await openPublic(page, url, isJs(testInfo.project.name), status);
      await checkPage(page, isJs(testInfo.project.name));
    });
  }

  test("the gallery with an event open has no axe violations @nojs", async ({ page }, testInfo) => {
    await openPublic(page, "/gallery", isJs(testInfo.project.name));
    await page.getByRole("link", { name: "View Gallery" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await checkPage(page, isJs(testInfo.project.name));
  });

  test("the contact form showing its errors has no axe violations @nojs", async ({
    page,
  }, testInfo) => {
    await openPublic(page, "/contact", isJs(testInfo.project.name));
    // The server's checks, not the browser's: the form is sent as it is.
    await page.locator("form.contact-form, form:has(#contact-name)").evaluate((form) => {
      (form as HTMLFormElement).noValidate = true;
    });
    await page.getByRole("button", { name: /send/i }).click();
    await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
    await checkPage(page, isJs(testInfo.project.name));
  });

  test("the mobile menu, open, has no axe violations @nojs", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPublic(page, "/about", isJs(testInfo.project.name));
    await page.getByLabel("Menu").click();
    await expect(page.locator(".drawer-panel")).toBeVisible();
    await checkPage(page, isJs(testInfo.project.name));
  });

  test("the Products menu, open, has no axe violations @nojs", async ({ page }, testInfo) => {
    await openPublic(page, "/about", isJs(testInfo.project.name));
    await page.locator(".dropdown > summary").click();
    await expect(page.locator(".dropdown-menu")).toBeVisible();
    await checkPage(page, isJs(testInfo.project.name));
  });
});

test.describe("accessibility of the admin sign-in", () => {
  test.use({ baseURL: WORK_URL });

  test("the sign-in page has no axe violations", async ({ page }) => {
    await page.goto("/admin-login");
    await waitForHydration(page, "form");
    await expectNoAxeViolations(page);
  });

  test("the sign-in page with a refused sign-in has no axe violations", async ({ page }) => {
    await page.goto("/admin-login");
    await waitForHydration(page, "form");
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password").fill(`wrong-${uniqueTag()}`);
    await page.getByRole("button", { name: "Sign in to Admin Panel" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });
});

adminTest.describe("accessibility of the admin panel", () => {
  adminTest.use({ baseURL: WORK_URL });

  const pages = [
    "/admin/dashboard",
    "/admin/categories",
    "/admin/categories?new=1",
    "/admin/products",
    "/admin/products?new=1",
    "/admin/gallery",
    "/admin/gallery?new=1",
    "/admin/gallery?q=no-such-event-anywhere",
    "/admin/dealers",
    "/admin/dealers?new=1",
    "/admin/dealers/import",
    "/admin/contact",
    "/admin/batches",
    "/admin/batches?new=1",
    // The demo's first batch, its pack codes' panel open.
    "/admin/batches?codes=1",
    "/admin/batches/import",
    "/admin/accounts",
    "/admin/accounts?new=1",
    "/admin/account",
    "/admin/trash",
    "/admin/trail",
    "/admin/trail?kind=products&from=2026-13-01",
  ];
  for (const path of pages) {
    adminTest(`${path} has no axe violations`, async ({ page }) => {
      await openAdmin(page, path, true);
      await expectNoAxeViolations(page);
    });
  }

  adminTest(
    "a list's second page with its search, category filter and pager, and a search that finds nothing, have no axe violations",
    async ({ page, rows }) => {
      const tag = uniqueTag();
      const category = rows.category({ name: `A11y Paging ${tag}` });
      const made = Array.from({ length: 26 }, (_, index) =>
        rows.product({ name: `A11y Paged ${tag} ${index + 1}`, categoryId: category.id }),
      );
      // Made long ago: other tests' products stay on their first page.
      withDb("work", (db) => {
        for (const product of made) {
          db.update(products)
            .set({ createdAt: "2001-01-01T00:00:00.000Z" })
            .where(eq(products.id, product.id))
            .run();
        }
      });
      try {
        await openAdmin(page, `/admin/products?q=${tag}&category=${category.slug}&page=2`, true);
        await expect(page.getByRole("navigation", { name: "Pages of products" })).toBeVisible();
        await expectNoAxeViolations(page);
        await openAdmin(page, `/admin/products?q=${tag}-nothing`, true);
        await expect(page.getByRole("link", { name: "Clear the search" })).toBeVisible();
        await expectNoAxeViolations(page);
      } finally {
        removeCategory(category.name);
      }
    },
  );

  adminTest(
    "an event's saved images with their order controls have no axe violations, before and after a move",
    async ({ page }) => {
      const title = `A11y Image Order ${uniqueTag()}`;
      const form = new FormData();
      const fields = {
        intent: "save",
        title,
        description: "Photos in order.",
        date: "2001-01-01",
        location: "Okara",
        eventType: "training",
      };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      for (const width of [81, 82, 83]) {
        const png = new Uint8Array(await pngBytes(width, 60));
        form.append("images", new Blob([png], { type: "image/png" }), `${width}.png`);
      }
      try {
        const saved = await page.request.post("/admin/gallery", {
          multipart: form,
          maxRedirects: 0,
        });
        expect(saved.status()).toBe(302);
        const id = findGalleryItem(title)?.id;
        await openAdmin(page, `/admin/gallery?edit=${id}`, true);
        await waitForHydration(page, "fieldset.saved-images button");
        await expectNoAxeViolations(page);
        await page.getByRole("button", { name: "Make image 3 the cover" }).click();
        await expect(page.locator("fieldset.saved-images [role=status]")).not.toBeEmpty();
        await expectNoAxeViolations(page);
      } finally {
        removeGalleryItem(title);
      }
    },
  );

  adminTest("a category's edit form has no axe violations", async ({ page, rows }) => {
    const name = `A11y Edit ${uniqueTag()}`;
    const category = rows.category({ name: name });
    try {
      await openAdmin(page, `/admin/categories?edit=${category.id}`, true);
      await expect(page.getByRole("heading", { name: "Edit Category" })).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      removeCategory(name);
    }
  });

  for (const section of ["categories", "products", "crops", "gallery"]) {
    adminTest(`the ${section} form showing its errors has no axe violations`, async ({ page }) => {
      await openAdmin(page, `/admin/${section}?new=1`, true);
      const form = page.locator(".admin-panel form");
      // The server's checks, not the browser's: the empty form is sent as it is.
      await form.evaluate((element) => {
        (element as HTMLFormElement).noValidate = true;
      });
      await form.getByRole("button", { name: /^Create / }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  adminTest("a contact message's details have no axe violations", async ({ page, rows }) => {
    const email = `a11y-${uniqueTag()}@example.com`;
    const contact = rows.contact({ name: "Axe Reader", email });
    try {
      await openAdmin(page, `/admin/contact?view=${contact.id}`, true);
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      removeContacts(email);
    }
  });

  adminTest(
    "the delete confirmation step has no axe violations",
    async ({ browser, adminStorageState, rows }) => {
      // The step the server shows when the browser cannot ask (no JavaScript); with
      // JavaScript the browser's own confirmation dialog asks.
      const context = await browser.newContext({
        baseURL: WORK_URL,
        storageState: adminStorageState,
        javaScriptEnabled: false,
      });
      const name = `A11y Delete ${uniqueTag()}`;
      rows.category({ name: name });
      try {
        const page = await context.newPage();
        await openAdmin(page, "/admin/categories", false);
        await page
          .locator("table.admin-table tbody tr", { hasText: name })
          .getByRole("button", { name: "Delete" })
          .click();
        await expect(page.getByRole("button", { name: "Yes, delete" })).toBeVisible();
        await expectNoAxeViolationsWithoutScripts(page);
      } finally {
        removeCategory(name);
        await context.close();
      }
    },
  );

  adminTest("a photo upload on its way has no axe violations", async ({ page }) => {
    await openAdmin(page, "/admin/gallery?new=1", true);
    const upload = await holdRequests(page, (url) => url.pathname === "/admin/upload/gallery");
    try {
      const form = page.locator(".admin-panel form");
      await form.evaluate((element) => {
        (element as HTMLFormElement).noValidate = true;
      });
      await page.locator("#gallery-images").setInputFiles({
        name: "field.png",
        mimeType: "image/png",
        buffer: await pngBytes(),
      });
      await expect(page.getByRole("list", { name: "Images to upload" })).toBeVisible();
      await form.getByRole("button", { name: "Create Gallery Item" }).click();
      await expect(page.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      upload.release();
    }
  });

  adminTest("a save whose upload did not get through has no axe violations", async ({ page }) => {
    await openAdmin(page, "/admin/crops?new=1", true);
    await page.route(
      (url) => url.pathname === "/admin/upload/crops",
      (route) => route.abort("internetdisconnected"),
    );
    await page.getByLabel(/^Name/).fill(`A11y Offline ${uniqueTag()}`);
    await page.getByRole("button", { name: "Create Crop" }).click();
    await expect(page.getByRole("alert")).toContainText("did not get through");
    await expectNoAxeViolations(page);
  });
});
