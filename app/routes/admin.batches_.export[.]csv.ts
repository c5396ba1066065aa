import { requireAdmin } from "~/auth/auth.server";
import { batchesCsv } from "~/batches/batch-import.server";
import { parseBatchListQuery } from "~/batches/batch-list-query";
import { csvAttachment } from "~/lib/csv";
import { pakistanDate } from "~/lib/dates";
import type { Route } from "./+types/admin.batches_.export[.]csv";

/** The batches the list's product and search keep, on all pages, as the import reads them. */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, url });
  const { q, product } = parseBatchListQuery(url.searchParams);
  return csvAttachment(
    batchesCsv({ q, productSlug: product }),
    `batches-${pakistanDate(new Date())}.csv`,
  );
}
