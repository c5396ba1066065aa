import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { db, WRITE_TRANSACTION } from "~/db/db.server";
import { adminUsers } from "~/db/schema";
import { MIN_PASSWORD_LENGTH } from "./account-schema";
import { hashPassword, verifyPassword } from "./password.server";
import { endSessionsOf, type AdminUser } from "./sessions.server";
import { removeTwoFactor } from "./two-factor.server";
import { log } from "~/lib/log.server";

export type { AdminUser };

export { MIN_PASSWORD_LENGTH };

/**
 * The admin with this username and password, or null. A missing user costs the same hashing
 * time as a wrong password, so response times do not reveal which usernames exist.
 */
export async function checkAdminCredentials(
  username: string,
  password: string,
): Promise<AdminUser | null> {
  const row = db().select().from(adminUsers).where(eq(adminUsers.username, username)).get();
  const valid = await verifyPassword(password, row?.passwordHash ?? (await dummyHash()));
  return row && valid ? { id: row.id, username: row.username } : null;
}

// A real hash of a random password, compared against when the username is unknown.
let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString("hex"));
  return dummy;
}

export function getAdminUser(id: number): AdminUser | undefined {
  return db()
    .select({ id: adminUsers.id, username: adminUsers.username })
    .from(adminUsers)
    .where(eq(adminUsers.id, id))
    .get();
}

export function countAdminUsers(): number {
  return (
    db()
      .select({ count: sql<number>`count(*)` })
      .from(adminUsers)
      .get()?.count ?? 0
  );
}

export async function createAdminUser(
  username: string,
  password: string,
  name = "",
): Promise<AdminUser> {
  const passwordHash = await hashPassword(password);
  return db()
    .insert(adminUsers)
    .values({ username, passwordHash, name })
    .returning({ id: adminUsers.id, username: adminUsers.username })
    .get();
}

/**
 * Sets a new password (creating the admin if there is none by that name) and signs out every
 * session of that admin, so an old, possibly stolen session stops working. It is the way back
 * in for someone locked out, so it also turns off that admin's two-factor sign-in (a lost
 * phone) and ends any one-time password or set-up link.
 */
export async function setAdminPassword(username: string, password: string): Promise<AdminUser> {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const passwordHash = await hashPassword(password);
  return db().transaction((tx) => {
    const existing = tx.select().from(adminUsers).where(eq(adminUsers.username, username)).get();
    if (!existing) {
      return tx
        .insert(adminUsers)
        .values({ username, passwordHash })
        .returning({ id: adminUsers.id, username: adminUsers.username })
        .get();
    }
    tx.update(adminUsers)
      .set({ passwordHash, mustChangePassword: false, setUpTokenHash: null, setUpExpiresAt: null })
      .where(eq(adminUsers.id, existing.id))
      .run();
    removeTwoFactor(existing.id, tx);
    endSessionsOf(existing.id, undefined, tx);
    return { id: existing.id, username: existing.username };
  }, WRITE_TRANSACTION);
}

/**
 * At start: when there is no admin yet, create one from ADMIN_USERNAME / ADMIN_PASSWORD, or
 * with a random password printed once to the log.
 */
export async function ensureFirstAdmin(username: string, password: string | undefined) {
  if (countAdminUsers() > 0) return;
  const chosen = password ?? randomBytes(12).toString("base64url");
  await createAdminUser(username, chosen, capitalized(username));
  if (password) {
    log().info(
      { event: "admin-created" },
      `Created the admin "${username}" with the password from ADMIN_PASSWORD.`,
    );
  } else {
    log().info(
      { event: "admin-created" },
      // One line: a JSON log would show a line break as "\n" glued to the password.
      `Created the admin "${username}" with the password: ${chosen} (shown only this once; change it with: npm run admin:password)`,
    );
  }
}

/** The name a first account gets: its username, capitalised ("admin": "Admin"). */
function capitalized(username: string): string {
  return username.charAt(0).toUpperCase() + username.slice(1);
}
