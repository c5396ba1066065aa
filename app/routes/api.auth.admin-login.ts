import { requestValues } from "~/load-context";
import { checkSignIn } from "~/auth/auth.server";
import { createAdminSession } from "~/auth/sessions.server";
import {
  ACCOUNT_DISABLED_MESSAGE,
  CODE_NEEDED_MESSAGE,
  EMPTY_CREDENTIALS_MESSAGE,
  signInSchema,
  WRONG_CODE_MESSAGE,
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
    summary:
      "Sign in (with the authenticator's `code` for two-factor sign-in); returns the bearer token",
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
      "401": failure(
        [
          `Not signed in: a wrong username or password ("${WRONG_CREDENTIALS_MESSAGE}");`,
          "for an account with two-factor sign-in, no `code` (the message says a code is needed:",
          `"${CODE_NEEDED_MESSAGE}") or a wrong one ("${WRONG_CODE_MESSAGE}");`,
          `a disabled account ("${ACCOUNT_DISABLED_MESSAGE}");`,
          "or an account that must first choose its own password or set up two-factor sign-in in",
          "the admin (the message says which).",
        ].join(" "),
        WRONG_CREDENTIALS_MESSAGE,
      ),
    },
  },
});

/** Signs in with {username, password, code?}; the token goes in `Authorization: Bearer`. */
export const action = ({ request, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const body = await readJsonBody(request);
    if (!body.ok) return apiRefusal(body);
    const result = await checkSignIn(body.value, requestValues(context).clientAddress);
    if (!result.ok) return apiRefusal(result);
    return apiOk(signInRecord(createAdminSession(result.value, new Date(), undefined, "api")), {
      message: SIGNED_IN,
    });
  });

export const loader = () => methodNotAllowed(["POST"]);
