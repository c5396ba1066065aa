import { Link } from "react-router";
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { CROP_LIMITS, USE_LIMITS } from "~/crops/crop-limits";
import { TARGET_KIND_LABELS, TARGET_KINDS } from "~/crops/target-kinds";
import { DOSE_AREAS, DOSE_UNITS, areaWord } from "~/doses/dose";
import { doseLine, readUseDose } from "~/doses/dose-columns";
import { DOSE_LABEL_FIELDS, DOSE_PART_FIELDS, readDoseInput } from "~/doses/dose-input";
import {
  blankUseRow,
  isBlankUseRow,
  USES_MARKER,
  formUseRows,
  rowOfSavedUse,
  type SavedUse,
  type UseFormField,
  type UseFormRow,
} from "~/products/use-form";
import { FieldError, fieldA11y, TextField } from "./fields";
import { useHydrated } from "./useHydrated";

interface RowState {
  key: number;
  use: UseFormRow;
  errors: Partial<Record<UseFormField, string>>;
}

/** Blank rows offered to fill, so that without JavaScript most products need no extra step. */
const BLANK_ROWS_NEW = 3;
const BLANK_ROWS_MORE = 2;

/**
 * The rows to show: as typed after a refused save or an "Add another row" (one more blank row
 * then), else the saved uses and a few blank rows; each with its errors, so that removing a
 * row keeps the others' errors on them.
 */
function initialRows(
  values: Record<string, string> | undefined,
  saved: readonly SavedUse[],
  errors: Record<string, string>,
): RowState[] {
  const typed = values ? formUseRows(values) : null;
  const uses = typed
    ? typed.map(({ row, use }) => ({ use, row }))
    : saved.map((use, row) => ({ use: rowOfSavedUse(use), row }));
  const blanks = typed
    ? values?.addRow
      ? 1
      : 0
    : saved.length === 0
      ? BLANK_ROWS_NEW
      : BLANK_ROWS_MORE;
  const rows = uses.map(({ use, row }) => {
    const rowErrors: RowState["errors"] = {};
    for (const field of Object.keys(use) as UseFormField[]) {
      const message = errors[`uses.${row}.${field}`];
      if (message) rowErrors[field] = message;
    }
    return { use, errors: rowErrors };
  });
  for (let blank = 0; blank < blanks; blank++) rows.push({ use: blankUseRow(), errors: {} });
  return rows.map((row, key) => ({ ...row, key }));
}

/**
 * The recommended uses of the product form: one row per use (crop, target, the dose as its
 * parts or as on the label, waiting period, what the target is, its Roman Urdu names, the main
 * mark, and the Urdu). Without JavaScript it offers blank rows and an "Add another row"
 * submit that brings the form back as typed with one more; with it, rows are added and
 * removed in place. A row left blank is no use.
 */
export function ProductUsesFields({
  crops,
  saved,
  values,
  errors,
}: {
  crops: { slug: string; name: string }[];
  saved: readonly SavedUse[];
  /** The form as last posted, when it came back. */
  values: Record<string, string> | undefined;
  errors: Record<string, string>;
}) {
  const hydrated = useHydrated();
  const [rows, setRows] = useState(() => initialRows(values, saved, errors));
  const nextKey = useRef(rows.length);
  const focusRow = useRef<number | null>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusRow.current === null) return;
    list.current?.querySelector<HTMLElement>(`[data-row="${focusRow.current}"] select`)?.focus();
    focusRow.current = null;
  }, [rows]);

  if (crops.length === 0) {
    return (
      <fieldset className="field uses-fields">
        <legend>Recommended uses</legend>
        <p className="field-hint">
          No crops yet. <Link to="/admin/crops?new=1">Add the crops</Link> your products are for,
          then record here on which crop and against which pest each product is used.
        </p>
      </fieldset>
    );
  }

  const addRow = () => {
    const key = nextKey.current++;
    focusRow.current = key;
    setRows((current) => [...current, { key, use: blankUseRow(), errors: {} }]);
  };
  const removeRow = (key: number) => {
    setRows((current) => current.filter((row) => row.key !== key));
  };

  return (
    <fieldset className="field uses-fields" aria-describedby="product-uses-hint">
      <legend>Recommended uses</legend>
      <input type="hidden" name={USES_MARKER} value="" />
      <p className="field-hint" id="product-uses-hint">
        As on the label: the crop, the pest, disease or weed, and the dose (an amount or a range per
        area, and the water to spray it in). Shown on the product page and in the crop guide, which
        groups a crop&apos;s targets by kind and lists the main uses first. Search also finds the
        product by the target&apos;s Roman Urdu names (safed makhi, sundi).{" "}
        {hydrated ? "" : "Rows left blank are ignored; clear a row to remove that use."}
      </p>
      <FieldError id="product-uses" message={errors.uses} />
      <div className="use-rows" ref={list}>
        {rows.map((row, index) => (
          <UseRowFields
            key={row.key}
            row={row}
            index={index}
            crops={crops}
            onRemove={hydrated ? () => removeRow(row.key) : null}
          />
        ))}
      </div>
      <button
        type="submit"
        name="addRow"
        value="uses"
        formNoValidate
        className="button button-outline"
        disabled={hydrated && rows.length >= USE_LIMITS.perProduct}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          addRow();
        }}
      >
        Add another row
      </button>
    </fieldset>
  );
}

