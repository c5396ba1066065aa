import { SITE } from "~/config/site";
import { CONTACT_SUBJECT_OPTION_LABELS, isContactSubject } from "~/contacts/contact-fields";
import type { ContactMessage } from "~/contacts/contacts.server";
import { replyLinks } from "~/contacts/reply-links";
import { oneLine } from "~/lib/text-schemas";
import { pakistanDateTime } from "~/lib/dates";

/** A mail as nodemailer sends it. */
export interface OutgoingMail {
  from: { name: string; address: string };
  to: string[];
  /** Absent when the visitor gave no e-mail. */
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** The same for every attempt at one notification, so a mailbox can drop a repeat. */
  messageId: string;
}

const LANGUAGE_NAMES = { en: "English", ur: "Urdu" } as const;

/** Text for a header: on one line, without format characters, spaces collapsed, bounded. */
export function headerText(value: string, max = 80): string {
  const flat = oneLine(value)
    .replace(/\p{Cf}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function subjectLabel(subject: string): string {
  return isContactSubject(subject) ? CONTACT_SUBJECT_OPTION_LABELS[subject] : subject;
}

/** A detail of the message: a line of the text part, a row of the HTML part's table. */
interface Detail {
  label: string;
  value: string;
  href?: string | null;
  /** What the HTML part's link says, when not the value. */
  linkText?: string;
}

/**
 * The staff's notification of a new contact message: who wrote (a tap-to-call phone and a
 * WhatsApp chat that greets them in their language), about what, in which language, the
 * message, and a link to it in the admin; Reply-To is the visitor when they gave an e-mail.
 * Everything the visitor typed is escaped in the HTML part and kept out of headers but the
 * Reply-To address (checked as an e-mail when it came) and a one-line name. Each detail is one
 * line of the text part: the contact form keeps them so (contact-schema.ts), and so does this,
 * for messages stored before it did.
 */
export function enquiryMail(
  contact: ContactMessage,
  settings: { to: string[]; from: string; origin: string },
): OutgoingMail {
  const name = headerText(contact.name);
  const email = contact.email ? oneLine(contact.email).trim() : null;
  const phone = contact.phone ? oneLine(contact.phone).trim() : null;
  const topic = subjectLabel(contact.subject);
  const language = LANGUAGE_NAMES[contact.language];
  const adminUrl = `${settings.origin}/admin/contact?view=${contact.id}`;
  const received = `${pakistanDateTime(contact.createdAt)} (Pakistan time)`;
  const reply = replyLinks({ ...contact, email, phone });
  const rows: Detail[] = [
    { label: "Name", value: oneLine(contact.name).trim() },
    { label: "Phone", value: phone ?? "not given", href: reply.call },
    ...(reply.whatsapp
      ? [
          {
            label: "WhatsApp",
            value: reply.whatsapp,
            href: reply.whatsapp,
            linkText: `Open a chat with a greeting in ${language}`,
          },
        ]
      : []),
    { label: "E-mail", value: email ?? "not given", href: email ? `mailto:${email}` : null },
    { label: "Subject", value: topic },
    { label: "Written in", value: language },
    { label: "Received", value: received },
  ];
  const answer = email
    ? "Reply to this e-mail to answer the visitor."
    : "No e-mail was given: call the visitor or write on WhatsApp.";
  const text = [
    `New enquiry on the ${SITE.shortName} website.`,
    "",
    ...rows.map(({ label, value }) => `${label}: ${value}`),
    "",
    contact.message,
    "",
    `Open it in the admin: ${adminUrl}`,
    answer,
  ].join("\n");
  const htmlRows = rows
    .map(({ label, value, href, linkText }) => {
      const shown = escapeHtml(linkText ?? value);
      const cell = href ? `<a href="${escapeHtml(href)}">${shown}</a>` : shown;
      return `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td dir="auto">${cell}</td></tr>`;
    })
    .join("");
  const html = [
    `<p>New enquiry on the ${escapeHtml(SITE.shortName)} website.</p>`,
    `<table>${htmlRows}</table>`,
    `<div dir="auto" style="white-space:pre-wrap;margin:16px 0;padding:12px;border-left:4px solid #2e7d32;background:#f4f8f4">${escapeHtml(contact.message)}</div>`,
    `<p><a href="${escapeHtml(adminUrl)}">Open the message in the admin</a>. ${answer}</p>`,
  ].join("\n");
  const host = new URL(settings.origin).hostname || "localhost";
  return {
    from: { name: `${SITE.shortName} website`, address: settings.from },
    to: settings.to,
    // Only a visitor who gave an e-mail can be answered by replying.
    ...(email ? { replyTo: { name, address: email } } : {}),
    subject: headerText(`New enquiry from ${name}: ${topic}`, 120),
    text,
    html,
    messageId: `<enquiry-${contact.id}-${Date.parse(contact.createdAt)}@${host}>`,
  };
}
