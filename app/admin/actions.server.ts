import { data, redirect } from "@remix-run/node";
import { DELETE_CONFIRMED } from "~/components/admin/DeleteForm";
import { parseUploadForm, UnsupportedContentTypeError } from "~/images/uploads.server";
import { PayloadTooLargeError, readSmallFormData, TOO_LARGE_HEADERS } from "~/lib/request.server";
import type { Result } from "~/lib/result";

/**
 * Reads an admin form that may carry image files. A body that is too large or not a form
 * becomes an error message for the page (HTTP 413 / 415) instead of a crash.
 */
export async function readAdminUploadForm(request: Request, maxFiles: number) {
  try {
    return { formData: await parseUploadForm(request, maxFiles) } as const;
  } catch (error) {
    if (error instanceof PayloadTooLargeError) {
      return {
        failure: data({ error: error.message }, { status: 413, headers: TOO_LARGE_HEADERS }),
      } as const;
    }
    if (error instanceof UnsupportedContentTypeError) {
      return { failure: data({ error: error.message }, { status: 415 }) } as const;
    }
    throw error;
  }
}

/**
 * Reads an admin form without files of at most `maxBytes`. A larger body becomes an error
 * message for the page (HTTP 413) instead of a crash.
 */
export async function readAdminTextForm(request: Request, maxBytes: number) {
  try {
    return { formData: await readSmallFormData(request, maxBytes) } as const;
  } catch (error) {
    if (!(error instanceof PayloadTooLargeError)) throw error;
    return {
      failure: data({ error: error.message }, { status: 413, headers: TOO_LARGE_HEADERS }),
    } as const;
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
