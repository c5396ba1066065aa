/**
 * The inbox's filter, search and dates as GET /api/contacts and its CSV export read them
 * (app/contacts/contact-list-query.ts), for the two routes' descriptions.
 */
import { INBOX_SEARCH_MAX_LENGTH } from "~/contacts/contact-fields";
import { DATE_ORDER_MESSAGE } from "~/contacts/contact-list-query";
import { contactKindSchema, contactStatusSchema } from "~/contacts/contact-schema";
import { CALENDAR_DATE_PATTERN } from "~/lib/dates";
import { failure, PAGE_REFUSAL_TEXT } from "./describe";
import type { ParameterObject } from "./openapi-types";
import { ref } from "./schema-components";

export const CONTACT_FILTER_PARAMETERS: readonly ParameterObject[] = [
  {
    name: "status",
    in: "query",
    required: false,
    description: "Only messages of this status; empty means all.",
    schema: ref(contactStatusSchema, "input"),
  },
  {
    name: "kind",
    in: "query",
    required: false,
    description: "Only enquiries, or only reports of suspect packs; empty means both.",
    schema: ref(contactKindSchema, "input"),
  },
  {
    name: "q",
    in: "query",
    required: false,
    description: `Words to find (letter case ignored), every one somewhere in the name, email, phone or message; \`%\` and \`_\` are plain characters. At most ${INBOX_SEARCH_MAX_LENGTH} characters.`,
    schema: { type: "string", maxLength: INBOX_SEARCH_MAX_LENGTH, examples: ["dhaal okara"] },
  },
  ...dayParameters("messages received"),
];

/** `from` and `to`: the first and last days of a list in Pakistan time ("messages received"). */
export function dayParameters(what: string): ParameterObject[] {
  return (["from", "to"] as const).map((name) => ({
    name,
    in: "query",
    required: false,
    description: `Only ${what} ${name === "from" ? "on or after" : "on or before"} this calendar date in Pakistan time (UTC+5), the whole day included.`,
    schema: {
      type: "string",
      pattern: CALENDAR_DATE_PATTERN,
      examples: [name === "from" ? "2025-03-01" : "2025-03-31"],
    },
  }));
}

const FILTER_REFUSED =
  "An unknown status or kind, a date that is not a real YYYY-MM-DD, `to` before `from`, or a search that is too long";

/** The 400 of a filter, and with `paged` of a page, that cannot be read. */
export const contactListRefused = (paged: boolean) =>
  failure(
    `${FILTER_REFUSED}${paged ? `; or ${PAGE_REFUSAL_TEXT}` : ""}: \`errors\` names each.`,
    DATE_ORDER_MESSAGE,
    { to: DATE_ORDER_MESSAGE },
  );
