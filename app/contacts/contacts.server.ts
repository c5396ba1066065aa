import { and, desc, eq, gt, notInArray, or, sql } from "drizzle-orm";
import { formTimingVerdict } from "~/abuse/form-timing.server";
import {
  contactEmailVerdict,
  contactVerdict,
  recordContactMessage,
  waitMinutes,
  type LimitVerdict,
} from "~/abuse/rate-limits.server";
import { serverEnv } from "~/config/env.server";
import { db, WRITE_TRANSACTION } from "~/db/db.server";
import { format, plural } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { contactMessages } from "~/db/schema";
import { invalidInput, ok, refuse, refuseTooMany, type Result } from "~/lib/result";
import { notificationQueued, queueNotification } from "~/notifications/outbox.server";
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_STARTED_FIELD,
  CONTACT_STATUSES,
  isContactStatus,
  type ContactStatus,
} from "./contact-fields";
import {
  contactSubmissionSchemaIn,
  parseContactStatus,
  type ContactSubmission,
} from "./contact-schema";

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: ContactStatus;
  adminNotes: string | null;
  /** The language of the page the visitor wrote from. */
  language: Locale;
  createdAt: string;
}

type ContactRow = typeof contactMessages.$inferSelect;

function toContactMessage(row: ContactRow): ContactMessage {
  // An unknown stored status shows as new.
  return {
    ...row,
    status: isContactStatus(row.status) ? row.status : "new",
    language: row.language === "ur" ? "ur" : "en",
  };
}

/**
 * Stores a visitor's message with status new and, when e-mail notifications are on, its
 * notification in the same transaction: a stored message is never left without one. The
 * submission must already be validated.
 */
export function createContactMessage(
  submission: Omit<ContactSubmission, "language"> & { language?: Locale },
  { notify = serverEnv().notifications !== null }: { notify?: boolean } = {},
): ContactMessage {
  const row = db().transaction(() => {
    const stored = db()
      .insert(contactMessages)
      .values({
        name: submission.name,
        email: submission.email,
        phone: submission.phone ?? null,
        subject: submission.subject,
        message: submission.message,
        language: submission.language ?? "en",
        status: "new",
      })
      .returning()
      .get();
    if (notify) queueNotification(stored.id);
    return stored;
  }, WRITE_TRANSACTION);
  if (notify) notificationQueued();
  return toContactMessage(row);
}

export const CONTACT_SUCCESS_MESSAGE = messagesFor("en").contact.form.sent;

/** What a visitor who sent too many messages is told, in the language of the page. */
export function tooManyMessagesMessage(retryAfterSeconds: number, locale: Locale = "en"): string {
  const { form } = messagesFor(locale).contact;
  const minutes = plural(locale, form.minutes, waitMinutes(retryAfterSeconds));
  return format(form.tooMany, { minutes });
}

/**
 * Whether the same e-mail address sent this very message (same subject and text) within the
 * last `minutes`: a second press of Send, a retry on a flaky link, is stored once.
 */
export function isRecentDuplicate(
  submission: Pick<ContactSubmission, "email" | "subject" | "message">,
  minutes: number,
  now = Date.now(),
): boolean {
  const since = new Date(now - minutes * 60_000).toISOString();
  const row = db()
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(
      and(
        gt(contactMessages.createdAt, since),
        sql`${contactMessages.email} = ${submission.email} collate nocase`,
        eq(contactMessages.subject, submission.subject),
        eq(contactMessages.message, submission.message),
      ),
    )
    .limit(1)
    .get();
  return row !== undefined;
}

/**
 * A visitor's message as the contact form and the API receive it: checked against the schema
 * and stored with status new. A bot (a filled-in honeypot, a form sent within
 * CONTACT_MIN_SECONDS of being made) is told the message was sent, and nothing is stored; so
 * is a message the same e-mail address sent within CONTACT_DUPLICATE_MINUTES. At most
 * CONTACT_MAX_PER_WINDOW messages per client address and CONTACT_MAX_PER_EMAIL per e-mail
 * address are accepted in the window. The value is the thank-you message; a refusal is 400
 * with field errors or 429. Messages are in `locale`, the language of the page the visitor
 * wrote from (English for the API).
 */
