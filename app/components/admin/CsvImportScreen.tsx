import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { CsvImportAnswer } from "~/admin/csv-import-action.server";
import { LEAVE_OUT_ROWS_WITH_PROBLEMS } from "~/admin/form-fields";
import type { CsvColumn, CsvListFile, CsvPreviewShown } from "~/imports/csv-import.server";
import { CSV_IMPORT_LIMITS } from "~/imports/csv-limits";
import { AdminMessages } from "./AdminMessages";
import { FieldError, fieldA11y } from "./fields";
import { usePendingIntent } from "./usePending";

/*
 * The import of a list from a spreadsheet saved as CSV, as every admin list shows it: the upload
 * form, then the preview of the file with every row's problems, and the confirmation (the
 * action is app/admin/csv-import-action.server.ts). Nothing is written before the staff
 * confirm. A file whose rows are all right is imported whole; when rows have problems the
 * staff correct the spreadsheet and upload it again, or say in so many words that the rows
 * without problems are imported and the others left out. Plain forms: it works without
 * JavaScript.
 */

const count = (value: number) => value.toLocaleString("en-US");
const rowsText = (value: number) => `${count(value)} ${value === 1 ? "row" : "rows"}`;

/**
 * A row of the file as a card: its line, its cells of the columns with a label (those filled
 * in), `children`.
 */
