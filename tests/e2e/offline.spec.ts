import type { BrowserContext, Page } from "@playwright/test";
import { createCategory } from "./support/api-records";
import { findContacts, removeContacts, uniqueTag } from "./support/database";
import { openSiteFromAdmin, waitForPageReady } from "./support/pages";
import { WORK_URL } from "./support/servers";
import { bearer, signIn, signInToken } from "./support/sign-in";
import { expect, test } from "./support/test";
import {
  killIfRunning,
  serverFolder,
  specPort,
  startServer,
  type ServerProcess,
} from "./support/server-process";

/**
 * Reading on a flaky link (app/offline): the service worker stores the public pages a visitor
 * has seen and shows them, with a dated note, when the network fails or is too slow; a page
 * never seen gives the saved-pages page; the admin is never stored; a new release replaces the
 * old caches; a contact message written offline is delivered once when the link returns.
 * Each test has a browser context of its own, so a worker and caches of its own.
 * (context.setOffline cuts the worker's own fetches too in this Chromium.)
 */

test.use({ serviceWorkers: "allow" });

const PRODUCT_PATH = "/category/insecticides/dhaal-imidacloprid-20-sl";
const CATEGORY_PATH = "/category/insecticides";
const TODAY = new Intl.DateTimeFormat("en-PK", {
  day: "numeric",
  month: "long",
  year: "numeric",
}).format(new Date());

/**
 * How long the worker may take to register, activate or store on a busy machine: it is
 * registered once the page has painted, then fetches the saved-pages pages and the open page.
 */
const WORKER_TIMEOUT = 30_000;

/** Waits until the worker controls the page and has stored what the page was. */
async function whenStored(
  page: Page,
  path = new URL(page.url()).pathname + new URL(page.url()).search,
): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          if (!navigator.serviceWorker.controller) return false;
          return (await caches.match(new URL(wanted, location.href).href)) !== undefined;
        }, path),
      { timeout: WORKER_TIMEOUT },
    )
    .toBe(true);
}

/**
 * Waits until an activated worker controls the page. `ready` resolves as soon as the worker
 * starts activating: until its activation (which stores the open pages) has finished, the
 * page's requests wait for it, and before it has claimed the page they do not reach it at all.
 */
async function whenControlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state), {
      timeout: WORKER_TIMEOUT,
    })
    .toBe("activated");
}

/** How many contact messages the phone keeps to send later (IndexedDB, app/offline). */
function keptMessages(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("offline", 1);
        // Nothing kept yet: the database is left for the page to make.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const read = open.result
            .transaction("contact-outbox")
            .objectStore("contact-outbox")
            .count();
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result);
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

/** Every URL the worker's caches hold, by cache. */
function storedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      all[name] = (await cache.keys()).map(
        (request) => new URL(request.url).pathname + new URL(request.url).search,
      );
    }
    return all;
  });
}

function offlineNote(page: Page) {
  return page.locator(".offline-note [role=status]");
}

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
}

