/**
 * The benchmark's report, rendered in one place: bench/RESULTS.md (every table, and each budget
 * beside what was measured) and the budget table of the README's Performance section (each
 * budget beside its measured figure, pages summed up), both from bench/results.json.
 */
import { writeFileSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ADMIN_LIST_BUDGET_MS, adminListsTable, type AdminListTiming } from "./admin-lists";
import { UNCACHED_COOKIE, type AfterChangeTiming } from "./after-change";
import type { ApiListsRun } from "./api-lists";
import { yearText, type CountingCost, type YearOfCounts } from "./insight";
import type { PageReport } from "./lighthouse";
import type {
  PlainComparison,
  SequentialLatency,
  ThroughputFigures,
  ThroughputOptions,
} from "./throughput";

export interface GallerySizes {
  /** The gallery's first page, uncompressed. */
  htmlBytes: number;
  eventCards: number;
}

/** A page measured beside the plain server. */
export interface PageComparison extends PlainComparison {
  /** "home", "ur product"… */
  label: string;
  /** Whether the throughput budgets apply to it (the search and crop pages are only reported). */
  budgeted: boolean;
}

export interface CatalogueRun {
  paths: { category: string; product: string };
  gallery: GallerySizes;
  /** Each page on the app, then on the plain server sending the same bytes. */
  pages: PageComparison[];
  api: ApiListsRun;
  /** The first request of a page after an admin change, beside the page uncached. */
  afterChange: { timings: AfterChangeTiming[]; leftOut: string[] };
  /** A search answered one request at a time. */
  search?: SequentialLatency;
}

export interface BenchResults {
  date: string;
  durationSeconds: number;
  machine: {
    cpus: number;
    node: string;
    /** The 1-minute load average when the run started and when it ended. */
    loadAverage?: { start: number; end: number };
  };
  /** "node server.ts" ("node server.js" before it was TypeScript; "remix-serve" in old runs). */
  server: string;
  /** NODE_ENV the server ran with, as its start-up line said for the production server. */
  nodeEnv: string;
  quick: boolean;
  throughputOptions: ThroughputOptions;
  lighthouse: PageReport[];
  /** Counting visits (app/insight): its cost on a kept page, and a year of counts' size. */
  insight?: { counting: CountingCost; years: YearOfCounts[] };
  demo: CatalogueRun;
  large: CatalogueRun & {
    /** The admin products and gallery lists, one request at a time. */
    adminLists?: AdminListTiming[];
    catalogue: {
      categories: number;
      products: number;
      crops?: number;
      uses?: number;
      events: number;
      images: number;
    };
  };
}

/** What a WordPress site with a page cache reaches of the same plain server's requests/s. */
export const CACHED_WORDPRESS_RATIO = 0.33;

export const BUDGETS = {
  performance: 100,
  fcpMs: 900,
  lcpMs: 1000,
  cls: 0.02,
  tbtMs: 50,
  homeFirstRenderBytes: 30 * 1024,
  jsBytes: 100 * 1024,
  heroImageBytes: 60 * 1024,
  /** Each budgeted page's requests/s as a share of the plain server's. */
  plainRatio: 0.35,
  /** Each budgeted page's p99 under load, strictly below. */
  pageP99Ms: 100,
  /** The first request after an admin change, median, against the page uncached. */
  afterChangeRatio: 2,
  /** GET /api/products p99 at 100 times the catalogue against the demo's. */
  apiP99Growth: 2,
  galleryHtmlGrowth: 2,
  searchMs: 20,
  adminListMs: ADMIN_LIST_BUDGET_MS,
  /** What counting visits may take of a kept page's throughput. */
  countingCost: 0.02,
} as const;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;
const pass = (ok: boolean) => (ok ? "✅ met" : "❌ missed");

/** "3–7 ms", or "5 ms" when all are the same. */
function range(values: number[], unit = "", format: (value: number) => string = String): string {
  if (values.length === 0) return "none";
  const low = format(Math.min(...values));
  const high = format(Math.max(...values));
  return low === high ? `${low}${unit}` : `${low}–${high}${unit}`;
}

const roundPercent = (ratio: number) => String(Math.round(ratio * 100));

/** Whether a load test completed any request: without one it has no latency to show. */
const answered = (figures: ThroughputFigures) => figures.requestsPerSecond > 0;

