import { parseContactListQuery } from "~/contacts/contact-list-query";
import { exportContactMessages } from "~/contacts/contacts-export.server";
import { handleApi, requireApiAdmin } from "~/api/request.server";
import { apiRefusal, methodNotAllowed } from "~/api/responses.server";
import { csvAttachment } from "~/lib/csv";
import type { Route } from "./+types/api.contacts.export[.]csv";

/** Every message ?status=&q=&from=&to= keeps, as the inbox's Download CSV gives them. */
export const loader = ({ request }: Route.LoaderArgs) =>
  handleApi(async () => {
    await requireApiAdmin(request);
    const query = parseContactListQuery(new URL(request.url).searchParams);
    if (!query.ok) return apiRefusal(query);
    const { status, q, from, to } = query.value;
    const { csv, filename } = exportContactMessages({ status, q, from, to });
    return csvAttachment(csv, filename);
  });

export const action = () => methodNotAllowed(["GET"]);
