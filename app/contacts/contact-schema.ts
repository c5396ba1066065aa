import { z } from "zod";
import { ok, refuse, type Result } from "~/lib/result";
import { requiredText } from "~/lib/text-schemas";
import {
  CONTACT_LIMITS,
  CONTACT_STATUSES,
  CONTACT_SUBJECTS,
  type ContactStatus,
} from "./contact-fields";

/** What a visitor's message is about: the contact form's select. */
export const contactSubjectSchema = z
  .enum(CONTACT_SUBJECTS, { error: "Please choose a subject" })
  .meta({ id: "ContactSubject", description: "What the message is about." });

/** A visitor's message, as the contact form and POST /api/contacts/submit accept it. */
export const contactSubmissionSchema = z
  .object({
    name: requiredText("Name", CONTACT_LIMITS.name, {
      required: "Please enter your full name",
      tooLong: `Please keep your name under ${CONTACT_LIMITS.name} characters`,
    }),
    email: requiredText("Email", CONTACT_LIMITS.email, {
      required: "Please enter your email address",
      tooLong: "Please enter a shorter email address",
    })
      .pipe(z.email("Please enter a valid email address, like name@example.com"))
      // The API description shows what goes into the pipe; the email check is at its far end.
      .meta({ format: "email" }),
    phone: z
      .string()
      .trim()
      .max(
        CONTACT_LIMITS.phone,
        `Please keep the phone number under ${CONTACT_LIMITS.phone} characters`,
      )
      .regex(/^[0-9+()\-.\s]*$/, "A phone number may only contain digits, spaces and + - ( )")
      .nullish()
      .transform((phone) => (phone ? phone : undefined)),
    subject: contactSubjectSchema,
    message: requiredText("Message", CONTACT_LIMITS.message, {
      required: "Please write your message",
      tooLong: `Please keep your message under ${CONTACT_LIMITS.message} characters`,
    }),
  })
  .meta({
    id: "ContactSubmission",
    description: "A visitor's message; stored with status new.",
    examples: [
      {
        name: "Muhammad Aslam",
        email: "aslam@example.com",
        phone: "+92 300 1234567",
        subject: "bulk-order",
        message: "Rates for 200 litres of Dhaal for our dealership in Okara?",
      },
    ],
  });

export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

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
