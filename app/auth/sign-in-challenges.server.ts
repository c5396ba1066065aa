import { and, eq, gt, isNull, lte } from "drizzle-orm";
import { db } from "~/db/db.server";
import { adminSignInChallenges, adminUsers } from "~/db/schema";
import type { AdminUser } from "./admin-users.server";
import { hashToken, newToken } from "./sessions.server";

/*
 * The sign-in form's second step (two-factor sign-in): once the password is right, the page
 * asks for the code, carrying a token of this step instead of the password. The step lasts a
 * few minutes and ends with the sign-in; only a hash of its token is stored.
 */

export const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

/** A second step for `user`, whose password was right at `now`; answers its token. */
export function startSignInChallenge(user: AdminUser, now = new Date()): string {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + CHALLENGE_LIFETIME_MS).toISOString();
  db()
    .insert(adminSignInChallenges)
    .values({ tokenHash: hashToken(token), userId: user.id, expiresAt })
    .run();
  db()
    .delete(adminSignInChallenges)
    .where(lte(adminSignInChallenges.expiresAt, now.toISOString()))
    .run();
  return token;
}

/** The account of a second step still under way, if its account is still active. */
export function findSignInChallenge(token: string, now = new Date()): AdminUser | null {
  if (!token || token.length > 200) return null;
  const row = db()
    .select({ id: adminUsers.id, username: adminUsers.username })
    .from(adminSignInChallenges)
    .innerJoin(adminUsers, eq(adminSignInChallenges.userId, adminUsers.id))
    .where(
      and(
        eq(adminSignInChallenges.tokenHash, hashToken(token)),
        gt(adminSignInChallenges.expiresAt, now.toISOString()),
        isNull(adminUsers.disabledAt),
      ),
    )
    .get();
  return row ?? null;
}

export function endSignInChallenge(token: string): void {
  db()
    .delete(adminSignInChallenges)
    .where(eq(adminSignInChallenges.tokenHash, hashToken(token)))
    .run();
}
