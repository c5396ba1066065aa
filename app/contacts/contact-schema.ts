import { z } from "zod";
import { ok, refuse, type Result } from "~/lib/result";
import { format } from "~/i18n/format";
import { LOCALES, type Locale } from "~/i18n/locale";
import { en } from "~/i18n/messages/en";
import type { Messages } from "~/i18n/messages/types";
import { ur } from "~/i18n/messages/ur";
import { clearableText, oneLine, requiredLine, requiredText } from "~/lib/text-schemas";
import {
  CONTACT_LIMITS,
  CONTACT_STATUSES,
  CONTACT_SUBJECTS,
  type ContactStatus,
  type ContactSubject,
} from "./contact-fields";

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

/**
 * The checks of a visitor's message, their messages worded in one language. `subject` is the
 * named schema in English, so the API description shows it once.
 */
function contactSubmissionObject(
  errors: ContactErrors,
  subject: z.ZodType<ContactSubject> = z.enum(CONTACT_SUBJECTS, { error: errors.subjectRequired }),
) {
  // Name, e-mail and phone each go on a line of their own in the staff's mail: kept on one
  // line as they come in, so what is stored, listed, exported and mailed is the same.
  return z.object({
    name: requiredLine("Name", CONTACT_LIMITS.name, {
      required: errors.nameRequired,
      tooLong: format(errors.nameTooLong, { max: CONTACT_LIMITS.name }),
    }),
    email: requiredLine("Email", CONTACT_LIMITS.email, {
      required: errors.emailRequired,
      tooLong: errors.emailTooLong,
    })
      .pipe(z.email(errors.emailInvalid))
      // The API description shows what goes into the pipe; the email check is at its far end.
      .meta({ format: "email" }),
    phone: z
      .string()
      .overwrite(oneLine)
      .trim()
      .max(CONTACT_LIMITS.phone, format(errors.phoneTooLong, { max: CONTACT_LIMITS.phone }))
      .regex(/^[0-9+()\-.\s]*$/, errors.phoneInvalid)
      .nullish()
      .transform((phone) => (phone ? phone : undefined)),
    subject,
    message: requiredText("Message", CONTACT_LIMITS.message, {
      required: errors.messageRequired,
      tooLong: format(errors.messageTooLong, { max: CONTACT_LIMITS.message }),
    }),
    language: contactLanguageSchema.default("en"),
    submissionKey: submissionKeySchema,
  });
}

/** A visitor's message, as the contact form and POST /api/contacts/submit accept it. */
export const contactSubmissionSchema = contactSubmissionObject(
  en.contact.errors,
  contactSubjectSchema,
).meta({
  id: "ContactSubmission",
  description: "A visitor's message; stored with status new.",
  examples: [
    {
      name: "Muhammad Aslam",
      email: "aslam@example.com",
      phone: "+92 300 1234567",
      subject: "bulk-order",
      message: "Rates for 200 litres of Dhaal for our dealership in Okara?",
      language: "en",
    },
  ],
});

const urduContactSubmissionSchema = contactSubmissionObject(ur.contact.errors);

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
