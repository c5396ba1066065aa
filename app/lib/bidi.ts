/**
 * Urdu text that holds Latin runs (a product name like 'ڈھال امیڈاکلوپرڈ 20% SL', an address
 * like '12-B، مین بلیوارڈ'). After an Urdu letter the bidirectional algorithm reads "20%" as
 * "%20" and "12-B" as "B-12"; each Latin run set apart left to right reads as written. The
 * pages set the runs apart as elements (BidiText); a form field, which holds plain text, with
 * the Unicode isolate marks, which the server takes out again before anything is stored.
 */

/** Arabic-script letters: a text with any of them is laid out right to left. */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * A left-to-right run inside Urdu text: Latin words with their digits, units and signs, such as
 * "20% SL" or "200 g/L (20% w/v)". Plain numbers ("2 سے 3") need no help and are left alone.
 */
const LATIN_RUN = /[(A-Za-z0-9][A-Za-z0-9%.,/()+\-–:\s]*[A-Za-z0-9%)]|[A-Za-z]/g;

/** A piece of mixed text: Urdu (with plain numbers) as it is, or a Latin run to set apart. */
export type MixedTextPart = string | { latin: string };

/** The pieces of `text`; null when it holds no Urdu, so nothing needs setting apart. */
export function mixedTextParts(text: string): MixedTextPart[] | null {
  if (!ARABIC_SCRIPT.test(text)) return null;
  const parts: MixedTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    const run = match[0];
    if (!/[A-Za-z%]/.test(run)) continue;
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    parts.push({ latin: run });
    last = start + run.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** LEFT-TO-RIGHT ISOLATE and POP DIRECTIONAL ISOLATE. */
const LRI = "\u2066";
const PDI = "\u2069";

/** The isolate marks (U+2066 to U+2069): formatting only, never part of what was typed. */
const ISOLATE_MARKS = /[\u2066-\u2069]/g;

/** `text` for an Urdu form field: each Latin run between isolate marks, so it reads as written. */
export function isolateLatinRuns(text: string): string {
  const parts = mixedTextParts(withoutIsolateMarks(text));
  if (!parts) return text;
  return parts
    .map((part) => (typeof part === "string" ? part : `${LRI}${part.latin}${PDI}`))
    .join("");
}

/** Typed text without the isolate marks its field was shown with. */
export function withoutIsolateMarks(text: string): string {
  return text.replace(ISOLATE_MARKS, "");
}
