import { createCookie, redirect, type Cookie } from "react-router";
import { SESSION_COOKIE_NAME } from "~/config/server-contract";
import { sessionSecret } from "~/db/settings.server";
import {
  recordSignInSuccess,
  reserveSignInAttempt,
  tooManySignInsMessage,
  type SignInAttempt,
} from "~/abuse/rate-limits.server";
import { ok, refuse, refuseTooMany, type Result } from "~/lib/result";
import { isSitePath, sameSitePath } from "~/lib/site-path";
import { fieldErrorsOf } from "~/lib/validation";
import { MAX_PASSWORD_LENGTH } from "./account-schema";
import { ACCOUNT_PATH, AFTER_LOGIN_PATH, LOGIN_PATH } from "./admin-paths";
import { getAccount, nextStepOf } from "./accounts.server";
import { checkAdminCredentials, type AdminUser } from "./admin-users.server";
import { crossSiteRefusal, isForgeryRisk } from "./same-origin.server";
import {
  createAdminSession,
  deleteAdminSession,
  findAdminSession,
  SESSION_LIFETIME_MS,
  type AdminSession,
  type NextStep,
} from "./sessions.server";
import { endSignInChallenge, findSignInChallenge } from "./sign-in-challenges.server";
import {
  ACCOUNT_DISABLED_MESSAGE,
  CHOOSE_PASSWORD_FIRST_MESSAGE,
  CODE_NEEDED_MESSAGE,
  EMPTY_CREDENTIALS_MESSAGE,
  ENROL_FIRST_MESSAGE,
  signInSchema,
  WRONG_CODE_MESSAGE,
  WRONG_CREDENTIALS_MESSAGE,
} from "./sign-in-schema";
import { checkSecondFactor } from "./two-factor.server";
import type { Actor } from "~/trail/trail.server";

export { LOGIN_PATH, AFTER_LOGIN_PATH, ACCOUNT_PATH };

/** Longer values cannot be real credentials; they are refused without hashing them. */
const MAX_USERNAME_LENGTH = 200;

/**
 * How far a sign-in got: signed in (with what its session must do first, if anything), or its
 * password was right and the code of its authenticator app is still to come.
 */
export type SignInOutcome =
  | { kind: "signed-in"; user: AdminUser; nextStep?: NextStep }
  | { kind: "code-needed"; user: AdminUser };

/**
 * Checks a sign-in's `{username, password, code?}`, for the HTML form and the API alike: 400
 * with the field errors when one is missing, 401 for wrong credentials. Each attempt is counted
 * as a failure before its password is checked; once the sign-in limits are reached (per
 * username from that address, per address, per username: see rate-limits.server.ts) further
 * attempts are refused with 429 without checking the password. A success forgets that
 * username's failures from that address and remembers the address; an account with two-factor
 * sign-in succeeds only with its code (secondStep).
 */
async function checkPassword(
  credentials: unknown,
  clientAddress: string | undefined,
  now: number,
): Promise<Result<SignInOutcome>> {
  const parsed = signInSchema.safeParse(credentials);
  if (!parsed.success) {
    return refuse(400, EMPTY_CREDENTIALS_MESSAGE, fieldErrorsOf(parsed.error));
  }
  const { username, password, code } = parsed.data;
  const attempt = { username, address: clientAddress };
  const verdict = reserveSignInAttempt(attempt, now);
  if (!verdict.allowed) {
    const { retryAfterSeconds } = verdict;
    return refuseTooMany(tooManySignInsMessage(retryAfterSeconds), retryAfterSeconds);
  }
  const plausible =
    username.length <= MAX_USERNAME_LENGTH && password.length <= MAX_PASSWORD_LENGTH;
  const user = plausible ? await checkAdminCredentials(username, password) : null;
  // A failure is already counted: the reservation stays.
  if (!user) return refuse(401, WRONG_CREDENTIALS_MESSAGE);
  return secondStep(user, attempt, code, now);
}

/**
 * After the right password: a disabled account is refused; one with two-factor sign-in needs
 * its code, and until a right one comes the attempt stays counted as a failure.
 */
