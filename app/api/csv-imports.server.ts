import type { CsvListImport } from "~/imports/csv-import.server";
import { actorOf } from "~/auth/auth.server";
import { DRY_RUN_MESSAGE, importedMessage } from "./csv-imports";
import { csvImportRecord } from "./records.server";
import { handleApi, readCsvBody, requireApiAdmin } from "./request.server";
import { apiFail, apiOk, apiRefusal, methodNotAllowed } from "./responses.server";

/**
 * A list's import through the API (csv-imports.ts describes it): the CSV file as the body,
 * imported in one transaction, every row or none; with ?dryRun=true only checked. Rows with
 * problems are a 400 naming each as `{line}.{column}`.
 */
export const csvImportAnswer = <T>(request: Request, list: CsvListImport<T>) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const by = actorOf(await requireApiAdmin(request), request);
    const body = await readCsvBody(request);
    if (!body.ok) return apiRefusal(body);
    if (new URL(request.url).searchParams.get("dryRun") === "true") {
      const preview = list.preview(body.value);
      if (!preview.ok) return apiRefusal(preview);
      return apiOk(csvImportRecord(preview.value, 0), { message: DRY_RUN_MESSAGE });
    }
    const imported = list.commit(body.value, [], by);
    if (imported.ok) {
      const { written, preview } = imported.value;
      return apiOk(csvImportRecord(preview, written), {
        message: importedMessage(list.file, written),
      });
    }
    if (!imported.preview) return apiRefusal(imported);
    const errors = Object.fromEntries(
      imported.preview.rows.flatMap((row) =>
        row.problems.map((problem) => [
          problem.column === null ? String(row.line) : `${row.line}.${problem.column}`,
          problem.message,
        ]),
      ),
    );
    return apiFail(imported.status, imported.message, errors);
  });
