// What the production server (server.js) hands every loader and action. Both are optional:
// the development server passes nothing.
declare module "@remix-run/node" {
  interface AppLoadContext {
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
  }
}

export {};
