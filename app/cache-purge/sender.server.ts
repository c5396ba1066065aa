import type { CachePurgeSettings } from "~/config/env.server";
import {
  claimPurges,
  duePurges,
  makePendingPurgesDue,
  markPurged,
  markPurgeFailed,
} from "./queue.server";

/** A shared cache the site purges on every change. */
export interface PurgeTarget {
  /** How the log names it (no token in it). */
  name: string;
  /** Empties the cache of the site's pages; throws when the cache did not say it did. */
  purge(): Promise<void>;
}

/**
 * How often the sender looks for a purge: a change is seen within this and shows through the
 * caches well within a second of the save. The look is one indexed query.
 */
const POLL_MS = 200;
/** A try that has not finished after this long (the process died) may be made again. */
const LEASE_MS = 30_000;
/** The longest one cache may take to answer a purge. */
const REQUEST_TIMEOUT_MS = 5_000;

async function refusal(response: Response): Promise<Error> {
  const text = (await response.text().catch(() => "")).replace(/\s+/g, " ").slice(0, 200);
  return new Error(`${response.status} ${response.statusText}${text ? `: ${text}` : ""}`);
}

/**
 * A Varnish in front of the site: an HTTP PURGE, which deploy/varnish/default.vcl
 * takes only from the addresses of its `purgers` ACL.
 */
export function varnishTarget(address: string): PurgeTarget {
  return {
    name: `Varnish at ${address}`,
    async purge() {
      const response = await fetch(address, {
        method: "PURGE",
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) throw await refusal(response);
      await response.body?.cancel();
    },
  };
}

/**
 * Cloudflare's cache of one zone, purged whole through its API with a token that may purge
 * that zone's cache (and nothing else).
 */
export function cloudflareTarget({
  zoneId,
  apiToken,
  apiUrl,
}: NonNullable<CachePurgeSettings["cloudflare"]>): PurgeTarget {
  return {
    name: `Cloudflare zone ${zoneId}`,
    async purge() {
      const response = await fetch(`${apiUrl}/zones/${encodeURIComponent(zoneId)}/purge_cache`, {
        method: "POST",
        headers: { Authorization: `Bearer ${apiToken}`, "Content-Type": "application/json" },
        body: JSON.stringify({ purge_everything: true }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) throw await refusal(response);
      const answer = (await response.json().catch(() => null)) as { success?: unknown } | null;
      if (answer?.success !== true) throw new Error("Cloudflare did not report success");
    },
  };
}

/** The targets the settings name. */
export function purgeTargets(settings: CachePurgeSettings): PurgeTarget[] {
  return [
    ...settings.varnish.map(varnishTarget),
    ...(settings.cloudflare ? [cloudflareTarget(settings.cloudflare)] : []),
  ];
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
    return `${error.message}${cause}`;
  }
  return String(error);
}

/** What one round did; the sender logs a failure once per outage, not per retry. */
export type PurgeRound =
  { outcome: "idle" | "purged" } | { outcome: "retry" | "given-up"; error: string };

/**
 * Delivers the purges that are due, as one purge of every target: each empties the cache of
 * all pages, so one carries every change before it. Any target failing makes the whole a
 * failed try, retried with backoff (a purge a target already took does no harm twice).
 */
export async function deliverDuePurges(
  targets: readonly PurgeTarget[],
  now: () => number = Date.now,
): Promise<PurgeRound> {
  const due = duePurges(now());
  if (!due) return { outcome: "idle" };
  claimPurges(due.ids, now(), LEASE_MS);
  const results = await Promise.allSettled(targets.map((target) => target.purge()));
  const failures = results.flatMap((result, index) =>
    result.status === "rejected" ? [`${targets[index]?.name}: ${describe(result.reason)}`] : [],
  );
  if (failures.length === 0) {
    markPurged(due.ids, now());
    return { outcome: "purged" };
  }
  const error = failures.join("; ");
  return { outcome: markPurgeFailed(due, error, now()), error };
}

const holder = globalThis as typeof globalThis & { __cachePurgeStarted?: boolean };

/**
 * Starts purging the shared caches in this process, when any is configured: at once for what
 * is pending (a restart is the moment to retry), then as changes come.
 */
export function startCachePurgeSender(settings: CachePurgeSettings): void {
  const targets = purgeTargets(settings);
  if (targets.length === 0 || holder.__cachePurgeStarted) return;
  holder.__cachePurgeStarted = true;
  let running = false;
  let failing = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const round = await deliverDuePurges(targets);
      if (round.outcome === "purged" && failing) {
        failing = false;
        console.log("Purging the shared caches works again.");
      } else if (round.outcome === "retry" && !failing) {
        failing = true;
        console.error(`Purging the shared caches failed; retrying: ${round.error}`);
      } else if (round.outcome === "given-up") {
        console.error(
          `Gave up purging the shared caches; their copies expire by themselves: ${round.error}`,
        );
      }
    } catch (error) {
      console.error("The shared-cache purge sender failed", error);
    } finally {
      running = false;
    }
  };
  makePendingPurgesDue();
  setInterval(() => void run(), POLL_MS).unref();
  void run();
  console.log(`Shared caches purged on every change: ${targets.map((t) => t.name).join(", ")}.`);
}
