import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { APP_ROOT } from "~/config/env.server";
import * as schema from "./schema";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/**
 * Opens (creating if needed) the SQLite file, sets the connection up and applies every
 * pending migration from drizzle/. `replicated`: Litestream replicates the file and makes its
 * checkpoints.
 */
export function openDatabase(path: string, { replicated = false } = {}): Db {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  // WAL lets readers go on while one writer writes; the busy timeout makes a second writer
  // wait instead of failing; SQLite leaves foreign keys off unless asked, per connection.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  // FULL syncs the WAL at every commit, so a message the visitor was told is sent survives a
  // power cut or OS crash too, not only a crash of this process (NORMAL's promise). Writes here
  // are a few a minute; the extra fsync costs about a millisecond each.
  sqlite.pragma("synchronous = FULL");
  // Litestream copies each change from the WAL before a checkpoint moves it into the file; a
  // checkpoint of the app's own between two of Litestream's would make it miss a WAL and start
  // over with a full snapshot. Its docs ask the app to leave checkpoints to it (decision 0026).
  if (replicated) sqlite.pragma("wal_autocheckpoint = 0");
  const db = drizzle(sqlite, { schema });
  // Foreign keys stay off while migrations run: a migration that remakes a table (SQLite's way
  // to change a column) drops the old one, and with keys on that drop would cascade and delete
  // the rows that point at it. The pragma cannot change inside the migrations' transaction, so it
  // is set around them (better-sqlite3 turns keys on by default), and the keys are checked after.
  sqlite.pragma("foreign_keys = OFF");
  migrate(db, { migrationsFolder: resolve(APP_ROOT, "drizzle") });
  const broken = sqlite.pragma("foreign_key_check") as unknown[];
  if (broken.length > 0) throw new Error(`Migrations left ${broken.length} broken foreign keys`);
  sqlite.pragma("foreign_keys = ON");
  return db;
}
