import type { ActionFunctionArgs } from "@remix-run/node";
import { submitContactMessage } from "~/contacts/contacts.server";
import { handleApi, readJsonBody } from "~/api/request.server";
import { apiFail, apiOk, methodNotAllowed } from "~/api/responses.server";
import { INVALID_INPUT } from "~/lib/result";

/**
 * Public: a visitor's message {name, email, phone?, subject, message}, stored as new; at most
 * CONTACT_MAX_PER_WINDOW per client address in the window (429 with Retry-After beyond).
 */
export const action = ({ request, context }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const result = submitContactMessage(await readJsonBody(request), context.clientAddress);
    if (result.ok) return apiOk(null, { status: 201, message: result.message });
    if (result.reason === "invalid") return apiFail(400, INVALID_INPUT, result.errors);
    const answer = apiFail(429, result.message);
    answer.headers.set("Retry-After", String(result.retryAfterSeconds));
    return answer;
  });

export const loader = () => methodNotAllowed(["POST"]);
