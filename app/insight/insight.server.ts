import { and, desc, eq, gte, sql } from "drizzle-orm";
import { CONTACT_SUBJECT_TABLE_LABELS, isContactSubject } from "~/contacts/contact-fields";
import { findDistrict } from "~/dealers/districts";
import { db } from "~/db/db.server";
import {
  crops,
  insightEnquiries,
  insightHandledSearches,
  insightPageViews,
  insightSearches,
  products,
} from "~/db/schema";
import { pakistanDate, pakistanDayStart } from "~/lib/dates";
import { verificationCounts } from "~/verification/verify.server";
import {
  INSIGHT_LIST_COLUMNS,
  INSIGHT_LISTS,
  type InsightList,
  type InsightListName,
  type InsightPeriod,
  percentOf,
  TOP_ROWS,
} from "./insight-lists";
import { countedQuery } from "./page-views";

/**
 * What the counts say, list by list: the one place the Insight screen, its CSV files and the
 * API read them from. Every list covers the last 7, 30 or 90 days in Pakistan, today included.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first day of a period ending `today` (YYYY-MM-DD, Pakistan), and every day of it. */
export function periodDays(period: InsightPeriod, now = new Date()): string[] {
  return Array.from({ length: period }, (_, index) =>
    pakistanDate(new Date(now.getTime() - (period - 1 - index) * DAY_MS)),
  );
}

const total = sql<number>`sum(${insightPageViews.count})`.mapWith(Number);
const inUrdu =
  sql<number>`sum(case when ${insightPageViews.language} = 'ur' then ${insightPageViews.count} else 0 end)`.mapWith(
    Number,
  );

function visits(first: string, days: string[]): InsightList["rows"] {
  const rows = db()
    .select({ day: insightPageViews.day, visits: total, urdu: inUrdu })
    .from(insightPageViews)
    .where(gte(insightPageViews.day, first))
    .groupBy(insightPageViews.day)
    .all();
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return days.map((day) => ({
    day,
    visits: byDay.get(day)?.visits ?? 0,
    urdu: byDay.get(day)?.urdu ?? 0,
  }));
}

/** The name of a counted product or crop deleted since: its slug says which it was. */
const GONE = "(no longer in the catalogue)";

/** The most opened pages of products or crops, named as the catalogue names them now. */
function topPages(kind: "product" | "crop", first: string): InsightList["rows"] {
  const named = kind === "product" ? products : crops;
  return db()
    .select({
      record: insightPageViews.record,
      name: sql<string>`coalesce(${named.name}, ${GONE})`,
      views: total,
      urdu: inUrdu,
    })
    .from(insightPageViews)
    .leftJoin(named, eq(named.slug, insightPageViews.record))
    .where(and(eq(insightPageViews.kind, kind), gte(insightPageViews.day, first)))
    .groupBy(insightPageViews.record)
    .orderBy(desc(total), insightPageViews.record)
    .limit(TOP_ROWS)
    .all()
    .map(({ record, ...row }) => ({ [kind]: record, ...row }));
}

const searched = sql<number>`sum(${insightSearches.count})`.mapWith(Number);
// SQLite takes a bare column's value from the row max() picked: what the query found last.
const lastDay = sql<string>`max(${insightSearches.day})`;

function searchRows(first: string) {
  return db()
    .select({
      query: insightSearches.query,
      searches: searched,
      found: insightSearches.results,
      lastSearched: lastDay,
    })
    .from(insightSearches)
    .where(gte(insightSearches.day, first))
    .groupBy(insightSearches.query)
    .orderBy(desc(searched), insightSearches.query);
}

function topSearches(first: string): InsightList["rows"] {
  return searchRows(first).limit(TOP_ROWS).all();
}

/**
 * Searches whose last search in the period found nothing, most asked first; one marked handled
 * leaves the list until it is searched again, and still finds nothing, on a later day.
 */
