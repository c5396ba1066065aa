import { data, redirect } from "@remix-run/node";
import { DELETE_CONFIRMED } from "~/components/admin/DeleteForm";
import { parseUploadForm, UnsupportedContentTypeError } from "~/images/uploads.server";
import { PayloadTooLargeError, readSmallFormData, TOO_LARGE_HEADERS } from "~/lib/request.server";
import { ok, refuse, type Refusal, type Result } from "~/lib/result";

/**
 * Reads an admin form: with `maxFiles`, one that may carry image files; with `maxBytes`, a
 * form without files of at most that size. A body too large (413) or not a form (415) is a
 * refusal the page shows, not a crash.
 */
export async function readAdminForm(
  request: Request,
  limit: { maxFiles: number } | { maxBytes: number },
): Promise<Result<FormData>> {
  try {
    return ok(
      "maxFiles" in limit
        ? await parseUploadForm(request, limit.maxFiles)
        : await readSmallFormData(request, limit.maxBytes),
    );
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return refuse(413, error.message);
    if (error instanceof UnsupportedContentTypeError) return refuse(415, error.message);
    throw error;
  }
}

/** A refusal as an admin page's answer: its message above the form, with its status. */
export function adminRefusal(refusal: Refusal) {
  return data(
    { error: refusal.message },
    { status: refusal.status, headers: refusal.status === 413 ? TOO_LARGE_HEADERS : undefined },
  );
}

/**
 * The Save action of an admin form. A refusal answers with the form as typed, its message and
 * field errors; an unexpected failure is logged and answered the same way with `failedMessage`,
 * so nothing typed is lost; a saved record goes on to `saved` (a redirect with a notice, or an
 * answer of its own).
 */
export async function saveStep<T, Saved>({
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
    if (!result.ok) {
      return data(
        { error: result.message, errors: result.errors ?? {}, values: fields },
        { status: result.status },
      );
    }
    return saved(result.value);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(`Saving a ${what} failed`, error);
    return data({ error: failedMessage, errors: {}, values: fields }, { status: 500 });
  }
}

/**
 * The Delete action of an admin list. Without the `confirmed` field (no JavaScript, so no
 * confirm() dialog) it answers with a confirmation step naming the record; with it, it deletes
 * and redirects to the list with a notice, or explains why the deletion was refused.
 */
export async function deleteStep({
  fields,
  id,
  what,
  nameOf,
  remove,
  redirectTo,
}: {
  fields: Record<string, string>;
  id: number;
  what: string;
  nameOf: (id: number) => string | undefined;
  remove: (id: number) => Result<unknown> | Promise<Result<unknown>>;
  redirectTo: string;
}) {
  if (fields.confirmed !== DELETE_CONFIRMED) {
    const name = nameOf(id);
    return data({ confirmDelete: name === undefined ? null : { id, name } });
  }
  const result = await remove(id);
  if (!result.ok) {
    return data(
      { error: `Failed to delete ${what}: ${result.message}` },
      { status: result.status },
    );
  }
  throw redirect(redirectTo);
}

/** The answer to an action whose `intent` no form sends. */
export const unknownAction = () => data({ error: "Unknown action." }, { status: 400 });
