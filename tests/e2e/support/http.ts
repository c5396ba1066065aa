/**
 * Requests Playwright's client cannot send as they are: over-sized and malformed bodies, a
 * client of their own for a refused request, and raw requests through node:http.
 */
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { isObject } from "./api-contract";

/** A valid JSON body just over the 256 KB a JSON call accepts. */
export const OVERSIZED_JSON = Buffer.from(JSON.stringify({ padding: "x".repeat(300 * 1024) }));

/**
 * A body sent byte for byte. (Playwright JSON-encodes a string `data` that is not valid JSON
 * when the Content-Type is application/json.)
 */
export const raw = (text: string): Buffer => Buffer.from(text, "utf8");

/**
 * Runs `work` with a request context (and so a connection pool) of its own, disposed after.
 * For requests the server refuses before reading their whole body (413): the server keeps that
 * connection alive but then resets it, so a client's next request on it fails (see the
 * keep-alive test in api-errors.spec.ts). The assertions on the answer go inside `work`.
 */
export async function withOwnClient<T>(
  work: (request: APIRequestContext) => Promise<T>,
): Promise<T> {
  const context = await playwrightRequest.newContext();
  try {
    return await work(context);
  } finally {
    await context.dispose();
  }
}

/** An answer read with node:http, for requests Playwright cannot send as they are. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * Sends a request with node:http: `body` in 16 KB writes (with Transfer-Encoding: chunked in
 * `headers`, no Content-Length is sent), or without `body` only the head, never the body it
 * announces. Resolves with the answer even when the server stops reading early; a client that
 * kept writing a refused body would get EPIPE or ECONNRESET instead.
 */
export function sendRaw(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = httpRequest(url, { method, headers }, (incoming) => {
      answered = true;
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => {
        outgoing.destroy();
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          text: Buffer.concat(chunks).toString("utf8"),
        });
      });
      incoming.on("error", reject);
    });
    outgoing.on("error", (error) => {
      if (!answered) reject(new Error(`${method} ${url}: no answer, ${error.message}`));
    });
    if (body === undefined) {
      outgoing.flushHeaders();
      return;
    }
    for (let offset = 0; offset < body.length; offset += 16 * 1024) {
      outgoing.write(body.subarray(offset, offset + 16 * 1024));
    }
    outgoing.end();
  });
}

/** A 413 in the API's JSON envelope. */
export function expectRaw413(answer: RawAnswer): void {
  expect(answer.status, answer.text.slice(0, 300)).toBe(413);
  expect(answer.headers["content-type"]).toMatch(/^application\/json/);
  const body: unknown = JSON.parse(answer.text);
  expect(isObject(body) && body.success === false && typeof body.message === "string").toBe(true);
}
