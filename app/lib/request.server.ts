/** Thrown when a request body is larger than the route accepts; routes answer 413. */
export class PayloadTooLargeError extends Error {
  constructor(
    readonly limitBytes: number,
    message = `The request is larger than ${Math.round(limitBytes / 1024)} KB.`,
  ) {
    super(message);
  }
}

/**
 * The whole body of a request of at most `maxBytes` bytes, read without ever holding more than
 * that in memory, whatever the Content-Length header claims. Reading stops at the first byte
 * over; the server drops the rest after the 413 has gone out (server/request-body.ts).
 */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new PayloadTooLargeError(maxBytes);
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new PayloadTooLargeError(maxBytes);
      }
      chunks.push(value);
    }
  }
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
