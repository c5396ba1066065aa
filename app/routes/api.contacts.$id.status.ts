import { actorOf } from "~/auth/auth.server";
import { contactStatusChangeSchema } from "~/contacts/contact-schema";
import { updateContactStatus } from "~/contacts/contacts.server";
import { describePath, idParameter, jsonBody, ok } from "~/api/describe";
import { contactRecordSchema } from "~/api/record-schemas";
import { contactRecord } from "~/api/records.server";
import { handleApi, idParam, readJsonBody, requireApiAdmin } from "~/api/request.server";
import { apiRefusal, apiResult, methodNotAllowed } from "~/api/responses.server";
import type { Route } from "./+types/api.contacts.$id.status";

const STATUS_UPDATED = "Status updated.";

export const openapi = describePath("/api/contacts/:id/status", {
  params: { id: idParameter("contact message") },
  patch: {
    operationId: "updateContactStatus",
    summary: "Set a message's status (any status may follow any other)",
    admin: true,
    body: jsonBody(contactStatusChangeSchema),
    ok: ok("Updated.", contactRecordSchema, STATUS_UPDATED),
  },
});

/** PATCH {status}: one of new, read, replied, closed, from any status. */
export const action = ({ request, params }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "PATCH") return methodNotAllowed(["PATCH"]);
    const by = actorOf(await requireApiAdmin(request), request);
    const id = idParam(params.id, "Message");
    const body = await readJsonBody(request);
    if (!body.ok) return apiRefusal(body);
    return apiResult(updateContactStatus(id, body.value.status, by), contactRecord, {
      message: STATUS_UPDATED,
    });
  });

export const loader = () => methodNotAllowed(["PATCH"]);