test.describe("reading offline", () => {
  test("a page seen online reads back offline with a dated note, in English and in Urdu", async ({
    page,
    context,
  }) => {
    await page.goto(PRODUCT_PATH);
    // The first page was loaded before the worker: it stores it once it is active.
    await whenStored(page);
    await page.goto("/ur/about");
    await whenStored(page);

    await goOffline(context);
    await page.goto(PRODUCT_PATH);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Dhaal");
    await expect(offlineNote(page)).toHaveText(`You are offline: this page was saved on ${TODAY}`);
    // The page's own script still runs (its CSP came with it): the header's menu works.
    await page.goto("/ur/about");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(offlineNote(page)).toContainText("آپ آف لائن ہیں: یہ صفحہ");
    await expect(offlineNote(page)).toContainText("کو محفوظ کیا گیا تھا");
  });

  test("a page never seen gives the offline page, listing the saved ones", async ({
    page,
    context,
  }) => {
    await page.goto(CATEGORY_PATH);
    await whenStored(page);
    await goOffline(context);
    await page.goto("/crops");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Saved pages");
    await expect(offlineNote(page)).toHaveText(
      "You are offline, and this page is not saved on this phone.",
    );
    await page.getByRole("link", { name: "Insecticides" }).first().click();
    await expect(page).toHaveURL(CATEGORY_PATH);
    await expect(offlineNote(page)).toContainText("this page was saved on");

    await page.goto("/ur/crops");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("محفوظ صفحات");
    await expect(offlineNote(page)).toHaveText(
      "آپ آف لائن ہیں، اور یہ صفحہ اس فون میں محفوظ نہیں ہے۔",
    );
  });

  test("on a link too slow to answer within 3 s, the stored copy is shown", async ({
    page,
    context,
  }) => {
    await page.goto("/about");
    await whenStored(page);
    // The worker's own request for the page gets no answer until the stored copy is shown: the
    // copy can only come from the worker giving up on the network (the network's page has no
    // note), and it must come well before the test's own limits.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await context.route("**/about", async (route) => {
      await answered;
      await route.continue().catch(() => undefined);
    });
    try {
      await page.goto("/about");
      await expect(offlineNote(page)).toContainText("this page was saved on");
    } finally {
      answer();
    }
  });

  test("a client-side navigation offline, where React renders the site, loads the stored page whole", async ({
    page,
    context,
  }) => {
    // Stored before signing in: a signed-in visitor's pages are never stored.
    for (const path of ["/about", "/contact", "/"]) {
      await page.goto(path);
      await whenStored(page);
    }
    // Public pages are sent without the router's scripts: React renders the site when it is
    // reached in place from the admin, whose pages hydrate.
    await openSiteFromAdmin(page);
    await whenControlled(page);
    await goOffline(context);
    const main = page.getByRole("navigation", { name: "Main" });
    await main.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL("/about");
    await expect(offlineNote(page)).toContainText("this page was saved on");
    // A page not seen: the offline page, not an error screen. (The stored pages are sent
    // without the router's scripts: their links are plain ones.)
    await page.goto("/contact");
    await expect(offlineNote(page)).toContainText("this page was saved on");
    await main.getByRole("link", { name: "Crop Guide" }).click();
    await expect(page).toHaveURL("/crops");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Saved pages");

    // On a link that fails while the phone thinks it is online, the router asks for the data of
    // a page whose script it has: the home page's is at /_.data, and it too loads the stored
    // page whole.
    await context.setOffline(false);
    await openSiteFromAdmin(page, "/contact");
    await main.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL("/");
    await main.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL("/contact");
    const failed: string[] = [];
    await context.route(
      (url) => url.pathname === "/" || url.pathname.endsWith(".data"),
      async (route) => {
        failed.push(new URL(route.request().url()).pathname);
        await route.abort("connectionreset");
      },
    );
    await main.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(offlineNote(page)).toContainText("this page was saved on");
    expect(failed).toEqual(["/_.data", "/"]);
  });

  test("'Save for offline' stores a category page and its images at once, listed on /saved", async ({
    page,
    context,
  }) => {
    await page.goto("/ur/about");
    await whenStored(page);
    await page.goto(CATEGORY_PATH);
    const save = page.getByRole("button", { name: "Save for offline" });
    await expect(save).toBeVisible();
    await save.click();
    await expect(page.locator("#save-offline [role=status]")).toHaveText(
      "Saved on this phone: you can read it without a connection.",
    );
    const stored = Object.values(await storedUrls(page)).flat();
    expect(stored).toContain(CATEGORY_PATH);
    expect(stored.filter((url) => url.startsWith("/uploads/products/")).length).toBeGreaterThan(2);

    await goOffline(context);
    await page.goto(CATEGORY_PATH);
    const images = page.locator(".product-card img");
    await expect(images.first()).toBeVisible();
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
    }
    await page.getByRole("link", { name: "Saved pages" }).click();
    await expect(page).toHaveURL("/saved");
    await expect(page.locator("#saved-pages a")).toHaveText([/^Insecticides/, /.+/]);
  });

  test("the phone keeps at most 60 pages, the oldest out first", async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto("/search?q=0");
    await whenStored(page);
    for (let index = 1; index <= 62; index += 1) await page.goto(`/search?q=${index}`);
    await whenStored(page, "/search?q=62");
    await expect
      .poll(
        async () =>
          Object.entries(await storedUrls(page)).find(([name]) =>
            name.startsWith("offline-pages-"),
          )?.[1].length,
        { timeout: WORKER_TIMEOUT },
      )
      .toBe(60);
    const pages = Object.entries(await storedUrls(page)).find(([name]) =>
      name.startsWith("offline-pages-"),
    )?.[1];
    expect(pages).not.toContain("/search?q=0");
    expect(pages).not.toContain("/search?q=2");
    expect(pages).toContain("/search?q=3");
  });
});

