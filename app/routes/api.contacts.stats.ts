import { contactStats } from "~/contacts/contacts.server";
import { contactStatsRecord } from "~/api/records.server";
import { handleApi, requireApiAdmin } from "~/api/request.server";
import { apiOk, methodNotAllowed } from "~/api/responses.server";
import type { Route } from "./+types/api.contacts.stats";

/** {total, new, read, replied, closed}. */
export const loader = ({ request }: Route.LoaderArgs) =>
  handleApi(async () => {
    await requireApiAdmin(request);
    return apiOk(contactStatsRecord(contactStats()));
  });

export const action = () => methodNotAllowed(["GET"]);
