/**
 * The one module the browser tests share: the three servers, `test` with fixtures that create
 * the rows a test needs (through the app's own Drizzle schema) and remove them afterwards, the
 * signed-in `adminTest`, and the helpers for pages, files and API answers.
 *
 * The seeded server (SEEDED_URL) and the empty one (EMPTY_URL) are read only, except for rows a
 * test makes and removes itself; the work server (WORK_URL) is the one the admin and API tests
 * change, only through records they created under a unique name, since tests run in parallel
 * and in two projects (with and without JavaScript).
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  expect,
  request as playwrightRequest,
  test as base,
  type APIRequestContext,
  type APIResponse,
  type Locator,
  type Page,
  type Request,
  type Route,
  type TestInfo,
} from "@playwright/test";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import Database from "better-sqlite3";
import { asc, eq, inArray, notInArray, or, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import sharp from "sharp";
import * as schema from "~/db/schema";
import { slugify } from "~/lib/slug";
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  EMPTY_PORT,
  SEEDED_PORT,
  WORK_PORT,
} from "../../playwright.config";

const { categories, contactMessages, crops, galleryImages, galleryItems, products, productUses } =
  schema;

export { expect, ADMIN_PASSWORD, ADMIN_USERNAME };

/* ------------------------------------------------------------------------------------------ */
/* Servers and their databases                                                                 */
/* ------------------------------------------------------------------------------------------ */

/** The seeded server: read only. */
export const SEEDED_URL = `http://localhost:${SEEDED_PORT}`;
/** The server on an empty database: read only. */
export const EMPTY_URL = `http://localhost:${EMPTY_PORT}`;
/** The seeded server the tests may change (their own records only). */
export const WORK_URL = `http://localhost:${WORK_PORT}`;

export const LOGIN_PATH = "/admin-login";
export const DASHBOARD_PATH = "/admin/dashboard";

export type ServerName = "seeded" | "empty" | "work";

const DB_PATHS: Record<ServerName, string> = {
  seeded: fileURLToPath(new URL("../.tmp/seeded/app.db", import.meta.url)),
  empty: fileURLToPath(new URL("../.tmp/empty/app.db", import.meta.url)),
  work: fileURLToPath(new URL("../.tmp/work/app.db", import.meta.url)),
};

/** Where a server keeps its uploaded images (UPLOADS_DIR of playwright.config.ts). */
export const UPLOADS_DIRS: Record<ServerName, string> = {
  seeded: fileURLToPath(new URL("../.tmp/seeded/uploads", import.meta.url)),
  empty: fileURLToPath(new URL("../.tmp/empty/uploads", import.meta.url)),
  work: fileURLToPath(new URL("../.tmp/work/uploads", import.meta.url)),
};

export type TestDb = BetterSQLite3Database<typeof schema>;

/** Runs `work` on a fresh connection to a server's database, through the app's schema. */
export function withDb<T>(server: ServerName, work: (db: TestDb) => T): T {
  const connection = new Database(DB_PATHS[server], { fileMustExist: true });
  try {
    connection.pragma("busy_timeout = 5000");
    connection.pragma("foreign_keys = ON");
    return work(drizzle(connection, { schema }));
  } finally {
    connection.close();
  }
}

/** A short random tag that keeps rows of parallel tests (and of both projects) apart. */
export function uniqueTag(): string {
  return randomBytes(4).toString("hex");
}

/** Names of categories the tests insert start with this, so other tests can ignore them. */
export const TEST_CATEGORY_PREFIX = "E2E ";

/* ------------------------------------------------------------------------------------------ */
/* Rows a test makes: the `rows` fixture                                                       */
/* ------------------------------------------------------------------------------------------ */

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type GalleryRow = typeof galleryItems.$inferSelect;
export type ContactRow = typeof contactMessages.$inferSelect;
export type CropRow = typeof crops.$inferSelect;

type Made = {
  server: ServerName;
  table: "categories" | "products" | "gallery" | "contacts" | "crops";
  id: number;
};

