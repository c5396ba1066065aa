import { and, asc, count, eq, gt, isNull, ne, sql } from "drizzle-orm";
import {
  recordSignInSuccess,
  reserveSignInAttempt,
  tooManySignInsMessage,
} from "~/abuse/rate-limits.server";
import { db, WRITE_TRANSACTION } from "~/db/db.server";
import { adminUsers } from "~/db/schema";
import { invalidInput, ok, refuse, refuseTooMany, type Result } from "~/lib/result";
import {
  accountName,
  changePasswordSchema,
  lastActiveMessage,
  OWN_ACCOUNT_MESSAGE,
  usernameTakenMessage,
  choosePasswordSchema,
  newAccountSchema,
  SET_UP_LINK_INVALID_MESSAGE,
  type FirstSignInKind,
} from "./account-schema";
import { SET_UP_PATH } from "./admin-paths";
import type { AdminUser } from "./admin-users.server";
import { hashPassword, readableCode, verifyPassword } from "./password.server";
import {
  endSessionsOf,
  hashToken,
  newToken,
  setSessionNextStep,
  type AdminSession,
  type NextStep,
} from "./sessions.server";
import { confirmEnrolment, turnOffTwoFactor, twoFactorRequired } from "./two-factor.server";
import { recordChange, type Actor } from "~/trail/trail.server";
import type { TrailAction } from "~/trail/trail-query";

/*
 * The staff's accounts, all of the one administrator role: added by a colleague with a
 * one-time password or a set-up link, disabled and enabled again (never the last active one),
 * and each person's own password. Every rule is here, for the admin pages and the API alike.
 */

export interface Account {
  id: number;
  username: string;
  name: string;
  active: boolean;
  /** Signs in with a one-time password an administrator gave, and must choose their own. */
  mustChangePassword: boolean;
  twoFactor: boolean;
  /** Until when the account's set-up link works; null when it has none. */
  setUpLinkExpiresAt: string | null;
  lastSignInAt: string | null;
  createdAt: string;
}

/** How a colleague signs in the first time, shown once to the administrator who gave it. */
export type FirstSignIn =
  | { kind: "one-time-password"; password: string }
  | { kind: "set-up-link"; token: string; expiresAt: string };

export const SET_UP_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const OWN_PASSWORD_RESET_MESSAGE = "Change your own password on the Your account page.";
export const WRONG_CURRENT_PASSWORD = "Wrong current password";
const SAME_AS_ONE_TIME = "Choose a password of your own, not the one-time password";
const NOT_FOUND = "Account not found";

/** What the administrator is shown once: the one-time password, or the set-up link's address. */
export type FirstSignInShown =
  { oneTimePassword: string } | { setUpLink: string; setUpLinkExpiresAt: string };

/** How a first sign-in is shown, its link on the site at `origin` (see publicOrigin). */
export function showFirstSignIn(origin: string, firstSignIn: FirstSignIn): FirstSignInShown {
  if (firstSignIn.kind === "one-time-password") return { oneTimePassword: firstSignIn.password };
  const query = new URLSearchParams({ token: firstSignIn.token });
  return {
    setUpLink: `${origin}${SET_UP_PATH}?${query}`,
    setUpLinkExpiresAt: firstSignIn.expiresAt,
  };
}

const columns = {
  id: adminUsers.id,
  username: adminUsers.username,
  name: adminUsers.name,
  disabledAt: adminUsers.disabledAt,
  mustChangePassword: adminUsers.mustChangePassword,
  totpSecret: adminUsers.totpSecret,
  setUpExpiresAt: adminUsers.setUpExpiresAt,
  lastSignInAt: adminUsers.lastSignInAt,
  createdAt: adminUsers.createdAt,
};

type Row = Pick<typeof adminUsers.$inferSelect, keyof typeof columns>;

function toAccount(row: Row): Account {
  return {
    id: row.id,
    username: row.username,
    name: accountName(row),
    active: row.disabledAt === null,
    mustChangePassword: row.mustChangePassword,
    twoFactor: row.totpSecret !== null,
    setUpLinkExpiresAt: row.setUpExpiresAt,
    lastSignInAt: row.lastSignInAt,
    createdAt: row.createdAt,
  };
}

/** How the trail names an account: by its name, or its username when it has none. */
const trailNameOf = (account: Pick<Account, "name" | "username">) =>
  account.name || account.username;

/**
 * Records a change of the account `id` by `by` (see recordChange): what changed since `before`;
 * an account added, with its fields; a change that shows in none (a password), by its action.
 */
