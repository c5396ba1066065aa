import { format } from "~/i18n/format";
import { en } from "~/i18n/messages/en";
import { ur } from "~/i18n/messages/ur";
import { whatsappChatUrl } from "~/seo/whatsapp";
import { contactSubjectLabel } from "./contact-fields";
import type { ContactMessage } from "./contacts.server";
import { phoneContact } from "./phone-number";

/**
 * How staff answer a message, as links: an e-mail when the visitor gave one, a call and (for a
 * mobile) a WhatsApp chat when they gave a phone. The inbox and the staff's notification show
 * the same. Built on the server: the phone rule and the greetings stay out of the admin's
 * scripts.
 */
export interface ReplyLinks {
  /** mailto: with the subject and the visitor's words quoted; null without an e-mail. */
  email: string | null;
  /** tel: of the phone; null without one. */
  call: string | null;
  /** A wa.me chat greeting the visitor in their language; null without a mobile number. */
  whatsapp: string | null;
}

/** A message with the links to answer it. */
export type AnsweredMessage = ContactMessage & { reply: ReplyLinks };

type Answerable = Pick<
  ContactMessage,
  "name" | "email" | "phone" | "subject" | "message" | "language"
>;

const WORDS = { en, ur } as const;

/** An e-mail answer to a message: its subject, and the visitor's words quoted below. */
function replyMailto(email: string, message: Pick<ContactMessage, "subject" | "message">): string {
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  const query = new URLSearchParams({
    subject: `Re: ${contactSubjectLabel(message.subject)}`,
    body: `\n\n${quoted}`,
  });
  // mailto wants %20 for spaces, not the "+" of form encoding.
  return `mailto:${email}?${query.toString().replace(/\+/g, "%20")}`;
}

/** A phone number as a tel: link dials it: digits, with a leading + kept. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("+") ? `+${digits.slice(1).replace(/\+/g, "")}` : digits.replace(/\+/g, "")}`;
}

/** The first words of a WhatsApp chat with the visitor, in the language they wrote in. */
export function replyGreeting(message: Pick<ContactMessage, "name" | "language">): string {
  const words = WORDS[message.language];
  return format(words.contact.replyGreeting, {
    name: message.name,
    company: words.company.shortName,
  });
}

/** A tap-to-call link to a stored number. */
export function callHref(phone: string): string {
  const number = phoneContact(phone);
  // A number stored as typed before the phone rule, which it cannot read, is still dialled.
  return number ? `tel:${number.call}` : telHref(phone);
}

/** A WhatsApp chat with a stored number, `greeting` typed in; null for a landline. */
export function whatsappHref(phone: string, greeting: string): string | null {
  const number = phoneContact(phone);
  return number?.whatsapp ? whatsappChatUrl(number.call, greeting) : null;
}

export function replyLinks(message: Answerable): ReplyLinks {
  const email = message.email?.trim() || null;
  const phone = message.phone?.trim() || null;
  return {
    email: email ? replyMailto(email, message) : null,
    call: phone ? callHref(phone) : null,
    whatsapp: phone ? whatsappHref(phone, replyGreeting(message)) : null,
  };
}

export function withReplyLinks(message: ContactMessage): AnsweredMessage {
  return { ...message, reply: replyLinks(message) };
}
