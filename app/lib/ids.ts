/**
 * The syntax of a record id wherever one is read (a form field, a query parameter, a path
 * segment) and where the API description states it: a positive integer of at most 15 digits,
 * written without leading zeros, so every id has exactly one spelling and fits a JS number.
 */
export const ID_PATTERN = "^[1-9][0-9]{0,14}$";

const ID_SYNTAX = new RegExp(ID_PATTERN);

/** A record id from a form field, URL or path segment: a positive integer, else null. */
export function parseId(value: unknown): number | null {
  if (typeof value !== "string" || !ID_SYNTAX.test(value)) return null;
  return Number(value);
}
