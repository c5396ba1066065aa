import { serverEnv } from "~/config/env.server";
import { openDatabase, type Db } from "./client.server";

// One connection for the whole process. Kept on globalThis so that the dev server's module
// reloading does not open a new one on every change.
const holder = globalThis as typeof globalThis & { __appDb?: Db };

export function db(): Db {
  const env = serverEnv();
  holder.__appDb ??= openDatabase(env.databasePath, { replicated: Boolean(env.litestreamAddr) });
  return holder.__appDb;
}

/**
 * The options of every transaction that writes: it takes the write lock when it begins. A
 * transaction that reads first and writes later cannot wait for a lock another connection (a
 * backup, a script) holds: SQLite refuses it at once, "database is locked". Taken at the start,
 * the lock is waited for (busy_timeout) like any single write.
 */
export const WRITE_TRANSACTION = { behavior: "immediate" } as const;
