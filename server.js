// @ts-check
/**
 * The production server: one Node process serving the built Remix app, its static files and
 * uploaded images. It adds what a bare Remix handler does not: security headers and a
 * Content-Security-Policy nonce on every response, brotli/gzip compression, immutable caching
 * of hashed assets, ETag/304 on pages and API reads, and a graceful stop on SIGTERM.
 */
// First: on a Node.js older than 24 it stops with a message before anything else loads.
import "./server/node-version.js";
import "./server/production-env.js";
import compression from "compression";
import { createRequestHandler } from "react-router";
import express from "express";
import { readdirSync } from "node:fs";
import { createServer } from "node:http";
import { relative, sep } from "node:path";
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
  isPathTarget,
  READ_METHODS,
  securityHeaders,
  SITE_METHODS,
  shouldRevalidate,
  wantsMapFrame,
  weakEtag,
} from "./server/http-policy.js";
import {
  createMarks,
  createPageCache,
  createTemplate,
  mayAnswerFromCache,
  mayKeep,
  OFFLINE_COPY_HEADER,
  sendPage,
} from "./server/page-cache.js";
import {
  createRemixRequest,
  rememberedProxyTrust,
  requestOrigin,
  sendRemixResponse,
} from "./server/remix-adapter.js";
import { lingerAfterAnswer } from "./server/request-body.js";

const ROOT = fileURLToPath(new URL(".", import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST || undefined;
// Addresses of the reverse proxies whose X-Forwarded-* headers are believed (Express syntax).
const trustProxy = process.env.TRUST_PROXY ?? "loopback";

// Memory for rendered public pages (server/page-cache.js); 0 turns the cache off.
const pageCacheMb = Number(process.env.PAGE_CACHE_MB ?? 32);
// The longest a client may take to send a whole request, body included: a few photos from a
// phone over a slow link. Past it the request is answered 408 and its connection closed.
const requestTimeoutSeconds = Number(process.env.REQUEST_TIMEOUT_SECONDS ?? 120);
// Open connections taken at once; more are closed as they come. Each costs a file descriptor
// and some memory even when idle, and behind Caddy a slow visitor's body holds one.
const maxConnections = Number(process.env.MAX_CONNECTIONS ?? 500);

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid configuration:\n  PORT: must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}
if (!Number.isInteger(pageCacheMb) || pageCacheMb < 0) {
  console.error(
    `Invalid configuration:\n  PAGE_CACHE_MB: must be a whole number of megabytes (0 turns the page cache off), got "${process.env.PAGE_CACHE_MB}"`,
  );
  process.exit(1);
}
if (!Number.isInteger(requestTimeoutSeconds) || requestTimeoutSeconds < 1) {
  console.error(
    `Invalid configuration:\n  REQUEST_TIMEOUT_SECONDS: must be a whole number of seconds, at least 1, got "${process.env.REQUEST_TIMEOUT_SECONDS}"`,
  );
  process.exit(1);
}
if (!Number.isInteger(maxConnections) || maxConnections < 1) {
  console.error(
    `Invalid configuration:\n  MAX_CONNECTIONS: must be a whole number, at least 1, got "${process.env.MAX_CONNECTIONS}"`,
  );
  process.exit(1);
}


/** @type {import("react-router").ServerBuild} */
const build = await import(new URL("./build/server/index.js", import.meta.url).href);
const handleRemix = createRequestHandler(build, "production");
// What phones' offline caches are named by (app/offline): the build, unless the operator names
// another to make every phone drop its saved copies.
const offlineVersion = process.env.OFFLINE_VERSION || build.assets.version;
/** The hashes of the stylesheet and scripts inlined in every page (app/lib/inline-hashes.server.ts). */
const { inlineStyleHashes: styleHashes, inlineScriptHashes: scriptHashes } = build.entry.module;
if (!Array.isArray(styleHashes)) throw new Error("The server build exports no inlineStyleHashes");
if (!Array.isArray(scriptHashes)) throw new Error("The server build exports no inlineScriptHashes");

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", trustProxy);

// Whatever of a request's body is left unread when its answer goes out is read and dropped, so
// an early answer (413, 401, 403) reaches the client instead of a reset connection.
app.use((req, res, next) => {
  lingerAfterAnswer(req, res);
  next();
});

/**
 * The headers every response carries: security headers and a CSP with this response's own
 * nonce, which it returns. The map frame is allowed only on the contact page that shows it.
 * @param {import("node:http").ServerResponse} res
 * @param {{ https: boolean, url: string }} request
 */
function setPolicyHeaders(res, { https, url }) {
  const nonce = createNonce();
  for (const [name, value] of Object.entries(securityHeaders({ https })))
    res.setHeader(name, value);
  const query = url.indexOf("?");
  const allowMapFrame = query !== -1 && wantsMapFrame(url.slice(0, query), url.slice(query));
  res.setHeader(
    "Content-Security-Policy",
    contentSecurityPolicy({ nonce, allowMapFrame, https, styleHashes, scriptHashes }),
  );
  return nonce;
}

app.use((req, res, next) => {
  res.locals.cspNonce = setPolicyHeaders(res, { https: req.secure, url: req.originalUrl });
  next();
});

// Public pages and reads for visitors without a session are kept rendered in memory
// (server/page-cache.js). A kept page is sent before Express sees the request (see the server
// below); this renders the ones not kept yet, once for all who ask at the same time.
const pageCache = pageCacheMb > 0 ? createPageCache({ maxBytes: pageCacheMb * 1024 * 1024 }) : null;
const marks = createMarks();
const { pageCacheHooks } = /** @type {{ pageCacheHooks: PageCacheHooks }} */ (
  /** @type {unknown} */ (build.entry.module)
);
const fromTrustedProxy = rememberedProxyTrust(app.get("trust proxy fn"));
/**
 * The origin of each request the server took (takeRequest).
 * @type {WeakMap<import("node:http").IncomingMessage, string>}
 */
const requestOrigins = new WeakMap();
/**
 * The origin a request taken by the server was sent to: scheme and host, the trusted proxy's
 * forwarded ones when it came through the proxy.
 * @param {import("node:http").IncomingMessage} req
 * @returns {string}
 */
function originOfTaken(req) {
  const origin = requestOrigins.get(req);
  if (origin === undefined) throw new Error("A request reached the app without its origin");
  return origin;
}
const clientDir = `${ROOT}build/client`;
const assetsPath = `${build.publicPath}assets`;
// The files express.static sends: known at start, so a page request costs no disk look-up.
const publicFiles = new Set(
  readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `/${relative(clientDir, `${entry.parentPath}/${entry.name}`).split(sep).join("/")}`,
    ),
);
const isFile = (/** @type {string} */ path) =>
  path.startsWith(`${assetsPath}/`) || publicFiles.has(path);