function recordAccountChange(
  by: Actor | undefined,
  id: number,
  action: TrailAction,
  before?: Account,
): void {
  const after = getAccount(id);
  if (!after) return;
  const shown = before !== undefined || action === "account-added";
  recordChange(by, {
    kind: "accounts",
    recordId: id,
    recordName: trailNameOf(after),
    action,
    before: before && trailFieldsOf(before),
    after: shown ? trailFieldsOf(after) : undefined,
  });
}

/** What the trail shows of an account: never its secrets, nor what changes at each sign-in. */
function trailFieldsOf(account: Account) {
  const { name, username, active, mustChangePassword, twoFactor } = account;
  return { name, username, active, mustChangePassword, twoFactor };
}

/** The person of a session, as the trail names them: their own changes, made in the admin. */
function ownActor(session: AdminSession): Actor {
  const account = getAccount(session.user.id);
  const name = account ? trailNameOf(account) : session.user.username;
  return { accountId: session.user.id, name, channel: "admin" };
}

/** Every account, oldest first. */
export function listAccounts(): Account[] {
  return db().select(columns).from(adminUsers).orderBy(asc(adminUsers.id)).all().map(toAccount);
}

export function getAccount(id: number): Account | undefined {
  const row = db().select(columns).from(adminUsers).where(eq(adminUsers.id, id)).get();
  return row ? toAccount(row) : undefined;
}

/**
 * What a sign-in of this account must do once its password is right: nothing, choose its own
 * password (it signed in with a one-time one), or set up two-factor sign-in (required, and it
 * has none). Undefined when it may do everything.
 */
export function nextStepOf(account: Account): NextStep | undefined {
  if (account.mustChangePassword) return "choose-password";
  if (!account.twoFactor && twoFactorRequired()) return "enrol-two-factor";
  return undefined;
}

/** The columns that give an account its first sign-in, and what to show the administrator. */
async function firstSignIn(kind: FirstSignInKind, now: Date) {
  if (kind === "one-time-password") {
    // Easy to read out and type: three groups of four letters and digits.
    const password = readableCode([4, 4, 4]);
    const values = {
      passwordHash: await hashPassword(password),
      mustChangePassword: true,
      setUpTokenHash: null,
      setUpExpiresAt: null,
    };
    return { values, shown: { kind, password } satisfies FirstSignIn };
  }
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SET_UP_LINK_LIFETIME_MS).toISOString();
  const values = {
    // A password no one knows, until its owner chooses one through the link.
    passwordHash: await hashPassword(newToken()),
    mustChangePassword: false,
    setUpTokenHash: hashToken(token),
    setUpExpiresAt: expiresAt,
  };
  return { values, shown: { kind, token, expiresAt } satisfies FirstSignIn };
}

function usernameTaken(username: string, exceptId?: number): boolean {
  return (
    db()
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(
        and(
          sql`lower(${adminUsers.username}) = ${username.toLowerCase()}`,
          exceptId === undefined ? undefined : ne(adminUsers.id, exceptId),
        ),
      )
      .get() !== undefined
  );
}

/**
 * Adds a colleague's account: `{name, username, firstSignIn}` as the form and the API send it.
 * The answer holds the one-time password or the set-up link's token, which nothing keeps: the
 * administrator is shown it once.
 */
export async function addAccount(
  input: unknown,
  now = new Date(),
  by?: Actor,
): Promise<Result<{ account: Account; firstSignIn: FirstSignIn }>> {
  const parsed = newAccountSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const { name, username, firstSignIn: kind } = parsed.data;
  const taken = () =>
    refuse(409, usernameTakenMessage(username), { username: usernameTakenMessage(username) });
  if (usernameTaken(username)) return taken();
  const { values, shown } = await firstSignIn(kind, now);
  const id = db().transaction((tx) => {
    // Checked again in the write: another administrator may have taken it while hashing.
    if (usernameTaken(username)) return null;
    const added = tx
      .insert(adminUsers)
      .values({ username, name, ...values })
      .returning({ id: adminUsers.id })
      .get().id;
    recordAccountChange(by, added, "account-added");
    return added;
  }, WRITE_TRANSACTION);
  const account = id === null ? undefined : getAccount(id);
  return account ? ok({ account, firstSignIn: shown }) : taken();
}

/**
 * A colleague who forgot their password gets a new one-time password or set-up link: the old
 * password stops working and their sessions end. Their two-factor sign-in stays as it is. One's
 * own password is changed knowing the current one (changeOwnPassword).
 */
