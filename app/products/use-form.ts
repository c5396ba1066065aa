/**
 * A product's recommended uses as the admin form sends them: one row of fields per use, named
 * `uses.{row}.{field}` so a refusal's field errors (`uses.{position}.{field}`) land on them.
 * A row left blank is no use, so a form can offer blank rows to fill. Used by the form on both
 * sides, so it has no server-only imports.
 */
import { DEFAULT_TARGET_KIND } from "~/crops/target-kinds";
import type { DoseArea } from "~/doses/dose";
import { DOSE_LABEL_FIELDS, DOSE_PART_FIELDS } from "~/doses/dose-input";
import type { ProductUse } from "./products.server";

/** The fields of a use row, in the order the form shows them. */
export const USE_FORM_FIELDS = [
  "crop",
  "target",
  ...DOSE_PART_FIELDS,
  ...DOSE_LABEL_FIELDS,
  "waitingPeriod",
  "targetKind",
  "targetRoman",
  "main",
  "targetUr",
  "waitingPeriodUr",
] as const;

export type UseFormField = (typeof USE_FORM_FIELDS)[number];

/** A row as posted: every field text, `main` "true" when its box is ticked and "" when not. */
export type UseFormRow = Record<UseFormField, string>;

/** A use as the form gives it to the schema: the ticked box read as a yes or no. */
export type UseFormUse = Omit<UseFormRow, "main"> & { main: boolean };

/**
 * Fields a row sends even when nothing was typed in it (the kind and the dose's area always have
 * a choice), so they do not make a row a use.
 */
const CHOICE_FIELDS: readonly UseFormField[] = ["targetKind", "main", "doseArea"];

/** The area a new row's dose is for: labels in Pakistan give doses per acre. */
export const DEFAULT_DOSE_AREA: DoseArea = "acre";

/** Rows beyond this index are not read: far more than a label has. */
const MAX_ROW_INDEX = 199;

const ROW_FIELD = new RegExp(`^uses\\.(\\d{1,3})\\.(${USE_FORM_FIELDS.join("|")})$`);

/** A row with nothing typed: its kind the default one, its box not ticked. */
export const blankUseRow = (): UseFormRow => ({
  ...(Object.fromEntries(USE_FORM_FIELDS.map((field) => [field, ""])) as UseFormRow),
  targetKind: DEFAULT_TARGET_KIND,
  doseArea: DEFAULT_DOSE_AREA,
});

/** A use as the product stores it, as far as its form shows it. */
export type SavedUse = Omit<ProductUse, "cropName" | "cropNameUr" | "cropNameRoman">;

/** A number of a saved dose as its field shows it; empty when the dose has none. */
const numberText = (value: number | undefined) => (value === undefined ? "" : String(value));

/**
 * A saved use as its row shows it for editing: the dose as its parts, or as the label's text
 * for a dose kept as text; posted back unchanged, it saves the same use.
 */
export function rowOfSavedUse(use: SavedUse): UseFormRow {
  const { dose } = use;
  return {
    crop: use.cropSlug,
    target: use.target,
    waitingPeriod: use.waitingPeriod ?? "",
    targetKind: use.targetKind,
    targetRoman: use.targetRoman ?? "",
    main: use.main ? "true" : "",
    targetUr: use.targetUr ?? "",
    waitingPeriodUr: use.waitingPeriodUr ?? "",
    doseAmount: numberText(dose?.amount),
    doseAmountMax: numberText(dose?.amountMax),
    doseUnit: dose?.unit ?? "",
    doseArea: dose?.area ?? DEFAULT_DOSE_AREA,
    waterLitres: numberText(dose?.waterLitres),
    waterLitresMax: numberText(dose?.waterLitresMax),
    doseNote: use.doseNote ?? "",
    doseNoteUr: use.doseNoteUr ?? "",
    doseText: use.doseText ?? "",
    doseTextUr: use.doseTextUr ?? "",
  };
}

export const isBlankUseRow = (row: UseFormRow) =>
  USE_FORM_FIELDS.every((field) => CHOICE_FIELDS.includes(field) || row[field].trim() === "");

/**
 * The field a form that edits uses always sends, so that a form whose rows were all removed
 * still says "no uses" rather than nothing.
 */
export const USES_MARKER = "uses";

/**
 * The use rows of a posted form by their row number, in order, blank ones included; null when
 * the form has neither use fields nor the marker (it does not edit uses).
 */
export function formUseRows(
  fields: Record<string, string>,
): { row: number; use: UseFormRow }[] | null {
  const rows = new Map<number, UseFormRow>();
  for (const [name, value] of Object.entries(fields)) {
    const match = ROW_FIELD.exec(name);
    if (!match) continue;
    const row = Number(match[1]);
    if (row > MAX_ROW_INDEX) continue;
    const use = rows.get(row) ?? blankUseRow();
    use[match[2] as UseFormField] = value;
    rows.set(row, use);
  }
  if (rows.size === 0 && !(USES_MARKER in fields)) return null;
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([row, use]) => ({ row, use }));
}

/**
 * The uses a posted form gives, blank rows left out, and for each the form row it came from;
 * null when the form does not edit uses.
 */
export function usesOfForm(
  fields: Record<string, string>,
): { uses: UseFormUse[]; formRows: number[] } | null {
  const rows = formUseRows(fields);
  if (!rows) return null;
  const filled = rows.filter(({ use }) => !isBlankUseRow(use));
  return {
    uses: filled.map(({ use }) => ({ ...use, main: use.main === "true" })),
    formRows: filled.map(({ row }) => row),
  };
}

/** Field errors of uses by position (`uses.2.dose`) renamed to the form rows they came from. */
export function errorsOnFormRows(
  errors: Record<string, string>,
  formRows: readonly number[],
): Record<string, string> {
  const renamed: Record<string, string> = {};
  for (const [name, message] of Object.entries(errors)) {
    const match = /^uses\.(\d+)\.(.+)$/.exec(name);
    const row = match ? formRows[Number(match[1])] : undefined;
    renamed[match && row !== undefined ? `uses.${row}.${match[2]}` : name] = message;
  }
  return renamed;
}
