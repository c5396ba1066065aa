import { data, Form, Link, redirect, useActionData } from "react-router";
import { adminRefusal, readAdminForm, unknownAction } from "~/admin/actions.server";
import { RECOVERY_CODE_COUNT } from "~/auth/account-schema";
import {
  changeOwnPassword,
  chooseOwnPassword,
  confirmOwnTwoFactor,
  getAccount,
  signOutOtherSessions,
  turnOffOwnTwoFactor,
} from "~/auth/accounts.server";
import { ACCOUNT_PATH, AFTER_LOGIN_PATH } from "~/auth/admin-paths";
import { requireAdmin } from "~/auth/auth.server";
import { countOtherSessions, type NextStep } from "~/auth/sessions.server";
import {
  cancelEnrolment,
  enrolmentQrSvg,
  pendingEnrolment,
  renewRecoveryCodes,
  startEnrolment,
  twoFactorRequired,
  unusedRecoveryCodes,
} from "~/auth/two-factor.server";
import { AdminMessages } from "~/components/admin/AdminMessages";
import { CodeField, NewPasswordFields, PasswordField } from "~/components/admin/SignInFields";
import { usePendingIntent } from "~/components/admin/usePending";
import { pakistanDateTime } from "~/lib/dates";
import { requestValues } from "~/load-context";
import type { Route } from "./+types/admin.account";

/*
 * One's own account: the password (changed knowing the current one), two-factor sign-in with
 * an authenticator app, and the other sessions. A session sent here to take a step first
 * (choose its own password, set up two-factor sign-in) sees only that step.
 */

export async function loader({ request, url }: Route.LoaderArgs) {
  const session = await requireAdmin({ request, url });
  const account = getAccount(session.user.id);
  if (!account) throw new Response("Account not found", { status: 404 });
  const enrolment = pendingEnrolment(account.id);
  return {
    step: session.nextStep ?? null,
    account: {
      name: account.name,
      username: account.username,
      twoFactor: account.twoFactor,
      lastSignInAt: account.lastSignInAt,
    },
    otherSessions: countOtherSessions(session),
    enrolment: enrolment
      ? { secret: enrolment.secret, qrSvg: await enrolmentQrSvg(enrolment) }
      : null,
    recoveryCodesLeft: account.twoFactor ? unusedRecoveryCodes(account.id) : 0,
    required: twoFactorRequired(),
  };
}

/** What a session with a step to take may send meanwhile: only that step. */
const STEP_INTENTS: Record<NextStep, readonly string[]> = {
  "choose-password": ["choose-password"],
  "enrol-two-factor": ["start-two-factor", "cancel-two-factor", "confirm-two-factor"],
};

const back = (notice?: string) =>
  redirect(notice ? `${ACCOUNT_PATH}?notice=${notice}` : ACCOUNT_PATH);

export async function action({ request, url, context }: Route.ActionArgs) {
  const session = await requireAdmin({ request, url });
  const read = await readAdminForm(request, { maxBytes: 16 * 1024 });
  if (!read.ok) return adminRefusal(read);
  const form = read.value;
  const intent = String(form.get("intent") ?? "");
  if (session.nextStep && !STEP_INTENTS[session.nextStep].includes(intent)) {
    return unknownAction();
  }
  const address = requestValues(context).clientAddress;
  const userId = session.user.id;
  const fields = {
    currentPassword: form.get("currentPassword"),
    newPassword: form.get("newPassword"),
    repeatPassword: form.get("repeatPassword") ?? "",
  };
  switch (intent) {
    case "choose-password": {
      const result = await chooseOwnPassword(session, fields);
      if (!result.ok) return adminRefusal(result, { errors: result.errors ?? {} });
      throw result.value ? back() : redirect(AFTER_LOGIN_PATH);
    }
    case "change-password": {
      const result = await changeOwnPassword(session, fields, address);
      if (!result.ok) return adminRefusal(result, { errors: result.errors ?? {} });
      throw back("password-changed");
    }
    case "sign-out-others":
      signOutOtherSessions(session);
      throw back("signed-out-others");
    case "start-two-factor":
      startEnrolment(userId);
      throw back();
    case "cancel-two-factor":
      cancelEnrolment(userId);
      throw back();
    case "confirm-two-factor": {
      const result = confirmOwnTwoFactor(session, form.get("code"));
      if (!result.ok) return adminRefusal(result, { errors: result.errors ?? {} });
      return data({ recoveryCodes: result.value, afterStep: session.nextStep !== undefined });
    }
    case "new-recovery-codes": {
      const result = renewRecoveryCodes(userId);
      if (!result.ok) return adminRefusal(result);
      return data({ recoveryCodes: result.value, afterStep: false });
    }
    case "turn-off-two-factor": {
      const result = await turnOffOwnTwoFactor(session, form.get("password"), address);
      if (!result.ok) return adminRefusal(result, { errors: result.errors ?? {} });
      throw back("two-factor-off");
    }
    default:
      return unknownAction();
  }
}

