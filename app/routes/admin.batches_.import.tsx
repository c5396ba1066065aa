import { csvImportAction } from "~/admin/csv-import-action.server";
import { requireAdmin } from "~/auth/auth.server";
import { BATCH_CSV } from "~/batches/batch-columns";
import { BATCH_IMPORT } from "~/batches/batch-import.server";
import { CODE_RUN_MAX } from "~/batches/batch-limits";
import { CsvImportScreen } from "~/components/admin/CsvImportScreen";
import type { Route } from "./+types/admin.batches_.import";

const LIST = "/admin/batches";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, url });
  return null;
}

export const action = (args: Route.ActionArgs) =>
  csvImportAction(args, BATCH_IMPORT, `${LIST}?notice=batch-imported`);

export default function AdminBatchImport({ actionData }: Route.ComponentProps) {
  return (
    <CsvImportScreen file={BATCH_CSV} listHref={LIST} answer={actionData}>
      <p>
        The product is its name or its slug; dates are YYYY-MM-DD or DD/MM/YYYY;{" "}
        <code>recalled</code> is yes or no. Pack codes are made on each batch&apos;s card
        afterwards, up to {CODE_RUN_MAX.toLocaleString("en-US")} at a time.
      </p>
    </CsvImportScreen>
  );
}
