/**
 * Puts a backup made by `npm run db:backup` back in place. Stop the server first.
 *
 *   npm run db:restore -- backups/2026-11-22T07-30-00Z            # only where there is no database yet
 *   npm run db:restore -- backups/2026-11-22T07-30-00Z --force    # replace the current one
 *
 * The targets are DATABASE_PATH (with the pack code key beside it) and UPLOADS_DIR, as for the
 * server. What is replaced is moved aside beside it (*.before-restore-<time>), not deleted. A
 * database in use is never replaced.
 */
// First: on a Node.js older than 24 it stops with a message before the database driver loads.
import "../server/node-version.ts";
import { isAbsolute, resolve } from "node:path";
import { readServerEnv } from "../app/config/env.server";
import { restoreFrom } from "../app/db/backup.server";
import { packCodeKeyPath } from "../app/verification/pack-code-secret.server";

const args = process.argv.slice(2);
const force = args.includes("--force");
const folders = args.filter((arg) => arg !== "--force");
const [given] = folders;
if (folders.length !== 1 || !given) {
  console.error("Usage: npm run db:restore -- <backup folder> [--force]");
  process.exit(2);
}
const folder = isAbsolute(given) ? given : resolve(process.cwd(), given);

const env = readServerEnv();
try {
  const { setAside } = restoreFrom(
    folder,
    {
      databasePath: env.databasePath,
      uploadsDir: env.uploadsDir,
      packCodeKeyPath: packCodeKeyPath(env.databasePath),
    },
    { force },
  );
  console.log(`Restored ${folder} to ${env.databasePath} and ${env.uploadsDir}.`);
  for (const path of setAside) console.log(`The replaced copy is kept at ${path}.`);
} catch (error) {
  console.error(`Restore refused: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
