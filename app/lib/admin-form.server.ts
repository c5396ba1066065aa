import { data } from "@remix-run/node";
import { parseUploadForm, UnsupportedContentTypeError } from "~/images/uploads.server";
import { PayloadTooLargeError } from "./request.server";

/**
 * Reads an admin form that may carry image files. A body that is too large or not a form
 * becomes an error message for the page (HTTP 413 / 415) instead of a crash.
 */
export async function readAdminUploadForm(request: Request, maxFiles: number) {
  try {
    return { formData: await parseUploadForm(request, maxFiles) } as const;
  } catch (error) {
    if (error instanceof PayloadTooLargeError) {
      return { failure: data({ error: error.message }, { status: 413 }) } as const;
    }
    if (error instanceof UnsupportedContentTypeError) {
      return { failure: data({ error: error.message }, { status: 415 }) } as const;
    }
    throw error;
  }
}
