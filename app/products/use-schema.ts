import { z } from "zod";
import { CROP_LIMITS, USE_LIMITS } from "~/crops/crop-limits";
import { romanNames } from "~/crops/crop-schema";
import { DEFAULT_TARGET_KIND, TARGET_KINDS } from "~/crops/target-kinds";
import { DOSE_AREAS, DOSE_UNITS } from "~/doses/dose";
import {
  DOSE_LIMITS,
  DOSE_MESSAGES,
  DOSE_NUMBER_NAMES,
  notANumberMessage,
  readDoseInput,
  withoutDoseInput,
} from "~/doses/dose-input";
import { optionalText, requiredText, urduText } from "~/lib/text-schemas";

/** An optional text of a use, stored as null when empty. */
const textOrNull = (label: string, max: number) =>
  optionalText(label, max).transform((value) => value || null);

/** A number of a dose: a JSON number, or a text as typed in the form ('2.5', '2,5'). */
const doseNumber = (field: keyof typeof DOSE_NUMBER_NAMES, description: string) =>
  z
    .union([z.number(), z.string().max(30)], { error: notANumberMessage(field) })
    .nullish()
    .meta({ description: `${description}. A number, or a number as typed ('2.5').` });

/** A choice of a dose; the form sends an empty text for none. */
const doseChoice = <T extends readonly [string, ...string[]]>(choices: T, message: string) =>
  z.union([z.enum(choices), z.literal("")], { error: message }).nullish();

/** The crop of a use, by its slug. */
export const useCropSchema = requiredText("Crop", CROP_LIMITS.slug, {
  required: "Please choose a crop",
}).meta({ description: "The crop's slug." });

/**
 * One recommended use of a product: on a crop (by slug), against a target, at a dose. The dose
 * is given as its parts, or as the text the label gives for a dose that is not an amount per
 * area, or (for programs that have only text) as one `dose` text; see readDoseInput. The output
 * is the crop's slug and the use's columns as stored, its dose read.
 */
