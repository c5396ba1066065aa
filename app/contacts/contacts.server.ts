import { and, desc, eq, gt, gte, lt, notInArray, or, sql, type SQL } from "drizzle-orm";
import { formTimingVerdict } from "~/abuse/form-timing.server";
import {
  contactSenderVerdict,
  contactVerdict,
  recordContactMessage,
  waitMinutes,
  type LimitVerdict,
} from "~/abuse/rate-limits.server";
import { serverEnv } from "~/config/env.server";
import {
  changesBetween,
  recordChange,
  trashAndRecord,
  type Actor,
} from "~/trail/trail.server";
import { db, WRITE_TRANSACTION } from "~/db/db.server";
import { everyWordIn } from "~/db/text-match.server";
import { format, plural } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { contactMessages } from "~/db/schema";
import type { StoredImage } from "~/images/image-variants";
import { pakistanDayEnd, pakistanDayStart } from "~/lib/dates";
import { pageOf, type Page, type PageRequest } from "~/lib/paging";
import { invalidInput, ok, refuse, refuseTooMany, type Result } from "~/lib/result";
import { notificationQueued, queueNotification } from "~/notifications/outbox.server";
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_STARTED_FIELD,
  CONTACT_STATUSES,
  CONTACT_SUBMISSION_KEY_FIELD,
  contactSubjectLabel,
  isContactStatus,
  packReportPhoto,
  type ContactKind,
  type ContactStatus,
} from "./contact-fields";
import {
  contactNotesChangeSchema,
  contactSubmissionSchemaIn,
  parseContactStatus,
  submissionKeySchema,
  type ContactSubmission,
} from "./contact-schema";

export interface ContactMessage {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  subject: string;
  message: string;
  status: ContactStatus;
  adminNotes: string | null;
  /** The language of the page the visitor wrote from. */
  language: Locale;
  /** An enquiry, or a farmer's report of a suspect pack (with the details below). */
  kind: ContactKind;
  /** A pack report's district (a code of app/dealers/districts.ts), shop and typed code. */
  district: string | null;
  shop: string | null;
  packCode: string | null;
  /** A pack report's photo: its key and the size of its largest variant. */
  photoKey: string | null;
  photoWidth: number | null;
  photoHeight: number | null;
  createdAt: string;
}

type ContactRow = typeof contactMessages.$inferSelect;

/** What a pack report says besides a message: where the pack was bought, what was typed. */
export interface PackReportDetails {
  district: string;
  shop: string;
  packCode: string;
  photo: StoredImage | null;
}

/**
 * A checked message to store; the language defaults to English, the key to none. A report of
 * a suspect pack carries its details; its subject is PACK_REPORT_SUBJECT.
 */
export type NewContactMessage = Omit<
  ContactSubmission,
  "language" | "submissionKey" | "subject"
> & {
  subject: string;
  language?: Locale;
  submissionKey?: string;
  report?: PackReportDetails;
};

function toContactMessage(stored: ContactRow): ContactMessage {
  // An unknown stored status shows as new. The submission key is the browser's, not staff's.
  const row: Omit<ContactRow, "submissionKey"> & { submissionKey?: string | null } = { ...stored };
  delete row.submissionKey;
  return {
    ...row,
    status: isContactStatus(row.status) ? row.status : "new",
    language: row.language === "ur" ? "ur" : "en",
    kind: row.kind === "pack-report" ? "pack-report" : "enquiry",
  };
}

/**
 * Stores a visitor's message with status new and, when e-mail notifications are on, its
 * notification in the same transaction: a stored message is never left without one. The
 * submission must already be validated. A submission whose key is stored already is not stored
 * again, nor notified again: `created` is false and the message is the one stored first.
 */
function storeContactMessage(
  submission: NewContactMessage,
  notify: boolean,
): { message: ContactMessage; created: boolean } {
  const result = db().transaction(() => {
    const key = submission.submissionKey ?? null;
    const earlier = key === null ? undefined : contactRowWithKey(key);
    if (earlier) return { row: earlier, created: false };
    const { report } = submission;
    const stored = db()
      .insert(contactMessages)
      .values({
        name: submission.name,
        email: submission.email ?? null,
        phone: submission.phone ?? null,
        subject: submission.subject,
        message: submission.message,
        language: submission.language ?? "en",
        submissionKey: key,
        status: "new",
        kind: report ? "pack-report" : "enquiry",
        district: report?.district ?? null,
        shop: report?.shop ?? null,
        packCode: report?.packCode ?? null,
        photoKey: report?.photo?.key ?? null,
        photoWidth: report?.photo?.width ?? null,
        photoHeight: report?.photo?.height ?? null,
      })
      .returning()
      .get();
    if (notify) queueNotification(stored.id);
    return { row: stored, created: true };
  }, WRITE_TRANSACTION);
  if (notify && result.created) notificationQueued();
  return { message: toContactMessage(result.row), created: result.created };
}

