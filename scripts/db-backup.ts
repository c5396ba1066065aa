/**
 * A consistent copy of the database, the pack code key and the uploaded images, taken while the
 * server runs:
 *
 *   npm run db:backup      # into BACKUP_DIR (default backups/)/<UTC time>/ as app.db,
 *                          # pack-code.key (when there is one) + uploads/
 *
 * The database and uploads are the ones DATABASE_PATH and UPLOADS_DIR name, as for the server.
 */
// First: on a Node.js older than 24 it stops with a message before the database driver loads.
import "../server/node-version.ts";
import { isAbsolute, resolve } from "node:path";
import { APP_ROOT, readServerEnv } from "../app/config/env.server";
import { backupTo } from "../app/db/backup.server";
import { packCodeKeyPath } from "../app/verification/pack-code-secret.server";

const env = readServerEnv();
const backupDir = process.env.BACKUP_DIR || "backups";
const backupRoot = isAbsolute(backupDir) ? backupDir : resolve(APP_ROOT, backupDir);

try {
  const summary = await backupTo(backupRoot, {
    databasePath: env.databasePath,
    uploadsDir: env.uploadsDir,
    packCodeKeyPath: packCodeKeyPath(env.databasePath),
  });
  const kilobytes = Math.ceil(summary.databaseBytes / 1024);
  const key = summary.packCodeKey ? ", the pack code key" : "";
  console.log(
    `Backup written to ${summary.folder} (database ${kilobytes} KB${key}, ${summary.uploadedFiles} uploaded files).`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
