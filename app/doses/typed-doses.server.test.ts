// Doses typed before they were data: migration 0012 keeps each as text, and the start-up
// conversion turns into data those that plainly state an amount per area in both languages.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { APP_ROOT } from "~/config/env.server";
import { openDatabase } from "~/db/client.server";
import { db } from "~/db/db.server";
import { productUses } from "~/db/schema";
import { resetDatabase } from "#tests/setup/db-helpers";
import { convertTypedDoses } from "./typed-doses.server";

const folder = mkdtempSync(join(tmpdir(), "agro-doses-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The migrations up to the one before doses became data. */
function migrationsBeforeDoses(): string {
  const copy = join(folder, "drizzle");
  cpSync(resolve(APP_ROOT, "drizzle"), copy, { recursive: true });
  const journalPath = join(copy, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag.startsWith("0011_"));
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return copy;
}

const TYPED: [string, string | null][] = [
  ["250 ml per acre", "250 ملی لیٹر فی ایکڑ"],
  ["200-250 ml per acre", null],
  ["5 kg per acre (basal)", "5 کلوگرام فی ایکڑ (بنیادی کھاد کے طور پر)"],
  ["4 g per kg of seed (about 40 g per acre)", "4 گرام فی کلوگرام بیج"],
  ["300 ml per acre", "250 ملی لیٹر فی ایکڑ"],
];

describe("migration 0012", () => {
  it("keeps every typed dose as text, in both languages", () => {
    const path = join(folder, "site.db");
    const old = new Database(path);
    migrate(drizzle(old), { migrationsFolder: migrationsBeforeDoses() });
    old.exec(
      "INSERT INTO categories (id, name, slug, description) VALUES (1, 'Insecticides', 'insecticides', '');" +
        "INSERT INTO products (id, name, slug, category_id, description) VALUES (1, 'Dhaal', 'dhaal', 1, '');" +
        "INSERT INTO crops (id, name, slug) VALUES (1, 'Cotton', 'cotton');",
    );
    const insert = old.prepare(
      "INSERT INTO product_uses (product_id, crop_id, position, target, dose, dose_ur) VALUES (1, 1, ?, 'Whitefly', ?, ?)",
    );
    TYPED.forEach(([english, urdu], position) => insert.run(position, english, urdu));
    old.close();

    const migrated = openDatabase(path).$client;
    expect(
      migrated
        .prepare("SELECT dose_text, dose_text_ur, dose_amount FROM product_uses ORDER BY position")
        .all(),
    ).toEqual(
      TYPED.map(([english, urdu]) => ({
        dose_text: english,
        dose_text_ur: urdu,
        dose_amount: null,
      })),
    );
    migrated.close();
  });
});

describe("convertTypedDoses", () => {
  it("turns plain amounts per area into data and leaves the rest as typed", () => {
    resetDatabase();
    const sqlite = db().$client;
    sqlite.exec(
      "INSERT INTO categories (id, name, slug, description) VALUES (1, 'Insecticides', 'insecticides', '');" +
        "INSERT INTO products (id, name, slug, category_id, description) VALUES (1, 'Dhaal', 'dhaal', 1, '');" +
        "INSERT INTO crops (id, name, slug) VALUES (1, 'Cotton', 'cotton');",
    );
    const insert = sqlite.prepare(
      "INSERT INTO product_uses (product_id, crop_id, position, target, dose_text, dose_text_ur) VALUES (1, 1, ?, 'Whitefly', ?, ?)",
    );
    TYPED.forEach(([english, urdu], position) => insert.run(position, english, urdu));

    expect(convertTypedDoses()).toBe(3);
    const rows = db().select().from(productUses).orderBy(productUses.position).all();
    expect(
      rows.map((row) => [row.doseAmount, row.doseAmountMax, row.doseUnit, row.doseArea]),
    ).toEqual([
      [250, null, "ml", "acre"],
      [200, 250, "ml", "acre"],
      [5, null, "kg", "acre"],
      [null, null, null, null],
      // The two languages disagree: kept as typed for the staff to settle.
      [null, null, null, null],
    ]);
    expect(rows[2]).toMatchObject({ doseNote: "basal", doseNoteUr: "بنیادی کھاد کے طور پر" });
    expect(rows[3]).toMatchObject({ doseText: TYPED[3]![0], doseTextUr: TYPED[3]![1] });
    // Run again, nothing more to do.
    expect(convertTypedDoses()).toBe(0);
  });
});
