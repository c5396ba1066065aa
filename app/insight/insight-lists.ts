/**
 * The Insight lists as the screen, its CSV files and the API name them: their periods, names,
 * titles and columns. No database here: the API's description reads it in the browser build.
 */

export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
export const DEFAULT_PERIOD: InsightPeriod = 30;

/** The period a `days` parameter names; absent is the default, anything else none. */
export function periodOf(days: string | null): InsightPeriod | null {
  if (days === null || days === "") return DEFAULT_PERIOD;
  return INSIGHT_PERIODS.find((period) => String(period) === days) ?? null;
}

export const PERIOD_MESSAGE = `days must be one of ${INSIGHT_PERIODS.join(", ")}.`;

/** How many rows a ranked list holds: the screen, its CSV and the API show the same. */
export const TOP_ROWS = 50;

/** The lists: title, and columns as [key, heading], the first naming the row. */
export const INSIGHT_LIST_COLUMNS = {
  visits: {
    title: "Visits by day",
    columns: [
      ["day", "Day"],
      ["visits", "Visits"],
      ["urdu", "In Urdu"],
    ],
  },
  products: {
    title: "Top products",
    columns: [
      ["name", "Product"],
      ["product", "Slug"],
      ["views", "Views"],
      ["urdu", "In Urdu"],
    ],
  },
  crops: {
    title: "Top crop pages",
    columns: [
      ["name", "Crop"],
      ["crop", "Slug"],
      ["views", "Views"],
      ["urdu", "In Urdu"],
    ],
  },
  searches: {
    title: "Top searches",
    columns: [
      ["query", "Search"],
      ["searches", "Searches"],
      ["found", "Found (last time)"],
    ],
  },
  "unfound-searches": {
    title: "Searches that found nothing",
    columns: [
      ["query", "Search"],
      ["searches", "Searches"],
      ["lastSearched", "Last searched"],
    ],
  },
  languages: {
    title: "Visits by language",
    columns: [
      ["language", "Language"],
      ["views", "Visits"],
      ["share", "Share"],
    ],
  },
  "enquiry-subjects": {
    title: "Enquiries by subject",
    columns: [
      ["label", "Subject"],
      ["subject", "Code"],
      ["enquiries", "Enquiries"],
    ],
  },
  "enquiry-products": {
    title: "Enquiries by product",
    columns: [
      ["name", "Product"],
      ["product", "Slug"],
      ["enquiries", "Enquiries"],
    ],
  },
  districts: {
    title: "Pack checks by district",
    columns: [
      ["name", "District"],
      ["district", "Code"],
      ["checks", "Checks"],
      ["repeats", "Checked again"],
      ["unknown", "Unknown codes"],
    ],
  },
} as const satisfies Record<
  string,
  { title: string; columns: readonly (readonly [string, string])[] }
>;

export type InsightListName = keyof typeof INSIGHT_LIST_COLUMNS;
export const INSIGHT_LISTS = Object.keys(INSIGHT_LIST_COLUMNS) as InsightListName[];

export function isInsightList(name: unknown): name is InsightListName {
  return typeof name === "string" && Object.hasOwn(INSIGHT_LIST_COLUMNS, name);
}

/** A list as a table: its columns (key and heading) and rows of exact numbers and texts. */
export interface InsightList {
  name: InsightListName;
  title: string;
  /** The days it covers, YYYY-MM-DD in Pakistan, both included. */
  from: string;
  to: string;
  columns: { key: string; label: string }[];
  rows: Record<string, string | number>[];
}

/** A list as CSV rows under its headings: exactly the rows the screen shows. */
export function insightCsvRows(list: InsightList): { header: string[]; rows: string[][] } {
  return {
    header: list.columns.map((column) => column.label),
    rows: list.rows.map((row) => list.columns.map((column) => String(row[column.key] ?? ""))),
  };
}

/** A share as a percentage with one decimal, as text: "12.5%"; "0%" of nothing. */
export function percentOf(part: number, whole: number): string {
  return whole === 0 ? "0%" : `${Math.round((part / whole) * 1000) / 10}%`;
}
