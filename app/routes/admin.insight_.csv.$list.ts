import { requireAdmin } from "~/auth/auth.server";
import { insightCsvRows, isInsightList, periodOf, PERIOD_MESSAGE } from "~/insight/insight-lists";
import { insightList } from "~/insight/insight.server";
import { csvAttachment, toCsv } from "~/lib/csv";
import type { Route } from "./+types/admin.insight_.csv.$list";

/** A list of the Insight screen as CSV: the same query, the same rows. */
export async function loader({ request, url, params }: Route.LoaderArgs) {
  await requireAdmin({ request, url });
  if (!isInsightList(params.list)) throw new Response("No such list.", { status: 404 });
  const period = periodOf(url.searchParams.get("days"));
  if (period === null) throw new Response(PERIOD_MESSAGE, { status: 400 });
  const { header, rows } = insightCsvRows(insightList(params.list, period));
  const day = new Date().toISOString().slice(0, 10);
  return csvAttachment(toCsv(header, rows), `insight-${params.list}-${period}d-${day}.csv`);
}
