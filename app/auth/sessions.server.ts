import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import { db } from "~/db/db.server";
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
