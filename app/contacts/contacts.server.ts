import { sql } from "drizzle-orm";
import { db } from "~/db/db.server";
import { contactMessages } from "~/db/schema";
import { fieldErrorsOf, type FieldErrors } from "~/lib/validation";
import { CONTACT_HONEYPOT_FIELD, isContactStatus, type ContactStatus } from "./contact-fields";
import { contactSubmissionSchema, type ContactSubmission } from "./contact-schema";

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: ContactStatus;
  adminNotes: string | null;
  createdAt: string;
}

type ContactRow = typeof contactMessages.$inferSelect;

function toContactMessage(row: ContactRow): ContactMessage {
  // An unknown stored status shows as new.
  return { ...row, status: isContactStatus(row.status) ? row.status : "new" };
}

/** Stores a visitor's message with status new. The submission must already be validated. */
export function createContactMessage(submission: ContactSubmission): ContactMessage {
  const row = db()
    .insert(contactMessages)
    .values({
      name: submission.name,
      email: submission.email,
      phone: submission.phone ?? null,
      subject: submission.subject,
      message: submission.message,
      status: "new",
    })
    .returning()
    .get();
  return toContactMessage(row);
}

export const CONTACT_SUCCESS_MESSAGE = "Thank you for your message! We will get back to you soon.";

export type ContactSubmitResult =
  { ok: true; message: string } | { ok: false; errors: FieldErrors };

/**
 * A visitor's message as the contact form and the API receive it: checked against the schema
 * and stored with status new. A filled-in honeypot marks a bot: it is told the message was
 * sent, and nothing is stored.
 */
export function submitContactMessage(input: Record<string, unknown>): ContactSubmitResult {
  const honeypot = input[CONTACT_HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    return { ok: true, message: CONTACT_SUCCESS_MESSAGE };
  }
  const parsed = contactSubmissionSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) };
  createContactMessage(parsed.data);
  return { ok: true, message: CONTACT_SUCCESS_MESSAGE };
}

export function countContactMessages(): number {
  const row = db()
    .select({ count: sql<number>`count(*)` })
    .from(contactMessages)
    .get();
  return row?.count ?? 0;
}
