import { z } from "zod";
import { ok, refuse, type Result } from "~/lib/result";
import { format } from "~/i18n/format";
import { LOCALES, type Locale } from "~/i18n/locale";
import { en } from "~/i18n/messages/en";
import type { Messages } from "~/i18n/messages/types";
import { ur } from "~/i18n/messages/ur";
import { clearableText, oneLine, requiredLine, requiredText } from "~/lib/text-schemas";
import {
  CONTACT_KINDS,
  CONTACT_LIMITS,
  CONTACT_STATUSES,
  CONTACT_SUBJECTS,
  PHONE_EXAMPLE,
  type ContactStatus,
  type ContactSubject,
} from "./contact-fields";
import { readPhoneNumber, type PhoneProblem } from "./phone-number";

/** What a visitor's message is about: the contact form's select. */
export const contactSubjectSchema = z
  .enum(CONTACT_SUBJECTS, { error: en.contact.errors.subjectRequired })
  .meta({ id: "ContactSubject", description: "What the message is about." });

/** The language of the page a message was written from, so staff reply in it. */
export const contactLanguageSchema = z
  .enum(LOCALES, { error: `Language must be one of: ${LOCALES.join(", ")}` })
  .meta({ id: "ContactLanguage", description: "The language the visitor wrote in." });

type ContactErrors = Messages["contact"]["errors"];

/**
 * The key a browser gives one submission (a random UUID): a second arrival with the same key
 * is answered as sent and stored no second time. Empty or absent: no key.
 */
export const submissionKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, "A submission key is 16 to 64 letters, digits, - or _.")
  .or(z.literal(""))
  .nullish()
  .transform((key) => (key ? key : undefined))
  .meta({
    description:
      "Optional. A key the client makes for this message (e.g. a random UUID); sending the same message again with it stores it once and answers as if sent.",
    example: "3f1c9a52-8d0e-4c1b-9a7f-2b6d5e4c3a10",
  });

const PHONE_DESCRIPTION =
  "The visitor's phone or WhatsApp number. Pakistani numbers as people write them (0300-1234567, " +
  "0300 1234567, +92 300 1234567, 923001234567, 00923001234567, 042-35761234; spaces, dashes, " +
  "dots and brackets allowed), other countries' with their code (+44 20 7946 0958, 0044 20 7946 " +
  "0958). Stored and answered in international (E.164) form: +923001234567. A number that does " +
  "not exist in its country's numbering plan is refused. An empty text or null: no phone.";

/**
 * A visitor's phone: empty is none; else read by the one rule of phone-number.ts. `example` is
 * the number the messages show how to write. Also the phone of a report of a suspect pack.
 */
export function phoneSchema(errors: ContactErrors, example: string) {
  const problems: Record<PhoneProblem, string> = {
    characters: errors.phoneInvalid,
    tooShort: format(errors.phoneTooShort, { example }),
    tooLong: format(errors.phoneTooManyDigits, { example }),
    unknown: format(errors.phoneUnknown, { example }),
  };
  return z
    .string({ error: errors.phoneInvalid })
    .overwrite(oneLine)
    .trim()
    .max(CONTACT_LIMITS.phone, format(errors.phoneTooLong, { max: CONTACT_LIMITS.phone }))
    .nullish()
    .transform((typed, context) => {
      if (!typed) return undefined;
      const reading = readPhoneNumber(typed);
      if (reading.ok) return reading.value;
      context.addIssue({ code: "custom", message: problems[reading.problem], input: typed });
      return z.NEVER;
    })
    .meta({ description: PHONE_DESCRIPTION, example: PHONE_EXAMPLE });
}

/** A visitor's e-mail address, if they have one: empty is none. */
function emailSchema(errors: ContactErrors) {
  return (
    z
      .string({ error: errors.emailInvalid })
      .overwrite(oneLine)
      .trim()
      .max(CONTACT_LIMITS.email, errors.emailTooLong)
      .pipe(z.union([z.literal(""), z.email(errors.emailInvalid)]))
      // The API description shows what goes into the pipe; the email check is at its far end.
      .meta({ format: "email" })
      .nullish()
      .transform((email) => (email ? email : undefined))
      .meta({
        description:
          "The visitor's e-mail address; staff reply to it when given. An empty text or null: none.",
      })
  );
}

/**
 * The checks of a visitor's message, their messages worded in one language. `subject` is the
 * named schema in English, so the API description shows it once. A phone or an e-mail is
 * needed to answer; most farmers give a phone, so a message without either is told so beside
 * the phone.
 */
