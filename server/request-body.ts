/**
 * The request body between Node and the app, and what happens to the part of it the app did not
 * read. A server that answers early (413, 401, 403) and then closes a connection with unread
 * data in it makes the kernel reset the connection; the client may then lose the answer and show
 * a network error (Node's fetch says EPIPE or ECONNRESET). So the app may stop reading whenever
 * it likes, and after the answer has gone the server goes on reading and dropping the rest, up
 * to a bound of bytes and time, as nginx's lingering close does.
 */

import type { IncomingMessage, ServerResponse } from "node:http";

/** The most bytes read and dropped after an answer; a client sending more is cut off. */
export const LINGER_MAX_BYTES = 64 * 1024 * 1024;
/** The longest a client may take to send the rest after an answer: a photo over a slow link. */
export const LINGER_MAX_MS = 120_000;
/** The longest a client may pause while sending the rest. */
export const LINGER_IDLE_MS = 10_000;

const CHUNK_HIGH_WATER_BYTES = 64 * 1024;

/**
 * The body of `req` as a web stream. Unlike a plain Readable-to-web bridge, cancelling it does not
 * destroy the request (which would reset the connection): it only stops listening, and the rest
 * is left for lingerAfterAnswer to drain. (@react-router/node's createReadableStreamFromReadable
 * destroys the request when the app cancels its body, and with it the connection and the answer.)
 */
export function requestBodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let onData: (chunk: Buffer) => void = () => {};
  let onEnd: () => void = () => {};
  let onError: (error: Error) => void = () => {};
  let onClose: () => void = () => {};
  const detach = () => {
    req.off("data", onData);
    req.off("end", onEnd);
    req.off("error", onError);
    req.off("close", onClose);
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        onData = (chunk) => {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        };
        onEnd = () => {
          detach();
          controller.close();
        };
        onError = (error) => {
          detach();
          controller.error(error);
        };
        // A client that goes away before the end of its body.
        onClose = () => {
          if (req.complete) return;
          detach();
          controller.error(
            new Error("The client closed the connection before sending the whole body."),
          );
        };
        req.on("data", onData);
        req.once("end", onEnd);
        req.once("error", onError);
        req.once("close", onClose);
      },
      pull() {
        req.resume();
      },
      cancel() {
        detach();
        req.pause();
      },
    },
    { highWaterMark: CHUNK_HIGH_WATER_BYTES, size: (chunk) => chunk.byteLength },
  );
}

/** How often a lingering connection is looked at. */
const LINGER_CHECK_MS = 100;

/**
 * Once the answer to `req` has been sent, reads and drops whatever of its body the app left
 * unread, so the client gets the answer instead of a reset; a client that sends more than
 * `maxBytes`, takes longer than `maxMs` or pauses longer than `idleMs` is cut off.
 */
export function lingerAfterAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  {
    maxBytes = LINGER_MAX_BYTES,
    maxMs = LINGER_MAX_MS,
    idleMs = LINGER_IDLE_MS,
  }: { maxBytes?: number; maxMs?: number; idleMs?: number } = {},
): void {
  res.once("finish", () => {
    if (req.complete || req.destroyed) return;
    const socket = req.socket;
    // Node drops the bytes of a body nobody reads without emitting them, so what arrives is
    // measured on the socket.
    const startedAt = Date.now();
    const bytesAtStart = socket.bytesRead;
    let bytesSeen = bytesAtStart;
    let lastArrival = startedAt;
    const check = setInterval(() => {
      const now = Date.now();
      if (socket.bytesRead !== bytesSeen) {
        bytesSeen = socket.bytesRead;
        lastArrival = now;
      }
      if (
        bytesSeen - bytesAtStart > maxBytes ||
        now - startedAt > maxMs ||
        now - lastArrival > idleMs
      ) {
        clearInterval(check);
        socket.destroy();
      }
    }, LINGER_CHECK_MS);
    const stop = () => clearInterval(check);
    req.once("end", stop);
    req.once("close", stop);
    socket.once("close", stop);
    // Whoever was reading (the app's body stream) has stopped: from here on the bytes are dropped.
    req.removeAllListeners("data");
    req.resume();
  });
}
