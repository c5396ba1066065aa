import { CODE_LABEL, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/auth/account-schema";
import { fieldA11y, FieldError } from "./fields";

/** The ids an input is described by: its error, then its hint; undefined when none. */
function describedBy(id: string, error: string | undefined, hint: boolean): string | undefined {
  const ids = [fieldA11y(id, error)["aria-describedby"], hint ? `${id}-hint` : undefined];
  return ids.filter(Boolean).join(" ") || undefined;
}

/** A labelled password input with its error message; its id is `${idPrefix}-${name}`. */
export function PasswordField({
  idPrefix,
  name,
  label,
  autoComplete,
  error,
  hint,
}: {
  idPrefix: string;
  name: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  error: string | undefined;
  hint?: string;
}) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="password"
        autoComplete={autoComplete}
        required
        minLength={autoComplete === "new-password" ? MIN_PASSWORD_LENGTH : undefined}
        maxLength={MAX_PASSWORD_LENGTH}
        aria-invalid={fieldA11y(id, error)["aria-invalid"]}
        aria-describedby={describedBy(id, error, hint !== undefined)}
      />
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** A new password, typed twice: `newPassword` and `repeatPassword`. */
export function NewPasswordFields({
  idPrefix,
  errors,
}: {
  idPrefix: string;
  errors: Record<string, string>;
}) {
  return (
    <>
      <PasswordField
        idPrefix={idPrefix}
        name="newPassword"
        label="New password"
        autoComplete="new-password"
        error={errors.newPassword}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters; a few words you remember are good.`}
      />
      <PasswordField
        idPrefix={idPrefix}
        name="repeatPassword"
        label="Repeat the new password"
        autoComplete="new-password"
        error={errors.repeatPassword}
      />
    </>
  );
}

/**
 * The code of an authenticator app (or, where `hint` says so, a recovery code): digits on a
 * phone's keyboard, filled in by a phone that offers the code itself.
 */
export function CodeField({
  id,
  error,
  errorId = `${id}-error`,
  hint,
}: {
  id: string;
  error: string | undefined;
  /** Where the error is shown, when not under the field. */
  errorId?: string;
  hint: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{CODE_LABEL}</label>
      <input
        id={id}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={100}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${id}-hint` : `${id}-hint`}
      />
      <p className="field-hint" id={`${id}-hint`}>
        {hint}
      </p>
      {errorId === `${id}-error` ? <FieldError id={id} message={error} /> : null}
    </div>
  );
}
