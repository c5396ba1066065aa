/**
 * Page probes: waiting for a page to be ready, opening the admin and the site, the admin's
 * tables and notices, holding requests back, and checking a page against the database.
 */
import {
  expect,
  type Browser,
  type Locator,
  type Page,
  type Request,
  type Route,
  type ViewportSize,
} from "@playwright/test";
import { findProduct, type ProductRow } from "./database";
import { pngBytes } from "./files";
import { DASHBOARD_PATH, WORK_URL } from "./servers";
import { signIn } from "./sign-in";

/**
 * Waits until React has hydrated the server-rendered page, so that links navigate on the
 * client and handlers run: React keeps its props on hydrated DOM nodes. React hydrates in
 * slices, so `selector` names what must be live: its last match is checked.
 */
export async function waitForHydration(page: Page, selector = "header a"): Promise<void> {
  await page
    .waitForFunction(
      (wanted) => {
        const matches = document.querySelectorAll(wanted);
        const last = matches[matches.length - 1];
        return (
          last !== undefined && Object.keys(last).some((key) => key.startsWith("__reactProps"))
        );
      },
      selector,
      { timeout: 30_000 },
    )
    .catch((error: unknown) => {
      throw new Error(
        "The page did not hydrate. Were its scripts missing (a rebuild during the run replaces them)?",
        { cause: error },
      );
    });
}

/**
 * Waits until a public page's client-side code has run. Public pages are sent without the
 * router's scripts: their own small scripts run as the page is parsed, so a page is ready once
 * it has loaded.
 */
export async function waitForPageReady(page: Page): Promise<void> {
  await page.waitForLoadState("load");
}

/**
 * Opens the site as React renders it, at `path` (the home page or a page of the header's bar).
 * Public pages are sent without the router's scripts, so only a page that hydrates reaches one
 * in place: signed in on the page's own server (a session is all that adds to it), the admin's
 * 'View site' leads to the home page by a client-side navigation, and the bar's link on from
 * there. Its links go on moving in place; `window.sameDocument` stays set while they do.
 */
export async function openSiteFromAdmin(page: Page, path = "/"): Promise<void> {
  // Signed in already (a second visit in one test), the dashboard opens at once.
  await page.goto(DASHBOARD_PATH);
  if (new URL(page.url()).pathname !== DASHBOARD_PATH) await signIn(page);
  await expect(page).toHaveURL((url) => url.pathname === DASHBOARD_PATH);
  await waitForHydration(page, ".admin-header a");
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole("link", { name: "View site" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.locator("header.site-header")).toBeVisible();
  if (path !== "/") {
    await page.locator(`.site-header .nav-links a[href="${path}"]`).click();
    await expect(page).toHaveURL((url) => url.pathname === path);
  }
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    "the page is shown in place",
  ).toBe(true);
}

/**
 * Stops the clock of the pages `page` opens from now on (Date, timers and animation frames):
 * their timers fire only as the test moves it on with `page.clock.runFor`, so a busy machine
 * makes no timed step early or late. For pages sent without the router's scripts: a page that
 * hydrates needs the clock running (pause it after with `pauseClockNow`).
 */
