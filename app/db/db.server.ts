import { serverEnv } from "~/config/env.server";
import { openDatabase, type Db } from "./client.server";

// One connection for the whole process. Kept on globalThis so that the dev server's module
// reloading does not open a new one on every change.
const holder = globalThis as typeof globalThis & { __appDb?: Db };

export function db(): Db {
  holder.__appDb ??= openDatabase(serverEnv().databasePath);
  return holder.__appDb;
}
