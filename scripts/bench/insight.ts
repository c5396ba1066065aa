/**
 * What counting visits costs (app/insight): a kept page's throughput on a server that counts
 * beside one that does not (COUNT_VISITS=0), on the same database, measured in turns so both see
 * the machine alike; and the size of a year of counts for the catalogue 100 times the demo.
 *
 * On a shared machine the turns differ by more than counting costs, so the cost is also worked
 * out from counting's own time per request, timed in-process, at the measured rate.
 *
 * Alone: `npx tsx scripts/bench/insight.ts` measures counting's time per request and the size
 * of a year of counts.
 */
import { EventEmitter } from "node:events";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { CONTACT_SUBJECTS } from "../../app/contacts/contact-fields";
import { pakistanDate } from "../../app/lib/dates";
import { foldOldDays, MAX_QUERIES_PER_DAY } from "../../app/insight/tally.server";
import { CATALOGUE_SIZE } from "./generate-catalogue";
import { measurePath, type ThroughputFigures, type ThroughputOptions } from "./throughput";

/** A phone's browser: what a counted visit says it is (a bare client would be counted too). */
export const PHONE_AGENT =
  "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";

export interface CountingCost {
  path: string;
  /** Requests per second of each turn, counting and not. */
  counting: ThroughputFigures[];
  notCounting: ThroughputFigures[];
  /** 1 - counting / not counting, of the turns' medians: on a busy machine mostly noise. */
  measuredCost: number;
  /** Counting's own time per counted request, timed in this process (microseconds). */
  microsPerRequest: number;
  /**
   * What counting takes of the throughput: its time per request over the time a request takes
   * at the not-counting server's rate (the server is one thread, busy the whole time).
   */
  cost: number;
}

/**
 * Counting's own time per request (microseconds): `watchVisit` and the count on its answer,
 * for a phone's GET of `path`, timed in this process, minus an answer's own events.
 */
