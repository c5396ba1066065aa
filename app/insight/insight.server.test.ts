import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addCategory, addProduct, resetDatabase } from "#tests/setup/db-helpers";
import { createAdminUser, type AdminUser } from "~/auth/admin-users.server";
import { startAdminSession } from "~/auth/auth.server";
import { submitContactMessage } from "~/contacts/contacts.server";
import { db } from "~/db/db.server";
import { insightPageViews, insightSearches } from "~/db/schema";
import { startCountingEnquiries } from "./enquiries.server";
import { insightCsvRows } from "./insight-lists";
import { insightList, markSearchHandled } from "./insight.server";
import { countedQuery, pageViewOf } from "./page-views";
import {
  countingDay,
  countPageView,
  countSearch,
  DAILY_DAYS,
  flushCounts,
  foldOldDays,
  MAX_QUERIES_PER_DAY,
  purgeOldCounts,
  RETENTION_DAYS,
} from "./tally.server";
import { noteSearchResults, resetVisitCounting, watchVisit } from "./visits.server";

const PHONE = "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Chrome/126.0 Mobile";
const DAY_MS = 24 * 60 * 60 * 1000;

/** A request as the server takes it, answered with `status`: says whether it was counted. */
function visit(
  url: string,
  { method = "GET", status = 200, headers = {} as Record<string, string> } = {},
) {
  let finished: (() => void) | undefined;
  const res = {
    statusCode: status,
    once: (_event: "finish", listener: () => void) => {
      finished = listener;
    },
  };
  watchVisit({ method, url, headers: { "user-agent": PHONE, ...headers } }, res);
  finished?.();
  return finished !== undefined;
}

function viewRows() {
  flushCounts();
  return db()
    .select({
      kind: insightPageViews.kind,
      record: insightPageViews.record,
      language: insightPageViews.language,
      count: insightPageViews.count,
    })
    .from(insightPageViews)
    .all();
}

function searchRows() {
  flushCounts();
  return db()
    .select({
      query: insightSearches.query,
      count: insightSearches.count,
      results: insightSearches.results,
    })
    .from(insightSearches)
    .all();
}

let admin: AdminUser;
beforeAll(async () => {
  resetDatabase();
  admin = await createAdminUser("owner", "Kissan-2004!");
  startCountingEnquiries();
}, 60_000);

beforeEach(() => {
  flushCounts();
  resetVisitCounting();
  db().delete(insightPageViews).run();
  db().delete(insightSearches).run();
});

describe("which page an address is", () => {
  it("names the kind, the record and the language", () => {
    expect(pageViewOf("/")).toEqual({ kind: "home", record: "", language: "en" });
    expect(pageViewOf("/ur")).toEqual({ kind: "home", record: "", language: "ur" });
    expect(pageViewOf("/category/insecticides/confidor")).toEqual({
      kind: "product",
      record: "confidor",
      language: "en",
    });
    expect(pageViewOf("/ur/category/insecticides")).toEqual({
      kind: "category",
      record: "insecticides",
      language: "ur",
    });
    expect(pageViewOf("/ur/crops/cotton")).toMatchObject({ kind: "crop", record: "cotton" });
    expect(pageViewOf("/crops/cotton.data")).toMatchObject({ kind: "crop", record: "cotton" });
    for (const kind of ["gallery", "search", "verify", "contact", "dealers", "about"]) {
      expect(pageViewOf(`/${kind}`)).toEqual({ kind, record: "", language: "en" });
    }
  });

  it("counts no file, API call, admin page or address of no page", () => {
    for (const path of [
      "/assets/app-1234.js",
      "/api/products",
      "/admin/insight",
      "/uploads/a.webp",
      "/robots.txt",
      "/crops/cotton/more",
      "/category/a/%E0%A4%A",
      "/category/x/<script>",
      "/urdu",
    ]) {
      expect(pageViewOf(path), path).toBeNull();
    }
  });

  it("folds a query as search does: case, spaces, punctuation, Arabic letter forms", () => {
    expect(countedQuery("  Safed   Makhi! ")).toBe("safed makhi");
    // Arabic kaf and yeh, as an Arabic keyboard types them, are the Urdu letters.
    expect(countedQuery("\u0643\u064A\u0691\u0627")).toBe(countedQuery("\u06A9\u06CC\u0691\u0627"));
    expect(countedQuery("?!")).toBe("");
  });
});

