/**
 * The browser tests' `test` and `expect`. `test` gives each test `rows`, which makes the rows it
 * needs and removes them when it ends, whether it passed or not; `adminTest` starts signed in.
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { expect, test as base } from "@playwright/test";
import { provideRows, type Rows } from "./rows";
import { WORK_URL } from "./servers";
import { saveSignedInState } from "./sign-in";

export { expect };

/** The browser tests' `test`, with `rows`. */
export const test = base.extend<{ rows: Rows }>({
  // Playwright reads a fixture's dependencies from this pattern; this one has none. Its second
  // argument is Playwright's `use`, named otherwise so that it is not taken for React's hook.
  // eslint-disable-next-line no-empty-pattern
  rows: async ({}, provide) => provideRows(provide),
});

/**
 * The test of pages that need a signed-in admin: the browser context starts with the cookie of
 * a session opened once per worker on the work server (nothing here ever signs it out).
 */
export const adminTest = test.extend<object, { adminStorageState: string }>({
  adminStorageState: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const directory = join(workerInfo.project.outputDir, ".admin-auth");
      await mkdir(directory, { recursive: true });
      const file = join(directory, `worker-${workerInfo.parallelIndex}-${Date.now()}.json`);
      await saveSignedInState(WORK_URL, file);
      await provide(file);
    },
    { scope: "worker" },
  ],
  storageState: async ({ adminStorageState }, provide) => provide(adminStorageState),
});
