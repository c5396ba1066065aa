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
 * Reads a URL-encoded or plain form body of at most `maxBytes` bytes, without ever holding more
 * than that in memory, whatever the Content-Length header claims.
 */
export async function readSmallFormData(request: Request, maxBytes: number): Promise<FormData> {
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
  const bounded = new Request(request.url, {
    method: "POST",
    headers: { "content-type": request.headers.get("content-type") ?? "" },
    body: Buffer.concat(chunks),
  });
  return bounded.formData();
}
