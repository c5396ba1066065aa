import { CsvError, parse } from "csv-parse/sync";
import type { z } from "zod";
import { db, WRITE_TRANSACTION } from "~/db/db.server";
import { recordChange, type Actor } from "~/trail/trail.server";
import { TRAIL_KIND_NAMES, type TrailKind } from "~/trail/trail-query";
import { csvFieldValue, toCsv } from "~/lib/csv";
import { ok, refuse, tooLarge, type Refusal, type Result } from "~/lib/result";
import { topFieldErrorsOf, type FieldErrors } from "~/lib/validation";
import { CSV_IMPORT_LIMITS } from "./csv-limits";

/*
 * Records imported from a spreadsheet saved as CSV, for any list the staff keep in one: the file
 * read (UTF-8, with or without a byte order mark, CRLF or LF, quoted fields), its header row
 * matched to the columns a list has, each row validated by the list's own schema (the one its
 * admin form uses) into a value or its problems, and a writer that writes the valid rows in one
 * transaction: every row, or none while rows have problems unless the staff chose to leave
 * exactly those out. What a list is (its columns, schema, duplicate key and checks against
 * what is stored) is the caller's; nothing here knows one. The format is the one toImportCsv
 * writes, so an export reads back as it was.
 */

export { CSV_IMPORT_LIMITS };

/** One column of a list's file. */
export interface CsvColumn {
  /** The field the list's schema reads. */
  field: string;
  /** The column's name in the header row, as the export writes it ("shop_name"). */
  header: string;
  /** A file without this column is refused: no row could be right. */
  required?: boolean;
  /** The cell's name on a row's card in an import's preview ("Shop"); without one, not shown. */
  label?: string;
}

export interface CsvImportSpec<T> {
  columns: readonly CsvColumn[];
  /** Reads one row's cells, by field (a column the file lacks is left out), into a record. */
  schema: z.ZodType<T>;
  /** What two rows of one file may not share, and the field to name when they do. */
  duplicate?: { field: string; keyOf: (value: T) => string };
  /**
   * What the stored records say of a valid row, by field: a record it would repeat, a name
   * nothing has. Null when it may be written. Run again, inside the write's transaction, on
   * confirming.
   */
  checkStored?: (value: T) => FieldErrors | null;
}

/** A list's file as pages and the API describe it: its columns and what a row is called. */
export interface CsvListFile {
  columns: readonly CsvColumn[];
  /** A row's record in messages: "dealer". */
  one: string;
  /** "dealers" */
  many: string;
}

/**
 * A list the staff import from a spreadsheet, as the admin pages and the API take it: its file,
 * the kind its files waiting for confirmation are kept under, the preview (nothing written)
 * and the import (commitCsvImport with the list's rules and writer).
 */
export interface CsvListImport<T> {
  kind: string;
  file: CsvListFile;
  preview: (file: Uint8Array | string) => Result<CsvImportPreview<T>>;
  commit: (
    file: Uint8Array | string,
    leaveOut?: readonly number[],
    by?: Actor,
  ) => CsvImportResult<T, CsvImported<T>>;
}

/** What is wrong with a row: in which column (as the file names it; null for the row). */
export interface CsvProblem {
  column: string | null;
  message: string;
}

export interface CsvRow<T> {
  /** The line of the file the row starts on, the header being line 1. */
  line: number;
  /** The row's cells by field, as the spreadsheet shows them, trimmed. */
  cells: Readonly<Record<string, string>>;
  /** The record, when the row has no problems. */
  value: T | null;
  problems: CsvProblem[];
}

export interface CsvImportPreview<T> {
  /** Every row with a cell filled in, in the file's order. */
  rows: CsvRow<T>[];
  /** Columns the file has that the list does not: their cells are not read. */
  unknownColumns: string[];
  /** Optional columns the file leaves out: imported rows leave those fields empty. */
  absentColumns: string[];
  valid: number;
  withProblems: number;
}

/** Why an import was refused: the preview when it was the rows' problems. */
export type CsvImportRefusal<T> = Refusal & { preview?: CsvImportPreview<T> };

export type CsvImportResult<T, W> = { ok: true; value: W } | CsvImportRefusal<T>;

const count = (value: number) => value.toLocaleString("en-US");

const TOO_LARGE = tooLarge(
  CSV_IMPORT_LIMITS.maxBytes,
  `The file is larger than ${CSV_IMPORT_LIMITS.maxBytes / 1024 / 1024} MB. Split it into smaller files and import each.`,
);

const NOT_UTF8 =
  'The file is not UTF-8 text. In Excel, save it with "Save As" and the type "CSV UTF-8 (Comma delimited)"; in LibreOffice, choose the character set "Unicode (UTF-8)".';

/**
 * The file's text: UTF-8, its byte order mark dropped; anything else, or a file too large, is
 * refused. What a previewed file is kept as until it is confirmed.
 */
