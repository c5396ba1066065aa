import { z } from "zod";
import { PDF_RULE_TEXT } from "~/documents/pdf-file";
import { optionalText, urduText } from "~/lib/text-schemas";
import { textFieldsOf } from "~/lib/validation";
import {
  HAZARD_CLASSES,
  inWearOrder,
  PROTECTIVE_WEAR,
  SAFETY_LIMITS,
  type ProtectiveWear,
} from "./safety";

/** A safety text the product stores only when given; left out or empty, it has none. */
const optionalFact = (label: string, max: number) =>
  optionalText(label, max).transform((value) => value || null);

/** A checkbox of the form, or true/false from the API; unticked (left out, or empty) is false. */
const flag = (label: string, description: string) =>
  z
    .union([z.boolean(), z.literal("").transform(() => false), z.stringbool()], {
      error: `${label} must be true or false`,
    })
    .default(false)
    .meta({ description });

const WEAR_TEXT = PROTECTIVE_WEAR.join(", ");

/**
 * Protective wear as the form and the API send it: the items separated by commas or spaces
 * (repeated fields are joined so, see productFieldsOf), each once, in the label's order.
 */
const protectiveWear = z
  .string({ error: `Protective wear must be text: ${WEAR_TEXT}` })
  .nullish()
  .transform((text, context) => {
    const items = (text ?? "").split(/[\s,]+/).filter(Boolean);
    const unknown = items.filter((item) => !(PROTECTIVE_WEAR as readonly string[]).includes(item));
    if (unknown.length > 0) {
      context.addIssue({
        code: "custom",
        message: `Protective wear must be among ${WEAR_TEXT}; "${unknown[0]}" is not`,
      });
      return z.NEVER;
    }
    return inWearOrder(items as ProtectiveWear[]);
  })
  .meta({
    description: `The protective wear the label asks for, separated by commas (or as repeated fields): ${WEAR_TEXT}. Empty or left out: none.`,
    examples: ["gloves, mask, boots"],
  });

/**
 * The label's safety facts in a product's input, every one optional. The English texts are
 * replaced on each save like the product's other texts (left out: none); the Urdu, left out, is
 * left as stored. The PDF files come as files beside these (`labelPdf`, `safetyDataSheetPdf`).
 */
export const safetyInputFields = {
  registrationNumber: optionalFact("Registration number", SAFETY_LIMITS.registrationNumber).meta({
    description: "Its registration number under the Agricultural Pesticides Ordinance.",
    examples: ["0873/2014"],
  }),
  hazardClass: z
    .union([z.enum(HAZARD_CLASSES), z.literal("").transform(() => null)], {
      error: `Please choose a hazard class: ${HAZARD_CLASSES.join(", ")}`,
    })
    .nullish()
    .transform((value) => value ?? null)
    .meta({
      description:
        "WHO hazard class, shown as the label's colour band: Ia and Ib red, II yellow, III blue, U green. Empty or left out: none.",
    }),
  protectiveWear,
  firstAid: optionalFact("First aid", SAFETY_LIMITS.firstAid),
  firstAidUr: urduText("Urdu first aid", SAFETY_LIMITS.firstAid),
  antidote: optionalFact("Antidote", SAFETY_LIMITS.antidote).meta({
    examples: ["No specific antidote; treat the symptoms."],
  }),
  antidoteUr: urduText("Urdu antidote", SAFETY_LIMITS.antidote),
  warnsBees: flag("Warns bees", "The label warns it is toxic to bees."),
  warnsFish: flag("Warns fish", "The label warns it is toxic to fish."),
  warnsLivestock: flag("Warns livestock", "The label warns it harms livestock."),
  removeLabelPdf: flag(
    "Remove label PDF",
    `True drops the stored label PDF (a new \`labelPdf\` file, ${PDF_RULE_TEXT}, replaces it).`,
  ),
  removeSafetyDataSheetPdf: flag(
    "Remove safety data sheet PDF",
    `True drops the stored safety data sheet (a new \`safetyDataSheetPdf\` file, ${PDF_RULE_TEXT}, replaces it).`,
  ),
};

/**
 * A product's text fields from its submitted form (the admin's or the API's): the first value of
 * each, but protective wear, which may come as one field per item, joined.
 */
export function productFieldsOf(form: FormData): Record<string, string> {
  const fields = textFieldsOf(form);
  if (!form.has("protectiveWear")) return fields;
  const wear = form.getAll("protectiveWear").filter((value) => typeof value === "string");
  return { ...fields, protectiveWear: wear.join(",") };
}
