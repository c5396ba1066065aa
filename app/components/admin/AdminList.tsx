import { Form, Link, useActionData } from "react-router";
import type { ReactNode, RefObject } from "react";
import type { UploadFailure } from "~/admin/upload-action";
import { parseId } from "~/lib/ids";
import { AdminMessages } from "./AdminMessages";
import { ConfirmDeletePanel, DeleteForm } from "./DeleteForm";
import { UploadStatus } from "./UploadStatus";
import { LastChanged } from "./LastChanged";
import { useFormPanel } from "./useFormPanel";
import { usePendingIntent } from "./usePending";

/** What the actions of the admin list pages answer with, besides redirecting. */
export type AdminActionData = {
  error?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  confirmDelete?: { id: number; name: string } | null;
  /** With JavaScript, a save with files that did not get through (see uploadingClientAction). */
  uploadFailed?: UploadFailure;
};

/**
 * The state of a list page's inline form: open to add (?new=1), to edit (?edit=ID), or again
 * with the typed values after a refused save.
 */
export function useInlineForm<T extends { id: number }>(
  records: T[],
  editing: T | null,
  creating: boolean,
) {
  const result = useActionData<AdminActionData>();
  const values = result?.values;
  const formId = values ? parseId(values.id) : (editing?.id ?? null);
  return {
    result,
    errors: result?.errors ?? {},
    formOpen: creating || editing !== null || values !== undefined,
    formId,
    current: formId === null ? null : (records.find((record) => record.id === formId) ?? null),
    /** The typed value after a refused save, else the record's, else empty. */
    text: (field: string, saved: string | null | undefined) => values?.[field] ?? saved ?? "",
  };
}

/**
 * Everything a list page's inline form needs: its state (useInlineForm), the keyboard behaviour
 * of its panel (useFormPanel) and whether a save is on its way.
 */
export function useAdminListForm<T extends { id: number }>(
  records: T[],
  editing: T | null,
  creating: boolean,
  listPath: string,
) {
  const form = useInlineForm(records, editing, creating);
  const panel = useFormPanel({
    open: form.formOpen,
    listPath,
    formKey: form.formId ?? "new",
    result: form.result,
  });
  return { ...form, panel, saving: usePendingIntent("save") };
}

/**
 * The inline Add or Edit form of a list page: its panel and heading, the save intent and the
 * record's id, the fields (`children`), and Create or Update with Cancel. Posted as multipart
 * when it holds a file field; then, with JavaScript, the upload's progress shows beside the
 * button (UploadStatus).
 */
export function AdminFormPanel({
  idPrefix,
  what,
  formId,
  listPath,
  panel,
  saving,
  multipart = false,
  otherSubmits = false,
  before,
  children,
}: {
  idPrefix: string;
  /** The kind of record, capitalised: "Product". */
  what: string;
  formId: number | null;
  listPath: string;
  panel: RefObject<HTMLElement | null>;
  saving: boolean;
  multipart?: boolean;
  /**
   * The fields hold submit buttons of their own ("Add another row"): Enter in a field must
   * still save, and a browser presses the first submit button of a form.
   */
  otherSubmits?: boolean;
  /** Shown above the form, such as a warning that it cannot be saved yet. */
  before?: ReactNode;
  children: ReactNode;
}) {
  const failure = useActionData<AdminActionData>()?.uploadFailed;
  const button = formId ? `Update ${what}` : `Create ${what}`;
  return (
    <section className="admin-panel" aria-labelledby={`${idPrefix}-form-title`} ref={panel}>
      <h2 id={`${idPrefix}-form-title`}>{formId ? `Edit ${what}` : `Add ${what}`}</h2>
      {formId ? <LastChanged recordId={formId} /> : null}
      {before}
      <Form
        method="post"
        encType={multipart ? "multipart/form-data" : undefined}
        className="admin-form"
        key={formId ?? "new"}
      >
        <input type="hidden" name="intent" value="save" />
        {formId ? <input type="hidden" name="id" value={formId} /> : null}
        {otherSubmits ? (
          <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
            Save
          </button>
        ) : null}
        {children}
        {/* Stays at the bottom of the screen down a long form (CSS sticky, no JavaScript). */}
        <div className="inline-actions form-save-bar">
          <button
            type="submit"
            className="button"
            disabled={saving}
            // After an upload that did not get through, focus comes back here to retry.
            data-retry={failure ? "" : undefined}
          >
            {saving ? "Saving..." : button}
          </button>
          <Link to={listPath} className="button button-outline">
            Cancel
          </Link>
          {multipart ? (
            <UploadStatus idPrefix={idPrefix} saving={saving} failure={failure} button={button} />
          ) : null}
        </div>
      </Form>
    </section>
  );
}

