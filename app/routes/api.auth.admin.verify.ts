import type { LoaderFunctionArgs } from "@remix-run/node";
import { sessionRecord } from "~/api/records.server";
import { handleApi, requireApiAdmin } from "~/api/request.server";
import { apiOk, methodNotAllowed } from "~/api/responses.server";

/** Whether the token (or admin cookie) is a live session: 200 with the user, else 401. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(async () => {
    const session = await requireApiAdmin(request);
    return apiOk(sessionRecord(session));
  });

export const action = () => methodNotAllowed(["GET"]);
