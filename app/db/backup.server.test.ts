// A backup taken while the app's connection is open, restored into a new place, must open with
// the app's own database client and hold the same rows and image files.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { serverEnv } from "~/config/env.server";
import { createContactMessage } from "~/contacts/contacts.server";
import { backupFolderName, backupTo, restoreFrom } from "~/db/backup.server";
import { openDatabase } from "~/db/client.server";
import { db } from "~/db/db.server";
import { categories, contactMessages, products } from "~/db/schema";
import { variantWidths } from "~/images/image-variants";
import { saveProduct } from "~/products/products.server";
import { addCategory, resetDatabaseAndUploads } from "#tests/setup/db-helpers";
import { productForm } from "#tests/setup/forms";
import { valueOf } from "#tests/setup/results";
import { pngFile } from "#tests/setup/uploads";

const TOKEN = "backup-token-7f3a";

function places() {
  const env = serverEnv();
  return { databasePath: env.databasePath, uploadsDir: env.uploadsDir };
}

function freshFolder(): string {
  return mkdtempSync(join(tmpdir(), "agro-backup-"));
}

async function catalogueWithImage() {
  addCategory("Insecticides");
  const product = valueOf(await saveProduct(productForm(), await pngFile("leaf.png", 900, 600)));
  createContactMessage({
    name: "Ali Raza",
    email: "ali@example.com",
    phone: undefined,
    subject: "bulk-order",
    message: `Forty cartons for Okara, ${TOKEN}`,
  });
  if (!product.image) throw new Error("The product was saved without its image");
  return { product, image: product.image };
}

beforeEach(resetDatabaseAndUploads);

// Drawing and storing the image takes seconds on a busy machine.
describe("backup and restore", { timeout: 60_000 }, () => {
  it("names the folder after the UTC time, usable as a file name everywhere", () => {
    expect(backupFolderName(new Date("2026-11-22T07:30:00.123Z"))).toBe("2026-11-22T07-30-00Z");
  });

  it("restores the rows and image files of an online backup into a new place", async () => {
    const { product, image } = await catalogueWithImage();
    const backupRoot = freshFolder();

    const summary = await backupTo(backupRoot, places(), new Date("2026-11-22T07:30:00Z"));
    expect(summary.folder).toBe(join(backupRoot, "2026-11-22T07-30-00Z"));
    expect(summary.uploadedFiles).toBe(variantWidths(image.width).length);
    // Written after the backup: must not be in it.
    createContactMessage({
      name: "Late",
      email: "late@example.com",
      phone: undefined,
      subject: "general",
      message: "after-the-backup",
    });

    const target = freshFolder();
    const restored = { databasePath: join(target, "data/app.db"), uploadsDir: join(target, "up") };
    expect(restoreFrom(summary.folder, restored).setAside).toEqual([]);

    const copy = openDatabase(restored.databasePath);
    try {
      const row = copy.select().from(products).where(eq(products.id, product.id)).get();
      expect(row?.name).toBe("Emamectin Benzoate 1.9% EC");
      expect(row?.imageKey).toBe(image.key);
      expect(
        copy
          .select()
          .from(categories)
          .all()
          .map((c) => c.name),
      ).toEqual(["Insecticides"]);
      const messages = copy
        .select()
        .from(contactMessages)
        .all()
        .map((m) => m.message);
      expect(messages).toEqual([`Forty cartons for Okara, ${TOKEN}`]);
      expect(copy.$client.pragma("integrity_check", { simple: true })).toBe("ok");
    } finally {
      copy.$client.close();
    }
    for (const width of variantWidths(image.width)) {
      const name = `${image.key}-${width}.webp`;
      const original = readFileSync(join(serverEnv().uploadsDir, name));
      expect(readFileSync(join(restored.uploadsDir, name)).equals(original)).toBe(true);
    }
  });

  it("keeps two backups taken in the same second apart", async () => {
    await catalogueWithImage();
    const backupRoot = freshFolder();
    const at = new Date("2026-11-22T07:30:00Z");
    const first = await backupTo(backupRoot, places(), at);
    const second = await backupTo(backupRoot, places(), at);
    expect(second.folder).not.toBe(first.folder);
    expect(readdirSync(backupRoot).sort()).toEqual([
      "2026-11-22T07-30-00Z",
      "2026-11-22T07-30-00Z-2",
    ]);
  });

  it("does not replace a database without force, nor one in use, and sets the old one aside", async () => {
    await catalogueWithImage();
    const summary = await backupTo(freshFolder(), places());

    const target = freshFolder();
    const existing = { databasePath: join(target, "app.db"), uploadsDir: join(target, "uploads") };
    const current = openDatabase(existing.databasePath);
    expect(() => restoreFrom(summary.folder, existing)).toThrow(/--force/);
    expect(() => restoreFrom(summary.folder, existing, { force: true })).toThrow(/in use/);
    current.$client.close();
    // A stale write-ahead log of the replaced file must not be replayed into the restored one.
    writeFileSync(`${existing.databasePath}-wal`, "stale");

    const at = new Date("2026-11-23T08:00:00Z");
    const { setAside } = restoreFrom(summary.folder, existing, { force: true, at });
    expect(setAside).toEqual([`${existing.databasePath}.before-restore-${backupFolderName(at)}`]);
    expect(existsSync(`${existing.databasePath}.before-restore-${backupFolderName(at)}`)).toBe(
      true,
    );
    expect(existsSync(`${existing.databasePath}-wal`)).toBe(false);
    const copy = openDatabase(existing.databasePath);
    try {
      expect(
        copy
          .select()
          .from(contactMessages)
          .all()
          .map((m) => m.message),
      ).toEqual([`Forty cartons for Okara, ${TOKEN}`]);
    } finally {
      copy.$client.close();
    }
  });

  it("refuses a folder that holds no database", () => {
    expect(() => restoreFrom(freshFolder(), places(), { force: true })).toThrow(/no app\.db/);
    expect(db().select().from(categories).all()).toEqual([]);
  });
});