test.describe("an admin's change", () => {
  test.use({ baseURL: WORK_URL });

  test("shows on the next online visit of a stored page, and offline after it", async ({
    page,
    context,
    request,
  }) => {
    const token = await signInToken(request);
    const category = await createCategory(request, token, uniqueTag(), "Offline");
    try {
      const path = `/category/${category.slug}`;
      await page.goto(path);
      await whenStored(page);
      const renamed = `${category.name} Renamed`;
      const answer = await request.put(`${WORK_URL}/api/categories/${category._id}`, {
        headers: bearer(token),
        data: { name: renamed, slug: category.slug, description: "Renamed by the offline test." },
      });
      expect(answer.status()).toBe(200);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(renamed);
      await expect(offlineNote(page)).toHaveCount(0);
      await goOffline(context);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(renamed);
      await expect(offlineNote(page)).toContainText("this page was saved on");
    } finally {
      await request.delete(`${WORK_URL}/api/categories/${category._id}`, {
        headers: bearer(token),
      });
    }
  });
});

test.describe("never stored", () => {
  // Signing in writes a session: on the server the admin tests change.
  test.use({ baseURL: WORK_URL });

  test("admin pages, API answers and pages for a signed-in administrator", async ({
    page,
    context,
  }) => {
    await page.goto("/about");
    await whenStored(page);
    await signIn(page);
    await expect(page).toHaveURL("/admin/dashboard");
    await page.goto("/admin/products");
    // A public page while signed in: its answer is not the one everyone gets.
    await page.goto("/crops");
    await page.evaluate(() => fetch("/api/products").then((answer) => answer.text()));
    const stored = Object.values(await storedUrls(page)).flat();
    // (The admin's scripts are build files like any other, the same for everyone.)
    const pagesAndData = stored.filter((url) => !url.startsWith("/assets/"));
    expect(pagesAndData.filter((url) => /admin|\/api\/|^\/crops/.test(url))).toEqual([]);

    await goOffline(context);
    await expect(page.goto("/admin/dashboard")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  });

  test("a first visit registers the worker only once the page has loaded and painted", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args) {
        (window as unknown as { registeredAt: number }).registeredAt = performance.now();
        return register.apply(this, args);
      };
    });
    await page.goto(PRODUCT_PATH);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const timing = await page.evaluate(() => ({
      registered: (window as unknown as { registeredAt: number }).registeredAt,
      loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
        .loadEventStart,
      painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
    }));
    expect(timing.registered).toBeGreaterThanOrEqual(timing.loaded);
    expect(timing.registered).toBeGreaterThanOrEqual(timing.painted);
  });

  test("the worker is served from the root, asked for anew on every visit", async ({ request }) => {
    const first = await request.get("/sw.js");
    expect(first.status()).toBe(200);
    expect(first.headers()["content-type"]).toMatch(/^text\/javascript/);
    expect(first.headers()["cache-control"]).toBe("no-cache");
    expect(first.headers()["x-cache"]).toBeUndefined();
    expect(await first.text()).toMatch(/^var OFFLINE_VERSION="[\w-]+";/);
    expect((await request.get("/about")).headers()["x-offline-copy"]).toBe("allowed");
    expect((await request.get("/api/products")).headers()["x-offline-copy"]).toBe("allowed");
    expect((await request.get("/admin-login")).headers()["x-offline-copy"]).toBeUndefined();
  });
});

