import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import Database from "better-sqlite3";

/** The database's name inside a backup folder, beside the `uploads/` copy. */
export const BACKUP_DATABASE_FILE = "app.db";
export const BACKUP_UPLOADS_FOLDER = "uploads";
/** The pack code key's name inside a backup folder. */
export const BACKUP_PACK_CODE_KEY_FILE = "pack-code.key";

export interface BackupPlaces {
  databasePath: string;
  uploadsDir: string;
  /**
   * The key pack codes are hashed with, when it is kept in a file (packCodeKeyPath): without
   * it no printed code could be checked, so it goes with the database.
   */
  packCodeKeyPath: string;
}

export interface BackupSummary {
  folder: string;
  databaseBytes: number;
  uploadedFiles: number;
  /** Whether the pack code key beside the database was copied (there is none with PACK_CODE_SECRET). */
  packCodeKey: boolean;
}

/** A folder name from the time, sortable and valid everywhere: 2026-11-22T07-30-00Z. */
export function backupFolderName(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
}

/** Nothing when SQLite finds a database file whole; else the first problem it reports. */
function integrityProblem(sqlite: Database.Database): string | undefined {
  const verdict = sqlite.pragma("integrity_check", { simple: true });
  return verdict === "ok" ? undefined : String(verdict);
}

function checkedBackupFile(path: string): string | undefined {
  const sqlite = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return integrityProblem(sqlite);
  } finally {
    sqlite.close();
  }
}

/**
 * Copies a folder tree. Files may be added or deleted by the running app meanwhile: one that
 * disappears before it is copied is left out rather than stopping the copy.
 */
