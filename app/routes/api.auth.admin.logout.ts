import { deleteAdminSession } from "~/auth/sessions.server";
import { handleApi, requireApiAdmin } from "~/api/request.server";
import { apiOk, methodNotAllowed } from "~/api/responses.server";
import type { Route } from "./+types/api.auth.admin.logout";

/** Revokes the session: the token stops working at once. */
export const action = ({ request }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const session = await requireApiAdmin(request);
    deleteAdminSession(session.token);
    return apiOk(null, { message: "Signed out." });
  });

export const loader = () => methodNotAllowed(["POST"]);