function UseRowFields({
  row,
  index,
  crops,
  onRemove,
}: {
  row: RowState;
  index: number;
  crops: { slug: string; name: string }[];
  onRemove: (() => void) | null;
}) {
  const { use, errors } = row;
  const prefix = `product-use-${index}`;
  const name = (field: UseFormField) => `uses.${index}.${field}`;
  const text: RowText = (field, label, max, inputMode) => (
    <TextField
      idPrefix={prefix}
      name={name(field)}
      label={label}
      urdu={field.endsWith("Ur")}
      maxLength={max}
      inputMode={inputMode}
      defaultValue={use[field]}
      error={errors[field]}
    />
  );
  const choice: RowChoice = (field, label, options) => {
    const id = `${prefix}-${field}`;
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          name={name(field)}
          defaultValue={use[field]}
          {...fieldA11y(id, errors[field])}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldError id={id} message={errors[field]} />
      </div>
    );
  };
  const mainId = `${prefix}-main`;
  // A saved use folds to its one line; a blank row, or one with a mistake, is open to fill.
  const [openAtFirst] = useState(() => isBlankUseRow(use) || Object.keys(errors).length > 0);
  return (
    <fieldset className="use-row" data-row={row.key}>
      <legend>Use {index + 1}</legend>
      <details className="use-row-fold" open={openAtFirst}>
        <summary>{useRowLine(use, crops)}</summary>
        <div className="use-row-grid">
          {choice("crop", "Crop", [
            { value: "", label: "Choose a crop" },
            ...crops.map((crop) => ({ value: crop.slug, label: crop.name })),
          ])}
          {text("target", "Target (pest, disease or weed)", USE_LIMITS.target)}
          {choice(
            "targetKind",
            "Kind of target",
            TARGET_KINDS.map((kind) => ({ value: kind, label: TARGET_KIND_LABELS[kind] })),
          )}
          {text("targetRoman", "In Roman Urdu, comma-separated", CROP_LIMITS.romanNames)}
          <DoseFields name={name} use={use} text={text} choice={choice} />
          {text("waitingPeriod", "Waiting period", USE_LIMITS.waitingPeriod)}
          <div className="field use-row-main">
            <label className="checkbox-label" htmlFor={mainId}>
              <input
                type="checkbox"
                id={mainId}
                name={name("main")}
                value="true"
                defaultChecked={use.main === "true"}
                {...fieldA11y(mainId, errors.main)}
              />
              Main use: listed first
            </label>
            <FieldError id={mainId} message={errors.main} />
          </div>
          <div className="use-row-actions">
            {onRemove ? (
              <button
                type="button"
                className="button button-outline button-small"
                onClick={onRemove}
              >
                Remove use {index + 1}
              </button>
            ) : null}
          </div>
          {text("targetUr", "Urdu target", USE_LIMITS.target)}
          {text("waitingPeriodUr", "Urdu waiting period", USE_LIMITS.waitingPeriod)}
        </div>
      </details>
    </fieldset>
  );
}

/** A use in one line, as its folded row shows it: "Cotton · Whitefly · 200 ml per acre". */
function useRowLine(use: UseFormRow, crops: { slug: string; name: string }[]): string {
  if (isBlankUseRow(use)) return "New use";
  const dose = dosePreview(doseValues((field) => use[field]));
  return [crops.find((crop) => crop.slug === use.crop)?.name ?? use.crop, use.target, dose?.en]
    .filter(Boolean)
    .join(" · ");
}

