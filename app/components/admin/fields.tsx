import type { FocusEvent, ReactNode } from "react";
import { isolateLatinRuns } from "~/lib/bidi";

/** Accessibility attributes of a field that may carry an error message. */
export function fieldA11y(id: string, error: string | undefined) {
  return error
    ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` }
    : { "aria-invalid": undefined, "aria-describedby": undefined };
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="field-error" id={`${id}-error`}>
      {message}
    </p>
  ) : null;
}

/** A field's label; a required field's ends with " *". */
export function FieldLabel({
  id,
  label,
  required,
}: {
  id: string;
  label: string;
  required: boolean;
}) {
  return (
    <label htmlFor={id}>
      {label}
      {required ? " *" : ""}
    </label>
  );
}

/**
 * A labelled text input (or textarea, given `rows`) with its error message. Its id is
 * `${idPrefix}-${name}`; a required field's label ends with " *".
 */
export function TextField({
  idPrefix,
  name,
  label,
  defaultValue,
  error,
  maxLength,
  required = false,
  type = "text",
  rows,
  urdu = false,
  inputMode,
}: {
  idPrefix: string;
  name: string;
  label: string;
  defaultValue: string;
  error: string | undefined;
  maxLength: number;
  required?: boolean;
  type?: "text" | "date";
  rows?: number;
  /** An Urdu version: typed and shown right to left, spoken as Urdu. */
  urdu?: boolean;
  /** The phone keyboard to offer: "decimal" for a number, checked by the server as typed. */
  inputMode?: "decimal";
}) {
  const id = `${idPrefix}-${name}`;
  const language = urdu ? ({ lang: "ur", dir: "rtl" } as const) : {};
  const common = {
    id,
    name,
    required,
    maxLength,
    // Latin inside Urdu reads as written ('20% SL', not 'SL %20'); the server drops the marks.
    defaultValue: urdu ? isolateLatinRuns(defaultValue) : defaultValue,
    // With JavaScript, what is typed reads as written too, once the field is left.
    onBlur: urdu ? setLatinRunsApart : undefined,
    inputMode,
    ...language,
    ...fieldA11y(id, error),
  };
  return (
    <div className="field">
      <FieldLabel id={id} label={label} required={required} />
      {rows ? <textarea rows={rows} {...common} /> : <input type={type} {...common} />}
      <FieldError id={id} message={error} />
    </div>
  );
}

function setLatinRunsApart(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>): void {
  const field = event.currentTarget;
  const shown = isolateLatinRuns(field.value);
  if (shown !== field.value) field.value = shown;
}

/**
 * The Urdu versions of a record's texts, beside the English in the same form. Every one is
 * optional: the Urdu pages show the English of a field left empty.
 */
export function UrduFields({ children }: { children: ReactNode }) {
  return (
    <fieldset className="urdu-fields">
      <legend>
        Urdu <span lang="ur">(اردو)</span>
      </legend>
      <p className="field-hint">
        Shown on the Urdu pages (/ur). Optional: where a field is left empty, those pages show the
        English.
      </p>
      {children}
    </fieldset>
  );
}
