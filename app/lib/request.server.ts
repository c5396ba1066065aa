/** Thrown when a request body is larger than the route accepts; routes answer 413. */
export class PayloadTooLargeError extends Error {
  constructor(
    readonly limitBytes: number,
    message = `The request is larger than ${Math.round(limitBytes / 1024)} KB.`,
  ) {
    super(message);
  }
}

/** Headers of a 413 answer: the unread rest of the body makes the connection unusable. */
export const TOO_LARGE_HEADERS = { Connection: "close" } as const;

/**
 * A body this much over the limit is still read (and dropped) before the 413 goes out: closing
 * a socket with unread data makes the kernel reset the connection, and a browser may then show
 * a network error instead of the answer. Anything larger is left unread.
 */
const DRAIN_BYTES = 1024 * 1024;

/**
 * The whole body of a request of at most `maxBytes` bytes, read without ever holding more than
 * that in memory, whatever the Content-Length header claims.
 */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes + DRAIN_BYTES) throw new PayloadTooLargeError(maxBytes);
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes + DRAIN_BYTES) {
        // Stop reading but leave the socket alone: the 413 must still reach the client, and it
        // is answered with Connection: close (TOO_LARGE_HEADERS) so the rest is never read.
        reader.releaseLock();
        throw new PayloadTooLargeError(maxBytes);
      }
      if (size <= maxBytes) chunks.push(value);
    }
  }
  if (size > maxBytes || declared > maxBytes) throw new PayloadTooLargeError(maxBytes);
  return Buffer.concat(chunks);
}

/**
 * A URL-encoded (or multipart, without files) form body of at most `maxBytes` bytes. A body that
 * is not a form (another content type, broken multipart) reads as a form without fields, so the
 * action answers what is missing instead of failing.
 */
export async function readSmallFormData(request: Request, maxBytes: number): Promise<FormData> {
  const body = await readBoundedBody(request, maxBytes);
  const bounded = new Request(request.url, {
    method: "POST",
    headers: { "content-type": request.headers.get("content-type") ?? "" },
    body: new Uint8Array(body),
  });
  try {
    return await bounded.formData();
  } catch {
    return new FormData();
  }
}
