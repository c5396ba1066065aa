import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { SITE } from "~/config/site";
import { RECOVERY_CODE_COUNT } from "./account-schema";
import { WRONG_CODE_MESSAGE } from "./sign-in-schema";
import type { Db } from "~/db/client.server";
import { db, WRITE_TRANSACTION } from "~/db/db.server";
import { adminRecoveryCodes, adminUsers } from "~/db/schema";
import { getSetting, setSetting } from "~/db/settings.server";
import { ok, refuse, type Result } from "~/lib/result";
import { readableCode } from "./password.server";
import { hashToken } from "./sessions.server";
import { recordChange, type Actor } from "~/trail/trail.server";

/*
 * Two-factor sign-in with an authenticator app: TOTP (RFC 6238) through the otpauth library,
 * with the parameters every authenticator app takes (SHA-1, 6 digits, 30 seconds). Each function
 * that depends on the time takes it (`now`, epoch ms), so tests control the clock.
 */

const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** A code of the step before or after is accepted too: a phone's clock may be a little off. */
const WINDOW = 1;
const SECRET_BYTES = 20;
const REQUIRED_SETTING = "require_two_factor";

export const TWO_FACTOR_REQUIRED_MESSAGE =
  "Two-factor sign-in is required for every account, so it cannot be turned off.";
export const ENROL_YOURSELF_FIRST_MESSAGE =
  "Set up two-factor sign-in for your own account first (Your account), then require it for everyone.";
const NOT_STARTED_MESSAGE = "Start setting up two-factor sign-in first.";
const NOT_ON_MESSAGE = "Two-factor sign-in is not on for this account.";

function totp(secret: string, username: string): TOTP {
  return new TOTP({
    issuer: SITE.name,
    label: username,
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/**
 * The 30-second step `code` belongs to for this secret at `now`, or null when it is none of
 * the steps accepted. Spaces a person types between the digits do not count.
 */
function stepOfCode(secret: string, username: string, code: string, now: number): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret, username).validate({ token, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** Whether every account must sign in with a code (a setting an administrator turns on). */
export function twoFactorRequired(): boolean {
  return getSetting(REQUIRED_SETTING) === "1";
}

export function hasTwoFactor(userId: number): boolean {
  return (
    db()
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(eq(adminUsers.id, userId), isNotNull(adminUsers.totpSecret)))
      .get() !== undefined
  );
}

/**
 * Turns the requirement on or off. The administrator who turns it on must have two-factor
 * sign-in themselves, so that nobody requires of others what they have not done.
 */
export function setTwoFactorRequired(
  required: boolean,
  actorId: number,
  by?: Actor,
): Result<boolean> {
  if (required && !hasTwoFactor(actorId)) return refuse(409, ENROL_YOURSELF_FIRST_MESSAGE);
  db().transaction(() => {
    const before = twoFactorRequired();
    setSetting(REQUIRED_SETTING, required ? "1" : "0");
    recordChange(by, {
      kind: "accounts",
      recordId: null,
      recordName: "Two-factor sign-in for everyone",
      action: "two-factor-required",
      before: { required: before },
      after: { required },
    });
  }, WRITE_TRANSACTION);
  return ok(required);
}

/** Records that two-factor sign-in of an account was turned on or off, by its owner. */
function recordTwoFactor(by: Actor | undefined, userId: number, on: boolean): void {
  recordChange(by, {
    kind: "accounts",
    recordId: userId,
    recordName: by?.accountId === userId ? by.name : (userRow(userId)?.username ?? ""),
    action: on ? "two-factor-on" : "two-factor-off",
    before: { twoFactor: !on },
    after: { twoFactor: on },
  });
}

/** An enrolment under way: the secret to type, and the otpauth:// address its QR code holds. */
export interface Enrolment {
  secret: string;
  uri: string;
}

function userRow(userId: number) {
  return db()
    .select({
      username: adminUsers.username,
      totpSecret: adminUsers.totpSecret,
      totpPendingSecret: adminUsers.totpPendingSecret,
      totpLastStep: adminUsers.totpLastStep,
    })
    .from(adminUsers)
    .where(eq(adminUsers.id, userId))
    .get();
}

/**
 * Starts enrolling (again): a new secret, kept beside the account until a first code confirms
 * it. A secret already confirmed keeps working until then.
 */
export function startEnrolment(userId: number): Enrolment | null {
  const row = userRow(userId);
  if (!row) return null;
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  db().update(adminUsers).set({ totpPendingSecret: secret }).where(eq(adminUsers.id, userId)).run();
  return { secret, uri: totp(secret, row.username).toString() };
}

/** The enrolment under way, if any. */
export function pendingEnrolment(userId: number): Enrolment | null {
  const row = userRow(userId);
  if (!row?.totpPendingSecret) return null;
  const secret = row.totpPendingSecret;
  return { secret, uri: totp(secret, row.username).toString() };
}

export function cancelEnrolment(userId: number): void {
  db().update(adminUsers).set({ totpPendingSecret: null }).where(eq(adminUsers.id, userId)).run();
}

/** The enrolment's QR code, as an SVG drawing to put in the page. */
export function enrolmentQrSvg(enrolment: Enrolment): Promise<string> {
  return QRCode.toString(enrolment.uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

/** A recovery code as typed: in any case, with or without its dash and spaces. */
function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, "");
}

/** New recovery codes for the account, replacing its old ones; only their hashes are kept. */
function replaceRecoveryCodes(tx: Pick<Db, "insert" | "delete">, userId: number): string[] {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => readableCode([5, 5]));
  tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId)).run();
  tx.insert(adminRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashToken(normalizeRecoveryCode(code)) })))
    .run();
  return codes;
}