export async function pauseClock(page: Page): Promise<void> {
  const start = Date.parse("2025-01-06T04:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/** Stops the clock of an open page (installed with `page.clock.install()` before it opened). */
export async function pauseClockNow(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** Opens an admin page; with JavaScript, waits until the page is interactive. */
export async function openAdmin(page: Page, path: string, javaScript: boolean): Promise<void> {
  await page.goto(path);
  await expect(page.getByText("Welcome, Admin")).toBeVisible();
  if (javaScript) await waitForHydration(page, ".admin-header a");
}

/** The table row holding `text`. */
export function rowWith(page: Page, text: string): Locator {
  return page.locator("table.admin-table tbody tr", { hasText: text });
}

/** The success notice of the last change. */
export function notice(page: Page): Locator {
  return page.locator("p.alert-success[role=status]");
}

/** The error message the last action returned. */
export function errorAlert(page: Page): Locator {
  return page.locator("p.alert-error[role=alert]");
}

/** What a Delete asks before a record goes to the trash. */
export const trashQuestion = (what: string) =>
  `Delete ${what}? It goes to the trash, where it can be restored for 30 days.`;

/**
 * Deletes with the row's Delete button and confirms: with JavaScript the browser's confirm()
 * dialog (checked to name `what` and say it goes to the trash), without it the server's
 * confirmation step ('Yes, delete').
 */
export async function deleteConfirmed(
  page: Page,
  row: Locator,
  what: string,
  javaScript: boolean,
): Promise<void> {
  const question = trashQuestion(what);
  if (javaScript) {
    const dialog = page.waitForEvent("dialog");
    const clicked = row.getByRole("button", { name: "Delete" }).click();
    const shown = await dialog;
    expect(shown.type()).toBe("confirm");
    expect(shown.message()).toBe(question);
    await shown.accept();
    await clicked;
    return;
  }
  await row.getByRole("button", { name: "Delete" }).click();
  const step = page.locator(".alert-warning[role=alert]", { hasText: question });
  await expect(step).toContainText("It goes to the trash, where it can be restored for 30 days.");
  await step.getByRole("button", { name: "Yes, delete" }).click();
}

/** True for the single-fetch data request of a client-side navigation to `pathname`. */
export function isDataRequestFor(test: (pathname: string) => boolean) {
  return (url: URL): boolean => url.pathname.endsWith(".data") && test(url.pathname.slice(0, -5));
}

/**
 * Holds back the requests matching `matcher` until `release()` is called, so a test can look
 * at the page while a navigation or a submission is pending.
 */
export async function holdRequests(
  page: Page,
  matcher: (url: URL) => boolean,
  filter: (request: Request) => boolean = () => true,
): Promise<{ release: () => void; held: () => number }> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let count = 0;
  await page.route(matcher, async (route: Route) => {
    if (!filter(route.request())) return route.fallback();
    count += 1;
    await gate;
    await route.continue();
  });
  return { release, held: () => count };
}

/** Records every request of the page to a host other than localhost. */
export function collectExternalRequests(page: Page): string[] {
  const external: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol === "data:" || url.protocol === "blob:") return;
    if (url.hostname !== "localhost" && url.hostname !== "127.0.0.1") external.push(request.url());
  });
  return external;
}

/** The long US form of a YYYY-MM-DD calendar date: "2025-03-05" -> "March 5, 2025". */
export function longUsDate(calendarDate: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(new Date(`${calendarDate}T00:00:00Z`));
}

/**
 * Checks what a page shows against the database while other tests change it: the page is
 * (re)loaded between two reads of the database; when the two agree, the page must show them.
 */
export async function expectShowsCounts<T>(
  page: Page,
  path: string,
  fromDb: () => T,
  fromPage: () => Promise<T>,
): Promise<void> {
  await expect(async () => {
    const before: unknown = fromDb();
    await page.goto(path);
    const shown: unknown = await fromPage();
    const after: unknown = fromDb();
    expect(after, "the database changed meanwhile; trying again").toEqual(before);
    expect(shown).toEqual(before);
  }).toPass({ timeout: 30_000 });
}

/** A colleague's own phone: a browser of its own on the work server, not signed in. */
export async function colleaguePhone(
  browser: Browser,
  viewport: ViewportSize,
  javaScriptEnabled: boolean,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: WORK_URL,
    viewport,
    javaScriptEnabled,
    serviceWorkers: "block",
    // Not the administrator's session, which the test's own browser starts with.
    storageState: { cookies: [], origins: [] },
  });
  return context.newPage();
}

/** The page does not scroll sideways: nothing is wider than the phone's screen. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.content).toBeLessThanOrEqual(widths.screen);
}

/**
 * Creates a product with a `width` x `height` image by posting the admin's product form as the
 * signed-in `page`; answers its row.
 */
export async function createProductInAdmin(
  page: Page,
  name: string,
  category: string,
  { width, height }: { width: number; height: number } = { width: 80, height: 60 },
): Promise<ProductRow> {
  const response = await page.request.post("/admin/products", {
    multipart: {
      intent: "save",
      name,
      slug: "",
      category,
      description: `About ${name}.`,
      features: "Fast acting",
      usage: "",
      composition: "",
      dosage: "",
      waitingPeriod: "",
      image: { name: "made.png", mimeType: "image/png", buffer: await pngBytes(width, height) },
    },
    maxRedirects: 0,
  });
  expect(response.status(), "the product is saved and the page redirects").toBe(302);
  const product = findProduct(name);
  if (!product) throw new Error(`Product ${name} was not created`);
  return product;
}
