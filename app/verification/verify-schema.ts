/**
 * The checks of what a farmer sends: a verification's query (the verify page's form and
 * GET /api/verify) and a report of a suspect pack (the page's report form and
 * POST /api/verify/reports), each worded in the page's language.
 */
import { z } from "zod";
import { contactLanguageSchema, phoneSchema } from "~/contacts/contact-schema";
import { PHONE_EXAMPLE } from "~/contacts/contact-fields";
import { isDistrictCode } from "~/dealers/districts";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { en } from "~/i18n/messages/en";
import type { Messages } from "~/i18n/messages/types";
import { ur } from "~/i18n/messages/ur";
import { IMAGE_MAX_SIZE_TEXT } from "~/images/image-limits";
import { oneLine, optionalText, requiredLine } from "~/lib/text-schemas";
import { PACK_CODE_EXAMPLE, VERIFY_LIMITS } from "./verification";

type VerifyErrors = Messages["verify"]["errors"];

/** A text that may be left empty or out: empty is none. */
function typedLine(max: number, tooLong: string) {
  return z
    .string()
    .overwrite(oneLine)
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((text) => text || undefined);
}

/** A district code of app/dealers/districts.ts; empty is none. */
function districtSchema(errors: VerifyErrors) {
  return z
    .string()
    .trim()
    .nullish()
    .transform((code) => code || undefined)
    .refine((code) => code === undefined || isDistrictCode(code), errors.districtUnknown)
    .meta({
      description:
        "A district code of the site's list (the `value`s of the district choice on /verify): `multan`, `dera-ghazi-khan`. Empty: not said.",
      example: "multan",
    });
}

function verifyQueryObject(errors: VerifyErrors) {
  return z
    .object({
      code: typedLine(VERIFY_LIMITS.code, errors.codeTooLong).meta({
        description: `The code under the scratch panel as typed: letter case, spaces and dashes do not matter, nor Urdu digits (\`${PACK_CODE_EXAMPLE.toLowerCase().replace(/-/g, " ")}\` is \`${PACK_CODE_EXAMPLE}\`).`,
        example: PACK_CODE_EXAMPLE,
      }),
      batch: typedLine(
        VERIFY_LIMITS.batch,
        format(errors.batchTooLong, { max: VERIFY_LIMITS.batch }),
      ).meta({
        description:
          "The batch number as printed, when there is no code: letter case, spaces, dashes and slashes do not matter. With `code`, the code is checked.",
        example: "LT-24/0917",
      }),
      district: districtSchema(errors),
    })
    .refine((query) => query.code !== undefined || query.batch !== undefined, {
      path: ["code"],
      message: errors.codeOrBatchRequired,
      when: () => true,
    });
}

const englishQuery = verifyQueryObject(en.verify.errors);
const urduQuery = verifyQueryObject(ur.verify.errors);

/** A verification's query, its messages in the page's language. */
export function verifyQuerySchemaIn(locale: Locale) {
  return locale === "ur" ? urduQuery : englishQuery;
}

export type VerifyQuery = z.output<typeof englishQuery>;

/**
 * A farmer's report of a suspect pack: where he bought it (district and shop), his phone (most
 * have one, few an e-mail), his name if he gives it, what he typed on the verify page, a note.
 * The photo, a file, is checked apart (app/verification/pack-reports.server.ts).
 */
function packReportObject(locale: Locale) {
  const { verify, contact } = locale === "ur" ? ur : en;
  const errors = verify.errors;
  const example = locale === "ur" ? `\u2066${PHONE_EXAMPLE}\u2069` : PHONE_EXAMPLE;
  return z.object({
    packCode: requiredLine("Code", VERIFY_LIMITS.code, {
      required: errors.codeOrBatchRequired,
      tooLong: errors.codeTooLong,
    }).meta({ description: "The code or batch number the farmer checked, as typed." }),
    district: z
      .string({ error: errors.districtRequired })
      .trim()
      .min(1, errors.districtRequired)
      .refine(isDistrictCode, errors.districtUnknown)
      .meta({
        description: "Where the pack was bought: a district code of the site's list.",
        example: "multan",
      }),
    shop: requiredLine("Shop", VERIFY_LIMITS.shop, {
      required: errors.shopRequired,
      tooLong: format(errors.shopTooLong, { max: VERIFY_LIMITS.shop }),
    }).meta({ description: "The name of the shop it was bought from.", example: "Kisan Traders" }),
    phone: phoneSchema(contact.errors, example).refine(
      (phone) => phone !== undefined,
      errors.phoneRequired,
    ),
    name: typedLine(VERIFY_LIMITS.name, format(errors.nameTooLong, { max: VERIFY_LIMITS.name })),
    note: optionalText(
      "Note",
      VERIFY_LIMITS.note,
      format(errors.noteTooLong, { max: VERIFY_LIMITS.note }),
    ).meta({ description: "Anything else the farmer says." }),
    language: contactLanguageSchema.default("en"),
  });
}

/** A report of a suspect pack, as the report form and POST /api/verify/reports accept it. */
export const packReportSchema = packReportObject("en").meta({
  id: "PackReport",
  description: `A farmer's report of a pack the verification did not know (or found expired, recalled or checked before). It reaches the staff inbox as a message of its own kind. The phone is required and stored in international form; a photo of the pack (PNG, JPG or WebP, up to ${IMAGE_MAX_SIZE_TEXT}) may come as the multipart file \`photo\`.`,
  examples: [
    {
      packCode: "AC3F 7KXM P4TY",
      district: "multan",
      shop: "Kisan Traders, Vehari Road",
      phone: "0300-1234567",
      name: "Ghulam Rasool",
      note: "Sold at half the usual price.",
      language: "en",
    },
  ],
});

const urduPackReportSchema = packReportObject("ur");

/** The report's checks with their messages in the farmer's language. */
export function packReportSchemaIn(locale: Locale) {
  return locale === "ur" ? urduPackReportSchema : packReportSchema;
}

export type PackReport = z.output<typeof packReportSchema>;
