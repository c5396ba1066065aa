import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { inlineScripts } from "./vite.inline-scripts.ts";

const APP_DIR = fileURLToPath(new URL("./app", import.meta.url));
/**
 * In the browser, a few larger files instead of a dozen tiny ones: on a slow mobile link each
 * script costs a round trip, more than its bytes. The React and React Router runtime go in one
 * file, the site's shared components and helpers in another.
 */
const BROWSER_CHUNKS = {
  groups: [
    { name: "vendor", test: /[\\/]node_modules[\\/]/, priority: 2 },
    { name: "shared", test: /[\\/]app[\\/](components|seo|lib|config)[\\/][^/\\]+$/, priority: 1 },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [inlineScripts(), reactRouter()],
  resolve: {
    // Vite does not read tsconfig "paths"; without this the server build cannot resolve "~/".
    alias: { "~": APP_DIR },
  },
  build: {
    // The server build awaits start-up (migrations, first seed) at the top level.
    target: isSsrBuild ? "node24" : undefined,
    rolldownOptions: {
      // Native modules stay outside the server bundle.
      external: ["better-sqlite3", "sharp"],
      output: isSsrBuild ? undefined : { codeSplitting: BROWSER_CHUNKS },
    },
  },
}));
