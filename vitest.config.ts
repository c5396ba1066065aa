import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit and integration tests run without the Remix plugin.
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/unit/setup.ts"],
    // Generous: a busy shared 2-core machine can run scrypt and sharp 50 times slower than usual.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