/** A p99 under load, or what happened when no request completed. */
function p99Text(figures: ThroughputFigures): string {
  return answered(figures)
    ? `p99 ${ms(figures.latencyP99Ms)}`
    : `no request completed (${figures.errors + figures.non2xx} errors)`;
}

/** A latency cell of a table: "–" when no request completed. */
const latencyCell = (figures: ThroughputFigures, value: number) =>
  answered(figures) ? String(value) : "–";

export interface BudgetLine {
  budget: string;
  measured: string;
  ok: boolean;
}

const CATALOGUES = [
  ["demo", "demo catalogue"],
  ["large", "100 times the demo"],
] as const;

function lighthouseOk(page: PageReport): boolean {
  const m = page.median;
  return (
    m.performance >= BUDGETS.performance &&
    m.fcpMs <= BUDGETS.fcpMs &&
    m.lcpMs <= BUDGETS.lcpMs &&
    m.cls <= BUDGETS.cls &&
    m.tbtMs <= BUDGETS.tbtMs
  );
}

const LIGHTHOUSE_BUDGET = `performance ${BUDGETS.performance}, FCP ≤ ${BUDGETS.fcpMs} ms, LCP ≤ ${BUDGETS.lcpMs} ms, CLS ≤ ${BUDGETS.cls}, TBT ≤ ${BUDGETS.tbtMs} ms`;

function lighthouseLines(results: BenchResults): BudgetLine[] {
  return results.lighthouse.map((page) => {
    const m = page.median;
    return {
      budget: `${page.name}: ${LIGHTHOUSE_BUDGET}`,
      measured: `${m.performance}, FCP ${ms(m.fcpMs)}, LCP ${ms(m.lcpMs)}, CLS ${m.cls}, TBT ${ms(m.tbtMs)}`,
      ok: lighthouseOk(page),
    };
  });
}

function lighthouseSummary(results: BenchResults): BudgetLine {
  const pages = results.lighthouse;
  const of = (get: (m: PageReport["median"]) => number) => pages.map((page) => get(page.median));
  const met = pages.filter(lighthouseOk).length;
  const figures = [
    `score ${range(of((m) => m.performance))}`,
    `FCP ${range(
      of((m) => m.fcpMs),
      " ms",
    )}`,
    `LCP ${range(
      of((m) => m.lcpMs),
      " ms",
    )}`,
    `CLS ${range(of((m) => m.cls))}`,
    `TBT ${range(
      of((m) => m.tbtMs),
      " ms",
    )}`,
  ];
  return {
    budget: `every public page in English and Urdu (${pages.length} pages): ${LIGHTHOUSE_BUDGET}`,
    measured: `${met} of ${pages.length} pages met; ${figures.join(", ")}`,
    ok: met === pages.length && pages.length > 0,
  };
}

/** The byte budgets of the pages, from the Lighthouse runs. */
function byteLines(results: BenchResults): BudgetLine[] {
  const lines: BudgetLine[] = [];
  for (const name of ["home", "ur home"]) {
    const home = results.lighthouse.find((page) => page.name === name)?.median;
    if (!home) continue;
    const firstRender = home.bytes.html + home.bytes.css;
    lines.push({
      budget: `${name}: HTML + CSS for the first render ≤ ${kib(BUDGETS.homeFirstRenderBytes)} compressed`,
      measured: `${kib(home.bytes.html)} + ${kib(home.bytes.css)} = ${kib(firstRender)}`,
      ok: firstRender <= BUDGETS.homeFirstRenderBytes,
    });
  }
  const maxJs = Math.max(...results.lighthouse.map((page) => page.median.bytes.js));
  lines.push({
    budget: `JavaScript ≤ ${kib(BUDGETS.jsBytes)} compressed on every page`,
    measured: `at most ${kib(maxJs)}`,
    ok: maxJs <= BUDGETS.jsBytes,
  });
  const blocking = Math.max(
    ...results.lighthouse.map((page) => page.median.bytes.renderBlockingScripts),
  );
  lines.push({
    budget: "no render-blocking script",
    measured: `${blocking} render-blocking scripts`,
    ok: blocking === 0,
  });
  const otherHosts = Math.max(
    ...results.lighthouse.map((page) => page.median.bytes.otherHostRequests),
  );
  lines.push({
    budget: "no request to another host",
    measured: `${otherHosts} requests`,
    ok: otherHosts === 0,
  });
  const heroRuns = results.lighthouse.find((page) => page.name === "home")?.runs ?? [];
  const largestHero = Math.max(0, ...heroRuns.map((run) => run.largestImageBytes ?? 0));
  lines.push({
    budget: `home hero images ≤ ${kib(BUDGETS.heroImageBytes)} each on a phone`,
    measured: `largest image ${kib(largestHero)}`,
    ok: largestHero <= BUDGETS.heroImageBytes,
  });
  return lines;
}

