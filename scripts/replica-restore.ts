/**
 * Restores the site from its replicas onto this machine: the database with `litestream
 * restore`, the uploads with `rclone copy` (README, "Replication"). Run it with the same
 * environment as the service (the replica's address and credentials, DATABASE_PATH,
 * UPLOADS_DIR, UPLOADS_REPLICA), before the service starts:
 *
 *   npm run restore                  # into DATABASE_PATH and UPLOADS_DIR (a fresh machine)
 *   npm run restore -- <folder>      # into <folder>/<database file> and <folder>/uploads (a trial)
 */
// First: on a Node.js older than 24 it stops with a message before the database driver loads.
import "../server/node-version.ts";
import { basename, isAbsolute, join, resolve } from "node:path";
import { readServerEnv } from "../app/config/env.server";
import { LITESTREAM_CONFIG, restoreFromReplicas } from "../app/replication/restore.server";

const args = process.argv.slice(2);
if (args.length > 1 || args[0]?.startsWith("-")) {
  console.error("Usage: npm run restore [-- <folder>]");
  process.exit(2);
}
const env = readServerEnv();
const folder = args[0] ? (isAbsolute(args[0]) ? args[0] : resolve(process.cwd(), args[0])) : null;
const databasePath = folder ? join(folder, basename(env.databasePath)) : env.databasePath;
const uploadsDir = folder ? join(folder, "uploads") : env.uploadsDir;
const started = performance.now();
try {
  if (!env.uploadsReplica) throw new Error("UPLOADS_REPLICA is not set: where were the uploads copied?");
  const summary = restoreFromReplicas({
    config: process.env.LITESTREAM_CONFIG || LITESTREAM_CONFIG,
    replicatedPath: env.databasePath,
    uploadsReplica: env.uploadsReplica,
    databasePath,
    uploadsDir,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Restored ${databasePath} (${Math.round(summary.databaseBytes / 1024)} KB, integrity ok) and ` +
      `${summary.uploadedFiles} files into ${uploadsDir} in ${seconds} s.`,
  );
  if (!env.packCodeSecret) {
    console.log(
      "PACK_CODE_SECRET is not set: printed pack codes can be checked only with the key they were made with. Set it as on the old machine before starting.",
    );
  }
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
