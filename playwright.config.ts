import { defineConfig, devices } from "@playwright/test";
import { VARNISHD } from "./tests/e2e/support/varnish";

/**
 * Browser tests drive Debian's chromium (Playwright's own browser download is not used).
 * Three servers run from one production build: one on a database seeded with the demo
 * catalogue (public pages, read only), one on an empty database for the empty states, and a
 * seeded one the admin and API tests change.
 */
// E2E_PORT_BASE moves the three servers, so that two checkouts can run their tests at once.
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4391);
export const SEEDED_PORT = PORT_BASE;
export const EMPTY_PORT = PORT_BASE + 1;
export const WORK_PORT = PORT_BASE + 2;
export const ADMIN_USERNAME = "admin";
export const ADMIN_PASSWORD = "e2e-admin-password";
const TMP = "tests/.tmp";
const TEST_SERVER_LIMIT = 100_000;

const chromium = {
  ...devices["Desktop Chrome"],
  browserName: "chromium" as const,
  // The service worker answers pages from fetches of its own, which page.route() does not see:
  // tests that shape the network would test the worker instead. Its own spec, offline.spec.ts,
  // allows it.
  serviceWorkers: "block" as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  },
};

function server(port: number, name: string, seed: boolean) {
  return {
    command:
      `rm -rf ${TMP}/${name} && DATABASE_PATH=${TMP}/${name}/app.db UPLOADS_DIR=${TMP}/${name}/uploads ` +
      `SEED_DEMO=${seed ? 1 : 0} PORT=${port} ADMIN_USERNAME=${ADMIN_USERNAME} ADMIN_PASSWORD=${ADMIN_PASSWORD} ` +
      // Every test signs in and sends messages from 127.0.0.1; the limits have their own server
      // in rate-limits.spec.ts.
      `LOGIN_MAX_FAILURES=${TEST_SERVER_LIMIT} LOGIN_MAX_FAILURES_PER_ADDRESS=${TEST_SERVER_LIMIT} ` +
      `LOGIN_MAX_FAILURES_PER_USERNAME=${TEST_SERVER_LIMIT} CONTACT_MAX_PER_WINDOW=${TEST_SERVER_LIMIT} ` +
      // A browser under test fills a form in milliseconds: the timing check has its own test.
      `CONTACT_MAX_PER_EMAIL=${TEST_SERVER_LIMIT} CONTACT_MIN_SECONDS=0 ` +
      // Pack checks too: their limit has its own server in verify.spec.ts.
      `VERIFY_MAX_PER_WINDOW=${TEST_SERVER_LIMIT} ` +
      "NODE_ENV=production node server.ts",
    url: `http://localhost:${port}/about`,
    reuseExistingServer: false,
    // Seeding draws the demo images; on a busy 2-core machine three servers take a while.
    timeout: 300_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // Generous for a busy 2-core machine; a passing test takes a few seconds.
  timeout: 60_000,
  // A condition the server, a worker or a timer brings about can take seconds there too: every
  // expect waits up to 15 s for it (it passes as soon as it holds).
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? "line" : [["list"]],
  use: {
    baseURL: `http://localhost:${SEEDED_PORT}`,
    trace: "retain-on-failure",
  },
  projects: [
    // The site behind Varnish (shared-cache.spec.ts) needs varnishd, which `npm test` installs
    // with chromium where it may; without it that spec is left out.
    { name: "js", use: { ...chromium }, testIgnore: VARNISHD ? [] : [/shared-cache\.spec\.ts/] },
    // The main flows again without JavaScript: tests tagged @nojs.
    { name: "no-js", use: { ...chromium, javaScriptEnabled: false }, grep: /@nojs/ },
  ],
  webServer: [
    server(SEEDED_PORT, "seeded", true),
    server(EMPTY_PORT, "empty", false),
    server(WORK_PORT, "work", true),
  ],
});
