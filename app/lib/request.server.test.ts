import { describe, expect, it } from "vitest";
import { readSmallFormData } from "./request.server";

/** The fields of a form that was read; fails the test when it was refused. */
async function fieldsOf(read: ReturnType<typeof readSmallFormData>): Promise<FormData> {
  const result = await read;
  if (!result.ok) throw new Error(`refused: ${result.status} ${result.message}`);
  return result.value;
}

const FORM = "application/x-www-form-urlencoded";

/** A streamed body of `chunkCount` chunks of `chunkSize` bytes that records how far it was read. */
function streamedRequest(
  chunkCount: number,
  chunkSize: number,
  headers: Record<string, string> = {},
) {
  const progress = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (progress.pulled >= chunkCount) {
        controller.close();
        return;
      }
      progress.pulled += 1;
      controller.enqueue(new TextEncoder().encode("a".repeat(chunkSize)));
    },
    cancel() {
      progress.cancelled = true;
    },
  });
  const init: RequestInit & { duplex: "half" } = {
    method: "POST",
    headers: { "content-type": FORM, ...headers },
    body,
    duplex: "half",
  };
  return { request: new Request("http://localhost/contact", init), progress };
}

function chunkedRequest(chunks: string[]): Request {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  const init: RequestInit & { duplex: "half" } = {
    method: "POST",
    headers: { "content-type": FORM },
    body,
    duplex: "half",
  };
  return new Request("http://localhost/contact", init);
}

describe("readSmallFormData", () => {
  it("reads a small URL-encoded body", async () => {
    const body = new URLSearchParams({
      name: "Muhammad Aslam",
      message: "Dose for 2 acres? a&b=c, 100% ✓",
    });
    const request = new Request("http://localhost/contact", {
      method: "POST",
      headers: { "content-type": FORM },
      body,
    });
    const form = await fieldsOf(readSmallFormData(request, 32 * 1024));
    expect(form.get("name")).toBe("Muhammad Aslam");
    expect(form.get("message")).toBe("Dose for 2 acres? a&b=c, 100% ✓");
  });

  it("joins a body that arrives in several chunks", async () => {
    const form = await fieldsOf(
      readSmallFormData(chunkedRequest(["name=Al", "i&subj", "ect=general"]), 1024),
    );
    expect(form.get("name")).toBe("Ali");
    expect(form.get("subject")).toBe("general");
  });

  it("accepts a body of exactly the limit", async () => {
    const body = `message=${"x".repeat(92)}`;
    expect(body.length).toBe(100);
    const request = new Request("http://localhost/contact", {
      method: "POST",
      headers: { "content-type": FORM },
      body,
    });
    expect((await fieldsOf(readSmallFormData(request, 100))).get("message")).toHaveLength(92);
  });

  it("refuses a body over the limit even when it declares no length", async () => {
    const request = new Request("http://localhost/contact", {
      method: "POST",
      headers: { "content-type": FORM },
      body: `message=${"x".repeat(40_000)}`,
    });
    expect(await readSmallFormData(request, 32 * 1024)).toEqual({
      ok: false,
      status: 413,
      message: "The request is larger than 32 KB.",
    });
  });

  it("refuses a declared Content-Length far over the limit without reading the body", async () => {
    const request = new Request("http://localhost/contact", {
      method: "POST",
      headers: { "content-type": FORM, "content-length": "4000000" },
      body: "name=Ali",
    });
    expect(await readSmallFormData(request, 32 * 1024)).toEqual({
      ok: false,
      status: 413,
      message: "The request is larger than 32 KB.",
    });
    expect(request.bodyUsed).toBe(false);
  });

  it("stops reading a body without Content-Length at the first chunk past the limit", async () => {
    const { request, progress } = streamedRequest(3000, 1024);
    expect(request.headers.get("content-length")).toBeNull();
    expect(await readSmallFormData(request, 4 * 1024)).toMatchObject({ ok: false, status: 413 });
    // Four chunks fit, the fifth is over; the stream may have been asked for one more ahead.
    expect(progress.pulled).toBeGreaterThanOrEqual(5);
    expect(progress.pulled).toBeLessThanOrEqual(6);
    // Cancelled: the server drops the rest after the 413 has gone out.
    expect(progress.cancelled).toBe(true);
  });

  it("stops reading a body that is longer than its declared Content-Length says", async () => {
    const { request, progress } = streamedRequest(3000, 1024, { "content-length": "100" });
    expect(await readSmallFormData(request, 4 * 1024)).toMatchObject({ ok: false, status: 413 });
    expect(progress.pulled).toBeLessThanOrEqual(6);
  });
});
