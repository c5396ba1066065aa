import type { ActionFunctionArgs } from "@remix-run/node";
import { checkSignIn, EMPTY_CREDENTIALS_MESSAGE, LoginError } from "~/auth/auth.server";
import { createAdminSession } from "~/auth/sessions.server";
import { handleApi, readJsonBody } from "~/api/request.server";
import { apiFail, apiOk, methodNotAllowed } from "~/api/responses.server";

/** Signs in with {username, password}; the token goes in `Authorization: Bearer`. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const body = await readJsonBody(request);
    const { username, password } = body;
    if (
      typeof username !== "string" ||
      typeof password !== "string" ||
      !username.trim() ||
      !password
    ) {
      return apiFail(400, EMPTY_CREDENTIALS_MESSAGE, {
        ...(typeof username === "string" && username.trim()
          ? {}
          : { username: "Username is required" }),
        ...(typeof password === "string" && password ? {} : { password: "Password is required" }),
      });
    }
    try {
      const user = await checkSignIn(username, password, context.clientAddress);
      const session = createAdminSession(user);
      return apiOk(
        {
          token: session.token,
          user: { id: String(user.id), username: user.username },
          expiresAt: session.expiresAt,
        },
        { message: "Signed in." },
      );
    } catch (error) {
      if (!(error instanceof LoginError)) throw error;
      const answer = apiFail(error.status, error.message);
      if (error.retryAfterSeconds !== undefined) {
        answer.headers.set("Retry-After", String(error.retryAfterSeconds));
      }
      return answer;
    }
  });

export const loader = () => methodNotAllowed(["POST"]);
