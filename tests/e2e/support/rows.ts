/**
 * The rows a test needs, made straight in a server's database through the app's schema and
 * removed when the test ends (the `rows` fixture of `test`).
 */
import { inArray } from "drizzle-orm";
import {
  categories,
  contactMessages,
  crops,
  galleryItems,
  productUses,
  products,
} from "~/db/schema";
import { slugify } from "~/lib/slug";
import {
  withDb,
  type CategoryRow,
  type ContactRow,
  type CropRow,
  type GalleryRow,
  type ProductRow,
} from "./database";
import type { ServerName } from "./servers";

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
      email: string | null;
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

/** Gives `provide` the maker of a test's rows; removes what it made when `provide` ends. */
export async function provideRows(provide: (rows: Rows) => Promise<void>): Promise<void> {
  const made: Made[] = [];
  try {
    await provide(rowsFor(made));
  } finally {
    removeMade(made);
  }
}
