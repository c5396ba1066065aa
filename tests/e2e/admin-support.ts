/**
 * Helpers of the admin panel's browser tests. Every change is made on the seeded "work" server
 * (WORK_PORT), only to records the test created itself with a unique name, since tests run in
 * parallel and in two projects (with and without JavaScript).
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  expect,
  request as playwrightRequest,
  test as base,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";
import Database from "better-sqlite3";
import sharp from "sharp";
import { ADMIN_PASSWORD, ADMIN_USERNAME, WORK_PORT } from "../../playwright.config";

export { ADMIN_PASSWORD, ADMIN_USERNAME };

export const WORK_URL = `http://localhost:${WORK_PORT}`;
export const LOGIN_PATH = "/admin-login";
export const DASHBOARD_PATH = "/admin/dashboard";

const WORK_DB = fileURLToPath(new URL("../.tmp/work/app.db", import.meta.url));

/** Runs `work` on a fresh connection to the work server's database and closes it again. */
export function withWorkDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(WORK_DB, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.pragma("foreign_keys = ON");
    return work(db);
  } finally {
    db.close();
  }
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
export const adminTest = base.extend<object, { adminStorageState: string }>({
  adminStorageState: [
    // Playwright reads a fixture's dependencies from this pattern; this one has none.
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

/* ------------------------------------------------------------------------------------------ */
/* Page probes                                                                                 */
/* ------------------------------------------------------------------------------------------ */

/** Waits until React has hydrated the element, so its handlers run (JavaScript only). */
export async function waitForReact(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps"));
  }, selector);
}

/** Opens an admin page; with JavaScript, waits until the page is interactive. */
export async function openAdmin(page: Page, path: string, javaScript: boolean): Promise<void> {
  await page.goto(path);
  await expect(page.getByText("Welcome, Admin")).toBeVisible();
  if (javaScript) await waitForReact(page, ".admin-header a");
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

/* ------------------------------------------------------------------------------------------ */
/* Files                                                                                       */
/* ------------------------------------------------------------------------------------------ */

/** Writes a PNG of the given size and colour into the test's output folder; returns its path. */
export async function makePng(
  testInfo: TestInfo,
  name: string,
  width = 64,
  height = 48,
  background = { r: 40, g: 140, b: 60 },
): Promise<string> {
  const path = testInfo.outputPath(name);
  await mkdir(testInfo.outputPath(), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toFile(path);
  return path;
}

/** Writes `bytes` to a file of the test's output folder; returns its path. */
export async function makeFile(testInfo: TestInfo, name: string, bytes: Buffer): Promise<string> {
  const path = testInfo.outputPath(name);
  await mkdir(testInfo.outputPath(), { recursive: true });
  await writeFile(path, bytes);
  return path;
}

/** A small PNG in memory, for requests that upload a file. */
export function pngBuffer(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } } })
    .png()
    .toBuffer();
}

/** A real one-pixel GIF: an image, but not a type the admin accepts. */
export const GIF_BYTES = Buffer.from(
  "R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==",
  "base64",
);

/* ------------------------------------------------------------------------------------------ */
/* Rows of the work database                                                                   */
/* ------------------------------------------------------------------------------------------ */

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  createdAt: string;
}

export function insertCategory(name: string, description = `About ${name}.`): CategoryRow {
  return withWorkDb(
    (db) =>
      db
        .prepare(
          "INSERT INTO categories (name, slug, description) VALUES (?, ?, ?) " +
            "RETURNING id, name, slug, description, created_at AS createdAt",
        )
        .get(name, slugOf(name), description) as CategoryRow,
  );
}

export function findCategory(name: string): CategoryRow | undefined {
  return withWorkDb(
    (db) =>
      db
        .prepare(
          "SELECT id, name, slug, description, created_at AS createdAt FROM categories WHERE name = ?",
        )
        .get(name) as CategoryRow | undefined,
  );
}

export function categoryExists(id: number): boolean {
  return withWorkDb(
    (db) => db.prepare("SELECT 1 FROM categories WHERE id = ?").get(id) !== undefined,
  );
}

/** Removes a test's category and its products, if still there. */
export function removeCategory(name: string): void {
  withWorkDb((db) => {
    db.prepare(
      "DELETE FROM products WHERE category_id IN (SELECT id FROM categories WHERE name = ?)",
    ).run(name);
    db.prepare("DELETE FROM categories WHERE name = ?").run(name);
  });
}

export interface ProductRow {
  id: number;
  name: string;
  slug: string;
  categoryId: number;
  description: string;
  imageKey: string | null;
  imageWidth: number | null;
  features: string;
  usage: string;
  composition: string | null;
  dosage: string | null;
  waitingPeriod: string | null;
  createdAt: string;
}

