import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createLagTracker, replicaPositions, shadowWalPosition } from "./database-replica.server";

const DB = "/var/lib/agro-site/app.db";

// What Litestream 0.3.13 serves at /metrics, cut to the lines that matter and a few others.
const METRICS = `# HELP litestream_replica_wal_index The current WAL index
# TYPE litestream_replica_wal_index gauge
litestream_replica_wal_index{db="${DB}",name="s3"} 3
litestream_replica_wal_index{db="/other.db",name="s3"} 9
# TYPE litestream_replica_wal_offset gauge
litestream_replica_wal_offset{db="${DB}",name="s3"} 16512
litestream_replica_wal_offset{db="/other.db",name="s3"} 99
litestream_shadow_wal_index{db="${DB}"} 3
`;

describe("the replicas' positions in Litestream's metrics", () => {
  it("are read for the app's database only", () => {
    expect(replicaPositions(METRICS, DB)).toEqual([{ index: 3, offset: 16512 }]);
  });

  it("are none when Litestream replicates no copy of that file", () => {
    expect(replicaPositions(METRICS, "/elsewhere/app.db")).toEqual([]);
    expect(replicaPositions("", DB)).toEqual([]);
  });

  it("are one per replica", () => {
    const two = `${METRICS}litestream_replica_wal_index{db="${DB}",name="file"} 2\nlitestream_replica_wal_offset{db="${DB}",name="file"} 32\n`;
    expect(replicaPositions(two, DB)).toEqual([
      { index: 3, offset: 16512 },
      { index: 2, offset: 32 },
    ]);
  });
});

describe("the end of Litestream's shadow WAL", () => {
  it("is the last WAL file's whole frames, none before Litestream started", () => {
    const dir = mkdtempSync(join(tmpdir(), "shadow-"));
    const database = join(dir, "app.db");
    expect(shadowWalPosition(database, 4096)).toBeNull();
    const wal = join(dir, ".app.db-litestream", "generations", "e4e711a3f02c5b8c", "wal");
    mkdirSync(wal, { recursive: true });
    writeFileSync(join(dir, ".app.db-litestream", "generation"), "e4e711a3f02c5b8c");
    writeFileSync(join(wal, "00000009.wal"), Buffer.alloc(32 + 4120 * 4));
    // Index 10 (hex 0000000a) with two whole frames and part of a third being written.
    writeFileSync(join(wal, "0000000a.wal"), Buffer.alloc(32 + 4120 * 2 + 100));
    expect(shadowWalPosition(database, 4096)).toEqual({ index: 10, offset: 32 + 4120 * 2 });
  });
});

describe("the replica's lag", () => {
  it("is the age of the oldest change the slowest replica does not have", () => {
    const lag = createLagTracker();
    const at = (index: number, offset: number) => ({ index, offset });
    expect(lag.observe(at(1, 100), [at(1, 100)], 0)).toBe(0);
    // A change at 1 s, not replicated yet at 1.5 s.
    expect(lag.observe(at(1, 200), [at(1, 100)], 1_000)).toBe(0);
    expect(lag.observe(at(1, 200), [at(1, 100)], 1_500)).toBe(500);
    // Another at 2 s; the first reaches the replica at 2.5 s: the second is now the oldest.
    expect(lag.observe(at(1, 300), [at(1, 100)], 2_000)).toBe(1_000);
    expect(lag.observe(at(1, 300), [at(1, 200)], 2_500)).toBe(500);
    // The slowest of two replicas counts.
    expect(lag.observe(at(2, 32), [at(2, 32), at(1, 300)], 3_000)).toBe(0);
    expect(lag.observe(at(2, 32), [at(2, 32), at(1, 300)], 3_400)).toBe(400);
    expect(lag.observe(at(2, 32), [at(2, 32), at(2, 32)], 3_500)).toBe(0);
  });

  it("grows while nothing reaches the replica, even with writes going on", () => {
    const lag = createLagTracker();
    const replica = [{ index: 0, offset: 32 }];
    lag.observe({ index: 0, offset: 32 }, replica, 0);
    for (let second = 1; second <= 90; second++) {
      lag.observe({ index: 0, offset: 32 + second * 4120 }, replica, second * 1_000);
    }
    expect(lag.observe({ index: 0, offset: 32 + 91 * 4120 }, replica, 91_000)).toBe(90_000);
  });
});
