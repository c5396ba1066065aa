/**
 * CSV files people open in Excel or LibreOffice (RFC 4180): comma-separated, CRLF between
 * records, a field quoted when it holds a comma, a quote or a line break, quotes inside doubled.
 */

export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

/** Without a byte order mark, Excel reads UTF-8 as the PC's code page and garbles Urdu. */
const BYTE_ORDER_MARK = "\uFEFF";

/**
 * What a spreadsheet may take for the start of a formula (tab and CR too: some strip them and
 * read what follows). Such a cell gets a leading single quote, so text a visitor typed, such as
 * `=HYPERLINK(...)`, shows as text and never runs.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const NEEDS_QUOTES = /[",\r\n]/;

/** One field as written in the file: neutralised if it could be a formula, quoted if it must be. */
export function csvField(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A field as a spreadsheet means it: the leading quote csvField (or a person in Excel) put
 * before what would be a formula is dropped, so what was exported reads back as it was.
 */
export function csvFieldValue(field: string): string {
  return field.startsWith("'") && FORMULA_START.test(field.slice(1)) ? field.slice(1) : field;
}

/** A whole file: the byte order mark, the header row, then one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(","));
  return `${BYTE_ORDER_MARK}${lines.join("\r\n")}\r\n`;
}

/** A CSV file as a download named `filename` (plain ASCII, chosen by the app). */
export function csvAttachment(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": CSV_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="${filename}"`,
      // An export holds visitors' details: no copy in a browser's or a proxy's cache.
      "Cache-Control": "no-store",
    },
  });
}
