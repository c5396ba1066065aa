import { and, asc, count, desc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { serverEnv } from "~/config/env.server";
import { db } from "~/db/db.server";
import { contactMessages, notificationOutbox } from "~/db/schema";

/** How long the sender keeps trying a notification: a day after its message came. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The wait before the next try after `attempts` failed ones: 30 s, doubling each time, at most
 * 30 minutes, so a short outage costs little and a day-long one some fifty tries.
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

// The sender of this process, told when a notification is queued (see sender.server.ts).
const holder = globalThis as typeof globalThis & { __notificationQueued?: () => void };

export function onNotificationQueued(listener: () => void): void {
  holder.__notificationQueued = listener;
}

export function senderStarted(): boolean {
  return holder.__notificationQueued !== undefined;
}

/** Wakes the sender: call it once the transaction that queued a notification has committed. */
export function notificationQueued(): void {
  holder.__notificationQueued?.();
}

/** Queues the notification of a contact message; call it in the transaction that stores it. */
export function queueNotification(contactId: number, now = Date.now()): void {
  db()
    .insert(notificationOutbox)
    .values({ contactId, nextAttemptAt: new Date(now).toISOString() })
    .run();
}

export interface DueNotification {
  id: number;
  contactId: number;
  attempts: number;
  createdAt: string;
}

/** Notifications neither sent nor given up whose time has come, oldest first. */
export function dueNotifications(now = Date.now(), limit = 20): DueNotification[] {
  return db()
    .select({
      id: notificationOutbox.id,
      contactId: notificationOutbox.contactId,
      attempts: notificationOutbox.attempts,
      createdAt: notificationOutbox.createdAt,
    })
    .from(notificationOutbox)
    .where(
      and(
        isNull(notificationOutbox.sentAt),
        isNull(notificationOutbox.failedAt),
        lte(notificationOutbox.nextAttemptAt, new Date(now).toISOString()),
      ),
    )
    .orderBy(asc(notificationOutbox.id))
    .limit(limit)
    .all();
}

/** Every pending notification is due now: after a restart the sender tries them at once. */
export function makePendingDue(now = Date.now()): void {
  db()
    .update(notificationOutbox)
    .set({ nextAttemptAt: new Date(now).toISOString() })
    .where(and(isNull(notificationOutbox.sentAt), isNull(notificationOutbox.failedAt)))
    .run();
}

/**
 * Claims a notification for one try: it is not due again until `leaseMs` has passed, so a try
 * that never finishes (the process killed mid-send) is taken up again later, not lost.
 */
export function claimNotification(id: number, now: number, leaseMs: number): void {
  db()
    .update(notificationOutbox)
    .set({ nextAttemptAt: new Date(now + leaseMs).toISOString() })
    .where(eq(notificationOutbox.id, id))
    .run();
}

export function markSent(id: number, now = Date.now()): void {
  db()
    .update(notificationOutbox)
    .set({ sentAt: new Date(now).toISOString(), lastError: null })
    .where(eq(notificationOutbox.id, id))
    .run();
}

/**
 * Records a failed try: the next one after the backoff, or none when the message is more than
 * a day old (the failure then shows in the admin).
 */
export function markFailedTry(
  notification: DueNotification,
  error: string,
  now = Date.now(),
): "retry" | "given-up" {
  const attempts = notification.attempts + 1;
  const givenUp = now - Date.parse(notification.createdAt) >= GIVE_UP_AFTER_MS;
  db()
    .update(notificationOutbox)
    .set({
      attempts,
      lastError: error.slice(0, 500),
      nextAttemptAt: new Date(now + retryDelayMs(attempts)).toISOString(),
      failedAt: givenUp ? new Date(now).toISOString() : null,
    })
    .where(eq(notificationOutbox.id, notification.id))
    .run();
  return givenUp ? "given-up" : "retry";
}

export interface FailedNotification {
  contactId: number;
  contactName: string;
  attempts: number;
  lastError: string | null;
  failedAt: string;
}

export interface OutboxSummary {
  /** Waiting to be sent (retrying included). */
  waiting: number;
  /** The last error of a notification still being retried, if any. */
  retryingError: string | null;
  /** Given up, most recent first (at most 10). */
  failed: FailedNotification[];
  failedCount: number;
}

/** What the admin dashboard shows of the outbox. */
export function outboxSummary(): OutboxSummary {
  const pending = and(isNull(notificationOutbox.sentAt), isNull(notificationOutbox.failedAt));
  const waiting = db().select({ n: count() }).from(notificationOutbox).where(pending).get()?.n ?? 0;
  const retrying = db()
    .select({ lastError: notificationOutbox.lastError })
    .from(notificationOutbox)
    .where(and(pending, isNotNull(notificationOutbox.lastError)))
    .orderBy(desc(notificationOutbox.id))
    .limit(1)
    .get();
  const failedWhere = isNotNull(notificationOutbox.failedAt);
  const failedCount =
    db().select({ n: count() }).from(notificationOutbox).where(failedWhere).get()?.n ?? 0;
  const failed = db()
    .select({
      contactId: notificationOutbox.contactId,
      contactName: contactMessages.name,
      attempts: notificationOutbox.attempts,
      lastError: notificationOutbox.lastError,
      failedAt: sql<string>`${notificationOutbox.failedAt}`,
    })
    .from(notificationOutbox)
    .innerJoin(contactMessages, eq(contactMessages.id, notificationOutbox.contactId))
    .where(failedWhere)
    .orderBy(desc(notificationOutbox.failedAt))
    .limit(10)
    .all();
  return { waiting, retryingError: retrying?.lastError ?? null, failed, failedCount };
}

/** Whether the staff are e-mailed, to whom, and how the outbox stands: the dashboard's line. */
export type NotificationStatus = { on: false } | ({ on: true; to: string[] } & OutboxSummary);

export function notificationStatus(): NotificationStatus {
  const settings = serverEnv().notifications;
  return settings ? { on: true, to: settings.to, ...outboxSummary() } : { on: false };
}
