import {
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MultipartParseError,
  parseFormData,
} from "@mjackson/form-data-parser";
import { PayloadTooLargeError, readSmallFormData } from "~/lib/request.server";
import { INVALID_INPUT, ok, refuse, type Result } from "~/lib/result";
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_SIZE_TEXT,
  imageFileProblem as fileProblem,
  imageWrongTypeMessage,
} from "./image-limits";
import type { StoredImage } from "./image-variants";
import { deleteImage, InvalidImageError, storeImage, type ImageFolder } from "./images.server";

/** Text fields of a multipart form are small; this bounds the non-file part of a request. */
const TEXT_ALLOWANCE_BYTES = 256 * 1024;

export class UnsupportedContentTypeError extends Error {}

/**
 * Reads a multipart form with up to `maxFiles` files. The request as a whole is bounded by its
 * Content-Length before anything is read, and each file by IMAGE_MAX_BYTES while it
 * streams in: the parser stops at the first byte over, so no more than that is ever held.
 */
export async function parseUploadForm(request: Request, maxFiles: number): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data")) {
    if (contentType.startsWith("application/x-www-form-urlencoded")) {
      // A form without files (or sent without JavaScript and no file chosen) may come encoded.
      return readSmallFormData(request, TEXT_ALLOWANCE_BYTES);
    }
    throw new UnsupportedContentTypeError("Send the form as multipart/form-data.");
  }
  const limit = maxFiles * IMAGE_MAX_BYTES + TEXT_ALLOWANCE_BYTES;
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (!Number.isFinite(declared)) {
    throw new PayloadTooLargeError(limit, "Send the form with a Content-Length header.");
  }
  if (declared > limit) throw new PayloadTooLargeError(limit);
  try {
    return await parseFormData(request, {
      maxFiles,
      maxFileSize: IMAGE_MAX_BYTES,
      maxHeaderSize: 8 * 1024,
    });
  } catch (error) {
    if (error instanceof MaxFilesExceededError) {
      throw new PayloadTooLargeError(
        limit,
        `At most ${maxFiles} ${maxFiles === 1 ? "file" : "files"} can be sent at once.`,
      );
    }
    // The parser's own errors may arrive wrapped in another error.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    if (cause instanceof MaxFileSizeExceededError) {
      throw new PayloadTooLargeError(
        limit,
        `A file is too large (max ${IMAGE_MAX_SIZE_TEXT}). Nothing was saved: choose a smaller file and send again.`,
      );
    }
    if (cause instanceof MultipartParseError) {
      throw new UnsupportedContentTypeError("The form could not be read.");
    }
    throw error;
  }
}

/** The chosen files of a field: browsers send an empty, unnamed part when none was chosen. */
export function chosenFiles(formData: FormData, field: string): File[] {
  return formData
    .getAll(field)
    .filter(
      (value): value is File => typeof value !== "string" && value.size > 0 && value.name !== "",
    );
}

/** Why an uploaded file cannot be used as an image, in the words the admin sees; null if fine. */
export function imageFileProblem(file: File): string | null {
  return fileProblem(file, { untypedAllowed: true });
}

/**
 * Stores a chosen image file (see storeImage); a file that is no usable image is a refusal on
 * the form's `image` field, naming the file.
 */
export async function storeChosenImage(
  file: File,
  folder: ImageFolder,
): Promise<Result<StoredImage>> {
  try {
    return ok(await storeImage(Buffer.from(await file.arrayBuffer()), folder));
  } catch (error) {
    if (!(error instanceof InvalidImageError)) throw error;
    return refuse(400, INVALID_INPUT, { image: imageWrongTypeMessage(file.name) });
  }
}

/**
 * Runs the write that records a newly stored image. When the write throws or is refused,
 * nothing refers to the new image, so its files are deleted; when it succeeds, the files of the
 * image it replaced are.
 */
export async function writeWithImage<T>(
  stored: StoredImage | null,
  replaced: StoredImage | null | undefined,
  write: () => Result<T>,
): Promise<Result<T>> {
  let written: Result<T>;
  try {
    written = write();
  } catch (error) {
    if (stored) await deleteImage(stored);
    throw error;
  }
  if (!written.ok) {
    if (stored) await deleteImage(stored);
    return written;
  }
  if (replaced) await deleteImage(replaced);
  return written;
}
