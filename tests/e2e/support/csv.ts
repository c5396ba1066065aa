/** Reading the CSV files the admin exports. */
import { expect } from "@playwright/test";

/**
 * The rows of a CSV file as RFC 4180 reads them (quoted fields, doubled quotes, line breaks
 * inside quotes), after checking it starts with a UTF-8 byte order mark and ends with CRLF.
 */
export function readCsv(bytes: Buffer): string[][] {
  expect([...bytes.subarray(0, 3)], "a UTF-8 byte order mark").toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString("utf8");
  expect(text.endsWith("\r\n"), "the last row ends with CRLF").toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      index += 1;
    } else field += char;
  }
  return rows;
}

/** The header row of the inbox's CSV export. */
export const CONTACT_CSV_HEADER = [
  "Received (Pakistan time)",
  "Name",
  "Email",
  "Phone",
  "Subject",
  "Language",
  "Status",
  "Message",
  "Notes",
];
