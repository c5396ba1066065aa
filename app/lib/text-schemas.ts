import { z } from "zod";

/**
 * The text fields of the forms and the API, one rule each: trimmed first, then checked, so
 * "  " is empty and spaces around a value never count against its limit. Messages name the
 * field ("Name is required", "Name must be at most 100 characters") unless a form words them
 * its own way.
 */

/** A field that must be filled, of at most `max` characters. */
export function requiredText(
  label: string,
  max: number,
  messages: { required?: string; tooLong?: string } = {},
) {
  const required = messages.required ?? `${label} is required`;
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, messages.tooLong ?? `${label} must be at most ${max} characters`);
}

/** A field that may be left empty or out, of at most `max` characters. */
export function optionalText(label: string, max: number, tooLong?: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong ?? `${label} must be at most ${max} characters`)
    .nullish();
}
