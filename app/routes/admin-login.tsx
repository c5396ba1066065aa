import { requestValues } from "~/load-context";
import { data, redirect, Form, useNavigation, useSearchParams } from "react-router";
import {
  checkSignInForm,
  readAdminSession,
  safeRedirect,
  startAdminSession,
} from "~/auth/auth.server";
import { crossSiteRefusal, isForgeryRisk } from "~/auth/same-origin.server";
import { readSmallFormData } from "~/lib/request.server";
import { adminRefusal } from "~/admin/actions.server";
import { SkipLink } from "~/components/SkipLink";
import { SITE } from "~/config/site";
import { privatePageMeta } from "~/seo/meta";
import { headersWithActionRefusal } from "~/abuse/refusal-headers";
import adminStylesUrl from "~/styles/admin.css?url";
import type { Route } from "./+types/admin-login";

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

export async function action({ request, context }: Route.ActionArgs) {
  // Signing in from another site's page would put the visitor in a session of its choosing.
  if (isForgeryRisk(request)) throw crossSiteRefusal();
  const read = await readSmallFormData(request, LOGIN_BODY_LIMIT);
  if (!read.ok) return adminRefusal(read, { username: "" });
  const form = read.value;
  const username = form.get("username");
  const typed = typeof username === "string" ? username : "";
  try {
    const result = await checkSignInForm(form, requestValues(context).clientAddress);
    if (!result.ok) return adminRefusal(result, { username: typed });
    // Where to go is settled before the session exists, so nothing after it can fail.
    const target = safeRedirect(form.get("redirectTo"));
    const { setCookie } = await startAdminSession(request, result.value);
    return redirect(target, { headers: { "Set-Cookie": setCookie } });
  } catch (error) {
    console.error("Sign-in failed", error);
    return data({ error: LOGIN_FAILED, username: typed }, { status: 500 });
  }
}

export default function AdminLogin({ actionData: result }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <>
      <SkipLink label="Skip to main content" />
      <main id="main" tabIndex={-1} className="login-page">
        <div className="login-card">
          <img src="/logo.svg" alt="" width="56" height="56" />
          <h1>Admin Panel</h1>
          <p className="muted">{SITE.name}</p>
          <Form method="post" className="admin-form" replace>
            <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
            {result?.error ? (
              <p className="alert alert-error" role="alert" id="login-error">
                {result.error}
              </p>
            ) : null}
            <div className="field">
              <label htmlFor="username">Username</label>
              <input
                id="username"
                name="username"
                type="text"
                autoComplete="username"
                aria-invalid={result?.error ? true : undefined}
                aria-describedby={result?.error ? "login-error" : undefined}
                defaultValue={result?.username ?? ""}
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
                aria-invalid={result?.error ? true : undefined}
                aria-describedby={result?.error ? "login-error" : undefined}
                aria-required="true"
              />
            </div>
            <button type="submit" className="button button-block" disabled={busy}>
              {busy ? "Signing in..." : "Sign in to Admin Panel"}
            </button>
          </Form>
        </div>
      </main>
    </>
  );
}
