import { requireAdmin } from "~/auth/auth.server";
import { dealerFilterOf, parseDealerListQuery } from "~/dealers/dealer-form";
import { dealersCsv } from "~/dealers/dealer-import.server";
import { csvAttachment } from "~/lib/csv";
import type { Route } from "./+types/admin.dealers_.export[.]csv";

/** The dealer list's Export CSV: every dealer its search and filters keep, in the import's format. */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, url });
  const filter = dealerFilterOf(parseDealerListQuery(url.searchParams));
  const day = new Date().toISOString().slice(0, 10);
  return csvAttachment(dealersCsv(filter), `dealers-${day}.csv`);
}