function pageOk(page: PageComparison): boolean {
  return (
    page.ratio >= BUDGETS.plainRatio &&
    answered(page.app) &&
    page.app.latencyP99Ms < BUDGETS.pageP99Ms
  );
}

const PAGE_BUDGET = `≥ ${percent(BUDGETS.plainRatio)} of the plain server's requests/s and p99 < ${BUDGETS.pageP99Ms} ms`;

function pageLines(results: BenchResults): BudgetLine[] {
  return CATALOGUES.flatMap(([key, name]) =>
    results[key].pages
      .filter((page) => page.budgeted)
      .map((page) => ({
        budget: `${page.label} (${page.path}), ${name}: ${PAGE_BUDGET}`,
        measured: `${percent(page.ratio)} (${page.app.requestsPerSecond} of ${page.plain.requestsPerSecond} req/s), ${p99Text(page.app)}`,
        ok: pageOk(page),
      })),
  );
}

function pageSummaries(results: BenchResults): BudgetLine[] {
  return CATALOGUES.map(([key, name]) => {
    const pages = results[key].pages.filter((page) => page.budgeted);
    const met = pages.filter(pageOk).length;
    const shares = range(
      pages.map((page) => page.ratio),
      "%",
      roundPercent,
    );
    const silent = pages.filter((page) => !answered(page.app)).length;
    const latencies = `p99 ${range(
      pages.filter((page) => answered(page.app)).map((page) => page.app.latencyP99Ms),
      " ms",
    )}${silent > 0 ? `, no request completed on ${silent}` : ""}`;
    return {
      budget: `each of ${pages.length} pages (${[...new Set(pages.map((page) => page.label.replace(/^ur /, "")))].join(", ")}, in English and Urdu), ${name}: ${PAGE_BUDGET} (a cached WordPress: ${percent(CACHED_WORDPRESS_RATIO)})`,
      measured: `${met} of ${pages.length} met; ${shares} of the plain server; ${latencies}`,
      ok: met === pages.length && pages.length > 0,
    };
  });
}

function afterChangeOk(timing: AfterChangeTiming): boolean {
  return (
    timing.firstAfterChange.medianMs <= BUDGETS.afterChangeRatio * timing.uncached.medianMs &&
    timing.stale === 0
  );
}

const afterChangeRatio = (timing: AfterChangeTiming) =>
  (timing.firstAfterChange.medianMs / Math.max(timing.uncached.medianMs, 0.1)).toFixed(2);

function afterChangeLines(results: BenchResults): BudgetLine[] {
  return CATALOGUES.flatMap(([key, name]) =>
    results[key].afterChange.timings.map((timing) => ({
      budget: `${timing.page} page (${timing.path}), ${name}: first request after an admin change ≤ ${BUDGETS.afterChangeRatio}× the uncached page (medians), never stale`,
      measured: `${ms(timing.firstAfterChange.medianMs)} vs ${ms(timing.uncached.medianMs)}: ${afterChangeRatio(timing)}×, ${timing.stale} stale of ${timing.changes}`,
      ok: afterChangeOk(timing),
    })),
  );
}

function afterChangeSummaries(results: BenchResults): BudgetLine[] {
  return CATALOGUES.map(([key, name]) => {
    const timings = results[key].afterChange.timings;
    return {
      budget: `first request after an admin change, ${name} (${timings.map((timing) => timing.page).join(" and ")} pages): median ≤ ${BUDGETS.afterChangeRatio}× the uncached page's, never stale`,
      measured: timings
        .map(
          (timing) =>
            `${timing.page} ${ms(timing.firstAfterChange.medianMs)} vs ${ms(timing.uncached.medianMs)}: ${afterChangeRatio(timing)}×, ${timing.stale} stale`,
        )
        .join("; "),
      ok: timings.length > 0 && timings.every(afterChangeOk),
    };
  });
}

