import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { formTimingToken } from "./abuse/form-timing.server";
import { contentVersion } from "./db/content-version.server";
import { requestValues } from "./load-context";
import { shouldHydrate } from "./lib/hydration";
import { NonceContext } from "./lib/nonce";
import { ensureStarted } from "./startup.server";
import { log } from "~/lib/log.server";

// The CSP hash sources of the inline <style> and <script> elements pages carry without a
// nonce; server.ts puts them in the policy. The scripts' are computed from their built text by
// the plugin that builds them (vite.inline-scripts.ts).
export { inlineScriptHashes } from "virtual:inline-script-hashes";
export { inlineStyleHashes } from "./styles/inline-style.server";
/** The router context the production server builds for each request (server.ts). */
export { createLoadContext } from "./load-context";

// Migrate (and seed a new database) before the server takes its first request.
await ensureStarted();

/** How long deferred data may take before the stream gives up on it. */
export const streamTimeout = 5_000;

/**
 * What the production server's page cache (server/page-cache.ts) asks of the app: the version
 * of what public pages show, and a fresh form timing token to fill into each response.
 */
export const pageCacheHooks = { contentVersion, formTimingToken: () => formTimingToken() };

/** What the production server asks of every request it takes: is it a visit to count. */
export { watchVisit } from "./insight/visits.server";

/**
 * Errors of loaders, actions and rendering go to the log; the router's own refusals of a request (a
 * write to a page that takes none, 405; an address no route has, 404) are answers, not faults,
 * and a client that left is no fault either.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  log().error({ event: "error", err: error }, "A page or request failed");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A form or other write sent to a page without an action (the router's 405): a short answer. The
  // site's error page would need its layout's data, and the router runs no loader for it.
  if (responseStatusCode === 405) {
    responseHeaders.set("Content-Type", "text/plain; charset=utf-8");
    return new Response("Method not allowed: this page takes no form.\n", {
      status: 405,
      headers: responseHeaders,
    });
  }
  // Only a page that loads the router's scripts carries the response's nonce (on them and on its
  // links): a page sent without them has nothing that changes from one response to the next, so
  // the page cache keeps it whole and brotli (its own scripts are allowed by their hashes).
  const hydrates = shouldHydrate(
    routerContext.staticHandlerContext.matches.map(
      (match) => routerContext.routeModules[match.route.id]?.handle,
    ),
  );
  const nonce = hydrates ? requestValues(loadContext).cspNonce : undefined;
  // Crawlers get the whole document at once; people get it streamed as it renders.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reach onShellError; later ones are only logged.
          if (shellRendered) log().error({ event: "render", err: error }, "Rendering a page failed");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