const PRODUCT_COLUMNS =
  "id, name, slug, category_id AS categoryId, description, image_key AS imageKey, " +
  "image_width AS imageWidth, features, usage, composition, dosage, " +
  "waiting_period AS waitingPeriod, created_at AS createdAt";

/** A product without an image, straight into the database. */
export function insertProduct(name: string, categoryId: number): ProductRow {
  return withWorkDb(
    (db) =>
      db
        .prepare(
          `INSERT INTO products (name, slug, category_id, description) VALUES (?, ?, ?, ?) RETURNING ${PRODUCT_COLUMNS}`,
        )
        .get(name, slugOf(name), categoryId, `About ${name}.`) as ProductRow,
  );
}

export function findProduct(name: string): ProductRow | undefined {
  return withWorkDb(
    (db) =>
      db.prepare(`SELECT ${PRODUCT_COLUMNS} FROM products WHERE name = ?`).get(name) as
        ProductRow | undefined,
  );
}

export interface GalleryRow {
  id: number;
  title: string;
  description: string;
  date: string;
  location: string;
  eventType: string;
}

export function insertGalleryItem(title: string, eventType = "training"): GalleryRow {
  return withWorkDb(
    (db) =>
      db
        .prepare(
          "INSERT INTO gallery_items (title, description, date, location, event_type) " +
            "VALUES (?, ?, ?, ?, ?) RETURNING id, title, description, date, location, event_type AS eventType",
        )
        .get(title, `About ${title}.`, "2024-05-06", "Okara", eventType) as GalleryRow,
  );
}

export function findGalleryItem(title: string): GalleryRow | undefined {
  return withWorkDb(
    (db) =>
      db
        .prepare(
          "SELECT id, title, description, date, location, event_type AS eventType FROM gallery_items WHERE title = ?",
        )
        .get(title) as GalleryRow | undefined,
  );
}

/** Widths of a gallery item's images, in their order. */
export function galleryImageWidths(itemId: number): number[] {
  return withWorkDb((db) =>
    (
      db
        .prepare("SELECT width FROM gallery_images WHERE gallery_item_id = ? ORDER BY position")
        .all(itemId) as { width: number }[]
    ).map((row) => row.width),
  );
}

export function removeGalleryItem(title: string): void {
  withWorkDb((db) => db.prepare("DELETE FROM gallery_items WHERE title = ?").run(title));
}

export interface ContactRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: string;
  createdAt: string;
}

export function insertContact(contact: {
  name: string;
  email: string;
  subject?: string;
  message?: string;
  phone?: string | null;
  status?: string;
}): ContactRow {
  return withWorkDb(
    (db) =>
      db
        .prepare(
          "INSERT INTO contact_messages (name, email, phone, subject, message, status) VALUES (?, ?, ?, ?, ?, ?) " +
            "RETURNING id, name, email, phone, subject, message, status, created_at AS createdAt",
        )
        .get(
          contact.name,
          contact.email,
          contact.phone ?? null,
          contact.subject ?? "general",
          contact.message ?? "A question about spraying wheat.",
          contact.status ?? "new",
        ) as ContactRow,
  );
}

export function findContacts(email: string): ContactRow[] {
  return withWorkDb(
    (db) =>
      db
        .prepare(
          "SELECT id, name, email, phone, subject, message, status, created_at AS createdAt " +
            "FROM contact_messages WHERE email = ?",
        )
        .all(email) as ContactRow[],
  );
}

export function removeContacts(email: string): void {
  withWorkDb((db) => db.prepare("DELETE FROM contact_messages WHERE email = ?").run(email));
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

/** The counts the dashboard and the contact tiles show, read from the database. */
export function adminCounts(): AdminCounts {
  return withWorkDb((db) => {
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    return {
      categories: count("SELECT count(*) AS n FROM categories"),
      products: count("SELECT count(*) AS n FROM products"),
      gallery: count("SELECT count(*) AS n FROM gallery_items"),
      contacts: count("SELECT count(*) AS n FROM contact_messages"),
      // A stored status the app does not know counts as new.
      newContacts: count(
        "SELECT count(*) AS n FROM contact_messages WHERE status NOT IN ('read', 'replied', 'closed')",
      ),
      read: count("SELECT count(*) AS n FROM contact_messages WHERE status = 'read'"),
      replied: count("SELECT count(*) AS n FROM contact_messages WHERE status = 'replied'"),
      closed: count("SELECT count(*) AS n FROM contact_messages WHERE status = 'closed'"),
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
  }).toPass({ timeout: 15_000 });
}

/** Like the app's slugify: lowercase, runs of other characters become one hyphen. */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
