import type { APIRequestContext, Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import * as schema from "~/db/schema";
import { readCsv } from "./support/csv";
import { uniqueTag, withDb } from "./support/database";
import { notice, openAdmin } from "./support/pages";
import { EMPTY_URL, WORK_URL } from "./support/servers";
import { bearer, signIn, signInToken } from "./support/sign-in";
import { adminTest as test, expect } from "./support/test";

/**
 * The Insight screen: a morning of farmers' visits and searches, sent as a phone sends them
 * (browsers under test say they are headless, which counts as a crawler), then read on a phone.
 */

test.use({ baseURL: WORK_URL, viewport: { width: 390, height: 844 } });

const PHONE =
  "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A client with no cookie of the admin's (the tests' `request` carries the signed-in one). */
function farmersPhone(playwright: {
  request: { newContext: (options: object) => Promise<APIRequestContext> };
}) {
  return playwright.request.newContext({ storageState: { cookies: [], origins: [] } });
}

/** A farmer's phone opening `path` on the work server. */
async function farmerOpens(request: APIRequestContext, path: string, headers = {}) {
  const response = await request.get(WORK_URL + path, {
    headers: { "user-agent": PHONE, ...headers },
  });
  expect(response.status(), path).toBe(200);
  expect(response.headers()["set-cookie"], `${path} sets no cookie`).toBeUndefined();
  return response;
}

/** How many products the public search finds for `query` (as many as its page lists). */
async function foundBy(request: APIRequestContext, query: string): Promise<number> {
  const answer = await request.get(`${WORK_URL}/api/search?q=${encodeURIComponent(query)}`);
  const { data } = (await answer.json()) as { data: unknown[] };
  return Math.min(data.length, 30);
}

/** A product of the demo catalogue and its page's address. */
function demoProduct() {
  return withDb("work", (db) => {
    const row = db
      .select({
        name: schema.products.name,
        slug: schema.products.slug,
        category: schema.categories.slug,
      })
      .from(schema.products)
      .innerJoin(schema.categories, eq(schema.categories.id, schema.products.categoryId))
      .orderBy(schema.products.id)
      .limit(1)
      .offset(3)
      .get();
    if (!row) throw new Error("The demo catalogue has no products");
    return { ...row, path: `/category/${row.category}/${row.slug}` };
  });
}

/** The cells of a list's table on the screen, row by row, as the CSV writes them. */
async function screenRows(page: Page, list: string): Promise<string[][]> {
  return page
    .locator(`#${list} tbody tr`)
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll("th, td:not(.insight-row-actions)")].map((cell) =>
          (cell.textContent ?? "").trim().replaceAll(",", ""),
        ),
      ),
    );
}

async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
}

