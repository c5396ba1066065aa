import { lt, sql } from "drizzle-orm";
import { db, WRITE_TRANSACTION } from "~/db/db.server";
import {
  insightEnquiries,
  insightHandledSearches,
  insightPageViews,
  insightSearches,
} from "~/db/schema";
import { pakistanDate } from "~/lib/dates";
import type { PageView } from "./page-views";

/**
 * The counts of the day, kept in memory and added to the day's rows in one transaction every
 * few seconds and when the process exits: counting a page costs a map increment on its
 * request, never a write. Rows are per day, so the tables grow by days, not by visits.
 */

/** How often the counts in memory are written. */
export const FLUSH_EVERY_MS = 5_000;
/** How long counts are kept: a year and a season, to compare a season with the last. */
export const RETENTION_DAYS = 400;
/** How often counts older than RETENTION_DAYS are deleted. */
export const PURGE_EVERY_MS = 24 * 60 * 60 * 1000;
/**
 * At most this many different search queries are counted a day (more would be someone filling
 * the table, not farmers): later new ones that day are left uncounted.
 */
export const MAX_QUERIES_PER_DAY = 2_000;
/** At most this many different rows wait in memory; a flush that keeps failing loses no more. */
const MAX_PENDING = 50_000;

const DAY_MS = 24 * 60 * 60 * 1000;

interface Pending {
  views: Map<string, number>;
  searches: Map<string, { count: number; results: number }>;
  enquiries: Map<string, number>;
}

const holder = globalThis as typeof globalThis & {
  __insight?: {
    pending: Pending;
    queriesToday: { day: string; seen: Set<string> };
    started: boolean;
  };
};
const state = (holder.__insight ??= {
  pending: emptyPending(),
  queriesToday: { day: "", seen: new Set() },
  started: false,
});

function emptyPending(): Pending {
  return { views: new Map(), searches: new Map(), enquiries: new Map() };
}

const SEPARATOR = "\u0000";

/** Today in Pakistan, where the farmers are: a day of counts runs from midnight there. */
let cachedDay = { until: 0, day: "" };
export function countingDay(now = Date.now()): string {
  if (now >= cachedDay.until || now < cachedDay.until - 60_000) {
    cachedDay = { until: now + 60_000 - (now % 60_000), day: pakistanDate(new Date(now)) };
  }
  return cachedDay.day;
}

function pendingRows(): number {
  const { views, searches, enquiries } = state.pending;
  return views.size + searches.size + enquiries.size;
}

function add(map: Map<string, number>, key: string, n = 1): void {
  const had = map.get(key);
  if (had === undefined && pendingRows() >= MAX_PENDING) return;
  map.set(key, (had ?? 0) + n);
}

/** Counts one view of a public page. */
export function countPageView(view: PageView, now = Date.now()): void {
  const day = countingDay(now);
  add(state.pending.views, [day, view.kind, view.record, view.language].join(SEPARATOR));
}

/** Counts one search, by its counted query (page-views.ts), with how many products it found. */
export function countSearch(query: string, results: number, now = Date.now()): void {
  if (!query) return;
  const day = countingDay(now);
  const today = state.queriesToday;
  if (today.day !== day) state.queriesToday = { day, seen: new Set() };
  const { seen } = state.queriesToday;
  if (!seen.has(query)) {
    if (seen.size >= MAX_QUERIES_PER_DAY) return;
    seen.add(query);
  }
  const key = day + SEPARATOR + query;
  const had = state.pending.searches.get(key);
  if (had === undefined && pendingRows() >= MAX_PENDING) return;
  state.pending.searches.set(key, { count: (had?.count ?? 0) + 1, results });
}

/** An enquiry as it is counted: its subject, language and the product asked about ('' if none). */
export interface CountedEnquiry {
  subject: string;
  language: string;
  product: string;
}

/** Counts one enquiry sent with the contact form or the API. */
export function countEnquiry(enquiry: CountedEnquiry, now = Date.now()): void {
  const day = countingDay(now);
  add(
    state.pending.enquiries,
    [day, enquiry.subject, enquiry.language, enquiry.product].join(SEPARATOR),
  );
}

/**
 * Adds the counts waiting in memory to their days' rows, in one transaction, and answers how
 * many rows it wrote. If the write fails they wait for the next flush.
 */