/** Makes rows for one test, straight into a server's database (the work server by default). */
export interface Rows {
  category(
    fields: { name: string; slug?: string; description?: string },
    server?: ServerName,
  ): CategoryRow;
  /** A product without an image. */
  product(
    fields: { name: string; categoryId: number; slug?: string; description?: string },
    server?: ServerName,
  ): ProductRow;
  /** An event without images. */
  galleryItem(
    fields: {
      title: string;
      eventType?: string;
      description?: string;
      date?: string;
      location?: string;
    },
    server?: ServerName,
  ): GalleryRow;
  /** A crop without a picture; removed after the test with any use of it. */
  crop(
    fields: { name: string; slug?: string; nameUr?: string | null },
    server?: ServerName,
  ): CropRow;
  contact(
    fields: {
      name: string;
      email: string;
      subject?: string;
      message?: string;
      phone?: string | null;
      status?: string;
      language?: "en" | "ur";
      adminNotes?: string | null;
      /** When it came in (ISO 8601, UTC); now when left out. */
      createdAt?: string;
    },
    server?: ServerName,
  ): ContactRow;
}

function rowsFor(made: Made[]): Rows {
  const remember = <T extends { id: number }>(server: ServerName, table: Made["table"], row: T) => {
    made.push({ server, table, id: row.id });
    return row;
  };
  return {
    category: ({ name, slug, description }, server = "work") =>
      remember(
        server,
        "categories",
        withDb(server, (db) =>
          db
            .insert(categories)
            .values({
              name,
              slug: slug ?? slugify(name),
              description: description ?? `About ${name}.`,
            })
            .returning()
            .get(),
        ),
      ),
    product: ({ name, categoryId, slug, description }, server = "work") =>
      remember(
        server,
        "products",
        withDb(server, (db) =>
          db
            .insert(products)
            .values({
              name,
              slug: slug ?? slugify(name),
              categoryId,
              description: description ?? `About ${name}.`,
            })
            .returning()
            .get(),
        ),
      ),
    galleryItem: ({ title, eventType, description, date, location }, server = "work") =>
      remember(
        server,
        "gallery",
        withDb(server, (db) =>
          db
            .insert(galleryItems)
            .values({
              title,
              description: description ?? `About ${title}.`,
              date: date ?? "2024-05-06",
              location: location ?? "Okara",
              eventType: eventType ?? "training",
            })
            .returning()
            .get(),
        ),
      ),
    crop: ({ name, slug, nameUr }, server = "work") =>
      remember(
        server,
        "crops",
        withDb(server, (db) =>
          db
            .insert(crops)
            .values({ name, slug: slug ?? slugify(name), nameUr: nameUr ?? null })
            .returning()
            .get(),
        ),
      ),
    contact: (fields, server = "work") =>
      remember(
        server,
        "contacts",
        withDb(server, (db) =>
          db
            .insert(contactMessages)
            .values({
              name: fields.name,
              email: fields.email,
              phone: fields.phone ?? null,
              subject: fields.subject ?? "general",
              message: fields.message ?? "A question about spraying wheat.",
              status: fields.status ?? "new",
              language: fields.language ?? "en",
              adminNotes: fields.adminNotes ?? null,
              ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
            })
            .returning()
            .get(),
        ),
      ),
  };
}

/** Removes what a test made, if still there: products (also those the test added through the
 * admin to its own categories) before their categories. */
function removeMade(made: Made[]): void {
  for (const server of new Set(made.map((entry) => entry.server))) {
    const ids = (table: Made["table"]) =>
      made
        .filter((entry) => entry.server === server && entry.table === table)
        .map((entry) => entry.id);
    withDb(server, (db) => {
      const categoryIds = ids("categories");
      if (ids("products").length > 0)
        db.delete(products)
          .where(inArray(products.id, ids("products")))
          .run();
      if (categoryIds.length > 0) {
        db.delete(products).where(inArray(products.categoryId, categoryIds)).run();
        db.delete(categories).where(inArray(categories.id, categoryIds)).run();
      }
      if (ids("gallery").length > 0)
        db.delete(galleryItems)
          .where(inArray(galleryItems.id, ids("gallery")))
          .run();
      if (ids("contacts").length > 0) {
        db.delete(contactMessages)
          .where(inArray(contactMessages.id, ids("contacts")))
          .run();
      }
      if (ids("crops").length > 0) {
        // A product's use of a test crop goes with it; the product stays.
        db.delete(productUses)
          .where(inArray(productUses.cropId, ids("crops")))
          .run();
        db.delete(crops)
          .where(inArray(crops.id, ids("crops")))
          .run();
      }
    });
  }
}

/**
 * The browser tests' `test`: with `rows`, which makes the rows a test needs and removes them
 * when the test ends, whether it passed or not.
 */
