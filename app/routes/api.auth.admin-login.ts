import type { ActionFunctionArgs } from "@remix-run/node";
import { checkAdminCredentials } from "~/auth/admin-users.server";
import { EMPTY_CREDENTIALS_MESSAGE, WRONG_CREDENTIALS_MESSAGE } from "~/auth/auth.server";
import { createAdminSession } from "~/auth/sessions.server";
import { ApiError, handleApi, readJsonBody } from "~/api/request.server";
import { apiFail, apiOk, methodNotAllowed } from "~/api/responses.server";

/** Signs in with {username, password}; the token goes in `Authorization: Bearer`. */
export const action = ({ request }: ActionFunctionArgs) =>
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
    if (username.length > 200 || password.length > 1000)
      throw new ApiError(401, WRONG_CREDENTIALS_MESSAGE);
    const user = await checkAdminCredentials(username.trim(), password);
    if (!user) throw new ApiError(401, WRONG_CREDENTIALS_MESSAGE);
    const session = createAdminSession(user);
    return apiOk(
      {
        token: session.token,
        user: { id: String(user.id), username: user.username },
        expiresAt: session.expiresAt,
      },
      { message: "Signed in." },
    );
  });

export const loader = () => methodNotAllowed(["POST"]);
