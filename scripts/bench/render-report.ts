/** Writes bench/RESULTS.md again from bench/results.json (after a change to the report). */
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { renderReport, type BenchResults } from "./report";

const BENCH_DIR = resolve(fileURLToPath(import.meta.url), "../../../bench");
const results = JSON.parse(readFileSync(join(BENCH_DIR, "results.json"), "utf8")) as BenchResults;
writeFileSync(join(BENCH_DIR, "RESULTS.md"), renderReport(results));
