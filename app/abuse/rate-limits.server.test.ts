import { beforeEach, describe, expect, it } from "vitest";
import {
  checkLimit,
  contactSenderVerdict,
  contactVerdict,
  minutesText,
  recordContactMessage,
  recordEvent,
  recordSignInSuccess,
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
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
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

describe("sign-in throttle (by default 5 failures per username and address, 20 per address in 15 minutes; 50 per username in an hour)", () => {
  const attempt = { username: "owner", address: "203.0.113.7" };

  function failures() {
    return storedEvents().filter((event) => event.bucket === "sign-in-failure");
  }

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

  it("refuses a username from one address after 5 failures; other addresses, other usernames go on", () => {
    for (let i = 0; i < 5; i += 1) {
      expect(signInVerdict(attempt, T0 + i * 1000).allowed).toBe(true);
      reserveSignInAttempt(attempt, T0 + i * 1000);
    }
    expect(signInVerdict(attempt, T0 + 5000)).toEqual({
      allowed: false,
      retryAfterSeconds: 15 * 60 - 5,
    });
    // Case and spacing do not make another username.
    expect(signInVerdict({ ...attempt, username: " OWNER " }, T0 + 5000).allowed).toBe(false);
    expect(signInVerdict({ ...attempt, address: "198.51.100.1" }, T0 + 5000).allowed).toBe(true);
    expect(signInVerdict({ ...attempt, username: "someone" }, T0 + 5000).allowed).toBe(true);
    expect(signInVerdict(attempt, T0 + 15 * MINUTE).allowed).toBe(true);
  });

  it("refuses an address after 20 failures, whatever the usernames", () => {
    for (let i = 0; i < 20; i += 1) {
      expect(reserveSignInAttempt({ username: `guess-${i}`, address: "203.0.113.7" }, T0)).toEqual({
        allowed: true,
      });
    }
    expect(signInVerdict({ username: "owner", address: "203.0.113.7" }, T0)).toEqual({
      allowed: false,
      retryAfterSeconds: 15 * 60,
    });
    expect(signInVerdict({ username: "owner", address: "203.0.113.8" }, T0).allowed).toBe(true);
    expect(signInVerdict(attempt, T0 + 15 * MINUTE).allowed).toBe(true);
  });

  it("refuses a username after 50 failures from any addresses for an hour, but not where it signed in before", () => {
    recordSignInSuccess({ username: "owner", address: "192.0.2.1" }, T0 - 29 * DAY);
    recordSignInSuccess({ username: "owner", address: "192.0.2.2" }, T0 - 31 * DAY);
    recordSignInSuccess({ username: "someone", address: "192.0.2.3" }, T0 - DAY);
    for (let i = 0; i < 50; i += 1) {
      const from = { username: "owner", address: `198.51.100.${i}` };
      expect(reserveSignInAttempt(from, T0 + i * 1000), `failure ${i + 1}`).toEqual({
        allowed: true,
      });
    }
    expect(signInVerdict({ username: "Owner", address: "198.51.100.200" }, T0 + 50_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 60 * 60 - 50,
    });
    // The address it signed in from 29 days ago is not shut out; one of 31 days ago, or one
    // another admin signed in from, is.
    expect(signInVerdict({ username: "owner", address: "192.0.2.1" }, T0 + 50_000)).toEqual({
      allowed: true,
    });
    expect(signInVerdict({ username: "owner", address: "192.0.2.2" }, T0).allowed).toBe(false);
    expect(signInVerdict({ username: "owner", address: "192.0.2.3" }, T0).allowed).toBe(false);
    expect(signInVerdict({ username: "someone", address: "198.51.100.200" }, T0).allowed).toBe(
      true,
    );
    expect(signInVerdict({ username: "owner", address: "198.51.100.200" }, T0 + HOUR).allowed).toBe(
      true,
    );
  });

  it("still limits a known address's own failures", () => {
    recordSignInSuccess(attempt, T0 - DAY);
    for (let i = 0; i < 5; i += 1) reserveSignInAttempt(attempt, T0);
    expect(signInVerdict(attempt, T0).allowed).toBe(false);
  });

  it("forgets that username's failures from that address after a success, and no others", () => {
    for (let i = 0; i < 4; i += 1) reserveSignInAttempt(attempt, T0);
    reserveSignInAttempt({ username: "owner", address: "198.51.100.1" }, T0);
    reserveSignInAttempt(attempt, T0);
    expect(signInVerdict(attempt, T0).allowed).toBe(false);
    recordSignInSuccess({ username: "Owner", address: "203.0.113.7" }, T0);
    expect(signInVerdict(attempt, T0).allowed).toBe(true);
    expect(failures().map((event) => event.address)).toEqual(["198.51.100.1"]);
  });

  it("remembers one sign-in per username and address, for 30 days", () => {
    recordSignInSuccess(attempt, T0 - 40 * DAY);
    recordSignInSuccess({ ...attempt, username: "someone" }, T0 - 2 * DAY);
    recordSignInSuccess(attempt, T0 - DAY);
    recordSignInSuccess(attempt, T0);
    const successes = storedEvents().filter((event) => event.bucket === "sign-in-success");
    expect(successes.map((event) => [event.subject, event.address, event.at])).toEqual([
      ["someone", "203.0.113.7", T0 - 2 * DAY],
      ["owner", "203.0.113.7", T0],
    ]);
  });

  it("keys requests without an address together", () => {
    for (let i = 0; i < 20; i += 1) {
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

describe("contact limits (by default 30 per address and 5 per sender in 10 minutes)", () => {
  it("allow 30 messages per client address in 10 minutes, whoever sends them", () => {
    for (let i = 0; i < 30; i += 1) {
      expect(contactVerdict("203.0.113.7", T0 + i * 10_000).allowed).toBe(true);
      recordContactMessage("203.0.113.7", { email: `farmer${i}@example.com` }, T0 + i * 10_000);
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
      expect(contactSenderVerdict({ email: "farmer@example.com" }, T0 + i * MINUTE).allowed).toBe(
        true,
      );
      recordContactMessage(`203.0.113.${i}`, { email: "farmer@example.com" }, T0 + i * MINUTE);
    }
    expect(contactSenderVerdict({ email: " FARMER@example.com" }, T0 + 5 * MINUTE)).toEqual({
      allowed: false,
      retryAfterSeconds: 5 * 60,
    });
    expect(contactSenderVerdict({ email: "dealer@example.com" }, T0 + 5 * MINUTE).allowed).toBe(
      true,
    );
    // Five messages from five addresses leave each address far below its ceiling.
    expect(contactVerdict("203.0.113.0", T0 + 5 * MINUTE).allowed).toBe(true);
  });

  it("count a phone number as a sender, and a message with both against each", () => {
    const phone = "+923001234567";
    for (let i = 0; i < 5; i += 1) {
      expect(contactSenderVerdict({ phone }, T0 + i * MINUTE).allowed).toBe(true);
      // The first three give an e-mail too.
      const email = i < 3 ? "farmer@example.com" : null;
      recordContactMessage(`203.0.113.${i}`, { phone, email }, T0 + i * MINUTE);
    }
    const later = T0 + 5 * MINUTE;
    expect(contactSenderVerdict({ phone }, later)).toEqual({
      allowed: false,
      retryAfterSeconds: 5 * 60,
    });
    // The same phone with a fresh e-mail is still that sender.
    expect(contactSenderVerdict({ phone, email: "new@example.com" }, later).allowed).toBe(false);
    expect(contactSenderVerdict({ phone: "+923007654321" }, later).allowed).toBe(true);
    // The e-mail was given three times: two more with it, whatever the phone.
    expect(contactSenderVerdict({ email: "farmer@example.com" }, later).allowed).toBe(true);
    recordContactMessage(
      "203.0.113.9",
      { email: "farmer@example.com", phone: "+923007654321" },
      later,
    );
    recordContactMessage("203.0.113.9", { email: "farmer@example.com" }, later);
    expect(
      contactSenderVerdict({ email: "farmer@example.com", phone: "+923331112222" }, later),
    ).toEqual({ allowed: false, retryAfterSeconds: 5 * 60 });
    // Neither given (the schema never lets that through): no sender limit to apply.
    expect(contactSenderVerdict({}, later).allowed).toBe(true);
  });
});
