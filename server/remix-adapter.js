// @ts-check
/**
 * Express request in, Fetch Request to Remix, Fetch Response back out to Express. The same job
 * as @remix-run/express, whose handler gives no way to look at the Response before it is sent.
 */
import { writeReadableStreamToWritable } from "@react-router/node";
import { originOf } from "./http-policy.js";
import { requestBodyStream } from "./request-body.js";

/**
 * Whether an address is the trusted reverse proxy's, from Express's compiled `trust proxy`
 * check, remembered per address: the check parses the address, and requests come from few.
 * @param {(address: string, hop: number) => boolean} trustProxy
 * @returns {(address: string) => boolean}
 */
export function rememberedProxyTrust(trustProxy) {
  /** @type {Map<string, boolean>} */
  const seen = new Map();
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

/** @param {string | string[] | undefined} value the first of a header's comma-separated values */
function firstValue(value) {
  return (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim();
}

/**
 * The scheme and host (with port) the client asked for: the proxy's X-Forwarded-Proto and
 * X-Forwarded-Host when the request came through the trusted proxy, else the connection's and
 * the Host header. The same rule as Express's req.protocol, for plain Node requests too. Null
 * when the host or scheme is not one (see originOf).
 * @param {import("node:http").IncomingMessage} req
 * @param {(address: string) => boolean} fromTrustedProxy
 * @returns {string | null}
 */
export function requestOrigin(req, fromTrustedProxy) {
  const trusted = fromTrustedProxy(req.socket.remoteAddress ?? "");
  const encrypted = "encrypted" in req.socket && req.socket.encrypted === true;
  const scheme =
    (trusted && firstValue(req.headers["x-forwarded-proto"])) || (encrypted ? "https" : "http");
  const host = (trusted && firstValue(req.headers["x-forwarded-host"])) || req.headers.host;
  // Node refuses HTTP/1.1 without a Host header; HTTP/1.0 may leave it out.
  return originOf(scheme, host ?? "localhost");
}

/**
 * The Fetch Request for an Express request whose target is a path.
 * @param {import("express").Request} req
 * @param {import("express").Response | null} res the response whose end aborts the request if
 *   the client leaves first; null for a render shared by several requests, which no one client
 *   may abort
 * @param {string} origin the request's origin (requestOrigin): from the reverse proxy's
 *   X-Forwarded-Proto / X-Forwarded-Host only when the proxy is trusted (`trust proxy`)
 * @param {(address: string) => boolean} fromTrustedProxy
 * @returns {Request}
 */
export function createRemixRequest(req, res, origin, fromTrustedProxy) {
  const trusted = fromTrustedProxy(req.socket.remoteAddress ?? "");
  const url = new URL(`${origin}${req.originalUrl}`);

  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // A forwarded host from anyone but the proxy is not believed, and not passed on.
    if (name === "x-forwarded-host" && !trusted) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }

  // Loaders and actions see an aborted signal when the client goes away before the answer.
  const controller = new AbortController();
  let answered = false;
  res?.on("finish", () => (answered = true));
  res?.on("close", () => {
    if (!answered) controller.abort();
  });

  /** @type {RequestInit & { duplex?: "half" }} */
  const init = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = requestBodyStream(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

/**
 * Writes a Fetch Response to Express. A header the app set replaces the server's default
 * (set earlier with res.setHeader) rather than doubling it.
 * @param {import("express").Response} res
 * @param {Response} response
 */
export async function sendRemixResponse(res, response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const name of new Set(response.headers.keys())) res.removeHeader(name);
  for (const [name, value] of response.headers.entries()) {
    // Headers joins repeated Set-Cookie values; getSetCookie keeps them apart.
    if (name === "set-cookie") continue;
    res.append(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.append("Set-Cookie", cookies);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
