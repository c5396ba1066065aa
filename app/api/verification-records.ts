/**
 * A verification as GET /api/verify answers it, for an SMS or WhatsApp gateway: the structured
 * answer and one SMS of text. Nothing here is server-only (the route's description names the
 * schema; see record-schemas.ts).
 */
import { z } from "zod";
import type { Locale } from "~/i18n/locale";
import type { Messages } from "~/i18n/messages/types";
import { CALENDAR_DATE_PATTERN } from "~/lib/dates";
import { VERIFY_METHODS, VERIFY_OUTCOMES, type Verification } from "~/verification/verification";
import { SMS_MAX_LENGTH, verificationSms } from "~/verification/verify-sms";

const calendarDate = z.string().meta({ pattern: CALENDAR_DATE_PATTERN, examples: ["2027-09-30"] });

export const verificationRecordSchema = z
  .object({
    outcome: z.enum(VERIFY_OUTCOMES).meta({
      description:
        "A code: `genuine` (ours, first check), `repeat` (ours, checked before: maybe a copy), `expired` or `recalled` (its batch: do not use), `unknown` (not ours, or not a code at all: see `wellFormed`). A batch number: `genuine` means the batch is ours, in date and not recalled; it cannot say one pack is genuine.",
    }),
    method: z
      .enum(VERIFY_METHODS)
      .meta({ description: "What was checked: a code or a batch number." }),
    checked: z.string().meta({
      description:
        "The code as normalised and grouped (`AC3F-7KXM-P4TY`), or the batch number as sent.",
    }),
    wellFormed: z.boolean().meta({
      description:
        "false: what was sent cannot be a code (its length or characters): ask to check the typing.",
    }),
    product: z
      .object({
        _id: z.string().meta({ description: "The product's id, as a string.", examples: ["3"] }),
        name: z
          .string()
          .meta({ description: "In the language asked for (its English when it has no Urdu)." }),
        slug: z.string(),
      })
      .nullable()
      .meta({ description: "The product of the code's or number's batch; null when unknown." }),
    batch: z
      .object({
        number: z.string().meta({ description: "As printed.", examples: ["LT-24/0917"] }),
        manufacturedOn: calendarDate,
        expiresOn: calendarDate,
        recalled: z.boolean(),
        recallNote: z
          .string()
          .nullable()
          .meta({ description: "Why it was recalled, in the language asked for." }),
      })
      .nullable(),
    firstCheck: z
      .object({
        at: z.string().meta({ format: "date-time", description: "ISO 8601, UTC." }),
        district: z
          .string()
          .nullable()
          .meta({ description: "A district code, when the first checker gave one." }),
      })
      .nullable()
      .meta({
        description: "A code checked before this check: when and where it was first checked.",
      }),
    text: z.string().meta({
      description: `The answer as one SMS: at most ${SMS_MAX_LENGTH.en} characters of the GSM alphabet in English, at most ${SMS_MAX_LENGTH.ur} in Urdu (sent as UCS-2). Long names are shortened.`,
      examples: ["GENUINE: Dhaal Imidacloprid 20% SL, batch LT-24/0917, expires 30 Sep 2027."],
    }),
  })
  .meta({ id: "Verification", description: "The answer to one check of a pack." });

export type VerificationRecord = z.output<typeof verificationRecordSchema>;

export function verificationRecord(
  verification: Verification,
  locale: Locale,
  words: Messages["verify"]["sms"],
): VerificationRecord {
  const { product, batch, firstCheck } = verification;
  return {
    outcome: verification.outcome,
    method: verification.method,
    checked: verification.checked,
    wellFormed: verification.wellFormed,
    product: product && { _id: String(product.id), name: product.name, slug: product.slug },
    batch,
    firstCheck,
    text: verificationSms(verification, locale, words),
  };
}
