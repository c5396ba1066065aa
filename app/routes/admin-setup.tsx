import { redirect, Form, Link, useActionData, useNavigation } from "react-router";
import { adminRefusal } from "~/admin/actions.server";
import { SET_UP_LINK_INVALID_MESSAGE } from "~/auth/account-schema";
import { completeSetUp, findSetUpAccount } from "~/auth/accounts.server";
import { ACCOUNT_PATH, AFTER_LOGIN_PATH, LOGIN_PATH } from "~/auth/admin-paths";
import { startAdminSession } from "~/auth/auth.server";
import { crossSiteRefusal, isForgeryRisk } from "~/auth/same-origin.server";
import { AdminMessages } from "~/components/admin/AdminMessages";
import { NewPasswordFields } from "~/components/admin/SignInFields";
import { SkipLink } from "~/components/SkipLink";
import { SITE } from "~/config/site";
import { readSmallFormData } from "~/lib/request.server";
import { privatePageMeta } from "~/seo/meta";
import adminStylesUrl from "~/styles/admin.css?url";
import type { Route } from "./+types/admin-setup";

/*
 * A set-up link: a colleague an administrator added chooses their password here, within 24
 * hours, and is signed in. The link works once.
 */

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesUrl }];

export const meta: Route.MetaFunction = () => privatePageMeta("Set up your account");

/** The link is a key: no browser or proxy keeps the page. */
export const headers = () => ({ "Cache-Control": "no-store" });

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const account = findSetUpAccount(token);
  return { token, name: account?.name ?? null };
}

export async function action({ request }: Route.ActionArgs) {
  // Setting up from another site's page would put the visitor in a session of its choosing.
  if (isForgeryRisk(request)) throw crossSiteRefusal();
  const read = await readSmallFormData(request, 16 * 1024);
  if (!read.ok) return adminRefusal(read);
  const form = read.value;
  const token = form.get("token");
  const result = await completeSetUp(typeof token === "string" ? token : "", {
    newPassword: form.get("newPassword"),
    repeatPassword: form.get("repeatPassword") ?? "",
  });
  if (!result.ok) return adminRefusal(result, { errors: result.errors ?? {} });
  const { user, nextStep } = result.value;
  const { setCookie } = await startAdminSession(request, user, nextStep);
  throw redirect(nextStep ? ACCOUNT_PATH : AFTER_LOGIN_PATH, {
    headers: { "Set-Cookie": setCookie },
  });
}

export default function AdminSetUp({ loaderData }: Route.ComponentProps) {
  const { token, name } = loaderData;
  const result = useActionData<{ error?: string; errors?: Record<string, string> }>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <>
      <SkipLink label="Skip to main content" />
      <main id="main" tabIndex={-1} className="login-page">
        <div className="login-card">
          <img src="/logo.svg" alt="" width="56" height="56" />
          <h1>Set up your account</h1>
          <p className="muted">{SITE.name}</p>
          {name === null ? (
            <>
              <p className="alert alert-error" role="alert">
                {SET_UP_LINK_INVALID_MESSAGE}
              </p>
              <Link to={LOGIN_PATH}>Go to sign-in</Link>
            </>
          ) : (
            <Form method="post" className="admin-form">
              <p>Welcome, {name}. Choose the password you will sign in with.</p>
              <AdminMessages error={result?.error} />
              <input type="hidden" name="token" value={token} />
              <NewPasswordFields idPrefix="set-up" errors={result?.errors ?? {}} />
              <button type="submit" className="button button-block" disabled={busy}>
                {busy ? "Saving..." : "Save and sign in"}
              </button>
            </Form>
          )}
        </div>
      </main>
    </>
  );
}