function RowCard({
  row,
  columns,
  children,
}: {
  row: { line: number; cells: Readonly<Record<string, string>> };
  columns: readonly CsvColumn[];
  children?: ReactNode;
}) {
  const filled = columns.flatMap(({ field, label }) =>
    label && row.cells[field] ? [{ field, label }] : [],
  );
  return (
    <li className={children ? "import-row import-row-problem" : "import-row"}>
      <h4>Line {row.line}</h4>
      {filled.length > 0 ? (
        <dl className="import-row-cells">
          {filled.map(({ field, label }) => (
            <div key={field}>
              <dt>{label}</dt>
              <dd dir="auto">{row.cells[field]}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
    </li>
  );
}

/** What a list's import page shows of the list. */
interface CsvImportList {
  file: CsvListFile;
  /** The list: where Cancel goes; its template and export are beside it. */
  listHref: string;
}

/** What the staff can do with a file that has rows with problems. */
function problemsText({ valid, withProblems }: CsvPreviewShown): string {
  const them = withProblems === 1 ? "it" : "them";
  const rows =
    withProblems === 1 ? "1 row has problems" : `${count(withProblems)} rows have problems`;
  return valid > 0
    ? `Nothing was imported: ${rows}. Correct ${them} in your spreadsheet and upload the file again, or import the ${rowsText(valid)} without problems and leave ${them} out.`
    : `Nothing was imported: ${rows}, and no row can be imported as it is. Correct ${them} in your spreadsheet and upload the file again.`;
}

/**
 * What a file holds before it is imported: how many rows can be and how many cannot, the
 * columns it has that are not read and those it lacks, every row with problems (line, cells,
 * each problem by column), the first rows to import, and the button that imports them.
 */
function CsvImportPreview({
  preview,
  token,
  file,
  listHref,
}: CsvImportList & {
  preview: CsvPreviewShown;
  /** The file kept for its confirmation; null when no row can be imported. */
  token: string | null;
}) {
  const importing = usePendingIntent("confirm");
  const rows = preview.valid + preview.withProblems;
  const moreProblems = preview.withProblems - preview.problemRows.length;
  const records = `${count(preview.valid)} ${preview.valid === 1 ? file.one : file.many}`;
  return (
    <section className="admin-panel import-preview" aria-labelledby="import-preview-title">
      <h2 id="import-preview-title">Preview: nothing is imported yet</h2>
      <p role="status">
        {`${rowsText(rows)} read: ${count(preview.valid)} ready to import, ${count(preview.withProblems)} with problems.`}
      </p>
      {preview.unknownColumns.length > 0 ? (
        <p className="alert alert-warning">
          Not read: the file&apos;s {preview.unknownColumns.length === 1 ? "column" : "columns"}{" "}
          {preview.unknownColumns.map((column) => `"${column}"`).join(", ")}{" "}
          {preview.unknownColumns.length === 1 ? "is not a column" : "are not columns"} of the{" "}
          {file.one} list. Check the spelling if it should be.
        </p>
      ) : null}
      {preview.absentColumns.length > 0 ? (
        <p className="field-hint">
          Columns not in the file: {preview.absentColumns.map((column) => `"${column}"`).join(", ")}
          . The rows are imported without them.
        </p>
      ) : null}
      {preview.withProblems > 0 ? (
        <>
          <p className="alert alert-error" role="alert">
            {problemsText(preview)}
          </p>
          <h3>Rows with problems</h3>
          <ol className="import-rows">
            {preview.problemRows.map((row) => (
              <RowCard key={row.line} row={row} columns={file.columns}>
                <ul className="import-problems">
                  {row.problems.map((problem, index) => (
                    <li key={index}>
                      {problem.column ? <strong>{problem.column}: </strong> : null}
                      <span dir="auto">{problem.message}</span>
                    </li>
                  ))}
                </ul>
              </RowCard>
            ))}
          </ol>
          {moreProblems > 0 ? (
            <p className="field-hint">
              {`The first ${count(preview.problemRows.length)} rows with problems are shown; ${count(moreProblems)} more have problems too.`}
            </p>
          ) : null}
        </>
      ) : null}
      {preview.firstValidRows.length > 0 ? (
        <>
          <h3>
            {preview.valid > preview.firstValidRows.length
              ? `The first ${count(preview.firstValidRows.length)} rows to import`
              : "The rows to import"}
          </h3>
          <ol className="import-rows">
            {preview.firstValidRows.map((row) => (
              <RowCard key={row.line} row={row} columns={file.columns} />
            ))}
          </ol>
        </>
      ) : null}
      {token ? (
        <div className="inline-actions">
          <Form method="post">
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="token" value={token} />
            {preview.withProblems === 0 ? (
              <button type="submit" className="button" disabled={importing}>
                {importing ? "Importing..." : `Import ${records}`}
              </button>
            ) : (
              <button
                type="submit"
                name="rows"
                value={LEAVE_OUT_ROWS_WITH_PROBLEMS}
                className="button"
                disabled={importing}
              >
                {importing
                  ? "Importing..."
                  : `Import the ${rowsText(preview.valid)} without problems, leaving out ${count(preview.withProblems)}`}
              </button>
            )}
          </Form>
          <Link to={listHref} className="button button-outline">
            Cancel
          </Link>
        </div>
      ) : null}
    </section>
  );
}

/** The upload form: a CSV file, sent for its preview, with what the file must be. */
function CsvUploadForm({
  file,
  listHref,
  again,
  error,
  children,
}: {
  file: CsvListFile;
  listHref: string;
  /** A file was previewed already: this is the corrected one. */
  again: boolean;
  error?: string;
  children: ReactNode;
}) {
  const sending = usePendingIntent("preview");
  const id = `${file.many}-import-file`;
  return (
    <section className="admin-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{again ? "Another file" : `A spreadsheet of ${file.many}`}</h2>
      <p>
        Save the spreadsheet as &quot;CSV UTF-8&quot;, at most {count(CSV_IMPORT_LIMITS.maxRows)}{" "}
        rows and {CSV_IMPORT_LIMITS.maxBytes / 1024 / 1024} MB. Its first row names the columns (*
        required):{" "}
        {file.columns.map(({ header, required }, index) => (
          <span key={header}>
            {index > 0 ? ", " : ""}
            <code>{header}</code>
            {required ? " *" : ""}
          </span>
        ))}
        .
      </p>
      {children}
      <p>
        The preview shows every row&apos;s problems, and nothing is written until you confirm. A
        file whose rows are all right is imported whole, in one go. When rows have problems, correct
        them in the spreadsheet and upload it again, or import the other rows and leave those out.
      </p>
      <p className="inline-actions">
        <a
          href={`${listHref}/template.csv`}
          download
          className="button button-small button-outline"
        >
          Download the template
        </a>
        <a href={`${listHref}/export.csv`} download className="button button-small button-outline">
          Download all {file.many}
        </a>
      </p>
      <Form method="post" encType="multipart/form-data" className="admin-form">
        <input type="hidden" name="intent" value="preview" />
        <div className="field">
          <label htmlFor={id}>CSV file *</label>
          <input
            id={id}
            type="file"
            name="file"
            accept=".csv,text/csv"
            required
            {...fieldA11y(id, error)}
          />
          <FieldError id={id} message={error} />
        </div>
        <div className="inline-actions">
          <button type="submit" className="button" disabled={sending}>
            {sending ? "Reading..." : `Preview the ${file.many}`}
          </button>
        </div>
      </Form>
    </section>
  );
}

/**
 * A list's import page ("Import dealers"): the action's message, the preview of the file sent,
 * and the upload form with what the file must be (`children`: what the list's cells may hold).
 * Once a file can be imported whole, the choice is to import it or cancel.
 */
export function CsvImportScreen({
  answer,
  children,
  ...list
}: CsvImportList & { answer: CsvImportAnswer | undefined; children: ReactNode }) {
  const { file, listHref } = list;
  const { preview, token = null, error, errors } = answer ?? {};
  return (
    <>
      <div className="admin-title-row">
        <h1>Import {file.many}</h1>
        <Link to={listHref} className="button button-outline">
          Back to the {file.many}
        </Link>
      </div>
      <AdminMessages error={error} />
      {preview ? <CsvImportPreview preview={preview} token={token} {...list} /> : null}
      {token && preview?.withProblems === 0 ? null : (
        <CsvUploadForm
          file={file}
          listHref={listHref}
          again={preview !== undefined}
          error={errors?.file}
        >
          {children}
        </CsvUploadForm>
      )}
    </>
  );
}
