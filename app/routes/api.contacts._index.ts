import type { LoaderFunctionArgs } from "@remix-run/node";
import { CONTACT_STATUSES, isContactStatus } from "~/contacts/contact-fields";
import { listContactMessages } from "~/contacts/contacts.server";
import { contactRecord } from "~/api/records.server";
import { handleApi, requireApiAdmin } from "~/api/request.server";
import { apiFail, apiOk, methodNotAllowed } from "~/api/responses.server";

/** Messages, newest first; ?status=new|read|replied|closed filters. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(async () => {
    await requireApiAdmin(request);
    const status = new URL(request.url).searchParams.get("status");
    if (status !== null && status !== "" && !isContactStatus(status)) {
      const message = `status must be one of: ${CONTACT_STATUSES.join(", ")}.`;
      return apiFail(400, message, { status: message });
    }
    return apiOk(listContactMessages(status ? status : undefined).map(contactRecord));
  });

export const action = () => methodNotAllowed(["GET"]);