export const test = base.extend<{ rows: Rows }>({
  // Playwright reads a fixture's dependencies from this pattern; this one has none. Its second
  // argument is Playwright's `use`, named otherwise so that it is not taken for React's hook.
  // eslint-disable-next-line no-empty-pattern
  rows: async ({}, provide) => {
    const made: Made[] = [];
    try {
      await provide(rowsFor(made));
    } finally {
      removeMade(made);
    }
  },
});

/* ------------------------------------------------------------------------------------------ */
/* Reading and removing rows                                                                   */
/* ------------------------------------------------------------------------------------------ */

export function findCategory(name: string): CategoryRow | undefined {
  return withDb("work", (db) =>
    db.select().from(categories).where(eq(categories.name, name)).get(),
  );
}

export function categoryExists(id: number): boolean {
  return withDb(
    "work",
    (db) => db.select().from(categories).where(eq(categories.id, id)).get() !== undefined,
  );
}

/** Removes a category made through the admin and its products, if still there. */
export function removeCategory(name: string): void {
  withDb("work", (db) => {
    const ids = db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.name, name))
      .all();
    if (ids.length === 0) return;
    const categoryIds = ids.map((row) => row.id);
    db.delete(products).where(inArray(products.categoryId, categoryIds)).run();
    db.delete(categories).where(inArray(categories.id, categoryIds)).run();
  });
}

export function findProduct(name: string): ProductRow | undefined {
  return withDb("work", (db) => db.select().from(products).where(eq(products.name, name)).get());
}

export function removeProduct(name: string, server: ServerName = "work"): void {
  withDb(server, (db) => db.delete(products).where(eq(products.name, name)).run());
}

/** The id of a demo product of the seeded server. */
export function productIdBySlug(slug: string): number {
  const row = withDb("seeded", (db) =>
    db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).get(),
  );
  if (!row) throw new Error(`No product with slug ${slug} in the seeded database`);
  return row.id;
}

export function findGalleryItem(title: string): GalleryRow | undefined {
  return withDb("work", (db) =>
    db.select().from(galleryItems).where(eq(galleryItems.title, title)).get(),
  );
}

/** The id of a demo event of the seeded server. */
export function galleryItemIdByTitle(title: string): number {
  const row = withDb("seeded", (db) =>
    db
      .select({ id: galleryItems.id })
      .from(galleryItems)
      .where(eq(galleryItems.title, title))
      .get(),
  );
  if (!row) throw new Error(`No gallery item titled ${title} in the seeded database`);
  return row.id;
}

/** Widths of a gallery item's images, in their order. */
export function galleryImageWidths(itemId: number): number[] {
  return withDb("work", (db) =>
    db
      .select({ width: galleryImages.width })
      .from(galleryImages)
      .where(eq(galleryImages.galleryItemId, itemId))
      .orderBy(asc(galleryImages.position))
      .all()
      .map((row) => row.width),
  );
}

export function removeGalleryItem(title: string): void {
  withDb("work", (db) => db.delete(galleryItems).where(eq(galleryItems.title, title)).run());
}

export function findContacts(email: string, server: ServerName = "work"): ContactRow[] {
  return withDb(server, (db) =>
    db.select().from(contactMessages).where(eq(contactMessages.email, email)).all(),
  );
}

export function removeContacts(email: string, server: ServerName = "work"): void {
  withDb(server, (db) => db.delete(contactMessages).where(eq(contactMessages.email, email)).run());
}

/** The text columns of each table a test may write hostile text into, children first. */
const TEXT_COLUMNS = [
  [products, [products.name, products.description]],
  [categories, [categories.name, categories.description]],
  [galleryItems, [galleryItems.title, galleryItems.description]],
  [contactMessages, [contactMessages.name, contactMessages.message]],
] as const;

const holding = (columns: readonly SQLiteColumn[], marker: string) =>
  or(...columns.map((column) => sql`instr(${column}, ${marker}) > 0`));

/** How many rows of any table of the work server hold `marker` in a text column. */
export function countRowsHolding(marker: string): number {
  return withDb("work", (db) =>
    TEXT_COLUMNS.reduce(
      (total, [table, columns]) =>
        total +
        (db
          .select({ n: sql<number>`count(*)` })
          .from(table)
          .where(holding(columns, marker))
          .get()?.n ?? 0),
      0,
    ),
  );
}

/** Removes every row of the work server that holds `marker`, products before categories. */
export function removeRowsHolding(marker: string): void {
  withDb("work", (db) => {
    for (const [table, columns] of TEXT_COLUMNS)
      db.delete(table).where(holding(columns, marker)).run();
  });
}

