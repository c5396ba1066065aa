import { ensureFirstAdmin } from "~/auth/admin-users.server";
import { serverEnv } from "~/config/env.server";
import { db } from "~/db/db.server";
import { seedDemoContent } from "~/demo/seed.server";
import { getSetting, setSetting } from "~/db/settings.server";

const INITIALIZED_KEY = "initialized_at";

/**
 * Runs once per process before the first request: opens and migrates the database, creates the
 * first admin when there is none and, the very first time a database is used, fills it with
 * demo content unless SEED_DEMO=0. A catalogue the staff emptied later is never refilled.
 */
async function start(): Promise<void> {
  const env = serverEnv();
  db();
  await ensureFirstAdmin(env.adminUsername, env.adminPassword);
  if (getSetting(INITIALIZED_KEY)) return;
  if (env.seedDemo) {
    const started = Date.now();
    await seedDemoContent();
    console.log(`Demo content added in ${Date.now() - started} ms.`);
  }
  setSetting(INITIALIZED_KEY, new Date().toISOString());
}

const holder = globalThis as typeof globalThis & { __appStarted?: Promise<void> };

export function ensureStarted(): Promise<void> {
  holder.__appStarted ??= start();
  return holder.__appStarted;
}
