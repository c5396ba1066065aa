import type { Locale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { PayloadTooLargeError, readSmallFormData } from "~/lib/request.server";
import { textFieldsOf } from "~/lib/validation";
import type { ContactAnswer } from "./contact-answer";
import { submitContactForm } from "./contacts.server";

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
    values = textFieldsOf(await readSmallFormData(request, CONTACT_BODY_LIMIT));
    const result = submitContactForm(values, locale, clientAddress);
    if (result.ok) return { answer: { status: "sent", message: result.value }, status: 200 };
    if (result.errors) {
      return {
        answer: { status: "invalid", errors: result.errors, values },
        status: result.status,
      };
    }
    // Too many messages: the visitor keeps what they typed and may send it later.
    return {
      answer: { status: "failed", message: result.message, values },
      status: result.status,
      headers:
        result.retryAfterSeconds === undefined
          ? undefined
          : { "Retry-After": String(result.retryAfterSeconds) },
    };
  } catch (error) {
    if (error instanceof PayloadTooLargeError) {
      return { answer: { status: "failed", message: form.tooLong, values }, status: 413 };
    }
    console.error("Contact form failed", error);
    return { answer: { status: "failed", message: form.failed, values }, status: 500 };
  }
}