/** A text field of a use row, labelled, with its limit and its phone keyboard. */
type RowText = (
  field: Exclude<UseFormField, ChoiceField | "main">,
  label: string,
  max: number,
  inputMode?: "decimal",
) => ReactNode;

type ChoiceField = "crop" | "targetKind" | "doseUnit" | "doseArea";

/** A choice of a use row, its options as values and the words shown. */
type RowChoice = (
  field: ChoiceField,
  label: string,
  options: readonly { value: string; label: string }[],
) => ReactNode;

const DOSE_FIELDS = [...DOSE_PART_FIELDS, ...DOSE_LABEL_FIELDS] as const;
type DoseField = (typeof DOSE_FIELDS)[number];
type DoseFieldValues = Record<DoseField, string>;

const doseValues = (valueOf: (field: DoseField) => string) =>
  Object.fromEntries(DOSE_FIELDS.map((field) => [field, valueOf(field)])) as DoseFieldValues;

const UNIT_LABELS = { ml: "ml", L: "L (litres)", g: "g", kg: "kg" } as const;

/** A typed number is at most this long: '100000.25'. */
const NUMBER_LENGTH = 12;

/**
 * The dose as the pages will show it in English and Urdu, from the row's fields as they stand;
 * null while they do not make a dose.
 */
function dosePreview(values: DoseFieldValues): { en: string; ur: string } | null {
  const read = readDoseInput(values);
  if (!read.ok) return null;
  const use = readUseDose(read.columns);
  return { en: doseLine(use, "en").text, ur: doseLine(use, "ur").text };
}

/**
 * A use's dose: its amount or range, unit and area, the water per acre and a note, with their
 * Urdu; or, for a dose that is not an amount per area, the label's text. Beside them, the text
 * the pages will show: as saved without JavaScript, as typed with it.
 */
function DoseFields({
  name,
  use,
  text,
  choice,
}: {
  name: (field: UseFormField) => string;
  use: UseFormRow;
  text: RowText;
  choice: RowChoice;
}) {
  const [values, setValues] = useState(() => doseValues((field) => use[field]));
  const preview = dosePreview(values);
  // The fields stay the browser's own; the preview reads them as they change.
  const readFields = (event: ChangeEvent<HTMLFieldSetElement>) => {
    const { elements } = event.currentTarget;
    setValues(
      doseValues((field) => {
        const element = elements.namedItem(name(field));
        return element instanceof HTMLInputElement || element instanceof HTMLSelectElement
          ? element.value
          : "";
      }),
    );
  };
  return (
    <fieldset className="dose-fields" onChange={readFields}>
      <legend>Dose</legend>
      <div className="dose-grid dose-numbers">
        {text("doseAmount", "Amount", NUMBER_LENGTH, "decimal")}
        {text("doseAmountMax", "Up to (a range)", NUMBER_LENGTH, "decimal")}
        {choice("doseUnit", "Unit", [
          { value: "", label: "Choose" },
          ...DOSE_UNITS.map((unit) => ({ value: unit, label: UNIT_LABELS[unit] })),
        ])}
        {choice(
          "doseArea",
          "Area",
          DOSE_AREAS.map((area) => ({ value: area, label: `per ${areaWord(area, "en")}` })),
        )}
        {text("waterLitres", "Water, litres per acre", NUMBER_LENGTH, "decimal")}
        {text("waterLitresMax", "Water up to (a range)", NUMBER_LENGTH, "decimal")}
      </div>
      <div className="dose-grid">
        {text("doseNote", "Dose note (how to apply)", USE_LIMITS.doseNote)}
        {text("doseNoteUr", "Urdu dose note", USE_LIMITS.doseNote)}
      </div>
      <p className="field-hint">
        A dose that is not an amount per area (per kg of seed, per litre of water): leave the fields
        above empty and write it as on the label.
      </p>
      <div className="dose-grid">
        {text("doseText", "Other dose, as on the label", USE_LIMITS.dose)}
        {text("doseTextUr", "Urdu other dose", USE_LIMITS.dose)}
      </div>
      {preview ? (
        <p className="dose-preview">
          Pages show: <span className="dose-preview-en">{preview.en}</span>
          <span className="dose-preview-ur" lang="ur" dir="rtl">
            {preview.ur}
          </span>
        </p>
      ) : null}
    </fieldset>
  );
}