function apiLine(results: BenchResults): BudgetLine[] {
  const find = (run: CatalogueRun) => run.api.lists.find((list) => list.path === "/api/products");
  const demo = find(results.demo);
  const large = find(results.large);
  if (!demo || !large) return [];
  const growth = large.latencyP99Ms / Math.max(demo.latencyP99Ms, 1);
  return [
    {
      budget: `GET /api/products p99 at 100× ≤ ${BUDGETS.apiP99Growth}× its demo p99`,
      measured:
        answered(large) && answered(demo)
          ? `${ms(large.latencyP99Ms)} (${large.items} products) vs ${ms(demo.latencyP99Ms)} (${demo.items}): ${growth.toFixed(2)}×`
          : `at 100× (${large.items} products) ${p99Text(large)}; on the demo (${demo.items}) ${p99Text(demo)}`,
      // A path that completed no request has no p99 to compare.
      ok: growth <= BUDGETS.apiP99Growth && answered(large) && answered(demo),
    },
  ];
}

function otherLines(results: BenchResults): BudgetLine[] {
  const lines: BudgetLine[] = [];
  const search = results.large.search;
  if (search) {
    lines.push({
      budget: `a search at 100× (${search.path}) answers in < ${BUDGETS.searchMs} ms, one at a time`,
      measured: `median ${ms(search.medianMs)}, p95 ${ms(search.p95Ms)}`,
      ok: search.medianMs < BUDGETS.searchMs,
    });
  }
  const adminLists = results.large.adminLists;
  if (adminLists && adminLists.length > 0) {
    const slowest = Math.max(...adminLists.map((t) => Math.max(t.html.p95Ms, t.data.p95Ms)));
    const slowestMedian = Math.max(
      ...adminLists.map((t) => Math.max(t.html.medianMs, t.data.medianMs)),
    );
    lines.push({
      budget: `each admin list page at 100× (products, gallery: first and middle pages, searches, a category, an open form) answers in < ${BUDGETS.adminListMs} ms (median), one at a time`,
      measured: `slowest median ${ms(slowestMedian)}, slowest p95 ${ms(slowest)}`,
      ok: slowestMedian < BUDGETS.adminListMs,
    });
  }
  const counting = results.insight?.counting;
  if (counting) {
    lines.push({
      budget: `counting visits takes < ${BUDGETS.countingCost * 100}% of a kept page's throughput at 100× (${counting.path})`,
      measured: `${(counting.cost * 100).toFixed(2)}% (${counting.microsPerRequest} µs a request); under load ${counting.counting.map((f) => f.requestsPerSecond).join(", ")} req/s counting, ${counting.notCounting.map((f) => f.requestsPerSecond).join(", ")} not (${(counting.measuredCost * 100).toFixed(1)}%)`,
      ok: counting.cost < BUDGETS.countingCost,
    });
  }
  const galleryGrowth = results.large.gallery.htmlBytes / results.demo.gallery.htmlBytes;
  lines.push({
    budget: `gallery HTML bounded: at 100× ≤ ${BUDGETS.galleryHtmlGrowth}× the demo's`,
    measured: `${kib(results.large.gallery.htmlBytes)} (${results.large.gallery.eventCards} events) vs ${kib(results.demo.gallery.htmlBytes)} (${results.demo.gallery.eventCards} events): ${galleryGrowth.toFixed(2)}×`,
    ok: galleryGrowth <= BUDGETS.galleryHtmlGrowth,
  });
  return lines;
}

/** Every budget, one line per page and catalogue: the table of bench/RESULTS.md. */
export function budgetLines(results: BenchResults): BudgetLine[] {
  return [
    ...lighthouseLines(results),
    ...byteLines(results),
    ...pageLines(results),
    ...afterChangeLines(results),
    ...apiLine(results),
    ...otherLines(results),
  ];
}

/** The same budgets with the pages summed up: the README's table. */
export function budgetSummary(results: BenchResults): BudgetLine[] {
  return [
    lighthouseSummary(results),
    ...byteLines(results),
    ...pageSummaries(results),
    ...afterChangeSummaries(results),
    ...apiLine(results),
    ...otherLines(results),
  ];
}

