import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { contactMessages } from "~/db/schema";
import { resetDatabase } from "#tests/setup/db-helpers";
import { refusalOf, valueOf } from "#tests/setup/results";
import {
  contactCounts,
  getContactMessage,
  listContactMessages,
  listContactPage,
  openContactMessage,
  updateContactNotes,
  type ContactFilter,
  type ContactMessage,
} from "./contacts.server";

beforeEach(resetDatabase);

type NewRow = Partial<typeof contactMessages.$inferInsert> & { name: string };

/** Stores a message directly, as any status, at any time; returns its id. */
function addMessage(row: NewRow): number {
  return db()
    .insert(contactMessages)
    .values({
      email: `${row.name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
      subject: "general",
      message: "A question about spraying.",
      status: "new",
      createdAt: "2025-03-05T10:00:00.000Z",
      ...row,
    })
    .returning({ id: contactMessages.id })
    .get().id;
}

const names = (messages: readonly ContactMessage[]) => messages.map((message) => message.name);
const found = (filter: ContactFilter) => names(listContactMessages(filter));

/** An instant `minutes` after 2025-03-01 00:00 UTC. */
const minutesIn = (minutes: number) =>
  new Date(Date.parse("2025-03-01T00:00:00.000Z") + minutes * 60_000).toISOString();

describe("listContactPage", () => {
  it("pages newest first, 25 a page, with the total and the number of pages", () => {
    for (let index = 1; index <= 60; index += 1) {
      addMessage({ name: `Visitor ${index}`, createdAt: minutesIn(index) });
    }
    const first = listContactPage({}, { page: 1, limit: 25 });
    expect(first).toMatchObject({ page: 1, limit: 25, pages: 3, total: 60 });
    expect(names(first.items)).toEqual(
      Array.from({ length: 25 }, (_, index) => `Visitor ${60 - index}`),
    );
    const second = listContactPage({}, { page: 2, limit: 25 });
    expect(names(second.items)[0]).toBe("Visitor 35");
    expect(names(second.items).at(-1)).toBe("Visitor 11");
    const last = listContactPage({}, { page: 3, limit: 25 });
    expect(names(last.items)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Visitor ${10 - index}`),
    );
    const past = listContactPage({}, { page: 4, limit: 25 });
    expect(past).toMatchObject({ items: [], page: 4, pages: 3, total: 60 });
  });

  it("shows every message exactly once across pages, when many came in at the same instant", () => {
    const ids = Array.from({ length: 30 }, (_, index) => addMessage({ name: `Same ${index}` }));
    const pages = [1, 2].flatMap((page) =>
      listContactPage({}, { page, limit: 25 }).items.map((message) => message.id),
    );
    expect(pages).toEqual([...ids].reverse());
  });

  it("counts by status under the search and dates, whichever status is shown", () => {
    addMessage({ name: "Aslam wheat", status: "new" });
    addMessage({ name: "Bilal wheat", status: "read" });
    addMessage({ name: "Chaudhry wheat", status: "replied" });
    addMessage({ name: "Dawood wheat", status: "weird" });
    addMessage({ name: "Ehsan cotton", status: "closed" });
    const wheat = { total: 4, new: 2, read: 1, replied: 1, closed: 0 };
    expect(listContactPage({ q: "wheat" }, { page: 1, limit: 25 }).counts).toEqual(wheat);
    const newWheat = listContactPage({ q: "wheat", status: "new" }, { page: 1, limit: 25 });
    expect(newWheat.counts).toEqual(wheat);
    expect(newWheat.total).toBe(2);
    expect(names(newWheat.items).sort()).toEqual(["Aslam wheat", "Dawood wheat"]);
    expect(listContactPage({ q: "wheat", status: "closed" }, { page: 1, limit: 25 })).toMatchObject(
      {
        items: [],
        total: 0,
        pages: 1,
      },
    );
    expect(contactCounts()).toEqual({ total: 5, new: 2, read: 1, replied: 1, closed: 1 });
  });

  it("has no pages of messages when there are none", () => {
    expect(listContactPage({}, { page: 1, limit: 25 })).toEqual({
      items: [],
      page: 1,
      limit: 25,
      total: 0,
      pages: 1,
      counts: { total: 0, new: 0, read: 0, replied: 0, closed: 0 },
    });
  });
});

