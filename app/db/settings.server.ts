import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { serverEnv } from "~/config/env.server";
import { db } from "./db.server";
import { appSettings } from "./schema";

export function getSetting(key: string): string | undefined {
  return db().select().from(appSettings).where(eq(appSettings.key, key)).get()?.value;
}

export function setSetting(key: string, value: string): void {
  db()
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } })
    .run();
}

/**
 * SESSION_SECRET, or one generated on first start and kept in the database: it signs the
 * session cookie (app/auth) and the contact form's timing token (app/abuse).
 */
export function sessionSecret(): string {
  const configured = serverEnv().sessionSecret;
  if (configured) return configured;
  const stored = getSetting("session_secret");
  if (stored) return stored;
  const generated = randomBytes(32).toString("base64url");
  setSetting("session_secret", generated);
  return generated;
}
