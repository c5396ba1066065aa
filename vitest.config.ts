import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { inlineScripts } from "./vite.inline-scripts.ts";

// Unit and integration tests run without the React Router plugin. They sit beside the module they
// test and reach app code as "~/..." and shared test helpers as "#tests/...".
export default defineConfig({
  plugins: [inlineScripts()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#tests": fileURLToPath(new URL("./tests", import.meta.url)),
    },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/setup/unit-setup.ts"],
    // Generous: a busy shared 2-core machine can run scrypt and sharp 50 times slower than usual.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