describe("what is counted", () => {
  it("counts a farmer's page view, by page, record and language, one row per day", () => {
    for (let i = 0; i < 5; i++) expect(visit("/category/insecticides/confidor")).toBe(true);
    visit("/ur/crops/cotton");
    expect(viewRows()).toEqual(
      expect.arrayContaining([
        { kind: "product", record: "confidor", language: "en", count: 5 },
        { kind: "crop", record: "cotton", language: "ur", count: 1 },
      ]),
    );
    expect(viewRows()).toHaveLength(2);
  });

  it("counts a page the page cache sends as one rendered: the same visit", () => {
    // The server asks of every request before the cache answers; an answer from memory is a 200.
    expect(visit("/gallery", { headers: { "x-cache": "HIT" } })).toBe(true);
    expect(viewRows()).toEqual([{ kind: "gallery", record: "", language: "en", count: 1 }]);
  });

  it("leaves out crawlers, link previews, prefetches and HEAD requests", () => {
    expect(
      visit("/", { headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } }),
    ).toBe(false);
    expect(visit("/", { headers: { "user-agent": "WhatsApp/2.23.20.0 A" } })).toBe(false);
    expect(visit("/", { headers: { "sec-purpose": "prefetch;prerender" } })).toBe(false);
    expect(visit("/", { headers: { purpose: "prefetch" } })).toBe(false);
    expect(visit("/", { method: "HEAD" })).toBe(false);
    expect(visit("/", { headers: { authorization: "Bearer abc" } })).toBe(false);
    expect(viewRows()).toEqual([]);
  });

  it("leaves out a page not found and a form sent", () => {
    visit("/category/insecticides/no-such", { status: 404 });
    expect(visit("/contact", { method: "POST" })).toBe(false);
    expect(viewRows()).toEqual([]);
  });

  it("leaves out a signed-in admin's own visits, but not a stale admin cookie", async () => {
    const { setCookie } = await startAdminSession(
      new Request("http://localhost/admin-login"),
      admin,
    );
    const cookie = setCookie.split(";")[0] ?? "";
    visit("/crops/cotton", { headers: { cookie } });
    visit("/crops/cotton", { headers: { cookie: "admin_session=forged" } });
    // The session is looked up after the answer is sent.
    await expect
      .poll(() => viewRows())
      .toEqual([{ kind: "crop", record: "cotton", language: "en", count: 1 }]);
  });

  it("counts a repeated search, typed differently, as one query with what it found", () => {
    noteSearchResults("Confidor", 3);
    visit("/search?q=Confidor");
    visit("/search?q=%20confidor%20%20");
    visit("/ur/search?q=CONFIDOR!");
    expect(searchRows()).toEqual([{ query: "confidor", count: 3, results: 3 }]);
    expect(viewRows()).toEqual(
      expect.arrayContaining([{ kind: "search", record: "", language: "ur", count: 1 }]),
    );
  });

  it("counts a search that found nothing, also when its page came from the cache", () => {
    // The page rendered once (its loader noted what it found); then sent from memory.
    noteSearchResults("safed makhi", 0);
    visit("/search?q=safed+makhi");
    visit("/search?q=Safed%20Makhi", { headers: { "x-cache": "HIT" } });
    expect(searchRows()).toEqual([{ query: "safed makhi", count: 2, results: 0 }]);
    expect(insightList("unfound-searches", 7).rows).toEqual([
      { query: "safed makhi", searches: 2, lastSearched: countingDay() },
    ]);
  });

  it("counts the search page opened without a query as a page, not a search", () => {
    visit("/search");
    visit("/search?q=%20%21");
    expect(searchRows()).toEqual([]);
    expect(viewRows()).toEqual([{ kind: "search", record: "", language: "en", count: 2 }]);
  });

  it("counts at most a bounded number of different queries a day", () => {
    const now = Date.parse("2026-03-01T06:00:00Z");
    for (let i = 0; i <= MAX_QUERIES_PER_DAY; i++) countSearch(`word${i}`, 0, now);
    countSearch("word0", 0, now);
    expect(searchRows()).toHaveLength(MAX_QUERIES_PER_DAY);
  });

  it("keeps the counts in memory until a flush writes them in one go", () => {
    for (let i = 0; i < 1000; i++) countPageView({ kind: "home", record: "", language: "en" });
    expect(db().select().from(insightPageViews).all()).toEqual([]);
    expect(flushCounts()).toBe(1);
    expect(viewRows()).toEqual([{ kind: "home", record: "", language: "en", count: 1000 }]);
    countPageView({ kind: "home", record: "", language: "en" });
    expect(viewRows()).toEqual([{ kind: "home", record: "", language: "en", count: 1001 }]);
  });
});