export async function resetPassword(
  id: number,
  kind: FirstSignInKind,
  actor: AdminUser,
  now = new Date(),
  by?: Actor,
): Promise<Result<{ account: Account; firstSignIn: FirstSignIn }>> {
  if (id === actor.id) return refuse(409, OWN_PASSWORD_RESET_MESSAGE);
  if (!getAccount(id)) return refuse(404, NOT_FOUND);
  const { values, shown } = await firstSignIn(kind, now);
  db().transaction((tx) => {
    const before = getAccount(id);
    tx.update(adminUsers).set(values).where(eq(adminUsers.id, id)).run();
    endSessionsOf(id, undefined, tx);
    recordAccountChange(by, id, "password-reset", before);
  }, WRITE_TRANSACTION);
  const account = getAccount(id);
  return account ? ok({ account, firstSignIn: shown }) : refuse(404, NOT_FOUND);
}

function countOtherActive(id: number): number {
  return (
    db()
      .select({ count: count() })
      .from(adminUsers)
      .where(and(isNull(adminUsers.disabledAt), ne(adminUsers.id, id)))
      .get()?.count ?? 0
  );
}

/**
 * Disables an account (its sessions and API tokens end at once, and it cannot sign in) or
 * enables it again. Nobody disables their own account, nor the last active one.
 */
export function setAccountActive(
  id: number,
  active: boolean,
  actor: AdminUser,
  now = new Date(),
  by?: Actor,
): Result<Account> {
  const refusal = db().transaction((tx) => {
    const account = getAccount(id);
    if (!account) return refuse(404, NOT_FOUND);
    if (account.active === active) return null;
    if (!active) {
      if (id === actor.id) return refuse(409, OWN_ACCOUNT_MESSAGE);
      if (countOtherActive(id) === 0) return refuse(409, lastActiveMessage(account.name));
    }
    tx.update(adminUsers)
      .set({ disabledAt: active ? null : now.toISOString() })
      .where(eq(adminUsers.id, id))
      .run();
    if (!active) endSessionsOf(id, undefined, tx);
    recordAccountChange(by, id, active ? "account-enabled" : "account-disabled", account);
    return null;
  }, WRITE_TRANSACTION);
  if (refusal) return refusal;
  const account = getAccount(id);
  return account ? ok(account) : refuse(404, NOT_FOUND);
}

/**
 * Whether `password` is the account's own, checked as a sign-in is: counted by the sign-in
 * throttle of that username (a stolen session cannot guess the password faster than a sign-in
 * could), refused with 400 and the field's error when wrong.
 */
export async function checkOwnPassword(
  user: AdminUser,
  password: string,
  clientAddress: string | undefined,
  field: string,
  now = Date.now(),
): Promise<Result<void>> {
  const attempt = { username: user.username, address: clientAddress };
  const verdict = reserveSignInAttempt(attempt, now);
  if (!verdict.allowed) {
    return refuseTooMany(
      tooManySignInsMessage(verdict.retryAfterSeconds),
      verdict.retryAfterSeconds,
    );
  }
  const stored = db()
    .select({ passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(adminUsers.id, user.id))
    .get();
  if (!stored || !(await verifyPassword(password, stored.passwordHash))) {
    return refuse(400, WRONG_CURRENT_PASSWORD, { [field]: WRONG_CURRENT_PASSWORD });
  }
  recordSignInSuccess(attempt, now);
  return ok(undefined);
}

/** Sets an account's own password, and ends its other sessions (browsers and API tokens). */
async function setOwnPassword(session: AdminSession, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  db().transaction((tx) => {
    tx.update(adminUsers)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(adminUsers.id, session.user.id))
      .run();
    endSessionsOf(session.user.id, session.token, tx);
    recordAccountChange(ownActor(session), session.user.id, "password-changed");
  }, WRITE_TRANSACTION);
}

/**
 * Changes the signed-in person's password: `{currentPassword, newPassword, repeatPassword}`
 * as the form sends it. Every other session of theirs ends; this one goes on.
 */
export async function changeOwnPassword(
  session: AdminSession,
  input: unknown,
  clientAddress: string | undefined,
  now = Date.now(),
): Promise<Result<void>> {
  const parsed = changePasswordSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const { currentPassword, newPassword } = parsed.data;
  const checked = await checkOwnPassword(
    session.user,
    currentPassword,
    clientAddress,
    "currentPassword",
    now,
  );
  if (!checked.ok) return checked;
  await setOwnPassword(session, newPassword);
  return ok(undefined);
}

