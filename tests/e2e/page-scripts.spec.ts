/**
 * What each public page loads of JavaScript. Every public page is sent without the router's
 * scripts: what it needs of JavaScript is the page's own small inline scripts (the header's
 * keys, the Urdu offer and offline reading on every page; the home page's slider and counters,
 * the gallery's dialog, the contact form's sending in place, a product page's spray calculator),
 * the same on every response, so
 * each page arrives in the first round trip of a new connection. React renders a public page
 * only when it is reached in place from the admin, whose pages hydrate.
 */
import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import { SLIDE_INTERVAL_MS } from "~/components/home/home-behaviour";
import { openSiteFromAdmin, pauseClockNow } from "./support/pages";
import { SEEDED_URL } from "./support/servers";
import { expect, test } from "./support/test";

const PRODUCT_PATH = "/category/insecticides/dhaal-imidacloprid-20-sl";
const STATIC_PAGES = [
  "/",
  "/about",
  "/contact",
  "/category/insecticides",
  PRODUCT_PATH,
  "/search?q=cotton",
  "/crops",
  "/crops/cotton",
  "/dealers",
  "/dealers?district=multan&product=dhaal-imidacloprid-20-sl",
  "/dealers?district=jhang",
  "/gallery",
  "/gallery?event=1",
  "/saved",
  "/verify",
  "/no-such-page",
];
const IN_BOTH_LANGUAGES = [
  ...STATIC_PAGES,
  ...STATIC_PAGES.map((page) => `/ur${page === "/" ? "" : page}`),
];
/** The pages with scripts of their own besides the one every page carries. */
const WITH_OWN_SCRIPT = new Set([
  "/",
  "/ur",
  "/gallery",
  "/ur/gallery",
  "/gallery?event=1",
  "/ur/gallery?event=1",
  "/contact",
  "/ur/contact",
  PRODUCT_PATH,
  `/ur${PRODUCT_PATH}`,
]);
const NOT_FOUND = new Set(["/no-such-page", "/ur/no-such-page"]);
/**
 * What the first round trip of a new connection carries (ten segments of about 1.4 KB): a page
 * within it is on the screen without waiting for the network again.
 */
const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

/** The inline scripts of a page's HTML, but for its JSON-LD. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/type="application\/ld\+json"/.test(match[1] ?? ""))
    .map((match) => match[2] ?? "");
}

/** The bytes of a page as the server sends them to a browser that takes brotli or gzip. */
function bytesOnTheWire(path: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${SEEDED_URL}${path}`,
      { headers: { "Accept-Encoding": "br, gzip", Accept: "text/html" } },
      (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () =>
          resolve({ bytes, encoding: response.headers["content-encoding"] ?? "identity" }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end();
  });
}

test.describe("pages sent without the router's scripts", () => {
  for (const path of IN_BOTH_LANGUAGES) {
    test(`${path} carries its own small scripts and nothing to load, the same on every response`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(NOT_FOUND.has(path) ? 404 : 200);
      const html = await response.text();
      expect(html).not.toContain("/assets/");
      expect(html).not.toContain("modulepreload");
      expect(html).not.toContain("__reactRouterContext");
      // Nothing changes from one response to the next: no nonce; the CSP names the scripts.
      expect(html).not.toContain("nonce=");
      const scripts = inlineScripts(html);
      expect(scripts.length).toBe(WITH_OWN_SCRIPT.has(path) ? 2 : 1);
      // The header's keyboard behaviour, on every page.
      expect(scripts[0]).toContain(".site-header");
      const csp = response.headers()["content-security-policy"] ?? "";
      for (const script of scripts) {
        expect(Buffer.byteLength(script)).toBeLessThan(5000);
        const hash = createHash("sha256").update(script, "utf8").digest("base64");
        expect(csp).toContain(`'sha256-${hash}'`);
      }
    });
  }

  test("every public page arrives within the first round trip, compressed as the server sends it", async () => {
    for (const path of IN_BOTH_LANGUAGES) {
      const { bytes, encoding } = await bytesOnTheWire(path);
      expect(["br", "gzip"], path).toContain(encoding);
      expect(bytes, `${path} (${encoding})`).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
    }
  });

  test("in the browser, one loads no script file and is not hydrated", async ({ page }) => {
    const scriptRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scriptRequests.push(request.url());
    });
    await page.goto(PRODUCT_PATH);
    await page.waitForLoadState("networkidle");
    expect(scriptRequests).toEqual([]);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    // Its links are plain ones: the next page is a document of its own.
    await page.getByRole("link", { name: "Back to Products" }).click();
    await expect(page).toHaveURL("/category/insecticides");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insecticides");
  });
});

test.describe("public pages React renders", () => {
  test("a client-side navigation from the admin renders a page sent without scripts in place", async ({
    page,
  }) => {
    await openSiteFromAdmin(page, "/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Still styled by the stylesheet inline in the head.
    await expect(page.locator("style#site-style")).toHaveCount(1);
    await expect(page.locator(".topbar")).toHaveCSS("background-color", "rgb(13, 59, 18)");
  });

  test("the home page reached by a client-side navigation gets its slider and counters from React", async ({
    page,
  }) => {
    await page.clock.install();
    await openSiteFromAdmin(page, "/about");
    // The slider's timer fires only as the test moves the clock on: none can fire between the
    // navigation and the first look at the slider.
    await pauseClockNow(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Home" })
      .click();
    await expect(page).toHaveURL("/");
    const slide = () =>
      page
        .locator(".hero-strip")
        .evaluate((strip) => Math.round(strip.scrollLeft / strip.clientWidth));
    expect(await slide()).toBe(0);
    await page.clock.runFor(SLIDE_INTERVAL_MS);
    await expect.poll(slide).toBe(1);
    // The counters count on animation frames: the clock runs again.
    await page.clock.resume();
    await page.locator(".counters").scrollIntoViewIfNeeded();
    await expect(page.locator(".counter-value > span").first()).toHaveText("20+");
  });
});

test("the admin loads its scripts at once: staff type into forms that hydration must not disturb", async ({
  request,
}) => {
  const html = await (await request.get("/admin-login")).text();
  expect(html).toMatch(/<link[^>]*rel="modulepreload"/);
  expect(html).not.toContain('id="late-hydration"');
});
