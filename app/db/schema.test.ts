import { beforeEach, describe, expect, it } from "vitest";
import { resetDatabase } from "#tests/setup/db-helpers";
import { db } from "./db.server";
import { categories, products } from "./schema";

beforeEach(resetDatabase);

/** A product row written past the domain's checks, as a bug or a hand-made script might. */
function insertProduct(categoryId: number, slug: string) {
  return db()
    .insert(products)
    .values({ name: slug, slug, categoryId, description: "d", features: [], usage: "" })
    .run();
}

// The domain modules check these before writing; the database holds them even when a write
// skips those checks.
describe("database constraints", () => {
  it("refuses a product whose category does not exist", () => {
    const category = db()
      .insert(categories)
      .values({ name: "Insecticides", slug: "insecticides", description: "d" })
      .returning()
      .get();
    expect(() => insertProduct(category.id + 1000, "orphan-5-ec")).toThrow(
      /FOREIGN KEY constraint failed/,
    );
  });

  it("refuses a slug that another product already has, in any category", () => {
    const [first, second] = ["insecticides", "herbicides"].map((slug) =>
      db().insert(categories).values({ name: slug, slug, description: "d" }).returning().get(),
    );
    insertProduct(first?.id ?? 0, "super-guard");
    expect(() => insertProduct(second?.id ?? 0, "super-guard")).toThrow(
      /UNIQUE constraint failed: products\.slug/,
    );
  });
});