export async function countingMicros(path: string, times = 200_000): Promise<number> {
  process.env.DATABASE_PATH ??= ":memory:";
  const { watchVisit } = await import("../../app/insight/visits.server");
  const headers = { "user-agent": PHONE_AGENT, accept: "text/html", "accept-encoding": "br, gzip" };
  const run = (count: boolean) => {
    const start = process.hrtime.bigint();
    for (let n = 0; n < times; n++) {
      const res = Object.assign(new EventEmitter(), { statusCode: 200 });
      if (count) watchVisit({ method: "GET", url: path, headers }, res);
      res.emit("finish");
    }
    return Number(process.hrtime.bigint() - start) / times / 1000;
  };
  run(true);
  run(false);
  return Math.max(0, Math.round((run(true) - run(false)) * 100) / 100);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** A kept page under load on the counting server and the other, `turns` times each, alternately. */
export async function measureCountingCost(
  counting: string,
  notCounting: string,
  path: string,
  options: ThroughputOptions,
  turns = 3,
  log: (line: string) => void = console.log,
): Promise<CountingCost> {
  const withPhone = { ...options, headers: { ...options.headers, "user-agent": PHONE_AGENT } };
  const on: ThroughputFigures[] = [];
  const off: ThroughputFigures[] = [];
  for (let turn = 0; turn < turns; turn++) {
    // Which goes first changes each turn, so neither always has the warmer machine.
    const order = turn % 2 === 0 ? [true, false] : [false, true];
    for (const counts of order) {
      const figures = await measurePath(counts ? counting : notCounting, path, withPhone);
      (counts ? on : off).push(figures);
      log(`  ${path} ${counts ? "counting" : "not counting"}: ${figures.requestsPerSecond} req/s`);
    }
  }
  const notCountingRate = median(off.map((f) => f.requestsPerSecond));
  const measuredCost = 1 - median(on.map((f) => f.requestsPerSecond)) / notCountingRate;
  const microsPerRequest = await countingMicros(path);
  const round = (share: number) => Math.round(share * 10_000) / 10_000;
  return {
    path,
    counting: on,
    notCounting: off,
    measuredCost: round(measuredCost),
    microsPerRequest,
    cost: round((microsPerRequest * notCountingRate) / 1_000_000),
  };
}

export interface YearOfCounts {
  /** Counted views a day spread over the pages, or every page in both languages every day. */
  traffic: Traffic;
  days: number;
  rows: { pageViews: number; searches: number; enquiries: number };
  /** The database file holding only the counts, after VACUUM, and that of the empty schema. */
  bytes: number;
  emptyBytes: number;
}

/** A year's traffic: views and different searches a day, or the most the tables can hold. */
export type Traffic = { viewsPerDay: number; queriesPerDay: number } | "every page";

/** A small fast generator of the same numbers every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Plausible years: a quiet site's day, and a busy season's day every day of the year. */
export const TRAFFIC: readonly Traffic[] = [
  { viewsPerDay: 1_000, queriesPerDay: 100 },
  { viewsPerDay: 5_000, queriesPerDay: 400 },
  "every page",
];

/** Every public page of the catalogue 100 times the demo, most visited first. */
function catalogPages(): [string, string][] {
  const products = CATALOGUE_SIZE.categories * CATALOGUE_SIZE.productsPerCategory;
  return [
    ...["home", "search", "crops", "verify", "contact", "dealers", "gallery", "about"].map(
      (kind): [string, string] => [kind, ""],
    ),
    ...Array.from({ length: CATALOGUE_SIZE.crops }, (_, n): [string, string] => [
      "crop",
      `crop-${n}`,
    ]),
    ...Array.from({ length: CATALOGUE_SIZE.categories }, (_, n): [string, string] => [
      "category",
      `category-${n}`,
    ]),
    ...Array.from({ length: products }, (_, n): [string, string] => [
      "product",
      `product-name-${n}`,
    ]),
  ];
}

/**
 * Fills a database with a year of counts for the catalogue 100 times the demo and answers its
 * size: views spread over the pages as visits are (the n-th most visited page seen 1/n as often
 * as the first; 40% in Urdu), different searches (a fifth finding nothing), 30 enquiry rows a
 * day; or "every page", the most the tables can hold: every page in both languages every day,
 * with the most different queries a day that are counted (MAX_QUERIES_PER_DAY).
 */
export function measureYearOfCounts(traffic: Traffic, days = 365): YearOfCounts {
  const folder = mkdtempSync(join(tmpdir(), "insight-year-"));
  try {
    const file = join(folder, "counts.db");
    const sqlite = new Database(file);
    migrate(drizzle(sqlite), { migrationsFolder: join(import.meta.dirname, "../../drizzle") });
    sqlite.exec("VACUUM");
    const emptyBytes = statSync(file).size;
    const next = random(2026);
    const pages = catalogPages();
    // Cumulative weights 1/rank, to draw a page as often as its rank says.
    let sum = 0;
    const cumulative = pages.map((_, rank) => (sum += 1 / (rank + 1)));
    const drawPage = () => {
      const target = next() * sum;
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((cumulative[middle] ?? 0) < target) low = middle + 1;
        else high = middle;
      }
      return pages[low] ?? pages[0]!;
    };
    const view = sqlite.prepare(
      "insert into insight_page_views (day, kind, record, language, count) values (?, ?, ?, ?, ?)",
    );
    const search = sqlite.prepare(
      "insert into insight_searches (day, query, count, results) values (?, ?, ?, ?)",
    );
    const enquiry = sqlite.prepare(
      "insert into insight_enquiries (day, subject, language, product, count) values (?, ?, ?, ?, ?)",
    );
    const rows = { pageViews: 0, searches: 0, enquiries: 0 };
    const queries = traffic === "every page" ? MAX_QUERIES_PER_DAY : traffic.queriesPerDay;
    const start = Date.parse("2026-01-01T06:00:00Z");
    for (let index = 0; index < days; index++) {
      const day = pakistanDate(new Date(start + index * 86_400_000));
      const counts = new Map<string, number>();
      if (traffic !== "every page") {
        for (let n = 0; n < traffic.viewsPerDay; n++) {
          const [kind, record] = drawPage();
          const key = `${kind}\t${record}\t${next() < 0.4 ? "ur" : "en"}`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      } else {
        for (const [kind, record] of pages) {
          for (const language of ["en", "ur"]) counts.set(`${kind}\t${record}\t${language}`, 100);
        }
      }
      sqlite.transaction(() => {
        for (const [key, count] of counts) {
          const [kind, record, language] = key.split("\t");
          view.run(day, kind, record, language, count);
          rows.pageViews++;
        }
        for (let n = 0; n < queries; n++) {
          const words = ["safed makhi", "sundi", "kapas", "gandum", "dhan", "makki"][n % 6];
          const query = `${words} ${n.toString(36)}${Math.floor(next() * 1e4).toString(36)}`;
          const found = next() < 0.2 ? 0 : 1 + Math.floor(next() * 30);
          search.run(day, query, 1 + Math.floor(next() * 20), found);
          rows.searches++;
        }
        for (let n = 0; n < 30; n++) {
          const subject = CONTACT_SUBJECTS[n % CONTACT_SUBJECTS.length];
          const language = n % 2 ? "ur" : "en";
          enquiry.run(day, subject, language, n < 2 ? "" : `product-name-${n * 31}`, 1);
          rows.enquiries++;
        }
      })();
    }
    // As the daily job leaves it at the year's end: days older than DAILY_DAYS kept as months.
    foldOldDays(sqlite, new Date(start + days * 86_400_000));
    const kept = (table: string) =>
      Number(sqlite.prepare(`SELECT count(*) FROM ${table}`).pluck().get());
    rows.pageViews = kept("insight_page_views");
    rows.searches = kept("insight_searches");
    rows.enquiries = kept("insight_enquiries");
    sqlite.exec("VACUUM");
    sqlite.close();
    return { traffic, days, rows, bytes: statSync(file).size, emptyBytes };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** "12.3 MB (n rows ...)". */
export function yearText(year: YearOfCounts): string {
  const megabytes = ((year.bytes - year.emptyBytes) / 1024 / 1024).toFixed(1);
  const { pageViews, searches, enquiries } = year.rows;
  const traffic =
    year.traffic === "every page"
      ? "every page in both languages every day"
      : `${year.traffic.viewsPerDay.toLocaleString("en-US")} views and ${year.traffic.queriesPerDay} different searches a day`;
  return `${megabytes} MB for ${traffic} (${pageViews.toLocaleString("en-US")} page rows, ${searches.toLocaleString("en-US")} search rows, ${enquiries.toLocaleString("en-US")} enquiry rows)`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const micros = await countingMicros("/category/insecticides/confidor-200-sl");
  console.log(`Counting takes ${micros} µs per counted page request`);
  for (const traffic of TRAFFIC) {
    console.log(`A year of counts at 100×: ${yearText(measureYearOfCounts(traffic))}`);
  }
}
