/**
 * Colleagues' accounts the tests make straight in the work server's database, and remove, and
 * the codes their authenticator app would show (computed with the library the app uses).
 */
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { hashPassword } from "~/auth/password.server";
import { adminUsers } from "~/db/schema";
import { withDb } from "./database";

/** An active account with a password of its own and, given a secret, two-factor sign-in. */
export async function makeAccount(
  username: string,
  password: string,
  options: { name?: string; totpSecret?: string } = {},
): Promise<number> {
  const passwordHash = await hashPassword(password);
  return withDb("work", (db) =>
    db
      .insert(adminUsers)
      .values({
        username,
        passwordHash,
        name: options.name ?? username,
        totpSecret: options.totpSecret ?? null,
      })
      .returning({ id: adminUsers.id })
      .get(),
  ).id;
}

/** Removes an account made by a test (its sessions, codes and second steps go with it). */
export function removeAccount(username: string): void {
  withDb("work", (db) => db.delete(adminUsers).where(eq(adminUsers.username, username)).run());
}

export function accountRow(username: string) {
  return withDb("work", (db) =>
    db.select().from(adminUsers).where(eq(adminUsers.username, username)).get(),
  );
}

/** A new authenticator secret, base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The code an authenticator app shows for `secret` half a minute from now: the server takes a
 * code of the step after its own (a phone's clock a little ahead), and a code is never taken
 * twice, so a sign-in right after the enrolment's code still has a fresh one.
 */
export function nextCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, "")) }).generate({
    timestamp: Date.now() + 30_000,
  });
}

/** The code an authenticator app shows for `secret` now. */
export function codeNow(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, "")) }).generate();
}