export function submitContactMessage(
  input: Record<string, unknown>,
  clientAddress?: string,
  now = Date.now(),
  locale: Locale = "en",
): Result<string> {
  const env = serverEnv();
  const sent = messagesFor(locale).contact.form.sent;
  const honeypot = input[CONTACT_HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return ok(sent);
  if (formTimingVerdict(input[CONTACT_STARTED_FIELD], env.contactMinSeconds, now) === "bot") {
    return ok(sent);
  }
  const tooMany = (verdict: LimitVerdict) =>
    verdict.allowed
      ? null
      : refuseTooMany(
          tooManyMessagesMessage(verdict.retryAfterSeconds, locale),
          verdict.retryAfterSeconds,
        );
  const perAddress = tooMany(contactVerdict(clientAddress, now));
  if (perAddress) return perAddress;
  const parsed = contactSubmissionSchemaIn(locale).safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  if (
    env.contactDuplicateMinutes > 0 &&
    isRecentDuplicate(parsed.data, env.contactDuplicateMinutes, now)
  ) {
    return ok(sent);
  }
  const perEmail = tooMany(contactEmailVerdict(parsed.data.email, now));
  if (perEmail) return perEmail;
  createContactMessage(parsed.data);
  recordContactMessage(clientAddress, parsed.data.email, now);
  return ok(sent);
}

/** A message sent with the contact form of a page in `locale`: stored in that language. */
export function submitContactForm(
  values: Record<string, string>,
  locale: Locale,
  clientAddress?: string,
): Result<string> {
  return submitContactMessage({ ...values, language: locale }, clientAddress, Date.now(), locale);
}

export function countContactMessages(): number {
  const row = db()
    .select({ count: sql<number>`count(*)` })
    .from(contactMessages)
    .get();
  return row?.count ?? 0;
}

export type ContactStats = Record<"total" | ContactStatus, number>;

/** How many messages there are, in all and by status (an unknown status counts as new). */
export function contactStats(): ContactStats {
  const rows = db()
    .select({ status: contactMessages.status, count: sql<number>`count(*)` })
    .from(contactMessages)
    .groupBy(contactMessages.status)
    .all();
  const stats: ContactStats = { total: 0, new: 0, read: 0, replied: 0, closed: 0 };
  for (const row of rows) {
    stats[isContactStatus(row.status) ? row.status : "new"] += row.count;
    stats.total += row.count;
  }
  return stats;
}

/** Messages, newest first, optionally only those of one status. */
export function listContactMessages(status?: ContactStatus): ContactMessage[] {
  const query = db().select().from(contactMessages);
  const order = [desc(contactMessages.createdAt), desc(contactMessages.id)];
  // Under "new" also the rows whose stored status is unknown: they show and count as new.
  const rows = status
    ? query
        .where(
          status === "new"
            ? or(
                eq(contactMessages.status, "new"),
                notInArray(contactMessages.status, [...CONTACT_STATUSES]),
              )
            : eq(contactMessages.status, status),
        )
        .orderBy(...order)
        .all()
    : query.orderBy(...order).all();
  return rows.map(toContactMessage);
}

export function getContactMessage(id: number): ContactMessage | undefined {
  const row = db().select().from(contactMessages).where(eq(contactMessages.id, id)).get();
  return row && toContactMessage(row);
}

/** Any status may follow any other; only the four known values are accepted. */
export function updateContactStatus(id: number, status: unknown): Result<ContactMessage> {
  const checked = parseContactStatus(status);
  if (!checked.ok) return checked;
  const row = db()
    .update(contactMessages)
    .set({ status: checked.value })
    .where(eq(contactMessages.id, id))
    .returning()
    .get();
  return row ? { ok: true, value: toContactMessage(row) } : refuse(404, "Message not found.");
}

export function deleteContactMessage(id: number): Result<ContactMessage> {
  const row = db().delete(contactMessages).where(eq(contactMessages.id, id)).returning().get();
  return row ? { ok: true, value: toContactMessage(row) } : refuse(404, "Message not found.");
}
