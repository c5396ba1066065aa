import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/auth/account-schema";
import { fieldA11y, FieldError } from "./fields";

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
  const a11y = fieldA11y(id, error);
  const describedBy = [a11y["aria-describedby"], hint ? `${id}-hint` : undefined]
    .filter(Boolean)
    .join(" ");
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
        aria-invalid={a11y["aria-invalid"]}
        aria-describedby={describedBy || undefined}
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
