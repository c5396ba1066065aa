import { useActionData, useSearchParams } from "react-router";
import { Fragment, useEffect, useRef } from "react";
import {
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  CONTACT_SUBMISSION_KEY_FIELD,
  PHONE_EXAMPLE,
} from "~/contacts/contact-fields";
import { CONTACT_SEND_PATH, type ContactAnswer } from "~/contacts/contact-answer";
import { formatParts } from "~/i18n/format";
import type { Messages } from "~/i18n/messages/types";
import { useSiteText } from "~/i18n/site-text";
import type { FieldErrors } from "~/lib/validation";
import { AnswerBanner, BotTraps, fieldsOf } from "../PublicFormParts";
import { enhanceContactForm } from "./contact-form-behaviour";

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
  // The product page's contact link names its product: the enquiry is counted as about it.
  const [searchParams] = useSearchParams();
  const product = (values.product ?? searchParams.get("product") ?? "").slice(0, 100);
  const errors: FieldErrors = result?.status === "invalid" ? result.errors : {};

  const { field, fieldError } = fieldsOf("contact", errors);
  const fieldProps = (name: string, hint?: string) => ({
    ...field(name, hint),
    defaultValue: values[name] ?? "",
  });

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
      <AnswerBanner answer={result} checkFields={words.checkFields} />

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
      {/* Filled in by the script: each message it sends carries a key of its own. */}
      <input type="hidden" name={CONTACT_SUBMISSION_KEY_FIELD} defaultValue="" />
      {product ? <input type="hidden" name="product" defaultValue={product} /> : null}
      <BotTraps form="contact" started={started} label={words.honeypot} />
      <button type="submit" className="button">
        {words.send}
      </button>
    </form>
  );
}