test.describe("Insight", () => {
  test("a scripted morning shows on a phone: pages, Urdu, searches that found nothing, CSV", async ({
    page,
    playwright,
  }) => {
    const request = await farmersPhone(playwright);
    const product = demoProduct();
    const tag = uniqueTag();
    const unfoundUrdu = `سفید${tag}`;
    // The morning: a product page three times, the cotton crop page in Urdu twice (the second
    // sent again from the page cache), 'safed makhi' (whitefly, which the demo catalogue knows)
    // three times typed three ways, an Urdu search that finds nothing, and 'cotton'.
    for (let i = 0; i < 3; i++) await farmerOpens(request, product.path);
    await farmerOpens(request, "/ur/crops/cotton");
    const again = await farmerOpens(request, "/ur/crops/cotton");
    expect(again.headers()["x-cache"]).toBe("HIT");
    for (const typed of ["safed makhi", "Safed  Makhi", "SAFED makhi!"]) {
      await farmerOpens(request, `/search?q=${encodeURIComponent(typed)}`);
    }
    await farmerOpens(request, `/ur/search?q=${encodeURIComponent(unfoundUrdu)}`);
    await farmerOpens(request, "/search?q=cotton");
    // Not farmers: a crawler, a prefetch, a HEAD. None of them counts.
    await farmerOpens(request, product.path, { "user-agent": CRAWLER });
    await farmerOpens(request, product.path, { "sec-purpose": "prefetch" });
    await request.head(WORK_URL + product.path, { headers: { "user-agent": PHONE } });

    // The counts reach the database within seconds, in batches: once the morning's last search
    // ('cotton') is there, so is all that came before it.
    const token = await signInToken(request);
    const found = await foundBy(request, "safed makhi");
    expect(found).toBeGreaterThan(0);
    const searched = async (query: string) => {
      const answer = await request.get(`${WORK_URL}/api/insight/searches?days=7`, {
        headers: bearer(token),
      });
      const { data } = (await answer.json()) as {
        data: { rows: { query: string; searches: number; found: number }[] };
      };
      return data.rows.find((row) => row.query === query);
    };
    await expect.poll(() => searched("cotton")).toMatchObject({ query: "cotton" });
    expect(await searched("safed makhi")).toEqual({
      query: "safed makhi",
      searches: 3,
      found,
      lastSearched: expect.any(String),
    });

    await openAdmin(page, "/admin/insight?days=7", true);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insight");
    await expect(page.locator("#visits-summary")).toContainText(/in Urdu \(\d+(\.\d)?%\)/);
    await expect(page.getByRole("img", { name: /visits in the last 7 days/ })).toBeVisible();
    const products = page.locator("#products tbody tr", { hasText: product.name });
    await expect(products.locator("td").nth(1)).toHaveText("3");
    const cotton = page.locator("#crops tbody tr", { hasText: "cotton" });
    await expect(cotton.locator("td[data-label='In Urdu']")).toHaveText("2");
    await expect(
      page.locator("#searches").getByRole("link", { name: "safed makhi", exact: true }),
    ).toHaveAttribute("href", "/search?q=safed%20makhi");
    const unfound = page.locator("#unfound-searches");
    await expect(unfound.getByRole("link", { name: unfoundUrdu })).toBeVisible();
    await expect(unfound.getByRole("link", { name: "safed makhi", exact: true })).toHaveCount(0);
    await expect(unfound.getByRole("link", { name: "cotton", exact: true })).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    // Each list's CSV file holds the rows the screen shows.
    for (const list of ["searches", "unfound-searches", "products", "crops", "languages"]) {
      // Another test's farmer may be counted meanwhile: the file and the screen read together.
      await expect(async () => {
        const csv = await page.request.get(`/admin/insight/csv/${list}?days=7`);
        expect(csv.headers()["content-type"]).toContain("text/csv");
        const [, ...rows] = readCsv(await csv.body());
        await page.reload();
        expect(rows, list).toEqual(await screenRows(page, list));
      }).toPass();
    }

    // Marked as handled, a search leaves the list.
    await unfound
      .locator("tr", { hasText: unfoundUrdu })
      .getByRole("button", { name: /Mark as handled/ })
      .click();
    await expect(notice(page)).toContainText("Marked as handled");
    await expect(
      page.locator("#unfound-searches").getByRole("link", { name: unfoundUrdu }),
    ).toHaveCount(0);
  });

  test("@nojs reads on a phone without JavaScript, and marks a search handled with a plain form", async ({
    page,
    playwright,
  }) => {
    const request = await farmersPhone(playwright);
    const query = `zz${uniqueTag()}`;
    await farmerOpens(request, `/search?q=${query}`);
    await expect(async () => {
      await page.goto("/admin/insight?days=30");
      await expect(
        page.locator("#unfound-searches").getByRole("link", { name: query }),
      ).toBeVisible({
        timeout: 1_000,
      });
    }).toPass();
    for (const days of ["7", "30", "90"]) {
      await page.getByRole("link", { name: `${days} days` }).click();
      await expect(page.getByRole("link", { name: `${days} days` })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expectNoSidewaysScroll(page);
    }
    await expect(page.locator("#visits table tbody tr")).toHaveCount(90);
    await page
      .locator("#unfound-searches tr", { hasText: query })
      .getByRole("button", { name: /Mark as handled/ })
      .click();
    await expect(notice(page)).toContainText("Marked as handled");
    await expect(page.locator("#unfound-searches").getByRole("link", { name: query })).toHaveCount(
      0,
    );
  });

  test("the API refuses a list it does not have and a period it does not count", async ({
    playwright,
  }) => {
    const request = await farmersPhone(playwright);
    const token = await signInToken(request);
    const wrong = await request.get(`${WORK_URL}/api/insight/visitors`, { headers: bearer(token) });
    expect(wrong.status()).toBe(404);
    const period = await request.get(`${WORK_URL}/api/insight/visits?days=365`, {
      headers: bearer(token),
    });
    expect(period.status()).toBe(400);
    const anonymous = await request.get(`${WORK_URL}/api/insight/visits`);
    expect(anonymous.status()).toBe(401);
  });
});

test.describe("a catalogue that does not know whitefly", () => {
  test("lists 'safed makhi' among the searches that found nothing, on a phone, the CSV alike", async ({
    browser,
    playwright,
  }) => {
    const farmer = await playwright.request.newContext({ baseURL: EMPTY_URL });
    for (const typed of ["safed makhi", "Safed Makhi"]) {
      const answer = await farmer.get(`/search?q=${encodeURIComponent(typed)}`, {
        headers: { "user-agent": PHONE },
      });
      expect(answer.status()).toBe(200);
    }
    await farmer.get("/ur", { headers: { "user-agent": PHONE } });
    const context = await browser.newContext({
      baseURL: EMPTY_URL,
      viewport: { width: 390, height: 844 },
      storageState: { cookies: [], origins: [] },
    });
    const page = await context.newPage();
    await signIn(page, { from: `${EMPTY_URL}/admin-login` });
    await expect(page.getByText("Welcome, Admin")).toBeVisible();
    const safedMakhi = page.locator("#unfound-searches").getByRole("link", {
      name: "safed makhi",
      exact: true,
    });
    await expect(async () => {
      await page.goto("/admin/insight?days=7");
      await expect(safedMakhi).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(
      page.locator("#unfound-searches tbody tr", { hasText: "safed makhi" }),
    ).toContainText("2");
    await expectNoSidewaysScroll(page);
    const csv = await page.request.get("/admin/insight/csv/unfound-searches?days=7");
    const [header, ...rows] = readCsv(await csv.body());
    expect(header).toEqual(["Search", "Searches", "Last searched"]);
    expect(rows).toEqual(await screenRows(page, "unfound-searches"));
    await context.close();
  });
});

test.describe("public pages", () => {
  test("set no cookie and ask nothing of another site", async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: WORK_URL,
      userAgent: PHONE,
      storageState: { cookies: [], origins: [] },
    });
    const page = await context.newPage();
    const product = demoProduct();
    const foreign: string[] = [];
    const cookies: string[] = [];
    page.on("request", (asked) => {
      const url = new URL(asked.url());
      if (url.protocol !== "data:" && url.origin !== WORK_URL) foreign.push(asked.url());
    });
    page.on("response", async (answer) => {
      const setCookie = await answer.headerValue("set-cookie");
      if (setCookie) cookies.push(`${answer.url()}: ${setCookie}`);
    });
    for (const path of [
      "/",
      "/ur",
      product.path,
      "/ur/crops/cotton",
      "/search?q=safed+makhi",
      "/gallery",
      `/contact?product=${product.slug}`,
      "/verify",
    ]) {
      await page.goto(path);
      await page.waitForLoadState("load");
    }
    expect(foreign).toEqual([]);
    expect(cookies).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    await context.close();
  });
});