function secondStep(
  user: AdminUser,
  attempt: SignInAttempt,
  code: string | undefined,
  now: number,
): Result<SignInOutcome> {
  const account = getAccount(user.id);
  if (!account?.active) return refuse(401, ACCOUNT_DISABLED_MESSAGE);
  if (account.twoFactor) {
    if (code === undefined) return ok({ kind: "code-needed", user });
    if (!checkSecondFactor(user.id, code, now)) return refuse(401, WRONG_CODE_MESSAGE);
  }
  recordSignInSuccess(attempt, now);
  const nextStep = nextStepOf(account);
  return ok(nextStep ? { kind: "signed-in", user, nextStep } : { kind: "signed-in", user });
}

/**
 * The API's sign-in, in one request: the account, once every check passed (the code too, for
 * an account with two-factor sign-in). What only the admin's pages can do first (choose one's
 * own password, set up two-factor sign-in) is refused with 401 and a message saying so.
 */
export async function checkSignIn(
  credentials: unknown,
  clientAddress: string | undefined,
  now = Date.now(),
): Promise<Result<AdminUser>> {
  const result = await checkPassword(credentials, clientAddress, now);
  if (!result.ok) return result;
  const outcome = result.value;
  if (outcome.kind === "code-needed") return refuse(401, CODE_NEEDED_MESSAGE);
  if (outcome.nextStep === "choose-password") return refuse(401, CHOOSE_PASSWORD_FIRST_MESSAGE);
  if (outcome.nextStep === "enrol-two-factor") return refuse(401, ENROL_FIRST_MESSAGE);
  return ok(outcome.user);
}

/** The sign-in form's fields, checked as checkSignIn checks the API's JSON (the code aside). */
export function checkSignInForm(
  form: FormData,
  clientAddress: string | undefined,
  now = Date.now(),
): Promise<Result<SignInOutcome>> {
  return checkPassword(
    { username: form.get("username"), password: form.get("password") },
    clientAddress,
    now,
  );
}

/**
 * The sign-in form's second step: `challenge`, the step's token, and `code`. A step that has
 * ended (expired, or its account disabled) is refused with 401; a wrong code with 401 too, and
 * counted against the sign-in limits like a wrong password. On success the step ends.
 */
export function checkSignInCode(
  form: FormData,
  clientAddress: string | undefined,
  now = Date.now(),
): Result<SignInOutcome> {
  const token = form.get("challenge");
  const user = typeof token === "string" ? findSignInChallenge(token, new Date(now)) : null;
  if (!user || typeof token !== "string") return refuse(401, SIGN_IN_EXPIRED_MESSAGE);
  const code = form.get("code");
  const typed = typeof code === "string" ? code.trim() : "";
  if (!typed) return refuse(400, CODE_MISSING_MESSAGE, { code: CODE_MISSING_MESSAGE });
  const attempt = { username: user.username, address: clientAddress };
  const verdict = reserveSignInAttempt(attempt, now);
  if (!verdict.allowed) {
    const { retryAfterSeconds } = verdict;
    return refuseTooMany(tooManySignInsMessage(retryAfterSeconds), retryAfterSeconds);
  }
  const result = secondStep(user, attempt, typed, now);
  if (result.ok) endSignInChallenge(token);
  return result;
}

export const SIGN_IN_EXPIRED_MESSAGE = "Your sign-in has expired. Please sign in again.";
export const CODE_MISSING_MESSAGE = "Please enter the code from your authenticator app";

let cookie: Cookie | undefined;

/** The signed cookie that carries the session token of the HTML admin. */
function sessionCookie(): Cookie {
  cookie ??= createCookie(SESSION_COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secrets: [sessionSecret()],
    maxAge: SESSION_LIFETIME_MS / 1000,
  });
  return cookie;
}

/**
 * Whether the visitor reached us over HTTPS. Behind a TLS-terminating proxy the app sees plain
 * HTTP, so the proxy's X-Forwarded-Proto counts too; at worst a forged header makes the cookie
 * Secure on plain HTTP, where the browser then does not send it back.
 */
function isHttps(request: Request): boolean {
  return (
    new URL(request.url).protocol === "https:" ||
    request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https"
  );
}

/**
 * Starts a session for a signed-in admin (with what it must do first, if anything); returns
 * the session and its Set-Cookie header.
 */
export async function startAdminSession(request: Request, user: AdminUser, nextStep?: NextStep) {
  const session = createAdminSession(user, new Date(), nextStep);
  const setCookie = await sessionCookie().serialize(session.token, { secure: isHttps(request) });
  return { session, setCookie };
}

