import { ensureFirstAdmin } from "~/auth/admin-users.server";
import { startCachePurgeSender } from "~/cache-purge/sender.server";
import { serverEnv, type ServerEnv } from "~/config/env.server";
import { startNotificationSender } from "~/notifications/sender.server";
import { db } from "~/db/db.server";
import { seedDemoContent } from "~/demo/seed.server";
import { convertTypedDoses } from "~/doses/typed-doses.server";
import { getSetting, setSetting } from "~/db/settings.server";
import { startCountingEnquiries } from "~/insight/enquiries.server";
import { startCounting } from "~/insight/tally.server";
import { log } from "~/lib/log.server";
import { startDatabaseReplicaWatch } from "~/replication/database-replica.server";
import { startUploadsReplica } from "~/replication/uploads-replica.server";
import { startTrashPurge } from "~/trash/trash.server";

const INITIALIZED_KEY = "initialized_at";

/**
 * Runs once per process before the first request: opens and migrates the database, turns typed
 * doses into data where they plainly read as such, creates the first admin when there is none,
 * starts watching the database's replica and copying the uploads to theirs when configured,
 * starts emptying the trash of what has been there 30 days, starts writing the day's counts
 * of visits (deleting those past their keeping) and, the very first time a database
 * is used, fills it with demo content unless SEED_DEMO=0. A catalogue the staff emptied later is
 * never refilled.
 */
async function start(): Promise<void> {
  const env = serverEnv();
  const sqlite = db().$client;
  if (env.litestreamAddr) {
    const pageSize = Number(sqlite.pragma("page_size", { simple: true }));
    startDatabaseReplicaWatch(env.databasePath, env.litestreamAddr, pageSize);
  }
  if (env.uploadsReplica) startUploadsReplica(env.uploadsDir, env.uploadsReplica);
  const converted = convertTypedDoses();
  if (converted > 0) log().info(`${converted} typed doses turned into amounts per area.`);
  await ensureFirstAdmin(env.adminUsername, env.adminPassword);
  startNotifications(env);
  startTrashPurge();
  startCounting();
  startCountingEnquiries();
  startCachePurgeSender(env.cachePurge);
  if (getSetting(INITIALIZED_KEY)) return;
  if (env.seedDemo) {
    const started = Date.now();
    await seedDemoContent();
    log().info(`Demo content added in ${Date.now() - started} ms.`);
  }
  setSetting(INITIALIZED_KEY, new Date().toISOString());
}

/** E-mails the staff about new messages when SMTP_URL is set; says once at start which it is. */
function startNotifications(env: ServerEnv): void {
  if (!env.notifications) {
    log().info(
      "E-mail notifications are off: set SMTP_URL and NOTIFY_EMAIL to e-mail the staff about each new message.",
    );
    return;
  }
  const origin = env.publicOrigin ?? `http://localhost:${env.port}`;
  if (!env.publicOrigin) {
    log().info(`PUBLIC_URL is not set: notification e-mails link to ${origin}.`);
  }
  startNotificationSender(env.notifications, origin);
  log().info(
    `E-mail notifications are on: each new message goes to ${env.notifications.to.join(", ")}.`,
  );
}

const holder = globalThis as typeof globalThis & { __appStarted?: Promise<void> };

export function ensureStarted(): Promise<void> {
  holder.__appStarted ??= start();
  return holder.__appStarted;
}
