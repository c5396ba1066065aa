import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { resetDatabase } from "#tests/setup/db-helpers";
import { createContactMessage, deleteContactMessage } from "~/contacts/contacts.server";
import { db } from "~/db/db.server";
import { notificationOutbox } from "~/db/schema";
import { episode, log } from "~/lib/log.server";
import type { OutgoingMail } from "./enquiry-mail";
import { GIVE_UP_AFTER_MS, makePendingDue, outboxSummary, retryDelayMs } from "./outbox.server";
import { deliverDueNotifications, type MailTransport } from "./sender.server";

beforeEach(resetDatabase);

const SETTINGS = {
  to: ["staff@example.com"],
  from: "website@example.com",
  origin: "https://agro.example",
};

/** The message of each line logged at `level` while the test runs (pino: message last). */
function loggedAt(level: "error" | "info"): string[] {
  const lines: string[] = [];
  vi.spyOn(log(), level).mockImplementation(((...args: unknown[]) => {
    lines.push(String(args.at(-1)));
  }) as never);
  return lines;
}

/**
 * A mail server stand-in: it keeps what it accepts, or refuses everything while `down`. What
 * the sender logs of it, as the test expects, is kept in `logged` (errors) and `told` (the rest);
 * `deliver` is one round of the sender, with a log episode of the test's own.
 */
function fakeServer() {
  const logged = loggedAt("error");
  const told = loggedAt("info");
  const trouble = episode("notification-mail");
  const received: OutgoingMail[] = [];
  const server = {
    down: false,
    received,
    logged,
    told,
    deliver: (clock?: () => number) =>
      deliverDueNotifications(server.transport, SETTINGS, clock, trouble),
    transport: {
      sendMail: async (mail: OutgoingMail) => {
        if (server.down)
          throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" });
        received.push(mail);
      },
    } satisfies MailTransport,
  };
  return server;
}

function store(name: string, notify = true) {
  return createContactMessage(
    {
      name,
      email: "farmer@example.com",
      phone: undefined,
      subject: "general",
      message: "Which spray for wheat rust?",
    },
    { notify },
  );
}

const outboxRows = () => db().select().from(notificationOutbox).all();

describe("the notification outbox", () => {
  it("is written with the message when notifications are on, and not when they are off", () => {
    const on = store("Notified");
    store("Not notified", false);
    expect(outboxRows()).toMatchObject([{ contactId: on.id, attempts: 0, sentAt: null }]);
  });

  it("delivers each due notification once", async () => {
    const server = fakeServer();
    const message = store("Aslam");
    expect(await server.deliver()).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(await server.deliver()).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(server.received.map((mail) => mail.replyTo?.name)).toEqual(["Aslam"]);
    expect(outboxRows()[0]?.sentAt).not.toBeNull();
    expect(outboxSummary()).toMatchObject({ waiting: 0, failedCount: 0 });
    expect(message.id).toBe(outboxRows()[0]?.contactId);
  });

  it("retries with growing waits while the mail server is down, then delivers", async () => {
    const server = fakeServer();
    server.down = true;
    store("Waiting");
    let now = Date.now();
    const clock = () => now;
    expect(await server.deliver(clock)).toEqual({
      sent: 0,
      failed: 1,
    });
    expect(outboxRows()[0]).toMatchObject({
      attempts: 1,
      lastError: "ESOCKET: connect ECONNREFUSED",
    });
    expect(outboxSummary()).toMatchObject({
      waiting: 1,
      retryingError: "ESOCKET: connect ECONNREFUSED",
    });
    // Not due again before its wait is over.
    now += retryDelayMs(1) - 1000;
    expect(await server.deliver(clock)).toEqual({
      sent: 0,
      failed: 0,
    });
    now += 2000;
    expect(await server.deliver(clock)).toEqual({
      sent: 0,
      failed: 1,
    });
    expect(outboxRows()[0]?.attempts).toBe(2);
    // Two failed tries, one line: the log tells the outage, not each retry.
    expect(server.logged).toEqual([
      "E-mailing the staff about new messages failed; retrying with growing waits: ESOCKET: connect ECONNREFUSED",
    ]);
    expect(server.told).toEqual([]);

    server.down = false;
    now += retryDelayMs(2);
    expect(await server.deliver(clock)).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(server.received).toHaveLength(1);
    expect(server.told).toEqual(["E-mailing the staff about new messages works again"]);
    expect(server.logged).toHaveLength(1);

    // A new outage is told again.
    server.down = true;
    store("Next outage");
    await server.deliver(clock);
    expect(server.logged).toHaveLength(2);
  });

  it("waits 30 s after the first failure, doubling up to 30 minutes", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(30 * 60_000);
  });

  it("makes every pending notification due at start, so a restart retries at once", async () => {
    const server = fakeServer();
    server.down = true;
    store("After restart");
    await server.deliver();
    server.down = false;
    expect(await server.deliver()).toEqual({
      sent: 0,
      failed: 0,
    });
    makePendingDue();
    expect(await server.deliver()).toEqual({
      sent: 1,
      failed: 0,
    });
  });

  it("gives up a day after the message came and shows the failure", async () => {
    const server = fakeServer();
    server.down = true;
    const message = store("Given up");
    const created = Date.parse(outboxRows()[0]!.createdAt);
    await server.deliver(() => created + GIVE_UP_AFTER_MS);
    expect(outboxRows()[0]?.failedAt).not.toBeNull();
    expect(server.logged).toEqual([
      "E-mailing the staff about new messages failed; retrying with growing waits: ESOCKET: connect ECONNREFUSED",
      `Gave up e-mailing the staff about message ${message.id} after a day: ESOCKET: connect ECONNREFUSED`,
    ]);
    expect(outboxSummary()).toMatchObject({
      waiting: 0,
      failedCount: 1,
      failed: [{ contactId: message.id, contactName: "Given up", attempts: 1 }],
    });
    makePendingDue();
    server.down = false;
    expect(await server.deliver()).toEqual({
      sent: 0,
      failed: 0,
    });
  });

  it("goes with its message when the message is deleted", () => {
    const message = store("Deleted");
    deleteContactMessage(message.id);
    expect(
      db()
        .select()
        .from(notificationOutbox)
        .where(eq(notificationOutbox.contactId, message.id))
        .all(),
    ).toEqual([]);
  });
});
