import { DOSE_AREAS, DOSE_UNITS, type Dose, type DoseArea, type DoseUnit } from "./dose";
import {
  doseColumnsFromText,
  doseColumnsOf,
  doseColumnsOfText,
  type DoseColumns,
} from "./dose-columns";
import { readTypedNumber } from "./spray-calculator";

/**
 * A use's dose as the admin form and the API send it, read into the columns it is kept in: its
 * parts (an amount or a range of a unit per area, the water per acre, a note), or, for a dose
 * that is not an amount per area, the text the label gives; the API also takes a plain `dose`
 * text, kept as parts when it reads as them. Plain functions, no schema library, so the form's
 * live preview reads a row by the same rules the save does.
 */

/** The parts of a dose as data, in the order the form asks for them. */
export const DOSE_PART_FIELDS = [
  "doseAmount",
  "doseAmountMax",
  "doseUnit",
  "doseArea",
  "waterLitres",
  "waterLitresMax",
  "doseNote",
  "doseNoteUr",
] as const;

/** A dose that is not an amount per area ('4 g per kg of seed'), as the label gives it. */
export const DOSE_LABEL_FIELDS = ["doseText", "doseTextUr"] as const;

/** A dose sent as one text, read by doseColumnsFromText: for programs that have only text. */
export const DOSE_TYPED_FIELDS = ["dose", "doseUr"] as const;

export type DosePartField = (typeof DOSE_PART_FIELDS)[number];
export type DoseInputField =
  DosePartField | (typeof DOSE_LABEL_FIELDS)[number] | (typeof DOSE_TYPED_FIELDS)[number];

export const DOSE_INPUT_FIELDS: readonly DoseInputField[] = [
  ...DOSE_PART_FIELDS,
  ...DOSE_LABEL_FIELDS,
  ...DOSE_TYPED_FIELDS,
];

/** A record without the fields of its dose as sent: what is left once the dose is read. */
export function withoutDoseInput<T extends object>(record: T): Omit<T, DoseInputField> {
  const rest: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const field of DOSE_INPUT_FIELDS) delete rest[field];
  return rest as Omit<T, DoseInputField>;
}

/** Numbers are sent as numbers (the API) or as typed (the form: '2.5', '2,5', '۲۵۰'). */
export type DoseInput = Partial<Record<DoseInputField, string | number | null>>;

/** The largest amount and water a dose may give: far above any label, below a typing slip. */
export const DOSE_LIMITS = { amount: 100_000, waterLitres: 10_000 } as const;

export const DOSE_MESSAGES = {
  required: "Please give the dose: an amount and its unit, or the dose as on the label",
  amount: "Please give the amount",
  unit: "Please choose the unit: ml, L, g or kg",
  area: "Please choose the area: per acre, per kanal or per hectare",
  rangeDown: "The high end must be more than the low end",
  waterLow: "Please give the litres of water, or leave the high end empty",
  noteInEnglish: "Please give the note in English too",
  labelInEnglish: "Please give the dose as on the label in English too",
  partsAndLabel: "Give the dose as an amount and its unit or as on the label, not both",
  waterWithLabel:
    "Water per acre goes with an amount per area; for another dose, write it into the dose as on the label",
  noteWithLabel:
    "A note goes with an amount per area; for another dose, write it into the dose as on the label",
  typedAndParts: "Give the dose as one text (dose) or as its parts, not both",
} as const;

/** What a number field is called in its messages. */
export const DOSE_NUMBER_NAMES = {
  doseAmount: "The amount",
  doseAmountMax: "The high end",
  waterLitres: "The water",
  waterLitresMax: "The high end of the water",
} as const;

export const notANumberMessage = (field: keyof typeof DOSE_NUMBER_NAMES) =>
  `${DOSE_NUMBER_NAMES[field]} must be a number, such as 250 or 2.5`;

export type DoseRead =
  | { ok: true; columns: DoseColumns }
  | { ok: false; errors: Partial<Record<DoseInputField, string>> };

const filled = (value: string | number | null | undefined) =>
  typeof value === "number" || (typeof value === "string" && value.trim() !== "");

const textOf = (value: string | number | null | undefined): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

function oneOf<T extends string>(choices: readonly T[], value: string | number | null | undefined) {
  return choices.find((choice) => choice === value);
}

