import { beforeEach, describe, expect, it } from "vitest";
import {
  checkLimit,
  clearSignInFailures,
  contactEmailVerdict,
  contactVerdict,
  minutesText,
  recordContactMessage,
  recordEvent,
  reserveSignInAttempt,
  signInVerdict,
  tooManySignInsMessage,
  UNKNOWN_ADDRESS,
  type RateLimit,
} from "~/abuse/rate-limits.server";
import { db } from "~/db/db.server";
import { rateLimitEvents } from "~/db/schema";
import { resetDatabase } from "#tests/setup/db-helpers";

const MINUTE = 60_000;
const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);

const limit: RateLimit = { bucket: "test", max: 3, windowMs: 10 * MINUTE };

function storedEvents() {
  return db().select().from(rateLimitEvents).all();
}

beforeEach(resetDatabase);

describe("checkLimit and recordEvent", () => {
  it("allows max events in the window, then refuses until the oldest counted one leaves it", () => {
    recordEvent(limit, { address: "10.0.0.1" }, T0);
    recordEvent(limit, { address: "10.0.0.1" }, T0 + 1 * MINUTE);
    expect(checkLimit(limit, { address: "10.0.0.1" }, T0 + 2 * MINUTE)).toEqual({ allowed: true });
    recordEvent(limit, { address: "10.0.0.1" }, T0 + 2 * MINUTE);

    // Three events: the first leaves the window at T0 + 10 minutes.
    expect(checkLimit(limit, { address: "10.0.0.1" }, T0 + 3 * MINUTE)).toEqual({
      allowed: false,
      retryAfterSeconds: 7 * 60,
    });
    expect(checkLimit(limit, { address: "10.0.0.1" }, T0 + 10 * MINUTE - 500)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(checkLimit(limit, { address: "10.0.0.1" }, T0 + 10 * MINUTE)).toEqual({
      allowed: true,
    });
  });

  it("counts each address, subject and bucket on its own", () => {
    for (let i = 0; i < 3; i += 1) recordEvent(limit, { address: "10.0.0.1", subject: "a" }, T0);
    expect(checkLimit(limit, { address: "10.0.0.1" }, T0).allowed).toBe(false);
    expect(checkLimit(limit, { subject: "a" }, T0).allowed).toBe(false);
    expect(checkLimit(limit, { address: "10.0.0.2" }, T0).allowed).toBe(true);
    expect(checkLimit(limit, { subject: "b" }, T0).allowed).toBe(true);
    expect(checkLimit({ ...limit, bucket: "other" }, { address: "10.0.0.1" }, T0).allowed).toBe(
      true,
    );
  });

  it("prunes the bucket's events that have left the window as new ones arrive", () => {
    recordEvent(limit, { address: "10.0.0.1" }, T0);
    recordEvent({ ...limit, bucket: "other" }, { address: "10.0.0.1" }, T0);
    recordEvent(limit, { address: "10.0.0.9" }, T0 + 11 * MINUTE);
    expect(storedEvents().map((event) => [event.bucket, event.address])).toEqual([
      ["other", "10.0.0.1"],
      ["test", "10.0.0.9"],
    ]);
  });
});

describe("sign-in throttle (LOGIN_MAX_FAILURES=5 in 15 minutes by default)", () => {
  const attempt = { username: "owner", address: "203.0.113.7" };

  it("counts an attempt as it is let through, before any password is checked; a refused one adds nothing", () => {
    for (let i = 0; i < 5; i += 1) {
      expect(reserveSignInAttempt(attempt, T0).allowed, `attempt ${i + 1}`).toBe(true);
      expect(storedEvents()).toHaveLength(i + 1);
    }
    expect(reserveSignInAttempt(attempt, T0)).toEqual({
      allowed: false,
      retryAfterSeconds: 15 * 60,
    });
    expect(storedEvents()).toHaveLength(5);
  });

  it("refuses after 5 failures of one username, from any address", () => {
    for (let i = 0; i < 5; i += 1) {
      expect(signInVerdict(attempt, T0 + i * 1000).allowed).toBe(true);
      reserveSignInAttempt({ username: "owner", address: `203.0.113.${i}` }, T0 + i * 1000);
    }
    const verdict = signInVerdict({ username: "owner", address: "198.51.100.1" }, T0 + 5000);
    expect(verdict).toEqual({ allowed: false, retryAfterSeconds: 15 * 60 - 5 });
    // Case and spacing do not make another username.
    expect(signInVerdict({ username: " OWNER ", address: "198.51.100.2" }, T0).allowed).toBe(false);
    expect(signInVerdict({ username: "someone", address: "198.51.100.1" }, T0).allowed).toBe(true);
  });

  it("refuses after 5 failures from one address, whatever the usernames", () => {
    for (let i = 0; i < 5; i += 1) {
      reserveSignInAttempt({ username: `guess-${i}`, address: "203.0.113.7" }, T0);
    }
    expect(signInVerdict({ username: "owner", address: "203.0.113.7" }, T0).allowed).toBe(false);
    expect(signInVerdict({ username: "owner", address: "203.0.113.8" }, T0).allowed).toBe(true);
    expect(signInVerdict(attempt, T0 + 15 * MINUTE).allowed).toBe(true);
  });

  it("forgets that username's failures from that address after a success, and no others", () => {
    for (let i = 0; i < 4; i += 1) reserveSignInAttempt(attempt, T0);
    reserveSignInAttempt({ username: "owner", address: "198.51.100.1" }, T0);
    expect(signInVerdict(attempt, T0).allowed).toBe(false);
    clearSignInFailures({ username: "Owner", address: "203.0.113.7" });
    expect(signInVerdict(attempt, T0).allowed).toBe(true);
    expect(storedEvents().map((event) => event.address)).toEqual(["198.51.100.1"]);
  });

  it("keys requests without an address together", () => {
    for (let i = 0; i < 5; i += 1) {
      reserveSignInAttempt({ username: `u${i}`, address: undefined }, T0);
    }
    expect(signInVerdict({ username: "x", address: "" }, T0).allowed).toBe(false);
    expect(storedEvents().every((event) => event.address === UNKNOWN_ADDRESS)).toBe(true);
  });

  it("says how long to wait in whole minutes", () => {
    expect(tooManySignInsMessage(14 * 60 + 1)).toBe(
      "Too many failed sign-in attempts. Try again in 15 minutes.",
    );
    expect(tooManySignInsMessage(30)).toBe(
      "Too many failed sign-in attempts. Try again in 1 minute.",
    );
    expect(minutesText(120)).toBe("2 minutes");
  });
});

describe("contact limits (by default 30 per address and 5 per e-mail address in 10 minutes)", () => {
  it("allow 30 messages per client address in 10 minutes, whoever sends them", () => {
    for (let i = 0; i < 30; i += 1) {
      expect(contactVerdict("203.0.113.7", T0 + i * 10_000).allowed).toBe(true);
      recordContactMessage("203.0.113.7", `farmer${i}@example.com`, T0 + i * 10_000);
    }
    expect(contactVerdict("203.0.113.7", T0 + 300_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 5 * 60,
    });
    expect(contactVerdict("203.0.113.8", T0 + 300_000).allowed).toBe(true);
    expect(contactVerdict("203.0.113.7", T0 + 10 * MINUTE).allowed).toBe(true);
  });

  it("allow 5 messages per e-mail address in 10 minutes, from any client address", () => {
    for (let i = 0; i < 5; i += 1) {
      expect(contactEmailVerdict("farmer@example.com", T0 + i * MINUTE).allowed).toBe(true);
      recordContactMessage(`203.0.113.${i}`, "farmer@example.com", T0 + i * MINUTE);
    }
    expect(contactEmailVerdict(" FARMER@example.com", T0 + 5 * MINUTE)).toEqual({
      allowed: false,
      retryAfterSeconds: 5 * 60,
    });
    expect(contactEmailVerdict("dealer@example.com", T0 + 5 * MINUTE).allowed).toBe(true);
    // Five messages from five addresses leave each address far below its ceiling.
    expect(contactVerdict("203.0.113.0", T0 + 5 * MINUTE).allowed).toBe(true);
  });
});
