import { z } from "zod";

/** Line breaks as typed: a browser sends a textarea's as CRLF, stored as LF like the API's. */
const normalizeLineBreaks = (text: string) => text.replace(/\r\n?/g, "\n");

/**
 * The text fields of the forms and the API, one rule each: line breaks made LF and the text
 * trimmed first, then checked, so "  " is empty and spaces around a value never count
 * against its limit. Messages name the
 * field ("Name is required", "Name must be at most 100 characters") unless a form words them
 * its own way.
 */

/**
 * A text kept on one line: line breaks (CR, LF, U+2028, U+2029) and every other control
 * character become a space, a run of them with the spaces around it one space. For what goes
 * into a line of its own elsewhere (a mail's "Name:" line, a header), so a visitor cannot start
 * a line there. Joiners (U+200C, U+200D), which shape Urdu words, are not control characters.
 */
export function oneLine(text: string): string {
  return text.replace(/\s*[\p{Cc}\p{Zl}\p{Zp}][\p{Cc}\p{Zl}\p{Zp}\s]*/gu, " ");
}

type FilledMessages = { required?: string; tooLong?: string };

function filled(normalize: (text: string) => string) {
  return (label: string, max: number, messages: FilledMessages = {}) => {
    const required = messages.required ?? `${label} is required`;
    return z
      .string({ error: required })
      .overwrite(normalize)
      .trim()
      .min(1, required)
      .max(max, messages.tooLong ?? `${label} must be at most ${max} characters`);
  };
}

/** A field that must be filled, of at most `max` characters. */
export const requiredText = filled(normalizeLineBreaks);

/** A one-line field (see oneLine) that must be filled, of at most `max` characters. */
export const requiredLine = filled(oneLine);

/** A field that may be left empty or out, of at most `max` characters. */
export function optionalText(label: string, max: number, tooLong?: string) {
  return z
    .string()
    .overwrite(normalizeLineBreaks)
    .trim()
    .max(max, tooLong ?? `${label} must be at most ${max} characters`)
    .nullish();
}

/**
 * A text sent whole every time, where an empty text (or null) clears it, stored as null: notes
 * that are written, rewritten and erased. Left out, it is refused, so a mistyped key never
 * passes for "clear".
 */
export function clearableText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text; an empty text or null clears them` })
    .overwrite(normalizeLineBreaks)
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`)
    .nullable()
    .transform((text) => text || null);
}

/**
 * The Urdu version of a text field: optional, of the English one's limit. Sent empty, it is
 * stored as null (pages then show the English); left out, it is left as stored, so a client
 * that does not know the Urdu fields never erases them.
 */
export function urduText(label: string, max: number) {
  return optionalText(label, max)
    .transform((value) => (value === undefined ? undefined : value || null))
    .meta({
      description: `${label}; the English shows on Urdu pages when it is empty. Left out, it is left as stored.`,
    });
}

/** The lines of a list as typed. */
function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The Urdu version of a list typed one entry per line; left out, it is left as stored. */
export function urduLineList(label: string, max: number) {
  return z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((text) => (text === undefined ? undefined : linesOf(text ?? "")))
    .meta({
      description:
        "One newline-separated string, one entry per line; blank lines are dropped. Left out, it is left as stored.",
    });
}

/** A list typed one entry per line (a product's features): lines trimmed, blank ones dropped. */
export function lineList(label: string, max: number) {
  return z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((text) => linesOf(text ?? ""))
    .meta({
      description: "One newline-separated string, one entry per line; blank lines are dropped.",
    });
}
