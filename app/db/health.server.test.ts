import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client.server";
import { connectionIsUsable, databaseIsUsable } from "./health.server";

const folders: string[] = [];

function freshFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), "agro-health-"));
  folders.push(folder);
  return folder;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("database health", () => {
  it("is usable when the migrated file answers a read", () => {
    const path = join(freshFolder(), "app.db");
    const database = openDatabase(path);
    expect(connectionIsUsable(database.$client, path)).toBe(true);
    database.$client.close();
  });

  it("is not usable once the connection is closed", () => {
    const path = join(freshFolder(), "app.db");
    const database = openDatabase(path);
    database.$client.close();
    expect(connectionIsUsable(database.$client, path)).toBe(false);
  });

  it("is not usable when the file was removed under the open connection", () => {
    const folder = freshFolder();
    const path = join(folder, "app.db");
    const database = openDatabase(path);
    rmSync(folder, { recursive: true, force: true });
    expect(connectionIsUsable(database.$client, path)).toBe(false);
    database.$client.close();
  });

  it("is not usable when the file is not the app's database", () => {
    const path = join(freshFolder(), "other.db");
    const sqlite = new Database(path);
    sqlite.exec("create table notes (body text)");
    expect(connectionIsUsable(sqlite, path)).toBe(false);
    sqlite.close();
  });

  it("reports the app's own database as usable", () => {
    expect(databaseIsUsable()).toBe(true);
  });
});
