import busboy from "busboy";
import { readSmallFormData } from "~/lib/request.server";
import {
  INVALID_INPUT,
  ok,
  refuse,
  tooLarge as tooLargeRequest,
  type Refusal,
  type Result,
} from "~/lib/result";
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_SIZE_TEXT,
  imageFileProblem as fileProblem,
} from "./image-limits";
import type { ImageFolder, StoredImage } from "./image-variants";
import { deleteImage, storeImage } from "./images.server";

/** Text fields of a multipart form are small; this bounds the non-file part of a request. */
const TEXT_ALLOWANCE_BYTES = 256 * 1024;

/**
 * Room, in a form whose files over the limit are skipped, for reading past such files: a photo
 * as a phone's camera makes it.
 */
const SKIPPED_FILES_ALLOWANCE_BYTES = 25 * 1024 * 1024;

const MEGABYTE = 1024 * 1024;

/** The 415 refusal of a body that is no form this reader can read. */
const notAForm = (message: string): Refusal => refuse(415, message);

/**
 * A file the parser stopped keeping when it passed its field's limit (IMAGE_MAX_BYTES, or the
 * field's own, see LargerFiles). It has the name and type the client gave, no content, and a
 * size over that limit, so the rules of its kind refuse it with their usual message ('File
 * {name} is too large (max 5MB)').
 */
export class OversizedUpload extends File {
  constructor(
    name: string,
    type: string,
    private readonly maxBytes = IMAGE_MAX_BYTES,
  ) {
    super([], name, { type });
  }

  override get size(): number {
    return this.maxBytes + 1;
  }
}

/**
 * Fields of a form whose one file may be larger than an image (a PDF document), each with its
 * most bytes. Their files come on top of the form's images.
 */
export type LargerFiles = Readonly<Record<string, number>>;

/** The most bytes a file of the field `name` may have. */
function fileLimitOf(name: string, largerFiles: LargerFiles): number {
  return Object.hasOwn(largerFiles, name)
    ? (largerFiles[name] ?? IMAGE_MAX_BYTES)
    : IMAGE_MAX_BYTES;
}

/** A limit as the messages write it: '5MB'. */
function sizeText(bytes: number): string {
  return bytes === IMAGE_MAX_BYTES ? IMAGE_MAX_SIZE_TEXT : `${Math.round(bytes / MEGABYTE)}MB`;
}

/**
 * What to do with a file over IMAGE_MAX_BYTES: refuse the whole request (413, the API), or skip
 * it, read past its bytes and go on (the admin's forms, which then say which file was left out).
 */
export type OversizedFiles = "refuse" | "skip";

/**
 * Reads a multipart form with up to `maxFiles` image files, and one file for each field of
 * `largerFiles`. A file is kept in memory up to its field's limit (IMAGE_MAX_BYTES unless
 * `largerFiles` names the field) and no further: past that it is refused or skipped (see
 * OversizedFiles). The request as a whole is bounded, by its Content-Length before anything is
 * read and by the bytes read: each allowed file's room, the text fields' room and, when
 * skipping, room to read past skipped files. Too large is refused with 413, a body that is no
 * form with 415; the answer goes out at once and the server drops the unread rest.
 */
export async function parseUploadForm(
  request: Request,
  maxFiles: number,
  oversized: OversizedFiles = "refuse",
  largerFiles: LargerFiles = {},
): Promise<Result<FormData>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data")) {
    if (contentType.startsWith("application/x-www-form-urlencoded")) {
      // A form without files (or sent without JavaScript and no file chosen) may come encoded.
      return readSmallFormData(request, TEXT_ALLOWANCE_BYTES);
    }
    return notAForm("Send the form as multipart/form-data.");
  }
  const larger = Object.values(largerFiles);
  const filesAllowed = maxFiles + larger.length;
  const limit =
    maxFiles * IMAGE_MAX_BYTES +
    larger.reduce((sum, bytes) => sum + bytes, 0) +
    TEXT_ALLOWANCE_BYTES +
    (oversized === "skip" ? SKIPPED_FILES_ALLOWANCE_BYTES : 0);
  const tooLarge = tooLargeRequest(
    limit,
    oversized === "skip"
      ? `The form is too large to send (over ${Math.floor(limit / MEGABYTE)} MB in all). Choose fewer or smaller files and send again.`
      : undefined,
  );
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (!Number.isFinite(declared)) {
    return tooLargeRequest(limit, "Send the form with a Content-Length header.");
  }
  if (declared > limit || !request.body) return tooLarge;
  // One file past what is allowed reaches readMultipart, which says which field had too many.
  const parser = multipartParser(
    contentType,
    filesAllowed + 1,
    Math.max(IMAGE_MAX_BYTES, ...larger),
  );
  if (!parser) return notAForm("The form could not be read.");
  return readMultipart(request.body, parser, {
    maxFiles,
    largerFiles,
    oversized,
    limit,
    tooLarge,
  });
}

