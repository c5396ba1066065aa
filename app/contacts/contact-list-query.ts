import { z } from "zod";
import { calendarDateParam as calendarDate, DATE_ORDER_MESSAGE } from "~/lib/date-schema";
import { parsePageRequest, type PageRequest } from "~/lib/paging";
import { ok, refuse, type Result } from "~/lib/result";
import { fieldErrorsOf, type FieldErrors, optionalParam } from "~/lib/validation";
import { INBOX_SEARCH_MAX_LENGTH } from "./contact-fields";
import { contactKindSchema, contactStatusSchema } from "./contact-schema";

/*
 * Which messages the admin inbox, its CSV export and GET /api/contacts show, read from the
 * address: ?status=&kind=&q=&from=&to=. One reading for all three, so a filter means the same
 * everywhere. The page (?page=, and for the API ?limit= or its other name ?perPage=) is read by
 * the paging rule every list follows (app/lib/paging.ts).
 */

export { DATE_ORDER_MESSAGE };

export const contactListQuerySchema = z
  .object({
    status: optionalParam(contactStatusSchema),
    kind: optionalParam(contactKindSchema),
    q: optionalParam(
      z
        .string()
        .trim()
        .max(
          INBOX_SEARCH_MAX_LENGTH,
          `The search must be at most ${INBOX_SEARCH_MAX_LENGTH} characters.`,
        ),
    ),
    from: optionalParam(calendarDate("From")),
    to: optionalParam(calendarDate("To")),
  })
  .refine(({ from, to }) => !from || !to || from <= to, {
    path: ["to"],
    message: DATE_ORDER_MESSAGE,
  });

export type ContactListQuery = z.output<typeof contactListQuerySchema>;

const PARAMETERS = ["status", "kind", "q", "from", "to"] as const;

const refusedFor = (errors: FieldErrors) => refuse(400, Object.values(errors).join(" "), errors);

/**
 * The inbox's filter, search and dates from an address's query. A refusal (400) names each bad
 * parameter in `errors` and says all of it in its message.
 */
export function parseContactListQuery(params: URLSearchParams): Result<ContactListQuery> {
  const input = Object.fromEntries(PARAMETERS.map((name) => [name, params.get(name) ?? undefined]));
  const parsed = contactListQuerySchema.safeParse(input);
  return parsed.success ? ok(parsed.data) : refusedFor(fieldErrorsOf(parsed.error));
}

/** GET /api/contacts takes `perPage`, its name for `limit` before the lists paged alike. */
export const CONTACTS_LIMIT_ALIAS = "perPage";

/**
 * What GET /api/contacts asks for: the filter, and the page as every API list reads it (null
 * for the whole list), `perPage` standing for `limit`. One refusal names every bad parameter,
 * of the filter and of the page alike.
 */
export function parseContactApiQuery(
  params: URLSearchParams,
): Result<{ filter: ContactListQuery; page: PageRequest | null }> {
  const filter = parseContactListQuery(params);
  const page = parsePageRequest(params, { limitAlias: CONTACTS_LIMIT_ALIAS });
  if (!filter.ok && !page.ok) return refusedFor({ ...filter.errors, ...page.errors });
  if (!filter.ok) return filter;
  if (!page.ok) return page;
  return ok({ filter: filter.value, page: page.value });
}
