// A backup taken while the app's connection is open, restored into a new place, must open with
// the app's own database client and hold the same rows and image files.
import { createHmac } from "node:crypto";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { serverEnv } from "~/config/env.server";
import { createContactMessage } from "~/contacts/contacts.server";
import {
  BACKUP_PACK_CODE_KEY_FILE,
  backupFolderName,
  backupTo,
  restoreFrom,
} from "~/db/backup.server";
import { openDatabase } from "~/db/client.server";
import { db } from "~/db/db.server";
import { categories, contactMessages, products } from "~/db/schema";
import { variantWidths } from "~/images/image-variants";
import { saveProduct } from "~/products/products.server";
import { hashPackCode, packCodeKeyPath } from "~/verification/pack-code-secret.server";
import { addCategory, resetDatabaseAndUploads } from "#tests/setup/db-helpers";
import { productForm } from "#tests/setup/forms";
import { valueOf } from "#tests/setup/results";
import { pngFile } from "#tests/setup/uploads";

const TOKEN = "backup-token-7f3a";

/** Where a database, its pack code key (beside it, as the app keeps it) and uploads are. */
function placesAt(databasePath: string, uploadsDir: string) {
  return { databasePath, uploadsDir, packCodeKeyPath: packCodeKeyPath(databasePath) };
}

function places() {
  const env = serverEnv();
  return placesAt(env.databasePath, env.uploadsDir);
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
    const restored = placesAt(join(target, "data/app.db"), join(target, "up"));
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
    const existing = placesAt(join(target, "app.db"), join(target, "uploads"));
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

  it("copies the pack code key with the database and puts it back beside the restored one", async () => {
    await catalogueWithImage();
    // The first hash writes the key beside the database.
    const hash = hashPackCode("AC3F7KXMP4TY");
    const key = readFileSync(packCodeKeyPath(places().databasePath));
    const summary = await backupTo(freshFolder(), places());
    expect(summary.packCodeKey).toBe(true);
    const keyCopy = join(summary.folder, BACKUP_PACK_CODE_KEY_FILE);
    expect(readFileSync(keyCopy).equals(key)).toBe(true);
    expect(statSync(keyCopy).mode & 0o777).toBe(0o600);

    const target = freshFolder();
    const restored = placesAt(join(target, "data/app.db"), join(target, "up"));
    restoreFrom(summary.folder, restored);
    const restoredKey = restored.packCodeKeyPath;
    expect(restoredKey).toBe(join(target, "data", "pack-code.key"));
    expect(readFileSync(restoredKey).equals(key)).toBe(true);
    expect(statSync(restoredKey).mode & 0o777).toBe(0o600);
    // The same code hashes the same under the restored key.
    const restoredHash = createHmac("sha256", readFileSync(restoredKey, "utf8").trim())
      .update("AC3F7KXMP4TY")
      .digest("hex");
    expect(restoredHash).toBe(hash);
  });

  it("sets aside another pack code key found where the restored one goes", async () => {
    await catalogueWithImage();
    hashPackCode("AC3F7KXMP4TY");
    const key = readFileSync(packCodeKeyPath(places().databasePath));
    const summary = await backupTo(freshFolder(), places());

    const target = freshFolder();
    const existing = placesAt(join(target, "app.db"), join(target, "up"));
    const otherKey = `${"x".repeat(43)}\n`;
    writeFileSync(existing.packCodeKeyPath, otherKey);
    const at = new Date("2026-11-23T08:00:00Z");
    const { setAside } = restoreFrom(summary.folder, existing, { at });
    const aside = `${existing.packCodeKeyPath}.before-restore-${backupFolderName(at)}`;
    expect(setAside).toEqual([aside]);
    expect(readFileSync(aside, "utf8")).toBe(otherKey);
    expect(readFileSync(existing.packCodeKeyPath).equals(key)).toBe(true);
  });

  it("backs up without a key file when there is none (PACK_CODE_SECRET), and restores none", async () => {
    await catalogueWithImage();
    const keyPath = packCodeKeyPath(places().databasePath);
    hashPackCode("AC3F7KXMP4TY");
    const key = readFileSync(keyPath);
    rmSync(keyPath);
    try {
      const summary = await backupTo(freshFolder(), places());
      expect(summary.packCodeKey).toBe(false);
      expect(readdirSync(summary.folder).sort()).toEqual(["app.db", "uploads"]);
      const target = freshFolder();
      const restored = placesAt(join(target, "app.db"), join(target, "up"));
      restoreFrom(summary.folder, restored);
      expect(existsSync(restored.packCodeKeyPath)).toBe(false);
    } finally {
      writeFileSync(keyPath, key, { mode: 0o600 });
    }
  });
});