export function decodeCsvFile(file: Uint8Array | string): Result<string> {
  const bytes = typeof file === "string" ? Buffer.byteLength(file) : file.byteLength;
  if (bytes > CSV_IMPORT_LIMITS.maxBytes) return TOO_LARGE;
  if (typeof file === "string") return ok(file.replace(/^\uFEFF/, ""));
  try {
    // fatal: bytes that are no UTF-8 (a file saved as ANSI or UTF-16) are refused, never guessed.
    return ok(new TextDecoder("utf-8", { fatal: true }).decode(file));
  } catch {
    return refuse(400, NOT_UTF8);
  }
}

/** A header as it is matched: "Shop name", "shop_name" and "ShopName" are one column. */
const headerKey = (header: string) =>
  header
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s_-]+/g, "");

/** Digits (Western, Urdu or Arabic) with what numbers and phone numbers are written with. */
const NUMBER_OR_PHONE =
  /^[\s().\-/]*[\d\u0660-\u0669\u06F0-\u06F9][\d\u0660-\u0669\u06F0-\u06F9\s().\-/]*$/u;

/**
 * Whether a cell would be a formula in a spreadsheet: "=" first, or "+", "-" or "@" followed by
 * something that is not a number or a phone number ("+92 300 1234567" and "-31.5" are text).
 */
export function looksLikeFormula(cell: string): boolean {
  if (cell.startsWith("=")) return true;
  if (!/^[+\-@]/.test(cell)) return false;
  const rest = cell.slice(1);
  return rest !== "" && !NUMBER_OR_PHONE.test(rest);
}

/** A record as csv-parse gives it with `info: true`, which its typings leave out. */
type RecordWithInfo = { record: string[]; info: { lines: number } };