export const productUseSchema = z
  .object({
    crop: useCropSchema,
    target: requiredText("Target", USE_LIMITS.target, {
      required: "Please name the pest, disease or weed",
    }),
    targetUr: urduText("Urdu target", USE_LIMITS.target),
    targetKind: z
      .enum(TARGET_KINDS, {
        error: "Please choose whether the target is a pest, a disease, a weed or nutrition",
      })
      .default(DEFAULT_TARGET_KIND)
      .meta({
        description:
          "What the target is; the crop guide groups a crop's targets by it, in this order.",
      }),
    targetRoman: romanNames("Roman Urdu names")
      .transform((value) => value ?? null)
      .meta({
        description:
          "The target's names as farmers type them in Latin letters, separated by commas; search finds the product by any of them.",
      }),
    main: z
      .union([z.boolean(), z.stringbool()], { error: "Main must be true or false" })
      .default(false)
      .meta({
        description: "A main use of the product: the crop guide lists it first in its group.",
      }),
    doseAmount: doseNumber(
      "doseAmount",
      `The amount, or the low end of a range, of \`doseUnit\` per \`doseArea\`: more than 0, at most ${DOSE_LIMITS.amount}`,
    ),
    doseAmountMax: doseNumber(
      "doseAmountMax",
      "The high end of a range (200 to 250); left out for one amount",
    ),
    doseUnit: doseChoice(DOSE_UNITS, DOSE_MESSAGES.unit).meta({
      description: "The amount's unit; required with `doseAmount`. An empty text is none.",
    }),
    doseArea: doseChoice(DOSE_AREAS, DOSE_MESSAGES.area).meta({
      description:
        "The area the amount is for; required with `doseAmount`, not read without it. An empty text is none.",
    }),
    waterLitres: doseNumber(
      "waterLitres",
      `Litres of water to spray it in per acre (whatever \`doseArea\`), or their range's low end: at most ${DOSE_LIMITS.waterLitres}`,
    ),
    waterLitresMax: doseNumber("waterLitresMax", "The high end of the water's range"),
    doseNote: textOrNull("Dose note", USE_LIMITS.doseNote).meta({
      description: "How to apply it ('basal', 'mixed with sand'); shown after the dose.",
    }),
    doseNoteUr: textOrNull("Urdu dose note", USE_LIMITS.doseNote).meta({
      description: "The Urdu of `doseNote`; the English shows on Urdu pages when it is empty.",
    }),
    doseText: textOrNull("Dose as on the label", USE_LIMITS.dose).meta({
      description:
        "A dose that is not an amount per area ('4 g per kg of seed'), as the label gives it; instead of the parts.",
    }),
    doseTextUr: textOrNull("Urdu dose as on the label", USE_LIMITS.dose).meta({
      description: "The Urdu of `doseText`; the English shows on Urdu pages when it is empty.",
    }),
    dose: optionalText("Dose", USE_LIMITS.dose).meta({
      description:
        "The dose as one text ('200-250 ml per acre in 100 litres of water'), instead of the parts, for programs that have only text: kept as its parts when it reads as an amount per area (its Urdu, if given, as the same), else as `doseText`.",
    }),
    doseUr: textOrNull("Urdu dose", USE_LIMITS.dose).meta({ description: "The Urdu of `dose`." }),
    waitingPeriod: textOrNull("Waiting period", USE_LIMITS.waitingPeriod),
    waitingPeriodUr: urduText("Urdu waiting period", USE_LIMITS.waitingPeriod),
  })
  // Checked beside the other fields' errors, so a refusal names every mistake at once. A field
  // refused by its type above keeps that message: each field shows its first.
  .superRefine(
    (use, context) => {
      const read = readDoseInput(use);
      if (read.ok) return;
      for (const [field, message] of Object.entries(read.errors)) {
        context.addIssue({ code: "custom", path: [field], message });
      }
    },
    { when: ({ value }) => typeof value === "object" && value !== null },
  )
  .transform((use) => {
    const read = readDoseInput(use);
    if (!read.ok) throw new Error("A dose the check refused was read");
    const { crop, ...facts } = withoutDoseInput(use);
    return { crop, columns: { ...facts, ...read.columns } };
  })
  .meta({
    id: "ProductUseInput",
    description:
      "A recommended use. Its dose is given one of three ways: its parts (`doseAmount`, `doseUnit`, `doseArea`, and optionally `doseAmountMax`, `waterLitres`, `waterLitresMax`, `doseNote`), `doseText` for a dose that is not an amount per area, or one `dose` text; the `…Ur` fields are their Urdu.",
    examples: [
      {
        crop: "chilli",
        target: "Thrips",
        targetUr: "تھرپس",
        targetKind: "pest",
        targetRoman: "thrips",
        main: true,
        doseAmount: 200,
        doseAmountMax: 250,
        doseUnit: "ml",
        doseArea: "acre",
        waterLitres: 100,
        waitingPeriod: "7 days",
        waitingPeriodUr: "7 دن",
      },
      {
        crop: "wheat",
        target: "Loose smut",
        targetUr: "کھلی کانگیاری",
        targetKind: "disease",
        doseText: "2.5 g per kg of seed",
        doseTextUr: "2.5 گرام فی کلوگرام بیج",
      },
      {
        crop: "cotton",
        target: "Whitefly",
        dose: "250 ml per acre",
        doseUr: "250 ملی لیٹر فی ایکڑ",
      },
    ],
  });

export type ProductUseInput = z.output<typeof productUseSchema>;
export type ProductUseFields = z.input<typeof productUseSchema>;

/** A product's whole list of recommended uses, as the API's PUT /products/{id}/uses sends it. */
export const productUsesSchema = z
  .object({
    uses: z
      .array(productUseSchema, { error: "Uses must be a list of recommended uses" })
      .max(USE_LIMITS.perProduct, `A product can have at most ${USE_LIMITS.perProduct} uses`),
  })
  .meta({ id: "ProductUsesInput" });

/** The refusal of a recommended use on a crop the crop guide does not have. */
export const UNKNOWN_CROP_MESSAGE = "Please choose an existing crop";
