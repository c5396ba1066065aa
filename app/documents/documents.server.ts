import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { serverEnv } from "~/config/env.server";
import { ok, refuse, type Result } from "~/lib/result";
import { uploadsChanged } from "~/replication/uploads-replica.server";
import {
  DOCUMENT_FOLDER,
  DOCUMENT_KEY_BYTES,
  documentFileName,
  isDocumentKey,
  pdfProblem,
} from "./pdf-file";

/** Where a document's file is, under the uploads folder. */
export function documentPath(key: string): string {
  return join(serverEnv().uploadsDir, documentFileName(key));
}

/**
 * Keeps `bytes`, the file `fileName`, as a PDF document under a new key; a file that is no PDF
 * (see pdfProblem) is refused (400) with a message naming it. A write that fails is thrown.
 */
export async function storePdf(bytes: Uint8Array, fileName: string): Promise<Result<string>> {
  const problem = pdfProblem(bytes, fileName);
  if (problem) return refuse(400, problem);
  const key = `${DOCUMENT_FOLDER}/${randomBytes(DOCUMENT_KEY_BYTES).toString("hex")}`;
  await mkdir(join(serverEnv().uploadsDir, DOCUMENT_FOLDER), { recursive: true });
  await writeFile(documentPath(key), bytes);
  uploadsChanged();
  return ok(key);
}

export async function deleteDocument(key: string): Promise<void> {
  // A key is only ever one this module made; anything else is no file of ours to remove.
  if (!isDocumentKey(key)) return;
  await rm(documentPath(key), { force: true });
}

/**
 * Runs the write that records newly stored documents (`stored`). When it throws or is refused,
 * nothing refers to them, so their files are deleted; when it succeeds, the files of the
 * documents it replaced or removed (`released`) are.
 */
export async function writeWithDocuments<T>(
  stored: readonly string[],
  released: readonly string[],
  write: () => Promise<Result<T>>,
): Promise<Result<T>> {
  let written: Result<T>;
  try {
    written = await write();
  } catch (error) {
    await Promise.all(stored.map(deleteDocument));
    throw error;
  }
  await Promise.all((written.ok ? released : stored).map(deleteDocument));
  return written;
}