function unfoundSearches(first: string): InsightList["rows"] {
  return db()
    .select({
      query: sql<string>`found.query`,
      searches: sql<number>`found.searches`.mapWith(Number),
      lastSearched: sql<string>`found.last_searched`,
    })
    .from(
      sql`(select ${insightSearches.query} as query, sum(${insightSearches.count}) as searches, ${insightSearches.results} as results, max(${insightSearches.day}) as last_searched from ${insightSearches} where ${insightSearches.day} >= ${first} group by ${insightSearches.query}) as found`,
    )
    .leftJoin(insightHandledSearches, sql`${insightHandledSearches.query} = found.query`)
    .where(
      sql`found.results = 0 and (${insightHandledSearches.handledAt} is null or date(${insightHandledSearches.handledAt}, '+5 hours') < found.last_searched)`,
    )
    .orderBy(sql`found.searches desc`, sql`found.query`)
    .limit(TOP_ROWS)
    .all();
}

function languages(first: string): InsightList["rows"] {
  const rows = db()
    .select({ language: insightPageViews.language, views: total })
    .from(insightPageViews)
    .where(gte(insightPageViews.day, first))
    .groupBy(insightPageViews.language)
    .orderBy(insightPageViews.language)
    .all();
  const all = rows.reduce((sum, row) => sum + row.views, 0);
  return rows.map((row) => ({ ...row, share: percentOf(row.views, all) }));
}

const enquired = sql<number>`sum(${insightEnquiries.count})`.mapWith(Number);

function enquirySubjects(first: string): InsightList["rows"] {
  return db()
    .select({ subject: insightEnquiries.subject, enquiries: enquired })
    .from(insightEnquiries)
    .where(gte(insightEnquiries.day, first))
    .groupBy(insightEnquiries.subject)
    .orderBy(desc(enquired), insightEnquiries.subject)
    .all()
    .map((row) => ({
      ...row,
      label: isContactSubject(row.subject)
        ? CONTACT_SUBJECT_TABLE_LABELS[row.subject]
        : row.subject,
    }));
}

function enquiryProducts(first: string): InsightList["rows"] {
  return db()
    .select({
      product: insightEnquiries.product,
      name: sql<string>`coalesce(${products.name}, ${GONE})`,
      enquiries: enquired,
    })
    .from(insightEnquiries)
    .leftJoin(products, eq(products.slug, insightEnquiries.product))
    .where(and(gte(insightEnquiries.day, first), sql`${insightEnquiries.product} <> ''`))
    .groupBy(insightEnquiries.product)
    .orderBy(desc(enquired), insightEnquiries.product)
    .limit(TOP_ROWS)
    .all();
}

function districts(first: string): InsightList["rows"] {
  return verificationCounts(pakistanDayStart(first)).byDistrict.map((row) => ({
    district: row.district ?? "",
    name: row.district ? (findDistrict(row.district)?.name ?? row.district) : "Not said",
    checks: row.checks,
    repeats: row.repeats,
    unknown: row.unknown,
  }));
}

const ROWS: Record<InsightListName, (first: string, days: string[]) => InsightList["rows"]> = {
  visits,
  products: (first) => topPages("product", first),
  crops: (first) => topPages("crop", first),
  searches: topSearches,
  "unfound-searches": unfoundSearches,
  languages,
  "enquiry-subjects": enquirySubjects,
  "enquiry-products": enquiryProducts,
  districts,
};

/** One list over the last `period` days before `now`. */
export function insightList(
  name: InsightListName,
  period: InsightPeriod,
  now = new Date(),
): InsightList {
  const days = periodDays(period, now);
  const from = days[0] ?? "";
  const { title, columns } = INSIGHT_LIST_COLUMNS[name];
  return {
    name,
    title,
    from,
    to: days.at(-1) ?? "",
    columns: columns.map(([key, label]) => ({ key, label })),
    rows: ROWS[name](from, days),
  };
}

/** Every list, for the Insight screen. */
export function insightReport(
  period: InsightPeriod,
  now = new Date(),
): Record<InsightListName, InsightList> {
  return Object.fromEntries(
    INSIGHT_LISTS.map((name) => [name, insightList(name, period, now)]),
  ) as Record<InsightListName, InsightList>;
}

/**
 * Marks a search that found nothing as dealt with (a product added, a name taught to search):
 * it leaves the list. Answers the query as counted, or null for text that is no query.
 */
export function markSearchHandled(typed: string, now = new Date()): string | null {
  const query = countedQuery(typed);
  if (!query) return null;
  const handledAt = now.toISOString();
  db()
    .insert(insightHandledSearches)
    .values({ query, handledAt })
    .onConflictDoUpdate({ target: insightHandledSearches.query, set: { handledAt } })
    .run();
  return query;
}
