import { requestValues } from "~/load-context";
import { data, redirect, Form, Link, useNavigation, useSearchParams } from "react-router";
import { ACCOUNT_PATH, LOGIN_PATH } from "~/auth/admin-paths";
import {
  checkSignInCode,
  checkSignInForm,
  readAdminSession,
  safeRedirect,
  SIGN_IN_EXPIRED_MESSAGE,
  startAdminSession,
  type SignInOutcome,
} from "~/auth/auth.server";
import { startSignInChallenge } from "~/auth/sign-in-challenges.server";
import { crossSiteRefusal, isForgeryRisk } from "~/auth/same-origin.server";
import { readSmallFormData } from "~/lib/request.server";
import { adminRefusal } from "~/admin/actions.server";
import { CodeField } from "~/components/admin/SignInFields";
import { SkipLink } from "~/components/SkipLink";
import { SITE } from "~/config/site";
import { privatePageMeta } from "~/seo/meta";
import { headersWithActionRefusal } from "~/abuse/refusal-headers";
import adminStylesUrl from "~/styles/admin.css?url";
import type { Route } from "./+types/admin-login";
import { log } from "~/lib/log.server";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesUrl }];

export const meta: Route.MetaFunction = () => privatePageMeta("Admin Login");

const LOGIN_FAILED = "Login failed. Please try again.";

export async function loader({ request }: Route.LoaderArgs) {
  if (await readAdminSession(request)) {
    throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo")));
  }
  return null;
}

/** A refusal's Retry-After (429) reaches the browser with the page. */
export const headers = headersWithActionRefusal;

/** A sign-in form is a few hundred bytes; a bigger body is refused before it is read. */
const LOGIN_BODY_LIMIT = 16 * 1024;

/** Where a sign-in goes: the page asked for, or first the step its session must take. */
async function signedIn(request: Request, outcome: SignInOutcome, target: string) {
  if (outcome.kind !== "signed-in") throw new Error("Not signed in yet");
  const { setCookie } = await startAdminSession(request, outcome.user, outcome.nextStep);
  return redirect(outcome.nextStep ? ACCOUNT_PATH : target, {
    headers: { "Set-Cookie": setCookie },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  // Signing in from another site's page would put the visitor in a session of its choosing.
  if (isForgeryRisk(request)) throw crossSiteRefusal();
  const read = await readSmallFormData(request, LOGIN_BODY_LIMIT);
  if (!read.ok) return adminRefusal(read, { username: "" });
  const form = read.value;
  const username = form.get("username");
  const typed = typeof username === "string" ? username : "";
  const address = requestValues(context).clientAddress;
  try {
    // Where to go is settled before the session exists, so nothing after it can fail.
    const target = safeRedirect(form.get("redirectTo"));
    if (form.get("intent") === "code") {
      const result = checkSignInCode(form, address);
      if (result.ok) return await signedIn(request, result.value, target);
      // A second step that has ended starts over at the password; any other refusal asks again.
      const challenge =
        result.message === SIGN_IN_EXPIRED_MESSAGE ? undefined : form.get("challenge");
      return adminRefusal(result, { username: "", challenge, redirectTo: target });
    }
    const result = await checkSignInForm(form, address);
    if (!result.ok) return adminRefusal(result, { username: typed });
    if (result.value.kind === "code-needed") {
      const challenge = startSignInChallenge(result.value.user);
      return data({ error: undefined, username: "", challenge, redirectTo: target });
    }
    return await signedIn(request, result.value, target);
  } catch (error) {
    log().error({ event: "sign-in", err: error }, "Sign-in failed");
    return data({ error: LOGIN_FAILED, username: typed }, { status: 500 });
  }
}

export default function AdminLogin({ actionData: result }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const challenge =
    result && "challenge" in result && typeof result.challenge === "string"
      ? result.challenge
      : null;
  const redirectTo = result && "redirectTo" in result ? result.redirectTo : null;
  return (
    <>
      <SkipLink label="Skip to main content" />
      <main id="main" tabIndex={-1} className="login-page">
        <div className="login-card">
          <img src="/logo.svg" alt="" width="56" height="56" />
          <h1>Admin Panel</h1>
          <p className="muted">{SITE.name}</p>
          {challenge ? (
            <CodeStep
              challenge={challenge}
              redirectTo={redirectTo ?? ""}
              error={result?.error}
              busy={busy}
            />
          ) : (
            <PasswordStep
              redirectTo={searchParams.get("redirectTo") ?? ""}
              error={result?.error}
              username={result?.username ?? ""}
              busy={busy}
            />
          )}
        </div>
      </main>
    </>
  );
}

function LoginError({ error }: { error: string | undefined }) {
  return error ? (
    <p className="alert alert-error" role="alert" id="login-error">
      {error}
    </p>
  ) : null;
}

/** The first step: username and password. */
function PasswordStep({
  redirectTo,
  error,
  username,
  busy,
}: {
  redirectTo: string;
  error: string | undefined;
  username: string;
  busy: boolean;
}) {
  const invalid = error ? { "aria-invalid": true as const, "aria-describedby": "login-error" } : {};
  return (
    <Form method="post" className="admin-form" replace>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <LoginError error={error} />
      <div className="field">
        <label htmlFor="username">Username</label>
        <input
          id="username"
          name="username"
          type="text"
          autoComplete="username"
          {...invalid}
          defaultValue={username}
          autoCapitalize="none"
          spellCheck={false}
          aria-required="true"
        />
      </div>
      <div className="field">
        <label htmlFor="password">Password</label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          {...invalid}
          aria-required="true"
        />
      </div>
      <button type="submit" className="button button-block" disabled={busy}>
        {busy ? "Signing in..." : "Sign in to Admin Panel"}
      </button>
    </Form>
  );
}

/**
 * The second step of an account with two-factor sign-in: the code of its authenticator app,
 * or a recovery code. It carries the step's token, never the password.
 */
function CodeStep({
  challenge,
  redirectTo,
  error,
  busy,
}: {
  challenge: string;
  redirectTo: string;
  error: string | undefined;
  busy: boolean;
}) {
  return (
    <Form method="post" className="admin-form" replace>
      <input type="hidden" name="intent" value="code" />
      <input type="hidden" name="challenge" value={challenge} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <LoginError error={error} />
      <CodeField
        id="code"
        error={error}
        errorId="login-error"
        hint="The 6-digit code your authenticator app shows for this site. Without your phone, enter one of your recovery codes."
      />
      <button type="submit" className="button button-block" disabled={busy}>
        {busy ? "Checking..." : "Verify and sign in"}
      </button>
      <p className="login-restart">
        <Link to={LOGIN_PATH}>Sign in as someone else</Link>
      </p>
    </Form>
  );
}
