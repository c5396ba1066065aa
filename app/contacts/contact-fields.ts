import type { StoredImage } from "~/images/image-variants";
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from "~/lib/paging";

/** The contact form's fields: choices and limits shared by the form, the schema and the admin. */

/** Subjects a visitor can choose on the contact form. */
export const CONTACT_SUBJECTS = [
  "product-inquiry",
  "technical-support",
  "bulk-order",
  "partnership",
  "general",
  "other",
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export function isContactSubject(value: unknown): value is ContactSubject {
  return typeof value === "string" && (CONTACT_SUBJECTS as readonly string[]).includes(value);
}

/** Labels in the contact form's select. */
export const CONTACT_SUBJECT_OPTION_LABELS: Record<ContactSubject, string> = {
  "product-inquiry": "Product Inquiry",
  "technical-support": "Technical Support",
  "bulk-order": "Bulk Order",
  partnership: "Partnership Opportunity",
  general: "General Information",
  other: "Other",
};

/** Shorter labels in the admin's message table. */
export const CONTACT_SUBJECT_TABLE_LABELS: Record<ContactSubject, string> = {
  "product-inquiry": "Product Inquiry",
  "technical-support": "Technical Support",
  "bulk-order": "Bulk Order",
  partnership: "Partnership",
  general: "General",
  other: "Other",
};

/**
 * The subject of every report of a suspect pack (from the verify page or the API): not one of
 * the contact form's choices.
 */
export const PACK_REPORT_SUBJECT = "pack-report";

/** A subject as the admin shows it; a stored value outside the choices, as it is. */
export function contactSubjectLabel(subject: string): string {
  if (subject === PACK_REPORT_SUBJECT) return "Suspect pack report";
  return isContactSubject(subject) ? CONTACT_SUBJECT_TABLE_LABELS[subject] : subject;
}

/** What a message is: an enquiry from the contact form, or a farmer's report of a suspect pack. */
export const CONTACT_KINDS = ["enquiry", "pack-report"] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** A pack report's photo, from the message's columns; null when it has none. */
export function packReportPhoto(message: {
  photoKey: string | null;
  photoWidth: number | null;
  photoHeight: number | null;
}): StoredImage | null {
  const { photoKey, photoWidth, photoHeight } = message;
  return photoKey && photoWidth && photoHeight
    ? { key: photoKey, width: photoWidth, height: photoHeight }
    : null;
}

export const CONTACT_KIND_LABELS: Record<ContactKind, string> = {
  enquiry: "Enquiries",
  "pack-report": "Pack reports",
};

export function isContactKind(value: unknown): value is ContactKind {
  return typeof value === "string" && (CONTACT_KINDS as readonly string[]).includes(value);
}

export const CONTACT_STATUSES = ["new", "read", "replied", "closed"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: "New",
  read: "Read",
  replied: "Replied",
  closed: "Closed",
};

export function isContactStatus(value: unknown): value is ContactStatus {
  return typeof value === "string" && (CONTACT_STATUSES as readonly string[]).includes(value);
}

/** How a phone number is shown to be written, in the form's hint and its messages. */
export const PHONE_EXAMPLE = "0300-1234567";

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  message: 5000,
  /** What staff write about a message; only they see it. */
  adminNotes: 2000,
} as const;

/** Messages on one page of the admin inbox and of GET /api/contacts: every list's default. */
export const INBOX_PAGE_SIZE = DEFAULT_PAGE_LIMIT;

/** The most messages one page of GET /api/contacts holds: every API list's most. */
export const API_MAX_PER_PAGE = MAX_PAGE_LIMIT;

/** The longest search the inbox takes, in characters. */
export const INBOX_SEARCH_MAX_LENGTH = 200;

/** "1 new message", "3 new messages": the dashboard, the admin menu and the page title. */
export function newMessagesText(count: number): string {
  return `${count.toLocaleString("en-US")} new ${count === 1 ? "message" : "messages"}`;
}

/** Name of the hidden field people never see and bots fill in. */
export const CONTACT_HONEYPOT_FIELD = "website";

/** The hidden field with the signed time the contact form was made (see form-timing.server). */
export const CONTACT_STARTED_FIELD = "started";

/**
 * The field with the key a visitor's browser gives each message it sends, so that a message
 * sent twice (a retry, one kept on the phone while offline) is stored once.
 */
export const CONTACT_SUBMISSION_KEY_FIELD = "submissionKey";