/**
 * The first step of a session that signed in with a one-time password: its owner chooses their
 * own (`{newPassword, repeatPassword}`). Other sessions of the account end; this one goes on to
 * its next step, if any (setting up two-factor sign-in, when required), which is the answer.
 */
export async function chooseOwnPassword(
  session: AdminSession,
  input: unknown,
): Promise<Result<NextStep | undefined>> {
  const parsed = choosePasswordSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const { newPassword } = parsed.data;
  const stored = db()
    .select({ passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(adminUsers.id, session.user.id))
    .get();
  if (stored && (await verifyPassword(newPassword, stored.passwordHash))) {
    return refuse(400, SAME_AS_ONE_TIME, { newPassword: SAME_AS_ONE_TIME });
  }
  await setOwnPassword(session, newPassword);
  const account = getAccount(session.user.id);
  const next = account ? nextStepOf(account) : undefined;
  setSessionNextStep(session.token, next);
  return ok(next);
}

/** Ends every session of the person but this one: other browsers and API tokens. */
export function signOutOtherSessions(session: AdminSession): void {
  db().transaction(() => {
    endSessionsOf(session.user.id, session.token);
    recordAccountChange(ownActor(session), session.user.id, "sign-out-others");
  }, WRITE_TRANSACTION);
}

/** The active account a set-up link is for, while the link works. */
export function findSetUpAccount(token: string, now = new Date()): Account | null {
  if (!token || token.length > 200) return null;
  const row = db()
    .select(columns)
    .from(adminUsers)
    .where(
      and(
        eq(adminUsers.setUpTokenHash, hashToken(token)),
        gt(adminUsers.setUpExpiresAt, now.toISOString()),
        isNull(adminUsers.disabledAt),
      ),
    )
    .get();
  return row ? toAccount(row) : null;
}

/**
 * A colleague chooses their password through their set-up link (`{newPassword,
 * repeatPassword}`); the link is used up. The answer is the account, signed in from here on,
 * and what its session must do next, if anything.
 */
export async function completeSetUp(
  token: string,
  input: unknown,
  now = new Date(),
): Promise<Result<{ user: AdminUser; nextStep?: NextStep }>> {
  if (!findSetUpAccount(token, now)) return refuse(404, SET_UP_LINK_INVALID_MESSAGE);
  const parsed = choosePasswordSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const passwordHash = await hashPassword(parsed.data.newPassword);
  const id = db().transaction((tx) => {
    // Checked again in the write: the link may have been used meanwhile.
    const account = findSetUpAccount(token, now);
    if (!account) return null;
    tx.update(adminUsers)
      .set({ passwordHash, mustChangePassword: false, setUpTokenHash: null, setUpExpiresAt: null })
      .where(eq(adminUsers.id, account.id))
      .run();
    // Their own change: the link stands for them.
    const self = { accountId: account.id, name: trailNameOf(account), channel: "admin" as const };
    recordAccountChange(self, account.id, "password-changed");
    return account.id;
  }, WRITE_TRANSACTION);
  const account = id === null ? undefined : getAccount(id);
  if (!account) return refuse(404, SET_UP_LINK_INVALID_MESSAGE);
  const nextStep = nextStepOf(account);
  const user = { id: account.id, username: account.username };
  return ok(nextStep ? { user, nextStep } : { user });
}

/**
 * Confirms the person's enrolment with a first code (see confirmEnrolment); a session that was
 * sent to set it up may then do everything. The answer is the recovery codes, shown once.
 */
export function confirmOwnTwoFactor(
  session: AdminSession,
  code: unknown,
  now = Date.now(),
): Result<string[]> {
  const typed = typeof code === "string" ? code : "";
  const result = confirmEnrolment(session.user.id, typed, now, ownActor(session));
  if (result.ok && session.nextStep === "enrol-two-factor") {
    setSessionNextStep(session.token, undefined);
  }
  return result;
}

/** The person turns their two-factor sign-in off, their password asked first. */
export async function turnOffOwnTwoFactor(
  session: AdminSession,
  password: unknown,
  clientAddress: string | undefined,
  now = Date.now(),
): Promise<Result<void>> {
  const typed = typeof password === "string" ? password : "";
  if (!typed) {
    return refuse(400, "Please enter your password", { password: "Password is required" });
  }
  const checked = await checkOwnPassword(session.user, typed, clientAddress, "password", now);
  return checked.ok ? turnOffTwoFactor(session.user.id, ownActor(session)) : checked;
}