type ActionData = {
  error?: string;
  errors?: Record<string, string>;
  recoveryCodes?: string[];
  afterStep?: boolean;
};

export default function AdminAccount({ loaderData }: Route.ComponentProps) {
  const { step, account } = loaderData;
  const result = useActionData<ActionData>();
  const errors = result?.errors ?? {};
  return (
    <>
      <div className="admin-title-row">
        <h1>Your account</h1>
      </div>
      <AdminMessages error={result?.error} />
      {result?.recoveryCodes ? (
        <RecoveryCodes codes={result.recoveryCodes} afterStep={result.afterStep ?? false} />
      ) : step === "choose-password" ? (
        <ChoosePassword errors={errors} />
      ) : step === "enrol-two-factor" ? (
        <>
          <p className="alert alert-warning" role="status">
            Two-factor sign-in is required for every account. Set it up to go on.
          </p>
          <TwoFactor data={loaderData} errors={errors} />
        </>
      ) : (
        <>
          <section className="admin-panel" aria-labelledby="account-title">
            <h2 id="account-title">{account.name}</h2>
            <dl className="details-list">
              <div>
                <dt>Username</dt>
                <dd>{account.username}</dd>
              </div>
              <div>
                <dt>Last sign-in</dt>
                <dd>
                  {account.lastSignInAt ? `${pakistanDateTime(account.lastSignInAt)}` : "Never"}
                </dd>
              </div>
            </dl>
          </section>
          <ChangePassword errors={errors} />
          <TwoFactor data={loaderData} errors={errors} />
          <OtherSessions count={loaderData.otherSessions} />
        </>
      )}
    </>
  );
}

function ChoosePassword({ errors }: { errors: Record<string, string> }) {
  const saving = usePendingIntent("choose-password");
  return (
    <section className="admin-panel" aria-labelledby="choose-title">
      <h2 id="choose-title">Choose your own password</h2>
      <p>
        You signed in with a one-time password. Choose a password of your own to go on: only you
        will know it.
      </p>
      <Form method="post" className="admin-form">
        <input type="hidden" name="intent" value="choose-password" />
        <NewPasswordFields idPrefix="choose" errors={errors} />
        <button type="submit" className="button" disabled={saving}>
          {saving ? "Saving..." : "Save my password"}
        </button>
      </Form>
    </section>
  );
}

function ChangePassword({ errors }: { errors: Record<string, string> }) {
  const saving = usePendingIntent("change-password");
  return (
    <section className="admin-panel" aria-labelledby="password-title">
      <h2 id="password-title">Change your password</h2>
      <p className="field-hint">Your other sessions (browsers and API tokens) are signed out.</p>
      <Form method="post" className="admin-form">
        <input type="hidden" name="intent" value="change-password" />
        <PasswordField
          idPrefix="password"
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword}
        />
        <NewPasswordFields idPrefix="password" errors={errors} />
        <button type="submit" className="button" disabled={saving}>
          {saving ? "Saving..." : "Change password"}
        </button>
      </Form>
    </section>
  );
}