/** Reads a dose as sent; every problem at once, each on its field. */
export function readDoseInput(input: DoseInput): DoseRead {
  const errors: Partial<Record<DoseInputField, string>> = {};
  const refused = (): DoseRead => ({ ok: false, errors });
  // The area alone says nothing: the form always sends one, whatever the dose.
  const parts = DOSE_PART_FIELDS.filter((field) => field !== "doseArea" && filled(input[field]));
  const labelGiven = DOSE_LABEL_FIELDS.some((field) => filled(input[field]));

  // A `dose` key sent empty still says the caller meant to send the dose as text.
  if (input.dose !== undefined || filled(input.doseUr)) {
    const typed = textOf(input.dose);
    if (parts.length > 0 || labelGiven) errors.dose = DOSE_MESSAGES.typedAndParts;
    else if (!typed) errors.dose = DOSE_MESSAGES.required;
    if (!typed || errors.dose) return refused();
    return { ok: true, columns: doseColumnsFromText(typed, textOf(input.doseUr)) };
  }

  if (labelGiven) {
    const english = textOf(input.doseText);
    if (parts.some((field) => !field.startsWith("water") && !field.startsWith("doseNote"))) {
      errors.doseText = DOSE_MESSAGES.partsAndLabel;
    } else {
      if (parts.some((field) => field.startsWith("water"))) {
        errors.waterLitres = DOSE_MESSAGES.waterWithLabel;
      }
      if (parts.some((field) => field.startsWith("doseNote"))) {
        errors.doseNote = DOSE_MESSAGES.noteWithLabel;
      }
      if (!english) errors.doseText = DOSE_MESSAGES.labelInEnglish;
    }
    if (!english || Object.keys(errors).length > 0) return refused();
    return { ok: true, columns: doseColumnsOfText(english, textOf(input.doseTextUr)) };
  }

  if (parts.length === 0) {
    errors.doseAmount = DOSE_MESSAGES.required;
    return refused();
  }
  const number = (field: keyof typeof DOSE_NUMBER_NAMES, max: number): number | undefined => {
    const value = input[field];
    if (!filled(value)) return undefined;
    const name = DOSE_NUMBER_NAMES[field];
    const read =
      typeof value === "number"
        ? Number.isFinite(value) && value > 0
          ? ({ ok: true, value } as const)
          : ({ ok: false, problem: "not-positive" } as const)
        : readTypedNumber(String(value));
    if (read.ok && read.value <= max) return read.value;
    errors[field] = !read.ok
      ? read.problem === "not-positive"
        ? `${name} must be more than 0`
        : notANumberMessage(field)
      : `${name} must be at most ${max.toLocaleString("en-US")}`;
    return undefined;
  };
  const amount = number("doseAmount", DOSE_LIMITS.amount);
  const amountMax = number("doseAmountMax", DOSE_LIMITS.amount);
  const water = number("waterLitres", DOSE_LIMITS.waterLitres);
  const waterMax = number("waterLitresMax", DOSE_LIMITS.waterLitres);
  if (!filled(input.doseAmount)) errors.doseAmount = DOSE_MESSAGES.amount;
  const unit: DoseUnit | undefined = oneOf(DOSE_UNITS, input.doseUnit);
  if (!unit) errors.doseUnit = DOSE_MESSAGES.unit;
  const area: DoseArea | undefined = oneOf(DOSE_AREAS, input.doseArea);
  if (!area) errors.doseArea = DOSE_MESSAGES.area;
  if (amount !== undefined && amountMax !== undefined && amountMax < amount) {
    errors.doseAmountMax = DOSE_MESSAGES.rangeDown;
  }
  if (filled(input.waterLitresMax) && !filled(input.waterLitres)) {
    errors.waterLitres = DOSE_MESSAGES.waterLow;
  }
  if (water !== undefined && waterMax !== undefined && waterMax < water) {
    errors.waterLitresMax = DOSE_MESSAGES.rangeDown;
  }
  const note = textOf(input.doseNote);
  const noteUr = textOf(input.doseNoteUr);
  if (noteUr && !note) errors.doseNote = DOSE_MESSAGES.noteInEnglish;
  if (Object.keys(errors).length > 0 || amount === undefined || !unit || !area) return refused();

  const dose: Dose = { amount, unit, area };
  // A range whose ends are equal is the one amount.
  if (amountMax !== undefined && amountMax > amount) dose.amountMax = amountMax;
  if (water !== undefined) {
    dose.waterLitres = water;
    if (waterMax !== undefined && waterMax > water) dose.waterLitresMax = waterMax;
  }
  return { ok: true, columns: doseColumnsOf(dose, note, noteUr) };
}
