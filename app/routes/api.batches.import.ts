import { csvImportCall } from "~/api/csv-imports";
import { csvImportAnswer } from "~/api/csv-imports.server";
import { describePath } from "~/api/describe";
import { methodNotAllowed } from "~/api/responses.server";
import { BATCH_CSV } from "~/batches/batch-columns";
import { BATCH_IMPORT } from "~/batches/batch-import.server";
import type { Route } from "./+types/api.batches.import";

export const openapi = describePath("/api/batches/import", {
  post: csvImportCall({
    operationId: "importBatches",
    file: BATCH_CSV,
    cells:
      "`product` is the product's name or slug; `manufactured_on` and `expires_on` are YYYY-MM-DD or DD/MM/YYYY; `quantity` is the packs made; `recalled` is yes or no (empty: no), and a recalled batch needs its `recall_note`.",
    example:
      "product,batch_number,manufactured_on,expires_on,quantity\r\ndhaal-imidacloprid-20-sl,DI-2611-150,14/11/2026,13/11/2028,5000\r\n",
    rowProblem: { "3.product": "Please choose an existing product" },
  }),
});

export const loader = () => methodNotAllowed(["POST"]);

/** The CSV file as the body: imported, or with ?dryRun=true only checked. */
export const action = ({ request }: Route.ActionArgs) => csvImportAnswer(request, BATCH_IMPORT);
