/**
 * What every API call shares, written once for the handlers (request.server.ts,
 * responses.server.ts) and the description of the calls (describe.ts): the JSON body limit and
 * the words of the answers no domain module gives. Nothing here is server-only: each route
 * module exports its description, and React Router's browser build reads a route module's
 * imports whatever it exports.
 */

/** A JSON body beyond this is refused with 413 before it is parsed. */
export const JSON_BODY_LIMIT = 256 * 1024;

/** The 401 of an admin call without a live session. */
export const SIGN_IN_REQUIRED_MESSAGE =
  "Authentication required. Sign in and send the token as Authorization: Bearer <token>.";

/** The 415 of a JSON call sent something else. */
export const JSON_REQUIRED_MESSAGE = "Send the body as JSON with Content-Type: application/json.";

/** The 415 of a call that takes a spreadsheet's CSV file sent something else. */
export const CSV_REQUIRED_MESSAGE = "Send the file as the body with Content-Type: text/csv.";

/** The message of a 404 for an id or slug no record has: "Category not found." */
export const notFoundMessage = (what: string) => `${what} not found.`;

/** A write's message naming the files it skipped, if any. */
export const withSkipped = (message: string, skipped: readonly string[]) =>
  skipped.length > 0 ? `${message} Skipped: ${skipped.join("; ")}` : message;
