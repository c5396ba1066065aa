/**
 * How far Litestream's replica of the database lags behind the database (decision 0026).
 * Litestream copies each commit from SQLite's WAL into a "shadow WAL" of its own beside the
 * database (`.<file>-litestream/generations/<generation>/wal/<index>.wal`), then sends what is
 * new in it to each replica every sync interval, and says on its metrics endpoint how far each
 * replica has got (`litestream_replica_wal_index` and `_offset`, positions in that shadow WAL).
 * The lag is the age of the oldest change seen in the shadow WAL that no replica has yet.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { episode } from "~/lib/log.server";

/** A place in Litestream's shadow WAL: the file's index, and the bytes of whole frames in it. */
export interface WalPosition {
  index: number;
  offset: number;
}

const WAL_HEADER_BYTES = 32;
const FRAME_HEADER_BYTES = 24;

function compare(a: WalPosition, b: WalPosition): number {
  return a.index - b.index || a.offset - b.offset;
}

/**
 * Where the shadow WAL of the database at `databasePath` ends, counting whole frames of
 * `pageSize` bytes only (one being written is not there yet); null while Litestream has made
 * none (it has not started on this file).
 */
export function shadowWalPosition(databasePath: string, pageSize: number): WalPosition | null {
  const meta = join(dirname(databasePath), `.${basename(databasePath)}-litestream`);
  const generationFile = join(meta, "generation");
  if (!existsSync(generationFile)) return null;
  const generation = readFileSync(generationFile, "utf8").trim();
  const walDir = join(meta, "generations", generation, "wal");
  if (!generation || !existsSync(walDir)) return null;
  const indexes = readdirSync(walDir)
    .map((name) => /^([0-9a-f]{8})\.wal$/.exec(name)?.[1])
    .filter((hex) => hex !== undefined)
    .map((hex) => parseInt(hex, 16));
  if (indexes.length === 0) return null;
  const index = Math.max(...indexes);
  const size = statSync(join(walDir, `${index.toString(16).padStart(8, "0")}.wal`)).size;
  const frame = FRAME_HEADER_BYTES + pageSize;
  const frames = Math.max(0, Math.floor((size - WAL_HEADER_BYTES) / frame));
  return { index, offset: size < WAL_HEADER_BYTES ? 0 : WAL_HEADER_BYTES + frames * frame };
}

/**
 * The positions the replicas of `databasePath` have reached, from Litestream's metrics (the
 * Prometheus text format): one per replica, none when it replicates no copy of that file.
 */
export function replicaPositions(metrics: string, databasePath: string): WalPosition[] {
  const byReplica = new Map<string, Partial<WalPosition>>();
  for (const line of metrics.split("\n")) {
    const match = /^litestream_replica_wal_(index|offset)\{([^}]*)\}\s+(\S+)/.exec(line);
    if (!match) continue;
    const [, field, labels = "", value] = match;
    const db = /(?:^|,)db="((?:[^"\\]|\\.)*)"/.exec(labels)?.[1]?.replace(/\\(.)/g, "$1");
    const name = /(?:^|,)name="((?:[^"\\]|\\.)*)"/.exec(labels)?.[1] ?? "";
    if (db !== databasePath) continue;
    const position = byReplica.get(name) ?? {};
    position[field === "index" ? "index" : "offset"] = Number(value);
    byReplica.set(name, position);
  }
  return [...byReplica.values()].flatMap(({ index, offset }) =>
    index === undefined || offset === undefined ? [] : [{ index, offset }],
  );
}

/**
 * Tells the replica's lag from successive looks: each new end of the shadow WAL is remembered
 * with the time it was first seen, until the slowest replica has it.
 */
export function createLagTracker() {
  let waiting: { position: WalPosition; since: number }[] = [];
  return {
    /** The lag in milliseconds after this look. */
    observe(local: WalPosition, replicas: readonly WalPosition[], now: number): number {
      const last = waiting.at(-1);
      // A lower position is a new generation (Litestream started over): what was waiting is
      // in its snapshot.
      if (last && compare(local, last.position) < 0) waiting = [];
      if (!last || compare(local, last.position) !== 0) waiting.push({ position: local, since: now });
      const slowest = replicas.reduce<WalPosition | null>(
        (min, position) => (min === null || compare(position, min) < 0 ? position : min),
        null,
      );
      if (slowest) waiting = waiting.filter(({ position }) => compare(position, slowest) > 0);
      const oldest = waiting[0];
      return oldest ? now - oldest.since : 0;
    },
  };
}

/** What /healthz says of the database's replica. */
export type DatabaseReplicaStatus =
  | { watched: false }
  | { watched: true; lagMs: number | null; problem: string | null };

/** Looks at Litestream this often. */
const LOOK_EVERY_MS = 1_000;
/** A replica further behind than this is a problem worth a line in the log. */
export const LAG_LIMIT_MS = 60_000;

const holder = globalThis as typeof globalThis & {
  __databaseReplica?: { status: DatabaseReplicaStatus; timer?: NodeJS.Timeout };
};

export function databaseReplicaStatus(): DatabaseReplicaStatus {
  return holder.__databaseReplica?.status ?? { watched: false };
}

/**
 * Starts watching the replica of `databasePath` through Litestream's metrics at `addr`: the
 * status /healthz reports, and one line in the log when replication stops or falls behind
 * (and one when it is back), however long that lasts.
 */
export function startDatabaseReplicaWatch(
  databasePath: string,
  addr: string,
  pageSize: number,
): void {
  if (holder.__databaseReplica) return;
  const state: { status: DatabaseReplicaStatus; timer?: NodeJS.Timeout } = {
    status: { watched: true, lagMs: null, problem: "not checked yet" },
  };
  holder.__databaseReplica = state;
  const tracker = createLagTracker();
  const trouble = episode("database-replica");
  let looking = false;
  const look = async () => {
    if (looking) return;
    looking = true;
    let problem: string | null = null;
    let lagMs: number | null = null;
    try {
      const answer = await fetch(`http://${addr}/metrics`, { signal: AbortSignal.timeout(2_000) });
      if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
      const replicas = replicaPositions(await answer.text(), databasePath);
      const local = shadowWalPosition(databasePath, pageSize);
      if (replicas.length === 0 || local === null) {
        problem = `Litestream at ${addr} replicates no copy of ${databasePath}`;
      } else {
        lagMs = tracker.observe(local, replicas, Date.now());
        if (lagMs > LAG_LIMIT_MS) problem = `the replica is ${Math.round(lagMs / 1000)} s behind`;
      }
    } catch (error) {
      problem = `Litestream is not answering at ${addr} (${error instanceof Error ? error.message : String(error)})`;
    } finally {
      looking = false;
    }
    state.status = { watched: true, lagMs, problem };
    if (problem) trouble.failing(`Database replication: ${problem}`);
    else trouble.recovered("Database replication is back", { lagMs });
  };
  void look();
  state.timer = setInterval(() => void look(), LOOK_EVERY_MS);
  state.timer.unref();
}
