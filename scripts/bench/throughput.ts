/** Server throughput of a list of paths on loopback, measured with autocannon. */
import autocannon from "autocannon";

export interface ThroughputFigures {
  path: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
}

export interface ThroughputOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** Sent with every request, like a phone's browser: the server compresses what it sends. */
  headers: Record<string, string>;
}

export const DEFAULT_THROUGHPUT: ThroughputOptions = {
  connections: 50,
  durationSeconds: 10,
  warmupSeconds: 3,
  headers: { "accept-encoding": "br, gzip", accept: "text/html,application/json" },
};

export async function measurePath(
  origin: string,
  path: string,
  options: ThroughputOptions = DEFAULT_THROUGHPUT,
): Promise<ThroughputFigures> {
  const url = origin + path;
  await autocannon({
    url,
    connections: options.connections,
    duration: options.warmupSeconds,
    headers: options.headers,
  });
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: options.headers,
  });
  return {
    path,
    // Completed requests over the whole run: steadier than the mean of per-second samples.
    requestsPerSecond: Math.round((result.requests.total / result.duration) * 10) / 10,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A path measured on the app and, right after it, on the plain server sending its bytes. */
export interface PlainComparison {
  path: string;
  /** Bytes of the app's answer as sent (compressed), which the plain server sends too. */
  bytes: number;
  app: ThroughputFigures;
  plain: ThroughputFigures;
  /** The app's requests per second as a share of the plain server's. */
  ratio: number;
  /** Through Varnish in front of the app (deploy/varnish/default.vcl), when it is installed. */
  varnish?: ThroughputFigures;
}

/**
 * Each path on the app, then at once on the plain server (and through Varnish in front of the
 * app, when `varnishOrigin` is given), so the figures of a path see the machine in the same
 * state.
 */
export async function measureBesidePlain(
  appOrigin: string,
  plainOrigin: string,
  paths: readonly { path: string; bytes: number }[],
  options: ThroughputOptions = DEFAULT_THROUGHPUT,
  log: (line: string) => void = console.log,
  varnishOrigin?: string,
): Promise<PlainComparison[]> {
  const comparisons: PlainComparison[] = [];
  for (const { path, bytes } of paths) {
    const app = await measurePath(appOrigin, path, options);
    const plain = await measurePath(plainOrigin, path, options);
    const varnish = varnishOrigin ? await measurePath(varnishOrigin, path, options) : undefined;
    const ratio = plain.requestsPerSecond > 0 ? app.requestsPerSecond / plain.requestsPerSecond : 0;
    comparisons.push({
      path,
      bytes,
      app,
      plain,
      ratio: Math.round(ratio * 1000) / 1000,
      ...(varnish ? { varnish } : {}),
    });
    const cached = varnish
      ? `, Varnish ${varnish.requestsPerSecond} req/s (p99 ${varnish.latencyP99Ms} ms)`
      : "";
    log(
      `  ${path}: app ${app.requestsPerSecond} req/s (p99 ${app.latencyP99Ms} ms), plain ${plain.requestsPerSecond} req/s (p99 ${plain.latencyP99Ms} ms): ${Math.round(ratio * 100)}%${cached}`,
    );
  }
  return comparisons;
}

export interface SequentialLatency {
  path: string;
  requests: number;
  medianMs: number;
  p95Ms: number;
}

/**
 * One request at a time, so each one's time is the server's work plus a loopback round trip:
 * how long a single visitor waits on an idle server (a search, say).
 */
export async function measureSequential(
  origin: string,
  path: string,
  requests = 200,
): Promise<SequentialLatency> {
  const timings: number[] = [];
  for (let index = 0; index < requests + 20; index++) {
    const started = performance.now();
    const response = await fetch(origin + path);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    // The first twenty warm the server up.
    if (index >= 20) timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const at = (share: number) =>
    timings[Math.min(timings.length - 1, Math.floor(share * timings.length))] ?? 0;
  const round = (value: number) => Math.round(value * 10) / 10;
  return { path, requests, medianMs: round(at(0.5)), p95Ms: round(at(0.95)) };
}
