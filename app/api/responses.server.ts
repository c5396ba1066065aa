import { parsePageRequest, type Page, type PageRequest } from "~/lib/paging";
import type { Refusal, Result } from "~/lib/result";
import type { FieldErrors } from "~/lib/validation";
import { notFoundMessage } from "./conventions";
import { paginationRecord } from "./records.server";

type SuccessInit = { status?: number; message?: string };

/** The REST envelope: `{ success: true, data, message? }` or `{ success: false, message, errors? }`. */
export function apiOk<T>(data: T, init: SuccessInit = {}): Response {
  const body =
    init.message === undefined
      ? { success: true, data }
      : { success: true, data, message: init.message };
  return Response.json(body, { status: init.status ?? 200 });
}

/**
 * One page of a list: `{ success: true, data, pagination }`, and the totals again in the
 * X-Total-Count and X-Page-Count headers, for clients that page by headers.
 */
export function apiPage<T, R>(page: Page<T>, toRecord: (value: T) => R): Response {
  const pagination = paginationRecord(page);
  return Response.json(
    { success: true, data: page.items.map((value) => toRecord(value)), pagination },
    {
      headers: {
        "X-Total-Count": String(pagination.total),
        "X-Page-Count": String(pagination.pages),
      },
    },
  );
}

/** A list read whole, or a page at a time. */
export interface PagedList<T> {
  all: () => T[];
  page: (request: PageRequest) => Page<T>;
}

/** A list call's answer: the whole list, as it always was, when no page is asked; else the page. */
export function apiListAnswer<T, R>(
  asked: PageRequest | null,
  list: PagedList<T>,
  toRecord: (value: T) => R,
): Response {
  if (asked === null) return apiOk(list.all().map((value) => toRecord(value)));
  return apiPage(list.page(asked), toRecord);
}

/**
 * The answer of a list call read from its address: without `?page=` or `?limit=`, the whole
 * list; with them, that page (apiPage); bad values are a 400 naming them (the rule is
 * app/lib/paging.ts).
 */
export function apiList<T, R>(
  request: Request,
  list: PagedList<T>,
  toRecord: (value: T) => R,
): Response {
  const asked = parsePageRequest(new URL(request.url).searchParams);
  return asked.ok ? apiListAnswer(asked.value, list, toRecord) : apiRefusal(asked);
}

export function apiFail(status: number, message: string, errors?: FieldErrors): Response {
  const body = errors ? { success: false, message, errors } : { success: false, message };
  return Response.json(body, { status });
}

/** A domain refusal as its answer; a 429 says in Retry-After when to try again. */
export function apiRefusal(refusal: Refusal): Response {
  const answer = apiFail(refusal.status, refusal.message, refusal.errors);
  if (refusal.retryAfterSeconds !== undefined) {
    answer.headers.set("Retry-After", String(refusal.retryAfterSeconds));
  }
  return answer;
}

/** A domain result as its answer: the value as a record, or the refusal. */
export function apiResult<T, R>(
  result: Result<T>,
  toRecord: (value: T) => R,
  init: SuccessInit = {},
): Response {
  return result.ok ? apiOk(toRecord(result.value), init) : apiRefusal(result);
}

export const notFound = (what: string) => apiFail(404, notFoundMessage(what));

/** A record that was looked up, or 404 saying which kind was not found. */
export function apiFound<T, R>(
  value: T | undefined,
  toRecord: (value: T) => R,
  what: string,
): Response {
  return value === undefined ? notFound(what) : apiOk(toRecord(value));
}

export function methodNotAllowed(allowed: string[]): Response {
  return Response.json(
    { success: false, message: `Method not allowed. Use ${allowed.join(" or ")}.` },
    { status: 405, headers: { Allow: allowed.join(", ") } },
  );
}
