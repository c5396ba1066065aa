import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { inlineScripts } from "./vite.inline-scripts.ts";

const APP_DIR = fileURLToPath(new URL("./app", import.meta.url));
/**
 * In the browser, React and React Router's runtime in one file, which every page that hydrates
 * (the admin's) needs whole; the app's own modules split as the pages use them, so an admin page
 * loads only its own. Public pages load none of it: they are sent without the router's scripts.
 */
const BROWSER_CHUNKS = {
  groups: [{ name: "vendor", test: /[\\/]node_modules[\\/]/ }],
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
      // Native modules stay outside the server bundle, and pino, which loads its parts itself.
      external: ["better-sqlite3", "sharp", "pino"],
      output: isSsrBuild ? undefined : { codeSplitting: BROWSER_CHUNKS },
    },
  },
}));
