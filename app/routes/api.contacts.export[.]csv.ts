import { parseContactListQuery } from "~/contacts/contact-list-query";
import { exportContactMessages } from "~/contacts/contacts-export.server";
import { CONTACT_FILTER_PARAMETERS, contactListRefused } from "~/api/contact-list-parameters";
import { describePath } from "~/api/describe";
import { handleApi, requireApiAdmin } from "~/api/request.server";
import { apiRefusal, methodNotAllowed } from "~/api/responses.server";
import { csvAttachment } from "~/lib/csv";
import type { Route } from "./+types/api.contacts.export[.]csv";

export const openapi = describePath("/api/contacts/export.csv", {
  get: {
    operationId: "exportContactMessages",
    summary: "The messages a filter keeps, as a CSV file",
    admin: true,
    query: CONTACT_FILTER_PARAMETERS,
    ok: {
      description:
        "Every message that matches (all pages), newest first: UTF-8 with a byte order mark, a header row (Received (Pakistan time), Name, Email, Phone, Subject, Language, Status, Message, Notes), RFC 4180 quoting; a cell starting with =, +, -, @, tab or CR gets a leading ' so it never runs as a formula. Not wrapped in the envelope.",
      headers: {
        "Content-Disposition": {
          description: 'attachment; filename="messages-YYYY-MM-DD.csv", the day in Pakistan.',
          schema: { type: "string" },
        },
      },
      content: { "text/csv": { schema: { type: "string", contentMediaType: "text/csv" } } },
    },
    refusals: { "400": contactListRefused(false) },
  },
});

/** Every message ?status=&q=&from=&to= keeps, as the inbox's Download CSV gives them. */
export const loader = ({ request }: Route.LoaderArgs) =>
  handleApi(async () => {
    await requireApiAdmin(request);
    const query = parseContactListQuery(new URL(request.url).searchParams);
    if (!query.ok) return apiRefusal(query);
    const { csv, filename } = exportContactMessages(query.value);
    return csvAttachment(csv, filename);
  });

export const action = () => methodNotAllowed(["GET"]);
