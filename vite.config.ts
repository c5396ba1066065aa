import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { remixConfig } from "./remix.config";
import { inlineScripts } from "./vite.inline-scripts";

const APP_DIR = fileURLToPath(new URL("./app", import.meta.url));
/** The React and Remix runtime in one file, the site's shared components and helpers in another. */
function browserChunkOf(id: string): string | undefined {
  if (id.includes("entry.client")) return undefined;
  if (id.includes("/node_modules/")) return "vendor";
  if (/\/app\/(components\/[^/]+|seo\/[^/]+|lib\/[^/]+|config\/[^/]+)$/.test(id)) return "shared";
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [inlineScripts(), remix(remixConfig)],
  resolve: {
    // Vite does not read tsconfig "paths"; without this the server build cannot resolve "~/".
    alias: { "~": APP_DIR },
  },
  build: {
    // The server build awaits start-up (migrations, first seed) at the top level.
    target: isSsrBuild ? "node24" : undefined,
    rollupOptions: {
      // Native modules stay outside the server bundle.
      external: ["better-sqlite3", "sharp"],
      // In the browser, a few larger files instead of a dozen tiny ones: on a slow mobile link
      // each script costs a round trip, more than its bytes.
      output: isSsrBuild ? undefined : { manualChunks: browserChunkOf },
    },
  },
}));