function contactSubmissionObject(
  errors: ContactErrors,
  phoneExample: string,
  subject: z.ZodType<ContactSubject> = z.enum(CONTACT_SUBJECTS, { error: errors.subjectRequired }),
) {
  // Name, e-mail and phone each go on a line of their own in the staff's mail: kept on one
  // line as they come in, so what is stored, listed, exported and mailed is the same.
  return z
    .object({
      name: requiredLine("Name", CONTACT_LIMITS.name, {
        required: errors.nameRequired,
        tooLong: format(errors.nameTooLong, { max: CONTACT_LIMITS.name }),
      }),
      phone: phoneSchema(errors, phoneExample),
      email: emailSchema(errors),
      subject,
      message: requiredText("Message", CONTACT_LIMITS.message, {
        required: errors.messageRequired,
        tooLong: format(errors.messageTooLong, { max: CONTACT_LIMITS.message }),
      }),
      language: contactLanguageSchema.default("en"),
      submissionKey: submissionKeySchema,
    })
    .refine((submission) => hasWayToAnswer(submission), {
      path: ["phone"],
      message: errors.phoneOrEmailRequired,
      // Said with the other fields' messages too, not only once they are right.
      when: () => true,
    });
}

/**
 * Whether a message gives a phone or an e-mail. A field refused for its own reason (a number
 * that cannot be called, a value that is not text) holds what was sent: given, with a message
 * of its own.
 */
function hasWayToAnswer(submission: { phone?: unknown; email?: unknown }): boolean {
  const given = (value: unknown) =>
    typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
  return given(submission.phone) || given(submission.email);
}

/** A visitor's message, as the contact form and POST /api/contacts/submit accept it. */
export const contactSubmissionSchema = contactSubmissionObject(
  en.contact.errors,
  PHONE_EXAMPLE,
  contactSubjectSchema,
).meta({
  id: "ContactSubmission",
  description:
    "A visitor's message; stored with status new. One of `phone` and `email` is required (both may be given); the phone is stored in international form (+923001234567).",
  examples: [
    {
      name: "Muhammad Aslam",
      phone: "0300-1234567",
      email: "aslam@example.com",
      subject: "bulk-order",
      message: "Rates for 200 litres of Dhaal for our dealership in Okara?",
      language: "en",
    },
    {
      name: "غلام رسول",
      phone: "+92 301 7654321",
      subject: "technical-support",
      message: "کپاس پر سفید مکھی کا حملہ ہے، کون سی دوا ڈالوں؟",
      language: "ur",
    },
  ],
});

// Isolated left to right: after Urdu letters "0300-1234567" would read "1234567-0300".
const urduContactSubmissionSchema = contactSubmissionObject(
  ur.contact.errors,
  `\u2066${PHONE_EXAMPLE}\u2069`,
);

/** The contact form's checks with their messages in the visitor's language. */
export function contactSubmissionSchemaIn(locale: Locale) {
  return locale === "ur" ? urduContactSubmissionSchema : contactSubmissionSchema;
}

export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

/** What the API answers a visitor whose message was stored (the English contact page says it too). */
export const CONTACT_SUCCESS_MESSAGE = en.contact.form.sent;

export const CONTACT_STATUS_MESSAGE = `Status must be one of: ${CONTACT_STATUSES.join(", ")}.`;

/** Where a message stands; any status may follow any other. */
export const contactStatusSchema = z
  .enum(CONTACT_STATUSES, { error: CONTACT_STATUS_MESSAGE })
  .meta({ id: "ContactStatus", description: "Where the message stands." });

export const CONTACT_KIND_MESSAGE = `Kind must be one of: ${CONTACT_KINDS.join(", ")}.`;

/** What a message is: an enquiry, or a report of a suspect pack. */
export const contactKindSchema = z.enum(CONTACT_KINDS, { error: CONTACT_KIND_MESSAGE }).meta({
  id: "ContactKind",
  description:
    "`enquiry`: sent with the contact form; `pack-report`: a farmer's report of a suspect pack from the verify page.",
});

/** The body of PATCH /api/contacts/{id}/status. */
export const contactStatusChangeSchema = z
  .object({ status: contactStatusSchema })
  .meta({ id: "ContactStatusChange", examples: [{ status: "replied" }] });

/** A status from the admin, the API body or `?status=`; a 400 refusal naming the choices else. */
export function parseContactStatus(value: unknown): Result<ContactStatus> {
  const parsed = contactStatusSchema.safeParse(value);
  if (parsed.success) return ok(parsed.data);
  return refuse(400, CONTACT_STATUS_MESSAGE, { status: CONTACT_STATUS_MESSAGE });
}

/**
 * The body of PATCH /api/contacts/{id} and of the notes form in the message's details: what
 * staff write about a message, replacing what was there; an empty text or null clears it.
 */
export const contactNotesChangeSchema = z
  .object({
    adminNotes: clearableText("Notes", CONTACT_LIMITS.adminNotes).meta({
      description: "Only staff see these. An empty text or null clears them.",
    }),
  })
  .meta({
    id: "ContactNotesChange",
    examples: [{ adminNotes: "Called back on 12 March: wants rates for 200 L of Dhaal, Okara." }],
  });
