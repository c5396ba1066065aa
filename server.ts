/**
 * The production server: one Node process serving the built app, its static files and uploaded
 * images. It adds what the framework's request handler does not: security headers and a
 * Content-Security-Policy nonce on every response, brotli/gzip compression, immutable caching
 * of hashed assets, ETag/304 on pages and API reads, a JSON line in the log per request with its
 * id (X-Request-Id), and a graceful stop on SIGTERM.
 * Node runs this file as it is (type stripping): only erasable TypeScript, imports with `.ts`.
 */
// First: on a Node.js older than 24 it stops with a message before anything else loads.
import "./server/node-version.ts";
// Before anything loads React (react-router does): its build is chosen by NODE_ENV.
import "./server/production-env.ts";
import compression from "compression";
import express, {
  type ErrorRequestHandler,
  type Request as ExpressRequest,
  type Response as ExpressResponse,
  static as serveStatic,
} from "express";
import { readdirSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { extname, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { readServerEnv, type ServerEnv } from "./app/config/env.server.ts";
import type { RequestValues } from "./app/load-context.ts";
import { log } from "./app/lib/log.server.ts";
import {
  fetchRequest,
  rememberedProxyTrust,
  requestOrigin,
  sendFetchResponse,
} from "./server/fetch-bridge.ts";
import {
  brotliCopyOf,
  contentSecurityPolicy,
  CROSS_SITE_REFUSAL_PAGE,
  crossSiteFormPost,
  createNonce,
  defaultCacheControl,
  etagMatches,
  isPathTarget,
  PRIVATE_CACHE_CONTROL,
  READ_METHODS,
  revalidatedType,
  securityHeaders,
  SITE_METHODS,
  SHARED_CACHE_CONTROL,
  shouldRevalidate,
  wantsMapFrame,
  weakEtag,
} from "./server/http-policy.ts";
import {
  createMarks,
  createPageCache,
  createTemplate,
  isSharedTemplate,
  mayAnswerFromCache,
  mayKeep,
  OFFLINE_COPY_HEADER,
  sendPage,
  type Rendered,
  type Template,
} from "./server/page-cache.ts";
import { lingerAfterAnswer } from "./server/request-body.ts";
import { logRequest, REQUEST_ID_HEADER, requestIdFor } from "./server/request-log.ts";

// Every setting, checked by the app's one environment schema; a wrong one stops the start with
// the same message the app would give.
let env: ServerEnv;
try {
  env = readServerEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/** What the server takes from the app's entry module (app/entry.server.tsx) besides the router. */
interface AppEntry {
  /** The router context for one request (app/load-context.ts). */
  createLoadContext(values: RequestValues): RouterContextProvider;
  /** What the page cache asks of the app. */
  pageCacheHooks: { contentVersion(): string; formTimingToken(): string };
  /** Counts a request once answered if it is a farmer's visit to a public page (app/insight). */
  watchVisit(req: IncomingMessage, res: ServerResponse): void;
  /** The hashes of the stylesheet and scripts inlined in every page. */
  inlineStyleHashes: readonly string[];
  inlineScriptHashes: readonly string[];
}
type AppBuild = ServerBuild & { entry: { module: ServerBuild["entry"]["module"] & AppEntry } };

const ROOT = fileURLToPath(new URL(".", import.meta.url));
const build: AppBuild = await import(new URL("./build/server/index.js", import.meta.url).href);
const handleRequest = createRequestHandler(build, "production");
const { createLoadContext, pageCacheHooks, watchVisit } = build.entry.module;
// What phones' offline caches are named by (app/offline): the build, unless the operator names
// another to make every phone drop its saved copies.
const offlineVersion = env.offlineVersion ?? build.assets.version;
/** The hashes of the stylesheet and scripts inlined in every page (app/entry.server.tsx). */
const { inlineStyleHashes: styleHashes, inlineScriptHashes: scriptHashes } = build.entry.module;
if (!Array.isArray(styleHashes)) throw new Error("The server build exports no inlineStyleHashes");
if (!Array.isArray(scriptHashes)) throw new Error("The server build exports no inlineScriptHashes");

const app = express();
app.disable("x-powered-by");
// Addresses of the reverse proxies whose X-Forwarded-* headers are believed (Express syntax).
app.set("trust proxy", env.trustProxy);

// Whatever of a request's body is left unread when its answer goes out is read and dropped, so
// an early answer (413, 401, 403) reaches the client instead of a reset connection.
app.use((req, res, next) => {
  lingerAfterAnswer(req, res);
  next();
});

/**
 * The headers every response carries: security headers and a CSP with this response's own
 * nonce, which it returns. The map frame is allowed only on the contact page that shows it.
 */
function setPolicyHeaders(
  res: ServerResponse,
  { https, url, shared = false }: { https: boolean; url: string; shared?: boolean },
) {
  const nonce = createNonce();
  for (const [name, value] of Object.entries(securityHeaders({ https })))
    res.setHeader(name, value);
  const query = url.indexOf("?");
  const allowMapFrame = query !== -1 && wantsMapFrame(url.slice(0, query), url.slice(query));
  res.setHeader(
    "Content-Security-Policy",
    // An answer a shared cache repeats to everyone has no nonce: its scripts go by their hashes.
    contentSecurityPolicy({
      nonce: shared ? null : nonce,
      allowMapFrame,
      https,
      styleHashes,
      scriptHashes,
    }),
  );
  return nonce;
}

app.use((req, res, next) => {
  res.locals.cspNonce = setPolicyHeaders(res, { https: req.secure, url: req.originalUrl });
  next();
});

/** This response's CSP nonce (set above, before anything else answers). */
function nonceOf(res: ExpressResponse): string {
  const nonce: unknown = res.locals.cspNonce;
  if (typeof nonce !== "string") throw new Error("A response without its nonce");
  return nonce;
}

// Public pages and reads for visitors without a session are kept rendered in memory
// (server/page-cache.ts). A kept page is sent before Express sees the request (see the server
// below); this renders the ones not kept yet, once for all who ask at the same time.
const pageCache =
  env.pageCacheMb > 0 ? createPageCache({ maxBytes: env.pageCacheMb * 1024 * 1024 }) : null;
const marks = createMarks();
const fromTrustedProxy = rememberedProxyTrust(app.get("trust proxy fn"));

/** What the server learned of each request it took (takeRequest). */
interface Taken {
  /** Scheme and host, the trusted proxy's forwarded ones when it came through the proxy. */
  origin: string;
  /** Whether it came through the trusted proxy. */
  trusted: boolean;
}
const takenRequests = new WeakMap<IncomingMessage, Taken>();
function taken(req: IncomingMessage): Taken {
  const request = takenRequests.get(req);
  if (request === undefined) throw new Error("A request reached the app without its origin");
  return request;
}

const clientDir = `${ROOT}build/client`;
const assetsPath = `${build.publicPath}assets`;
// The files serveStatic sends: known at start, so a page request costs no disk look-up.
const publicFiles = new Set(
  readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `/${relative(clientDir, `${entry.parentPath}/${entry.name}`).split(sep).join("/")}`,
    ),
);
const isFile = (path: string) => path.startsWith(`${assetsPath}/`) || publicFiles.has(path);

app.use(async (req, res, next) => {
  if (!pageCache || !mayAnswerFromCache(req, isFile)) return next();
  try {
    const key = taken(req).origin + req.originalUrl;
    const template = await pageCache.templateFor(key, currentContentVersion, () =>
      renderForCache(req),
    );
    if (!template) return next();
    // HIT: sent from memory; MISS: rendered for this request. Others carry no X-Cache.
    res.setHeader("X-Cache", "MISS");
    const shared = sharedAnswer(req, template);
    if (shared) setPolicyHeaders(res, { https: req.secure, url: req.originalUrl, shared });
    sendTemplate(req, res, template, shared, () => nonceOf(res));
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
const acceptsBrotli = (req: ExpressRequest) =>
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
app.use(assetsPath, serveStatic(assetsDir, assetCaching));
// Files from public/ keep their names when they change: a day, then a cheap 304.
app.use(serveStatic(clientDir, { maxAge: "1d", index: false }));

app.all("*", (req, res, next) => {
  const verdict = crossSiteFormPost({
    method: req.method,
    path: req.path,
    origin: req.headers.origin,
    host: new URL(taken(req).origin).host,
  });
  if (verdict === "refuse") return res.status(403).type("html").send(CROSS_SITE_REFUSAL_PAGE);
  // The contact form acts for no one signed in; the router would refuse the foreign Origin.
  if (verdict === "contact") delete req.headers.origin;
  next();
});

// Everything else is the app's: the framework's request handler, Fetch in and Fetch out.
app.all("*", async (req, res, next) => {
  try {
    const nonce = nonceOf(res);
    const { origin, trusted } = taken(req);
    const request = fetchRequest(req, { url: origin + req.originalUrl, trusted, res });
    let response = await handleRequest(request, loadContext(req, nonce));
    response = withAllow(response);
    response = await withValidator(req, res, response, nonce);
    await sendFetchResponse(res, response);
  } catch (error) {
    next(error);
  }
});

/**
 * What the app's loaders and actions are given besides the request (app/load-context.ts), the
 * same whether the page is rendered for one request or for the page cache: the service worker
 * at /sw.js/ must name the same version as at /sw.js. `formTimingToken` is the page cache's
 * mark, filled in per response.
 */
function loadContext(
  req: ExpressRequest,
  cspNonce: string,
  formTimingToken?: string,
): RouterContextProvider {
  return createLoadContext({
    cspNonce,
    formTimingToken,
    clientAddress: req.ip ?? "",
    offlineVersion,
    clientMethod: req.method,
  });
}

/**
 * The router's 405 (a write sent where a route has no action) with the methods the address
 * takes, unless the app named them (the API does).
 */
function withAllow(response: Response): Response {
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
function currentContentVersion(): string {
  return `${pageCacheHooks.contentVersion()} ${new Date().toDateString()}`;
}

/**
 * Renders a page for the cache, with marks where this response's own values go. The render is
 * shared by every request waiting for the page, so no one client's leaving aborts it.
 */
async function renderForCache(req: ExpressRequest): Promise<Rendered> {
  const { origin, trusted } = taken(req);
  let request = fetchRequest(req, { url: origin + req.originalUrl, trusted, res: null });
  if (req.method === "HEAD") request = new Request(request.url, { headers: request.headers });
  const response = await handleRequest(
    request,
    loadContext(req, marks.nonce, marks.formTimingToken),
  );
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
 */
async function withValidator(
  req: ExpressRequest,
  res: ExpressResponse,
  response: Response,
  nonce: string,
): Promise<Response> {
  if (forOneVisitor(req, response)) {
    // It may depend on the cookie or token it came with: no cache, shared or the browser's, keeps it.
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
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

/** Whether a page or read answers a request that carries a cookie or a token. */
function forOneVisitor(req: ExpressRequest, response: Response): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (!req.headers.authorization && !req.headers.cookie) return false;
  return revalidatedType(response.headers.get("Content-Type"));
}

// The last resort: a short answer without internals (the error itself goes to the log).
// Express knows an error handler by its four parameters.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const lastResort: ErrorRequestHandler = (error, _req, res, _next) => {
  const status = Number(error?.status ?? error?.statusCode);
  const clientError = Number.isInteger(status) && status >= 400 && status < 500;
  if (!clientError) log().error({ event: "error", id: res.getHeader(REQUEST_ID_HEADER), err: error });
  if (res.headersSent) return res.end();
  res
    .status(clientError ? status : 500)
    .type("text/plain")
    .send(clientError ? "Bad request." : "Something went wrong. Please try again later.");
};
app.use(lastResort);

/**
 * Sends the kept page a request asks for, if there is one, before Express sees the request: a
 * burst of visitors from one shared link costs little more than sending the bytes. Says whether
 * it was sent.
 */
function sendKeptPage(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  const request = { method: req.method ?? "", path, headers: req.headers };
  if (!pageCache || !mayAnswerFromCache(request, isFile)) return false;
  const { origin } = taken(req);
  const template = pageCache.kept(origin + url, currentContentVersion());
  if (!template) return false;
  const shared = sharedAnswer(req, template);
  const nonce = setPolicyHeaders(res, { https: origin.startsWith("https:"), url, shared });
  res.setHeader("X-Cache", "HIT");
  sendTemplate(req, res, template, shared, () => nonce);
  return true;
}

/**
 * Whether a page-cache answer goes out for shared caches to keep (server/page-cache.ts,
 * isSharedTemplate): only to a request without any cookie, whose answer they may repeat.
 */
function sharedAnswer(req: IncomingMessage, template: Template): boolean {
  return !req.headers.cookie && !req.headers.authorization && isSharedTemplate(template);
}

/** Sends a page-cache template, with this response's values filled in. */
function sendTemplate(
  req: IncomingMessage,
  res: ServerResponse,
  template: Template,
  shared: boolean,
  nonce: () => string,
): void {
  sendPage(req, res, template, {
    fills: { nonce, formTimingToken: pageCacheHooks.formTimingToken },
    cacheControl: shared ? SHARED_CACHE_CONTROL : defaultCacheControl(req.headers),
  });
}

/**
 * Takes a request, or answers it at once if no address of the site could: a method none takes
 * (405), a target that is not a path or a Host that is not a host name (400). A bare answer,
 * with no line in the log: these come from scanners, not from a browser on a page of the site.
 * Says whether it was taken.
 */
function takeRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const methodKnown = SITE_METHODS.has(req.method ?? "");
  const trusted = fromTrustedProxy(req.socket.remoteAddress ?? "");
  const origin = methodKnown && isPathTarget(req.url ?? "") ? requestOrigin(req, trusted) : null;
  if (origin) {
    takenRequests.set(req, { origin, trusted });
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
const requestTimeout = env.requestTimeoutSeconds * 1000;
const server = createServer(
  {
    requestTimeout,
    // The headers alone come at once from a browser or the proxy.
    headersTimeout: Math.min(20_000, requestTimeout),
    // How often those two are checked; Node's default, 30 s, would let a 10 s limit run to 40.
    connectionsCheckingInterval: 1_000,
  },
  (req, res) => {
    const id = requestIdFor(req.headers["x-request-id"]);
    res.setHeader(REQUEST_ID_HEADER, id);
    if (!takeRequest(req, res)) return;
    logRequest(log(), req, res, id);
    // Kept pages and rendered ones alike: counting is an increment, written in batches.
    watchVisit(req, res);
    if (!sendKeptPage(req, res)) app(req, res);
  },
);
// An idle kept-alive connection is closed after 5 s (Node's default, said here).
server.keepAliveTimeout = 5_000;
server.maxConnections = env.maxConnections;
// Connections past the cap are closed by Node as they come; the log says so at most once a
// minute.
let lastDropLogged = 0;
server.on("drop", () => {
  if (Date.now() - lastDropLogged < 60_000) return;
  lastDropLogged = Date.now();
  log().warn(
    { event: "connections-full" },
    `MAX_CONNECTIONS (${env.maxConnections}) reached: closing new connections.`,
  );
});
server.listen(env.port, env.host, () => {
  const address = server.address();
  const shown = typeof address === "object" && address ? address.port : env.port;
  log().info(
    { event: "listening" },
    `Serving on http://${env.host ?? "localhost"}:${shown} (NODE_ENV=${env.nodeEnv})`,
  );
});

// A stop (systemd, Ctrl-C) lets requests in flight finish, then exits; stuck ones get 10 s.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    log().info({ event: "stopping" }, `${signal}: finishing requests in flight, then stopping.`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(1);
    }, 10_000).unref();
  });
}
