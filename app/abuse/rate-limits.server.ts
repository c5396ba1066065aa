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

function insertEvent(
  writer: Writer,
  limit: RateLimit,
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

/** Forgets the events of one address and subject, such as the failures a sign-in undoes. */
export function clearEvents(limit: RateLimit, event: { address: string; subject?: string }): void {
  db()
    .delete(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, limit.bucket),
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
/* Sign-in: failures per username and per address                                           */
/* ---------------------------------------------------------------------------------------- */

export function signInLimit(): RateLimit {
  const env = serverEnv();
  return {
    bucket: "sign-in-failure",
    max: env.loginMaxFailures,
    windowMs: env.loginWindowMinutes * MINUTE_MS,
  };
}

export interface SignInAttempt {
  username: string;
  address: string | undefined;
}

/** Refused once either the username or the address has reached its failures in the window. */
export function signInVerdict(
  attempt: SignInAttempt,
  now = Date.now(),
  reader: Reader = db(),
): LimitVerdict {
  const limit = signInLimit();
  return strictest(
    checkLimit(limit, { subject: usernameKey(attempt.username) }, now, reader),
    checkLimit(limit, { address: addressKey(attempt.address) }, now, reader),
  );
}

/**
 * Counts a sign-in attempt as a failure before its password is checked, if the limits allow
 * one more. The check and the count are one write transaction, so attempts sent together are
 * counted one after another and no more than the limit get their password checked. The attempt
 * stays counted unless it succeeds (clearSignInFailures); one that fails, or breaks off,
 * remains a failure.
 */
export function reserveSignInAttempt(attempt: SignInAttempt, now = Date.now()): LimitVerdict {
  return db().transaction((tx) => {
    const verdict = signInVerdict(attempt, now, tx);
    if (!verdict.allowed) return verdict;
    insertEvent(
      tx,
      signInLimit(),
      { address: addressKey(attempt.address), subject: usernameKey(attempt.username) },
      now,
    );
    return verdict;
  }, WRITE_TRANSACTION);
}

/** A successful sign-in forgets the failures of that username from that address, its own too. */
export function clearSignInFailures(attempt: SignInAttempt): void {
  clearEvents(signInLimit(), {
    address: addressKey(attempt.address),
    subject: usernameKey(attempt.username),
  });
}

export function tooManySignInsMessage(retryAfterSeconds: number): string {
  return `Too many failed sign-in attempts. Try again in ${minutesText(retryAfterSeconds)}.`;
}

/* ---------------------------------------------------------------------------------------- */
/* Contact messages per address and per e-mail address                                      */
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

/** Per e-mail address: what one person may send in the window. */
export function contactEmailLimit(): RateLimit {
  const env = serverEnv();
  return {
    bucket: "contact-email",
    max: env.contactMaxPerEmail,
    windowMs: env.contactWindowMinutes * MINUTE_MS,
  };
}

/** E-mail addresses that differ only in case or spacing are one sender. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase().slice(0, MAX_KEY_LENGTH);
}

export function contactVerdict(address: string | undefined, now = Date.now()): LimitVerdict {
  return checkLimit(contactLimit(), { address: addressKey(address) }, now);
}

export function contactEmailVerdict(email: string, now = Date.now()): LimitVerdict {
  return checkLimit(contactEmailLimit(), { subject: emailKey(email) }, now);
}

/** Counts a stored message against its client address and its e-mail address. */
export function recordContactMessage(
  address: string | undefined,
  email: string,
  now = Date.now(),
): void {
  recordEvent(contactLimit(), { address: addressKey(address) }, now);
  recordEvent(contactEmailLimit(), { address: addressKey(address), subject: emailKey(email) }, now);
}
