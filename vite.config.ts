import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { remixConfig } from "./remix.config";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [remix(remixConfig)],
  resolve: {
    // Vite does not read tsconfig "paths"; without this the server build cannot resolve "~/".
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    // The server build awaits start-up (migrations, first seed) at the top level.
    target: isSsrBuild ? "node20" : undefined,
    // Native modules stay outside the server bundle.
    rollupOptions: { external: ["better-sqlite3", "sharp"] },
  },
}));