describe("the inbox search", () => {
  beforeEach(() => {
    addMessage({
      name: "Muhammad Aslam",
      email: "aslam@farm.example",
      phone: "0300-1234567",
      message: "Rates for 200 litres of Dhaal in Okara?",
      createdAt: minutesIn(1),
    });
    addMessage({
      name: "Bilal Traders",
      email: "orders@bilal.example",
      message: "Is the 50% discount on Sabz Tonic still on? Ask for a_b pack.",
      createdAt: minutesIn(2),
    });
    addMessage({
      name: "رشید احمد",
      email: "rashid@example.com",
      phone: "+92 321 7654321",
      message: "کپاس پر سفید مکھی کا حملہ ہے۔ 500 ایکڑ",
      createdAt: minutesIn(3),
    });
  });

  it("finds a word in the name, the email, the phone or the message", () => {
    expect(found({ q: "aslam" })).toEqual(["Muhammad Aslam"]);
    expect(found({ q: "orders@bilal" })).toEqual(["Bilal Traders"]);
    expect(found({ q: "7654321" })).toEqual(["رشید احمد"]);
    expect(found({ q: "okara" })).toEqual(["Muhammad Aslam"]);
    expect(found({ q: "example" })).toEqual(["رشید احمد", "Bilal Traders", "Muhammad Aslam"]);
  });

  it("ignores letter case and finds Urdu as typed", () => {
    expect(found({ q: "DHAAL" })).toEqual(["Muhammad Aslam"]);
    expect(found({ q: "سفید مکھی" })).toEqual(["رشید احمد"]);
    expect(found({ q: "رشید" })).toEqual(["رشید احمد"]);
  });

  it("wants every word, each anywhere in the message's fields", () => {
    expect(found({ q: "aslam okara" })).toEqual(["Muhammad Aslam"]);
    expect(found({ q: "  aslam   0300 " })).toEqual(["Muhammad Aslam"]);
    expect(found({ q: "aslam tonic" })).toEqual([]);
  });

  it("takes % and _ as themselves, not as LIKE wildcards", () => {
    expect(found({ q: "50%" })).toEqual(["Bilal Traders"]);
    expect(found({ q: "%" })).toEqual(["Bilal Traders"]);
    // "5%0" would find "500" if % were a wildcard.
    expect(found({ q: "5%0" })).toEqual([]);
    expect(found({ q: "a_b" })).toEqual(["Bilal Traders"]);
    expect(found({ q: "_" })).toEqual(["Bilal Traders"]);
    // "Dh_al" would find "Dhaal" if _ were a wildcard.
    expect(found({ q: "Dh_al" })).toEqual([]);
    expect(found({ q: "\\" })).toEqual([]);
  });

  it("finds a backslash as itself", () => {
    addMessage({ name: "Path", message: "Saved in C:\\farm\\rates", createdAt: minutesIn(4) });
    expect(found({ q: "C:\\farm" })).toEqual(["Path"]);
    expect(found({ q: "\\" })).toEqual(["Path"]);
  });

  it("combines with the status", () => {
    db().update(contactMessages).set({ status: "replied" }).run();
    expect(found({ q: "aslam", status: "replied" })).toEqual(["Muhammad Aslam"]);
    expect(found({ q: "aslam", status: "new" })).toEqual([]);
  });
});

describe("the inbox dates, calendar days in Pakistan (UTC+5)", () => {
  beforeEach(() => {
    // Around the day 2025-03-05 in Pakistan: from 2025-03-04T19:00Z to 2025-03-05T19:00Z.
    addMessage({ name: "Day before, last ms", createdAt: "2025-03-04T18:59:59.999Z" });
    addMessage({ name: "First ms", createdAt: "2025-03-04T19:00:00.000Z" });
    addMessage({ name: "Noon", createdAt: "2025-03-05T07:00:00.000Z" });
    addMessage({ name: "Last ms", createdAt: "2025-03-05T18:59:59.999Z" });
    addMessage({ name: "Day after, first ms", createdAt: "2025-03-05T19:00:00.000Z" });
  });

  it("keeps a whole day, from midnight to midnight in Pakistan, with from and to the same", () => {
    expect(found({ from: "2025-03-05", to: "2025-03-05" })).toEqual([
      "Last ms",
      "Noon",
      "First ms",
    ]);
  });

  it("includes the day of `from` and of `to`", () => {
    expect(found({ from: "2025-03-05" })).toEqual([
      "Day after, first ms",
      "Last ms",
      "Noon",
      "First ms",
    ]);
    expect(found({ to: "2025-03-05" })).toEqual([
      "Last ms",
      "Noon",
      "First ms",
      "Day before, last ms",
    ]);
    expect(found({ from: "2025-03-04", to: "2025-03-06" })).toHaveLength(5);
  });

  it("keeps nothing outside the range", () => {
    expect(found({ to: "2025-03-04" })).toEqual(["Day before, last ms"]);
    expect(found({ from: "2025-03-06" })).toEqual(["Day after, first ms"]);
    expect(found({ from: "2025-03-07" })).toEqual([]);
  });

  it("counts under the dates", () => {
    expect(contactCounts({ from: "2025-03-05", to: "2025-03-05" }).total).toBe(3);
  });
});

