import { requireAdmin } from "~/auth/auth.server";
import { batchCsvTemplate } from "~/batches/batch-import.server";
import { csvAttachment } from "~/lib/csv";
import type { Route } from "./+types/admin.batches_.template[.]csv";

/** An example file to fill in: the header row the import reads and two batches. */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, url });
  return csvAttachment(batchCsvTemplate(), "batches-template.csv");
}
