import { Form, useActionData, useNavigation } from "react-router";
import { useEffect, useRef, useState } from "react";
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  CONTACT_STARTED_FIELD,
  CONTACT_SUBJECTS,
  CONTACT_SUBMISSION_KEY_FIELD,
} from "~/contacts/contact-fields";
import { newSubmissionKey, sendKeptMessages } from "~/offline/contact-outbox";
import type { Messages } from "~/i18n/messages/types";
import { useSiteText } from "~/i18n/site-text";
import type { FieldErrors } from "~/lib/validation";

/** The answer to a sent form; `offline` is the browser's own when the request never left. */
export type ContactActionData =
  | { status: "sent"; message: string }
  | { status: "invalid"; errors: FieldErrors; values: Record<string, string> }
  | { status: "failed"; message: string; values: Record<string, string> }
  | { status: "offline"; values: Record<string, string> }
  | { status: "kept" };

/**
 * Whether a submission's answer says it never reached the server (kept on the phone, or not
 * even that): then there is nothing to reload, and trying would replace the page's notice.
 */
export function wasNotDelivered(actionResult: unknown): boolean {
  const status = (actionResult as ContactActionData | undefined)?.status;
  return status === "kept" || status === "offline";
}

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

  const values = result && "values" in result ? result.values : {};
  // Each message the form sends carries a key of its own: sent twice, it is stored once.
  const [submissionKey, setSubmissionKey] = useState("");
  const errors: FieldErrors = result?.status === "invalid" ? result.errors : {};

  // Messages kept on the phone while offline go now, and when the connection returns: the
  // service worker sends them too where there is one; their keys make that harmless.
  useEffect(() => {
    const send = () => void sendKeptMessages().catch(() => undefined);
    if (navigator.onLine) send();
    window.addEventListener("online", send);
    return () => window.removeEventListener("online", send);
  }, []);

  useEffect(() => {
    setSubmissionKey(newSubmissionKey());
    if (result?.status === "sent" || result?.status === "kept") {
      form.current?.reset();
      // Send is at the foot of a long form on a phone: the answer is at its head.
      form.current?.querySelector("[role=status]")?.scrollIntoView?.({ block: "nearest" });
    }
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
      {result?.status === "sent" || result?.status === "kept" ? (
        <p className="banner-success" role="status">
          {result.status === "sent" ? result.message : words.keptOnPhone}
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
      <input type="hidden" name={CONTACT_SUBMISSION_KEY_FIELD} value={submissionKey} />
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
