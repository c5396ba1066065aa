/**
 * How long the admin inbox's reads take with 10,000 messages (or `--count N`): one page with
 * its counts (what /admin/contact runs) for the filters staff use, and the CSV export of a
 * filter, each the median of 20 runs on a fresh temporary database.
 *
 *   npx tsx scripts/bench/inbox.ts [--count 10000]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { generateMessages } from "./generate-messages";
import { medianCallMs } from "./server";

const { values } = parseArgs({ options: { count: { type: "string", default: "10000" } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) throw new Error("--count must be a whole number");

const folder = mkdtempSync(join(tmpdir(), "inbox-bench-"));
// Set before the app's modules read the environment.
process.env.DATABASE_PATH = join(folder, "app.db");
process.env.SEED_DEMO = "0";

const { db } = await import("../../app/db/db.server");
const { contactMessages } = await import("../../app/db/schema");
const { DEFAULT_PAGE_LIMIT } = await import("../../app/lib/paging");
const { listContactPage } = await import("../../app/contacts/contacts.server");
const { exportContactMessages } = await import("../../app/contacts/contacts-export.server");

try {
  const rows = generateMessages(count);
  const insertStart = performance.now();
  db().transaction((tx) => {
    for (let start = 0; start < rows.length; start += 500) {
      tx.insert(contactMessages)
        .values(rows.slice(start, start + 500))
        .run();
    }
  });
  console.log(
    `${count.toLocaleString("en-US")} messages inserted in ${(performance.now() - insertStart).toFixed(0)} ms\n`,
  );

  const lastPage = Math.ceil(count / DEFAULT_PAGE_LIMIT);
  const cases = [
    ["first page, no filter", {}, 1],
    [`last page (${lastPage}), no filter`, {}, lastPage],
    ["status new", { status: "new" as const }, 1],
    ["search one word (dhaal)", { q: "dhaal" }, 1],
    ["search two words (okara dhaal)", { q: "okara dhaal" }, 1],
    ["search Urdu (سفید مکھی)", { q: "سفید مکھی" }, 1],
    ["search with % and _ (ref_1)", { q: "ref_1" }, 1],
    ["one month", { from: "2025-03-01", to: "2025-03-31" }, 1],
    ["status + search + dates", { status: "new" as const, q: "multan", from: "2025-02-01" }, 1],
  ] as const;
  console.log("| page of 25 with its counts | matching | median |");
  console.log("| --- | ---: | ---: |");
  for (const [label, filter, page] of cases) {
    const request = { page, limit: DEFAULT_PAGE_LIMIT };
    const { total } = listContactPage(filter, request);
    const ms = medianCallMs(() => listContactPage(filter, request), 20);
    console.log(`| ${label} | ${total.toLocaleString("en-US")} | ${ms.toFixed(2)} ms |`);
  }

  console.log("\n| CSV export | rows | size | median |");
  console.log("| --- | ---: | ---: | ---: |");
  for (const [label, filter] of [
    ["everything", {}],
    ["search dhaal", { q: "dhaal" }],
  ] as const) {
    const { csv } = exportContactMessages(filter);
    const lines = csv.split("\r\n").length - 2;
    const ms = medianCallMs(() => exportContactMessages(filter), 5);
    const size = `${(Buffer.byteLength(csv) / 1024).toFixed(0)} KiB`;
    console.log(`| ${label} | ${lines.toLocaleString("en-US")} | ${size} | ${ms.toFixed(1)} ms |`);
  }
} finally {
  db().$client.close();
  rmSync(folder, { recursive: true, force: true });
}
