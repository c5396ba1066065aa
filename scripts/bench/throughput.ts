/** Server throughput of a list of paths on loopback, measured with autocannon. */
import autocannon from "autocannon";

export interface ThroughputFigures {
  path: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
  /** Share of the ceiling route's requests per second, measured in the same run. */
  ratioToCeiling?: number;
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

/**
 * Measures the ceiling route first and every path after it, giving each as a ratio of the
 * ceiling's requests per second.
 */
export async function measureThroughput(
  origin: string,
  ceilingPath: string,
  paths: string[],
  options: ThroughputOptions = DEFAULT_THROUGHPUT,
  log: (line: string) => void = console.log,
): Promise<ThroughputFigures[]> {
  const ceiling = await measurePath(origin, ceilingPath, options);
  log(`  ${ceilingPath}: ${ceiling.requestsPerSecond} req/s, p99 ${ceiling.latencyP99Ms} ms`);
  const figures: ThroughputFigures[] = [{ ...ceiling, ratioToCeiling: 1 }];
  for (const path of paths) {
    const measured = await measurePath(origin, path, options);
    const ratio =
      ceiling.requestsPerSecond > 0 ? measured.requestsPerSecond / ceiling.requestsPerSecond : 0;
    figures.push({ ...measured, ratioToCeiling: Math.round(ratio * 1000) / 1000 });
    log(
      `  ${path}: ${measured.requestsPerSecond} req/s (${Math.round(ratio * 100)}% of ceiling), p99 ${measured.latencyP99Ms} ms`,
    );
  }
  return figures;
}