test.describe("a contact message written offline", () => {
  test("is kept on the phone and delivered once when the link returns, even if it arrives twice", async ({
    page,
    context,
    request,
  }) => {
    const email = `offline-${uniqueTag()}@example.com`;
    try {
      await page.goto("/ur/contact");
      // The page's own script has set up the form as the page was parsed; the worker in charge.
      await waitForPageReady(page);
      await whenControlled(page);
      await goOffline(context);
      await page.locator("#contact-name").fill("کھیت میں کسان");
      await page.locator("#contact-email").fill(email);
      await page.locator("#contact-subject").selectOption("technical-support");
      await page.locator("#contact-message").fill("کپاس پر سفید مکھی: کون سی دوا؟");
      await page.locator("form.contact-form button[type=submit]").click();
      await expect(page.getByRole("status")).toHaveText(
        "آپ کا پیغام فون میں محفوظ ہے: انٹرنیٹ واپس آتے ہی بھیج دیا جائے گا۔",
        { timeout: WORKER_TIMEOUT },
      );
      await expect(page.locator("#contact-name")).toHaveValue("");
      await expect.poll(() => keptMessages(page)).toBe(1);
      expect(findContacts(email, "seeded")).toEqual([]);

      await context.setOffline(false);
      await expect
        .poll(() => findContacts(email, "seeded").length, { timeout: WORKER_TIMEOUT })
        .toBe(1);
      const [stored] = findContacts(email, "seeded");
      expect(stored).toMatchObject({ language: "ur", subject: "technical-support" });
      expect(stored?.submissionKey).toMatch(/^[\w-]{16,64}$/);
      // The same message again with its key (an answer lost on the way, two senders): one row.
      const again = await request.post("/api/contacts/submit", {
        data: {
          name: stored?.name,
          email,
          subject: stored?.subject,
          message: stored?.message,
          submissionKey: stored?.submissionKey,
        },
      });
      expect(again.status()).toBe(201);
      await page.reload();
      await waitForPageReady(page);
      // The page and the worker both send what is kept when a page opens online, and forget a
      // message once it is answered: once none is kept, every sending is over.
      await expect.poll(() => keptMessages(page), { timeout: WORKER_TIMEOUT }).toBe(0);
      expect(findContacts(email, "seeded")).toHaveLength(1);
    } finally {
      removeContacts(email, "seeded");
    }
  });
});

test.describe("the contact page read offline", () => {
  test("keeps a message sent from it on the phone, delivered once the link returns", async ({
    page,
    context,
  }) => {
    const email = `offline-page-${uniqueTag()}@example.com`;
    try {
      await page.goto("/contact");
      await whenStored(page);
      await goOffline(context);
      // The stored copy, with the page's own script (its CSP came with it): the script finds no
      // connection and keeps the message on the phone.
      await page.goto("/contact");
      await expect(offlineNote(page)).toContainText("this page was saved on");
      await page.getByLabel("Full Name").fill("Field Farmer");
      await page.getByLabel("Email Address").fill(email);
      await page.getByLabel("Subject").selectOption("bulk-order");
      await page.getByLabel("Message").fill("Rates for 20 litres?");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.locator("form.contact-form [role=status]")).toHaveText(
        "Saved on your phone: it will be sent when you are back online.",
      );
      expect(findContacts(email, "seeded")).toEqual([]);
      await context.setOffline(false);
      // The next page opened online sends it, if Background Sync has not already.
      await page.goto("/about");
      await expect
        .poll(() => findContacts(email, "seeded").length, { timeout: WORKER_TIMEOUT })
        .toBe(1);
      await page.goto("/crops");
      // Sent, it is forgotten: once none is kept, the senders (the worker, this page) are done.
      await expect.poll(() => keptMessages(page), { timeout: WORKER_TIMEOUT }).toBe(0);
      expect(findContacts(email, "seeded")).toHaveLength(1);
      expect(findContacts(email, "seeded")[0]).toMatchObject({
        language: "en",
        name: "Field Farmer",
      });
    } finally {
      removeContacts(email, "seeded");
    }
  });
});

test.describe("a new release", () => {
  let server: ServerProcess | undefined;
  test.afterEach(() => killIfRunning(server));

  test("replaces the old caches by the new build's, carrying saved pages over", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const folder = serverFolder("offline-release");
    const port = specPort(20);
    server = await startServer(port, folder, { OFFLINE_VERSION: "release-1" });
    const { origin } = server;
    await page.goto(`${origin}/about`);
    await whenStored(page);
    await page.goto(`${origin}/ur/about`);
    await whenStored(page);
    expect(Object.keys(await storedUrls(page)).sort()).toEqual([
      "offline-assets-release-1",
      "offline-files-release-1",
      "offline-pages-release-1",
    ]);

    server.child.kill("SIGTERM");
    await server.exited;
    server = await startServer(port, folder, { OFFLINE_VERSION: "release-2" });
    // The next visit online finds the new worker (no-cache), which takes over at once.
    await page.goto(`${origin}/about`);
    await expect
      .poll(async () => Object.keys(await storedUrls(page)).sort(), { timeout: WORKER_TIMEOUT })
      .toEqual(["offline-assets-release-2", "offline-files-release-2", "offline-pages-release-2"]);
    const pages = (await storedUrls(page))["offline-pages-release-2"];
    expect(pages).toEqual(expect.arrayContaining(["/about", "/ur/about"]));
  });
});
