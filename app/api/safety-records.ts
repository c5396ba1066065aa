import { z } from "zod";
import {
  BAND_COLOURS,
  bandColour,
  HAZARD_CLASSES,
  PROTECTIVE_WEAR,
  productDocumentUrl,
  RESCUE_NUMBER,
  SAFETY_WARNINGS,
  SAFETY_WORDS,
  warningsOf,
  type ProductSafety,
} from "~/products/safety";

/*
 * A product's safety facts as the API shows them (the `safety` of a Product record): each
 * with its words in both languages, as the label and the product page give them, and its PDF
 * documents as addresses. Nothing here is server-only (see record-schemas.ts).
 */

const urdu = z.string().nullable().meta({ description: "Urdu version; null when there is none." });

const DOCUMENT_URL =
  "Address of the PDF, served by this app under /uploads/ with its download name; null when there is none.";

export const productSafetyRecordSchema = z
  .object({
    registrationNumber: z
      .string()
      .nullable()
      .meta({
        description: "Its registration number under the Agricultural Pesticides Ordinance.",
        examples: ["0873/2014"],
      }),
    hazardClass: z
      .object({
        class: z.enum(HAZARD_CLASSES).meta({ description: "WHO hazard class." }),
        colour: z.enum(BAND_COLOURS).meta({
          description: "The label's colour band: Ia and Ib red, II yellow, III blue, U green.",
        }),
        name: z.string().meta({ examples: ["Moderately hazardous"] }),
        nameUr: z.string().meta({ examples: ["درمیانے درجے کا زہریلا"] }),
      })
      .nullable()
      .meta({ description: "null when none is given." }),
    protectiveWear: z
      .array(
        z.object({
          item: z.enum(PROTECTIVE_WEAR),
          name: z.string().meta({ examples: ["Gloves"] }),
          nameUr: z.string().meta({ examples: ["دستانے"] }),
        }),
      )
      .meta({ description: "The protective wear the label asks for, in the label's order." }),
    firstAid: z.string().nullable(),
    firstAidUr: urdu,
    antidote: z.string().nullable(),
    antidoteUr: urdu,
    warnings: z
      .array(
        z.object({
          about: z.enum(SAFETY_WARNINGS),
          text: z.string(),
          textUr: z.string(),
        }),
      )
      .meta({ description: "What the label warns is harmed by it: bees, fish, livestock." }),
    emergencyPhone: z.string().meta({
      description: "The number to call in an emergency (Rescue).",
      examples: [RESCUE_NUMBER],
    }),
    labelPdf: z
      .string()
      .nullable()
      .meta({
        description: DOCUMENT_URL,
        examples: [
          "/uploads/documents/0123456789abcdef01234567/dhaal-imidacloprid-20-sl-label.pdf",
        ],
      }),
    safetyDataSheetPdf: z.string().nullable().meta({ description: DOCUMENT_URL }),
  })
  .meta({ id: "ProductSafety", description: "The label's safety facts; each may be absent." });

export type ProductSafetyRecord = z.output<typeof productSafetyRecordSchema>;

export function productSafetyRecord(product: {
  slug: string;
  safety: ProductSafety;
}): ProductSafetyRecord {
  const { safety } = product;
  const hazard = safety.hazardClass;
  return {
    registrationNumber: safety.registrationNumber,
    hazardClass: hazard && {
      class: hazard,
      colour: bandColour(hazard),
      name: SAFETY_WORDS.en.hazard[hazard],
      nameUr: SAFETY_WORDS.ur.hazard[hazard],
    },
    protectiveWear: safety.protectiveWear.map((item) => ({
      item,
      name: SAFETY_WORDS.en.wear[item],
      nameUr: SAFETY_WORDS.ur.wear[item],
    })),
    firstAid: safety.firstAid,
    firstAidUr: safety.firstAidUr,
    antidote: safety.antidote,
    antidoteUr: safety.antidoteUr,
    warnings: warningsOf(safety).map((about) => ({
      about,
      text: SAFETY_WORDS.en.warnings[about],
      textUr: SAFETY_WORDS.ur.warnings[about],
    })),
    emergencyPhone: RESCUE_NUMBER,
    labelPdf: productDocumentUrl(product, "labelPdf"),
    safetyDataSheetPdf: productDocumentUrl(product, "safetyDataSheetPdf"),
  };
}
