import { useActionData } from "react-router";
import { Fragment, useEffect, useRef } from "react";
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  CONTACT_STARTED_FIELD,
  CONTACT_SUBJECTS,
  CONTACT_SUBMISSION_KEY_FIELD,
  PHONE_EXAMPLE,
} from "~/contacts/contact-fields";
import { CONTACT_SEND_PATH, type ContactAnswer } from "~/contacts/contact-answer";
import { formatParts } from "~/i18n/format";
import type { Messages } from "~/i18n/messages/types";
import { useSiteText } from "~/i18n/site-text";
import type { FieldErrors } from "~/lib/validation";
import { contactFieldErrorId, enhanceContactForm } from "./contact-form-behaviour";

/** The line under the phone's label: how to write the number, and the e-mail for those without. */
const PHONE_HINT_ID = "contact-phone-hint";

/**
 * The enquiry form. It asks first for a phone, which most farmers have and staff call back on;
 * the e-mail is for those without one. It posts to the contact page's own action, so it works
 * as a plain HTML form, and the page shows the server's answer (rendered here): the server's
 * checks are the only ones, worded in the page's language, so the browser's own (noValidate)
 * never speak first, in whatever language the phone is set to. With JavaScript (enhanceContactForm,
 * run by the page's own script or, when React renders the page, here) it sends without a reload,
 * shows 'Sending...', keeps the message on the phone without a connection, clears itself once
 * sent and moves focus to the first field that needs attention. The words it needs for that
 * ride along in data attributes.
 */
export function ContactForm({
  text,
  started,
}: {
  text: Messages["contact"];
  /** The signed time the form was made: a post within seconds of it is a bot's. */
  started: string;
}) {
  const { form: words } = text;
  const { href } = useSiteText();
  const result = useActionData<ContactAnswer>();
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => (form.current ? enhanceContactForm(form.current) : undefined), []);

  const values = result && "values" in result ? result.values : {};
  const errors: FieldErrors = result?.status === "invalid" ? result.errors : {};

  const fieldProps = (name: string, hint?: string) => {
    const describedBy = [errors[name] ? contactFieldErrorId(name) : null, hint ?? null]
      .filter(Boolean)
      .join(" ");
    return {
      id: `contact-${name}`,
      name,
      defaultValue: values[name] ?? "",
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": describedBy || undefined,
    };
  };
  const fieldError = (name: string) =>
    errors[name] ? (
      <p className="field-error" id={contactFieldErrorId(name)}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <form
      method="post"
      action={href("/contact")}
      className="contact-form"
      noValidate
      ref={form}
      data-send-to={href(CONTACT_SEND_PATH)}
      data-sending={words.sending}
      data-check-fields={words.checkFields}
      data-kept={words.keptOnPhone}
      data-network-error={words.networkError}
      data-failed={words.failed}
    >
      {result?.status === "sent" ? (
        <p className="banner-success" role="status">
          {result.message}
        </p>
      ) : null}
      {result?.status === "failed" ? (
        <p className="banner-error" role="alert">
          {result.message}
        </p>
      ) : null}
      {result?.status === "invalid" ? (
        <p className="banner-error" role="alert">
          {words.checkFields}
        </p>
      ) : null}

      <div className="field-row">
        <div className="field">
          <label htmlFor="contact-name">{words.name}</label>
          <input
            {...fieldProps("name")}
            type="text"
            required
            maxLength={CONTACT_LIMITS.name}
            autoComplete="name"
          />
          {fieldError("name")}
        </div>
        <div className="field">
          <label htmlFor="contact-phone">{words.phone}</label>
          <p className="field-hint" id={PHONE_HINT_ID}>
            {formatParts(words.phoneHint, {
              example: <bdi dir="ltr">{PHONE_EXAMPLE}</bdi>,
            }).map((part, index) => (
              <Fragment key={index}>{part}</Fragment>
            ))}
          </p>
          <input
            {...fieldProps("phone", PHONE_HINT_ID)}
            type="tel"
            dir="ltr"
            maxLength={CONTACT_LIMITS.phone}
            autoComplete="tel"
          />
          {fieldError("phone")}
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="contact-email">{words.email}</label>
          <input
            {...fieldProps("email")}
            type="email"
            dir="ltr"
            maxLength={CONTACT_LIMITS.email}
            autoComplete="email"
          />
          {fieldError("email")}
        </div>
        <div className="field">
          <label htmlFor="contact-subject">{words.subject}</label>
          <select {...fieldProps("subject")} required>
            <option value="">{words.chooseSubject}</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {words.subjects[subject]}
              </option>
            ))}
          </select>
          {fieldError("subject")}
        </div>
      </div>
      <div className="field">
        <label htmlFor="contact-message">{words.message}</label>
        <textarea {...fieldProps("message")} rows={6} required maxLength={CONTACT_LIMITS.message} />
        {fieldError("message")}
      </div>
      <input type="hidden" name={CONTACT_STARTED_FIELD} value={started} />
      {/* Filled in by the script: each message it sends carries a key of its own. */}
      <input type="hidden" name={CONTACT_SUBMISSION_KEY_FIELD} defaultValue="" />
      {/* Hidden from people (and from screen readers); bots that fill every field fill this. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={`contact-${CONTACT_HONEYPOT_FIELD}`}>{words.honeypot}</label>
        <input
          id={`contact-${CONTACT_HONEYPOT_FIELD}`}
          name={CONTACT_HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <button type="submit" className="button">
        {words.send}
      </button>
    </form>
  );
}