/** The work server's messages whose name or text holds `marker`. */
export function contactsHolding(marker: string): ContactRow[] {
  return withDb("work", (db) =>
    db
      .select()
      .from(contactMessages)
      .where(holding([contactMessages.name, contactMessages.message], marker))
      .all(),
  );
}

export interface AdminCounts {
  categories: number;
  products: number;
  gallery: number;
  contacts: number;
  newContacts: number;
  read: number;
  replied: number;
  closed: number;
}

/** The counts the dashboard and the contact tiles show, read from the work database. */
export function adminCounts(): AdminCounts {
  return withDb("work", (db) => {
    const count = (
      table: typeof categories | typeof products | typeof galleryItems | typeof contactMessages,
    ) =>
      db
        .select({ n: sql<number>`count(*)` })
        .from(table)
        .get()?.n ?? 0;
    const withStatus = (status: string) =>
      db
        .select({ n: sql<number>`count(*)` })
        .from(contactMessages)
        .where(eq(contactMessages.status, status))
        .get()?.n ?? 0;
    return {
      categories: count(categories),
      products: count(products),
      gallery: count(galleryItems),
      contacts: count(contactMessages),
      // A stored status the app does not know counts as new.
      newContacts:
        db
          .select({ n: sql<number>`count(*)` })
          .from(contactMessages)
          .where(notInArray(contactMessages.status, ["read", "replied", "closed"]))
          .get()?.n ?? 0,
      read: withStatus("read"),
      replied: withStatus("replied"),
      closed: withStatus("closed"),
    };
  });
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

/* ------------------------------------------------------------------------------------------ */
/* Signing in                                                                                  */
/* ------------------------------------------------------------------------------------------ */

/** Signs in with the login form of the page's server; `from` is the page to start on. */
export async function signIn(
  page: Page,
  options: { from?: string; username?: string; password?: string } = {},
): Promise<void> {
  await page.goto(options.from ?? LOGIN_PATH);
  await expect(page).toHaveURL((url) => url.pathname === LOGIN_PATH);
  await page.getByLabel("Username").fill(options.username ?? ADMIN_USERNAME);
  await page.getByLabel("Password").fill(options.password ?? ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in to Admin Panel" }).click();
}

/** Signs in without a browser and saves the session cookie to a storage-state file. */
async function saveSignedInState(baseURL: string, file: string): Promise<void> {
  const context = await playwrightRequest.newContext({ baseURL });
  try {
    const response = await context.post(LOGIN_PATH, {
      form: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD, redirectTo: "" },
      maxRedirects: 0,
    });
    expect(response.status(), "signing in answers with a redirect").toBe(302);
    expect(response.headers()["location"]).toBe(DASHBOARD_PATH);
    await context.storageState({ path: file });
  } finally {
    await context.dispose();
  }
}

/**
 * The test of pages that need a signed-in admin: the browser context starts with the cookie of
 * a session opened once per worker on the work server (nothing here ever signs it out).
 */
export const adminTest = test.extend<object, { adminStorageState: string }>({
  adminStorageState: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const directory = join(workerInfo.project.outputDir, ".admin-auth");
      await mkdir(directory, { recursive: true });
      const file = join(directory, `worker-${workerInfo.parallelIndex}-${Date.now()}.json`);
      await saveSignedInState(WORK_URL, file);
      await provide(file);
    },
    { scope: "worker" },
  ],
  storageState: async ({ adminStorageState }, provide) => provide(adminStorageState),
});

