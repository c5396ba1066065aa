import { data, Form, Link, redirect, useActionData } from "react-router";
import { adminRefusal, readAdminForm, unknownAction } from "~/admin/actions.server";
import { requireAdmin } from "~/auth/auth.server";
import {
  BATCH_CSV_COLUMNS,
  confirmBatchImport,
  previewBatchUpload,
  type BatchImportShown,
} from "~/batches/batch-import.server";
import { CODE_RUN_MAX } from "~/batches/batch-limits";
import { AdminMessages } from "~/components/admin/AdminMessages";
import { FieldError, fieldA11y } from "~/components/admin/fields";
import { csvFileOf, CSV_IMPORT_LIMITS } from "~/imports/csv-import.server";
import type { Route } from "./+types/admin.batches_.import";

const LIST = "/admin/batches";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, url });
  return {
    columns: BATCH_CSV_COLUMNS.map((column) => ({
      header: column.header,
      required: "required" in column && column.required,
    })),
    maxRows: CSV_IMPORT_LIMITS.maxRows,
    maxMegabytes: CSV_IMPORT_LIMITS.maxBytes / 1024 / 1024,
  };
}

type ImportAnswer = { error?: string; errors?: Record<string, string>; shown?: BatchImportShown };

/**
 * Preview: the file read and checked, nothing written, kept for its confirmation. Import: the
 * kept file checked again and written, every row or none (or its good rows, when asked), then
 * the list with a notice.
 */
export async function action({ request, url }: Route.ActionArgs) {
  await requireAdmin({ request, url });
  const read = await readAdminForm(request, { maxFiles: 1 });
  if (!read.ok) return adminRefusal(read);
  const form = read.value;
  const intent = form.get("intent");
  if (intent === "preview") {
    const file = await csvFileOf(form, "file");
    const shown = file.ok ? previewBatchUpload(file.value) : file;
    if (!shown.ok) return adminRefusal<ImportAnswer>(shown, { errors: shown.errors });
    return data<ImportAnswer>({ shown: shown.value });
  }
  if (intent === "import") {
    const token = form.get("token");
    const imported = confirmBatchImport(typeof token === "string" ? token : "", {
      skipRowsWithProblems: form.get("skip") === "yes",
    });
    if (!imported.ok) {
      return adminRefusal<ImportAnswer>(imported, {
        shown: "shown" in imported ? imported.shown : undefined,
      });
    }
    throw redirect(`${LIST}?notice=batch-imported`);
  }
  return unknownAction();
}

const count = (value: number) => value.toLocaleString("en-US");
const rows = (value: number) => `${count(value)} ${value === 1 ? "row" : "rows"}`;

/** What a row of the file says, in a line: its batch number, product and dates. */
function rowText(cells: Readonly<Record<string, string>>): string {
  const dates = [cells.manufacturedOn, cells.expiresOn].filter(Boolean).join(" to ");
  return [cells.batchNumber, cells.product, dates].filter(Boolean).join(" · ");
}

