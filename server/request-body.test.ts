import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { LINGER_IDLE_MS, lingerAfterAnswer, requestBodyStream } from "./request-body.ts";

const MB = 1024 * 1024;
let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/**
 * A server that reads `readBytes` of each body through requestBodyStream, cancels it, and
 * answers 413 at once, as a route refusing a large upload does.
 */
async function earlyAnsweringServer(
  readBytes: number,
  bounds?: Parameters<typeof lingerAfterAnswer>[2],
): Promise<number> {
  server = createServer(async (req, res) => {
    lingerAfterAnswer(req, res, bounds);
    const reader = requestBodyStream(req).getReader();
    let read = 0;
    while (read < readBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      read += value.byteLength;
    }
    await reader.cancel();
    res.writeHead(413, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ success: false, message: "Too large" }));
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return (server?.address() as AddressInfo).port;
}

/**
 * Posts `size` bytes, as fast as the socket takes them or with a pause after each 64 KB;
 * reports the answer and any error.
 */
function post(port: number, size: number, pauseMs = 0) {
  return new Promise<{ answer: string; error: string | null; written: number }>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const received: Buffer[] = [];
    let error: string | null = null;
    let written = 0;
    const chunk = Buffer.alloc(64 * 1024, 1);
    const writeMore = (): unknown => {
      while (written < size) {
        written += chunk.length;
        if (pauseMs > 0) return socket.write(chunk, () => setTimeout(writeMore, pauseMs));
        if (!socket.write(chunk)) return socket.once("drain", writeMore);
      }
      // Everything sent: wait for the answer, then hang up.
      setTimeout(() => socket.end(), 300);
    };
    socket.on("connect", () => {
      socket.write(`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${size}\r\n\r\n`);
      writeMore();
    });
    socket.on("data", (data: Buffer) => received.push(data));
    socket.on("error", (failure: NodeJS.ErrnoException) => (error = failure.code ?? "error"));
    socket.on("close", () =>
      resolve({ answer: Buffer.concat(received).toString(), error, written }),
    );
  });
}

describe("lingering close", () => {
  it("reads and drops the rest of a body after an early answer, so the client gets it", async () => {
    const port = await earlyAnsweringServer(1 * MB);
    const { answer, error, written } = await post(port, 30 * MB);
    expect(error).toBeNull();
    expect(written).toBeGreaterThanOrEqual(30 * MB);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain('{"success":false,"message":"Too large"}');
  });

  it("keeps the connection for the next request once the rest has been dropped", async () => {
    const port = await earlyAnsweringServer(0);
    const answers = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      const received: Buffer[] = [];
      socket.on("connect", () => {
        const body = Buffer.alloc(2 * MB, 1);
        socket.write(`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${body.length}\r\n\r\n`);
        socket.write(body);
        socket.write(`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc`);
      });
      socket.on("data", (data: Buffer) => {
        received.push(data);
        const text = Buffer.concat(received).toString();
        if (text.split("HTTP/1.1 413").length === 3) socket.end();
      });
      socket.on("close", () => resolve(Buffer.concat(received).toString()));
    });
    expect(answers.split("HTTP/1.1 413")).toHaveLength(3);
  });

  it("cuts off a client that sends more than the bound", async () => {
    const port = await earlyAnsweringServer(0, { maxBytes: 1 * MB });
    // About 20 MB/s: the bound is looked at ten times a second.
    const { answer, written } = await post(port, 40 * MB, 3);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    // Cut off long before the end of what it meant to send.
    expect(written).toBeLessThan(10 * MB);
  });

  it("cuts off a client that stops sending", async () => {
    const port = await earlyAnsweringServer(0, { idleMs: 200 });
    const closedAfter = await new Promise<number>((resolve) => {
      const started = Date.now();
      const socket = connect(port, "127.0.0.1");
      socket.on("connect", () =>
        socket.write(`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000\r\n\r\nabc`),
      );
      socket.on("error", () => undefined);
      socket.resume();
      socket.on("close", () => resolve(Date.now() - started));
    });
    // Its own 200 ms, not the default bound (a busy machine may be late on 200 ms, not by 10 s).
    expect(closedAfter).toBeLessThan(LINGER_IDLE_MS);
  });
});
