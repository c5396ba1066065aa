/**
 * Node's request in, the Fetch Request that react-router's request handler takes; its Fetch
 * Response back out to Node. @react-router/express does this job too, but as it is it would
 * lose an early answer with its connection, double a header the app sets and believe a forwarded
 * port from anyone (docs/decisions/0002-own-production-server.md), so the server does the
 * converting itself, in these few lines.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { writeReadableStreamToWritable } from "@react-router/node";
import { originOf } from "./http-policy.ts";
import { requestBodyStream } from "./request-body.ts";

/**
 * Whether an address is the trusted reverse proxy's, from Express's compiled `trust proxy`
 * check, remembered per address: the check parses the address, and requests come from few.
 */
export function rememberedProxyTrust(
  trustProxy: (address: string, hop: number) => boolean,
): (address: string) => boolean {
  const seen = new Map<string, boolean>();
  return (address) => {
    let trusted = seen.get(address);
    if (trusted === undefined) {
      if (seen.size >= 1000) seen.clear();
      trusted = trustProxy(address, 0);
      seen.set(address, trusted);
    }
    return trusted;
  };
}

/** The first of a header's comma-separated values. */
function firstValue(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim();
}

/**
 * The scheme and host (with port) the client asked for: the proxy's X-Forwarded-Proto and
 * X-Forwarded-Host when the request came through the trusted proxy, else the connection's and
 * the Host header. The same rule as Express's req.protocol, for plain Node requests too. Null
 * when the host or scheme is not one (see originOf).
 */
export function requestOrigin(req: IncomingMessage, trusted: boolean): string | null {
  const encrypted = "encrypted" in req.socket && req.socket.encrypted === true;
  const scheme =
    (trusted && firstValue(req.headers["x-forwarded-proto"])) || (encrypted ? "https" : "http");
  const host = (trusted && firstValue(req.headers["x-forwarded-host"])) || req.headers.host;
  // Node refuses HTTP/1.1 without a Host header; HTTP/1.0 may leave it out.
  return originOf(scheme, host ?? "localhost");
}

/** Headers that say what the proxy saw: believed, and passed on, only from the trusted proxy. */
const FORWARDED_HEADERS = new Set(["x-forwarded-host", "x-forwarded-proto"]);

/**
 * The Fetch Request for a request whose address is `url` (its origin from requestOrigin, so
 * that it is the one the browser sees). `res` is the response whose closing before it is sent
 * aborts the request (loaders and actions see the signal); null for a render shared by several
 * requests, which no one client may abort.
 */
export function fetchRequest(
  req: IncomingMessage,
  { url, trusted, res }: { url: string; trusted: boolean; res: ServerResponse | null },
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || (!trusted && FORWARDED_HEADERS.has(name))) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const controller = new AbortController();
  res?.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers,
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // Unlike the framework's own stream, it leaves the request whole when the app stops
    // reading (server/request-body.ts).
    init.body = requestBodyStream(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

/**
 * Writes a Fetch Response to Node. A header the app set replaces the server's default of the
 * same name (set earlier with res.setHeader) rather than doubling it.
 */
export async function sendFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    // The client has gone: nothing to send it.
    await response.body?.cancel();
    return;
  }
  res.statusCode = response.status;
  res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  // Headers joins repeated Set-Cookie values; getSetCookie keeps them apart.
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  if (!response.body) {
    res.end();
    return;
  }
  // A client that leaves while the body is being sent is no fault of the server's; the body's own
  // failure is (the helper closes the response for either, so it is told apart here).
  let clientLeft = false;
  res.once("close", () => (clientLeft = !res.writableFinished));
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (clientLeft) return;
    throw error;
  }
}
