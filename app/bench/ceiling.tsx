import type { MetaFunction } from "@remix-run/node";

/**
 * The lightest page this app can serve: no loader, no data, only the root document. Its
 * throughput is the ceiling the benchmark compares every other page against. It is not a
 * route of the shipped app: remix.config.ts adds it as /bench-ceiling only to a build made
 * with BENCH_CEILING=1, as `npm run bench` makes its own.
 */
export const meta: MetaFunction = () => [
  { title: "Benchmark ceiling" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function BenchCeiling() {
  return (
    <main className="container">
      <h1>Benchmark ceiling</h1>
      <p>A page with no data, for measuring the server.</p>
    </main>
  );
}
