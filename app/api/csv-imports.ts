import type { CsvListFile } from "~/imports/csv-import.server";
import { CSV_IMPORT_LIMITS } from "~/imports/csv-limits";
import type { FieldErrors } from "~/lib/validation";
import { CSV_REQUIRED_MESSAGE } from "./conventions";
import { failure, ok, type ApiCall } from "./describe";
import { csvImportRecordSchema } from "./record-schemas";

/*
 * The import of a list's spreadsheet through the API, as its description says it: the file as
 * the body, every row written in one transaction or none, `?dryRun=true` to check it only. The
 * handler is csv-imports.server.ts.
 */

const MEGABYTES = CSV_IMPORT_LIMITS.maxBytes / 1024 / 1024;

export const DRY_RUN_MESSAGE = "Checked; nothing was written.";

/** What an import answers when it wrote the file's rows. */
export const importedMessage = (file: CsvListFile, written: number) =>
  `${written} ${written === 1 ? file.one : file.many} imported.`;

const ROWS_REFUSED =
  "1 row has problems: nothing was imported. Correct them and import the file again.";

/** The POST that imports a list's file, described. */
export function csvImportCall({
  operationId,
  file,
  cells,
  example,
  rowProblem,
}: {
  operationId: string;
  file: CsvListFile;
  /** What the cells of the list's columns may hold, beyond their names. */
  cells: string;
  /** A file of two rows, the header row first. */
  example: string;
  /** A row's problem as the refusal names it: `{line}.{column}` to its message. */
  rowProblem: FieldErrors;
}): ApiCall {
  const columns = file.columns
    .map((column) => `\`${column.header}\`${column.required ? " (required)" : ""}`)
    .join(", ");
  return {
    operationId,
    summary: `Add ${file.many} from a spreadsheet's CSV file: every row, or none`,
    admin: true,
    query: [
      {
        name: "dryRun",
        in: "query",
        required: false,
        description:
          "`true`: check the file and answer what it would import, writing nothing (200 with the preview, problems or not).",
        schema: { type: "string", enum: ["true", "false"], examples: ["true"] },
      },
    ],
    body: {
      required: true,
      description: `The file as the body, Content-Type: text/csv: UTF-8 (a byte order mark is optional), at most ${MEGABYTES} MB and ${CSV_IMPORT_LIMITS.maxRows.toLocaleString("en-US")} rows. Its first row names the columns, matched whatever their letter case, spaces and underscores: ${columns}. ${cells} The admin's Download CSV writes these columns.`,
      content: { "text/csv": { schema: { type: "string" }, example } },
    },
    ok: ok(
      "Imported: every row of the file, in one transaction. With `dryRun=true`: checked, nothing written (`written` is 0), problems or not.",
      csvImportRecordSchema,
      importedMessage(file, 2),
    ),
    refusals: {
      "400": failure(
        "The file cannot be read (not UTF-8, not CSV, a required column missing, no rows), or rows have problems and nothing was imported: `errors` has `{line}.{column}` (or `{line}` for the row) to each problem.",
        ROWS_REFUSED,
        rowProblem,
      ),
      "413": failure(
        `Over ${MEGABYTES} MB, or more rows than allowed.`,
        "The file has 12,000 rows; at most 10,000 can be imported at once. Split it into smaller files.",
      ),
      "415": failure("Another Content-Type than text/csv.", CSV_REQUIRED_MESSAGE),
    },
  };
}
