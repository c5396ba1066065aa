import type { z } from "zod";
import { fieldErrorsOf, type FieldErrors } from "./validation";

/**
 * How a domain module reports failure, the one convention of the app
 * (docs/decisions/0008-failure-convention.md):
 *
 * - A refusal the caller must show (invalid input, no such record, a conflict with what is
 *   stored, too large, wrong content type, too many attempts) is returned as a `Refusal` in a
 *   `Result<T>`; the caller branches on `ok`. It carries the HTTP status the API answers with
 *   and a message the pages show, field errors when input was invalid, and the seconds to wait
 *   when throttled.
 * - A thrown error means a bug or a broken environment (disk, database): pages and the API
 *   answer it with a generic 500, and it is logged.
 */
export type Refusal = {
  ok: false;
  status: 400 | 401 | 404 | 409 | 413 | 415 | 429;
  message: string;
  errors?: FieldErrors;
  /** With status 429: when the caller may try again. */
  retryAfterSeconds?: number;
};

export type Result<T> = { ok: true; value: T } | Refusal;

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function refuse(status: Refusal["status"], message: string, errors?: FieldErrors): Refusal {
  return errors ? { ok: false, status, message, errors } : { ok: false, status, message };
}

/** A 429 refusal: too many attempts, try again in `retryAfterSeconds`. */
export function refuseTooMany(message: string, retryAfterSeconds: number): Refusal {
  return { ok: false, status: 429, message, retryAfterSeconds };
}

/** The 413 refusal of a body larger than `limitBytes`. */
export function tooLarge(
  limitBytes: number,
  message = `The request is larger than ${Math.round(limitBytes / 1024)} KB.`,
): Refusal {
  return refuse(413, message);
}

export const INVALID_INPUT = "Please correct the highlighted fields.";

/** The 400 refusal of input a schema rejected, with its field errors. */
export function invalidInput(error: z.ZodError): Refusal {
  return refuse(400, INVALID_INPUT, fieldErrorsOf(error));
}

/**
 * Thrown by the helpers that write trusted input (the demo seed, tests): there a refusal is a
 * bug in the caller, not something to show, so it stops the caller with what was refused.
 */
export class RefusedError extends Error {
  constructor(
    what: string,
    readonly refusal: Refusal,
  ) {
    const fields = refusal.errors ? ` ${JSON.stringify(refusal.errors)}` : "";
    super(`${what} not created: ${refusal.message}${fields}`);
  }
}
