/** A record id from a form field, URL or path segment: a positive integer, else null. */
export function parseId(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,14}$/.test(value)) return null;
  return Number(value);
}
