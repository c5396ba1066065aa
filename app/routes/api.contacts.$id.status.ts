import { updateContactStatus } from "~/contacts/contacts.server";
import { contactRecord } from "~/api/records.server";
import { handleApi, idParam, readJsonBody, requireApiAdmin } from "~/api/request.server";
import { apiRefusal, apiResult, methodNotAllowed } from "~/api/responses.server";
import type { Route } from "./+types/api.contacts.$id.status";

/** PATCH {status}: one of new, read, replied, closed, from any status. */
export const action = ({ request, params }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "PATCH") return methodNotAllowed(["PATCH"]);
    await requireApiAdmin(request);
    const id = idParam(params.id, "Message");
    const body = await readJsonBody(request);
    if (!body.ok) return apiRefusal(body);
    return apiResult(updateContactStatus(id, body.value.status), contactRecord, {
      message: "Status updated.",
    });
  });

export const loader = () => methodNotAllowed(["PATCH"]);
