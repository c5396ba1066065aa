/**
 * Shared helpers of the browser tests: the two servers, direct access to their SQLite
 * databases for arranging states, request interception and small page probes.
 */
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { Page, Request, Route } from "@playwright/test";
import Database from "better-sqlite3";
import { EMPTY_PORT, SEEDED_PORT } from "../../playwright.config";

export const SEEDED_URL = `http://localhost:${SEEDED_PORT}`;
export const EMPTY_URL = `http://localhost:${EMPTY_PORT}`;

export type ServerName = "seeded" | "empty";

const DB_PATHS: Record<ServerName, string> = {
  seeded: fileURLToPath(new URL("../.tmp/seeded/app.db", import.meta.url)),
  empty: fileURLToPath(new URL("../.tmp/empty/app.db", import.meta.url)),
};

/** Runs `work` on a fresh connection to a server's database and closes it again. */
export function withDb<T>(server: ServerName, work: (db: Database.Database) => T): T {
  const db = new Database(DB_PATHS[server], { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.pragma("foreign_keys = ON");
    return work(db);
  } finally {
    db.close();
  }
}

/** A short random tag that keeps rows of parallel tests (and of both projects) apart. */
export function uniqueTag(): string {
  return randomBytes(4).toString("hex");
}

/** Names of categories the tests insert start with this, so other tests can ignore them. */
export const TEST_CATEGORY_PREFIX = "E2E ";

export function insertCategory(
  server: ServerName,
  category: { name: string; slug: string; description: string },
): number {
  return withDb(server, (db) => {
    const result = db
      .prepare("INSERT INTO categories (name, slug, description) VALUES (?, ?, ?)")
      .run(category.name, category.slug, category.description);
    return Number(result.lastInsertRowid);
  });
}

export function deleteCategory(server: ServerName, id: number): void {
  withDb(server, (db) => db.prepare("DELETE FROM categories WHERE id = ?").run(id));
}

export function insertGalleryItem(
  server: ServerName,
  item: { title: string; description: string; date: string; location: string; eventType: string },
): number {
  return withDb(server, (db) => {
    const result = db
      .prepare(
        "INSERT INTO gallery_items (title, description, date, location, event_type) VALUES (?, ?, ?, ?, ?)",
      )
      .run(item.title, item.description, item.date, item.location, item.eventType);
    return Number(result.lastInsertRowid);
  });
}

export function deleteGalleryItem(server: ServerName, id: number): void {
  withDb(server, (db) => db.prepare("DELETE FROM gallery_items WHERE id = ?").run(id));
}

export interface ContactRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: string;
}

export function findContactMessages(email: string): ContactRow[] {
  return withDb(
    "seeded",
    (db) =>
      db
        .prepare(
          "SELECT id, name, email, phone, subject, message, status FROM contact_messages WHERE email = ?",
        )
        .all(email) as ContactRow[],
  );
}

export function deleteContactMessages(email: string): void {
  withDb("seeded", (db) => db.prepare("DELETE FROM contact_messages WHERE email = ?").run(email));
}

export function productIdBySlug(slug: string): number {
  return withDb("seeded", (db) => {
    const row = db.prepare("SELECT id FROM products WHERE slug = ?").get(slug) as
      { id: number } | undefined;
    if (!row) throw new Error(`No product with slug ${slug} in the seeded database`);
    return row.id;
  });
}

export function galleryItemIdByTitle(title: string): number {
  return withDb("seeded", (db) => {
    const row = db.prepare("SELECT id FROM gallery_items WHERE title = ?").get(title) as
      { id: number } | undefined;
    if (!row) throw new Error(`No gallery item titled ${title} in the seeded database`);
    return row.id;
  });
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
      { timeout: 15_000 },
    )
    .catch((error: unknown) => {
      throw new Error(
        "The page did not hydrate. Were its scripts missing (a rebuild during the run replaces them)?",
        { cause: error },
      );
    });
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
