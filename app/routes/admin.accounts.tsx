import { data, Form, Link, redirect, useActionData } from "react-router";
import { adminRefusal, readAdminForm, unknownAction } from "~/admin/actions.server";
import { ACCOUNT_LIMITS, FIRST_SIGN_INS, type FirstSignInKind } from "~/auth/account-schema";
import {
  addAccount,
  listAccounts,
  resetPassword,
  setAccountActive,
  showFirstSignIn,
  type Account,
  type FirstSignIn,
  type FirstSignInShown,
} from "~/auth/accounts.server";
import { ACCOUNT_PATH, ACCOUNTS_PATH } from "~/auth/admin-paths";
import { actorOf, requireAdmin } from "~/auth/auth.server";
import { setTwoFactorRequired, twoFactorRequired } from "~/auth/two-factor.server";
import { AdminMessages } from "~/components/admin/AdminMessages";
import { TextField } from "~/components/admin/fields";
import { usePendingIntent } from "~/components/admin/usePending";
import { parseId } from "~/lib/ids";
import { pakistanDateTime } from "~/lib/dates";
import { textFieldsOf } from "~/lib/validation";
import { publicOrigin } from "~/seo/origin.server";
import type { Route } from "./+types/admin.accounts";

/*
 * The staff's accounts: a card each, adding a colleague (a one-time password or a set-up link,
 * shown once), disabling and enabling, a new password for a colleague who forgot theirs, and
 * whether every account must sign in with two factors.
 */

export async function loader({ request, url }: Route.LoaderArgs) {
  const session = await requireAdmin({ request, url });
  const now = new Date().toISOString();
  return {
    accounts: listAccounts().map((account) => ({
      ...account,
      setUpLinkExpired: account.setUpLinkExpiresAt !== null && account.setUpLinkExpiresAt <= now,
    })),
    you: session.user.id,
    required: twoFactorRequired(),
    creating: url.searchParams.get("new") === "1",
  };
}

/** What the administrator is shown once: how the colleague signs in the first time. */
type ShownOnce = FirstSignInShown & { name: string; username: string; reset: boolean };

function shownOnce(
  request: Request,
  { account, firstSignIn }: { account: Account; firstSignIn: FirstSignIn },
  reset: boolean,
): ShownOnce {
  const { name, username } = account;
  return { name, username, reset, ...showFirstSignIn(publicOrigin(request), firstSignIn) };
}

function firstSignInKind(value: string | undefined): FirstSignInKind {
  return FIRST_SIGN_INS.find((kind) => kind === value) ?? "one-time-password";
}

export async function action({ request, url }: Route.ActionArgs) {
  const session = await requireAdmin({ request, url });
  const by = actorOf(session, request);
  const read = await readAdminForm(request, { maxBytes: 16 * 1024 });
  if (!read.ok) return adminRefusal(read);
  const fields = textFieldsOf(read.value);
  const id = parseId(fields.id);
  switch (fields.intent) {
    case "add": {
      const result = await addAccount(fields, new Date(), by);
      if (!result.ok) {
        return adminRefusal(result, { errors: result.errors ?? {}, values: fields });
      }
      return data({ shown: shownOnce(request, result.value, false) });
    }
    case "disable":
    case "enable": {
      if (id === null) return unknownAction();
      const active = fields.intent === "enable";
      const result = setAccountActive(id, active, session.user, new Date(), by);
      if (!result.ok) return adminRefusal(result);
      throw redirect(`${ACCOUNTS_PATH}?notice=account-${active ? "enabled" : "disabled"}`);
    }
    case "reset": {
      if (id === null) return unknownAction();
      const kind = firstSignInKind(fields.firstSignIn);
      const result = await resetPassword(id, kind, session.user, new Date(), by);
      if (!result.ok) return adminRefusal(result);
      return data({ shown: shownOnce(request, result.value, true) });
    }
    case "require-two-factor": {
      const required = fields.required === "on";
      const result = setTwoFactorRequired(required, session.user.id, by);
      if (!result.ok) return adminRefusal(result);
      throw redirect(`${ACCOUNTS_PATH}?notice=two-factor-${required ? "required" : "optional"}`);
    }
    default:
      return unknownAction();
  }
}

type ActionData = {
  error?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  shown?: ShownOnce;
};

export default function AdminAccounts({ loaderData }: Route.ComponentProps) {
  const { accounts, you, required, creating } = loaderData;
  const result = useActionData<ActionData>();
  const formOpen = (creating && !result?.shown) || result?.values !== undefined;
  return (
    <>
      <div className="admin-title-row">
        <h1>Accounts ({accounts.length.toLocaleString("en-US")})</h1>
        {formOpen ? null : (
          <Link to="?new=1" className="button">
            Add Account
          </Link>
        )}
      </div>
      <AdminMessages error={result?.error} />
      {result?.shown ? <FirstSignInPanel shown={result.shown} /> : null}
      {formOpen ? (
        <AddAccountForm errors={result?.errors ?? {}} values={result?.values ?? {}} />
      ) : null}
      <ul className="account-cards">
        {accounts.map((account) => (
          <AccountCard key={account.id} account={account} you={account.id === you} />
        ))}
      </ul>
      <RequireTwoFactor required={required} />
    </>
  );
}

const FIRST_SIGN_IN_CHOICES: { value: FirstSignInKind; text: string }[] = [
  {
    value: "one-time-password",
    text: "A one-time password, shown to you once: give it to them, and they choose their own at their first sign-in.",
  },
  {
    value: "set-up-link",
    text: "A set-up link, shown to you once: send it to them, and they choose their password there within 24 hours.",
  },
];