/** The Set-Cookie header that removes the session cookie. */
export function clearedSessionCookie(request: Request): Promise<string> {
  return sessionCookie().serialize("", {
    maxAge: 0,
    expires: new Date(0),
    secure: isHttps(request),
  });
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** Whether the request authenticates with `Authorization: Bearer` (then the cookie is ignored). */
export function hasBearerToken(request: Request): boolean {
  return bearerToken(request) !== null;
}

/**
 * The valid session of a request, from `Authorization: Bearer` or the admin cookie, whether or
 * not it has a step to take first.
 */
async function readAnySession(request: Request): Promise<AdminSession | null> {
  const bearer = bearerToken(request);
  if (bearer) return findAdminSession(bearer);
  const fromCookie: unknown = await sessionCookie().parse(request.headers.get("cookie"));
  return typeof fromCookie === "string" && fromCookie ? findAdminSession(fromCookie) : null;
}

/**
 * The valid session of a request, from `Authorization: Bearer` or the admin cookie; not one
 * that must first take a step (choose its password, set up two-factor sign-in).
 */
export async function readAdminSession(request: Request): Promise<AdminSession | null> {
  const session = await readAnySession(request);
  return session && !session.nextStep ? session : null;
}

/** The pages a session with a step to take may open meanwhile. */
const OPEN_BEFORE_NEXT_STEP = new Set([ACCOUNT_PATH, "/admin/logout"]);

/**
 * What an admin loader or action is given: the request, and the address of the page it is for.
 * The two differ on a client-side navigation or a form sent with JavaScript, whose request goes
 * to the page's data address; `url` is the page's (React Router's `url` argument).
 */
export interface PageArgs {
  request: Request;
  url: URL;
}

/**
 * The signed-in admin, for every admin loader and action. A change sent from another site is
 * refused with 403 first (see same-origin.server.ts). Without a valid session the visitor is
 * sent to sign in and, after that, back to the page asked for; a session with a step to take
 * first is sent to take it (ACCOUNT_PATH).
 */
export async function requireAdmin({ request, url }: PageArgs): Promise<AdminSession> {
  if (isForgeryRisk(request)) throw crossSiteRefusal();
  const session = await readAnySession(request);
  if (session?.nextStep && !OPEN_BEFORE_NEXT_STEP.has(url.pathname)) {
    throw redirect(ACCOUNT_PATH);
  }
  if (session) return session;
  const back = request.method === "GET" ? `${url.pathname}${url.search}` : url.pathname;
  const params = new URLSearchParams({ redirectTo: back });
  throw redirect(`${LOGIN_PATH}?${params}`, {
    headers: { "Set-Cookie": await clearedSessionCookie(request) },
  });
}

/**
 * Who makes the changes of a request, for the trail: the session's account by its name now,
 * through an API token (`Authorization: Bearer`) or the admin's pages (the cookie).
 */
export function actorOf(session: AdminSession, request: Request): Actor {
  const name = getAccount(session.user.id)?.name || session.user.username;
  return { accountId: session.user.id, name, channel: hasBearerToken(request) ? "api" : "admin" };
}

/** Ends the request's session, if any; returns the Set-Cookie header that clears the cookie. */
export async function endAdminSession(request: Request): Promise<string> {
  const session = await readAnySession(request);
  if (session) deleteAdminSession(session.token);
  return clearedSessionCookie(request);
}

/** A longer redirectTo is no page of this site; it could swell the Location header. */
const MAX_REDIRECT_LENGTH = 2000;

/**
 * Where to go after signing in: a path of this site, always one a Location header can carry.
 * Anything a browser would read as leaving the site (another host, "//host", "/\\host", a
 * scheme: see isSitePath), or the sign-in page itself, falls back to the dashboard; what is kept
 * comes out percent-encoded with its leading slashes collapsed (sameSitePath).
 */
export function safeRedirect(to: unknown, fallback = AFTER_LOGIN_PATH): string {
  if (typeof to !== "string" || to.length > MAX_REDIRECT_LENGTH || !isSitePath(to)) {
    return fallback;
  }
  const path = sameSitePath(to);
  if (path.split(/[?#]/, 1)[0] === LOGIN_PATH) return fallback;
  return path;
}
