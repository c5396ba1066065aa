import { ok, tooLarge, type Result } from "./result";

/**
 * The whole body of a request of at most `maxBytes` bytes, read without ever holding more than
 * that in memory, whatever the Content-Length header claims; a longer one is refused (413).
 * Reading stops at the first byte over; the server drops the rest after the 413 has gone out
 * (server/request-body.ts).
 */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<Result<Buffer>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return tooLarge(maxBytes);
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
        return tooLarge(maxBytes);
      }
      chunks.push(value);
    }
  }
  return ok(Buffer.concat(chunks));
}

/**
 * A URL-encoded (or multipart, without files) form body of at most `maxBytes` bytes; a longer
 * one is refused (413). A body that is not a form (another content type, broken multipart)
 * reads as a form without fields, so the action answers what is missing instead of failing.
 */
export async function readSmallFormData(
  request: Request,
  maxBytes: number,
): Promise<Result<FormData>> {
  const body = await readBoundedBody(request, maxBytes);
  if (!body.ok) return body;
  const bounded = new Request(request.url, {
    method: "POST",
    headers: { "content-type": request.headers.get("content-type") ?? "" },
    body: new Uint8Array(body.value),
  });
  try {
    return ok(await bounded.formData());
  } catch {
    return ok(new FormData());
  }
}