function contactRowWithKey(key: string): ContactRow | undefined {
  return db().select().from(contactMessages).where(eq(contactMessages.submissionKey, key)).get();
}

/** Stores a visitor's message (see storeContactMessage): the message as stored. */
export function createContactMessage(
  submission: NewContactMessage,
  { notify = serverEnv().notifications !== null }: { notify?: boolean } = {},
): ContactMessage {
  return storeContactMessage(submission, notify).message;
}

/** What a visitor who sent too many messages is told, in the language of the page. */
export function tooManyMessagesMessage(retryAfterSeconds: number, locale: Locale = "en"): string {
  const { form } = messagesFor(locale).contact;
  const minutes = plural(locale, form.minutes, waitMinutes(retryAfterSeconds));
  return format(form.tooMany, { minutes });
}

/**
 * Whether the same sender (the same e-mail address, or the same phone number) sent this very
 * message (same subject and text) within the last `minutes`: a second press of Send, a retry
 * on a flaky link, is stored once.
 */
export function isRecentDuplicate(
  submission: Pick<NewContactMessage, "email" | "phone" | "subject" | "message" | "report">,
  minutes: number,
  now = Date.now(),
): boolean {
  const { email, phone } = submission;
  if (!email && !phone) return false;
  const since = new Date(now - minutes * 60_000).toISOString();
  const row = db()
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(
      and(
        gt(contactMessages.createdAt, since),
        or(
          email ? sql`${contactMessages.email} = ${email} collate nocase` : undefined,
          // Stored in one form (contact-schema.ts), so the same number matches as text.
          phone ? eq(contactMessages.phone, phone) : undefined,
        ),
        eq(contactMessages.subject, submission.subject),
        eq(contactMessages.message, submission.message),
        // A report of another shop or code is another report, its note empty or not.
        sql`${contactMessages.district} IS ${submission.report?.district ?? null}`,
        sql`${contactMessages.shop} IS ${submission.report?.shop ?? null}`,
        sql`${contactMessages.packCode} IS ${submission.report?.packCode ?? null}`,
      ),
    )
    .limit(1)
    .get();
  return row !== undefined;
}

/**
 * The rules every message from a visitor passes, the contact form's and a pack report's alike,
 * before it is stored: `ok(null)` when the visitor is told it was sent and nothing is stored, a
 * refusal (400 with field errors, 429), or the checked message to store (storeVisitorMessage).
 * A bot (a filled-in honeypot, a form sent within CONTACT_MIN_SECONDS of being made) is told
 * the message was sent, and nothing is stored; so is a message the same sender (e-mail address
 * or phone number) sent within CONTACT_DUPLICATE_MINUTES, and one that carries the key of one
 * stored already (a message kept on a phone and sent again). At most CONTACT_MAX_PER_WINDOW
 * messages per client address and CONTACT_MAX_PER_EMAIL per sender (each of the e-mail address
 * and the phone number it gives) are accepted in the window; refusals are worded in `locale`.
 */
