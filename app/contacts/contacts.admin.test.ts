import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { contactMessages } from "~/db/schema";
import { resetDatabase } from "#tests/setup/db-helpers";
import { refusalOf, valueOf } from "#tests/setup/results";
import { CONTACT_STATUSES } from "./contact-fields";
import {
  contactStats,
  deleteContactMessage,
  getContactMessage,
  listContactMessages,
  updateContactStatus,
  type ContactMessage,
} from "./contacts.server";

beforeEach(resetDatabase);

/** Stores a message directly, as any status and at any time, and returns its id. */
function addMessage(name: string, status: string, createdAt = "2025-03-05T10:00:00.000Z"): number {
  return db()
    .insert(contactMessages)
    .values({
      name,
      email: `${name.toLowerCase()}@example.com`,
      subject: "product-inquiry",
      message: `${name} asks about fungicides for wheat rust.`,
      status,
      createdAt,
    })
    .returning({ id: contactMessages.id })
    .get().id;
}

const names = (messages: readonly ContactMessage[]) => messages.map((message) => message.name);

describe("contactStats", () => {
  it("is all zeros without messages", () => {
    expect(contactStats()).toEqual({ total: 0, new: 0, read: 0, replied: 0, closed: 0 });
  });

  it("counts in all and by status, an unknown stored status as new", () => {
    addMessage("Aslam", "new");
    addMessage("Bilal", "new");
    addMessage("Chaudhry", "read");
    addMessage("Dawood", "replied");
    addMessage("Ehsan", "replied");
    addMessage("Farhan", "replied");
    addMessage("Ghulam", "closed");
    addMessage("Hamid", "weird");
    expect(contactStats()).toEqual({ total: 8, new: 3, read: 1, replied: 3, closed: 1 });
  });
});

describe("listContactMessages", () => {
  it("lists newest first, and by id when received at the same instant", () => {
    addMessage("Older", "new", "2025-03-01T08:00:00.000Z");
    addMessage("Newest", "read", "2025-03-09T08:00:00.000Z");
    addMessage("Middle", "new", "2025-03-05T08:00:00.000Z");
    addMessage("Middle later id", "closed", "2025-03-05T08:00:00.000Z");
    expect(names(listContactMessages())).toEqual(["Newest", "Middle later id", "Middle", "Older"]);
  });

  it("filters by status, keeping the order", () => {
    addMessage("Older new", "new", "2025-03-01T08:00:00.000Z");
    addMessage("Read", "read", "2025-03-02T08:00:00.000Z");
    addMessage("Newer new", "new", "2025-03-03T08:00:00.000Z");
    addMessage("Closed", "closed", "2025-03-04T08:00:00.000Z");
    expect(names(listContactMessages({ status: "new" }))).toEqual(["Newer new", "Older new"]);
    expect(names(listContactMessages({ status: "read" }))).toEqual(["Read"]);
    expect(listContactMessages({ status: "replied" })).toEqual([]);
  });

  it("shows an unknown stored status as new", () => {
    addMessage("Hamid", "weird");
    expect(listContactMessages().map((message) => message.status)).toEqual(["new"]);
  });

  it("lists under New every message the stats count as new", () => {
    addMessage("Aslam", "new", "2025-03-01T08:00:00.000Z");
    addMessage("Hamid", "weird", "2025-03-02T08:00:00.000Z");
    expect(listContactMessages({ status: "new" })).toHaveLength(contactStats().new);
  });
});

describe("getContactMessage", () => {
  it("finds a message by id with every field", () => {
    const id = addMessage("Aslam", "read");
    expect(getContactMessage(id)).toEqual({
      id,
      name: "Aslam",
      email: "aslam@example.com",
      phone: null,
      subject: "product-inquiry",
      message: "Aslam asks about fungicides for wheat rust.",
      status: "read",
      adminNotes: null,
      language: "en",
      kind: "enquiry",
      district: null,
      shop: null,
      packCode: null,
      photoKey: null,
      photoWidth: null,
      photoHeight: null,
      createdAt: "2025-03-05T10:00:00.000Z",
    });
  });

  it("finds nothing for an unknown id", () => {
    const id = addMessage("Aslam", "new");
    expect(getContactMessage(id + 999)).toBeUndefined();
  });
});

describe("updateContactStatus", () => {
  it("moves any status to any other", () => {
    const id = addMessage("Aslam", "new");
    for (const from of CONTACT_STATUSES) {
      for (const to of CONTACT_STATUSES) {
        valueOf(updateContactStatus(id, from));
        const updated = valueOf(updateContactStatus(id, to));
        expect(updated.status, `${from} -> ${to}`).toBe(to);
        expect(getContactMessage(id)?.status, `${from} -> ${to}`).toBe(to);
      }
    }
  });

  it("returns the whole updated message", () => {
    const id = addMessage("Aslam", "new");
    expect(valueOf(updateContactStatus(id, "replied"))).toEqual({
      ...getContactMessage(id),
      status: "replied",
    });
  });

  it("refuses a status outside the four with 400 and changes nothing", () => {
    const id = addMessage("Aslam", "read");
    for (const status of ["archived", "NEW", "", null, 3]) {
      const refusal = refusalOf(updateContactStatus(id, status));
      expect(refusal.status, String(status)).toBe(400);
      expect(refusal.errors?.status, String(status)).toBe(
        "Status must be one of: new, read, replied, closed.",
      );
    }
    expect(getContactMessage(id)?.status).toBe("read");
  });

  it("answers 404 for an unknown id", () => {
    const id = addMessage("Aslam", "new");
    expect(refusalOf(updateContactStatus(id + 999, "read")).status).toBe(404);
    expect(getContactMessage(id)?.status).toBe("new");
  });
});

describe("deleteContactMessage", () => {
  it("deletes the message and returns it, leaving the others", () => {
    const id = addMessage("Aslam", "closed");
    addMessage("Bilal", "new");
    const before = getContactMessage(id);
    expect(valueOf(deleteContactMessage(id))).toEqual(before);
    expect(getContactMessage(id)).toBeUndefined();
    expect(names(listContactMessages())).toEqual(["Bilal"]);
  });

  it("answers 404 for an unknown id, also for a second delete", () => {
    const id = addMessage("Aslam", "new");
    expect(refusalOf(deleteContactMessage(id + 999)).status).toBe(404);
    valueOf(deleteContactMessage(id));
    expect(refusalOf(deleteContactMessage(id)).status).toBe(404);
  });
});
