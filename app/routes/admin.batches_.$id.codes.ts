import { redirect } from "react-router";
import { requireAdmin } from "~/auth/auth.server";
import { codeSheetDownload } from "~/batches/code-sheet.server";
import { generatePackCodes, type CodeRun } from "~/batches/pack-codes.server";
import { readSmallFormData } from "~/lib/request.server";
import { parseId } from "~/lib/ids";
import { refuse, type Result } from "~/lib/result";
import { publicOrigin } from "~/seo/origin.server";
import type { Route } from "./+types/admin.batches_.$id.codes";

/** The address itself shows the batch's generate panel. */
export async function loader({ request, url, params }: Route.LoaderArgs) {
  await requireAdmin({ request, url });
  const id = parseId(params.id);
  throw redirect(id === null ? "/admin/batches" : `/admin/batches?codes=${id}`);
}

/**
 * The Generate of a batch's pack codes: the codes are made and stored, and the answer is the
 * zip, their only copy. The form asks for a valid count, so a refusal (a batch deleted
 * meanwhile, a count typed past the form's checks) is answered as plain text, as the inbox's
 * CSV answers a refused filter.
 */
export async function action({ request, url, params }: Route.ActionArgs) {
  await requireAdmin({ request, url });
  const form = await readSmallFormData(request, 4 * 1024);
  const id = parseId(params.id);
  const run: Result<CodeRun> = !form.ok
    ? form
    : id === null
      ? refuse(404, "Batch not found.")
      : generatePackCodes(id, form.value.get("count"));
  if (!run.ok) {
    return new Response(run.errors?.count ?? run.message, {
      status: run.status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return codeSheetDownload(run.value, publicOrigin(request));
}
