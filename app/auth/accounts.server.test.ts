import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { adminUsers } from "~/db/schema";
import { pageArgs } from "#tests/setup/page-args";
import { resetDatabase } from "#tests/setup/db-helpers";
import {
  addAccount,
  changeOwnPassword,
  chooseOwnPassword,
  completeSetUp,
  findSetUpAccount,
  getAccount,
  listAccounts,
  resetPassword,
  SET_UP_LINK_LIFETIME_MS,
  setAccountActive,
  signOutOtherSessions,
  type FirstSignIn,
} from "./accounts.server";
import { lastActiveMessage, OWN_ACCOUNT_MESSAGE } from "./account-schema";
import { checkAdminCredentials, createAdminUser, type AdminUser } from "./admin-users.server";
import { checkSignIn, checkSignInForm, requireAdmin, startAdminSession } from "./auth.server";
import { createAdminSession, findAdminSession } from "./sessions.server";
import { ACCOUNT_DISABLED_MESSAGE, CHOOSE_PASSWORD_FIRST_MESSAGE } from "./sign-in-schema";

const PASSWORD = "Kissan-2004!";
const NOW = new Date("2026-03-05T09:00:00.000Z");
let owner: AdminUser;

beforeEach(async () => {
  resetDatabase();
  owner = await createAdminUser("owner", PASSWORD, "Owner");
}, 60_000);

/** The value of a result that must have succeeded. */
function valueOf<T>(result: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!result.ok) throw new Error(`Refused: ${result.message}`);
  return result.value;
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** A colleague's account with a password of their own, already chosen. */
async function colleague(username: string): Promise<AdminUser> {
  return createAdminUser(username, `${username}-Password-1`, username.toUpperCase());
}

function cookieRequest(setCookie: string, path = "/admin/dashboard"): Request {
  return new Request(`http://localhost${path}`, {
    headers: { cookie: setCookie.split(";")[0] ?? "" },
  });
}

