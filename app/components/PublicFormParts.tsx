/** What the site's public forms (the contact form, the report of a suspect pack) share. */
import { CONTACT_HONEYPOT_FIELD, CONTACT_STARTED_FIELD } from "~/contacts/contact-fields";
import type { ContactAnswer } from "~/contacts/contact-answer";
import type { FieldErrors } from "~/lib/validation";
import { fieldErrorId } from "./field-ids";

/**
 * A public form whose only checks are the server's: each field's id and name, tied to its
 * message when the server refused it (`aria-invalid`, and `aria-describedby` with its hint),
 * and the message itself, beside the field. `form` prefixes the ids: `{form}-{field}`.
 */
export function fieldsOf(form: string, errors: FieldErrors) {
  return {
    field(name: string, hint?: string) {
      const describedBy = [errors[name] ? fieldErrorId(form, name) : null, hint ?? null]
        .filter(Boolean)
        .join(" ");
      return {
        id: `${form}-${name}`,
        name,
        "aria-invalid": errors[name] ? true : undefined,
        "aria-describedby": describedBy || undefined,
      };
    },
    fieldError(name: string) {
      return errors[name] ? (
        <p className="field-error" id={fieldErrorId(form, name)}>
          {errors[name]}
        </p>
      ) : null;
    },
  };
}

/** The banner at the top of a form the server answered: sent, failed, or fields to check. */
export function AnswerBanner({
  answer,
  checkFields,
}: {
  answer: ContactAnswer | undefined;
  /** What an answer with field errors says above them. */
  checkFields: string;
}) {
  if (answer?.status === "sent") {
    return (
      <p className="banner-success" role="status">
        {answer.message}
      </p>
    );
  }
  if (answer?.status === "failed" || answer?.status === "invalid") {
    return (
      <p className="banner-error" role="alert">
        {answer.status === "failed" ? answer.message : checkFields}
      </p>
    );
  }
  return null;
}

/**
 * What tells a bot's post from a person's (app/abuse): the signed time the form was made, and a
 * field people never see, which bots that fill every field fill.
 */
export function BotTraps({
  form,
  started,
  label,
}: {
  form: string;
  started: string;
  /** The hidden field's label: 'Leave this field empty'. */
  label: string;
}) {
  const id = `${form}-${CONTACT_HONEYPOT_FIELD}`;
  return (
    <>
      <input type="hidden" name={CONTACT_STARTED_FIELD} value={started} />
      {/* Hidden from people (and from screen readers). */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={id}>{label}</label>
        <input id={id} name={CONTACT_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
    </>
  );
}
