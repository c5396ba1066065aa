/** Reading the CSV files the admin exports. */
import { expect } from "@playwright/test";
import { parseCsv } from "../../setup/csv-rows";

/**
 * The rows of a CSV file the admin or the API sends, after checking it starts with a UTF-8 byte
 * order mark and ends with CRLF.
 */
export function readCsv(bytes: Buffer): string[][] {
  expect([...bytes.subarray(0, 3)], "a UTF-8 byte order mark").toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString("utf8");
  expect(text.endsWith("\r\n"), "the last row ends with CRLF").toBe(true);
  return parseCsv(text);
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
