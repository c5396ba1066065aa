// Options of the Remix Vite plugin. Neither Remix nor Vite reads this file by itself:
// vite.config.ts imports it and hands it to remix().
import type { VitePluginConfig } from "@remix-run/dev";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export const remixConfig: VitePluginConfig = {
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
  // Tests and helpers kept beside routes are not routes.
  ignoredRouteFiles: ["**/*.test.{ts,tsx}", "**/.*"],
};
