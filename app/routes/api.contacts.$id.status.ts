import type { ActionFunctionArgs } from "@remix-run/node";
import { updateContactStatus } from "~/contacts/contacts.server";
import { contactRecord } from "~/api/records.server";
import { handleApi, idParam, readJsonBody, requireApiAdmin } from "~/api/request.server";
import { apiResult, methodNotAllowed } from "~/api/responses.server";

/** PATCH {status}: one of new, read, replied, closed, from any status. */
export const action = ({ request, params }: ActionFunctionArgs) =>
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
