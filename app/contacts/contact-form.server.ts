import type { Locale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { readSmallFormData } from "~/lib/request.server";
import type { Refusal } from "~/lib/result";
import { textFieldsOf } from "~/lib/validation";
import type { ContactAnswer } from "./contact-answer";
import { submitContactForm } from "./contacts.server";
import { log } from "~/lib/log.server";

/** Far more than any real enquiry needs; a bigger body is refused before it is read. */
const CONTACT_BODY_LIMIT = 32 * 1024;

/** A contact form's answer with the HTTP status and headers it goes with. */
export interface ContactFormReply {
  answer: ContactAnswer;
  status: number;
  headers?: Record<string, string>;
}

/**
 * Reads a contact form sent from a page in `locale` and stores its message: the one answer of
 * the contact page's action (a form posted as a page) and of its JSON twin (the page's script).
 */
export async function answerContactForm(
  request: Request,
  locale: Locale,
  clientAddress?: string,
): Promise<ContactFormReply> {
  const { form } = messagesFor(locale).contact;
  let values: Record<string, string> = {};
  try {
    const read = await readSmallFormData(request, CONTACT_BODY_LIMIT);
    if (!read.ok) return contactRefusal(read, values, locale);
    values = textFieldsOf(read.value);
    const result = submitContactForm(values, locale, clientAddress);
    if (result.ok) return { answer: { status: "sent", message: result.value }, status: 200 };
    return contactRefusal(result, values, locale);
  } catch (error) {
    log().error({ event: "contact-form", err: error }, "Contact form failed");
    return { answer: { status: "failed", message: form.failed, values }, status: 500 };
  }
}

/**
 * A refusal as the contact form's answer, the one way the form shows one: field errors beside
 * the fields; a body too large in the page's words; anything else (too many messages) as its
 * message, with Retry-After when throttled. The visitor keeps what they typed, to send later.
 */
function contactRefusal(
  refusal: Refusal,
  values: Record<string, string>,
  locale: Locale,
): ContactFormReply {
  const { status, errors, retryAfterSeconds } = refusal;
  if (errors) return { answer: { status: "invalid", errors, values }, status };
  const message = status === 413 ? messagesFor(locale).contact.form.tooLong : refusal.message;
  return {
    answer: { status: "failed", message, values },
    status,
    headers:
      retryAfterSeconds === undefined ? undefined : { "Retry-After": String(retryAfterSeconds) },
  };
}