function copyTree(from: string, to: string): number {
  mkdirSync(to, { recursive: true });
  let copied = 0;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    try {
      if (entry.isDirectory()) copied += copyTree(source, target);
      else if (entry.isFile()) {
        copyFileSync(source, target);
        copied += 1;
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return copied;
}

/** Copies a secret file, readable by its owner only, like the original. */
function copySecret(from: string, to: string): void {
  copyFileSync(from, to);
  chmodSync(to, 0o600);
}

/**
 * A consistent copy of the live database (SQLite's online backup: the server may keep reading
 * and writing meanwhile), of the pack code key beside it (without it no printed code could be
 * checked) and of the uploaded images, in a new dated folder under `backupRoot`.
 * The database is copied first: the app stores an image's files before the row that names
 * them, so every image the copied rows name is already on disk when the files are copied.
 */
export async function backupTo(
  backupRoot: string,
  places: BackupPlaces,
  at = new Date(),
): Promise<BackupSummary> {
  if (!existsSync(places.databasePath)) {
    throw new Error(`There is no database at ${places.databasePath}.`);
  }
  const name = backupFolderName(at);
  let folder = join(backupRoot, name);
  for (let n = 2; existsSync(folder); n += 1) folder = join(backupRoot, `${name}-${n}`);
  mkdirSync(folder, { recursive: true });

  const databaseCopy = join(folder, BACKUP_DATABASE_FILE);
  const source = new Database(places.databasePath, { readonly: true, fileMustExist: true });
  try {
    // All pages in one step, so the server's writes cannot keep restarting the copy.
    await source.backup(databaseCopy, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  // The copy becomes one self-contained file (no -wal beside it), checked before it counts.
  const copy = new Database(databaseCopy, { fileMustExist: true });
  let problem: string | undefined;
  try {
    copy.pragma("journal_mode = DELETE");
    problem = integrityProblem(copy);
  } finally {
    copy.close();
  }
  if (problem) throw new Error(`The copy in ${folder} failed its integrity check: ${problem}`);

  const packCodeKey = existsSync(places.packCodeKeyPath);
  if (packCodeKey) copySecret(places.packCodeKeyPath, join(folder, BACKUP_PACK_CODE_KEY_FILE));

  const uploadsCopy = join(folder, BACKUP_UPLOADS_FOLDER);
  const uploadedFiles = existsSync(places.uploadsDir)
    ? copyTree(places.uploadsDir, uploadsCopy)
    : (mkdirSync(uploadsCopy), 0);
  return { folder, databaseBytes: statSync(databaseCopy).size, uploadedFiles, packCodeKey };
}

/** Whether some process has the database open (a running server keeps a lock on it). */
function databaseInUse(path: string): boolean {
  const sqlite = new Database(path, { fileMustExist: true, timeout: 0 });
  try {
    sqlite.pragma("locking_mode = EXCLUSIVE");
    sqlite.exec("begin exclusive");
    sqlite.exec("rollback");
    return false;
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith("SQLITE_BUSY")) return true;
    throw error;
  } finally {
    sqlite.close();
  }
}

export interface RestoreSummary {
  /** Where the database and uploads that were replaced were moved, if there were any. */
  setAside: string[];
}

/**
 * Puts a backup folder's database, pack code key and uploads in place. Refuses to replace an
 * existing database without `force`, and always while a process has it open: stop the server
 * first. What is replaced is moved aside (`*.before-restore-<time>`), never deleted.
 */
export function restoreFrom(
  backupFolder: string,
  places: BackupPlaces,
  options: { force?: boolean; at?: Date } = {},
): RestoreSummary {
  const databaseCopy = join(backupFolder, BACKUP_DATABASE_FILE);
  if (!existsSync(databaseCopy))
    throw new Error(`${backupFolder} holds no ${BACKUP_DATABASE_FILE}.`);
  const problem = checkedBackupFile(databaseCopy);
  if (problem) throw new Error(`${databaseCopy} failed its integrity check: ${problem}`);

  const { databasePath, uploadsDir, packCodeKeyPath: keyPath } = places;
  const suffix = `.before-restore-${backupFolderName(options.at ?? new Date())}`;
  const setAside: string[] = [];
  if (existsSync(databasePath)) {
    if (!options.force) {
      throw new Error(`${databasePath} exists; add --force to replace it (it is kept aside).`);
    }
    if (databaseInUse(databasePath)) {
      throw new Error(`${databasePath} is in use; stop the server first.`);
    }
    renameSync(databasePath, databasePath + suffix);
    setAside.push(databasePath + suffix);
  }
  // A write-ahead log left beside the old file would be replayed into the restored one.
  for (const leftover of ["-wal", "-shm"]) rmSync(databasePath + leftover, { force: true });
  mkdirSync(dirname(databasePath), { recursive: true });
  const incoming = join(dirname(databasePath), `.${basename(databasePath)}.restoring`);
  copyFileSync(databaseCopy, incoming);
  renameSync(incoming, databasePath);

  // The restored codes were hashed with the backup's key: a different key would make every one
  // unknown. Another key in the way is kept aside, since codes hashed with it may be printed.
  const keyCopy = join(backupFolder, BACKUP_PACK_CODE_KEY_FILE);
  if (existsSync(keyCopy)) {
    const sameKey = existsSync(keyPath) && readFileSync(keyPath).equals(readFileSync(keyCopy));
    if (!sameKey) {
      if (existsSync(keyPath)) {
        renameSync(keyPath, keyPath + suffix);
        setAside.push(keyPath + suffix);
      }
      copySecret(keyCopy, keyPath);
    }
  }

  const uploadsCopy = join(backupFolder, BACKUP_UPLOADS_FOLDER);
  if (existsSync(uploadsCopy)) {
    if (existsSync(uploadsDir) && readdirSync(uploadsDir).length > 0) {
      renameSync(uploadsDir, uploadsDir + suffix);
      setAside.push(uploadsDir + suffix);
    }
    rmSync(uploadsDir, { recursive: true, force: true });
    copyTree(uploadsCopy, uploadsDir);
  }
  return { setAside };
}