/** Signs in to the work server's API; returns a bearer token of a new session. */
export async function signInToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${WORK_URL}/api/auth/admin-login`, {
    data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
  });
  const { data } = await expectSuccess(response);
  if (!isObject(data) || typeof data.token !== "string") throw new Error("No token");
  return data.token;
}

export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

/* ------------------------------------------------------------------------------------------ */
/* Page probes                                                                                 */
/* ------------------------------------------------------------------------------------------ */

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

/**
 * Deletes with the row's Delete button and confirms: with JavaScript the browser's confirm()
 * dialog (checked to name `what`), without it the server's confirmation step ('Yes, delete').
 */
export async function deleteConfirmed(
  page: Page,
  row: Locator,
  what: string,
  javaScript: boolean,
): Promise<void> {
  const question = `Are you sure you want to delete ${what}?`;
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
  await expect(step).toContainText("This cannot be undone.");
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

/* ------------------------------------------------------------------------------------------ */
/* Files and forms                                                                             */
/* ------------------------------------------------------------------------------------------ */

/** A real PNG image of the given size and colour, in memory. */
export function pngBytes(width = 64, height = 48, color = "#2e7d32"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** Writes `bytes` to a file of the test's output folder; returns its path. */
export async function makeFile(testInfo: TestInfo, name: string, bytes: Buffer): Promise<string> {
  const path = testInfo.outputPath(name);
  await mkdir(testInfo.outputPath(), { recursive: true });
  await writeFile(path, bytes);
  return path;
}

/** Writes a PNG of the given size into the test's output folder; returns its path. */
export async function makePngFile(
  testInfo: TestInfo,
  name: string,
  width = 64,
  height = 48,
): Promise<string> {
  return makeFile(testInfo, name, await pngBytes(width, height));
}

/** A real one-pixel GIF: an image, but not a type the admin accepts. */
export const GIF_BYTES = Buffer.from(
  "R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==",
  "base64",
);

export interface UploadFile {
  field: string;
  name: string;
  type: string;
  buffer: Buffer;
}

/** A multipart form of text fields (a list repeats the field) and files. */
export function formOf(
  fields: Record<string, string | string[]>,
  files: UploadFile[] = [],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  for (const file of files) {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.buffer)], { type: file.type }),
      file.name,
    );
  }
  return form;
}

export const pngFile = async (
  field: string,
  name: string,
  color?: string,
): Promise<UploadFile> => ({
  field,
  name,
  type: "image/png",
  buffer: await pngBytes(64, 48, color),
});

/**
 * The rows of a CSV file as RFC 4180 reads them (quoted fields, doubled quotes, line breaks
 * inside quotes), after checking it starts with a UTF-8 byte order mark and ends with CRLF.
 */
export function readCsv(bytes: Buffer): string[][] {
  expect([...bytes.subarray(0, 3)], "a UTF-8 byte order mark").toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString("utf8");
  expect(text.endsWith("\r\n"), "the last row ends with CRLF").toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      index += 1;
    } else field += char;
  }
  return rows;
}

/** The header row of the inbox's CSV export. */
export const CONTACT_CSV_HEADER = [
  "Received (Pakistan time)",
  "Name",
  "Email",
  "Phone",
  "Subject",
  "Language",
  "Status",
  "Message",
  "Notes",
];

/* ------------------------------------------------------------------------------------------ */
/* API answers, checked against the published description                                      */
/* ------------------------------------------------------------------------------------------ */

import type {
  CategoryRecord,
  ContactRecord,
  ContactStatsRecord as ContactStats,
  GalleryRecord,
  ProductRecord,
} from "~/api/records.server";

export type { CategoryRecord, ContactRecord, ContactStats, GalleryRecord, ProductRecord };

/** A valid JSON body just over the 256 KB a JSON call accepts. */
export const OVERSIZED_JSON = Buffer.from(JSON.stringify({ padding: "x".repeat(300 * 1024) }));

/**
 * A body sent byte for byte. (Playwright JSON-encodes a string `data` that is not valid JSON
 * when the Content-Type is application/json.)
 */
export const raw = (text: string): Buffer => Buffer.from(text, "utf8");

/**
 * Runs `work` with a request context (and so a connection pool) of its own, disposed after.
 * For requests the server refuses before reading their whole body (413): the server keeps that
 * connection alive but then resets it, so a client's next request on it fails (see the
 * keep-alive test in api-errors.spec.ts). The assertions on the answer go inside `work`.
 */
export async function withOwnClient<T>(
  work: (request: APIRequestContext) => Promise<T>,
): Promise<T> {
  const context = await playwrightRequest.newContext();
  try {
    return await work(context);
  } finally {
    await context.dispose();
  }
}

/** An answer read with node:http, for requests Playwright cannot send as they are. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * Sends a request with node:http: `body` in 16 KB writes (with Transfer-Encoding: chunked in
 * `headers`, no Content-Length is sent), or without `body` only the head, never the body it
 * announces. Resolves with the answer even when the server stops reading early; a client that
 * kept writing a refused body would get EPIPE or ECONNRESET instead.
 */
export function sendRaw(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = httpRequest(url, { method, headers }, (incoming) => {
      answered = true;
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => {
        outgoing.destroy();
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          text: Buffer.concat(chunks).toString("utf8"),
        });
      });
      incoming.on("error", reject);
    });
    outgoing.on("error", (error) => {
      if (!answered) reject(new Error(`${method} ${url}: no answer, ${error.message}`));
    });
    if (body === undefined) {
      outgoing.flushHeaders();
      return;
    }
    for (let offset = 0; offset < body.length; offset += 16 * 1024) {
      outgoing.write(body.subarray(offset, offset + 16 * 1024));
    }
    outgoing.end();
  });
}

/** A 413 in the API's JSON envelope. */
export function expectRaw413(answer: RawAnswer): void {
  expect(answer.status, answer.text.slice(0, 300)).toBe(413);
  expect(answer.headers["content-type"]).toMatch(/^application\/json/);
  const body: unknown = JSON.parse(answer.text);
  expect(isObject(body) && body.success === false && typeof body.message === "string").toBe(true);
}

/**
 * A line of a JavaScript stack trace ("    at fn (file:1:2)"), also inside a JSON string where
 * the line break is written "\n".
 */
const STACK_LINE = /(?:^|\n|\\n)\s*at [^\n\\]*(?::\d+:\d+\)?|<anonymous>\)?)/;

export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The JSON body of an API answer, after the checks every answer must pass: never a 500, never
 * a stack trace, always JSON, and (for a documented call and status) the shape the published
 * description gives.
 */
export async function readJson(response: APIResponse): Promise<unknown> {
  const text = await response.text();
  const what = `${response.url()} answered ${response.status()}: ${text.slice(0, 300)}`;
  expect(response.status(), what).not.toBe(500);
  expect(text, what).not.toMatch(STACK_LINE);
  expect(response.headers()["content-type"], what).toMatch(/^application\/json/);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`Not JSON: ${what}`);
  }
  await expectDocumentedAnswer(response, body);
  return body;
}

/** Checks a success envelope `{ success: true, data, message? }` with the given status. */
export async function expectSuccess(
  response: APIResponse,
  status = 200,
): Promise<{ data: unknown; message: string | undefined }> {
  const body = await readJson(response);
  const what = `${response.url()}: ${JSON.stringify(body).slice(0, 300)}`;
  expect(response.status(), what).toBe(status);
  if (!isObject(body)) throw new Error(`Not an envelope: ${what}`);
  expect(body.success, what).toBe(true);
  expect(Object.keys(body), what).toContain("data");
  for (const key of Object.keys(body)) expect(["success", "data", "message"], what).toContain(key);
  if ("message" in body) expect(typeof body.message, what).toBe("string");
  return {
    data: body.data,
    message: typeof body.message === "string" ? body.message : undefined,
  };
}

/** Where a page sits in its list, as a list read by page answers it. */
export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

/**
 * Checks a page of a list, `{ success: true, data: [...], pagination }` with status 200, and
 * that its pagination adds up: no more items than the limit, and as many pages as the total
 * fills.
 */
export async function expectPage(
  response: APIResponse,
): Promise<{ data: unknown[]; pagination: Pagination }> {
  const body = await readJson(response);
  const what = `${response.url()}: ${JSON.stringify(body).slice(0, 300)}`;
  expect(response.status(), what).toBe(200);
  if (!isObject(body)) throw new Error(`Not an envelope: ${what}`);
  expect(Object.keys(body), what).toEqual(["success", "data", "pagination"]);
  expect(body.success, what).toBe(true);
  if (!Array.isArray(body.data)) throw new Error(`data is not a list: ${what}`);
  const pagination = body.pagination as Pagination;
  expect(Object.keys(pagination).sort(), what).toEqual(["limit", "page", "pages", "total"]);
  expect(body.data.length, what).toBeLessThanOrEqual(pagination.limit);
  expect(pagination.pages, what).toBe(Math.max(1, Math.ceil(pagination.total / pagination.limit)));
  return { data: body.data, pagination };
}

/** Checks a failure envelope `{ success: false, message, errors? }` with the given status. */
export async function expectFailure(
  response: APIResponse,
  status: number,
): Promise<{ message: string; errors: Record<string, string> | undefined }> {
  const body = await readJson(response);
  const what = `${response.url()}: ${JSON.stringify(body).slice(0, 300)}`;
  expect(response.status(), what).toBe(status);
  if (!isObject(body)) throw new Error(`Not an envelope: ${what}`);
  expect(body.success, what).toBe(false);
  for (const key of Object.keys(body))
    expect(["success", "message", "errors"], what).toContain(key);
  const message = body.message;
  if (typeof message !== "string" || message === "") throw new Error(`No message: ${what}`);
  let errors: Record<string, string> | undefined;
  if ("errors" in body) {
    const fieldErrors = body.errors;
    if (!isObject(fieldErrors)) throw new Error(`errors is not an object: ${what}`);
    errors = {};
    for (const [field, text] of Object.entries(fieldErrors)) {
      if (typeof text !== "string" || text === "") throw new Error(`errors.${field}: ${what}`);
      errors[field] = text;
    }
  }
  return { message, errors };
}

/** A failure with `errors` naming exactly these fields (or at least them, with `atLeast`). */
export async function expectFieldErrors(
  response: APIResponse,
  status: number,
  fields: string[],
  options: { atLeast?: boolean } = {},
): Promise<Record<string, string>> {
  const { errors } = await expectFailure(response, status);
  if (!errors) throw new Error(`No errors in the ${status} answer of ${response.url()}`);
  if (options.atLeast) expect(Object.keys(errors)).toEqual(expect.arrayContaining(fields));
  else expect(Object.keys(errors).sort()).toEqual([...fields].sort());
  return errors;
}

/* The published description, and answers checked against it. ------------------------------- */

type DocumentedResponses = Record<string, { content?: Record<string, { schema?: unknown }> }>;
type PublishedDocument = {
  paths: Record<string, Record<string, { responses?: DocumentedResponses }>>;
  components?: Record<string, unknown>;
};

const DOCUMENT_ID = "https://agro.test/api/openapi.json";
let published: Promise<{ document: PublishedDocument; ajv: Ajv2020 }> | undefined;

/** GET /api/openapi.json of the seeded server, once per worker, with a validator for it. */
function publishedDocument(): Promise<{ document: PublishedDocument; ajv: Ajv2020 }> {
  published ??= (async () => {
    const answer = await fetch(`${SEEDED_URL}/api/openapi.json`);
    const document = (await answer.json()) as PublishedDocument;
    // OpenAPI allows keywords JSON Schema does not know (`example`), hence not strict.
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: DOCUMENT_ID, components: document.components ?? {} });
    return { document, ajv };
  })();
  return published;
}

/** The documented path templates an address matches, the most literal first. */
function documentedPaths(document: PublishedDocument, pathname: string): string[] {
  return Object.keys(document.paths)
    .filter((template) => {
      const pattern = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+");
      return new RegExp(`^${pattern}$`).test(pathname);
    })
    .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
}

/** A response schema whose `$ref`s point into the published document's components. */
function anchored(schema: unknown): unknown {
  return JSON.parse(
    JSON.stringify(schema).replace(
      /"\$ref":"#\/components\//g,
      `"$ref":"${DOCUMENT_ID}#/components/`,
    ),
  );
}

