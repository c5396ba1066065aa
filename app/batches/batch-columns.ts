import type { CsvColumn, CsvListFile } from "~/imports/csv-import.server";

/**
 * The columns of the batch list's CSV file, which the export writes and the import reads, in
 * their order; apart from the import, so the import page and the API's description can name
 * them.
 */
export const BATCH_CSV_COLUMNS = [
  { field: "product", header: "product", required: true, label: "Product" },
  { field: "batchNumber", header: "batch_number", required: true, label: "Batch" },
  { field: "manufacturedOn", header: "manufactured_on", required: true, label: "Made" },
  { field: "expiresOn", header: "expires_on", required: true, label: "Expires" },
  { field: "quantity", header: "quantity" },
  { field: "recalled", header: "recalled" },
  { field: "recallNote", header: "recall_note" },
  { field: "recallNoteUr", header: "recall_note_ur" },
] as const satisfies readonly CsvColumn[];

/** The batch list's file, as the import page and the API's description name it. */
export const BATCH_CSV: CsvListFile = { columns: BATCH_CSV_COLUMNS, one: "batch", many: "batches" };
