import { toCsv } from "~/lib/csv";
import { pakistanDate, pakistanDateTime } from "~/lib/dates";
import { CONTACT_STATUS_LABELS, contactSubjectLabel } from "./contact-fields";
import { listContactMessages, type ContactFilter, type ContactMessage } from "./contacts.server";

/** The columns of the export, in order; the times are as a clock in Pakistan showed them. */
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
] as const;

function csvRow(message: ContactMessage): string[] {
  return [
    pakistanDateTime(message.createdAt),
    message.name,
    message.email ?? "",
    message.phone ?? "",
    contactSubjectLabel(message.subject),
    message.language === "ur" ? "Urdu" : "English",
    CONTACT_STATUS_LABELS[message.status],
    message.message,
    message.adminNotes ?? "",
  ];
}

/**
 * Every message a filter keeps (all pages, newest first) as a CSV file for a spreadsheet, one
 * row each, named for the day in Pakistan it was made: messages-2025-03-05.csv.
 */
export function exportContactMessages(
  filter: ContactFilter,
  now: Date = new Date(),
): { filename: string; csv: string } {
  return {
    filename: `messages-${pakistanDate(now)}.csv`,
    csv: toCsv(CONTACT_CSV_HEADER, listContactMessages(filter).map(csvRow)),
  };
}
