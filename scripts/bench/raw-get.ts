/**
 * One GET as the bytes arrive: the body as sent (still compressed), its headers, and the time
 * from sending the request to its last byte. fetch() would decompress the body, and its time
 * would include that.
 */
import { Agent, request } from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";

export interface RawAnswer {
  status: number;
  contentType?: string;
  contentEncoding?: string;
  body: Buffer;
  /** From sending the request to the answer's last byte, in milliseconds. */
  ms: number;
}

/** Keeps connections open between requests, as a browser does. */
export const keepAliveAgent = new Agent({ keepAlive: true, maxSockets: 1 });

export async function rawGet(
  url: string,
  headers: Record<string, string> = {},
  agent: Agent = keepAliveAgent,
): Promise<RawAnswer> {
  try {
    return await getOnce(url, headers, agent);
  } catch (error) {
    // The server closed a kept-alive connection as the request went out on it (a busy server
    // runs its idle timeout late): send it again on a new one, as a browser does with a GET.
    if ((error as ConnectionError).reusedSocket) return getOnce(url, headers, agent);
    throw error;
  }
}

interface ConnectionError extends Error {
  reusedSocket?: boolean;
}

function getOnce(url: string, headers: Record<string, string>, agent: Agent): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = request(url, { method: "GET", headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: response.headers["content-type"],
          contentEncoding: response.headers["content-encoding"],
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
    });
    outgoing.on("error", (error: ConnectionError) => {
      const code = (error as NodeJS.ErrnoException).code;
      error.reusedSocket = outgoing.reusedSocket && (code === "ECONNRESET" || code === "EPIPE");
      reject(error);
    });
    outgoing.end();
  });
}

/** The answer's body as text, decompressed. */
export function decodedText(answer: Pick<RawAnswer, "body" | "contentEncoding">): string {
  switch (answer.contentEncoding) {
    case "br":
      return brotliDecompressSync(answer.body).toString("utf8");
    case "gzip":
      return gunzipSync(answer.body).toString("utf8");
    case "deflate":
      return inflateSync(answer.body).toString("utf8");
    default:
      return answer.body.toString("utf8");
  }
}
