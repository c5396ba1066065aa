// @ts-check
/**
 * The production server: one Node process serving the built Remix app, its static files and
 * uploaded images. It adds what a bare Remix handler does not: security headers and a
 * Content-Security-Policy nonce on every response, brotli/gzip compression, immutable caching
 * of hashed assets, ETag/304 on pages and API reads, and a graceful stop on SIGTERM.
 */
import { createRequestHandler } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { readdirSync } from "node:fs";
import { extname } from "node:path";
import { fileURLToPath } from "node:url";
import {
  brotliCopyOf,
  contentSecurityPolicy,
  CROSS_SITE_REFUSAL_PAGE,
  crossSiteFormPost,
  createNonce,
  defaultCacheControl,
  etagMatches,
  securityHeaders,
  shouldRevalidate,
  wantsMapFrame,
  weakEtag,
} from "./server/http-policy.js";
import { createRemixRequest, requestHost, sendRemixResponse } from "./server/remix-adapter.js";
import { lingerAfterAnswer } from "./server/request-body.js";

const ROOT = fileURLToPath(new URL(".", import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST || undefined;
// Addresses of the reverse proxies whose X-Forwarded-* headers are believed (Express syntax).
const trustProxy = process.env.TRUST_PROXY ?? "loopback";

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid configuration:\n  PORT: must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}

// This is the production server: React and the app read NODE_ENV when the build is loaded, so
// `npm start` (no NODE_ENV set) must not run their development code.
if (!process.env.NODE_ENV) process.env.NODE_ENV = "production";

/** @type {import("@remix-run/node").ServerBuild} */
const build = await import(new URL("./build/server/index.js", import.meta.url).href);
const handleRemix = createRequestHandler(build, "production");
/** The hashes of the stylesheet inlined in every page's head (app/styles/inline-style.server.ts). */
const styleHashes = /** @type {unknown} */ (build.entry.module.inlineStyleHashes);
if (!Array.isArray(styleHashes)) throw new Error("The server build exports no inlineStyleHashes");

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", trustProxy);

// Whatever of a request's body is left unread when its answer goes out is read and dropped, so
// an early answer (413, 401, 403) reaches the client instead of a reset connection.
app.use((req, res, next) => {
  lingerAfterAnswer(req, res);
  next();
});

app.use((req, res, next) => {
  const nonce = createNonce();
  res.locals.cspNonce = nonce;
  for (const [name, value] of Object.entries(securityHeaders({ https: req.secure })))
    res.setHeader(name, value);
  res.setHeader(
    "Content-Security-Policy",
    contentSecurityPolicy({
      nonce,
      allowMapFrame: wantsMapFrame(req.path, req.query.map),
      https: req.secure,
      styleHashes,
    }),
  );
  next();
});

app.use(compression());

// Vite names the files in assets/ after their content, so a browser may keep them for good.
const assetsPath = `${build.publicPath}assets`;
const assetsDir = `${ROOT}build/client/assets`;
const assetCaching = { immutable: true, maxAge: "1y" };
// scripts/compress-assets.mjs wrote the smallest brotli copies at build time.
const brotliCopies = new Set(
  readdirSync(assetsDir)
    .filter((name) => name.endsWith(".br"))
    .map((name) => name.slice(0, -3)),
);
/** Only a client that says so: no Accept-Encoding at all gets the plain file. */
const acceptsBrotli = (/** @type {import("express").Request} */ req) =>
  Boolean(req.headers["accept-encoding"]) && req.acceptsEncodings("br") === "br";
app.use(assetsPath, (req, res, next) => {
  const copy =
    req.method === "GET" || req.method === "HEAD"
      ? brotliCopyOf(req.path, brotliCopies, acceptsBrotli(req))
      : undefined;
  if (!copy) return next();
  res.setHeader("Content-Encoding", "br");
  res.setHeader("Vary", "Accept-Encoding");
  res.type(extname(req.path));
  res.sendFile(copy, { root: assetsDir, ...assetCaching }, (error) => error && next(error));
});
app.use(assetsPath, express.static(assetsDir, assetCaching));
// Files from public/ keep their names when they change: a day, then a cheap 304.
app.use(express.static(`${ROOT}build/client`, { maxAge: "1d", index: false }));

app.all("*", (req, res, next) => {
  const verdict = crossSiteFormPost({
    method: req.method,
    path: req.path,
    origin: req.headers.origin,
    host: requestHost(req),
  });
  if (verdict === "refuse") return res.status(403).type("html").send(CROSS_SITE_REFUSAL_PAGE);
  // The contact form acts for no one signed in; Remix would refuse the foreign Origin.
  if (verdict === "contact") delete req.headers.origin;
  next();
});

app.all("*", async (req, res, next) => {
  try {
    /** @type {string} */
    const nonce = res.locals.cspNonce;
    const request = createRemixRequest(req, res);
    let response = await handleRemix(request, { cspNonce: nonce, clientAddress: req.ip ?? "" });
    response = await withValidator(req, res, response, nonce);
    await sendRemixResponse(res, response);
  } catch (error) {
    next(error);
  }
});

/**
 * Adds Cache-Control and an ETag to cacheable answers and turns a matching If-None-Match into a
 * bodiless 304.
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {Response} response
 * @param {string} nonce
 */
async function withValidator(req, res, response, nonce) {
  if (!shouldRevalidate(req.method, response)) return response;
  const body = Buffer.from(await response.arrayBuffer());
  const etag = weakEtag(body, nonce);
  const headers = new Headers(response.headers);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", defaultCacheControl(req.headers));
  headers.set("ETag", etag);
  if (etagMatches(req.headers["if-none-match"], etag)) {
    // The browser keeps its stored copy with the CSP it came with; a new nonce would not fit it.
    res.removeHeader("Content-Security-Policy");
    for (const name of ["Content-Type", "Content-Length", "Content-Encoding"]) headers.delete(name);
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

// The last resort: a short answer without internals (the error itself goes to the log).
app.use(
  /** @type {import("express").ErrorRequestHandler} */
  // Express knows an error handler by its four parameters.
  // eslint-disable-next-line no-unused-vars
  (error, _req, res, _next) => {
    const status = Number(error?.status ?? error?.statusCode);
    const clientError = Number.isInteger(status) && status >= 400 && status < 500;
    if (!clientError) console.error(error);
    if (res.headersSent) return res.end();
    res
      .status(clientError ? status : 500)
      .type("text/plain")
      .send(clientError ? "Bad request." : "Something went wrong. Please try again later.");
  },
);

const server = app.listen(port, host, () => {
  const address = server.address();
  const shown = typeof address === "object" && address ? address.port : port;
  console.log(
    `Serving on http://${host ?? "localhost"}:${shown} (NODE_ENV=${process.env.NODE_ENV})`,
  );
});

// A stop (systemd, Ctrl-C) lets requests in flight finish, then exits; stuck ones get 10 s.
for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
  process.once(signal, () => {
    console.log(`${signal}: finishing requests in flight, then stopping.`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(1);
    }, 10_000).unref();
  });
}
