// Each test file gets its own empty database and uploads folder, set before any app module
// reads the environment.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { format } from "node:util";
import { afterEach, beforeEach, vi, type MockInstance } from "vitest";
import { log } from "~/lib/log.server";

const dir = mkdtempSync(join(tmpdir(), "agro-unit-"));
process.env.DATABASE_PATH = join(dir, "test.db");
process.env.UPLOADS_DIR = join(dir, "uploads");
process.env.SEED_DEMO = "0";

// A test fails when the code under test logs an error it did not expect: an error logged and
// swallowed is a failure a passing test would hide. A test that expects one says so with its
// own `vi.spyOn(console, "error").mockImplementation(...)` (or `vi.spyOn(log(), "error")` for
// the server's log), which replaces this one.
const printError = console.error.bind(console);
let consoleError: MockInstance<typeof console.error>;
let logError: MockInstance;
let unexpected: string[] = [];

beforeEach(() => {
  unexpected = [];
  consoleError = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    unexpected.push(format(...args));
    printError(...args);
  });
  logError = vi.spyOn(log(), "error").mockImplementation(((...args: unknown[]) => {
    unexpected.push(format(...args));
    printError(...args);
  }) as never);
});

afterEach(() => {
  consoleError.mockRestore();
  logError.mockRestore();
  if (unexpected.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${unexpected.join("\n")}\n` +
        'If the test expects it, mock it in the test: vi.spyOn(console, "error").mockImplementation(...) or vi.spyOn(log(), "error").',
    );
  }
});
