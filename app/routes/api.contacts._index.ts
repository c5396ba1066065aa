import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseContactStatus } from "~/contacts/contact-schema";
import { listContactMessages } from "~/contacts/contacts.server";
import { contactRecord } from "~/api/records.server";
import { handleApi, requireApiAdmin } from "~/api/request.server";
import { apiOk, apiRefusal, methodNotAllowed } from "~/api/responses.server";

/** Messages, newest first; ?status=new|read|replied|closed filters, an empty one does not. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(async () => {
    await requireApiAdmin(request);
    const status = new URL(request.url).searchParams.get("status");
    if (!status) return apiOk(listContactMessages().map(contactRecord));
    const checked = parseContactStatus(status);
    if (!checked.ok) return apiRefusal(checked);
    return apiOk(listContactMessages(checked.value).map(contactRecord));
  });

export const action = () => methodNotAllowed(["GET"]);
