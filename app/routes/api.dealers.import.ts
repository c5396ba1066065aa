import { failure, describePath, ok } from "~/api/describe";
import { CSV_REQUIRED_MESSAGE } from "~/api/conventions";
import { dealerImportRecordSchema } from "~/api/record-schemas";
import { dealerImportRecord } from "~/api/records.server";
import { handleApi, readCsvBody, requireApiAdmin } from "~/api/request.server";
import { apiFail, apiOk, apiRefusal, methodNotAllowed } from "~/api/responses.server";
import { DEALER_CSV_COLUMNS } from "~/dealers/dealer-columns";
import { importDealers, previewDealerImport } from "~/dealers/dealer-import.server";
import { CSV_IMPORT_LIMITS } from "~/imports/csv-limits";
import type { Route } from "./+types/api.dealers.import";

const MEGABYTES = CSV_IMPORT_LIMITS.maxBytes / 1024 / 1024;

const DRY_RUN = "Checked; nothing was written.";

const ROWS_REFUSED =
  "1 row has problems: nothing was imported. Correct them and import the file again.";

export const openapi = describePath("/api/dealers/import", {
  post: {
    operationId: "importDealers",
    summary: "Add dealers from a spreadsheet's CSV file: every row, or none",
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
      description: `The file as the body, Content-Type: text/csv: UTF-8 (a byte order mark is optional), at most ${MEGABYTES} MB and ${CSV_IMPORT_LIMITS.maxRows.toLocaleString("en-US")} rows. Its first row names the columns, matched whatever their letter case, spaces and underscores: ${DEALER_CSV_COLUMNS.map((column) => `\`${column.header}\`${"required" in column ? " (required)" : ""}`).join(", ")}. \`district\` is a code or the English or Urdu name; \`categories\` and \`products\` are names or slugs separated by ";"; \`active\` is yes or no (empty: yes). The admin's Export CSV writes these columns.`,
      content: {
        "text/csv": {
          schema: { type: "string" },
          example:
            "shop_name,contact_name,district,town,address,phone,categories\r\nKissan Agro Centre,Muhammad Aslam,Multan,Shujabad,Jalalpur Road,0300-1234567,Insecticides\r\n",
        },
      },
    },
    ok: ok(
      "Imported: every row of the file. With `dryRun=true`: checked, nothing written (`written` is 0), problems or not.",
      dealerImportRecordSchema,
      "2 dealers imported.",
    ),
    refusals: {
      "400": failure(
        "The file cannot be read (not UTF-8, not CSV, a required column missing, no rows), or rows have problems and nothing was imported: `errors` has `{line}.{column}` (or `{line}` for the row) to each problem.",
        ROWS_REFUSED,
        { "4.phone": "Phone is too short: a digit is missing: write it like 0300-1234567" },
      ),
      "413": failure(
        `Over ${MEGABYTES} MB, or more rows than allowed.`,
        "The file has 12,000 rows; at most 10,000 can be imported at once. Split it into smaller files.",
      ),
      "415": failure("Another Content-Type than text/csv.", CSV_REQUIRED_MESSAGE),
    },
  },
});

export const loader = () => methodNotAllowed(["POST"]);

/** The CSV file as the body: imported, or with ?dryRun=true only checked. */
export const action = ({ request }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    await requireApiAdmin(request);
    const body = await readCsvBody(request);
    if (!body.ok) return apiRefusal(body);
    if (new URL(request.url).searchParams.get("dryRun") === "true") {
      const preview = previewDealerImport(body.value);
      if (!preview.ok) return apiRefusal(preview);
      return apiOk(dealerImportRecord(preview.value, 0), { message: DRY_RUN });
    }
    const imported = importDealers(body.value);
    if (imported.ok) {
      const { written, preview } = imported.value;
      return apiOk(dealerImportRecord(preview, written), {
        message: `${written} ${written === 1 ? "dealer" : "dealers"} imported.`,
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
