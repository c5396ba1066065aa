import { createCookie, redirect, type Cookie } from "react-router";
import { SESSION_COOKIE_NAME } from "~/config/server-contract";
import { sessionSecret } from "~/db/settings.server";
import {
  recordSignInSuccess,
  reserveSignInAttempt,
  tooManySignInsMessage,
} from "~/abuse/rate-limits.server";
import { ok, refuse, refuseTooMany, type Result } from "~/lib/result";
import { isSitePath, sameSitePath } from "~/lib/site-path";
import { fieldErrorsOf } from "~/lib/validation";
import { checkAdminCredentials, type AdminUser } from "./admin-users.server";
import { crossSiteRefusal, isForgeryRisk } from "./same-origin.server";
import {
  createAdminSession,
  deleteAdminSession,
  findAdminSession,
  SESSION_LIFETIME_MS,
  type AdminSession,
} from "./sessions.server";
import {
  EMPTY_CREDENTIALS_MESSAGE,
  signInSchema,
  WRONG_CREDENTIALS_MESSAGE,
} from "./sign-in-schema";

export const LOGIN_PATH = "/admin-login";
export const AFTER_LOGIN_PATH = "/admin/dashboard";

/** Longer values cannot be real credentials; they are refused without hashing them. */
const MAX_USERNAME_LENGTH = 200;
const MAX_PASSWORD_LENGTH = 1000;

/**
 * Checks a sign-in's `{username, password}`, for the HTML form and the API alike: 400 with the
 * field errors when one is missing, 401 for wrong credentials. Each attempt is counted as a
 * failure before its password is checked; once the sign-in limits are reached (per username
 * from that address, per address, per username: see rate-limits.server.ts) further attempts are
 * refused with 429 without checking the password. A success forgets that username's failures
 * from that address and remembers the address.
 */
export async function checkSignIn(
  credentials: unknown,
  clientAddress: string | undefined,
  now = Date.now(),
): Promise<Result<AdminUser>> {
  const parsed = signInSchema.safeParse(credentials);
  if (!parsed.success) {
    return refuse(400, EMPTY_CREDENTIALS_MESSAGE, fieldErrorsOf(parsed.error));
  }
  const { username, password } = parsed.data;
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
  recordSignInSuccess(attempt, now);
  return ok(user);
}

/** The sign-in form's fields, checked as checkSignIn checks the API's JSON. */
export function checkSignInForm(
  form: FormData,
  clientAddress: string | undefined,
): Promise<Result<AdminUser>> {
  return checkSignIn(
    { username: form.get("username"), password: form.get("password") },
    clientAddress,
  );
}

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

/** Starts a session for a signed-in admin; returns the session and its Set-Cookie header. */
export async function startAdminSession(request: Request, user: AdminUser) {
  const session = createAdminSession(user);
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

/** The valid session of a request, from `Authorization: Bearer` or the admin cookie. */
export async function readAdminSession(request: Request): Promise<AdminSession | null> {
  const bearer = bearerToken(request);
  if (bearer) return findAdminSession(bearer);
  const fromCookie: unknown = await sessionCookie().parse(request.headers.get("cookie"));
  return typeof fromCookie === "string" && fromCookie ? findAdminSession(fromCookie) : null;
}

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
 * sent to sign in and, after that, back to the page asked for.
 */
export async function requireAdmin({ request, url }: PageArgs): Promise<AdminSession> {
  if (isForgeryRisk(request)) throw crossSiteRefusal();
  const session = await readAdminSession(request);
  if (session) return session;
  const back = request.method === "GET" ? `${url.pathname}${url.search}` : url.pathname;
  const params = new URLSearchParams({ redirectTo: back });
  throw redirect(`${LOGIN_PATH}?${params}`, {
    headers: { "Set-Cookie": await clearedSessionCookie(request) },
  });
}

/** Ends the request's session, if any; returns the Set-Cookie header that clears the cookie. */
export async function endAdminSession(request: Request): Promise<string> {
  const session = await readAdminSession(request);
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
