// The inbox at 10,000 messages: every page, count and export agrees with the same question
// answered by hand over the rows. (How long it takes: npx tsx scripts/bench/inbox.ts.)
import { beforeAll, describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { db } from "~/db/db.server";
import { contactMessages } from "~/db/schema";
import { pakistanDayEnd, pakistanDayStart } from "~/lib/dates";
import { resetDatabase } from "#tests/setup/db-helpers";
import { generateMessages } from "../../scripts/bench/generate-messages";
import { DEFAULT_PAGE_LIMIT } from "~/lib/paging";
import { isContactStatus, type ContactStatus } from "./contact-fields";
import { exportContactMessages } from "./contacts-export.server";
import { listContactPage, type ContactFilter } from "./contacts.server";

const COUNT = 10_000;
type Stored = ReturnType<typeof generateMessages>[number] & { id: number };
let stored: Stored[] = [];

beforeAll(() => {
  resetDatabase();
  const rows = generateMessages(COUNT);
  db().transaction((tx) => {
    for (let start = 0; start < rows.length; start += 500) {
      tx.insert(contactMessages)
        .values(rows.slice(start, start + 500))
        .run();
    }
  });
  const ids = db()
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .orderBy(asc(contactMessages.id))
    .all();
  stored = rows.map((row, index) => ({ ...row, id: ids[index]?.id ?? 0 }));
});

/** The filter answered by hand: status, every word (ASCII case folded), Pakistan days. */
function byHand({ status, q, from, to }: ContactFilter): Stored[] {
  const words = (q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  return stored
    .filter((row) => !status || (isContactStatus(row.status) ? row.status : "new") === status)
    .filter((row) =>
      words.every((word) =>
        [row.name, row.email, row.phone ?? "", row.message].some((field) =>
          field.toLowerCase().includes(word),
        ),
      ),
    )
    .filter((row) => !from || row.createdAt >= pakistanDayStart(from))
    .filter((row) => !to || row.createdAt < pakistanDayEnd(to))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

const FILTERS: ContactFilter[] = [
  {},
  { status: "new" },
  { status: "replied" },
  { q: "dhaal" },
  { q: "okara DHAAL" },
  { q: "%" },
  { q: "ref_1" },
  { q: "سفید مکھی" },
  { q: "0300-100" },
  { from: "2025-03-01", to: "2025-03-31" },
  { from: "2025-06-15", to: "2025-06-15" },
  { status: "new", q: "multan", from: "2025-02-01", to: "2025-09-30" },
  { q: "nobody-writes-this" },
];

describe(`the inbox with ${COUNT.toLocaleString("en-US")} messages`, () => {
  it("holds them all", () => {
    expect(stored).toHaveLength(COUNT);
    expect(listContactPage({}, { page: 1, limit: DEFAULT_PAGE_LIMIT }).total).toBe(COUNT);
  });

  for (const filter of FILTERS) {
    it(`pages and counts ${JSON.stringify(filter)} as answered by hand`, () => {
      const expected = byHand(filter);
      const first = listContactPage(filter, { page: 1, limit: DEFAULT_PAGE_LIMIT });
      expect(first.total).toBe(expected.length);
      expect(first.pages).toBe(Math.max(1, Math.ceil(expected.length / DEFAULT_PAGE_LIMIT)));
      const statuses: ContactStatus[] = ["new", "read", "replied", "closed"];
      for (const status of statuses) {
        expect(first.counts[status], status).toBe(byHand({ ...filter, status }).length);
      }
      expect(first.counts.total).toBe(byHand({ ...filter, status: undefined }).length);
      for (const page of new Set([1, 2, Math.ceil(first.pages / 2), first.pages])) {
        const ids = listContactPage(filter, { page, limit: DEFAULT_PAGE_LIMIT }).items.map(
          (one) => one.id,
        );
        const start = (page - 1) * DEFAULT_PAGE_LIMIT;
        expect(ids, `page ${page}`).toEqual(
          expected.slice(start, start + DEFAULT_PAGE_LIMIT).map((row) => row.id),
        );
      }
    });
  }

  it("exports every message a filter keeps, across all pages", () => {
    const filter = { q: "dhaal", from: "2025-01-01", to: "2025-12-31" };
    const rows = exportContactMessages(filter).csv.trimEnd().split("\r\n");
    // One line per message: no generated message or note has a line break.
    expect(rows).toHaveLength(byHand(filter).length + 1);
    expect(byHand(filter).length).toBeGreaterThan(DEFAULT_PAGE_LIMIT * 10);
  });
});
