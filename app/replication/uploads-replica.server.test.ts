import { afterEach, describe, expect, it, vi } from "vitest";
import { log } from "~/lib/log.server";
import {
  retryDelayMs,
  startUploadsReplica,
  stopUploadsReplica,
  uploadsChanged,
  uploadsReplicaStatus,
} from "./uploads-replica.server";

const UPLOADS = process.env.UPLOADS_DIR ?? "uploads";

afterEach(() => {
  stopUploadsReplica();
  vi.useRealTimers();
});

/** A copier that records each copy and fails while `down`. */
function fakeCopier() {
  const copier = {
    down: false,
    copies: 0,
    copy: async () => {
      copier.copies++;
      if (copier.down) throw new Error("Failed to copy: connection refused");
    },
  };
  return copier;
}

describe("the uploads' replica", () => {
  it("is copied at start and after files are stored, then is not behind", async () => {
    vi.useFakeTimers();
    const copier = fakeCopier();
    startUploadsReplica(UPLOADS, "replica:bucket/uploads", copier.copy);
    await vi.advanceTimersByTimeAsync(0);
    expect(copier.copies).toBe(1);
    expect(uploadsReplicaStatus()).toEqual({ watched: true, lagMs: 0, problem: null });

    uploadsChanged();
    await vi.advanceTimersByTimeAsync(100);
    expect(uploadsReplicaStatus()).toMatchObject({ lagMs: 100 });
    await vi.advanceTimersByTimeAsync(200);
    expect(copier.copies).toBe(2);
    expect(uploadsReplicaStatus()).toMatchObject({ lagMs: 0 });
  });

  it("tells a failing copy once, retries with growing waits, and tells when it works", async () => {
    vi.useFakeTimers();
    const errors: unknown[][] = [];
    const infos: unknown[][] = [];
    vi.spyOn(log(), "error").mockImplementation(((...args: unknown[]) => {
      errors.push(args);
    }) as never);
    vi.spyOn(log(), "info").mockImplementation(((...args: unknown[]) => {
      infos.push(args);
    }) as never);
    const copier = fakeCopier();
    copier.down = true;
    startUploadsReplica(UPLOADS, "replica:bucket/uploads", copier.copy);
    await vi.advanceTimersByTimeAsync(0);
    // Files stored meanwhile wait for the retry, not a copy of their own.
    uploadsChanged();
    await vi.advanceTimersByTimeAsync(retryDelayMs(1) + retryDelayMs(2) + retryDelayMs(3));
    expect(copier.copies).toBe(4);
    expect(errors).toEqual([
      [
        { event: "uploads-replica", target: "replica:bucket/uploads" },
        "Copying the uploads to the replica failed; retrying: Failed to copy: connection refused",
      ],
    ]);
    expect(uploadsReplicaStatus()).toMatchObject({
      lagMs: retryDelayMs(1) + retryDelayMs(2) + retryDelayMs(3),
      problem: "Failed to copy: connection refused",
    });

    copier.down = false;
    await vi.advanceTimersByTimeAsync(retryDelayMs(4));
    expect(copier.copies).toBe(5);
    expect(uploadsReplicaStatus()).toEqual({ watched: true, lagMs: 0, problem: null });
    expect(infos).toEqual([
      [{ event: "uploads-replica" }, "Copying the uploads to the replica works again"],
    ]);
    expect(errors).toHaveLength(1);
  });

  it("waits 5 s after the first failure, doubling up to 5 minutes", () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000]);
    expect(retryDelayMs(30)).toBe(5 * 60_000);
  });

  it("is not watched where no replica is configured", () => {
    uploadsChanged();
    expect(uploadsReplicaStatus()).toEqual({ watched: false });
  });
});
