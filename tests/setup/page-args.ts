import { createAdminUser } from "~/auth/admin-users.server";
import { startAdminSession, type PageArgs } from "~/auth/auth.server";
import { resetDatabase } from "./db-helpers";

/** What a loader or action is given for a request sent straight to its page's address. */
export function pageArgs(request: Request): PageArgs {
  return { request, url: new URL(request.url) };
}

/**
 * A fresh database with one administrator, signed in: the `name=value` of the session cookie a
 * browser would send back. Slow on purpose (the password is hashed): call it once per file.
 */
export async function signedInAdminCookie(): Promise<string> {
  resetDatabase();
  const admin = await createAdminUser("owner", "Kissan-2004!");
  const { setCookie } = await startAdminSession(new Request("http://localhost/admin-login"), admin);
  return setCookie.split(";")[0] ?? "";
}
