import { requestValues } from "~/load-context";
import { CONTACT_SUCCESS_MESSAGE, contactSubmissionSchema } from "~/contacts/contact-schema";
import { submitContactMessage } from "~/contacts/contacts.server";
import { describePath, jsonBody, NOTHING, ok } from "~/api/describe";
import { handleApi, readJsonBody } from "~/api/request.server";
import { apiOk, apiRefusal, methodNotAllowed } from "~/api/responses.server";
import type { Route } from "./+types/api.contacts.submit";

export const openapi = describePath("/api/contacts/submit", {
  post: {
    operationId: "submitContactMessage",
    summary: "A visitor's message (public)",
    body: jsonBody(contactSubmissionSchema),
    ok: ok(
      "Stored with status new. A message whose `submissionKey` was stored before, or the same message (subject and text) from the same e-mail address or phone number within CONTACT_DUPLICATE_MINUTES (an hour unless set), gets the same answer and is not stored or notified again.",
      NOTHING,
      CONTACT_SUCCESS_MESSAGE,
    ),
    created: true,
  },
});

/**
 * Public: a visitor's message {name, phone?, email?, subject, message} with a phone or an
 * e-mail (or both), stored as new, the phone in international form; at most
 * CONTACT_MAX_PER_WINDOW per client address and CONTACT_MAX_PER_EMAIL per sender (e-mail address
 * or phone number) in the window (429 with Retry-After beyond). With a `submissionKey` it stores a message once, however
 * often it arrives (a phone sending what it kept while offline).
 */
export const action = ({ request, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const body = await readJsonBody(request);
    if (!body.ok) return apiRefusal(body);
    const result = submitContactMessage(body.value, requestValues(context).clientAddress);
    return result.ok ? apiOk(null, { status: 201, message: result.value }) : apiRefusal(result);
  });

export const loader = () => methodNotAllowed(["POST"]);