describe("the lists", () => {
  it("marks a search that found nothing as handled until it is searched again a later day", () => {
    const today = Date.now();
    countSearch("safed makhi", 0, today - DAY_MS);
    countSearch("kapas", 4, today - DAY_MS);
    flushCounts();
    expect(insightList("unfound-searches", 7).rows.map((row) => row.query)).toEqual([
      "safed makhi",
    ]);
    expect(markSearchHandled("Safed Makhi")).toBe("safed makhi");
    expect(insightList("unfound-searches", 7).rows).toEqual([]);
    countSearch("safed makhi", 0, today + DAY_MS);
    flushCounts();
    const later = new Date(today + DAY_MS);
    expect(insightList("unfound-searches", 7, later).rows.map((row) => row.query)).toEqual([
      "safed makhi",
    ]);
    expect(markSearchHandled(" !? ")).toBeNull();
  });

  it("gives every day of the period, with the Urdu share, and CSV rows of the same numbers", () => {
    const now = new Date("2026-03-10T06:00:00Z");
    countPageView({ kind: "home", record: "", language: "en" }, now.getTime());
    countPageView({ kind: "home", record: "", language: "ur" }, now.getTime());
    countPageView({ kind: "about", record: "", language: "ur" }, now.getTime() - 2 * DAY_MS);
    flushCounts();
    const visits = insightList("visits", 7, now);
    expect(visits.rows).toHaveLength(7);
    expect(visits.rows.at(-1)).toEqual({ day: "2026-03-10", visits: 2, urdu: 1 });
    expect(visits.rows.at(-3)).toEqual({ day: "2026-03-08", visits: 1, urdu: 1 });
    expect(insightList("languages", 7, now).rows).toEqual([
      { language: "en", views: 1, share: "33.3%" },
      { language: "ur", views: 2, share: "66.7%" },
    ]);
    const csv = insightCsvRows(visits);
    expect(csv.header).toEqual(["Day", "Visits", "In Urdu"]);
    expect(csv.rows.at(-1)).toEqual(["2026-03-10", "2", "1"]);
  });

  it("counts enquiries by subject, language and the product asked about, if it is one", () => {
    const category = addCategory("Insecticides");
    addProduct(category.id, "Confidor", { slug: "confidor" });
    const message = {
      name: "Muhammad Aslam",
      phone: "0300-1234567",
      subject: "product-inquiry",
      message: "Do you have it in 1 litre packs?",
    };
    submitContactMessage({ ...message, product: "confidor" }, "10.1.0.1");
    submitContactMessage(
      { ...message, product: "no-such-product", phone: "0300-7654321" },
      "10.1.0.2",
    );
    flushCounts();
    expect(insightList("enquiry-products", 7).rows).toEqual([
      { product: "confidor", name: "Confidor", enquiries: 1 },
    ]);
    expect(insightList("enquiry-subjects", 7).rows).toEqual([
      { subject: "product-inquiry", label: expect.any(String), enquiries: 2 },
    ]);
  });

  it(`deletes counts older than ${RETENTION_DAYS} days`, () => {
    const now = new Date("2026-06-01T06:00:00Z");
    countPageView(
      { kind: "home", record: "", language: "en" },
      now.getTime() - (RETENTION_DAYS + 1) * DAY_MS,
    );
    countPageView(
      { kind: "home", record: "", language: "en" },
      now.getTime() - (RETENTION_DAYS - 1) * DAY_MS,
    );
    flushCounts();
    expect(purgeOldCounts(now)).toBe(1);
    expect(viewRows()).toHaveLength(1);
  });

  it("names a product deleted since as no longer in the catalogue, by its slug", () => {
    countPageView({ kind: "product", record: "gone-spray-10-sl", language: "en" });
    flushCounts();
    expect(insightList("products", 7).rows).toEqual([
      { product: "gone-spray-10-sl", name: "(no longer in the catalogue)", views: 1, urdu: 0 },
    ]);
  });

  it(`folds the days of whole months older than ${DAILY_DAYS} days into one row a month, which the lists do not read`, () => {
    const dhaal = { kind: "product", record: "dhaal", language: "ur" } as const;
    const now = new Date("2026-06-15T06:00:00Z");
    countPageView(dhaal, Date.parse("2026-02-03T06:00:00Z"));
    countPageView(dhaal, Date.parse("2026-02-20T06:00:00Z"));
    countPageView(dhaal, Date.parse("2026-02-20T07:00:00Z"));
    countPageView(dhaal, Date.parse("2026-03-31T06:00:00Z"));
    countPageView(dhaal, now.getTime());
    countSearch("safed makhi", 0, Date.parse("2026-02-03T06:00:00Z"));
    countSearch("safed makhi", 3, Date.parse("2026-02-04T06:00:00Z"));
    flushCounts();
    // March 31 is within 90 days of June 15 once its month is counted whole: it stays a day.
    expect(foldOldDays(undefined, now)).toBe(4);
    const days = () =>
      db()
        .select({ day: insightPageViews.day, count: insightPageViews.count })
        .from(insightPageViews)
        .orderBy(insightPageViews.day)
        .all();
    expect(days()).toEqual([
      { day: "2026-02", count: 3 },
      { day: "2026-03-31", count: 1 },
      { day: "2026-06-15", count: 1 },
    ]);
    expect(searchRows()).toEqual([{ query: "safed makhi", count: 2, results: 3 }]);
    // Folding again changes nothing; a month is purged once all of it is past the retention.
    expect(foldOldDays(undefined, now)).toBe(0);
    expect(purgeOldCounts(new Date("2027-03-20T06:00:00Z"))).toBe(0);
    expect(purgeOldCounts(new Date("2027-04-10T06:00:00Z"))).toBe(2);
    expect(days()).toEqual([
      { day: "2026-03-31", count: 1 },
      { day: "2026-06-15", count: 1 },
    ]);
  });
});
