import { SITE } from "~/config/site";
import {
  CONTACT_SUBJECT_OPTION_LABELS,
  contactSubjectLabel,
  isContactSubject,
  packReportPhoto,
} from "~/contacts/contact-fields";
import { findDistrict } from "~/dealers/districts";
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
  return isContactSubject(subject)
    ? CONTACT_SUBJECT_OPTION_LABELS[subject]
    : contactSubjectLabel(subject);
}

/** A detail of the message: a line of the text part, a row of the HTML part's table. */
interface Detail {
  label: string;
  value: string;
  href?: string | null;
  /** What the HTML part's link says, when not the value. */
  linkText?: string;
}

/** What a pack report's mail says besides an enquiry's: its subject and its first rows. */
function packReportDetails(contact: ContactMessage): { subject: string; rows: Detail[] } | null {
  if (contact.kind !== "pack-report") return null;
  const district = contact.district ? findDistrict(contact.district) : undefined;
  const place = district?.name ?? contact.district ?? "a district not given";
  const shop = oneLine(contact.shop ?? "").trim() || "a shop not named";
  return {
    subject: `Suspect pack reported: ${shop}, ${place}`,
    rows: [
      { label: "Bought in", value: place },
      { label: "Shop", value: shop },
      {
        label: "Code or batch typed",
        value: oneLine(contact.packCode ?? "").trim() || "not given",
      },
      {
        label: "Photo",
        value: packReportPhoto(contact) ? "sent: see it in the admin" : "none",
      },
    ],
  };
}

/**
 * The staff's notification of a new contact message (or of a farmer's report of a suspect
 * pack, which says so first, with where he bought it, the shop and what he typed): who wrote (a tap-to-call phone and a
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
  const report = packReportDetails(contact);
  const rows: Detail[] = [
    ...(report?.rows ?? []),
    { label: "Name", value: oneLine(contact.name).trim() || "not given" },
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
  const opening = report
    ? `A farmer reported a suspect pack on the ${SITE.shortName} website: a code or batch the verification did not know, or found expired, recalled or checked before.`
    : `New enquiry on the ${SITE.shortName} website.`;
  const text = [
    opening,
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
    `<p>${escapeHtml(opening)}</p>`,
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
    subject: headerText(report ? report.subject : `New enquiry from ${name}: ${topic}`, 120),
    text,
    html,
    messageId: `<${report ? "pack-report" : "enquiry"}-${contact.id}-${Date.parse(contact.createdAt)}@${host}>`,
  };
}
