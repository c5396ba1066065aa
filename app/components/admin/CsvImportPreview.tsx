import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { CsvPreviewShown } from "~/imports/csv-import.server";
import { CSV_IMPORT_LIMITS } from "~/imports/csv-limits";
import { FieldError, fieldA11y } from "./fields";
import { usePendingIntent } from "./usePending";

/*
 * The import of a list from a spreadsheet saved as CSV, as the admin pages show it: the upload
 * form, then the preview of the file with every row's problems, and the confirmation. Nothing
 * is written before the staff confirm, and a file with a problem in any row is not imported at
 * all: they correct the spreadsheet and upload it again, so a list is never half imported.
 * Plain forms: it works without JavaScript.
 */

const count = (value: number) => value.toLocaleString("en-US");

/** The names of a list's records in the messages. */
export interface RecordNames {
  /** "dealer" */
  one: string;
  /** "dealers" */
  many: string;
}

const recordsText = (value: number, names: RecordNames) =>
  `${count(value)} ${value === 1 ? names.one : names.many}`;

/** The upload form: a CSV file, sent for its preview. */
export function CsvUploadForm({
  idPrefix,
  names,
  templateHref,
  error,
}: {
  idPrefix: string;
  names: RecordNames;
  /** Where the example file is downloaded. */
  templateHref: string;
  error?: string;
}) {
  const sending = usePendingIntent("preview");
  const id = `${idPrefix}-file`;
  return (
    <Form method="post" encType="multipart/form-data" className="admin-panel admin-form">
      <input type="hidden" name="intent" value="preview" />
      <div className="field">
        <label htmlFor={id}>CSV file *</label>
        <input
          id={id}
          type="file"
          name="file"
          accept=".csv,text/csv"
          required
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          aria-invalid={fieldA11y(id, error)["aria-invalid"]}
        />
        <p className="field-hint" id={`${id}-hint`}>
          A spreadsheet saved as &quot;CSV UTF-8&quot;, its first row naming the columns, at most{" "}
          {count(CSV_IMPORT_LIMITS.maxRows)} rows and {CSV_IMPORT_LIMITS.maxBytes / 1024 / 1024} MB.{" "}
          <a href={templateHref} download>
            Download the template
          </a>{" "}
          to see the columns.
        </p>
        <FieldError id={id} message={error} />
      </div>
      <div className="inline-actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? "Reading..." : `Preview the ${names.many}`}
        </button>
      </div>
    </Form>
  );
}

/** A row of the file as a card: its line, the cells `shown` names (those filled in), `children`. */
function RowCard({
  row,
  shown,
  children,
}: {
  row: { line: number; cells: Readonly<Record<string, string>> };
  shown: readonly { field: string; label: string }[];
  children?: ReactNode;
}) {
  const filled = shown.filter(({ field }) => row.cells[field]);
  return (
    <li className={children ? "import-row import-row-problem" : "import-row"}>
      <h3>Line {row.line}</h3>
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

/**
 * What a file holds before it is imported: how many rows can be and how many cannot, the
 * columns it has that are not read, every row with problems (line, cells, each problem by
 * column), and when none has any, its first rows and the button that imports it.
 */
export function CsvImportPreview({
  preview,
  token,
  names,
  shown,
  cancelTo,
}: {
  preview: CsvPreviewShown;
  /** The file kept for its confirmation; null when it cannot be imported. */
  token: string | null;
  names: RecordNames;
  /** The cells a row's card shows, by field. */
  shown: readonly { field: string; label: string }[];
  /** Where Cancel goes: the list. */
  cancelTo: string;
}) {
  const importing = usePendingIntent("confirm");
  const rows = preview.valid + preview.withProblems;
  const moreProblems = preview.withProblems - preview.problemRows.length;
  return (
    <section className="admin-panel import-preview" aria-labelledby="import-preview-title">
      <h2 id="import-preview-title">Preview</h2>
      <p role="status">
        {`${count(rows)} ${rows === 1 ? "row" : "rows"} read: ${count(preview.valid)} ready to import, ${count(preview.withProblems)} with problems.`}
      </p>
      {preview.unknownColumns.length > 0 ? (
        <p className="alert alert-warning">
          Not read: the file&apos;s {preview.unknownColumns.length === 1 ? "column" : "columns"}{" "}
          {preview.unknownColumns.map((column) => `"${column}"`).join(", ")}{" "}
          {preview.unknownColumns.length === 1 ? "is not a column" : "are not columns"} of the{" "}
          {names.one} list. Check the spelling if it should be.
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
            {`Nothing was imported: ${preview.withProblems === 1 ? "1 row has problems" : `${count(preview.withProblems)} rows have problems`}. A file is imported only when every row is right: correct ${preview.withProblems === 1 ? "it" : "them"} in your spreadsheet and upload the file again.`}
          </p>
          <ol className="import-rows">
            {preview.problemRows.map((row) => (
              <RowCard key={row.line} row={row} shown={shown}>
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
      ) : (
        <>
          <p>
            Every row can be imported. The first{" "}
            {preview.firstValidRows.length === 1 ? "row" : "rows"}:
          </p>
          <ol className="import-rows">
            {preview.firstValidRows.map((row) => (
              <RowCard key={row.line} row={row} shown={shown} />
            ))}
          </ol>
        </>
      )}
      <div className="inline-actions">
        {token ? (
          <Form method="post">
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button" disabled={importing}>
              {importing ? "Importing..." : `Import ${recordsText(preview.valid, names)}`}
            </button>
          </Form>
        ) : null}
        <Link to={cancelTo} className="button button-outline">
          {token ? "Cancel" : `Back to the ${names.many}`}
        </Link>
      </div>
    </section>
  );
}
