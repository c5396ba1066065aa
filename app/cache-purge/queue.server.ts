import { and, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import { SHARED_CACHE_SECONDS } from "~/config/server-contract";
import { db } from "~/db/db.server";
import { cachePurges } from "~/db/schema";

/**
 * Purges are queued by a trigger on `content_version` (drizzle/0018_shared_cache_purges.sql),
 * in the transaction of the change itself; this module is how the sender takes them.
 */

/**
 * How long the sender keeps trying a purge: as long as a shared cache may keep a page. After
 * that every page it held from before the change has expired by itself.
 */
export const GIVE_UP_AFTER_MS = SHARED_CACHE_SECONDS * 1000;

/**
 * The wait before the next try after `attempts` failed ones: a second, doubling each time, at
 * most a minute: a cache restarting or a short outage is caught up with quickly.
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempts - 1), 60_000);
}

export interface DuePurges {
  /** The purges this try delivers: every one due. */
  ids: number[];
  /** The most tries any of them has had, and when the oldest was queued. */
  attempts: number;
  queuedAt: string;
}

/** The purges neither sent nor given up whose time has come, or null when there is none. */
export function duePurges(now = Date.now()): DuePurges | null {
  const rows = db()
    .select({
      id: cachePurges.id,
      attempts: cachePurges.attempts,
      createdAt: cachePurges.createdAt,
    })
    .from(cachePurges)
    .where(
      and(
        isNull(cachePurges.sentAt),
        isNull(cachePurges.failedAt),
        lte(cachePurges.nextAttemptAt, new Date(now).toISOString()),
      ),
    )
    .orderBy(cachePurges.id)
    .all();
  const first = rows[0];
  if (!first) return null;
  return {
    ids: rows.map((row) => row.id),
    attempts: Math.max(...rows.map((row) => row.attempts)),
    queuedAt: first.createdAt,
  };
}

/**
 * Claims purges for one try: counted as tried, so a change committed from now on queues a purge
 * of its own (the trigger joins only untried ones), and not due again until `leaseMs` has
 * passed, so a try the process never finished is made again, not lost.
 */
export function claimPurges(ids: number[], now: number, leaseMs: number): void {
  db()
    .update(cachePurges)
    .set({
      attempts: sql`${cachePurges.attempts} + 1`,
      nextAttemptAt: new Date(now + leaseMs).toISOString(),
    })
    .where(inArray(cachePurges.id, ids))
    .run();
}

/**
 * Records a delivered purge: it empties the caches of everything before it, so every purge
 * queued up to the last of `ids` is done. Sent ones older than a day are dropped.
 */
export function markPurged(ids: number[], now = Date.now()): void {
  const last = Math.max(...ids);
  const at = new Date(now).toISOString();
  db().transaction((tx) => {
    tx.update(cachePurges)
      .set({ sentAt: at, lastError: null })
      .where(
        and(lte(cachePurges.id, last), isNull(cachePurges.sentAt), isNull(cachePurges.failedAt)),
      )
      .run();
    tx.delete(cachePurges)
      .where(lt(cachePurges.sentAt, new Date(now - 24 * 60 * 60 * 1000).toISOString()))
      .run();
  });
}

/**
 * Records a failed try: the next one after the backoff, or none once the oldest purge is older
 * than a shared cache keeps a page.
 */
export function markPurgeFailed(
  due: DuePurges,
  error: string,
  now = Date.now(),
): "retry" | "given-up" {
  const attempts = due.attempts + 1;
  const givenUp = now - Date.parse(due.queuedAt) >= GIVE_UP_AFTER_MS;
  db()
    .update(cachePurges)
    .set({
      lastError: error.slice(0, 500),
      nextAttemptAt: new Date(now + retryDelayMs(attempts)).toISOString(),
      failedAt: givenUp ? new Date(now).toISOString() : null,
    })
    .where(inArray(cachePurges.id, due.ids))
    .run();
  return givenUp ? "given-up" : "retry";
}

/** Every pending purge is due now: after a restart the sender tries them at once. */
export function makePendingPurgesDue(now = Date.now()): void {
  db()
    .update(cachePurges)
    .set({ nextAttemptAt: new Date(now).toISOString() })
    .where(and(isNull(cachePurges.sentAt), isNull(cachePurges.failedAt)))
    .run();
}