/**
 * What the published description says is wrong with `body` as the answer of `pathname` with
 * `status`: null when it matches, or when the description has no schema for that path and
 * status (the 404 of an unknown call, a 405: the tests that make them check them). The method
 * of an answer is not known here, so the schemas of every documented method with that status
 * are tried: the answer must match one of them.
 */
export async function documentProblems(
  pathname: string,
  status: number,
  body: unknown,
): Promise<string | null> {
  if (!pathname.startsWith("/api/") || pathname === "/api/openapi.json") return null;
  const { document, ajv } = await publishedDocument();
  const [template] = documentedPaths(document, pathname);
  if (!template) return null;
  const schemas = Object.values(document.paths[template] ?? {})
    .map(
      (operation) => operation.responses?.[String(status)]?.content?.["application/json"]?.schema,
    )
    .filter((schema) => schema !== undefined);
  if (schemas.length === 0) return null;
  const problems: string[] = [];
  for (const schema of schemas) {
    const validate = ajv.compile(anchored(schema) as object);
    if (validate(body)) return null;
    problems.push(ajv.errorsText(validate.errors));
  }
  return `${template} ${status}: ${problems.join(" | ")}`;
}

/** Fails when an answer does not match what the published description says of it. */
async function expectDocumentedAnswer(response: APIResponse, body: unknown): Promise<void> {
  const problems = await documentProblems(
    new URL(response.url()).pathname,
    response.status(),
    body,
  );
  if (problems) {
    throw new Error(
      `${response.url()} answered with a body the description does not allow (${problems})\n${JSON.stringify(body).slice(0, 500)}`,
    );
  }
}

