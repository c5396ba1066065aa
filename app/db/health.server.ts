import { existsSync } from "node:fs";
import type Database from "better-sqlite3";
import { serverEnv } from "~/config/env.server";
import { db } from "./db.server";

/**
 * Whether a connection can serve the app: the file is still at its path (an open connection
 * keeps reading a deleted file, but what it writes then is gone at the next start) and a real
 * read of an app table succeeds.
 */
export function connectionIsUsable(sqlite: Database.Database, path: string): boolean {
  try {
    if (path !== ":memory:" && !existsSync(path)) return false;
    sqlite.prepare("select 1 from app_settings limit 1").all();
    return true;
  } catch {
    return false;
  }
}

/** Whether the app's own database is usable; opening it may fail too, which counts as not. */
export function databaseIsUsable(): boolean {
  try {
    return connectionIsUsable(db().$client, serverEnv().databasePath);
  } catch {
    return false;
  }
}
