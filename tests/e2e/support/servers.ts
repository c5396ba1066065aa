/**
 * The three servers the browser tests run against (playwright.config.ts starts them) and where
 * each keeps its database and uploads.
 *
 * The seeded server (SEEDED_URL) and the empty one (EMPTY_URL) are read only, except for rows a
 * test makes and removes itself; the work server (WORK_URL) is the one the admin and API tests
 * change, only through records they created under a unique name, since tests run in parallel
 * and in two projects (with and without JavaScript).
 */
import { fileURLToPath } from "node:url";
import { EMPTY_PORT, SEEDED_PORT, WORK_PORT } from "../../../playwright.config";

/** The seeded server: read only. */
export const SEEDED_URL = `http://localhost:${SEEDED_PORT}`;
/** The server on an empty database: read only. */
export const EMPTY_URL = `http://localhost:${EMPTY_PORT}`;
/** The seeded server the tests may change (their own records only). */
export const WORK_URL = `http://localhost:${WORK_PORT}`;

export const LOGIN_PATH = "/admin-login";
export const DASHBOARD_PATH = "/admin/dashboard";

export type ServerName = "seeded" | "empty" | "work";

/** Each server's SQLite database (DATABASE_PATH of playwright.config.ts). */
export const DB_PATHS: Record<ServerName, string> = {
  seeded: fileURLToPath(new URL("../../.tmp/seeded/app.db", import.meta.url)),
  empty: fileURLToPath(new URL("../../.tmp/empty/app.db", import.meta.url)),
  work: fileURLToPath(new URL("../../.tmp/work/app.db", import.meta.url)),
};

/** Where a server keeps its uploaded images (UPLOADS_DIR of playwright.config.ts). */
export const UPLOADS_DIRS: Record<ServerName, string> = {
  seeded: fileURLToPath(new URL("../../.tmp/seeded/uploads", import.meta.url)),
  empty: fileURLToPath(new URL("../../.tmp/empty/uploads", import.meta.url)),
  work: fileURLToPath(new URL("../../.tmp/work/uploads", import.meta.url)),
};
