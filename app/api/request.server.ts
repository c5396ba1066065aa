import { hasBearerToken, readAdminSession } from "~/auth/auth.server";
import { CROSS_SITE_MESSAGE, isForgeryRisk } from "~/auth/same-origin.server";
import type { AdminSession } from "~/auth/sessions.server";
import { parseUploadForm, UnsupportedContentTypeError } from "~/images/uploads.server";
import { parseId } from "~/lib/ids";
import { textFieldsOf } from "~/lib/validation";
import { PayloadTooLargeError, readBoundedBody } from "~/lib/request.server";
import { apiFail } from "./responses.server";

/** A JSON body beyond this is refused with 413 before it is parsed. */
export const JSON_BODY_LIMIT = 256 * 1024;

/** A refusal that becomes the JSON answer of an API call. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Whether reading a request's body failed because the client went away before sending all of
 * it (Node's "aborted", ECONNRESET; also when the server cut a slow body off): no one is left
 * to answer, and it is no fault of the site.
 */
function clientWentAway(error: unknown): boolean {
  return error instanceof Error && "code" in error && error.code === "ECONNRESET";
}

/**
 * Runs an API handler: an ApiError becomes its JSON answer, a thrown Response is returned as
 * is, and anything unexpected is logged and answered with a plain 500, never a stack trace.
 */
export async function handleApi(run: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof ApiError) {
      return apiFail(error.status, error.message);
    }
    if (clientWentAway(error)) return apiFail(400, "The request did not arrive whole.");
    console.error("API call failed", error);
    return apiFail(500, "Something went wrong. Please try again later.");
  }
}

/**
 * The admin session of an API call, from `Authorization: Bearer` or the admin cookie; else 401.
 * A write authenticated by the cookie must come from this site (403 otherwise): a browser adds
 * the cookie to requests other sites make, but never a bearer token.
 */
export async function requireApiAdmin(request: Request): Promise<AdminSession> {
  const session = await readAdminSession(request);
  if (!session)
    throw new ApiError(
      401,
      "Authentication required. Sign in and send the token as Authorization: Bearer <token>.",
    );
  if (!hasBearerToken(request) && isForgeryRisk(request)) {
    throw new ApiError(403, CROSS_SITE_MESSAGE);
  }
  return session;
}

/** application/json, or a type built on it (application/merge-patch+json). */
const JSON_TYPE = /^application\/(.+\+)?json\b/i;

/** A JSON object body, bounded in size; wrong type 415, too large 413, malformed 400. */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  if (!JSON_TYPE.test(type)) {
    throw new ApiError(415, "Send the body as JSON with Content-Type: application/json.");
  }
  let text: string;
  try {
    text = (await readBoundedBody(request, JSON_BODY_LIMIT)).toString("utf8");
  } catch (error) {
    if (error instanceof PayloadTooLargeError) throw new ApiError(413, error.message);
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(400, "The body is not valid JSON.");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new ApiError(400, "The body must be a JSON object.");
  }
  return parsed as Record<string, unknown>;
}

/** A multipart (or URL-encoded, when there are no files) body with up to `maxFiles` files. */
export async function readUploadBody(request: Request, maxFiles: number): Promise<FormData> {
  try {
    return await parseUploadForm(request, maxFiles);
  } catch (error) {
    if (error instanceof PayloadTooLargeError) throw new ApiError(413, error.message);
    if (error instanceof UnsupportedContentTypeError) throw new ApiError(415, error.message);
    throw error;
  }
}

/**
 * The fields of a body that is JSON, or a form (multipart when it carries files, up to
 * `maxFiles`), and the form when it was one, for its files.
 */
export async function readJsonOrFormBody(
  request: Request,
  maxFiles: number,
): Promise<{ fields: Record<string, unknown>; form: FormData | null }> {
  const type = request.headers.get("content-type") ?? "";
  if (JSON_TYPE.test(type)) {
    return { fields: await readJsonBody(request), form: null };
  }
  const form = await readUploadBody(request, maxFiles);
  return { fields: textFieldsOf(form), form };
}

/** The record id in a path, or 404 when it cannot be one. */
export function idParam(value: string | undefined, what: string): number {
  const id = parseId(value);
  if (id === null) throw new ApiError(404, `${what} not found.`);
  return id;
}
