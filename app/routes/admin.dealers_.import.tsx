import { csvImportAction } from "~/admin/csv-import-action.server";
import { requireAdmin } from "~/auth/auth.server";
import { CsvImportScreen } from "~/components/admin/CsvImportScreen";
import { DEALER_CSV } from "~/dealers/dealer-columns";
import { DEALER_IMPORT } from "~/dealers/dealer-import.server";
import type { Route } from "./+types/admin.dealers_.import";

const LIST = "/admin/dealers";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, url });
  return null;
}

export const action = (args: Route.ActionArgs) =>
  csvImportAction(args, DEALER_IMPORT, `${LIST}?notice=dealers-imported`);

export default function AdminDealersImport({ actionData }: Route.ComponentProps) {
  return (
    <CsvImportScreen file={DEALER_CSV} listHref={LIST} answer={actionData}>
      <p>
        District may be the code or the English or Urdu name; categories and products are names or
        slugs separated by &quot;;&quot;; active is yes or no (empty: yes).
      </p>
    </CsvImportScreen>
  );
}
