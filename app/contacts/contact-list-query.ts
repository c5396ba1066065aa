import { z } from "zod";
import { isCalendarDate } from "~/lib/dates";
import { ok, refuse, type Result } from "~/lib/result";
import { fieldErrorsOf } from "~/lib/validation";
import { API_MAX_PER_PAGE, INBOX_SEARCH_MAX_LENGTH } from "./contact-fields";
import { contactStatusSchema } from "./contact-schema";

/*
 * Which messages the admin inbox, its CSV export and GET /api/contacts show, read from the
 * address: ?status=&q=&from=&to=&page= (and &perPage= for the API). One reading for all three,
 * so a filter means the same everywhere.
 */

/** A parameter left empty is one not given: a search form sends every field, filled or not. */
function param<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema.optional(),
  );
}

const calendarDate = (label: string) =>
  z
    .string()
    .trim()
    .refine(isCalendarDate, `${label} must be a real date written YYYY-MM-DD, such as 2025-03-05.`);

const wholeNumber = (label: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^[0-9]{1,7}$/, `${label} must be a whole number from 1 to ${max}.`)
    .transform(Number)
    .refine(
      (value) => value >= 1 && value <= max,
      `${label} must be a whole number from 1 to ${max}.`,
    );

export const DATE_ORDER_MESSAGE = "The To date must be on or after the From date.";

export const contactListQuerySchema = z
  .object({
    status: param(contactStatusSchema),
    q: param(
      z
        .string()
        .trim()
        .max(
          INBOX_SEARCH_MAX_LENGTH,
          `The search must be at most ${INBOX_SEARCH_MAX_LENGTH} characters.`,
        ),
    ),
    from: param(calendarDate("From")),
    to: param(calendarDate("To")),
    page: param(wholeNumber("Page", 9_999_999)),
    perPage: param(wholeNumber("perPage", API_MAX_PER_PAGE)),
  })
  .refine(({ from, to }) => !from || !to || from <= to, {
    path: ["to"],
    message: DATE_ORDER_MESSAGE,
  });

export type ContactListQuery = z.output<typeof contactListQuerySchema>;

const PARAMETERS = ["status", "q", "from", "to", "page", "perPage"] as const;

/**
 * The inbox's filter, search, dates and page from an address's query. A refusal (400) names
 * each bad parameter in `errors` and says all of it in its message.
 */
export function parseContactListQuery(params: URLSearchParams): Result<ContactListQuery> {
  const input = Object.fromEntries(PARAMETERS.map((name) => [name, params.get(name) ?? undefined]));
  const parsed = contactListQuerySchema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  const errors = fieldErrorsOf(parsed.error);
  return refuse(400, Object.values(errors).join(" "), errors);
}