function parseRecords(text: string): Result<{ line: number; cells: string[] }[]> {
  let records: RecordWithInfo[];
  try {
    records = parse(text, {
      info: true,
      // Rows of another length are read, and said to be wrong, rather than refusing the file.
      relax_column_count: true,
      // A stray quote inside a field ("12" pipe) is kept as text.
      relax_quotes: true,
    }) as unknown as RecordWithInfo[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = "lines" in error && typeof error.lines === "number" ? error.lines : null;
    const where = line === null ? "" : ` on line ${line}`;
    return refuse(
      400,
      error.code === "CSV_QUOTE_NOT_CLOSED"
        ? `The file could not be read: a quote opened${where} is never closed.`
        : `The file could not be read as CSV${where}.`,
    );
  }
  // Empty lines are records too, so each record starts on the line after the one before ended.
  let ended = 0;
  return ok(
    records.map(({ record, info }) => {
      const line = ended + 1;
      ended = info.lines;
      return { line, cells: record.map((cell) => csvFieldValue(cell).trim()) };
    }),
  );
}

type HeaderMatch = {
  /** For each cell position, the column it fills, or null. */
  byPosition: (CsvColumn | null)[];
  /** The header each field's column has in the file. */
  headerOf: Map<string, string>;
  unknownColumns: string[];
  absentColumns: string[];
};

function matchHeader(header: string[], columns: readonly CsvColumn[]): Result<HeaderMatch> {
  const byKey = new Map<string, CsvColumn>();
  for (const column of columns) {
    byKey.set(headerKey(column.header), column);
    byKey.set(headerKey(column.field), column);
  }
  const headerOf = new Map<string, string>();
  const unknownColumns: string[] = [];
  const byPosition: (CsvColumn | null)[] = [];
  for (const name of header) {
    const column = name === "" ? undefined : byKey.get(headerKey(name));
    if (name !== "" && !column) unknownColumns.push(name);
    const earlier = column && headerOf.get(column.field);
    if (earlier !== undefined) {
      return refuse(
        400,
        earlier === name
          ? `The header row has the column "${name}" twice.`
          : `The header row has the same column twice: "${earlier}" and "${name}".`,
      );
    }
    if (column) headerOf.set(column.field, name);
    byPosition.push(column ?? null);
  }
  const missing = columns.filter((column) => column.required && !headerOf.has(column.field));
  if (missing.length > 0) {
    const names = missing.map((column) => `"${column.header}"`).join(", ");
    return refuse(
      400,
      `The header row lacks ${missing.length === 1 ? "the column" : "the columns"} ${names}. The first row of the file must name the columns; download the template to see them.`,
    );
  }
  return ok({
    byPosition,
    headerOf,
    unknownColumns,
    absentColumns: columns
      .filter((column) => !headerOf.has(column.field))
      .map((column) => column.header),
  });
}

/**
 * Reads a file and checks every row, writing nothing: the preview the staff see before they
 * confirm. A file that cannot be imported at all (too large, too many rows, not UTF-8, not CSV,
 * a required column missing, no rows) is refused with why.
 */
export function readCsvImport<T>(
  file: Uint8Array | string,
  spec: CsvImportSpec<T>,
): Result<CsvImportPreview<T>> {
  const text = decodeCsvFile(file);
  if (!text.ok) return text;
  const parsed = parseRecords(text.value);
  if (!parsed.ok) return parsed;
  const [header, ...records] = parsed.value;
  if (!header || header.cells.every((cell) => cell === "")) {
    return refuse(400, "The file is empty: its first row must name the columns.");
  }
  const match = matchHeader(header.cells, spec.columns);
  if (!match.ok) return match;
  const filled = records.filter(({ cells }) => cells.some((cell) => cell !== ""));
  if (filled.length === 0) return refuse(400, "The file has no rows below its header row.");
  if (filled.length > CSV_IMPORT_LIMITS.maxRows) {
    return refuse(
      413,
      `The file has ${count(filled.length)} rows; at most ${count(CSV_IMPORT_LIMITS.maxRows)} can be imported at once. Split it into smaller files.`,
    );
  }
  const { byPosition, headerOf } = match.value;
  const columnName = (field: string) =>
    headerOf.get(field) ?? spec.columns.find((column) => column.field === field)?.header ?? null;
  const firstLineOf = new Map<string, number>();
  const rows = filled.map(({ line, cells }): CsvRow<T> => {
    const byField: Record<string, string> = {};
    const problems: CsvProblem[] = [];
    cells.forEach((cell, position) => {
      const column = byPosition[position];
      if (column) byField[column.field] = cell;
      if (column && looksLikeFormula(cell)) {
        problems.push({
          column: columnName(column.field),
          message: `"${cell}" looks like a spreadsheet formula; type the value itself.`,
        });
      }
    });
    if (cells.length > header.cells.length && cells.slice(header.cells.length).some(Boolean)) {
      problems.push({
        column: null,
        message: `This row has ${cells.length} cells but the header row names ${header.cells.length} columns: a comma may be missing quotes.`,
      });
    }
    const parsedRow = spec.schema.safeParse(byField);
    const fieldProblems = (errors: FieldErrors) => {
      for (const [field, message] of Object.entries(errors)) {
        const column = field === "form" ? null : columnName(field);
        if (!problems.some((problem) => problem.column === column && column !== null)) {
          problems.push({ column, message });
        }
      }
    };
    if (!parsedRow.success) fieldProblems(topFieldErrorsOf(parsedRow.error));
    else if (problems.length === 0) {
      const value = parsedRow.data;
      if (spec.duplicate) {
        const key = spec.duplicate.keyOf(value);
        const first = firstLineOf.get(key);
        if (first === undefined) firstLineOf.set(key, line);
        else {
          problems.push({
            column: columnName(spec.duplicate.field),
            message: `The same as line ${first}: a row may be in the file once.`,
          });
        }
      }
      const stored = spec.checkStored?.(value);
      if (stored) fieldProblems(stored);
      if (problems.length === 0) return { line, cells: byField, value, problems };
    }
    return { line, cells: byField, value: null, problems };
  });
  const valid = rows.filter((row) => row.value !== null).length;
  return ok({
    rows,
    unknownColumns: match.value.unknownColumns,
    absentColumns: match.value.absentColumns,
    valid,
    withProblems: rows.length - valid,
  });
}

/** A preview as a page shows it: the counts, the rows with problems and the first good rows. */
export interface CsvPreviewShown {
  valid: number;
  withProblems: number;
  unknownColumns: string[];
  absentColumns: string[];
  /** The rows with problems, at most `problemRows` of them, in the file's order. */
  problemRows: Pick<CsvRow<unknown>, "line" | "cells" | "problems">[];
  /** The first good rows, to see that the columns were read as meant. */
  firstValidRows: Pick<CsvRow<unknown>, "line" | "cells">[];
}

/**
 * What a page shows of a preview: every count, and of a large file's rows only what a phone can
 * show: the first `problemRows` rows with problems (the count says how many more) and the
 * first `validRows` good ones.
 */
export function shownPreview<T>(
  preview: CsvImportPreview<T>,
  limits: { problemRows: number; validRows: number } = { problemRows: 500, validRows: 5 },
): CsvPreviewShown {
  const problemRows = preview.rows.filter((row) => row.problems.length > 0);
  const validRows = preview.rows.filter((row) => row.problems.length === 0);
  return {
    valid: preview.valid,
    withProblems: preview.withProblems,
    unknownColumns: preview.unknownColumns,
    absentColumns: preview.absentColumns,
    problemRows: problemRows
      .slice(0, limits.problemRows)
      .map(({ line, cells, problems }) => ({ line, cells, problems })),
    firstValidRows: validRows
      .slice(0, limits.validRows)
      .map(({ line, cells }) => ({ line, cells })),
  };
}

/** Thrown inside the write's transaction to undo it when the writer refuses. */
class WriteRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

export interface CsvImported<T = unknown> {
  written: number;
  /** Rows with problems left out, as the staff chose. */
  leftOut: number;
  /** The file as it was read when it was written. */
  preview: CsvImportPreview<T>;
}

/** The lines of a preview's rows with problems, in the file's order. */
export const problemLinesOf = (preview: CsvImportPreview<unknown>): number[] =>
  preview.rows.filter((row) => row.problems.length > 0).map((row) => row.line);

const sameLines = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((line, index) => line === b[index]);

/** The refusal of a file whose rows with problems are not the ones the staff chose to leave out. */
function rowsRefused<T>(
  preview: CsvImportPreview<T>,
  leaveOut: readonly number[],
): CsvImportRefusal<T> {
  if (leaveOut.length > 0) {
    return {
      ...refuse(
        409,
        "The rows with problems are not the ones the preview showed: the list changed meanwhile. Nothing was imported; check the new preview.",
      ),
      preview,
    };
  }
  const rows =
    preview.withProblems === 1 ? "1 row has" : `${count(preview.withProblems)} rows have`;
  return {
    ...refuse(
      400,
      `${rows} problems: nothing was imported. Correct them and import the file again.`,
    ),
    preview,
  };
}

/**
 * Reads the file again, checks every row against what is stored now, and writes the valid rows
 * with `write`, all in one transaction. Rows with problems refuse the whole file (with the new
 * preview) unless they are exactly the rows of `leaveOut`: the lines the staff saw with
 * problems and chose to leave out, so nothing is written that they did not confirm. A refusal
 * from `write`, or an error it throws, undoes everything it wrote. The import is recorded in
 * the trail as one change of `kind` by `by`.
 */
export function commitCsvImport<T>(
  file: Uint8Array | string,
  spec: CsvImportSpec<T>,
  options: {
    write: (values: T[]) => Result<unknown> | void;
    leaveOut?: readonly number[];
    /** The kind of record it writes, as the trail names it; left out, it is not recorded. */
    kind?: TrailKind;
    by?: Actor;
  },
): CsvImportResult<T, CsvImported<T>> {
  const leaveOut = options.leaveOut ?? [];
  try {
    return db().transaction((): CsvImportResult<T, CsvImported<T>> => {
      const read = readCsvImport(file, spec);
      if (!read.ok) return read;
      const preview = read.value;
      if (!sameLines(problemLinesOf(preview), leaveOut)) return rowsRefused(preview, leaveOut);
      if (preview.valid === 0) {
        return { ...refuse(400, "No row can be imported: nothing was imported."), preview };
      }
      const values = preview.rows.flatMap((row) => (row.value === null ? [] : [row.value]));
      const written = options.write(values);
      if (written && !written.ok) throw new WriteRefused(written);
      if (options.kind) recordImport(options.by, options.kind, values.length, preview.withProblems);
      return ok({ written: values.length, leftOut: preview.withProblems, preview });
    }, WRITE_TRANSACTION);
  } catch (error) {
    if (error instanceof WriteRefused) return error.refusal;
    throw error;
  }
}

/** Records an import of `written` records of `kind` by `by`, `leftOut` rows left out. */
function recordImport(by: Actor | undefined, kind: TrailKind, written: number, leftOut: number) {
  const { one, many } = TRAIL_KIND_NAMES[kind];
  recordChange(by, {
    kind,
    recordId: null,
    recordName: `${written} ${written === 1 ? one : many.toLowerCase()}`,
    action: "import",
    changes: {
      imported: { to: String(written) },
      ...(leftOut > 0 ? { leftOut: { to: String(leftOut) } } : {}),
    },
  });
}

/**
 * A list as a file the import reads back: the columns' headers, then each record's cells by
 * field (a field not given is empty), formula-like cells neutralised as every export does.
 */
export function toImportCsv(
  columns: readonly CsvColumn[],
  records: readonly Readonly<Record<string, string | null | undefined>>[],
): string {
  return toCsv(
    columns.map((column) => column.header),
    records.map((record) => columns.map((column) => record[column.field] ?? "")),
  );
}

/**
 * The CSV file a form sent in `field`: refused when none was chosen (400) or it is larger than
 * an import may be (413).
 */
export async function csvFileOf(form: FormData, field: string): Promise<Result<Uint8Array>> {
  const file = form.get(field);
  if (!(file instanceof File) || (file.size === 0 && file.name === "")) {
    return refuse(400, "Choose a CSV file to import.", { [field]: "Choose a CSV file." });
  }
  if (file.size > CSV_IMPORT_LIMITS.maxBytes) return TOO_LARGE;
  return ok(new Uint8Array(await file.arrayBuffer()));
}
