import { describePath, ok } from "~/api/describe";
import { sessionRecordSchema } from "~/api/record-schemas";
import { sessionRecord } from "~/api/records.server";
import { handleApi, requireApiAdmin } from "~/api/request.server";
import { apiOk, methodNotAllowed } from "~/api/responses.server";
import type { Route } from "./+types/api.auth.admin.verify";

export const openapi = describePath("/api/auth/admin/verify", {
  get: {
    operationId: "verifyToken",
    summary: "Whether the token is a live session",
    admin: true,
    ok: ok("The token is valid.", sessionRecordSchema),
  },
});

/** Whether the token (or admin cookie) is a live session: 200 with the user, else 401. */
export const loader = ({ request }: Route.LoaderArgs) =>
  handleApi(async () => {
    const session = await requireApiAdmin(request);
    return apiOk(sessionRecord(session));
  });

export const action = () => methodNotAllowed(["GET"]);