/** The preview of a file: its counts, the rows with problems, the first good rows, and Import. */
function Preview({ shown: { token, preview } }: { shown: BatchImportShown }) {
  const hidden = preview.withProblems - preview.problemRows.length;
  return (
    <section className="admin-panel" aria-labelledby="preview-title">
      <h2 id="preview-title">Preview: nothing is imported yet</h2>
      <p>
        {rows(preview.valid)} can be imported
        {preview.withProblems > 0
          ? `; ${rows(preview.withProblems)} ${preview.withProblems === 1 ? "has" : "have"} problems`
          : ""}
        .
      </p>
      {preview.unknownColumns.length > 0 ? (
        <p className="alert alert-warning">
          Not read: the columns {preview.unknownColumns.map((name) => `"${name}"`).join(", ")}.
        </p>
      ) : null}
      {preview.absentColumns.length > 0 ? (
        <p className="field-hint">
          The file has no {preview.absentColumns.map((name) => `"${name}"`).join(", ")} column:
          those fields are left empty.
        </p>
      ) : null}
      {preview.problemRows.length > 0 ? (
        <>
          <h3>Rows with problems</h3>
          <ol className="batch-import-rows">
            {preview.problemRows.map((row) => (
              <li key={row.line}>
                <strong>Line {row.line}</strong> <span dir="auto">{rowText(row.cells)}</span>
                <ul>
                  {row.problems.map((problem, index) => (
                    <li key={index}>
                      {problem.column ? <code>{problem.column}</code> : null}
                      {problem.column ? ": " : ""}
                      {problem.message}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          {hidden > 0 ? <p>And {rows(hidden)} more with problems.</p> : null}
        </>
      ) : null}
      {preview.firstValidRows.length > 0 ? (
        <>
          <h3>First rows to import</h3>
          <ol className="batch-import-rows">
            {preview.firstValidRows.map((row) => (
              <li key={row.line}>
                <strong>Line {row.line}</strong> <span dir="auto">{rowText(row.cells)}</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <Form method="post" className="inline-actions">
        <input type="hidden" name="intent" value="import" />
        <input type="hidden" name="token" value={token} />
        {preview.withProblems === 0 ? (
          <button type="submit" className="button">
            Import {count(preview.valid)} {preview.valid === 1 ? "batch" : "batches"}
          </button>
        ) : preview.valid > 0 ? (
          <button type="submit" name="skip" value="yes" className="button button-outline">
            Import the {rows(preview.valid)} without problems, leaving out{" "}
            {count(preview.withProblems)}
          </button>
        ) : null}
        <Link to={LIST} className="button button-outline">
          Cancel
        </Link>
      </Form>
    </section>
  );
}

export default function AdminBatchImport({ loaderData }: Route.ComponentProps) {
  const { columns, maxRows, maxMegabytes } = loaderData;
  const answer = useActionData<ImportAnswer>();
  const error = answer?.errors?.file;
  return (
    <>
      <div className="admin-title-row">
        <h1>Import batches</h1>
      </div>
      <AdminMessages error={answer?.error} />
      {answer?.shown ? <Preview shown={answer.shown} /> : null}
      <section className="admin-panel" aria-labelledby="import-file-title">
        <h2 id="import-file-title">
          {answer?.shown ? "Another file" : "A spreadsheet of batches"}
        </h2>
        <p>
          Save the spreadsheet as CSV UTF-8 (up to {count(maxRows)} rows, {maxMegabytes} MB). Its
          first row names the columns:{" "}
          {columns.map(({ header, required }, index) => (
            <span key={header}>
              {index > 0 ? ", " : ""}
              <code>{header}</code>
              {required ? " *" : ""}
            </span>
          ))}
          . The product is its name or its slug; dates are YYYY-MM-DD or DD/MM/YYYY;{" "}
          <code>recalled</code> is yes or no. You see every row&apos;s problems before anything is
          written, and then every row is imported or none. Pack codes are made on each batch&apos;s
          card afterwards, up to {count(CODE_RUN_MAX)} at a time.
        </p>
        <p className="inline-actions">
          <a href="/admin/batches/template.csv" className="button button-small button-outline">
            Download the template
          </a>
          <a href="/admin/batches/export.csv" className="button button-small button-outline">
            Download all batches
          </a>
        </p>
        <Form method="post" encType="multipart/form-data" className="admin-form">
          <input type="hidden" name="intent" value="preview" />
          <div className="field">
            <label htmlFor="import-file">CSV file *</label>
            <input
              id="import-file"
              type="file"
              name="file"
              accept=".csv,text/csv"
              required
              {...fieldA11y("import-file", error)}
            />
            <FieldError id="import-file" message={error} />
          </div>
          <div className="inline-actions">
            <button type="submit" className="button">
              Preview
            </button>
            <Link to={LIST} className="button button-outline">
              Back to batches
            </Link>
          </div>
        </Form>
      </section>
    </>
  );
}
