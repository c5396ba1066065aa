import { redirect, Link } from "react-router";
import { adminRefusal, readAdminForm, unknownAction } from "~/admin/actions.server";
import { requireAdmin } from "~/auth/auth.server";
import { AdminMessages } from "~/components/admin/AdminMessages";
import { CsvImportPreview, CsvUploadForm } from "~/components/admin/CsvImportPreview";
import { DEALER_IMPORT_KIND } from "~/dealers/dealer-columns";
import { importDealers, previewDealerImport } from "~/dealers/dealer-import.server";
import { csvFileOf, type CsvPreviewShown } from "~/imports/csv-import.server";
import { confirmUpload, previewUpload } from "~/imports/pending-imports.server";
import { textFieldsOf } from "~/lib/validation";
import type { Route } from "./+types/admin.dealers_.import";

const LIST = "/admin/dealers";

const NAMES = { one: "dealer", many: "dealers" } as const;

/** What a row's card shows of its cells. */
const SHOWN = [
  { field: "shopName", label: "Shop" },
  { field: "district", label: "District" },
  { field: "town", label: "Town" },
  { field: "phone", label: "Phone" },
] as const;

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, url });
  return null;
}

/**
 * Preview (a file uploaded: read, checked, kept when it can be imported) or confirm (the kept
 * file checked again and imported, every row or none).
 */
export async function action({ request, url }: Route.ActionArgs) {
  await requireAdmin({ request, url });
  const read = await readAdminForm(request, { maxFiles: 1 });
  if (!read.ok) return adminRefusal(read);
  const form = read.value;
  const { intent, token } = textFieldsOf(form);
  if (intent === "preview") {
    const file = await csvFileOf(form, "file");
    if (!file.ok)
      return adminRefusal(file, { errors: { file: file.errors?.file ?? file.message } });
    const previewed = previewUpload(DEALER_IMPORT_KIND, file.value, previewDealerImport);
    return previewed.ok ? previewed.value : adminRefusal(previewed);
  }
  if (intent === "confirm") {
    const imported = confirmUpload(DEALER_IMPORT_KIND, token ?? "", importDealers);
    if (!imported.ok) {
      return adminRefusal(
        imported,
        imported.preview ? { preview: imported.preview, token: null } : {},
      );
    }
    throw redirect(`${LIST}?notice=dealers-imported`);
  }
  return unknownAction();
}

/** What the action answers: a preview, or a refusal with the fields' errors. */
type ImportAnswer = {
  preview?: CsvPreviewShown;
  token?: string | null;
  error?: string;
  errors?: Record<string, string>;
};

export default function AdminDealersImport({ actionData }: Route.ComponentProps) {
  const { preview, token, error, errors } = (actionData ?? {}) as ImportAnswer;
  return (
    <>
      <div className="admin-title-row">
        <h1>Import dealers</h1>
        <Link to={LIST} className="button button-outline">
          Back to the dealers
        </Link>
      </div>
      <AdminMessages error={error} />
      <p className="admin-intro">
        Add many dealers at once from a spreadsheet: save it as CSV (UTF-8), upload it, and check
        the preview. Nothing is written until you confirm, and a file with a problem in any row is
        not imported at all: correct the rows the preview names and upload it again. District may be
        the English or Urdu name; categories and products are names separated by &quot;;&quot;;
        active is yes or no.
      </p>
      {preview ? (
        <CsvImportPreview
          preview={preview}
          token={token ?? null}
          names={NAMES}
          shown={SHOWN}
          cancelTo={LIST}
        />
      ) : null}
      {/* Once a file can be imported, the choice is to import it or cancel. */}
      {token ? null : (
        <CsvUploadForm
          idPrefix="dealers-import"
          names={NAMES}
          templateHref={`${LIST}/template.csv`}
          error={errors?.file}
        />
      )}
    </>
  );
}