// Every case hashes passwords with scrypt, slow on purpose: allow for a busy machine.
describe("adding an account", { timeout: 60_000 }, () => {
  it("with a one-time password, shown once, which its owner must replace at first sign-in", async () => {
    const added = valueOf(
      await addAccount(
        { name: " Bilal Ahmed ", username: " Bilal ", firstSignIn: "one-time-password" },
        NOW,
      ),
    );
    expect(added.account).toMatchObject({
      username: "bilal",
      name: "Bilal Ahmed",
      active: true,
      mustChangePassword: true,
      twoFactor: false,
      setUpLinkExpiresAt: null,
      lastSignInAt: null,
    });
    const shown = added.firstSignIn as Extract<FirstSignIn, { kind: "one-time-password" }>;
    expect(shown.kind).toBe("one-time-password");
    expect(shown.password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const row = db().select().from(adminUsers).where(eq(adminUsers.username, "bilal")).get();
    expect(row?.passwordHash).not.toContain(shown.password);

    // The form signs in, with choosing a password as the session's first step.
    expect(
      valueOf(
        await checkSignInForm(form({ username: "bilal", password: shown.password }), "192.0.2.1"),
      ),
    ).toEqual({
      kind: "signed-in",
      user: { id: added.account.id, username: "bilal" },
      nextStep: "choose-password",
    });
    // The API has no page to choose one on: it says where to go.
    expect(
      await checkSignIn({ username: "bilal", password: shown.password }, "192.0.2.1"),
    ).toMatchObject({ ok: false, status: 401, message: CHOOSE_PASSWORD_FIRST_MESSAGE });
  });

  it("refuses a username taken in any case, and missing or malformed fields", async () => {
    expect(await addAccount({ name: "Another owner", username: "OWNER" }, NOW)).toMatchObject({
      ok: false,
      status: 409,
      errors: { username: 'The username "owner" is taken' },
    });
    expect(await addAccount({ name: "", username: "a b" }, NOW)).toMatchObject({
      ok: false,
      status: 400,
      errors: {
        name: "Name is required",
        username: expect.stringMatching(/letters, digits/),
      },
    });
    expect(
      await addAccount({ name: "Sana", username: "sana", firstSignIn: "carrier-pigeon" }, NOW),
    ).toMatchObject({ ok: false, status: 400, errors: { firstSignIn: expect.any(String) } });
    expect(listAccounts().map((account) => account.username)).toEqual(["owner"]);
  });

  it("with a set-up link valid for 24 hours, stored hashed, used once", async () => {
    const added = valueOf(
      await addAccount({ name: "Sana Iqbal", username: "sana", firstSignIn: "set-up-link" }, NOW),
    );
    const link = added.firstSignIn as Extract<FirstSignIn, { kind: "set-up-link" }>;
    expect(link.expiresAt).toBe(new Date(NOW.getTime() + SET_UP_LINK_LIFETIME_MS).toISOString());
    expect(added.account.setUpLinkExpiresAt).toBe(link.expiresAt);
    const row = db().select().from(adminUsers).where(eq(adminUsers.username, "sana")).get();
    expect(row?.setUpTokenHash).toBeTruthy();
    expect(row?.setUpTokenHash).not.toContain(link.token);

    const justBefore = new Date(NOW.getTime() + SET_UP_LINK_LIFETIME_MS - 1000);
    const justAfter = new Date(NOW.getTime() + SET_UP_LINK_LIFETIME_MS + 1000);
    expect(findSetUpAccount(link.token, justBefore)?.username).toBe("sana");
    expect(findSetUpAccount(link.token, justAfter)).toBeNull();
    expect(findSetUpAccount(`${link.token}x`, NOW)).toBeNull();
    expect(
      await completeSetUp(
        link.token,
        { newPassword: "Sana-Own-2026", repeatPassword: "Sana-Own-2026" },
        justAfter,
      ),
    ).toMatchObject({ ok: false, status: 404 });

    expect(
      await completeSetUp(link.token, { newPassword: "short", repeatPassword: "short" }, NOW),
    ).toMatchObject({ ok: false, status: 400, errors: { newPassword: expect.any(String) } });
    expect(
      await completeSetUp(
        link.token,
        { newPassword: "Sana-Own-2026", repeatPassword: "Sana-Own-2027" },
        NOW,
      ),
    ).toMatchObject({ ok: false, errors: { repeatPassword: "The two passwords differ" } });
    expect(
      valueOf(
        await completeSetUp(
          link.token,
          { newPassword: "Sana-Own-2026", repeatPassword: "Sana-Own-2026" },
          NOW,
        ),
      ),
    ).toEqual({ user: { id: added.account.id, username: "sana" } });
    expect(await checkAdminCredentials("sana", "Sana-Own-2026")).toMatchObject({
      username: "sana",
    });
    expect(getAccount(added.account.id)?.setUpLinkExpiresAt).toBeNull();
    // Used once: the link no longer works.
    expect(findSetUpAccount(link.token, NOW)).toBeNull();
    expect(
      await completeSetUp(
        link.token,
        { newPassword: "Other-2026-pw", repeatPassword: "Other-2026-pw" },
        NOW,
      ),
    ).toMatchObject({ ok: false, status: 404 });
  });
});

describe("disabling an account", { timeout: 60_000 }, () => {
  it("stops its web sessions and API tokens on the very next request, and its sign-ins", async () => {
    const bilal = await colleague("bilal");
    const { setCookie } = await startAdminSession(new Request("http://localhost/"), bilal);
    const token = createAdminSession(bilal);
    const ownerToken = createAdminSession(owner);
    expect((await requireAdmin(pageArgs(cookieRequest(setCookie)))).user).toEqual(bilal);

    expect(valueOf(setAccountActive(bilal.id, false, owner, NOW))).toMatchObject({
      active: false,
    });
    await expect(requireAdmin(pageArgs(cookieRequest(setCookie)))).rejects.toMatchObject({
      status: 302,
    });
    expect(findAdminSession(token.token)).toBeNull();
    expect(findAdminSession(ownerToken.token)?.user).toEqual(owner);
    expect(
      await checkSignIn({ username: "bilal", password: "bilal-Password-1" }, "192.0.2.2"),
    ).toMatchObject({ ok: false, status: 401, message: ACCOUNT_DISABLED_MESSAGE });

    // Enabled again, the old sessions stay ended; a new sign-in works.
    expect(valueOf(setAccountActive(bilal.id, true, owner, NOW)).active).toBe(true);
    expect(findAdminSession(token.token)).toBeNull();
    expect(
      valueOf(await checkSignIn({ username: "bilal", password: "bilal-Password-1" }, "192.0.2.2")),
    ).toEqual(bilal);
  });

  it("stops a session even when the account is disabled behind the app's back", async () => {
    const bilal = await colleague("bilal");
    const session = createAdminSession(bilal);
    db()
      .update(adminUsers)
      .set({ disabledAt: NOW.toISOString() })
      .where(eq(adminUsers.id, bilal.id))
      .run();
    expect(findAdminSession(session.token)).toBeNull();
  });

  it("refuses one's own account and the last active one", async () => {
    const bilal = await colleague("bilal");
    expect(setAccountActive(owner.id, false, owner, NOW)).toMatchObject({
      ok: false,
      status: 409,
      message: OWN_ACCOUNT_MESSAGE,
    });
    valueOf(setAccountActive(bilal.id, false, owner, NOW));
    // A request of the disabled colleague that got this far still cannot leave no one active.
    expect(setAccountActive(owner.id, false, bilal, NOW)).toMatchObject({
      ok: false,
      status: 409,
      message: lastActiveMessage("Owner"),
    });
    expect(getAccount(owner.id)?.active).toBe(true);
    expect(setAccountActive(9999, false, owner, NOW)).toMatchObject({ ok: false, status: 404 });
  });
});

describe("one's own password", { timeout: 60_000 }, () => {
  it("changes with the current one asked first; other sessions end, this one goes on", async () => {
    const bilal = await colleague("bilal");
    const current = createAdminSession(owner);
    const otherBrowser = createAdminSession(owner);
    const apiToken = createAdminSession(owner);
    const colleagues = createAdminSession(bilal);
    const change = (fields: Record<string, string>) =>
      changeOwnPassword(current, fields, "192.0.2.3");

    expect(
      await change({
        currentPassword: "wrong-password",
        newPassword: "Fasal-2026-new",
        repeatPassword: "Fasal-2026-new",
      }),
    ).toMatchObject({
      ok: false,
      status: 400,
      errors: { currentPassword: "Wrong current password" },
    });
    expect(
      await change({
        currentPassword: PASSWORD,
        newPassword: "Fasal-2026-new",
        repeatPassword: "Fasal-2026-nwe",
      }),
    ).toMatchObject({ ok: false, errors: { repeatPassword: "The two passwords differ" } });
    expect(
      await change({ currentPassword: PASSWORD, newPassword: "short", repeatPassword: "short" }),
    ).toMatchObject({
      ok: false,
      errors: { newPassword: "The password must be at least 8 characters" },
    });
    expect(findAdminSession(otherBrowser.token)).not.toBeNull();

    valueOf(
      await change({
        currentPassword: PASSWORD,
        newPassword: "Fasal-2026-new",
        repeatPassword: "Fasal-2026-new",
      }),
    );
    expect(await checkAdminCredentials("owner", "Fasal-2026-new")).toEqual(owner);
    expect(await checkAdminCredentials("owner", PASSWORD)).toBeNull();
    expect(findAdminSession(current.token)?.user).toEqual(owner);
    expect(findAdminSession(otherBrowser.token)).toBeNull();
    expect(findAdminSession(apiToken.token)).toBeNull();
    expect(findAdminSession(colleagues.token)?.user).toEqual(bilal);
  });

  it("after a one-time password: a password of one's own, and then the whole admin", async () => {
    const added = valueOf(await addAccount({ name: "Bilal", username: "bilal" }, NOW));
    const { password } = added.firstSignIn as Extract<FirstSignIn, { kind: "one-time-password" }>;
    const user = { id: added.account.id, username: "bilal" };
    const session = createAdminSession(user, new Date(), "choose-password");
    // Until then, every other page sends the session there.
    const products = new Request("http://localhost/admin/products", {
      headers: { authorization: `Bearer ${session.token}` },
    });
    const thrown = await requireAdmin(pageArgs(products)).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/admin/account");
    const account = new Request("http://localhost/admin/account", products);
    expect((await requireAdmin(pageArgs(account))).nextStep).toBe("choose-password");

    expect(
      await chooseOwnPassword(session, { newPassword: password, repeatPassword: password }),
    ).toMatchObject({ ok: false, errors: { newPassword: expect.stringMatching(/of your own/) } });
    expect(
      valueOf(
        await chooseOwnPassword(session, {
          newPassword: "Bilal-Own-2026",
          repeatPassword: "Bilal-Own-2026",
        }),
      ),
    ).toBeUndefined();
    expect(getAccount(user.id)?.mustChangePassword).toBe(false);
    expect(findAdminSession(session.token)).toEqual({
      token: session.token,
      user,
      expiresAt: session.expiresAt,
    });
    expect(await checkAdminCredentials("bilal", password)).toBeNull();
    expect(
      valueOf(
        await checkSignInForm(form({ username: "bilal", password: "Bilal-Own-2026" }), "192.0.2.4"),
      ),
    ).toEqual({ kind: "signed-in", user });
  });

  it("signs out of every other session, web and API, of that person only", () => {
    const current = createAdminSession(owner);
    const others = [createAdminSession(owner), createAdminSession(owner)];
    signOutOtherSessions(current);
    expect(findAdminSession(current.token)?.user).toEqual(owner);
    for (const other of others) expect(findAdminSession(other.token)).toBeNull();
  });
});

describe("an administrator resetting a colleague's password", { timeout: 60_000 }, () => {
  it("gives a new one-time password, ends their sessions; not one's own", async () => {
    const bilal = await colleague("bilal");
    const session = createAdminSession(bilal);
    const reset = valueOf(await resetPassword(bilal.id, "one-time-password", owner, NOW));
    const { password } = reset.firstSignIn as Extract<FirstSignIn, { kind: "one-time-password" }>;
    expect(reset.account.mustChangePassword).toBe(true);
    expect(findAdminSession(session.token)).toBeNull();
    expect(await checkAdminCredentials("bilal", "bilal-Password-1")).toBeNull();
    expect(await checkAdminCredentials("bilal", password)).toEqual(bilal);
    expect(await resetPassword(owner.id, "set-up-link", owner, NOW)).toMatchObject({
      ok: false,
      status: 409,
    });
  });
});

describe("the last sign-in", () => {
  it("is the time of the account's newest session, shown in the list", () => {
    expect(getAccount(owner.id)?.lastSignInAt).toBeNull();
    createAdminSession(owner, NOW);
    expect(listAccounts()).toEqual([
      expect.objectContaining({ username: "owner", lastSignInAt: NOW.toISOString() }),
    ]);
  });
});