/**
 * Confirms the enrolment under way with a first code from the app: two-factor sign-in is on,
 * and the answer is the recovery codes, to show once.
 */
export function confirmEnrolment(
  userId: number,
  code: string,
  now = Date.now(),
  by?: Actor,
): Result<string[]> {
  return db().transaction((tx) => {
    const row = userRow(userId);
    if (!row?.totpPendingSecret) return refuse(409, NOT_STARTED_MESSAGE);
    const step = stepOfCode(row.totpPendingSecret, row.username, code, now);
    if (step === null) return refuse(400, WRONG_CODE_MESSAGE, { code: WRONG_CODE_MESSAGE });
    tx.update(adminUsers)
      .set({ totpSecret: row.totpPendingSecret, totpPendingSecret: null, totpLastStep: step })
      .where(eq(adminUsers.id, userId))
      .run();
    recordTwoFactor(by, userId, true);
    return ok(replaceRecoveryCodes(tx, userId));
  }, WRITE_TRANSACTION);
}

/** New recovery codes, to show once; the old ones stop working. */
export function renewRecoveryCodes(userId: number): Result<string[]> {
  return db().transaction((tx) => {
    if (!userRow(userId)?.totpSecret) return refuse(409, NOT_ON_MESSAGE);
    return ok(replaceRecoveryCodes(tx, userId));
  }, WRITE_TRANSACTION);
}

/** How many of the account's recovery codes are still unused. */
export function unusedRecoveryCodes(userId: number): number {
  return db()
    .select({ id: adminRecoveryCodes.id })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)))
    .all().length;
}

/** Removes two-factor sign-in from an account: its secret and its recovery codes. */
export function removeTwoFactor(userId: number, tx: Pick<Db, "update" | "delete"> = db()): void {
  tx.update(adminUsers)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
    .where(eq(adminUsers.id, userId))
    .run();
  tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId)).run();
}

/** The owner turns two-factor sign-in off; not while it is required for everyone. */
export function turnOffTwoFactor(userId: number, by?: Actor): Result<void> {
  if (twoFactorRequired()) return refuse(409, TWO_FACTOR_REQUIRED_MESSAGE);
  db().transaction(() => {
    removeTwoFactor(userId);
    recordTwoFactor(by, userId, false);
  }, WRITE_TRANSACTION);
  return ok(undefined);
}

/**
 * Whether `code` is the account's authenticator code at `now`, or one of its unused recovery
 * codes. Either is used up by being accepted: an authenticator code (and any older one) is not
 * accepted again, a recovery code never again.
 */
export function checkSecondFactor(userId: number, code: string, now = Date.now()): boolean {
  return db().transaction((tx) => {
    const row = userRow(userId);
    if (!row?.totpSecret) return false;
    const step = stepOfCode(row.totpSecret, row.username, code, now);
    if (step !== null) {
      if (row.totpLastStep !== null && step <= row.totpLastStep) return false;
      tx.update(adminUsers).set({ totpLastStep: step }).where(eq(adminUsers.id, userId)).run();
      return true;
    }
    const normalized = normalizeRecoveryCode(code);
    if (normalized.length !== 10) return false;
    const used = tx
      .update(adminRecoveryCodes)
      .set({ usedAt: new Date(now).toISOString() })
      .where(
        and(
          eq(adminRecoveryCodes.userId, userId),
          eq(adminRecoveryCodes.codeHash, hashToken(normalized)),
          isNull(adminRecoveryCodes.usedAt),
        ),
      )
      .run();
    return used.changes > 0;
  }, WRITE_TRANSACTION);
}
