import { and, desc, eq, gt, lte } from "drizzle-orm";
import { serverEnv } from "~/config/env.server";
import type { Db } from "~/db/client.server";
import { db, WRITE_TRANSACTION } from "~/db/db.server";
import { rateLimitEvents } from "~/db/schema";

/**
 * Rate limits that survive a restart: every counted event is a row of rate_limit_events, and a
 * limit allows a new attempt while fewer than `max` events of its bucket fall in its window.
 */
export interface RateLimit {
  bucket: string;
  max: number;
  windowMs: number;
}

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The key of requests whose address is not known (the development server passes none). */
export const UNKNOWN_ADDRESS = "unknown";

/** Usernames and addresses are stored at most this long, whatever a client sends. */
const MAX_KEY_LENGTH = 200;

export function addressKey(address: string | undefined): string {
  const trimmed = address?.trim();
  return trimmed ? trimmed.slice(0, MAX_KEY_LENGTH) : UNKNOWN_ADDRESS;
}

/** Usernames differ only in case or spacing count as one, so such variants gain no attempts. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase().slice(0, MAX_KEY_LENGTH);
}

/** The events a limit counts: those of one address, of one subject, or of both together. */
type Scope =
  | { address: string; subject?: undefined }
  | { address?: undefined; subject: string }
  | { address: string; subject: string };

function scopeCondition(scope: Scope) {
  return and(
    scope.address === undefined ? undefined : eq(rateLimitEvents.address, scope.address),
    scope.subject === undefined ? undefined : eq(rateLimitEvents.subject, scope.subject),
  );
}

/** The database, or the transaction a check runs in. */
type Reader = Pick<Db, "select">;
type Writer = Pick<Db, "insert" | "delete">;

/**
 * Whether one more event is allowed in this scope now; if not, how many seconds until the
 * oldest event that keeps the count at `max` leaves the window.
 */
export function checkLimit(
  limit: RateLimit,
  scope: Scope,
  now = Date.now(),
  reader: Reader = db(),
): LimitVerdict {
  const recent = reader
    .select({ at: rateLimitEvents.at })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, limit.bucket),
        scopeCondition(scope),
        gt(rateLimitEvents.at, now - limit.windowMs),
      ),
    )
    .orderBy(desc(rateLimitEvents.at))
    .limit(limit.max)
    .all();
  const blocking = recent[limit.max - 1];
  if (!blocking) return { allowed: true };
  const retryAfterMs = blocking.at + limit.windowMs - now;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}

/** The stricter of several verdicts: refused if any refuses, for the longest wait. */
export function strictest(...verdicts: LimitVerdict[]): LimitVerdict {
  let wait = 0;
  for (const verdict of verdicts) {
    if (!verdict.allowed) wait = Math.max(wait, verdict.retryAfterSeconds);
  }
  return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true };
}

/** Counts one event, and drops the bucket's events that have left the window. */
export function recordEvent(
  limit: RateLimit,
  event: { address: string; subject?: string },
  now = Date.now(),
): void {
  db().transaction((tx) => insertEvent(tx, limit, event, now), WRITE_TRANSACTION);
}

/** Inserts an event, and drops the bucket's events older than the window. */
function insertEvent(
  writer: Writer,
  limit: Pick<RateLimit, "bucket" | "windowMs">,
  event: { address: string; subject?: string },
  now: number,
): void {
  writer
    .insert(rateLimitEvents)
    .values({ bucket: limit.bucket, address: event.address, subject: event.subject ?? "", at: now })
    .run();
  writer
    .delete(rateLimitEvents)
    .where(
      and(eq(rateLimitEvents.bucket, limit.bucket), lte(rateLimitEvents.at, now - limit.windowMs)),
    )
    .run();
}

/** Forgets a bucket's events of one address and subject, such as the failures a sign-in undoes. */
function clearEvents(
  writer: Writer,
  bucket: string,
  event: { address: string; subject?: string },
): void {
  writer
    .delete(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, bucket),
        eq(rateLimitEvents.address, event.address),
        eq(rateLimitEvents.subject, event.subject ?? ""),
      ),
    )
    .run();
}

