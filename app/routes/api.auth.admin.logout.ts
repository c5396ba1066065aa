import { deleteAdminSession } from "~/auth/sessions.server";
import { describePath, NOTHING, ok } from "~/api/describe";
import { handleApi, requireApiAdmin } from "~/api/request.server";
import { apiOk, methodNotAllowed } from "~/api/responses.server";
import type { Route } from "./+types/api.auth.admin.logout";

const SIGNED_OUT = "Signed out.";

export const openapi = describePath("/api/auth/admin/logout", {
  post: {
    operationId: "adminLogout",
    summary: "Sign out: the token stops working at once",
    admin: true,
    ok: ok("Signed out.", NOTHING, SIGNED_OUT),
  },
});

/** Revokes the session: the token stops working at once. */
export const action = ({ request }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const session = await requireApiAdmin(request);
    deleteAdminSession(session.token);
    return apiOk(null, { message: SIGNED_OUT });
  });

export const loader = () => methodNotAllowed(["POST"]);
