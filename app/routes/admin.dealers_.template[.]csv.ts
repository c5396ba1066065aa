import { requireAdmin } from "~/auth/auth.server";
import { dealerCsvTemplate } from "~/dealers/dealer-import.server";
import { csvAttachment } from "~/lib/csv";
import type { Route } from "./+types/admin.dealers_.template[.]csv";

/** An example dealer file: the columns the import reads, and one dealer filled in. */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, url });
  return csvAttachment(dealerCsvTemplate(), "dealers-template.csv");
}
