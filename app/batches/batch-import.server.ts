import { z } from "zod";
import {
  commitCsvImport,
  decodeCsvFile,
  readCsvImport,
  shownPreview,
  toImportCsv,
  type CsvColumn,
  type CsvImported,
  type CsvImportPreview,
  type CsvImportResult,
  type CsvImportSpec,
  type CsvPreviewShown,
} from "~/imports/csv-import.server";
import { forgetImportFile, importFileOf, keepImportFile } from "~/imports/pending-imports.server";
import { ok, refuse, type Refusal, type Result } from "~/lib/result";
import { batchInputSchema, type BatchInput } from "./batch-schema";
import {
  checkBatchWrite,
  listBatches,
  writeBatch,
  type Batch,
  type BatchListFilter,
} from "./batches.server";

/*
 * The batch list as a spreadsheet: the columns of its CSV file, which the export writes and the
 * import reads, a file's preview and its import (every row or none), and the export.
 */

export const BATCH_CSV_COLUMNS = [
  { field: "product", header: "product", required: true },
  { field: "batchNumber", header: "batch_number", required: true },
  { field: "manufacturedOn", header: "manufactured_on", required: true },
  { field: "expiresOn", header: "expires_on", required: true },
  { field: "quantity", header: "quantity" },
  { field: "recalled", header: "recalled" },
  { field: "recallNote", header: "recall_note" },
  { field: "recallNoteUr", header: "recall_note_ur" },
] as const satisfies readonly CsvColumn[];

/** The kind of a batch file waiting for its confirmation (app/imports/pending-imports.server.ts). */
export const BATCH_IMPORT_KIND = "batches";

/** A date as Pakistani spreadsheets write it, DD/MM/YYYY (or with dashes or dots). */
const DAY_MONTH_YEAR = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** A date cell as the schema reads it: DD/MM/YYYY becomes YYYY-MM-DD; anything else is kept. */
export function spreadsheetDate(cell: unknown): unknown {
  if (typeof cell !== "string") return cell;
  const match = DAY_MONTH_YEAR.exec(cell.trim());
  if (!match) return cell;
  const [, day = "", month = "", year = ""] = match;
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/** A row of a batch file: the form's schema, its dates also read as DD/MM/YYYY. */
const batchRowSchema = z.preprocess(
  (row) =>
    typeof row === "object" && row !== null
      ? {
          ...row,
          manufacturedOn: spreadsheetDate((row as Record<string, unknown>).manufacturedOn),
          expiresOn: spreadsheetDate((row as Record<string, unknown>).expiresOn),
        }
      : row,
  batchInputSchema,
);

/** The import's rules for batch rows: one row per batch number, checked against what is stored. */
const BATCH_IMPORT: CsvImportSpec<BatchInput> = {
  columns: BATCH_CSV_COLUMNS,
  schema: batchRowSchema,
  duplicate: { field: "batchNumber", keyOf: (batch) => batch.batchKey },
  checkStored: (batch) => {
    const checked = checkBatchWrite(batch);
    return checked.ok ? null : (checked.errors ?? { form: checked.message });
  },
};

/** A batch file read and checked, nothing written: what the staff see before confirming. */
export function previewBatchImport(
  file: Uint8Array | string,
): Result<CsvImportPreview<BatchInput>> {
  return readCsvImport(file, BATCH_IMPORT);
}

/**
 * A batch file checked again and imported, every row in one transaction; while a row has
 * problems nothing is, unless the rows with problems are to be left out.
 */
export function importBatches(
  file: Uint8Array | string,
  options: { skipRowsWithProblems?: boolean } = {},
): CsvImportResult<BatchInput, CsvImported> {
  return commitCsvImport(file, BATCH_IMPORT, {
    ...options,
    write: (values) => {
      for (const batch of values) {
        const written = writeBatch(batch);
        if (!written.ok) return written;
      }
    },
  });
}

type BatchCells = Record<(typeof BATCH_CSV_COLUMNS)[number]["field"], string | null>;

/** A batch as a row of the file: the product by slug, which no other product has. */
function batchCells(batch: Batch): BatchCells {
  return {
    product: batch.productSlug,
    batchNumber: batch.batchNumber,
    manufacturedOn: batch.manufacturedOn,
    expiresOn: batch.expiresOn,
    quantity: batch.quantity === null ? null : String(batch.quantity),
    recalled: batch.recalled ? "yes" : "no",
    recallNote: batch.recallNote,
    recallNoteUr: batch.recallNoteUr,
  };
}

/** The batches the filter keeps as a file the import reads back. */
export function batchesCsv(filter: BatchListFilter = {}): string {
  return toImportCsv(BATCH_CSV_COLUMNS, listBatches(filter).map(batchCells));
}

/** An example file: the header row and two batches, to fill in a spreadsheet. */
export function batchCsvTemplate(): string {
  const example: BatchCells = {
    product: "Dhaal Imidacloprid 20% SL",
    batchNumber: "DI-2611-150",
    manufacturedOn: "14/11/2026",
    expiresOn: "13/11/2028",
    quantity: "5000",
    recalled: "no",
    recallNote: null,
    recallNoteUr: null,
  };
  return toImportCsv(BATCH_CSV_COLUMNS, [
    example,
    {
      ...example,
      batchNumber: "DI-2611-151",
      manufacturedOn: "2026-04-02",
      expiresOn: "2028-04-01",
      recalled: "yes",
      recallNote: "Caps of this batch leak in the heat: do not use it.",
      recallNoteUr: "اس بیچ کے ڈھکن گرمی میں رستے ہیں: اسے استعمال نہ کریں۔",
    },
  ]);
}

/** A previewed file as the import page shows it, and the token its confirmation carries. */
export interface BatchImportShown {
  token: string;
  preview: CsvPreviewShown;
}

/** An uploaded file read, checked and kept for an hour, nothing written: the preview step. */
export function previewBatchUpload(file: Uint8Array): Result<BatchImportShown> {
  const text = decodeCsvFile(file);
  if (!text.ok) return text;
  const preview = previewBatchImport(text.value);
  if (!preview.ok) return preview;
  return ok({
    token: keepImportFile(BATCH_IMPORT_KIND, text.value),
    preview: shownPreview(preview.value),
  });
}

export const IMPORT_EXPIRED_MESSAGE =
  "This file is no longer waiting to be imported (a previewed file is kept for an hour): choose it again.";

/**
 * The confirmation of a previewed file: it is read and checked again and imported (see
 * importBatches), then forgotten. A refusal because of its rows comes with the new preview,
 * the file still waiting.
 */
export function confirmBatchImport(
  token: string,
  options: { skipRowsWithProblems?: boolean } = {},
): Result<CsvImported> | (Refusal & { shown?: BatchImportShown }) {
  const text = importFileOf(BATCH_IMPORT_KIND, token);
  if (text === null) return refuse(400, IMPORT_EXPIRED_MESSAGE);
  const imported = importBatches(text, options);
  if (imported.ok) {
    forgetImportFile(token);
    return imported;
  }
  const { preview, ...refusal } = imported;
  return preview ? { ...refusal, shown: { token, preview: shownPreview(preview) } } : refusal;
}
