import { updateContactStatus } from "~/contacts/contacts.server";
import { contactRecord } from "~/api/records.server";
import { handleApi, idParam, readJsonBody, requireApiAdmin } from "~/api/request.server";
import { apiResult, methodNotAllowed } from "~/api/responses.server";
import type { Route } from "./+types/api.contacts.$id.status";

/** PATCH {status}: one of new, read, replied, closed, from any status. */
export const action = ({ request, params }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "PATCH") return methodNotAllowed(["PATCH"]);
    await requireApiAdmin(request);
    const id = idParam(params.id, "Message");
    const { status } = await readJsonBody(request);
    return apiResult(updateContactStatus(id, status), contactRecord, {
      message: "Status updated.",
    });
  });

export const loader = () => methodNotAllowed(["PATCH"]);
