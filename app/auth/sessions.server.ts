import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, lte } from "drizzle-orm";
import { db, WRITE_TRANSACTION } from "~/db/db.server";
import { adminSessions, adminUsers } from "~/db/schema";
import type { AdminUser } from "./admin-users.server";

/** A session lasts this long from sign-in, then the admin signs in again. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

export interface AdminSession {
  token: string;
  user: AdminUser;
  expiresAt: string;
}

/** Only a hash of the token is stored, so a copy of the database cannot be used to sign in. */
function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function createAdminSession(user: AdminUser, now = new Date()): AdminSession {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString();
  db()
    .insert(adminSessions)
    .values({ tokenHash: hashToken(token), userId: user.id, expiresAt })
    .run();
  // Expired rows of everyone are cleared now and then, here where it costs nothing extra.
  db().delete(adminSessions).where(lte(adminSessions.expiresAt, now.toISOString())).run();
  return { token, user, expiresAt };
}

/** The session a token belongs to, if it exists and has not expired. */
export function findAdminSession(token: string, now = new Date()): AdminSession | null {
  if (!token || token.length > 200) return null;
  const row = db()
    .select({
      expiresAt: adminSessions.expiresAt,
      id: adminUsers.id,
      username: adminUsers.username,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminSessions.userId, adminUsers.id))
    .where(
      and(
        eq(adminSessions.tokenHash, hashToken(token)),
        gt(adminSessions.expiresAt, now.toISOString()),
      ),
    )
    .get();
  if (!row) return null;
  return { token, user: { id: row.id, username: row.username }, expiresAt: row.expiresAt };
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
