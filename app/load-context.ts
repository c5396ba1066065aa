import { createContext, RouterContextProvider } from "react-router";

/**
 * What the production server (server.ts) hands every loader and action besides the request.
 * Each is optional: the development server passes nothing.
 */
export interface RequestValues {
  /** The nonce the Content-Security-Policy of this response allows inline scripts with. */
  cspNonce?: string;
  /**
   * The timing token the forms of this response carry. The page cache passes a mark that it
   * fills in per response; without it a loader makes a fresh token.
   */
  formTimingToken?: string;
  /** The client's IP address, from the reverse proxy's X-Forwarded-For when it is trusted. */
  clientAddress?: string;
  /**
   * What the service worker's caches are named by: the build's version, or OFFLINE_VERSION.
   * A new one makes phones drop what belongs to the old build (app/offline/offline-rules.ts).
   */
  offlineVersion?: string;
  /**
   * The method the client sent. The page cache renders a HEAD as a GET, so that what it keeps
   * can answer later GETs: a loader that counts what it answers asks this, not the request.
   */
  clientMethod?: string;
}

const requestValuesContext = createContext<RequestValues>({});

/** The router context the server passes for one request (getLoadContext). */
export function createLoadContext(values: RequestValues): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestValuesContext, values);
  return context;
}

/** What the server passed for this request; nothing under the development server. */
export function requestValues(context: Readonly<RouterContextProvider>): RequestValues {
  return context.get(requestValuesContext);
}