/** A wait in whole minutes, rounded up, at least 1. */
export function waitMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/** "3 minutes", "1 minute": a wait in whole minutes, rounded up. */
export function minutesText(seconds: number): string {
  const minutes = waitMinutes(seconds);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

const MINUTE_MS = 60_000;

/* ---------------------------------------------------------------------------------------- */
/* Sign-in: failures per username and address, per address, and per username                */
/* ---------------------------------------------------------------------------------------- */

const DAY_MS = 24 * 60 * MINUTE_MS;

/** Every failed sign-in (and every attempt still being checked) is a row of this bucket. */
const FAILURES = "sign-in-failure";

/**
 * An address a username signed in from, remembered this long (one row per username and
 * address): failures of that username from elsewhere do not shut it out.
 */
const KNOWN_ADDRESSES = { bucket: "sign-in-success", windowMs: 30 * DAY_MS } as const;

/**
 * The three sign-in limits, all counting the failures: per username from one address, the
 * strict one; per address, a ceiling on one address guessing many usernames; per username from
 * every address together, larger and slower, against guessing from many addresses.
 */
function signInLimits() {
  const env = serverEnv();
  const windowMs = env.loginWindowMinutes * MINUTE_MS;
  return {
    perUsernameAndAddress: { bucket: FAILURES, max: env.loginMaxFailures, windowMs },
    perAddress: { bucket: FAILURES, max: env.loginMaxFailuresPerAddress, windowMs },
    perUsername: {
      bucket: FAILURES,
      max: env.loginMaxFailuresPerUsername,
      windowMs: env.loginUsernameWindowMinutes * MINUTE_MS,
    },
  } satisfies Record<string, RateLimit>;
}

export interface SignInAttempt {
  username: string;
  address: string | undefined;
}

function keysOf(attempt: SignInAttempt) {
  return { address: addressKey(attempt.address), subject: usernameKey(attempt.username) };
}

/** Whether the username signed in from this address within the last 30 days. */
function isKnownAddress(
  keys: { address: string; subject: string },
  now: number,
  reader: Reader,
): boolean {
  const known = reader
    .select({ at: rateLimitEvents.at })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, KNOWN_ADDRESSES.bucket),
        scopeCondition(keys),
        gt(rateLimitEvents.at, now - KNOWN_ADDRESSES.windowMs),
      ),
    )
    .get();
  return known !== undefined;
}

/**
 * Refused once the username from this address, or the address, has reached its failures in
 * the window; or the username has reached its failures from all addresses together, unless it
 * signed in from this address lately (so nobody can keep an admin out from where they work).
 */
export function signInVerdict(
  attempt: SignInAttempt,
  now = Date.now(),
  reader: Reader = db(),
): LimitVerdict {
  const limits = signInLimits();
  const keys = keysOf(attempt);
  return strictest(
    checkLimit(limits.perUsernameAndAddress, keys, now, reader),
    checkLimit(limits.perAddress, { address: keys.address }, now, reader),
    isKnownAddress(keys, now, reader)
      ? { allowed: true }
      : checkLimit(limits.perUsername, { subject: keys.subject }, now, reader),
  );
}

/**
 * Counts a sign-in attempt as a failure before its password is checked, if the limits allow
 * one more. The check and the count are one write transaction, so attempts sent together are
 * counted one after another and no more than the limit get their password checked. The attempt
 * stays counted unless it succeeds (recordSignInSuccess); one that fails, or breaks off,
 * remains a failure.
 */
export function reserveSignInAttempt(attempt: SignInAttempt, now = Date.now()): LimitVerdict {
  return db().transaction((tx) => {
    const verdict = signInVerdict(attempt, now, tx);
    if (!verdict.allowed) return verdict;
    const limits = Object.values(signInLimits());
    // Failures are kept as long as the longest window counts them.
    const kept = { bucket: FAILURES, windowMs: Math.max(...limits.map((limit) => limit.windowMs)) };
    insertEvent(tx, kept, keysOf(attempt), now);
    return verdict;
  }, WRITE_TRANSACTION);
}

/**
 * A successful sign-in forgets the failures of that username from that address (its own
 * attempt's too), and remembers the address as one that username signs in from.
 */
