import type { Refusal } from "~/lib/result";
import type { FieldErrors } from "~/lib/validation";

/** The REST envelope: `{ success: true, data, message? }` or `{ success: false, message, errors? }`. */
export function apiOk<T>(data: T, init: { status?: number; message?: string } = {}): Response {
  const body =
    init.message === undefined
      ? { success: true, data }
      : { success: true, data, message: init.message };
  return Response.json(body, { status: init.status ?? 200 });
}

export function apiFail(status: number, message: string, errors?: FieldErrors): Response {
  const body = errors ? { success: false, message, errors } : { success: false, message };
  return Response.json(body, { status });
}

export function apiRefusal(refusal: Refusal): Response {
  return apiFail(refusal.status, refusal.message, refusal.errors);
}

export const notFound = (what: string) => apiFail(404, `${what} not found.`);

export function methodNotAllowed(allowed: string[]): Response {
  return Response.json(
    { success: false, message: `Method not allowed. Use ${allowed.join(" or ")}.` },
    { status: 405, headers: { Allow: allowed.join(", ") } },
  );
}
