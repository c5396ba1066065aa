import { hasBearerToken, readAdminSession } from "~/auth/auth.server";
import { CROSS_SITE_MESSAGE, isForgeryRisk } from "~/auth/same-origin.server";
import type { AdminSession } from "~/auth/sessions.server";
import { parseUploadForm } from "~/images/uploads.server";
import { CSV_IMPORT_LIMITS } from "~/imports/csv-limits";
import { parseId } from "~/lib/ids";
import { ok, refuse, type Result } from "~/lib/result";
import { textFieldsOf } from "~/lib/validation";
import { readBoundedBody } from "~/lib/request.server";
import {
  CSV_REQUIRED_MESSAGE,
  JSON_BODY_LIMIT,
  JSON_REQUIRED_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
} from "./conventions";
import { apiFail, notFound } from "./responses.server";
import { log } from "~/lib/log.server";

/**
 * Whether reading a request's body failed because the client went away before sending all of
 * it (Node's "aborted", ECONNRESET; also when the server cut a slow body off): no one is left
 * to answer, and it is no fault of the site.
 */
function clientWentAway(error: unknown): boolean {
  return error instanceof Error && "code" in error && error.code === "ECONNRESET";
}

/**
 * Runs an API handler. A refusal is its return value (see apiRefusal); a guard's thrown
 * Response (requireApiAdmin, idParam) is returned as is; anything else thrown is a fault,
 * logged and answered with a plain 500, never a stack trace.
 */
export async function handleApi(run: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response) return error;
    if (clientWentAway(error)) return apiFail(400, "The request did not arrive whole.");
    log().error({ event: "api", err: error }, "API call failed");
    return apiFail(500, "Something went wrong. Please try again later.");
  }
}

/**
 * The admin session of an API call, from `Authorization: Bearer` or the admin cookie; else 401.
 * A write authenticated by the cookie must come from this site (403 otherwise): a browser adds
 * the cookie to requests other sites make, but never a bearer token. A guard: the refusal is
 * thrown as its answer, as React Router's loaders and actions throw a redirect to sign in.
 */
export async function requireApiAdmin(request: Request): Promise<AdminSession> {
  const session = await readAdminSession(request);
  if (!session) throw apiFail(401, SIGN_IN_REQUIRED_MESSAGE);
  if (!hasBearerToken(request) && isForgeryRisk(request)) {
    throw apiFail(403, CROSS_SITE_MESSAGE);
  }
  return session;
}

/** application/json, or a type built on it (application/merge-patch+json). */
const JSON_TYPE = /^application\/(.+\+)?json\b/i;

/** A JSON object body, bounded in size; refused: wrong type 415, too large 413, malformed 400. */
export async function readJsonBody(request: Request): Promise<Result<Record<string, unknown>>> {
  const type = request.headers.get("content-type") ?? "";
  if (!JSON_TYPE.test(type)) {
    return refuse(415, JSON_REQUIRED_MESSAGE);
  }
  const body = await readBoundedBody(request, JSON_BODY_LIMIT);
  if (!body.ok) return body;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.value.toString("utf8"));
  } catch {
    return refuse(400, "The body is not valid JSON.");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return refuse(400, "The body must be a JSON object.");
  }
  return ok(parsed as Record<string, unknown>);
}

/**
 * The fields of a body that is JSON, or a form (multipart when it carries files, up to
 * `maxFiles`), and the form when it was one, for its files; refused as readJsonBody and
 * parseUploadForm refuse.
 */
export async function readJsonOrFormBody(
  request: Request,
  maxFiles: number,
): Promise<Result<{ fields: Record<string, unknown>; form: FormData | null }>> {
  const type = request.headers.get("content-type") ?? "";
  if (JSON_TYPE.test(type)) {
    const json = await readJsonBody(request);
    return json.ok ? ok({ fields: json.value, form: null }) : json;
  }
  const form = await parseUploadForm(request, maxFiles);
  return form.ok ? ok({ fields: textFieldsOf(form.value), form: form.value }) : form;
}

/** text/csv, the type a spreadsheet's file is sent as. */
const CSV_TYPE = /^text\/csv\b/i;

/**
 * A spreadsheet's CSV file sent as the body, at most as large as an import may be; refused:
 * another type 415, too large 413.
 */
export async function readCsvBody(request: Request): Promise<Result<Uint8Array>> {
  if (!CSV_TYPE.test(request.headers.get("content-type") ?? "")) {
    return refuse(415, CSV_REQUIRED_MESSAGE);
  }
  const body = await readBoundedBody(request, CSV_IMPORT_LIMITS.maxBytes);
  return body.ok ? ok(new Uint8Array(body.value)) : body;
}

/** The record id in a path; a guard: when it cannot be one, the 404 is thrown as the answer. */
export function idParam(value: string | undefined, what: string): number {
  const id = parseId(value);
  if (id === null) throw notFound(what);
  return id;
}
