/**
 * Restores the whole site from its replicas (decision 0026): the database with `litestream
 * restore` (the latest state Litestream sent), the uploads with `rclone copy`, then SQLite's
 * integrity check on the result. For a fresh machine, or a trial restore into another folder.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import Database from "better-sqlite3";
import { APP_ROOT } from "~/config/env.server";

/** The configuration the deploy files use (deploy/litestream.yml), unless LITESTREAM_CONFIG says. */
export const LITESTREAM_CONFIG = join(APP_ROOT, "deploy", "litestream.yml");

/**
 * The Litestream binary `npm ci` installed (the `@flydotio/litestream-linux-x64` package, an
 * optional dependency since it exists for Linux on x64 only).
 */
export function litestreamBinary(): string {
  try {
    const packageJson = createRequire(join(APP_ROOT, "package.json")).resolve(
      "@flydotio/litestream-linux-x64/package.json",
    );
    return join(dirname(packageJson), "litestream");
  } catch {
    throw new Error(
      `Litestream is not installed: npm installs it on Linux x64 only (this is ${process.platform} ${process.arch}). ` +
        "Run `npm ci` there, or install Litestream 0.3.13 from its releases.",
    );
  }
}

export interface RestorePlan {
  /** Litestream's configuration, naming the database and its replica. */
  config: string;
  /** The database's path as the configuration names it (the replica is found by it). */
  replicatedPath: string;
  /** rclone's source: where the uploads were copied (UPLOADS_REPLICA). */
  uploadsReplica: string;
  /** Where the restored database and uploads go. */
  databasePath: string;
  uploadsDir: string;
  /** The environment for Litestream and rclone (credentials, DATABASE_PATH for the config). */
  env?: NodeJS.ProcessEnv;
}

export interface RestoreSummary {
  databaseBytes: number;
  uploadedFiles: number;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, what: string): void {
  const result = spawnSync(command, args, { env, stdio: ["ignore", "inherit", "inherit"] });
  if (result.error) {
    const missing = (result.error as NodeJS.ErrnoException).code === "ENOENT";
    throw new Error(
      missing ? `${command} is not installed (${what}).` : `${what}: ${result.error.message}`,
    );
  }
  if (result.status !== 0) throw new Error(`${what} failed (exit ${result.status ?? result.signal}).`);
}

function countFiles(folder: string): number {
  if (!existsSync(folder)) return 0;
  return readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  ).length;
}

/**
 * Restores as `plan` says. Refuses to put anything where a database already is: the restore is
 * for a machine or folder without one (move an old one aside first).
 */
export function restoreFromReplicas(plan: RestorePlan): RestoreSummary {
  const env = { ...(plan.env ?? process.env), DATABASE_PATH: plan.replicatedPath };
  if (existsSync(plan.databasePath)) {
    throw new Error(`${plan.databasePath} exists: restore onto a machine or folder without one.`);
  }
  mkdirSync(dirname(plan.databasePath), { recursive: true });
  run(
    litestreamBinary(),
    ["restore", "-config", plan.config, "-o", plan.databasePath, plan.replicatedPath],
    env,
    "Restoring the database with Litestream",
  );
  const sqlite = new Database(plan.databasePath, { readonly: true, fileMustExist: true });
  try {
    const verdict = sqlite.pragma("integrity_check", { simple: true });
    if (verdict !== "ok") throw new Error(`The restored database failed its integrity check: ${String(verdict)}`);
  } finally {
    sqlite.close();
  }
  mkdirSync(plan.uploadsDir, { recursive: true });
  run(
    "rclone",
    ["copy", plan.uploadsReplica, plan.uploadsDir, "--log-level", "ERROR"],
    env,
    "Copying the uploads back with rclone (Debian's package `rclone`)",
  );
  return {
    databaseBytes: statSync(plan.databasePath).size,
    uploadedFiles: countFiles(plan.uploadsDir),
  };
}
