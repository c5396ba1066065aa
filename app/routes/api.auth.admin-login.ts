import { requestValues } from "~/load-context";
import { checkSignIn } from "~/auth/auth.server";
import { createAdminSession } from "~/auth/sessions.server";
import { signInRecord } from "~/api/records.server";
import { handleApi, readJsonBody } from "~/api/request.server";
import { apiOk, apiRefusal, methodNotAllowed } from "~/api/responses.server";
import type { Route } from "./+types/api.auth.admin-login";

/** Signs in with {username, password}; the token goes in `Authorization: Bearer`. */
export const action = ({ request, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const body = await readJsonBody(request);
    if (!body.ok) return apiRefusal(body);
    const result = await checkSignIn(body.value, requestValues(context).clientAddress);
    if (!result.ok) return apiRefusal(result);
    return apiOk(signInRecord(createAdminSession(result.value)), { message: "Signed in." });
  });

export const loader = () => methodNotAllowed(["POST"]);
