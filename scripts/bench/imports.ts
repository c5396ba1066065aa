/**
 * How long the spreadsheet imports and a run of pack codes take, in process on a temporary
 * SQLite file (the app's own modules, as the admin's actions call them):
 *
 *  - a 5,000-row dealer file and a 5,000-row batch file, each previewed (read and checked,
 *    nothing written) and imported (checked again and written in one transaction);
 *  - 10,000 pack codes made and stored (their hashes), then their download: codes.csv and a
 *    QR image per code, zipped as the download streams it.
 *
 * Each is the median of 3 runs (`--runs N`); the rows an import wrote are deleted between
 * runs, so each run imports into the same list.
 *
 *   npm run bench:imports [-- --runs 5]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a whole number");

const ROWS = 5000;
const CODES = 10_000;

const folder = mkdtempSync(join(tmpdir(), "imports-bench-"));
// Set before the app's modules read the environment.
process.env.DATABASE_PATH = join(folder, "app.db");
process.env.UPLOADS_DIR = join(folder, "uploads");
process.env.SEED_DEMO = "0";

const { db } = await import("../../app/db/db.server");
const { createCategory } = await import("../../app/categories/categories.server");
const { createProduct } = await import("../../app/products/products.server");
const { DEALER_IMPORT } = await import("../../app/dealers/dealer-import.server");
const { BATCH_IMPORT } = await import("../../app/batches/batch-import.server");
const { createBatch } = await import("../../app/batches/batches.server");
const { generatePackCodes } = await import("../../app/batches/pack-codes.server");
const { codeSheetZip } = await import("../../app/batches/code-sheet.server");
type CodeRun = import("../../app/batches/pack-codes.server").CodeRun;
type CsvListImport = import("../../app/imports/csv-import.server").CsvListImport<unknown>;

/** A step's result, which the run checks: the bench measures work that was done. */
function expectOk<T>(result: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

/** Checks that a step took every row of its file (read as valid, or written). */
function everyRow(rows: number): void {
  if (rows !== ROWS) throw new Error(`${rows} of the ${ROWS} rows`);
}

const count = (value: number) => value.toLocaleString("en-US");
const median = (timings: number[]) =>
  [...timings].sort((a, b) => a - b)[Math.floor(timings.length / 2)] ?? 0;

interface Step {
  label: string;
  timings: number[];
  note: string;
}
const steps: Step[] = [];

/** Runs `run` `runs` times, `reset` (not timed) after each, and keeps the timings. */
async function measure(
  label: string,
  run: () => unknown,
  { reset = () => {}, note = () => "" }: { reset?: () => void; note?: () => string } = {},
): Promise<void> {
  const timings: number[] = [];
  for (let index = 0; index < runs; index++) {
    const start = performance.now();
    await run();
    timings.push(performance.now() - start);
    reset();
  }
  steps.push({ label, timings, note: note() });
  console.error(`${label}: ${timings.map((ms) => ms.toFixed(0)).join(", ")} ms`);
}

const load = loadavg()[0] ?? 0;
try {
  const insecticides = createCategory({
    name: "Insecticides",
    description: "Insecticides for every crop.",
  });
  const product = createProduct({
    name: "Dhaal Imidacloprid 20% SL",
    category: insecticides.name,
    description: "Dhaal controls sucking pests.",
    image: null,
  });

  const dealerFile = [
    "shop_name,shop_name_ur,contact_name,district,town,address,phone,categories,active",
    ...Array.from(
      { length: ROWS },
      (_, index) =>
        `Dealer ${index},ڈیلر ${index},Owner ${index},Multan,Town ${index % 50},Road ${index},0300${String(1_000_000 + index)},Insecticides,yes`,
    ),
  ].join("\r\n");
  const batchFile = [
    "product,batch_number,manufactured_on,expires_on,quantity,recalled",
    ...Array.from(
      { length: ROWS },
      (_, index) => `${product.slug},DI-${100_000 + index},01/03/2026,28/02/2028,1000,no`,
    ),
  ].join("\r\n");

  const lists: { name: string; table: string; file: string; list: CsvListImport }[] = [
    { name: "dealer", table: "dealers", file: dealerFile, list: DEALER_IMPORT },
    { name: "batch", table: "batches", file: batchFile, list: BATCH_IMPORT },
  ];
  for (const { name, table, file, list } of lists) {
    await measure(`${name} file, ${count(ROWS)} rows: preview`, () =>
      everyRow(expectOk(list.preview(file)).valid),
    );
    await measure(
      `${name} file, ${count(ROWS)} rows: import`,
      () => everyRow(expectOk(list.commit(file)).written),
      { reset: () => db().$client.exec(`DELETE FROM ${table}`) },
    );
  }

  const batch = createBatch({
    product: product.slug,
    batchNumber: "DI-2609-114",
    manufacturedOn: "2026-03-01",
    expiresOn: "2028-02-28",
  });
  let run: CodeRun | undefined;
  await measure(`${count(CODES)} pack codes: made and stored`, () => {
    run = expectOk(generatePackCodes(batch.id, CODES));
  });
  let bytes = 0;
  await measure(
    `${count(CODES)} pack codes: codes.csv and QR images zipped`,
    async () => {
      bytes = 0;
      if (!run) throw new Error("No codes were made");
      const reader = codeSheetZip(run, "https://example.com").getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        bytes += read.value.length;
      }
    },
    { note: () => `${(bytes / 1024 / 1024).toFixed(1)} MB` },
  );

  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, Node ${process.version}, load average ${load.toFixed(2)} at the start and ${(loadavg()[0] ?? 0).toFixed(2)} at the end; median of ${runs} runs\n`,
  );
  console.log("| step | median | each run | size |");
  console.log("| --- | ---: | --- | --- |");
  for (const { label, timings, note } of steps) {
    const each = timings.map((ms) => ms.toFixed(0)).join(", ");
    console.log(`| ${label} | ${median(timings).toFixed(0)} ms | ${each} ms | ${note} |`);
  }
} finally {
  db().$client.close();
  rmSync(folder, { recursive: true, force: true });
}
