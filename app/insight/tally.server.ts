import { and, lt, or, sql, type Column } from "drizzle-orm";
import { db, WRITE_TRANSACTION } from "~/db/db.server";
import {
  insightEnquiries,
  insightHandledSearches,
  insightPageViews,
  insightSearches,
} from "~/db/schema";
import { pakistanDate } from "~/lib/dates";
import { episode, log } from "~/lib/log.server";
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
/**
 * How long a day's counts stay a day's: the screen and the API look back 90 days at most. Older
 * whole months are folded into one row per month (`day` = "YYYY-MM"), enough to compare a
 * season with last year's, so a year of counts holds about a quarter of its days' rows.
 */
export const DAILY_DAYS = 90;
/** How often counts older than RETENTION_DAYS are deleted and old days folded into months. */
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

/** A write of the counts failing every few seconds is told once, not at every flush. */
const flushTrouble = episode("insight-counts");

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
    flushTrouble.failing(`Writing the day's counts failed; they are tried again: ${String(error)}`);
    restore(taken);
    return 0;
  }
  flushTrouble.recovered("The day's counts are written again");
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
 * Deletes the counts of days more than RETENTION_DAYS before `now` (a month's row once all of
 * its month is), and the marks of searches handled as long ago; answers how many rows went.
 */
export function purgeOldCounts(now = new Date()): number {
  const oldest = pakistanDate(new Date(now.getTime() - RETENTION_DAYS * DAY_MS));
  const oldestMonth = oldest.slice(0, 7);
  const oldestInstant = new Date(now.getTime() - RETENTION_DAYS * DAY_MS).toISOString();
  const past = (day: Column) =>
    and(lt(day, oldest), or(sql`length(${day}) = 10`, lt(day, oldestMonth)));
  return db().transaction((tx) => {
    let deleted = 0;
    deleted += tx.delete(insightPageViews).where(past(insightPageViews.day)).run().changes;
    deleted += tx.delete(insightSearches).where(past(insightSearches.day)).run().changes;
    deleted += tx.delete(insightEnquiries).where(past(insightEnquiries.day)).run().changes;
    deleted += tx
      .delete(insightHandledSearches)
      .where(lt(insightHandledSearches.handledAt, oldestInstant))
      .run().changes;
    return deleted;
  }, WRITE_TRANSACTION);
}

/**
 * Folds the days of every whole month that ended more than DAILY_DAYS before `now` into one
 * row per month, summing the counts (a search keeps the most it found); answers how many days'
 * rows went. Raw SQL on the connection, so the benchmark folds its year of counts the same way.
 */
export function foldOldDays(client = db().$client, now = new Date()): number {
  const firstKeptDay = `${pakistanDate(new Date(now.getTime() - DAILY_DAYS * DAY_MS)).slice(0, 7)}-01`;
  const folds = [
    [
      "insight_page_views",
      "kind, record, language",
      "count = count + excluded.count",
      "sum(count)",
    ],
    [
      "insight_searches",
      "query",
      "count = count + excluded.count, results = max(results, excluded.results)",
      "sum(count), max(results)",
    ],
    [
      "insight_enquiries",
      "subject, language, product",
      "count = count + excluded.count",
      "sum(count)",
    ],
  ] as const;
  return client
    .transaction(() => {
      let folded = 0;
      for (const [table, keys, update, sums] of folds) {
        const old = `length(day) = 10 AND day < ?`;
        const valueColumns = table === "insight_searches" ? "count, results" : "count";
        client
          .prepare(
            `INSERT INTO ${table} (day, ${keys}, ${valueColumns})
           SELECT substr(day, 1, 7), ${keys}, ${sums} FROM ${table} WHERE ${old}
           GROUP BY substr(day, 1, 7), ${keys}
           ON CONFLICT (day, ${keys}) DO UPDATE SET ${update}`,
          )
          .run(firstKeptDay);
        folded += client.prepare(`DELETE FROM ${table} WHERE ${old}`).run(firstKeptDay).changes;
      }
      return folded;
    })
    .immediate();
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
      log().error({ err: error }, "Writing the day's counts failed");
    }
  };
  setInterval(flush, FLUSH_EVERY_MS).unref();
  // The database is written synchronously, so the last counts are kept even on process.exit.
  process.on("exit", flush);
  const purge = () => {
    try {
      const folded = foldOldDays();
      const deleted = purgeOldCounts();
      if (folded > 0) log().info(`Folded ${folded} rows of days' counts into months.`);
      if (deleted > 0)
        log().info(`Deleted ${deleted} rows of counts older than ${RETENTION_DAYS} days.`);
    } catch (error) {
      log().error({ err: error }, "Deleting old counts failed");
    }
  };
  purge();
  setInterval(purge, PURGE_EVERY_MS).unref();
}