/** Title with its count and Add button, the messages, and the no-JavaScript delete step. */
export function AdminListTop({
  title,
  count,
  addLabel,
  addTo = "?new=1",
  formOpen,
  result,
  describe,
  listPath,
  children,
}: {
  title: string;
  count?: number;
  addLabel?: string;
  /** Where the Add button goes: the list's view with `new=1` last (default `?new=1`). */
  addTo?: string;
  formOpen?: boolean;
  result: AdminActionData | undefined;
  /** How a record is named in its Delete's question: "Delete …?". */
  describe: (name: string) => string;
  listPath: string;
  children?: ReactNode;
}) {
  return (
    <>
      <div className="admin-title-row">
        <h1>
          {title}
          {count === undefined ? "" : ` (${count.toLocaleString("en-US")})`}
        </h1>
        {addLabel && !formOpen ? (
          <Link to={addTo} className="button">
            {addLabel}
          </Link>
        ) : null}
      </div>
      <AdminMessages error={result?.error} />
      {children}
      {result?.confirmDelete ? (
        <ConfirmDeletePanel
          id={result.confirmDelete.id}
          what={describe(result.confirmDelete.name)}
          cancelTo={listPath}
        />
      ) : null}
    </>
  );
}

/** How a record is named in the Delete button and its question: 'the gallery item "Field day"'. */
export function describeRecord(what: string, name: string): string {
  return `the ${what.toLowerCase()} "${name}"`;
}

/** What the fields of a list page's inline form are given: its state (useInlineForm). */
export type InlineForm<T extends { id: number }> = ReturnType<typeof useInlineForm<T>>;

export interface AdminListPageProps<T extends { id: number }> {
  title: string;
  /** The kind of record, capitalised: "Gallery Item". */
  what: string;
  idPrefix: string;
  count: number;
  /**
   * The records the form may be for. By default only the one being edited, read by its id: a
   * list in pages need not show it.
   */
  records?: T[];
  editing: T | null;
  creating: boolean;
  /** The view the form goes back to. */
  listPath: string;
  /** Where Add goes: the view with `new=1` last (default `?new=1`). */
  addTo?: string;
  /** Shown under the messages, such as the files the last save left out. */
  notice?: ReactNode;
  /** Shown between the title and the form: what the list is for. */
  intro?: ReactNode;
  /** How a record is named when its deletion is confirmed (default: describeRecord). */
  describe?: (name: string) => string;
  multipart?: boolean;
  otherSubmits?: boolean;
  /** Shown above the form, such as a warning that it cannot be saved yet. */
  formBefore?: ReactNode;
  fields: (form: InlineForm<T>) => ReactNode;
  children: ReactNode;
}

/**
 * An admin list page: the title with its count and Add, the messages and the no-JavaScript
 * delete step, the inline Add or Edit form with the fields `fields` gives, and below, the list
 * (`children`).
 */
export function AdminListPage<T extends { id: number }>({
  title,
  what,
  idPrefix,
  count,
  records,
  editing,
  creating,
  listPath,
  addTo,
  notice,
  intro,
  describe = (name) => describeRecord(what, name),
  multipart,
  otherSubmits,
  formBefore,
  fields,
  children,
}: AdminListPageProps<T>) {
  const { panel, saving, ...form } = useAdminListForm(
    records ?? (editing ? [editing] : []),
    editing,
    creating,
    listPath,
  );
  return (
    <>
      <AdminListTop
        title={title}
        count={count}
        addLabel={`Add ${what}`}
        addTo={addTo}
        formOpen={form.formOpen}
        result={form.result}
        describe={describe}
        listPath={listPath}
      >
        {notice}
      </AdminListTop>
      {intro}
      {form.formOpen ? (
        <AdminFormPanel
          idPrefix={idPrefix}
          what={what}
          formId={form.formId}
          listPath={listPath}
          panel={panel}
          saving={saving}
          multipart={multipart}
          otherSubmits={otherSubmits}
          before={formBefore}
        >
          {fields(form)}
        </AdminFormPanel>
      ) : null}
      {children}
    </>
  );
}

export interface AdminTableProps<T extends { id: number }> {
  /** The headings of the columns before Actions. */
  columns: readonly string[];
  rows: readonly T[];
  /** The kind of record, capitalised: "Product". */
  what: string;
  /** A row's name, as its Delete says it. */
  nameOf: (row: T) => string;
  /** Where a row's Edit goes (default `?edit={id}`). */
  editTo?: (row: T) => string;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** A row's cells before its Edit and Delete. */
  children: (row: T) => ReactNode;
}

/** The table of a list page: a row a record, its cells, then its Edit and Delete. */
export function AdminTable<T extends { id: number }>({
  columns,
  rows,
  what,
  nameOf,
  editTo,
  empty,
  children,
}: AdminTableProps<T>) {
  if (rows.length === 0) return empty;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {children(row)}
              <td className="cell-actions">
                <RowActions
                  id={row.id}
                  what={describeRecord(what, nameOf(row))}
                  editTo={editTo?.(row)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Edit and Delete of one row. */
export function RowActions({
  id,
  what,
  editTo = `?edit=${id}`,
  children,
}: {
  id: number;
  what: string;
  /** Where Edit goes: the list's view with `edit={id}` last (default `?edit={id}`). */
  editTo?: string;
  children?: ReactNode;
}) {
  return (
    <div className="inline-actions">
      {children}
      <Link to={editTo} className="button button-small button-outline">
        Edit
      </Link>
      <DeleteForm id={id} what={what} />
    </div>
  );
}