function budgetTable(lines: BudgetLine[]): string {
  return [
    "| budget | measured | |",
    "| --- | --- | --- |",
    ...lines.map((line) => `| ${line.budget} | ${line.measured} | ${pass(line.ok)} |`),
  ].join("\n");
}

/** How the server ran, in a sentence. */
function servedBy(results: BenchResults): string {
  const mode = results.server.startsWith("node server.")
    ? `started as \`npm start\` starts it, without NODE_ENV: it sets NODE_ENV=production itself, and its start-up line said NODE_ENV=${results.nodeEnv}`
    : `with NODE_ENV=${results.nodeEnv}`;
  return `served by \`${results.server}\` in production mode (${mode})`;
}

function machineLine(results: BenchResults): string {
  const load = results.machine.loadAverage;
  const loadText = load
    ? `, load average ${load.start} at the start and ${load.end} at the end`
    : "";
  return `${results.machine.cpus} cores, Node ${results.machine.node}${loadText}`;
}

function pagesTable(pages: PageComparison[]): string {
  const rows = pages.map(
    (p) =>
      `| ${p.label} | ${p.path} | ${kib(p.bytes)} | ${p.app.requestsPerSecond} | ${p.plain.requestsPerSecond} | ${percent(p.ratio)} | ${latencyCell(p.app, p.app.latencyP50Ms)} | ${latencyCell(p.app, p.app.latencyP99Ms)} | ${latencyCell(p.plain, p.plain.latencyP50Ms)} | ${latencyCell(p.plain, p.plain.latencyP99Ms)} | ${p.app.errors + p.app.non2xx} / ${p.plain.errors + p.plain.non2xx} |`,
  );
  return [
    "| page | path | answer | app req/s | plain req/s | app / plain | app p50 ms | app p99 ms | plain p50 ms | plain p99 ms | errors + non-2xx (app / plain) |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}

/** The pages through Varnish in front of the app, beside the app alone and the plain server. */
function varnishTable(pages: PageComparison[]): string {
  const measured = pages.filter((p) => p.varnish);
  if (measured.length === 0) return "Not measured: varnishd was not installed.";
  const rows = measured.map((p) => {
    const varnish = p.varnish!;
    return `| ${p.label} | ${p.path} | ${varnish.requestsPerSecond} | ${latencyCell(varnish, varnish.latencyP99Ms)} | ${p.app.requestsPerSecond} | ${latencyCell(p.app, p.app.latencyP99Ms)} | ${p.plain.requestsPerSecond} | ${latencyCell(p.plain, p.plain.latencyP99Ms)} | ${varnish.errors + varnish.non2xx} |`;
  });
  return [
    "| page | path | Varnish req/s | Varnish p99 ms | app req/s | app p99 ms | plain req/s | plain p99 ms | errors + non-2xx (Varnish) |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}

function afterChangeTable(run: CatalogueRun): string {
  const rows = run.afterChange.timings.map(
    (t) =>
      `| ${t.page} | ${t.path} | ${t.firstAfterChange.medianMs} / ${t.firstAfterChange.p95Ms} ms | ${t.uncached.medianMs} / ${t.uncached.p95Ms} ms | ${afterChangeRatio(t)}× | ${t.change.medianMs} / ${t.change.p95Ms} ms | ${t.stale} of ${t.changes} |`,
  );
  const leftOut =
    run.afterChange.leftOut.length > 0
      ? `\n\nLeft out, as they do not show the product: ${run.afterChange.leftOut.map((path) => `\`${path}\``).join(", ")}.`
      : "";
  return (
    [
      "| page | path | first after a change: median / p95 | uncached: median / p95 | first / uncached | the change (PUT): median / p95 | stale answers |",
      "| --- | --- | ---: | ---: | ---: | ---: | ---: |",
      ...rows,
    ].join("\n") + leftOut
  );
}

function apiTable(run: CatalogueRun): string {
  const rows = run.api.lists.map(
    (f) =>
      `| ${f.path} | ${f.items} | ${kib(f.bytes)} | ${f.requestsPerSecond} | ${latencyCell(f, f.latencyP50Ms)} | ${latencyCell(f, f.latencyP99Ms)} | ${f.errors + f.non2xx} |`,
  );
  const paging = run.api.paging.accepted
    ? ""
    : `\n\n\`${run.api.paging.path}\` answered all ${run.api.paging.items} products: this server does not page the list, so the page is not measured.`;
  return (
    [
      "| path | records | answer | requests/s | p50 ms | p99 ms | errors + non-2xx |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...rows,
    ].join("\n") + paging
  );
}

/** The admin lists' section, when the run measured them. */
function adminListsSection(results: BenchResults): string {
  const timings = results.large.adminLists;
  if (!timings) return "";
  return [
    "## Admin lists at 100 times the demo",
    "",
    "Each admin list page requested one at a time with a signed-in session (`accept-encoding: br, gzip`), after ten requests to warm up: the HTML of a page load, and the data of a client-side navigation (`.data`, every loader of the page). Sizes uncompressed. `npx tsx scripts/bench/admin-lists.ts` also times the queries alone.",
    "",
    adminListsTable(timings),
    "",
    "",
  ].join("\n");
}

/** Counting visits' section, when the run measured it. */
function insightSection(results: BenchResults): string {
  if (!results.insight) return "";
  return [
    "## Counting visits",
    "",
    "A kept product page at 100 times the demo under load with a phone's user agent, on the server counting and on a second one on the same database with `COUNT_VISITS=0`, in turns. Turns differ by more than counting costs on a shared machine, so the budget is held to counting's own time per request (timed in-process) at the rate measured without it. A year of counts at 100 times the demo, in a database of the counts alone (`npx tsx scripts/bench/insight.ts`):",
    "",
    ...results.insight.years.map((year) => `- ${yearText(year)}`),
    "",
    "",
  ].join("\n");
}

function lighthouseTable(results: BenchResults): string {
  const rows = results.lighthouse.map(({ name, median: m }) =>
    [
      name,
      m.performance,
      ms(m.fcpMs),
      ms(m.lcpMs),
      ms(m.tbtMs),
      m.cls,
      ms(m.speedIndexMs),
      kib(m.bytes.html),
      kib(m.bytes.css),
      kib(m.bytes.js),
      kib(m.bytes.images),
      kib(m.bytes.total),
      m.bytes.requests,
    ].join(" | "),
  );
  return [
    "| page | score | FCP | LCP | TBT | CLS | Speed Index | HTML | CSS | JS | images | total | requests |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map((row) => `| ${row} |`),
  ].join("\n");
}

function searchLine(results: BenchResults): string {
  const line = (name: string, search?: SequentialLatency) =>
    search ? `${name}: median ${search.medianMs} ms, p95 ${search.p95Ms} ms` : undefined;
  const lines = [
    line("demo catalogue", results.demo.search),
    line("100 times the demo", results.large.search),
  ].filter(Boolean);
  const path = results.large.search?.path ?? results.demo.search?.path;
  if (!path || lines.length === 0) return "";
  return `## Search, one request at a time

\`${path}\`, ${results.large.search?.requests ?? results.demo.search?.requests} requests one after another after 20 to warm up (server time plus a loopback round trip): ${lines.join("; ")}.

`;
}

const runsText = (runs: number) => (runs === 1 ? "One run" : `Median of ${runs} runs`);

export function renderReport(results: BenchResults): string {
  const opts = results.throughputOptions;
  const catalogue = results.large.catalogue;
  return `# Benchmark results

Measured ${results.date} by \`npm run bench\`${results.quick ? " (BENCH_QUICK=1: a short trial run, not figures to keep)" : ""} in ${results.durationSeconds} s on ${machineLine(results)}; ${servedBy(results)}. Raw figures of every run: [results.json](results.json).

The catalogue 100 times the demo has ${catalogue.categories} categories, ${catalogue.products} products${catalogue.uses ? ` with ${catalogue.uses} recommended uses on ${catalogue.crops} crops` : ""}, ${catalogue.events} gallery events with ${catalogue.images} images (\`scripts/bench/generate-catalogue.ts\`).

## Pages: Lighthouse mobile

Lighthouse 12.8 with its default mobile settings (simulated slow 4G and 4× CPU slowdown), in Debian's chromium (\`--headless=new --no-sandbox --disable-gpu\`), on the demo catalogue. ${runsText(results.lighthouse[0]?.runs.length ?? 0)}; bytes are as transferred (compressed).

${lighthouseTable(results)}

## Pages under load, beside a plain server

autocannon, ${opts.connections} connections, ${opts.durationSeconds} s after a ${opts.warmupSeconds} s warm-up, with \`accept-encoding: ${opts.headers["accept-encoding"]}\` as a browser sends. The plain server is a bare \`node:http\` server in a process of its own (\`scripts/bench/plain-server.ts\`) that sends, for each path, exactly the bytes the app sent for it (its answer to a second request, as it answers from then on: status, Content-Type, Content-Encoding and the compressed body): the most this machine can serve of that answer. Each path is measured on the app and at once on the plain server, so both see the machine in the same state; the share of the plain server's requests per second is what to compare across machines. For reference, a WordPress site with a page cache reaches about ${percent(CACHED_WORDPRESS_RATIO)} of such a server. The search and crop pages are reported, not budgeted.

### Demo catalogue

${pagesTable(results.demo.pages)}

### 100 times the demo

${pagesTable(results.large.pages)}

## Pages behind Varnish

The cached set-up of the README's deploy section: Debian's Varnish 7.1 with \`deploy/varnish/default.vcl\` in front of the same app, measured right after the app and the plain server with the same load. Varnish keeps the pages the app marks for shared caches and sends them gzip (it stores gzip and asks the app for gzip, whatever the browser takes).

### Demo catalogue

${varnishTable(results.demo.pages)}

### 100 times the demo

${varnishTable(results.large.pages)}

## The first request after an admin change

On the running server, one request at a time: the product is renamed through the API (\`PUT /api/products/{id}\`, to a new name and back), then the page is requested once and checked for the new name (a page still showing the old one is stale); ${results.demo.afterChange.timings[0]?.changes ?? 0} times per page. Beside it, the page requested right after with the cookie \`${UNCACHED_COOKIE}\`, which makes it look signed in: such a request is always rendered, never answered from the page cache, so it gives the page's time without the page cache, on the same server at the same moment.

### Demo catalogue

${afterChangeTable(results.demo)}

### 100 times the demo

${afterChangeTable(results.large)}

## API lists under load

autocannon as above, on the app alone. Records and answer size (compressed) of one answer.

### Demo catalogue

${apiTable(results.demo)}

### 100 times the demo

${apiTable(results.large)}

${searchLine(results)}${adminListsSection(results)}${insightSection(results)}## Gallery first page

${kib(results.demo.gallery.htmlBytes)} of HTML with ${results.demo.gallery.eventCards} events on the demo, ${kib(results.large.gallery.htmlBytes)} with ${results.large.gallery.eventCards} events at 100 times.

## Budgets

${budgetTable(budgetLines(results))}
`;
}

const README_START = "<!-- bench:budgets -->";
const README_END = "<!-- /bench:budgets -->";

/** The README's budget table with the date it was measured, between its markers. */
export function renderReadmeBudgets(results: BenchResults): string {
  const minutes = Math.round(results.durationSeconds / 60);
  return `${README_START}
Measured ${results.date.slice(0, 10)} by \`npm run bench\` (${minutes} minutes on ${machineLine(results)}; production mode):

${budgetTable(budgetSummary(results))}
${README_END}`;
}

/** `readme` with its budget table replaced; the rest is left as it is. */
export function withReadmeBudgets(readme: string, results: BenchResults): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) {
    throw new Error(`README.md has no ${README_START} … ${README_END} block for the budgets`);
  }
  return (
    readme.slice(0, start) + renderReadmeBudgets(results) + readme.slice(end + README_END.length)
  );
}

/**
 * Writes bench/results.json (when `writeJson`), bench/RESULTS.md and the README's budget table
 * of a full run; a quick trial run leaves the README alone.
 */
export function writeReports(results: BenchResults, appRoot: string, writeJson = true) {
  const benchDir = join(appRoot, "bench");
  if (writeJson) {
    writeFileSync(join(benchDir, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
  }
  writeFileSync(join(benchDir, "RESULTS.md"), renderReport(results));
  if (results.quick) return;
  const readmePath = join(appRoot, "README.md");
  writeFileSync(readmePath, withReadmeBudgets(readFileSync(readmePath, "utf8"), results));
}