export function recordSignInSuccess(attempt: SignInAttempt, now = Date.now()): void {
  const keys = keysOf(attempt);
  db().transaction((tx) => {
    clearEvents(tx, FAILURES, keys);
    clearEvents(tx, KNOWN_ADDRESSES.bucket, keys);
    insertEvent(tx, KNOWN_ADDRESSES, keys, now);
  }, WRITE_TRANSACTION);
}

export function tooManySignInsMessage(retryAfterSeconds: number): string {
  return `Too many failed sign-in attempts. Try again in ${minutesText(retryAfterSeconds)}.`;
}

/* ---------------------------------------------------------------------------------------- */
/* Contact messages per address and per sender (e-mail address or phone number)              */
/* ---------------------------------------------------------------------------------------- */

/**
 * Per client address: a ceiling that stops floods, high because a mobile carrier puts many
 * subscribers behind one public address.
 */
export function contactLimit(): RateLimit {
  const env = serverEnv();
  return {
    bucket: "contact-message",
    max: env.contactMaxPerWindow,
    windowMs: env.contactWindowMinutes * MINUTE_MS,
  };
}

/**
 * Per sender: what one person may send in the window. A sender is an e-mail address or a
 * phone number; a message that gives both counts against each.
 */
export function contactSenderLimit(): RateLimit {
  const env = serverEnv();
  return {
    bucket: "contact-sender",
    max: env.contactMaxPerEmail,
    windowMs: env.contactWindowMinutes * MINUTE_MS,
  };
}

/** Who sent a message: the e-mail address and the phone number (in its stored form) it gave. */
export interface ContactSender {
  email?: string | null;
  phone?: string | null;
}

/** E-mail addresses that differ only in case or spacing are one sender. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase().slice(0, MAX_KEY_LENGTH);
}

/** The keys a sender counts under: a phone arrives in one form already (+923001234567). */
function senderKeys({ email, phone }: ContactSender): string[] {
  return [
    email ? emailKey(email) : null,
    phone ? phone.trim().slice(0, MAX_KEY_LENGTH) : null,
  ].filter((key): key is string => key !== null && key !== "");
}

export function contactVerdict(address: string | undefined, now = Date.now()): LimitVerdict {
  return checkLimit(contactLimit(), { address: addressKey(address) }, now);
}

/** Whether the sender may send one more: refused if their e-mail or their phone has no room. */
export function contactSenderVerdict(sender: ContactSender, now = Date.now()): LimitVerdict {
  const limit = contactSenderLimit();
  return strictest(...senderKeys(sender).map((key) => checkLimit(limit, { subject: key }, now)));
}

/** Counts a stored message against its client address and each of its sender's keys. */
export function recordContactMessage(
  address: string | undefined,
  sender: ContactSender,
  now = Date.now(),
): void {
  const from = addressKey(address);
  recordEvent(contactLimit(), { address: from }, now);
  for (const key of senderKeys(sender)) {
    recordEvent(contactSenderLimit(), { address: from, subject: key }, now);
  }
}

/* ---------------------------------------------------------------------------------------- */
/* Pack verification per client address                                                     */
/* ---------------------------------------------------------------------------------------- */

/**
 * Checks of pack codes or batch numbers per client address, so that codes cannot be guessed:
 * every check counts, whatever it found.
 */
export function verifyLimit(): RateLimit {
  const env = serverEnv();
  return {
    bucket: "pack-verification",
    max: env.verifyMaxPerWindow,
    windowMs: env.verifyWindowMinutes * MINUTE_MS,
  };
}

/**
 * Counts one check from this address, if the limit allows one more. The look and the count are
 * one write transaction, so checks sent together are counted one after another and no more than
 * the limit are answered.
 */
export function reserveVerification(address: string | undefined, now = Date.now()): LimitVerdict {
  const limit = verifyLimit();
  const event = { address: addressKey(address) };
  return db().transaction((tx) => {
    const verdict = checkLimit(limit, event, now, tx);
    if (verdict.allowed) insertEvent(tx, limit, event, now);
    return verdict;
  }, WRITE_TRANSACTION);
}
