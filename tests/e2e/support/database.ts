/**
 * The servers' databases, read and changed through the app's own Drizzle schema: the rows a
 * test looks for, removes or counts.
 */
import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import { and, asc, eq, inArray, like, notInArray, or, sql } from "drizzle-orm";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import * as schema from "~/db/schema";
import { DB_PATHS, type ServerName } from "./servers";

const { categories, contactMessages, galleryImages, galleryItems, products } = schema;

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

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type GalleryRow = typeof galleryItems.$inferSelect;
export type ContactRow = typeof contactMessages.$inferSelect;
export type CropRow = typeof schema.crops.$inferSelect;

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

/** A server's messages whose name or text holds `marker` (the work server's unless named). */
export function contactsHolding(marker: string, server: ServerName = "work"): ContactRow[] {
  return withDb(server, (db) =>
    db
      .select()
      .from(contactMessages)
      .where(holding([contactMessages.name, contactMessages.message], marker))
      .orderBy(asc(contactMessages.id))
      .all(),
  );
}

/** Removes a server's messages whose name or text holds `marker`: those sent without an e-mail. */
export function removeContactsHolding(marker: string, server: ServerName = "work"): void {
  withDb(server, (db) =>
    db
      .delete(contactMessages)
      .where(holding([contactMessages.name, contactMessages.message], marker))
      .run(),
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

/** The batches of the work server whose number starts with `prefix`, as a test tagged them. */
export function batchesNumbered(prefix: string): (typeof schema.batches.$inferSelect)[] {
  return withDb("work", (db) =>
    db
      .select()
      .from(schema.batches)
      .where(like(schema.batches.batchNumber, `${prefix}%`))
      .all(),
  );
}

/** Deletes the work server's batches whose number starts with `prefix` (their codes with them). */
export function removeBatchesNumbered(prefix: string): void {
  withDb("work", (db) =>
    db
      .delete(schema.batches)
      .where(like(schema.batches.batchNumber, `${prefix}%`))
      .run(),
  );
}

/** The id of a record's entry in a server's trash (the work server's unless named), if there. */
export function trashEntryId(
  kind: string,
  recordId: number,
  server: ServerName = "work",
): number | undefined {
  return withDb(
    server,
    (db) =>
      db
        .select({ id: schema.trash.id })
        .from(schema.trash)
        .where(and(eq(schema.trash.kind, kind), eq(schema.trash.recordId, recordId)))
        .get()?.id,
  );
}
