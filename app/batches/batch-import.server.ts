import { z } from "zod";
import type { Actor } from "~/trail/trail.server";
import {
  commitCsvImport,
  readCsvImport,
  toImportCsv,
  type CsvImported,
  type CsvImportPreview,
  type CsvImportResult,
  type CsvImportSpec,
  type CsvListImport,
} from "~/imports/csv-import.server";
import type { Result } from "~/lib/result";
import { BATCH_CSV, BATCH_CSV_COLUMNS } from "./batch-columns";
import { batchInputSchema, type BatchInput } from "./batch-schema";
import {
  checkBatchWrite,
  listBatches,
  writeBatch,
  type Batch,
  type BatchListFilter,
} from "./batches.server";

/*
 * The batch list as a spreadsheet: a file's preview and its import (in one transaction), the
 * export in the same columns (batch-columns.ts) and the template.
 */

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
const BATCH_ROWS: CsvImportSpec<BatchInput> = {
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
  return readCsvImport(file, BATCH_ROWS);
}

/**
 * A batch file checked again and imported in one transaction: every row, or while rows have
 * problems none, unless they are the rows the staff chose to leave out (`leaveOut`, lines).
 */
export function importBatches(
  file: Uint8Array | string,
  leaveOut: readonly number[] = [],
  by?: Actor,
): CsvImportResult<BatchInput, CsvImported<BatchInput>> {
  return commitCsvImport(file, BATCH_ROWS, {
    leaveOut,
    kind: "batches",
    by,
    write: (values) => {
      for (const batch of values) {
        const written = writeBatch(batch);
        if (!written.ok) return written;
      }
    },
  });
}

/** The batch list as the import screens and the API take it. */
export const BATCH_IMPORT: CsvListImport<BatchInput> = {
  kind: "batches",
  file: BATCH_CSV,
  preview: previewBatchImport,
  commit: importBatches,
};

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
