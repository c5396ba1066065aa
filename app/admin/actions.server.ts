import { data, redirect } from "react-router";
import { z } from "zod";
import { alreadySaved, saveOnce, SUBMISSION_FIELD } from "~/admin/submissions.server";
import { actorOf, requireAdmin, type PageArgs } from "~/auth/auth.server";
import type { Actor } from "~/trail/trail.server";
import { setSessionFlash, takeSessionFlash, type AdminSession } from "~/auth/sessions.server";
import { findTrashEntry } from "~/db/trash.server";
import type { TrashKind } from "~/db/trash-kinds";
import { parseUploadForm, type LargerFiles } from "~/images/uploads.server";
import { readSmallFormData } from "~/lib/request.server";
import { parseId } from "~/lib/ids";
import type { Refusal, Result } from "~/lib/result";
import { textFieldsOf } from "~/lib/validation";
import { DELETE_CONFIRMED } from "./form-fields";
import { withTrashed } from "./trash-links";
import { log } from "~/lib/log.server";

/**
 * What an admin form may carry: `maxFiles` image files and, with `largerFiles`, a larger file
 * in each field it names (see parseUploadForm); or, with `maxBytes`, no files and at most that
 * many bytes.
 */
export type AdminFormLimit = { maxFiles: number; largerFiles?: LargerFiles } | { maxBytes: number };

/**
 * Reads an admin form: with `maxFiles`, one that may carry files (a file over its size limit is
 * skipped, and the save says so); with `maxBytes`, a form without files of at most that size.
 * A body too large (413) or not a form (415) is a refusal the page shows.
 */
export function readAdminForm(request: Request, limit: AdminFormLimit): Promise<Result<FormData>> {
  return "maxFiles" in limit
    ? parseUploadForm(request, limit.maxFiles, "skip", limit.largerFiles)
    : readSmallFormData(request, limit.maxBytes);
}

/**
 * A refusal as an admin page's answer, the one way the admin shows one: its message above the
 * form and `shown`, what else the form shows again (field errors, what was typed), with the
 * refusal's status and, when throttled, its Retry-After.
 */
export function adminRefusal<Shown extends object = object>(refusal: Refusal, shown?: Shown) {
  const { status, message, retryAfterSeconds } = refusal;
  return data(
    { error: message, ...(shown as Shown) },
    {
      status,
      headers:
        retryAfterSeconds === undefined ? undefined : { "Retry-After": String(retryAfterSeconds) },
    },
  );
}

/**
 * The Save action of an admin form. A refusal answers with the form as typed, its message and
 * field errors; an unexpected failure is logged and answered the same way with `failedMessage`,
 * so nothing typed is lost; a saved record goes on to `saved` (a redirect with a notice, or an
 * answer of its own).
 */
async function saveStep<T, Saved>({
  fields,
  what,
  failedMessage,
  save,
  saved,
}: {
  fields: Record<string, string>;
  what: string;
  failedMessage: string;
  save: () => Result<T> | Promise<Result<T>>;
  saved: (value: T) => Saved;
}) {
  try {
    const result = await save();
    if (!result.ok) return adminRefusal(result, { errors: result.errors ?? {}, values: fields });
    return saved(result.value);
  } catch (error) {
    if (error instanceof Response) throw error;
    log().error({ event: "admin-save", err: error }, `Saving a ${what} failed`);
    return data({ error: failedMessage, errors: {}, values: fields }, { status: 500 });
  }
}

/**
 * The Delete action of an admin list. Without the `confirmed` field (no JavaScript, so no
 * confirm() dialog) it answers with a confirmation step naming the record; with it, it deletes
 * and redirects to the list with a notice, or explains why the deletion was refused. A record
 * of `trashKind` went to the trash: the notice's Undo names its entry.
 */
export async function deleteStep({
  fields,
  id,
  what,
  nameOf,
  remove,
  redirectTo,
  trashKind,
}: {
  fields: Record<string, string>;
  id: number;
  what: string;
  nameOf: (id: number) => string | undefined;
  remove: (id: number) => Result<unknown> | Promise<Result<unknown>>;
  redirectTo: string;
  trashKind?: TrashKind;
}) {
  if (fields.confirmed !== DELETE_CONFIRMED) {
    const name = nameOf(id);
    return data({ confirmDelete: name === undefined ? null : { id, name } });
  }
  const result = await remove(id);
  if (!result.ok) {
    return adminRefusal({ ...result, message: `Failed to delete ${what}: ${result.message}` });
  }
  const trashed = trashKind && findTrashEntry(trashKind, id);
  throw redirect(trashed ? withTrashed(redirectTo, trashed.id) : redirectTo);
}

/**
 * The answer to a form's "Add another row" submit (a button named `addRow`, used without
 * JavaScript), or another step that changes the form without saving it (`step` says what,
 * such as "an image is moved"): the form back as typed, with `addRow` telling it to show one
 * more blank row. Nothing is saved. A browser cannot put a chosen file back into a form, so
 * each file field that had one says to choose it again.
 */
function addRowStep(fields: Record<string, string>, formData: FormData, step = "a row is added") {
  const errors: Record<string, string> = {};
  for (const [name, value] of formData.entries()) {
    if (typeof value !== "string" && value.size > 0) {
      errors[name] = `Please choose the file again: it is not kept when ${step}.`;
    }
  }
  return data({ errors, values: fields });
}