/** Groups of four, as authenticator apps show a key to type. */
function spaced(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

function TwoFactor({
  data: { account, enrolment, recoveryCodesLeft, required },
  errors,
}: {
  data: Route.ComponentProps["loaderData"];
  errors: Record<string, string>;
}) {
  return (
    <section className="admin-panel" aria-labelledby="two-factor-title" id="two-factor">
      <h2 id="two-factor-title">Two-factor sign-in</h2>
      {enrolment ? (
        <Enrol enrolment={enrolment} error={errors.code} />
      ) : account.twoFactor ? (
        <>
          <p>
            <strong>On.</strong> Signing in asks for a code from your authenticator app.{" "}
            {recoveryCodesLeft} of {RECOVERY_CODE_COUNT} recovery codes left.
          </p>
          <div className="inline-actions">
            <IntentButton intent="new-recovery-codes" outline>
              New recovery codes
            </IntentButton>
            <IntentButton intent="start-two-factor" outline>
              Move to another phone
            </IntentButton>
          </div>
          {required ? (
            <p className="field-hint">Required for every account: it cannot be turned off.</p>
          ) : (
            <Form method="post" className="admin-form two-factor-off">
              <input type="hidden" name="intent" value="turn-off-two-factor" />
              <PasswordField
                idPrefix="two-factor-off"
                name="password"
                label="Your password, to turn it off"
                autoComplete="current-password"
                error={errors.password}
              />
              <button type="submit" className="button button-outline">
                Turn off two-factor sign-in
              </button>
            </Form>
          )}
        </>
      ) : (
        <>
          <p>
            <strong>Off.</strong> With it on, signing in asks for your password and a code from an
            authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 2FAS and
            the like), so a password alone is not enough.
          </p>
          <IntentButton intent="start-two-factor">Set up two-factor sign-in</IntentButton>
        </>
      )}
    </section>
  );
}

/** The enrolment under way: the QR code, the key to type, and the first code. */
function Enrol({
  enrolment,
  error,
}: {
  enrolment: { secret: string; qrSvg: string };
  error: string | undefined;
}) {
  const confirming = usePendingIntent("confirm-two-factor");
  return (
    <>
      <ol className="enrol-steps">
        <li>
          <p>Scan this QR code with your authenticator app:</p>
          <div
            className="enrol-qr"
            role="img"
            aria-label="QR code to scan with your authenticator app"
            // The drawing qrcode made of the otpauth:// address: no text of anyone's in it.
            dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
          />
        </li>
        <li>
          <p>
            Or, on this phone, type this key into the app (time-based):{" "}
            <code className="enrol-secret" id="two-factor-secret">
              {spaced(enrolment.secret)}
            </code>
          </p>
        </li>
        <li>
          <Form method="post" className="admin-form">
            <input type="hidden" name="intent" value="confirm-two-factor" />
            <CodeField
              id="two-factor-code"
              error={error}
              hint="The 6-digit code the app now shows for this site."
            />
            <div className="inline-actions">
              <button type="submit" className="button" disabled={confirming}>
                {confirming ? "Checking..." : "Turn on two-factor sign-in"}
              </button>
            </div>
          </Form>
        </li>
      </ol>
      <IntentButton intent="cancel-two-factor" outline>
        Cancel
      </IntentButton>
    </>
  );
}

/** Recovery codes, shown this once. */
function RecoveryCodes({ codes, afterStep }: { codes: string[]; afterStep: boolean }) {
  return (
    <section className="admin-panel" aria-labelledby="recovery-title">
      <h2 id="recovery-title">Your recovery codes</h2>
      <p className="alert alert-success" role="status">
        Two-factor sign-in is on.
      </p>
      <p>
        Without your phone, sign in with one of these codes instead of the app&apos;s: each works
        once. Write them down or print them and keep them safe:{" "}
        <strong>they are not shown again</strong>.
      </p>
      <ul className="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Link to={afterStep ? AFTER_LOGIN_PATH : ACCOUNT_PATH} className="button">
        {afterStep ? "Continue to the dashboard" : "Done"}
      </Link>
    </section>
  );
}

function OtherSessions({ count }: { count: number }) {
  return (
    <section className="admin-panel" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Other sessions</h2>
      <p>
        {count === 0
          ? "You are signed in nowhere else."
          : `You are signed in ${count === 1 ? "in 1 other place" : `in ${count} other places`} (browsers or API tokens).`}
      </p>
      <IntentButton intent="sign-out-others" outline disabled={count === 0}>
        Sign out everywhere else
      </IntentButton>
    </section>
  );
}

/** A button that sends one intent and nothing else. */
function IntentButton({
  intent,
  outline = false,
  disabled = false,
  children,
}: {
  intent: string;
  outline?: boolean;
  disabled?: boolean;
  children: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button
        type="submit"
        className={outline ? "button button-outline" : "button"}
        disabled={disabled}
      >
        {children}
      </button>
    </Form>
  );
}
