import { z } from "zod";
import { withoutIsolateMarks } from "./bidi";

/** Field name to its first message, the shape forms and the API's `errors` share. */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "form";
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The text fields of a submitted form as a plain object. Files and repeated names are ignored:
 * a text field posted twice keeps its first value.
 */
export function textFieldsOf(formData: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of formData.entries()) {
    // Without the isolate marks an Urdu field is shown with (see isolateLatinRuns).
    if (typeof value === "string" && !(name in fields)) fields[name] = withoutIsolateMarks(value);
  }
  return fields;
}

/** Field errors keyed by the top-level field only: `imageOrder`, not `imageOrder.3`. */
export function topFieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    errors[issue.path.length > 0 ? String(issue.path[0]) : "form"] ??= issue.message;
  }
  return errors;
}

/**
 * An address's parameter read by `schema`, where left empty it is one not given: a search form
 * sends every field, filled or not.
 */
export function optionalParam<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema.optional(),
  );
}