function AddAccountForm({
  errors,
  values,
}: {
  errors: Record<string, string>;
  values: Record<string, string>;
}) {
  const saving = usePendingIntent("add");
  const kind = firstSignInKind(values.firstSignIn);
  return (
    <section className="admin-panel" aria-labelledby="account-form-title">
      <h2 id="account-form-title">Add Account</h2>
      <p className="field-hint">
        A colleague&apos;s own account: they sign in with their own username and password, and
        everything they can do, you can.
      </p>
      <Form method="post" className="admin-form">
        <input type="hidden" name="intent" value="add" />
        <div className="field-grid">
          <TextField
            idPrefix="account"
            name="name"
            label="Name"
            required
            maxLength={ACCOUNT_LIMITS.name}
            defaultValue={values.name ?? ""}
            error={errors.name}
          />
          <TextField
            idPrefix="account"
            name="username"
            label="Username"
            required
            maxLength={ACCOUNT_LIMITS.username}
            defaultValue={values.username ?? ""}
            error={errors.username}
          />
        </div>
        <fieldset className="field first-sign-in">
          <legend>First sign-in</legend>
          {FIRST_SIGN_IN_CHOICES.map(({ value, text }) => (
            <label className="choice" key={value}>
              <input
                type="radio"
                name="firstSignIn"
                value={value}
                defaultChecked={kind === value}
              />
              <span>{text}</span>
            </label>
          ))}
        </fieldset>
        <div className="inline-actions">
          <button type="submit" className="button" disabled={saving}>
            {saving ? "Adding..." : "Add Account"}
          </button>
          <Link to={ACCOUNTS_PATH} className="button button-outline">
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}

/** The one-time password or set-up link of an account just added or reset: shown this once. */
function FirstSignInPanel({ shown }: { shown: ShownOnce }) {
  const who = `${shown.name} (${shown.username})`;
  return (
    <section className="admin-panel first-sign-in-shown" aria-labelledby="shown-title">
      <h2 id="shown-title">{shown.reset ? `New password for ${who}` : `Account added: ${who}`}</h2>
      {"oneTimePassword" in shown ? (
        <>
          <p>
            One-time password: <code id="one-time-password">{shown.oneTimePassword}</code>
          </p>
          <p>
            Give it to {shown.name} in person or by phone. They sign in at /admin-login with it and
            then choose their own password.
          </p>
        </>
      ) : (
        <>
          <p>
            Set-up link: <code id="set-up-link">{shown.setUpLink}</code>
          </p>
          <p>
            Send it to {shown.name} (WhatsApp, e-mail). It works once, until{" "}
            {pakistanDateTime(shown.setUpLinkExpiresAt)} (Pakistan time).
          </p>
        </>
      )}
      <p>
        <strong>It is shown only now</strong>: nothing keeps it.
      </p>
    </section>
  );
}

type ListedAccount = Route.ComponentProps["loaderData"]["accounts"][number];

function AccountCard({ account, you }: { account: ListedAccount; you: boolean }) {
  return (
    <li className="account-card">
      <div className="account-card-title">
        <h2>{account.name}</h2>
        {you ? <span className="status-badge status-replied">You</span> : null}
        {account.active ? null : <span className="status-badge status-closed">Disabled</span>}
      </div>
      <p>
        Username: <code>{account.username}</code>
      </p>
      <p>Two-factor sign-in: {account.twoFactor ? "on" : "off"}</p>
      <p>Last sign-in: {account.lastSignInAt ? pakistanDateTime(account.lastSignInAt) : "never"}</p>
      {account.setUpLinkExpiresAt ? (
        <p>
          {account.setUpLinkExpired
            ? "Set-up link expired: give a new one."
            : `Set-up link not used yet (until ${pakistanDateTime(account.setUpLinkExpiresAt)}).`}
        </p>
      ) : account.mustChangePassword ? (
        <p>Has a one-time password; chooses their own at the next sign-in.</p>
      ) : null}
      {you ? (
        <p className="account-card-actions">
          <Link to={ACCOUNT_PATH} className="button button-outline">
            Your account
          </Link>
        </p>
      ) : (
        <div className="account-card-actions">
          <Form method="post">
            <input type="hidden" name="intent" value={account.active ? "disable" : "enable"} />
            <input type="hidden" name="id" value={account.id} />
            <button
              type="submit"
              className="button button-outline"
              aria-label={`${account.active ? "Disable" : "Enable"} ${account.name}`}
            >
              {account.active ? "Disable" : "Enable"}
            </button>
          </Form>
          <details className="account-reset">
            <summary>New password</summary>
            <p className="field-hint">
              For a colleague who forgot theirs: their password stops working and their sessions
              end.
            </p>
            <Form method="post" className="inline-actions">
              <input type="hidden" name="intent" value="reset" />
              <input type="hidden" name="id" value={account.id} />
              <button
                type="submit"
                name="firstSignIn"
                value="one-time-password"
                className="button button-outline"
              >
                One-time password
              </button>
              <button
                type="submit"
                name="firstSignIn"
                value="set-up-link"
                className="button button-outline"
              >
                Set-up link
              </button>
            </Form>
          </details>
        </div>
      )}
    </li>
  );
}

function RequireTwoFactor({ required }: { required: boolean }) {
  return (
    <section className="admin-panel account-setting" aria-labelledby="require-title">
      <h2 id="require-title">Two-factor sign-in for everyone</h2>
      <Form method="post" className="admin-form">
        <input type="hidden" name="intent" value="require-two-factor" />
        <label className="choice">
          <input type="checkbox" name="required" defaultChecked={required} />
          <span>
            Require two-factor sign-in for every account. Those without it are asked to set it up at
            their next sign-in.
          </span>
        </label>
        <div className="inline-actions">
          <button type="submit" className="button button-outline">
            Save
          </button>
        </div>
      </Form>
    </section>
  );
}
