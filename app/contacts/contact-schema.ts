import { z } from "zod";
import { CONTACT_LIMITS, CONTACT_SUBJECTS } from "./contact-fields";

/** A visitor's message, as the contact form and POST /api/contacts/submit accept it. */
export const contactSubmissionSchema = z.object({
  name: z
    .string({ error: "Please enter your full name" })
    .trim()
    .min(1, "Please enter your full name")
    .max(CONTACT_LIMITS.name, `Please keep your name under ${CONTACT_LIMITS.name} characters`),
  email: z
    .string({ error: "Please enter your email address" })
    .trim()
    .min(1, "Please enter your email address")
    .max(CONTACT_LIMITS.email, "Please enter a shorter email address")
    .pipe(z.email("Please enter a valid email address, like name@example.com")),
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
  subject: z.enum(CONTACT_SUBJECTS, { error: "Please choose a subject" }),
  message: z
    .string({ error: "Please write your message" })
    .trim()
    .min(1, "Please write your message")
    .max(
      CONTACT_LIMITS.message,
      `Please keep your message under ${CONTACT_LIMITS.message} characters`,
    ),
});

export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;
