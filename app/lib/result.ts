import type { FieldErrors } from "./validation";

/**
 * What a domain write returns: the saved value, or why it was refused, with the HTTP status
 * the API answers and a message the admin shows. 400 invalid input, 404 no such record,
 * 409 conflict with what is stored, 413 too large, 415 wrong kind of content.
 */
export type Refusal = {
  ok: false;
  status: 400 | 404 | 409 | 413 | 415;
  message: string;
  errors?: FieldErrors;
};

export type Result<T> = { ok: true; value: T } | Refusal;

export function refuse(status: Refusal["status"], message: string, errors?: FieldErrors): Refusal {
  return errors ? { ok: false, status, message, errors } : { ok: false, status, message };
}

export const INVALID_INPUT = "Please correct the highlighted fields.";
