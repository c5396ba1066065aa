import {
  deleteContactMessage,
  getContactMessage,
  updateContactNotes,
} from "~/contacts/contacts.server";
import { contactRecord } from "~/api/records.server";
import { handleApi, idParam, readJsonBody, requireApiAdmin } from "~/api/request.server";
import { apiFound, apiRefusal, apiResult, methodNotAllowed } from "~/api/responses.server";
import type { Route } from "./+types/api.contacts.$id";

const METHODS = ["GET", "PATCH", "DELETE"];

export const loader = ({ request, params }: Route.LoaderArgs) =>
  handleApi(async () => {
    await requireApiAdmin(request);
    return apiFound(getContactMessage(idParam(params.id, "Message")), contactRecord, "Message");
  });

/** PATCH {adminNotes}: the notes replaced, or cleared by "" or null. DELETE the message. */
export const action = ({ request, params }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "PATCH" && request.method !== "DELETE") {
      return methodNotAllowed(METHODS);
    }
    await requireApiAdmin(request);
    const id = idParam(params.id, "Message");
    if (request.method === "PATCH") {
      const body = await readJsonBody(request);
      if (!body.ok) return apiRefusal(body);
      return apiResult(updateContactNotes(id, body.value), contactRecord, {
        message: "Notes saved.",
      });
    }
    return apiResult(deleteContactMessage(id), contactRecord, { message: "Message deleted." });
  });