/* What a schema cannot say about a record. -------------------------------------------------- */

const ID = /^[1-9]\d*$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** ISO 8601 date and time, as Date.toISOString writes it (what the records carry). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
export const PRODUCT_IMAGE_URL = /^\/uploads\/products\/[a-f0-9]{24}-[1-9]\d{0,3}\.webp$/;
export const GALLERY_IMAGE_URL = /^\/uploads\/gallery\/[a-f0-9]{24}-[1-9]\d{0,3}\.webp$/;

/** A record of an answer already checked against the description: its id and creation time. */
function expectRecord(value: unknown): Json {
  if (!isObject(value)) throw new Error(`Not a record: ${JSON.stringify(value).slice(0, 200)}`);
  expect(value._id).toEqual(expect.stringMatching(ID));
  expect(value.createdAt).toEqual(expect.stringMatching(ISO_DATE_TIME));
  expect(Number.isNaN(Date.parse(String(value.createdAt)))).toBe(false);
  return value;
}

export function expectCategory(value: unknown): CategoryRecord {
  const record = expectRecord(value);
  expect(record.slug).toEqual(expect.stringMatching(SLUG));
  return record as unknown as CategoryRecord;
}

export function expectProduct(value: unknown): ProductRecord {
  const record = expectRecord(value);
  expect(record.slug).toEqual(expect.stringMatching(SLUG));
  if (record.image !== null) expect(record.image).toMatch(PRODUCT_IMAGE_URL);
  return record as unknown as ProductRecord;
}

