import Database from "better-sqlite3";
import { beforeEach, describe, expect, it } from "vitest";
import { saveCategory } from "~/categories/categories.server";
import { createContactMessage } from "~/contacts/contacts.server";
import { serverEnv } from "~/config/env.server";
import { addCategory, addProduct, resetDatabase } from "#tests/setup/db-helpers";
import { contentVersion } from "./content-version.server";
import { db } from "./db.server";

beforeEach(resetDatabase);

describe("contentVersion", () => {
  it("changes with a write to what public pages show, made through the domain", () => {
    const category = addCategory("Insecticides");
    const before = contentVersion();
    const result = saveCategory(
      { name: "Insecticides for cotton", slug: category.slug, description: category.description },
      category.id,
    );
    expect(result.ok).toBe(true);
    expect(contentVersion()).not.toBe(before);
  });

  it("changes with a write straight to any content table, rolled back with it", () => {
    const category = addCategory("Fungicides");
    addProduct(category.id, "Copper Shield");
    const { $client } = db();
    for (const statement of [
      "UPDATE products SET name = name || ' 2'",
      "UPDATE categories SET name_ur = 'فنجی سائیڈ'",
      "INSERT INTO crops (name, slug, name_ur) VALUES ('Rice', 'rice', 'چاول')",
      "DELETE FROM crops",
    ]) {
      const before = contentVersion();
      $client.prepare(statement).run();
      expect(contentVersion(), statement).not.toBe(before);
    }
    const before = contentVersion();
    expect(() =>
      $client.transaction(() => {
        $client.prepare("UPDATE products SET name = 'Gone'").run();
        throw new Error("abandoned");
      })(),
    ).toThrow("abandoned");
    expect(contentVersion()).toBe(before);
  });

  it("stays the same when only the inbox changes", () => {
    const before = contentVersion();
    createContactMessage({
      name: "Ahmad Raza",
      email: "ahmad@example.com",
      phone: "0300 1234567",
      subject: "partnership",
      message: "Please call me about a dealership in Multan.",
    });
    expect(contentVersion()).toBe(before);
  });

  it("changes when another connection commits to the same file", () => {
    const before = contentVersion();
    const other = new Database(serverEnv().databasePath);
    other.prepare("INSERT INTO app_settings (key, value) VALUES ('other-process', '1')").run();
    other.close();
    expect(contentVersion()).not.toBe(before);
  });
});
