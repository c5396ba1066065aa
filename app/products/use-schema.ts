import { z } from "zod";
import { CROP_LIMITS, USE_LIMITS } from "~/crops/crop-limits";
import { romanNames } from "~/crops/crop-schema";
import { DEFAULT_TARGET_KIND, TARGET_KINDS } from "~/crops/target-kinds";
import { optionalText, requiredText, urduText } from "~/lib/text-schemas";

/** One recommended use of a product: on a crop (by slug), against a target, at a dose. */
export const productUseSchema = z
  .object({
    crop: requiredText("Crop", CROP_LIMITS.slug, { required: "Please choose a crop" }).meta({
      description: "The crop's slug.",
    }),
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
    dose: requiredText("Dose", USE_LIMITS.dose, { required: "Please give the dose" }),
    doseUr: urduText("Urdu dose", USE_LIMITS.dose),
    waitingPeriod: optionalText("Waiting period", USE_LIMITS.waitingPeriod).transform(
      (value) => value || null,
    ),
    waitingPeriodUr: urduText("Urdu waiting period", USE_LIMITS.waitingPeriod),
  })
  .meta({
    id: "ProductUseInput",
    examples: [
      {
        crop: "chilli",
        target: "Thrips",
        targetUr: "تھرپس",
        targetKind: "pest",
        targetRoman: "thrips",
        main: true,
        dose: "100 ml per acre",
        doseUr: "100 ملی لیٹر فی ایکڑ",
        waitingPeriod: "7 days",
        waitingPeriodUr: "7 دن",
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