/** A list address with a notice added to its query. */
export function withNotice(path: string, notice: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}notice=${notice}`;
}

/** A list address with the edit form of a record open. */
function withEdit(path: string, id: number): string {
  const [base = path, search = ""] = path.split("?");
  const query = new URLSearchParams(search);
  query.set("edit", String(id));
  return `${base}?${query}`;
}

/**
 * The files a save left out, said on the saved record's edit form (the list page `path`,
 * `?edit={id}`). They travel in the admin's session, never in the address, which anyone can
 * write and send as a link.
 */
const leftOutFlash = z.object({
  leftOut: z.object({ path: z.string(), id: z.number(), messages: z.array(z.string()) }),
});

function keepLeftOut(session: AdminSession, path: string, id: number, messages: string[]): void {
  const flash: z.infer<typeof leftOutFlash> = { leftOut: { path, id, messages } };
  setSessionFlash(session.token, JSON.stringify(flash));
}

/**
 * The messages of the files the last save left out, for the list page at `page` with the
 * record `editingId` open, once; none for any other page or record, or when read before.
 * `page` is the page's address as the router gives it to the loader (`url`): the request of a
 * client-side navigation is for the page's data, at another address (`/admin/gallery.data`).
 */
export function takeLeftOut(
  session: AdminSession,
  page: URL,
  editingId: number | undefined,
): string[] {
  const taken = takeSessionFlash(session.token);
  if (taken === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(taken);
  } catch {
    return [];
  }
  const flash = leftOutFlash.safeParse(parsed);
  if (!flash.success) return [];
  const { path, id, messages } = flash.data.leftOut;
  return path === page.pathname && id === editingId ? messages : [];
}

/** What a save or deletion did, as the notices name it. */
export type ListChange = "created" | "updated" | "deleted";

/**
 * The action of an admin list page (categories, products, gallery, crops): a signed-in admin,
 * the form read within `limit`, then the Delete of a listed record (intent=delete, see
 * deleteStep), another blank row for a form with rows (see addRowStep) or the Save of its form
 * (intent=save, see saveStep). A saved record goes back to the list with the notice
 * `{notice}-created` or `{notice}-updated`; one saved with some of its files left out (see
 * `leftOutOf`) goes to its edit form instead, which names them once (see takeLeftOut), so the
 * admin can choose them again.
 */
export async function listPageAction<T>(
  page: PageArgs,
  options: {
    limit: AdminFormLimit;
    /** The kind of record in messages: "gallery item". */
    what: string;
    /** The trash its records go to when deleted. */
    trashKind: TrashKind;
    /** Where the list is, or where to go back to after each kind of change (a list's view). */
    listPath: string | ((change: ListChange) => string);
    notice: string;
    failedMessage: string;
    nameOf: (id: number) => string | undefined;
    /** Deletes a record, `by` the signed-in person. */
    remove: (id: number, by: Actor) => Result<unknown> | Promise<Result<unknown>>;
    /** Saves the form, `by` the signed-in person. */
    save: (form: {
      fields: Record<string, string>;
      id: number | null;
      formData: FormData;
      by: Actor;
    }) => Result<T> | Promise<Result<T>>;
    /** The saved record's id and the messages of the files its save left out. */
    leftOutOf?: (value: T) => { id: number; leftOut: string[] };
    /**
     * The form as typed, shown back after a refused save or a step: by default its text
     * fields, the first value of each name (a form with repeated fields says how to keep them).
     */
    typedValues?: (formData: FormData, fields: Record<string, string>) => Record<string, string>;
    /**
     * A submit of the form that changes it without saving (used without JavaScript, like "Add
     * another row"): the form's values after the change and what the step was, or null when
     * the post is a save.
     */
    formStep?: (
      typed: Record<string, string>,
      fields: Record<string, string>,
    ) => { values: Record<string, string>; step: string } | null;
  },
) {
  const { request } = page;
  const session = await requireAdmin(page);
  const by = actorOf(session, request);
  const read = await readAdminForm(request, options.limit);
  if (!read.ok) return adminRefusal(read);
  const formData = read.value;
  const fields = textFieldsOf(formData);
  const id = parseId(fields.id);
  const { what, notice } = options;
  const viewPath = (change: ListChange) =>
    typeof options.listPath === "string" ? options.listPath : options.listPath(change);
  const listPath = (change: ListChange) => withNotice(viewPath(change), `${notice}-${change}`);
  if (fields.intent === "delete" && id !== null) {
    return deleteStep({
      fields,
      id,
      what,
      nameOf: options.nameOf,
      remove: (recordId) => options.remove(recordId, by),
      redirectTo: listPath("deleted"),
      trashKind: options.trashKind,
    });
  }
  const typed = options.typedValues?.(formData, fields) ?? fields;
  if (fields.intent === "save" && fields.addRow) return addRowStep(typed, formData);
  const step = fields.intent === "save" ? options.formStep?.(typed, fields) : null;
  if (step) return addRowStep(step.values, formData, step.step);
  // The same new record sent again (a retried upload whose answer was lost): already created.
  const submission = id === null ? fields[SUBMISSION_FIELD] : undefined;
  if (fields.intent === "save" && alreadySaved(submission)) throw redirect(listPath("created"));
  if (fields.intent === "save") {
    return saveStep({
      fields: typed,
      what,
      failedMessage: options.failedMessage,
      save: () => saveOnce(submission, () => options.save({ fields, id, formData, by })),
      saved: (value) => {
        const change = id === null ? "created" : "updated";
        const leftOut = options.leftOutOf?.(value);
        if (leftOut && leftOut.leftOut.length > 0) {
          const path = viewPath(change);
          keepLeftOut(session, path.split("?")[0] ?? path, leftOut.id, leftOut.leftOut);
          throw redirect(withEdit(path, leftOut.id));
        }
        throw redirect(listPath(change));
      },
    });
  }
  return unknownAction();
}

/** The answer to an action whose `intent` no form sends. */
export const unknownAction = () => data({ error: "Unknown action." }, { status: 400 });
