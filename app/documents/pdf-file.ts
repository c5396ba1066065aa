/**
 * What an uploaded document may be (a product's printed label or its safety data sheet): a PDF
 * of at most PDF_MAX_BYTES, judged by its content, never by its name or declared type. The
 * server's checks, the admin's pickers, the API description and the uploads route read these.
 * Free of server code, so the browser bundle can import it.
 */

export const PDF_MAX_BYTES = 10 * 1024 * 1024;

/** PDF_MAX_BYTES as the messages write it. */
export const PDF_MAX_SIZE_TEXT = "10MB";

export const PDF_RULE_TEXT = `PDF, up to ${PDF_MAX_SIZE_TEXT}`;

/** The `accept` attribute of the admin's PDF pickers. */
export const PDF_ACCEPT = "application/pdf,.pdf";

/** Every PDF begins with this header. */
const PDF_HEADER = "%PDF-";
/** And ends with this marker, give or take a line break or a few bytes a copy adds after it. */
const PDF_END = "%%EOF";
/** How far from the end the end marker may be. */
const END_WINDOW_BYTES = 1024;

export function pdfTooLargeMessage(fileName: string): string {
  return `File ${fileName} is too large (max ${PDF_MAX_SIZE_TEXT})`;
}

export function notAPdfMessage(fileName: string): string {
  return `File ${fileName} is not a PDF: choose the PDF file itself, not a photo or another kind of file renamed .pdf`;
}

export function cutOffPdfMessage(fileName: string): string {
  return `File ${fileName} is not a whole PDF (its end is missing): it may have been cut off while copying, so choose it again`;
}

function latin1(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return text;
}

/**
 * Why the bytes of the file `fileName` cannot be kept as a PDF, in the words the admin sees;
 * null when they can: at most PDF_MAX_BYTES, starting with the PDF header and ending with its
 * end marker. A picture renamed .pdf has neither; a file cut off in copying has no end.
 */
export function pdfProblem(bytes: Uint8Array, fileName: string): string | null {
  if (bytes.byteLength > PDF_MAX_BYTES) return pdfTooLargeMessage(fileName);
  if (latin1(bytes.subarray(0, PDF_HEADER.length)) !== PDF_HEADER) {
    return notAPdfMessage(fileName);
  }
  if (!latin1(bytes.subarray(-END_WINDOW_BYTES)).includes(PDF_END)) {
    return cutOffPdfMessage(fileName);
  }
  return null;
}

/**
 * pdfProblem for a chosen file, in the browser or on the server: one over the limit is refused
 * by its size, unread (the server's form reader keeps no content of such a file).
 */
export async function pdfFileProblem(file: {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}): Promise<string | null> {
  if (file.size > PDF_MAX_BYTES) return pdfTooLargeMessage(file.name);
  return pdfProblem(new Uint8Array(await file.arrayBuffer()), file.name);
}

/** The bytes of a document's key after its folder: `documents/{24 hex digits}`. */
export const DOCUMENT_KEY_BYTES = 12;

export const DOCUMENT_FOLDER = "documents";

/** The file a document's key is kept in, under the uploads folder. */
export function documentFileName(key: string): string {
  return `${key}.pdf`;
}

/**
 * A document's address: its key, then the name a phone saves it under
 * (`dhaal-imidacloprid-20-sl-label.pdf`), which the uploads route sends back as its download
 * name. A new file is a new key, so an address never changes its content.
 */
export function documentUrl(key: string, downloadName: string): string {
  return `/uploads/${key}/${downloadName}.pdf`;
}

const DOCUMENT_PATH = new RegExp(
  `^(${DOCUMENT_FOLDER}/[0-9a-f]{${DOCUMENT_KEY_BYTES * 2}})/([a-z0-9][a-z0-9-]{0,199})\\.pdf$`,
);

/** The key and download name of an address documentUrl makes (after /uploads/); null otherwise. */
export function parseDocumentPath(path: string): { key: string; downloadName: string } | null {
  const match = DOCUMENT_PATH.exec(path);
  if (!match?.[1] || !match[2]) return null;
  return { key: match[1], downloadName: match[2] };
}

export function isDocumentKey(key: string): boolean {
  return parseDocumentPath(`${key}/x.pdf`) !== null;
}