describe("openContactMessage", () => {
  /** Opened by the admin on this site, with marking on opening on. */
  const HERE = { fromThisSite: true, markReadOnOpen: true };

  it("marks a new message read and returns it so", () => {
    const id = addMessage({ name: "Aslam" });
    expect(openContactMessage(id, HERE)).toEqual({ ...getContactMessage(id), status: "read" });
    expect(getContactMessage(id)?.status).toBe("read");
  });

  it("marks read a stored status the app does not know, which shows as new", () => {
    const id = addMessage({ name: "Hamid", status: "weird" });
    expect(openContactMessage(id, HERE)?.status).toBe("read");
  });

  it("leaves every other status as it is", () => {
    for (const status of ["read", "replied", "closed"] as const) {
      const id = addMessage({ name: `Bilal ${status}`, status });
      expect(openContactMessage(id, HERE)?.status).toBe(status);
      expect(getContactMessage(id)?.status).toBe(status);
    }
  });

  it("leaves a new message new when marking on opening is off", () => {
    const id = addMessage({ name: "Aslam" });
    expect(openContactMessage(id, { ...HERE, markReadOnOpen: false })?.status).toBe("new");
    expect(getContactMessage(id)?.status).toBe("new");
  });

  it("shows a message opened from another site (a link there followed) and leaves it new", () => {
    const id = addMessage({ name: "Aslam" });
    expect(openContactMessage(id, { ...HERE, fromThisSite: false })).toEqual(getContactMessage(id));
    expect(getContactMessage(id)?.status).toBe("new");
  });

  it("follows INBOX_MARK_READ_ON_OPEN, on by default", () => {
    const id = addMessage({ name: "Aslam" });
    expect(openContactMessage(id, { fromThisSite: true })?.status).toBe("read");
  });

  it("finds nothing for an unknown id", () => {
    expect(openContactMessage(999, HERE)).toBeUndefined();
  });
});

describe("updateContactNotes", () => {
  it("writes notes, trimmed, with LF line breaks, and returns the whole message", () => {
    const id = addMessage({ name: "Aslam" });
    const updated = valueOf(
      updateContactNotes(id, { adminNotes: "  Called back.\r\nSend rates for 200 L.  " }),
    );
    expect(updated).toEqual({
      ...getContactMessage(id),
      adminNotes: "Called back.\nSend rates for 200 L.",
    });
    expect(getContactMessage(id)?.adminNotes).toBe("Called back.\nSend rates for 200 L.");
  });

  it("replaces notes, and clears them with an empty text or null", () => {
    const id = addMessage({ name: "Aslam", adminNotes: "Old note" });
    valueOf(updateContactNotes(id, { adminNotes: "ردِعمل: کل فون کریں" }));
    expect(getContactMessage(id)?.adminNotes).toBe("ردِعمل: کل فون کریں");
    valueOf(updateContactNotes(id, { adminNotes: "   " }));
    expect(getContactMessage(id)?.adminNotes).toBeNull();
    valueOf(updateContactNotes(id, { adminNotes: "Again" }));
    valueOf(updateContactNotes(id, { adminNotes: null }));
    expect(getContactMessage(id)?.adminNotes).toBeNull();
  });

  it("takes 2,000 characters and refuses 2,001 with 400, changing nothing", () => {
    const id = addMessage({ name: "Aslam", adminNotes: "Kept" });
    valueOf(updateContactNotes(id, { adminNotes: "ن".repeat(2000) }));
    expect(getContactMessage(id)?.adminNotes).toHaveLength(2000);
    valueOf(updateContactNotes(id, { adminNotes: "Kept" }));
    const refusal = refusalOf(updateContactNotes(id, { adminNotes: "n".repeat(2001) }));
    expect(refusal).toMatchObject({
      status: 400,
      errors: { adminNotes: "Notes must be at most 2,000 characters" },
    });
    expect(getContactMessage(id)?.adminNotes).toBe("Kept");
  });

  it("refuses notes left out or not text with 400", () => {
    const id = addMessage({ name: "Aslam", adminNotes: "Kept" });
    for (const input of [{}, { adminNotes: 5 }, { adminNotes: ["a"] }, { notes: "typo" }]) {
      const refusal = refusalOf(updateContactNotes(id, input));
      expect(refusal.status, JSON.stringify(input)).toBe(400);
      expect(refusal.errors?.adminNotes, JSON.stringify(input)).toBe(
        "Notes must be text; an empty text or null clears them",
      );
    }
    expect(getContactMessage(id)?.adminNotes).toBe("Kept");
  });

  it("answers 404 for an unknown id", () => {
    expect(refusalOf(updateContactNotes(999, { adminNotes: "x" })).status).toBe(404);
  });
});
