import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteContactMessage, getContactMessage } from "~/contacts/contacts.server";
import { contactRecord } from "~/api/records.server";
import { handleApi, idParam, requireApiAdmin } from "~/api/request.server";
import { apiFound, apiResult, methodNotAllowed } from "~/api/responses.server";

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(async () => {
    await requireApiAdmin(request);
    return apiFound(getContactMessage(idParam(params.id, "Message")), contactRecord, "Message");
  });

export const action = ({ request, params }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "DELETE") return methodNotAllowed(["GET", "DELETE"]);
    await requireApiAdmin(request);
    return apiResult(deleteContactMessage(idParam(params.id, "Message")), contactRecord, {
      message: "Message deleted.",
    });
  });