export function screenVisitorMessage<T extends NewContactMessage>(
  input: Record<string, unknown>,
  check: (input: Record<string, unknown>) => Result<T>,
  { clientAddress, now = Date.now(), locale = "en" }: VisitorOptions,
): Result<T | null> {
  const env = serverEnv();
  const honeypot = input[CONTACT_HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return ok(null);
  if (formTimingVerdict(input[CONTACT_STARTED_FIELD], env.contactMinSeconds, now) === "bot") {
    return ok(null);
  }
  const key = submissionKeySchema.safeParse(input[CONTACT_SUBMISSION_KEY_FIELD]);
  if (key.success && key.data && contactRowWithKey(key.data)) return ok(null);
  const tooMany = (verdict: LimitVerdict) =>
    verdict.allowed
      ? null
      : refuseTooMany(
          tooManyMessagesMessage(verdict.retryAfterSeconds, locale),
          verdict.retryAfterSeconds,
        );
  const perAddress = tooMany(contactVerdict(clientAddress, now));
  if (perAddress) return perAddress;
  const checked = check(input);
  if (!checked.ok) return checked;
  if (
    env.contactDuplicateMinutes > 0 &&
    isRecentDuplicate(checked.value, env.contactDuplicateMinutes, now)
  ) {
    return ok(null);
  }
  const perSender = tooMany(contactSenderVerdict(checked.value, now));
  if (perSender) return perSender;
  return ok(checked.value);
}

/** Where a visitor's message comes from, when, and the language of its page. */
export interface VisitorOptions {
  clientAddress?: string;
  now?: number;
  locale?: Locale;
}

/**
 * Stores a message screenVisitorMessage let through (notified when notifications are on) and
 * counts it against its client address and its sender.
 */
export function storeVisitorMessage(
  submission: NewContactMessage,
  { clientAddress, now = Date.now() }: VisitorOptions = {},
): ContactMessage {
  const { message, created } = storeContactMessage(submission, serverEnv().notifications !== null);
  if (created) recordContactMessage(clientAddress, submission, now);
  return message;
}

/** An enquiry accepted from the contact form or the API, as those who listen are told of it. */
export interface AcceptedEnquiry {
  subject: string;
  language: string;
  /** What the form or the call named as the product asked about, unchecked. */
  product: unknown;
  /** When, in milliseconds. */
  at: number;
}

const enquiryListeners: ((enquiry: AcceptedEnquiry) => void)[] = [];

/** Tells `listener` of each enquiry accepted from now on (the visit counts, app/insight). */
export function onEnquiryAccepted(listener: (enquiry: AcceptedEnquiry) => void): void {
  enquiryListeners.push(listener);
}

/**
 * A visitor's message as the contact form and the API receive it: checked against the schema
 * and stored with status new, by the rules of screenVisitorMessage. The value is the thank-you
 * message; a refusal is 400 with field errors or 429. Messages are in `locale`, the language
 * of the page the visitor wrote from (English for the API).
 */
export function submitContactMessage(
  input: Record<string, unknown>,
  clientAddress?: string,
  now = Date.now(),
  locale: Locale = "en",
): Result<string> {
  const sent = messagesFor(locale).contact.form.sent;
  const screened = screenVisitorMessage(
    input,
    (fields) => {
      const parsed = contactSubmissionSchemaIn(locale).safeParse(fields);
      return parsed.success ? ok(parsed.data) : invalidInput(parsed.error);
    },
    { clientAddress, now, locale },
  );
  if (!screened.ok) return screened;
  if (screened.value) {
    storeVisitorMessage(screened.value, { clientAddress, now });
    const { subject, language } = screened.value;
    for (const listener of enquiryListeners)
      listener({ subject, language, product: input.product, at: now });
  }
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

/**
 * Which messages the inbox, its export and the API list show: of one status; with every word
 * of `q` somewhere in the name, email, phone or message (letter case ignored); received from
 * `from` to `to`, calendar dates YYYY-MM-DD in Pakistan time, both days included.
 */
export interface ContactFilter {
  status?: ContactStatus;
  /** Only enquiries, or only pack reports. */
  kind?: ContactKind;
  q?: string;
  from?: string;
  to?: string;
}

/** The messages of a status. Under "new" also a stored status the app does not know: it shows
 * and counts as new. */
function statusCondition(status: ContactStatus): SQL | undefined {
  return status === "new"
    ? or(
        eq(contactMessages.status, "new"),
        notInArray(contactMessages.status, [...CONTACT_STATUSES]),
      )
    : eq(contactMessages.status, status);
}

const SEARCHED_COLUMNS = [
  contactMessages.name,
  contactMessages.email,
  contactMessages.phone,
  contactMessages.message,
  contactMessages.shop,
  contactMessages.packCode,
];

/** The conditions of a filter's kind, search and dates; the status is the caller's to add. */
function searchConditions({ kind, q, from, to }: ContactFilter): (SQL | undefined)[] {
  return [
    kind ? eq(contactMessages.kind, kind) : undefined,
    ...everyWordIn(SEARCHED_COLUMNS, q),
    from ? gte(contactMessages.createdAt, pakistanDayStart(from)) : undefined,
    to ? lt(contactMessages.createdAt, pakistanDayEnd(to)) : undefined,
  ];
}

function filterCondition(filter: ContactFilter): SQL | undefined {
  return and(
    filter.status ? statusCondition(filter.status) : undefined,
    ...searchConditions(filter),
  );
}

/**
 * How many messages a filter's kind, search and dates keep, in all and by status (an unknown
 * status counts as new): the numbers of the inbox's status tabs. The filter's own status is
 * ignored.
 */
export function contactCounts(filter: ContactFilter = {}): ContactStats {
  const rows = db()
    .select({ status: contactMessages.status, count: sql<number>`count(*)` })
    .from(contactMessages)
    .where(and(...searchConditions(filter)))
    .groupBy(contactMessages.status)
    .all();
  const counts: ContactStats = { total: 0, new: 0, read: 0, replied: 0, closed: 0 };
  for (const row of rows) {
    counts[isContactStatus(row.status) ? row.status : "new"] += row.count;
    counts.total += row.count;
  }
  return counts;
}

/** How many messages there are, in all and by status (an unknown status counts as new). */
export function contactStats(): ContactStats {
  return contactCounts();
}

const newestFirst = [desc(contactMessages.createdAt), desc(contactMessages.id)];

/** Every message a filter keeps, newest first. */
export function listContactMessages(filter: ContactFilter = {}): ContactMessage[] {
  return db()
    .select()
    .from(contactMessages)
    .where(filterCondition(filter))
    .orderBy(...newestFirst)
    .all()
    .map(toContactMessage);
}

/** A page of the messages a filter keeps, with the filter's counts by status. */
export interface ContactPage extends Page<ContactMessage> {
  /** The filter's search and dates, counted in all and by status. */
  counts: ContactStats;
}

/** One page of the messages a filter keeps, newest first, with their counts. */
export function listContactPage(filter: ContactFilter, request: PageRequest): ContactPage {
  const counts = contactCounts(filter);
  const total = filter.status ? counts[filter.status] : counts.total;
  const page = pageOf(request, total, ({ offset, limit }) =>
    db()
      .select()
      .from(contactMessages)
      .where(filterCondition(filter))
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset)
      .all()
      .map(toContactMessage),
  );
  return { ...page, counts };
}

export function getContactMessage(id: number): ContactMessage | undefined {
  const row = db().select().from(contactMessages).where(eq(contactMessages.id, id)).get();
  return row && toContactMessage(row);
}

/**
 * A message as its details show it. Opening one that is still New marks it Read, so New means
 * nobody has looked at it yet; INBOX_MARK_READ_ON_OPEN=0 (`markReadOnOpen` false) turns that
 * off for staff who would rather set every status by hand. Only an opening `fromThisSite` (see
 * isFromThisSite) marks it: a link on another site, which anyone can make the admin follow,
 * shows the message and changes nothing.
 */
export function openContactMessage(
  id: number,
  {
    fromThisSite,
    markReadOnOpen = serverEnv().inboxMarkReadOnOpen,
  }: { fromThisSite: boolean; markReadOnOpen?: boolean },
): ContactMessage | undefined {
  if (fromThisSite && markReadOnOpen) {
    const row = db()
      .update(contactMessages)
      .set({ status: "read" })
      .where(and(eq(contactMessages.id, id), statusCondition("new")))
      .returning()
      .get();
    if (row) return toContactMessage(row);
  }
  return getContactMessage(id);
}

/** Writes, replaces or (with an empty text or null) clears a message's admin notes. */
export function updateContactNotes(id: number, input: unknown, by?: Actor): Result<ContactMessage> {
  const parsed = contactNotesChangeSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  return changeContactMessage(id, { adminNotes: parsed.data.adminNotes }, "update", by);
}

/**
 * Writes a change of a message made in the admin or the API, recorded in the trail by `by`;
 * 404 when there is no such message.
 */
function changeContactMessage(
  id: number,
  values: Partial<typeof contactMessages.$inferInsert>,
  action: "update" | "status",
  by: Actor | undefined,
): Result<ContactMessage> {
  return db().transaction((): Result<ContactMessage> => {
    const before = getContactMessage(id);
    const row = db()
      .update(contactMessages)
      .set(values)
      .where(eq(contactMessages.id, id))
      .returning()
      .get();
    if (!row || !before) return refuse(404, "Message not found.");
    const message = toContactMessage(row);
    const changes = changesBetween(before, message);
    if (Object.keys(changes).length > 0) {
      recordChange(by, {
        kind: "contacts",
        recordId: id,
        recordName: message.name,
        action,
        changes,
      });
    }
    return ok(message);
  }, WRITE_TRANSACTION);
}

/** Any status may follow any other; only the four known values are accepted. */
export function updateContactStatus(
  id: number,
  status: unknown,
  by?: Actor,
): Result<ContactMessage> {
  const checked = parseContactStatus(status);
  if (!checked.ok) return checked;
  return changeContactMessage(id, { status: checked.value }, "status", by);
}

/**
 * Moves a message to the trash, with its notification if still waiting and the files of its
 * photo, kept until it leaves the trash.
 */
export function deleteContactMessage(id: number, by?: Actor): Result<ContactMessage> {
  const message = getContactMessage(id);
  if (!message) return refuse(404, "Message not found.");
  const photo = packReportPhoto(message);
  trashAndRecord(
    "contacts",
    id,
    {
      name: message.name,
      detail: contactSubjectLabel(message.subject),
      images: photo ? [photo] : [],
    },
    by,
  );
  return ok(message);
}
