import type { ActionFunctionArgs } from "@remix-run/node";
import { submitContactMessage } from "~/contacts/contacts.server";
import { handleApi, readJsonBody } from "~/api/request.server";
import { apiFail, apiOk, methodNotAllowed } from "~/api/responses.server";
import { INVALID_INPUT } from "~/lib/result";

/** Public: a visitor's message {name, email, phone?, subject, message}, stored as new. */
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const result = submitContactMessage(await readJsonBody(request));
    if (!result.ok) return apiFail(400, INVALID_INPUT, result.errors);
    return apiOk(null, { status: 201, message: result.message });
  });

export const loader = () => methodNotAllowed(["POST"]);
