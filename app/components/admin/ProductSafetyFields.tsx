import { useState } from "react";
import { PDF_ACCEPT, PDF_RULE_TEXT, pdfFileProblem } from "~/documents/pdf-file";
import {
  HAZARD_CLASSES,
  PROTECTIVE_WEAR,
  SAFETY_LIMITS,
  SAFETY_WARNINGS,
  SAFETY_WORDS,
  type ProductDocument,
  type ProductSafety,
  type SafetyWarning,
} from "~/products/safety";
import { FieldError, fieldA11y, TextField } from "./fields";

const ID_PREFIX = "product";

const WARNING_FIELDS: Record<SafetyWarning, "warnsBees" | "warnsFish" | "warnsLivestock"> = {
  bees: "warnsBees",
  fish: "warnsFish",
  livestock: "warnsLivestock",
};

const WARNING_LABELS: Record<SafetyWarning, string> = {
  bees: "Toxic to bees",
  fish: "Toxic to fish",
  livestock: "Harmful to livestock",
};

const DOCUMENTS: { field: ProductDocument; label: string; remove: string }[] = [
  { field: "labelPdf", label: "Label (PDF)", remove: "removeLabelPdf" },
  {
    field: "safetyDataSheetPdf",
    label: "Safety data sheet (PDF)",
    remove: "removeSafetyDataSheetPdf",
  },
];

/**
 * The label's safety facts in the product form, each optional: the registration number, the
 * hazard class, the protective wear, first aid and antidote with their Urdu, the warnings, and
 * the label and safety data sheet as PDF files (a stored one is linked, and can be replaced or
 * removed). Plain fields, so it works without JavaScript; with it, a chosen file that is no PDF
 * or is too large is named at once, before it is sent.
 */
export function ProductSafetyFields({
  saved,
  documentUrls,
  values,
  errors,
}: {
  saved: ProductSafety | undefined;
  /** The stored documents' addresses, when the product has them. */
  documentUrls: Record<ProductDocument, string | null>;
  /** The form as last posted, when it came back. */
  values: Record<string, string> | undefined;
  errors: Record<string, string>;
}) {
  const text = (field: string, stored: string | null | undefined) =>
    values ? (values[field] ?? "") : (stored ?? "");
  const ticked = (field: string, stored: boolean) => (values ? values[field] === "true" : stored);
  const wear = new Set(
    values ? (values.protectiveWear ?? "").split(",") : (saved?.protectiveWear ?? []),
  );
  return (
    <fieldset className="field safety-fields" aria-describedby="product-safety-hint">
      <legend>Safety (from the label)</legend>
      <p className="field-hint" id="product-safety-hint">
        Shown on the product page after its uses. All optional: fill in what the printed label says.
      </p>
      <div className="field-grid">
        <TextField
          idPrefix={ID_PREFIX}
          name="registrationNumber"
          label="Registration number"
          maxLength={SAFETY_LIMITS.registrationNumber}
          defaultValue={text("registrationNumber", saved?.registrationNumber)}
          error={errors.registrationNumber}
        />
        <div className="field">
          <label htmlFor="product-hazardClass">Hazard class (colour band)</label>
          <select
            id="product-hazardClass"
            name="hazardClass"
            defaultValue={text("hazardClass", saved?.hazardClass)}
            {...fieldA11y("product-hazardClass", errors.hazardClass)}
          >
            <option value="">Not given</option>
            {HAZARD_CLASSES.map((hazard) => (
              <option key={hazard} value={hazard}>
                {`${hazard}: ${SAFETY_WORDS.en.hazard[hazard]}`}
              </option>
            ))}
          </select>
          <FieldError id="product-hazardClass" message={errors.hazardClass} />
        </div>
      </div>
      <fieldset
        className="safety-choices"
        aria-describedby={errors.protectiveWear ? "product-protectiveWear-error" : undefined}
      >
        <legend>Protective wear</legend>
        {PROTECTIVE_WEAR.map((item) => (
          <label key={item} className="checkbox-label">
            <input
              type="checkbox"
              name="protectiveWear"
              value={item}
              defaultChecked={wear.has(item)}
            />{" "}
            {SAFETY_WORDS.en.wear[item]}
          </label>
        ))}
        <FieldError id="product-protectiveWear" message={errors.protectiveWear} />
      </fieldset>
      <fieldset className="safety-choices">
        <legend>Warnings</legend>
        {SAFETY_WARNINGS.map((warning) => {
          const field = WARNING_FIELDS[warning];
          return (
            <label key={warning} className="checkbox-label">
              <input
                type="checkbox"
                name={field}
                value="true"
                defaultChecked={ticked(field, saved?.[field] ?? false)}
              />{" "}
              {WARNING_LABELS[warning]}
            </label>
          );
        })}
      </fieldset>
      {(
        [
          { name: "firstAid", label: "First aid", rows: 3 },
          { name: "antidote", label: "Antidote", rows: 2 },
        ] as const
      ).map(({ name, label, rows }) => (
        <div key={name} className="field-grid">
          <TextField
            idPrefix={ID_PREFIX}
            name={name}
            label={label}
            rows={rows}
            maxLength={SAFETY_LIMITS[name]}
            defaultValue={text(name, saved?.[name])}
            error={errors[name]}
          />
          <TextField
            idPrefix={ID_PREFIX}
            name={`${name}Ur`}
            label={`Urdu ${label.toLowerCase()}`}
            rows={rows}
            urdu
            maxLength={SAFETY_LIMITS[name]}
            defaultValue={text(`${name}Ur`, saved?.[`${name}Ur`])}
            error={errors[`${name}Ur`]}
          />
        </div>
      ))}
      <div className="field-grid">
        {DOCUMENTS.map(({ field, label, remove }) => (
          <PdfPicker
            key={field}
            field={field}
            label={label}
            currentUrl={documentUrls[field]}
            remove={remove}
            removeTicked={ticked(remove, false)}
            error={errors[field]}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** One PDF file input; with JavaScript a file that cannot be kept is named as it is chosen. */
function PdfPicker({
  field,
  label,
  currentUrl,
  remove,
  removeTicked,
  error,
}: {
  field: ProductDocument;
  label: string;
  currentUrl: string | null;
  remove: string;
  removeTicked: boolean;
  error: string | undefined;
}) {
  const id = `${ID_PREFIX}-${field}`;
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label} {currentUrl ? "(leave empty to keep the current one)" : "(optional)"}
      </label>
      {currentUrl ? (
        <p className="safety-current">
          <a href={currentUrl} download>
            Current file
          </a>
        </p>
      ) : null}
      <input
        id={id}
        name={field}
        type="file"
        accept={PDF_ACCEPT}
        onChange={async (event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          setProblem(null);
          if (!file) return;
          const found = await pdfFileProblem(file);
          setProblem(found);
          if (found) input.value = "";
        }}
        {...fieldA11y(id, message)}
      />
      <p className="field-hint">{`${PDF_RULE_TEXT}.`}</p>
      <FieldError id={id} message={message ?? undefined} />
      {currentUrl ? (
        <label className="checkbox-label">
          <input type="checkbox" name={remove} value="true" defaultChecked={removeTicked} /> Remove
          the current file
        </label>
      ) : null}
    </div>
  );
}
