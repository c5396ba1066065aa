/**
 * Writes bench/RESULTS.md and the README's budget table again from bench/results.json (after a
 * change to the report).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { writeReports, type BenchResults } from "./report";
import { APP_ROOT } from "./server";

const results = JSON.parse(
  readFileSync(join(APP_ROOT, "bench", "results.json"), "utf8"),
) as BenchResults;
writeReports(results, APP_ROOT, false);
