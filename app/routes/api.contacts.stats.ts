import { contactStats } from "~/contacts/contacts.server";
import { describePath, ok } from "~/api/describe";
import { contactStatsRecordSchema } from "~/api/record-schemas";
import { contactStatsRecord } from "~/api/records.server";
import { handleApi, requireApiAdmin } from "~/api/request.server";
import { apiOk, methodNotAllowed } from "~/api/responses.server";
import type { Route } from "./+types/api.contacts.stats";

export const openapi = describePath("/api/contacts/stats", {
  get: {
    operationId: "contactStats",
    summary: "How many messages, in all and by status",
    admin: true,
    ok: ok("The counts.", contactStatsRecordSchema),
  },
});

/** {total, new, read, replied, closed}. */
export const loader = ({ request }: Route.LoaderArgs) =>
  handleApi(async () => {
    await requireApiAdmin(request);
    return apiOk(contactStatsRecord(contactStats()));
  });

export const action = () => methodNotAllowed(["GET"]);
