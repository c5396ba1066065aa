import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, gt, isNotNull, isNull, lte, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { db, WRITE_TRANSACTION } from "~/db/db.server";
import { adminSessions, adminUsers } from "~/db/schema";
import { recordChange } from "~/trail/trail.server";
import type { TrailChannel } from "~/trail/trail-query";

/** An administrator, as a session knows them. */
export interface AdminUser {
  id: number;
  username: string;
}

/** A session lasts this long from sign-in, then the admin signs in again. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

/**
 * What a new session must do before the rest of the admin opens to it: its owner chooses their
 * own password (after a one-time one), or sets up two-factor sign-in (when it is required).
 */
export const NEXT_STEPS = ["choose-password", "enrol-two-factor"] as const;
export type NextStep = (typeof NEXT_STEPS)[number];

function isNextStep(value: string | null): value is NextStep {
  return (NEXT_STEPS as readonly (string | null)[]).includes(value);
}

export interface AdminSession {
  token: string;
  user: AdminUser;
  expiresAt: string;
  /** Absent for a session that may do everything. */
  nextStep?: NextStep;
}

/**
 * Only a hash of a token (of a session, a set-up link, a sign-in's second step, a recovery
 * code) is stored, so a copy of the database cannot be used to sign in.
 */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new random token, too long to guess. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * A sign-in: a new session of `user`, which is that account's last sign-in, made from the
 * admin's sign-in page or the API's (`channel`), and recorded in the trail.
 */
export function createAdminSession(
  user: AdminUser,
  now = new Date(),
  nextStep?: NextStep,
  channel: TrailChannel = "admin",
): AdminSession {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString();
  db().transaction((tx) => {
    tx.insert(adminSessions)
      .values({ tokenHash: hashToken(token), userId: user.id, expiresAt, nextStep })
      .run();
    const signedIn = tx
      .update(adminUsers)
      .set({ lastSignInAt: now.toISOString() })
      .where(eq(adminUsers.id, user.id))
      .returning({ name: adminUsers.name })
      .get();
    const name = signedIn?.name || user.username;
    recordChange(
      { accountId: user.id, name, channel },
      { kind: "accounts", recordId: user.id, recordName: name, action: "sign-in" },
    );
    // Expired rows of everyone are cleared now and then, here where it costs nothing extra.
    tx.delete(adminSessions).where(lte(adminSessions.expiresAt, now.toISOString())).run();
  }, WRITE_TRANSACTION);
  return nextStep ? { token, user, expiresAt, nextStep } : { token, user, expiresAt };
}

/**
 * The session a token belongs to, if it exists, has not expired and its account is active: a
 * disabled account's sessions stop on their very next request.
 */
export function findAdminSession(token: string, now = new Date()): AdminSession | null {
  if (!token || token.length > 200) return null;
  const row = db()
    .select({
      expiresAt: adminSessions.expiresAt,
      nextStep: adminSessions.nextStep,
      id: adminUsers.id,
      username: adminUsers.username,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminSessions.userId, adminUsers.id))
    .where(
      and(
        eq(adminSessions.tokenHash, hashToken(token)),
        gt(adminSessions.expiresAt, now.toISOString()),
        isNull(adminUsers.disabledAt),
      ),
    )
    .get();
  if (!row) return null;
  const session = { token, user: { id: row.id, username: row.username }, expiresAt: row.expiresAt };
  return isNextStep(row.nextStep) ? { ...session, nextStep: row.nextStep } : session;
}

/** Sets what the session must still do, or (undefined) opens the whole admin to it. */
export function setSessionNextStep(token: string, nextStep: NextStep | undefined): void {
  db()
    .update(adminSessions)
    .set({ nextStep: nextStep ?? null })
    .where(eq(adminSessions.tokenHash, hashToken(token)))
    .run();
}

/** The other live sessions of the session's account: browsers and API tokens alike. */
export function countOtherSessions(session: AdminSession, now = new Date()): number {
  return (
    db()
      .select({ count: count() })
      .from(adminSessions)
      .where(
        and(
          eq(adminSessions.userId, session.user.id),
          ne(adminSessions.tokenHash, hashToken(session.token)),
          gt(adminSessions.expiresAt, now.toISOString()),
        ),
      )
      .get()?.count ?? 0
  );
}

/**
 * Ends every session of an account (browsers and API tokens alike) but the one whose token is
 * `keep`, when given; within `writer` when given, a transaction of a larger change.
 */
export function endSessionsOf(
  userId: number,
  keep?: string,
  writer: Pick<Db, "delete"> = db(),
): void {
  writer
    .delete(adminSessions)
    .where(
      and(
        eq(adminSessions.userId, userId),
        keep === undefined ? undefined : ne(adminSessions.tokenHash, hashToken(keep)),
      ),
    )
    .run();
}

export function deleteAdminSession(token: string): void {
  db()
    .delete(adminSessions)
    .where(eq(adminSessions.tokenHash, hashToken(token)))
    .run();
}

/**
 * Keeps `flash` for the next page of this session to say once (see takeSessionFlash): it
 * replaces any flash not yet taken.
 */
export function setSessionFlash(token: string, flash: string): void {
  db()
    .update(adminSessions)
    .set({ flash })
    .where(eq(adminSessions.tokenHash, hashToken(token)))
    .run();
}

/** The session's flash, cleared as it is read: a page shows it once. Null when there is none. */
export function takeSessionFlash(token: string): string | null {
  const where = and(eq(adminSessions.tokenHash, hashToken(token)), isNotNull(adminSessions.flash));
  // Most pages have nothing to take: that costs one read and no write.
  if (!db().select({ flash: adminSessions.flash }).from(adminSessions).where(where).get()) {
    return null;
  }
  return db().transaction((tx) => {
    const row = tx.select({ flash: adminSessions.flash }).from(adminSessions).where(where).get();
    if (row) tx.update(adminSessions).set({ flash: null }).where(where).run();
    return row?.flash ?? null;
  }, WRITE_TRANSACTION);
}