/** A busboy parser; null for a Content-Type it cannot parse (no boundary). */
function multipartParser(
  contentType: string,
  maxFiles: number,
  maxFileBytes: number,
): busboy.Busboy | null {
  try {
    return busboy({
      headers: { "content-type": contentType },
      // Browsers send file names as UTF-8 (an Urdu name stays readable in the messages).
      defParamCharset: "utf8",
      limits: {
        // busboy stops a file when it reaches this size: one byte more than any may keep. Each
        // field's own limit is counted as the file comes (see readMultipart).
        fileSize: maxFileBytes + 1,
        files: maxFiles,
        fieldSize: TEXT_ALLOWANCE_BYTES,
        headerPairs: 20,
      },
    });
  } catch {
    return null;
  }
}

/** The parts of a multipart body, in order, into a FormData; see parseUploadForm. */
async function readMultipart(
  body: ReadableStream<Uint8Array>,
  parser: busboy.Busboy,
  options: {
    maxFiles: number;
    largerFiles: LargerFiles;
    oversized: OversizedFiles;
    limit: number;
    tooLarge: Refusal;
  },
): Promise<Result<FormData>> {
  const { maxFiles, largerFiles, oversized, limit, tooLarge } = options;
  // Entries in the order they came; a file's entry is known once its last byte has.
  const entries: [string, Promise<string | File>][] = [];
  let failure: Refusal | null = null;
  let textBytes = 0;
  const finished = new Promise<void>((resolve) => parser.once("close", resolve));
  const fail = (refusal: Refusal) => (failure ??= refusal);

  parser.on("field", (name: string, value: string) => {
    textBytes += name.length + value.length;
    if (textBytes > TEXT_ALLOWANCE_BYTES) fail(tooLarge);
    else entries.push([name, Promise.resolve(value)]);
  });
  const tooMany = (count: number, field?: string) =>
    fail(
      tooLargeRequest(
        limit,
        field === undefined
          ? `At most ${count} ${count === 1 ? "file" : "files"} can be sent at once.`
          : `At most one file can be sent as ${field}.`,
      ),
    );
  // The images are counted together, each larger file's field on its own.
  let images = 0;
  const largerSent = new Set<string>();
  parser.on("file", (name, stream, info) => {
    if (!Object.hasOwn(largerFiles, name)) {
      if (++images > maxFiles) tooMany(maxFiles);
    } else if (largerSent.has(name)) {
      tooMany(1, name);
    } else {
      largerSent.add(name);
    }
    const chunks: Buffer[] = [];
    const fileName = info.filename ?? "";
    const maxBytes = fileLimitOf(name, largerFiles);
    let bytes = 0;
    let over = false;
    const overLimit = () => {
      if (over) return;
      over = true;
      chunks.length = 0;
      if (oversized === "refuse") {
        fail(
          tooLargeRequest(
            limit,
            `A file is too large (max ${sizeText(maxBytes)}). Nothing was saved: choose a smaller file and send again.`,
          ),
        );
      }
    };
    stream.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
      // Past its limit a file is read on, to reach the rest of the form, and not kept.
      if (bytes > maxBytes) overLimit();
      else chunks.push(chunk);
    });
    // A parse given up on (see fail) ends the file with an error; the request's is what counts.
    stream.on("error", () => undefined);
    stream.on("limit", overLimit);
    entries.push([
      name,
      new Promise((resolve) =>
        stream.once("close", () =>
          resolve(
            over || stream.truncated
              ? new OversizedUpload(fileName, info.mimeType, maxBytes)
              : new File([Buffer.concat(chunks)], fileName, { type: info.mimeType }),
          ),
        ),
      ),
    ]);
  });
  parser.on("filesLimit", () => tooMany(maxFiles + Object.keys(largerFiles).length));
  parser.on("error", () => fail(notAForm("The form could not be read.")));

  const reader = body.getReader();
  let read = 0;
  try {
    for (;;) {
      if (failure) break;
      const { done, value } = await reader.read();
      if (done) break;
      read += value.byteLength;
      if (read > limit) {
        fail(tooLarge);
        break;
      }
      if (!parser.write(value)) {
        await new Promise<void>((resolve) => {
          parser.once("drain", resolve);
          parser.once("close", resolve);
        });
      }
    }
  } finally {
    // Whatever is left unread is the server's to drop once the answer has gone.
    if (failure) await reader.cancel().catch(() => undefined);
  }
  if (failure) {
    parser.destroy();
    return failure;
  }
  parser.end();
  await finished;
  if (failure) return failure;
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, await value);
  return ok(form);
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
 * Stores a chosen image file (see storeImage); none chosen stores nothing. A file that is no
 * usable image is a refusal on the form's `image` field, naming the file.
 */
export async function storeChosenImage(
  file: File | null,
  folder: ImageFolder,
): Promise<Result<StoredImage | null>> {
  if (!file) return ok(null);
  const stored = await storeImage(Buffer.from(await file.arrayBuffer()), folder, file.name);
  return stored.ok ? stored : refuse(400, INVALID_INPUT, { image: stored.message });
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