export function flushCounts(): number {
  const taken = state.pending;
  const rows = pendingRows();
  if (rows === 0) return 0;
  state.pending = emptyPending();
  try {
    db().transaction((tx) => {
      for (const [key, count] of taken.views) {
        const [day = "", kind = "", record = "", language = ""] = key.split(SEPARATOR);
        tx.insert(insightPageViews)
          .values({ day, kind, record, language, count })
          .onConflictDoUpdate({
            target: [
              insightPageViews.day,
              insightPageViews.kind,
              insightPageViews.record,
              insightPageViews.language,
            ],
            set: { count: sql`${insightPageViews.count} + excluded.count` },
          })
          .run();
      }
      for (const [key, { count, results }] of taken.searches) {
        const [day = "", query = ""] = key.split(SEPARATOR);
        tx.insert(insightSearches)
          .values({ day, query, count, results })
          .onConflictDoUpdate({
            target: [insightSearches.day, insightSearches.query],
            set: { count: sql`${insightSearches.count} + excluded.count`, results },
          })
          .run();
      }
      for (const [key, count] of taken.enquiries) {
        const [day = "", subject = "", language = "", product = ""] = key.split(SEPARATOR);
        tx.insert(insightEnquiries)
          .values({ day, subject, language, product, count })
          .onConflictDoUpdate({
            target: [
              insightEnquiries.day,
              insightEnquiries.subject,
              insightEnquiries.language,
              insightEnquiries.product,
            ],
            set: { count: sql`${insightEnquiries.count} + excluded.count` },
          })
          .run();
      }
    }, WRITE_TRANSACTION);
  } catch (error) {
    console.error("Writing the day's counts failed; they are tried again", error);
    restore(taken);
    return 0;
  }
  return rows;
}

/** Puts counts a failed flush took back beside those counted since. */
function restore(taken: Pending): void {
  for (const [key, count] of taken.views) add(state.pending.views, key, count);
  for (const [key, count] of taken.enquiries) add(state.pending.enquiries, key, count);
  for (const [key, value] of taken.searches) {
    const now = state.pending.searches.get(key);
    state.pending.searches.set(key, {
      count: value.count + (now?.count ?? 0),
      results: now?.results ?? value.results,
    });
  }
}

/**
 * Deletes the counts of days more than RETENTION_DAYS before `now`, and the marks of searches
 * handled as long ago; answers how many rows went.
 */
export function purgeOldCounts(now = new Date()): number {
  const oldest = pakistanDate(new Date(now.getTime() - RETENTION_DAYS * DAY_MS));
  const oldestInstant = new Date(now.getTime() - RETENTION_DAYS * DAY_MS).toISOString();
  return db().transaction((tx) => {
    let deleted = 0;
    deleted += tx.delete(insightPageViews).where(lt(insightPageViews.day, oldest)).run().changes;
    deleted += tx.delete(insightSearches).where(lt(insightSearches.day, oldest)).run().changes;
    deleted += tx.delete(insightEnquiries).where(lt(insightEnquiries.day, oldest)).run().changes;
    deleted += tx
      .delete(insightHandledSearches)
      .where(lt(insightHandledSearches.handledAt, oldestInstant))
      .run().changes;
    return deleted;
  }, WRITE_TRANSACTION);
}

/**
 * Starts writing counts every FLUSH_EVERY_MS and at exit, and deleting old ones now and daily,
 * for as long as the process runs. Once per process.
 */
export function startCounting(): void {
  if (state.started) return;
  state.started = true;
  const flush = () => {
    try {
      flushCounts();
    } catch (error) {
      console.error("Writing the day's counts failed", error);
    }
  };
  setInterval(flush, FLUSH_EVERY_MS).unref();
  // The database is written synchronously, so the last counts are kept even on process.exit.
  process.on("exit", flush);
  const purge = () => {
    try {
      const deleted = purgeOldCounts();
      if (deleted > 0)
        console.log(`Deleted ${deleted} rows of counts older than ${RETENTION_DAYS} days.`);
    } catch (error) {
      console.error("Deleting old counts failed", error);
    }
  };
  purge();
  setInterval(purge, PURGE_EVERY_MS).unref();
}
