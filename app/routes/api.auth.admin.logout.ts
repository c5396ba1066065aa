import type { ActionFunctionArgs } from "@remix-run/node";
import { deleteAdminSession } from "~/auth/sessions.server";
import { handleApi, requireApiAdmin } from "~/api/request.server";
import { apiOk, methodNotAllowed } from "~/api/responses.server";

/** Revokes the session: the token stops working at once. */
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const session = await requireApiAdmin(request);
    deleteAdminSession(session.token);
    return apiOk(null, { message: "Signed out." });
  });

export const loader = () => methodNotAllowed(["POST"]);
