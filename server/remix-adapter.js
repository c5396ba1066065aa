// @ts-check
/**
 * Express request in, Fetch Request to Remix, Fetch Response back out to Express. The same job
 * as @remix-run/express, whose handler gives no way to look at the Response before it is sent.
 */
import { writeReadableStreamToWritable } from "@remix-run/node";
import { requestBodyStream } from "./request-body.js";

/** @param {import("express").Request} req */
function fromTrustedProxy(req) {
  return req.app.get("trust proxy fn")(req.socket.remoteAddress ?? "", 0);
}

/**
 * The host (with port) the client asked for: the proxy's X-Forwarded-Host when the proxy is
 * trusted, else the Host header.
 * @param {import("express").Request} req
 */
export function requestHost(req) {
  const forwarded = fromTrustedProxy(req) && req.get("X-Forwarded-Host")?.split(",")[0]?.trim();
  return forwarded || req.get("Host") || "localhost";
}

/**
 * The Fetch Request for an Express request. Scheme and host come from the reverse proxy's
 * X-Forwarded-Proto / X-Forwarded-Host only when the proxy is trusted (`trust proxy`).
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @returns {Request}
 */
export function createRemixRequest(req, res) {
  const trusted = fromTrustedProxy(req);
  const url = new URL(`${req.protocol}://${requestHost(req)}${req.originalUrl}`);

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
  res.on("finish", () => (answered = true));
  res.on("close", () => {
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
