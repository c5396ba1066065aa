import { requestValues } from "~/load-context";
import { checkSignIn } from "~/auth/auth.server";
import { createAdminSession } from "~/auth/sessions.server";
import {
  EMPTY_CREDENTIALS_MESSAGE,
  signInSchema,
  WRONG_CREDENTIALS_MESSAGE,
} from "~/auth/sign-in-schema";
import { describePath, errorsFor, failure, jsonBody, ok } from "~/api/describe";
import { signInRecordSchema } from "~/api/record-schemas";
import { signInRecord } from "~/api/records.server";
import { handleApi, readJsonBody } from "~/api/request.server";
import { apiOk, apiRefusal, methodNotAllowed } from "~/api/responses.server";
import type { Route } from "./+types/api.auth.admin-login";

const SIGNED_IN = "Signed in.";

export const openapi = describePath("/api/auth/admin-login", {
  post: {
    operationId: "adminLogin",
    summary: "Sign in; returns the bearer token",
    body: jsonBody(signInSchema),
    ok: ok(
      "Signed in. Send `data.token` as `Authorization: Bearer <token>`; it lasts 12 hours.",
      signInRecordSchema,
      SIGNED_IN,
    ),
    refusals: {
      "400": failure(
        "Username or password missing, or the body is not a JSON object.",
        EMPTY_CREDENTIALS_MESSAGE,
        errorsFor(signInSchema, { username: "admin" }),
      ),
      "401": failure("Wrong username or password.", WRONG_CREDENTIALS_MESSAGE),
    },
  },
});

/** Signs in with {username, password}; the token goes in `Authorization: Bearer`. */
export const action = ({ request, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const body = await readJsonBody(request);
    if (!body.ok) return apiRefusal(body);
    const result = await checkSignIn(body.value, requestValues(context).clientAddress);
    if (!result.ok) return apiRefusal(result);
    return apiOk(signInRecord(createAdminSession(result.value)), { message: SIGNED_IN });
  });

export const loader = () => methodNotAllowed(["POST"]);