app.use(async (req, res, next) => {
  if (!pageCache || !mayAnswerFromCache(req, isFile)) return next();
  try {
    const key = originOfTaken(req) + req.originalUrl;
    const template = await pageCache.templateFor(key, currentContentVersion, () =>
      renderForCache(req),
    );
    if (!template) return next();
    // HIT: sent from memory; MISS: rendered for this request. Others carry no X-Cache.
    res.setHeader("X-Cache", "MISS");
    sendPage(req, res, template, {
      fills: { nonce: () => res.locals.cspNonce, formTimingToken: pageCacheHooks.formTimingToken },
      cacheControl: defaultCacheControl(req.headers),
    });
  } catch (error) {
    next(error);
  }
});

app.use(compression());

// Vite names the files in assets/ after their content, so a browser may keep them for good.
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
app.use(express.static(clientDir, { maxAge: "1d", index: false }));

app.all("*", (req, res, next) => {
  const verdict = crossSiteFormPost({
    method: req.method,
    path: req.path,
    origin: req.headers.origin,
    host: new URL(originOfTaken(req)).host,
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
    const request = createRemixRequest(req, res, originOfTaken(req), fromTrustedProxy);
    let response = await handleRemix(request, loadContext(req, nonce));
    response = withAllow(response);
    response = await withValidator(req, res, response, nonce);
    await sendRemixResponse(res, response);
  } catch (error) {
    next(error);
  }
});

/**
 * @typedef {{ contentVersion: () => string, formTimingToken: () => string }} PageCacheHooks
 * what the app (app/entry.server.tsx) gives the page cache
 */

/**
 * What the app's loaders and actions are given besides the request (app/load-context.ts), the
 * same whether the page is rendered for one request or for the page cache: the service worker
 * at /sw.js/ must name the same version as at /sw.js.
 * @param {import("express").Request} req
 * @param {string} cspNonce
 * @param {string} [formTimingToken] the page cache's mark, filled in per response
 * @returns {import("react-router").RouterContextProvider}
 */
function loadContext(req, cspNonce, formTimingToken) {
  return /** @type {{ createLoadContext: (values: object) => import("react-router").RouterContextProvider }} */ (
    /** @type {unknown} */ (build.entry.module)
  ).createLoadContext({
    cspNonce,
    formTimingToken,
    clientAddress: req.ip ?? "",
    offlineVersion,
  });
}

/**
 * Remix's 405 (a write sent where a route has no action) with the methods the address takes,
 * unless the app named them (the API does).
 * @param {Response} response
 */
function withAllow(response) {
  if (response.status !== 405 || response.headers.has("Allow")) return response;
  const headers = new Headers(response.headers);
  headers.set("Allow", READ_METHODS);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * The version kept pages belong to: what the database says public pages show, and the date,
 * since pages show the year.
 */
function currentContentVersion() {
  return `${pageCacheHooks.contentVersion()} ${new Date().toDateString()}`;
}

/**
 * Renders a page for the cache, with marks where this response's own values go. The render is
 * shared by every request waiting for the page, so no one client's leaving aborts it.
 * @param {import("express").Request} req
 */
async function renderForCache(req) {
  let request = createRemixRequest(req, null, originOfTaken(req), fromTrustedProxy);
  if (req.method === "HEAD") request = new Request(request.url, { headers: request.headers });
  const response = await handleRemix(request, loadContext(req, marks.nonce, marks.formTimingToken));
  const body = Buffer.from(await response.arrayBuffer());
  const template = await createTemplate(
    { status: response.status, statusText: response.statusText, headers: response.headers, body },
    marks,
  );
  const keep = mayKeep(response);
  // The same rule tells the service worker which pages a phone may store (app/offline).
  if (keep) template.headers.push([OFFLINE_COPY_HEADER.toLowerCase(), "allowed"]);
  return { template, keep };
}

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

/**
 * Sends the kept page a request asks for, if there is one, before Express sees the request: a
 * burst of visitors from one shared link costs little more than sending the bytes.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @returns {boolean} whether it was sent
 */
function sendKeptPage(req, res) {
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  const request = { method: req.method ?? "", path, headers: req.headers };
  if (!pageCache || !mayAnswerFromCache(request, isFile)) return false;
  const origin = originOfTaken(req);
  const template = pageCache.kept(origin + url, currentContentVersion());
  if (!template) return false;
  const nonce = setPolicyHeaders(res, { https: origin.startsWith("https:"), url });
  res.setHeader("X-Cache", "HIT");
  sendPage(req, res, template, {
    fills: { nonce: () => nonce, formTimingToken: pageCacheHooks.formTimingToken },
    cacheControl: defaultCacheControl(req.headers),
  });
  return true;
}

/**
 * Takes a request, or answers it at once if no address of the site could: a method none takes
 * (405), a target that is not a path or a Host that is not a host name (400). A bare answer,
 * with nothing in the log: these come from scanners, not from a browser on a page of the site.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @returns {boolean} whether it was taken
 */
function takeRequest(req, res) {
  const methodKnown = SITE_METHODS.has(req.method ?? "");
  const origin =
    methodKnown && isPathTarget(req.url ?? "") ? requestOrigin(req, fromTrustedProxy) : null;
  if (origin) {
    requestOrigins.set(req, origin);
    return true;
  }
  setPolicyHeaders(res, { https: false, url: "/" });
  if (!methodKnown) res.setHeader("Allow", [...SITE_METHODS].join(", "));
  res.statusCode = methodKnown ? 400 : 405;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(methodKnown ? "Bad request.\n" : "Method not allowed.\n");
  return false;
}

// Time limits for a small VPS, where each open connection costs memory and Caddy streams a slow
// visitor's body through as slowly as it comes (nginx would buffer it first).
const requestTimeout = requestTimeoutSeconds * 1000;
const server = createServer(
  {
    requestTimeout,
    // The headers alone come at once from a browser or the proxy.
    headersTimeout: Math.min(20_000, requestTimeout),
    // How often those two are checked; Node's default, 30 s, would let a 10 s limit run to 40.
    connectionsCheckingInterval: 1_000,
  },
  (req, res) => {
    if (!takeRequest(req, res)) return;
    if (!sendKeptPage(req, res)) app(req, res);
  },
);
// An idle kept-alive connection is closed after 5 s (Node's default, said here).
server.keepAliveTimeout = 5_000;
server.maxConnections = maxConnections;
// Connections past the cap are closed by Node as they come; the log says so at most once a
// minute.
let lastDropLogged = 0;
server.on("drop", () => {
  if (Date.now() - lastDropLogged < 60_000) return;
  lastDropLogged = Date.now();
  console.warn(`MAX_CONNECTIONS (${maxConnections}) reached: closing new connections.`);
});
server.listen(port, host, () => {
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
