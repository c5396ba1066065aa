// A migration that remakes a table must keep every row, including the rows of other tables
// that point at it: an e-mail notification still waiting in the outbox survives the remaking
// of the contact messages table that made the e-mail optional.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterEach, describe, expect, it } from "vitest";
import { APP_ROOT } from "~/config/env.server";
import { openDatabase } from "./client.server";

const MIGRATIONS = resolve(APP_ROOT, "drizzle");
const BEFORE_PHONE_FIRST = "0008_admin_session_flash";
const BEFORE_ACCOUNTS = "0011_dealers_and_pack_verification";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A copy of the migrations folder that stops at `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), "agro-migrations-"));
  folders.push(folder);
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe("migrations", () => {
  it("keep the outbox rows of contact messages when the messages table is remade", () => {
    const folder = mkdtempSync(join(tmpdir(), "agro-db-"));
    folders.push(folder);
    const path = join(folder, "site.db");
    const old = new Database(path);
    old.pragma("foreign_keys = ON");
    migrate(drizzle(old), { migrationsFolder: migrationsUpTo(BEFORE_PHONE_FIRST) });
    old
      .prepare(
        "INSERT INTO contact_messages (id, name, email, subject, message) VALUES (7, 'Ali', 'ali@example.com', 'general', 'Spray advice')",
      )
      .run();
    old
      .prepare(
        "INSERT INTO notification_outbox (contact_id, next_attempt_at) VALUES (7, '2026-01-01')",
      )
      .run();
    old.close();

    const migrated = openDatabase(path);
    const client = migrated.$client;
    expect(client.prepare("SELECT contact_id FROM notification_outbox").all()).toEqual([
      { contact_id: 7 },
    ]);
    expect(client.prepare("SELECT email, phone FROM contact_messages").all()).toEqual([
      { email: "ali@example.com", phone: null },
    ]);
    // The keys are on again once the migrations have run.
    expect(client.pragma("foreign_keys", { simple: true })).toBe(1);
    client.close();
  });

  it("name the accounts made before accounts had names after their username, active", () => {
    const folder = mkdtempSync(join(tmpdir(), "agro-db-"));
    folders.push(folder);
    const path = join(folder, "site.db");
    const old = new Database(path);
    migrate(drizzle(old), { migrationsFolder: migrationsUpTo(BEFORE_ACCOUNTS) });
    old
      .prepare(
        "INSERT INTO admin_users (username, password_hash) VALUES ('admin', 'h'), ('zara', 'h')",
      )
      .run();
    old.close();

    const client = openDatabase(path).$client;
    expect(
      client
        .prepare("SELECT username, name, disabled_at, must_change_password FROM admin_users")
        .all(),
    ).toEqual([
      { username: "admin", name: "Admin", disabled_at: null, must_change_password: 0 },
      { username: "zara", name: "Zara", disabled_at: null, must_change_password: 0 },
    ]);
    client.close();
  });
});
