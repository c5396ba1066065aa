/**
 * Keeps a copy of the uploads folder (images, PDF documents) beside the database's replica, with
 * rclone (`rclone copy`: new and changed files only, nothing deleted there, so a database
 * restored from a moment ago still finds every file it names). A copy runs when the app has
 * stored files, once at start and every hour; a failed one is tried again, with a longer wait
 * each time, and told in the log once until a copy succeeds (decision 0026).
 */
import { execFile } from "node:child_process";
import { mkdirSync } from "node:fs";
import { episode } from "~/lib/log.server";

/** Runs one copy of `from` to `to`; rejects with what went wrong. */
export type CopyFolder = (from: string, to: string) => Promise<void>;

/** rclone, from the machine's packages (Debian's `rclone`). */
export const rcloneCopy: CopyFolder = (from, to) =>
  new Promise((done, fail) => {
    execFile(
      "rclone",
      ["copy", from, to, "--log-level", "ERROR"],
      { timeout: 10 * 60_000 },
      (error, _stdout, stderr) => {
        if (!error) return done();
        const said = stderr.trim().split("\n").at(-1);
        fail(new Error(said || error.message));
      },
    );
  });

/** The files of one image are written together: a copy waits this long for the rest. */
const SETTLE_MS = 200;
/** A copy of everything now and then, in case a change was not told (a file put by hand). */
const SWEEP_EVERY_MS = 60 * 60_000;

/** The wait before the next try after `failures` failed ones: 5 s, doubling, at most 5 min. */
export function retryDelayMs(failures: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, failures - 1), 5 * 60_000);
}

/** What /healthz says of the uploads' replica. */
export type UploadsReplicaStatus =
  | { watched: false }
  | { watched: true; lagMs: number; problem: string | null };

interface Replicator {
  changed(now: number): void;
  status(now: number): UploadsReplicaStatus;
  stop(): void;
}

const holder = globalThis as typeof globalThis & { __uploadsReplica?: Replicator };

/** Tells the replicator that files were written under the uploads folder. */
export function uploadsChanged(now = Date.now()): void {
  holder.__uploadsReplica?.changed(now);
}

export function uploadsReplicaStatus(now = Date.now()): UploadsReplicaStatus {
  return holder.__uploadsReplica?.status(now) ?? { watched: false };
}

/** Stops the replicator (tests). */
export function stopUploadsReplica(): void {
  holder.__uploadsReplica?.stop();
  holder.__uploadsReplica = undefined;
}

/** Starts copying `uploadsDir` to `target` as described above; once per process. */
export function startUploadsReplica(
  uploadsDir: string,
  target: string,
  copy: CopyFolder = rcloneCopy,
): void {
  if (holder.__uploadsReplica) return;
  const trouble = episode("uploads-replica");
  // The oldest change no copy has taken yet, and the oldest the running copy takes.
  let waitingSince: number | null = Date.now();
  let copyingSince: number | null = null;
  let running = false;
  let failures = 0;
  let problem: string | null = null;
  let next: NodeJS.Timeout | undefined;

  const schedule = (delay: number) => {
    if (next) return;
    next = setTimeout(() => {
      next = undefined;
      void run();
    }, delay);
    next.unref();
  };

  const run = async () => {
    if (running) return;
    running = true;
    copyingSince = waitingSince;
    waitingSince = null;
    let delay: number | null = null;
    try {
      mkdirSync(uploadsDir, { recursive: true });
      await copy(uploadsDir, target);
      failures = 0;
      problem = null;
      trouble.recovered("Copying the uploads to the replica works again");
    } catch (error) {
      failures++;
      problem = error instanceof Error ? error.message : String(error);
      if (copyingSince !== null) waitingSince = Math.min(copyingSince, waitingSince ?? Infinity);
      trouble.failing(`Copying the uploads to the replica failed; retrying: ${problem}`, {
        target,
      });
      delay = retryDelayMs(failures);
    } finally {
      copyingSince = null;
      running = false;
    }
    if (delay !== null) schedule(delay);
    else if (waitingSince !== null) schedule(SETTLE_MS);
  };

  const sweep = setInterval(() => {
    waitingSince ??= Date.now();
    schedule(0);
  }, SWEEP_EVERY_MS);
  sweep.unref();

  holder.__uploadsReplica = {
    changed(now) {
      waitingSince ??= now;
      // While failing, the retry's own wait stands.
      if (problem === null) schedule(SETTLE_MS);
    },
    status(now) {
      const oldest = Math.min(copyingSince ?? Infinity, waitingSince ?? Infinity);
      return { watched: true, lagMs: oldest === Infinity ? 0 : now - oldest, problem };
    },
    stop() {
      clearInterval(sweep);
      clearTimeout(next);
    },
  };
  schedule(0);
}
