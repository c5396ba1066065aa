import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteContactMessage, getContactMessage } from "~/contacts/contacts.server";
import { contactRecord } from "~/api/records.server";
import { handleApi, idParam, requireApiAdmin } from "~/api/request.server";
import { apiOk, apiRefusal, methodNotAllowed, notFound } from "~/api/responses.server";

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(async () => {
    await requireApiAdmin(request);
    const message = getContactMessage(idParam(params.id, "Message"));
    return message ? apiOk(contactRecord(message)) : notFound("Message");
  });

export const action = ({ request, params }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "DELETE") return methodNotAllowed(["GET", "DELETE"]);
    await requireApiAdmin(request);
    const result = deleteContactMessage(idParam(params.id, "Message"));
    return result.ok
      ? apiOk(contactRecord(result.value), { message: "Message deleted." })
      : apiRefusal(result);
  });
