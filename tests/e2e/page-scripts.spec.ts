/**
 * What each public page loads of JavaScript, and when. Most pages are sent without Remix's
 * scripts: what they need of JavaScript is the page's own small inline script (the home page's
 * slider, counters and gallery dialog included). Pages that hydrate (the contact page) start
 * loading their scripts only once the page has loaded, so on a slow link the HTML and the main
 * image have it to themselves.
 */
import { createHash } from "node:crypto";
import { SLIDE_INTERVAL_MS } from "~/components/home/home-behaviour";
import { expect, pauseClockNow, test, waitForHydration } from "./fixtures";

const PRODUCT_PATH = "/category/insecticides/dhaal-imidacloprid-20-sl";
const STATIC_PAGES = [
  "/",
  "/about",
  "/category/insecticides",
  PRODUCT_PATH,
  "/search?q=cotton",
  "/crops",
  "/crops/cotton",
  "/gallery",
  "/gallery?event=1",
];
/** The pages with scripts of their own besides the one every page carries. */
const WITH_OWN_SCRIPT = new Set([
  "/",
  "/ur",
  "/gallery",
  "/ur/gallery",
  "/gallery?event=1",
  "/ur/gallery?event=1",
]);
const HYDRATED_PAGES = ["/contact"];

/** The inline scripts of a page's HTML, but for its JSON-LD. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/type="application\/ld\+json"/.test(match[1] ?? ""))
    .map((match) => match[2] ?? "");
}

test.describe("pages sent without Remix's scripts", () => {
  for (const path of [
    ...STATIC_PAGES,
    ...STATIC_PAGES.map((page) => `/ur${page === "/" ? "" : page}`),
  ]) {
    test(`${path} carries its own small scripts and nothing to load, the same on every response`, async ({
      request,
    }) => {
      const response = await request.get(path);
      const html = await response.text();
      expect(html).not.toContain("/assets/");
      expect(html).not.toContain("modulepreload");
      expect(html).not.toContain("__remixContext");
      // Nothing changes from one response to the next: no nonce; the CSP names the scripts.
      expect(html).not.toContain("nonce=");
      const scripts = inlineScripts(html);
      expect(scripts.length).toBe(WITH_OWN_SCRIPT.has(path) ? 2 : 1);
      // The header's keyboard behaviour, on every page.
      expect(scripts[0]).toContain(".site-header details");
      const csp = response.headers()["content-security-policy"] ?? "";
      for (const script of scripts) {
        expect(Buffer.byteLength(script)).toBeLessThan(5000);
        const hash = createHash("sha256").update(script, "utf8").digest("base64");
        expect(csp).toContain(`'sha256-${hash}'`);
      }
    });
  }

  test("in the browser, one loads no script file and is not hydrated", async ({ page }) => {
    const scriptRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scriptRequests.push(request.url());
    });
    await page.goto(PRODUCT_PATH);
    await page.waitForLoadState("networkidle");
    expect(scriptRequests).toEqual([]);
    expect(await page.evaluate(() => "__remixRouter" in window)).toBe(false);
    // Its links are plain ones: the next page is a document of its own.
    await page.getByRole("link", { name: "Back to Products" }).click();
    await expect(page).toHaveURL("/category/insecticides");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insecticides");
  });
});

test.describe("pages that hydrate", () => {
  for (const path of HYDRATED_PAGES) {
    test(`${path} loads its scripts only once the page has loaded and painted, then hydrates`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      const html = (await response?.text()) ?? "";
      // Nothing in the HTML fetches a script early.
      expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
      expect(html).not.toMatch(/<script[^>]*\bsrc=/);
      await waitForHydration(page);
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType("navigation")[0] as
          PerformanceNavigationTiming | undefined;
        const scripts = performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
          .map((entry) => entry.startTime);
        const painted = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
        return { loaded: navigation?.loadEventEnd ?? 0, painted: painted ?? Infinity, scripts };
      });
      expect(timing.scripts.length).toBeGreaterThan(0);
      for (const start of timing.scripts) {
        expect(start).toBeGreaterThanOrEqual(timing.loaded);
        expect(start).toBeGreaterThanOrEqual(timing.painted);
      }
    });
  }

  test("a client-side navigation to a page sent without scripts renders it in place", async ({
    page,
  }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About Us" })
      .click();
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // Still styled by the stylesheet inline in the head.
    await expect(page.locator("style#site-style")).toHaveCount(1);
    await expect(page.locator(".topbar")).toHaveCSS("background-color", "rgb(13, 59, 18)");
  });

  test("the home page reached by a client-side navigation gets its slider and counters from React", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/contact");
    await waitForHydration(page);
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
