// The limits must hold across a restart: the events are rows of the SQLite file, so closing the
// connection and opening the file again (what a new process does) keeps them.
import { describe, expect, it } from "vitest";
import {
  contactSenderVerdict,
  recordContactMessage,
  reserveSignInAttempt,
  signInVerdict,
} from "~/abuse/rate-limits.server";
import { serverEnv } from "~/config/env.server";
import { db } from "~/db/db.server";

const holder = globalThis as typeof globalThis & { __appDb?: unknown };

function restart(): void {
  db().$client.close();
  holder.__appDb = undefined;
}

describe("rate limits across a restart", () => {
  it("still refuses sign-ins and messages after the database is closed and reopened", () => {
    expect(serverEnv().databasePath).not.toBe(":memory:");
    const now = Date.now();
    for (let i = 0; i < 5; i += 1) {
      reserveSignInAttempt({ username: "owner", address: "203.0.113.50" }, now);
      recordContactMessage("203.0.113.60", { email: "farmer@example.com" }, now);
    }
    restart();
    expect(db().$client.open).toBe(true);
    expect(signInVerdict({ username: "owner", address: "203.0.113.50" }, now).allowed).toBe(false);
    expect(signInVerdict({ username: "owner", address: "198.51.100.1" }, now).allowed).toBe(true);
    expect(contactSenderVerdict({ email: "Farmer@Example.com" }, now).allowed).toBe(false);
    expect(contactSenderVerdict({ email: "other@example.com" }, now).allowed).toBe(true);
  });
});
