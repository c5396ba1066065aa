import { actorOf } from "~/auth/auth.server";
import { contactNotesChangeSchema } from "~/contacts/contact-schema";
import {
  deleteContactMessage,
  getContactMessage,
  updateContactNotes,
} from "~/contacts/contacts.server";
import { describePath, idParameter, jsonBody, ok } from "~/api/describe";
import { contactRecordSchema } from "~/api/record-schemas";
import { contactRecord } from "~/api/records.server";
import { handleApi, idParam, readJsonBody, requireApiAdmin } from "~/api/request.server";
import { apiFound, apiRefusal, apiResult, methodNotAllowed } from "~/api/responses.server";
import type { Route } from "./+types/api.contacts.$id";
import { movedToTrash } from "~/api/trash-parameters";

const NOTES_SAVED = "Notes saved.";
const MESSAGE_DELETED = "Message deleted.";

export const openapi = describePath("/api/contacts/:id", {
  params: { id: idParameter("contact message") },
  get: {
    operationId: "getContactMessage",
    summary: "One contact message",
    admin: true,
    ok: ok("The message.", contactRecordSchema),
  },
  patch: {
    operationId: "updateContactNotes",
    summary: "Write, replace or clear a message's admin notes",
    admin: true,
    body: jsonBody(contactNotesChangeSchema),
    ok: ok("Saved; `data` is the message with its notes.", contactRecordSchema, NOTES_SAVED),
  },
  delete: {
    operationId: "deleteContactMessage",
    summary: "Delete a contact message (to the trash)",
    admin: true,
    ok: movedToTrash("message", "contacts", contactRecordSchema, MESSAGE_DELETED),
  },
});

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
    const by = actorOf(await requireApiAdmin(request), request);
    const id = idParam(params.id, "Message");
    if (request.method === "PATCH") {
      const body = await readJsonBody(request);
      if (!body.ok) return apiRefusal(body);
      return apiResult(updateContactNotes(id, body.value, by), contactRecord, {
        message: NOTES_SAVED,
      });
    }
    return apiResult(deleteContactMessage(id, by), contactRecord, { message: MESSAGE_DELETED });
  });