export function expectGalleryItem(value: unknown): GalleryRecord {
  const record = expectRecord(value);
  for (const image of record.images as unknown[]) expect(image).toMatch(GALLERY_IMAGE_URL);
  return record as unknown as GalleryRecord;
}

export function expectContact(value: unknown): ContactRecord {
  return expectRecord(value) as unknown as ContactRecord;
}

export function expectList<T>(value: unknown, check: (item: unknown) => T): T[] {
  if (!Array.isArray(value)) throw new Error(`Not a list: ${JSON.stringify(value).slice(0, 200)}`);
  return value.map(check);
}

export function expectStats(value: unknown): ContactStats {
  if (!isObject(value)) throw new Error("Not the counts");
  const stats = value as unknown as ContactStats;
  expect(stats.total).toBe(stats.new + stats.read + stats.replied + stats.closed);
  return stats;
}

/* Records of one test, made through the API of the work server. ---------------------------- */

export async function createCategory(
  request: APIRequestContext,
  token: string,
  tag: string,
  label = "Category",
): Promise<CategoryRecord> {
  const response = await request.post(`${WORK_URL}/api/categories`, {
    headers: bearer(token),
    data: { name: `API ${label} ${tag}`, description: `Made by the API tests (${tag}).` },
  });
  const { data } = await expectSuccess(response, 201);
  return expectCategory(data);
}

export async function createProduct(
  request: APIRequestContext,
  token: string,
  categoryName: string,
  tag: string,
  label = "Product",
): Promise<ProductRecord> {
  const response = await request.post(`${WORK_URL}/api/products`, {
    headers: bearer(token),
    multipart: formOf(
      {
        name: `API ${label} ${tag}`,
        category: categoryName,
        description: `A product made by the API tests (${tag}).`,
      },
      [await pngFile("image", "product.png")],
    ),
  });
  const { data } = await expectSuccess(response, 201);
  return expectProduct(data);
}

export async function createGalleryItem(
  request: APIRequestContext,
  token: string,
  tag: string,
  label = "Event",
): Promise<GalleryRecord> {
  const response = await request.post(`${WORK_URL}/api/gallery`, {
    headers: bearer(token),
    multipart: formOf(
      {
        title: `API ${label} ${tag}`,
        description: `An event made by the API tests (${tag}).`,
        date: "2024-11-20",
        location: "Okara",
        eventType: "training",
      },
      [await pngFile("images", "event.png")],
    ),
  });
  const { data } = await expectSuccess(response, 201);
  return expectGalleryItem(data);
}

/** Submits a contact message from `email` and finds it (status new) with the token. */
export async function createContactMessage(
  request: APIRequestContext,
  token: string,
  email: string,
): Promise<ContactRecord> {
  const submitted = await request.post(`${WORK_URL}/api/contacts/submit`, {
    data: {
      name: "API Test Visitor",
      email,
      phone: "+92 300 1234567",
      subject: "bulk-order",
      message: "Rates for 200 litres, please.",
    },
  });
  await expectSuccess(submitted, 201);
  const listed = await request.get(`${WORK_URL}/api/contacts?status=new`, {
    headers: bearer(token),
  });
  const { data } = await expectSuccess(listed);
  const mine = expectList(data, expectContact).filter((message) => message.email === email);
  expect(mine).toHaveLength(1);
  const [message] = mine;
  if (!message) throw new Error("unreachable");
  return message;
}
