import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  CONTACT_STARTED_FIELD,
  CONTACT_SUBJECTS,
} from "~/contacts/contact-fields";
import type { Messages } from "~/i18n/messages/types";
import { useSiteText } from "~/i18n/site-text";
import type { FieldErrors } from "~/lib/validation";

/** The answer to a sent form; `offline` is the browser's own when the request never left. */
export type ContactActionData =
  | { status: "sent"; message: string }
  | { status: "invalid"; errors: FieldErrors; values: Record<string, string> }
  | { status: "failed"; message: string; values: Record<string, string> }
  | { status: "offline"; values: Record<string, string> };

/**
 * The enquiry form. It posts to the contact page's own action, so it works as a plain HTML form;
 * with JavaScript it sends without a reload, shows 'Sending...', clears itself on success and
 * moves focus to the first field that needs attention.
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
  const action = href("/contact");
  const result = useActionData<ContactActionData>();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === action;
  const form = useRef<HTMLFormElement>(null);

  const values = result && result.status !== "sent" ? result.values : {};
  const errors: FieldErrors = result?.status === "invalid" ? result.errors : {};

  useEffect(() => {
    if (result?.status === "sent") form.current?.reset();
    if (result?.status === "invalid") {
      form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
    }
  }, [result]);

  const fieldProps = (name: string) => ({
    id: `contact-${name}`,
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `contact-${name}-error` : undefined,
  });
  const fieldError = (name: string) =>
    errors[name] ? (
      <p className="field-error" id={`contact-${name}-error`}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <Form method="post" action={action} className="contact-form" ref={form} noValidate={false}>
      {result?.status === "sent" ? (
        <p className="banner-success" role="status">
          {result.message}
        </p>
      ) : null}
      {result?.status === "failed" || result?.status === "offline" ? (
        <p className="banner-error" role="alert">
          {result.status === "failed" ? result.message : words.networkError}
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
          <label htmlFor="contact-email">{words.email}</label>
          <input
            {...fieldProps("email")}
            type="email"
            dir="ltr"
            required
            maxLength={CONTACT_LIMITS.email}
            autoComplete="email"
          />
          {fieldError("email")}
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="contact-phone">{words.phone}</label>
          <input
            {...fieldProps("phone")}
            type="tel"
            dir="ltr"
            maxLength={CONTACT_LIMITS.phone}
            autoComplete="tel"
          />
          {fieldError("phone")}
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
      <button type="submit" className="button" disabled={sending}>
        {sending ? words.sending : words.send}
      </button>
    </Form>
  );
}
