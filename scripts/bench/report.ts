/** bench/RESULTS.md: the measured figures in tables, and each budget beside what was measured. */
import { ADMIN_LIST_BUDGET_MS, adminListsTable, type AdminListTiming } from "./admin-lists";
import type { PageReport } from "./lighthouse";
import type { SequentialLatency, ThroughputFigures, ThroughputOptions } from "./throughput";

export interface GallerySizes {
  /** The gallery's first page, uncompressed. */
  htmlBytes: number;
  eventCards: number;
}

export interface CatalogueRun {
  paths: { category: string; product: string };
  gallery: GallerySizes;
  throughput: ThroughputFigures[];
  /** A search answered one request at a time. */
  search?: SequentialLatency;
}

export interface BenchResults {
  date: string;
  durationSeconds: number;
  machine: { cpus: number; node: string };
  server: string;
  throughputOptions: ThroughputOptions;
  lighthouse: PageReport[];
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

export const BUDGETS = {
  performance: 100,
  lcpMs: 1200,
  cls: 0.02,
  tbtMs: 50,
  homeFirstRenderBytes: 30 * 1024,
  jsBytes: 100 * 1024,
  heroImageBytes: 60 * 1024,
  throughputRatio: 0.6,
  p99Growth: 2,
  galleryHtmlGrowth: 2,
  searchMs: 20,
  adminListMs: ADMIN_LIST_BUDGET_MS,
} as const;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const pass = (ok: boolean) => (ok ? "✅ met" : "❌ missed");

interface BudgetLine {
  budget: string;
  measured: string;
  ok: boolean;
}

function budgetLines(results: BenchResults): BudgetLine[] {
  const lines: BudgetLine[] = [];
  for (const page of results.lighthouse) {
    const m = page.median;
    lines.push({
      budget: `${page.name}: performance ${BUDGETS.performance}, LCP ≤ ${BUDGETS.lcpMs} ms, CLS ≤ ${BUDGETS.cls}, TBT ≤ ${BUDGETS.tbtMs} ms`,
      measured: `${m.performance}, ${ms(m.lcpMs)}, ${m.cls}, ${ms(m.tbtMs)}`,
      ok:
        m.performance >= BUDGETS.performance &&
        m.lcpMs <= BUDGETS.lcpMs &&
        m.cls <= BUDGETS.cls &&
        m.tbtMs <= BUDGETS.tbtMs,
    });
  }
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
  const demo = results.demo.throughput;
  const ceilingPath = demo[0]?.path;
  for (const [index, figures] of demo.slice(1, 4).entries()) {
    const label = ["home", "category", "product"][index] ?? figures.path;
    lines.push({
      budget: `${label} (${figures.path}): ≥ ${BUDGETS.throughputRatio * 100}% of ${ceilingPath}'s requests/s`,
      measured: `${Math.round((figures.ratioToCeiling ?? 0) * 100)}%`,
      ok: (figures.ratioToCeiling ?? 0) >= BUDGETS.throughputRatio && figures.requestsPerSecond > 0,
    });
  }
  for (const [index, figures] of results.large.throughput.entries()) {
    const atDemo = demo[index];
    if (!atDemo || index === 0) continue;
    const growth = figures.latencyP99Ms / Math.max(atDemo.latencyP99Ms, 1);
    lines.push({
      budget: `${figures.path} p99 at 100× ≤ ${BUDGETS.p99Growth}× the demo's (${atDemo.path})`,
      measured: `${ms(figures.latencyP99Ms)} vs ${ms(atDemo.latencyP99Ms)}: ${growth.toFixed(2)}×`,
      // A path that completed no request has no p99 to compare.
      ok: growth <= BUDGETS.p99Growth && figures.latencyP99Ms > 0 && atDemo.latencyP99Ms > 0,
    });
  }
  const search = results.large.search;
  if (search) {
    lines.push({
      budget: `a search at 100× (${search.path}) answers in < ${BUDGETS.searchMs} ms, one at a time`,
      measured: `median ${ms(search.medianMs)}, p95 ${ms(search.p95Ms)} (server time plus a loopback round trip)`,
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
      measured: `slowest median ${ms(slowestMedian)}, slowest p95 ${ms(slowest)} (server time plus a loopback round trip)`,
      ok: slowestMedian < BUDGETS.adminListMs,
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

/** The admin lists' section, when the run measured them. */
function adminListsSection(results: BenchResults): string {
  const timings = results.large.adminLists;
  if (!timings) return "";
  return [
    "### Admin lists at 100 times the demo",
    "",
    "Each admin list page requested one at a time with a signed-in session (`accept-encoding: br, gzip`), after ten requests to warm up: the HTML of a page load, and the data of a client-side navigation (`.data`, every loader of the page). Sizes uncompressed. `npx tsx scripts/bench/admin-lists.ts` also times the queries alone.",
    "",
    adminListsTable(timings),
    "",
    "",
  ].join("\n");
}

function throughputTable(figures: ThroughputFigures[]): string {
  const rows = figures.map(
    (f) =>
      `| ${f.path} | ${f.requestsPerSecond} | ${Math.round((f.ratioToCeiling ?? 0) * 100)}% | ${f.latencyP50Ms} | ${f.latencyP99Ms} | ${f.errors + f.non2xx} |`,
  );
  return [
    "| path | requests/s | of ceiling | p50 ms | p99 ms | errors + non-2xx |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}

export function renderReport(results: BenchResults): string {
  const pageRows = results.lighthouse.map(({ name, median: m }) =>
    [
      name,
      m.performance,
      ms(m.lcpMs),
      ms(m.fcpMs),
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
  const budgets = budgetLines(results);
  const opts = results.throughputOptions;
  return `# Benchmark results

Measured ${results.date} by \`npm run bench\` in ${results.durationSeconds} s on ${results.machine.cpus} cores, Node ${results.machine.node}, served by \`${results.server}\` (NODE_ENV=production). Raw figures of every run: [results.json](results.json).

## Pages: Lighthouse mobile

Lighthouse 12.8 with its default mobile settings (simulated slow 4G and 4× CPU slowdown), in Debian's chromium (\`--headless=new --no-sandbox --disable-gpu\`), on the demo catalogue. Median of 3 runs; bytes are as transferred (compressed).

| page | score | LCP | FCP | TBT | CLS | Speed Index | HTML | CSS | JS | images | total | requests |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${pageRows.map((row) => `| ${row} |`).join("\n")}

## Server throughput on loopback

autocannon, ${opts.connections} connections, ${opts.durationSeconds} s after a ${opts.warmupSeconds} s warm-up, each path in turn, with \`accept-encoding: ${opts.headers["accept-encoding"]}\` as a browser sends. \`${results.demo.throughput[0]?.path}\` is a page of this app with no data; each path is also given as a share of its requests per second measured in the same run (the machine is shared, so the ratios are what to compare).

### Demo catalogue

${throughputTable(results.demo.throughput)}

### Catalogue 100 times the demo

${results.large.catalogue.categories} categories, ${results.large.catalogue.products} products${results.large.catalogue.uses ? ` with ${results.large.catalogue.uses} recommended uses on ${results.large.catalogue.crops} crops` : ""}, ${results.large.catalogue.events} gallery events with ${results.large.catalogue.images} images.

${throughputTable(results.large.throughput)}

${adminListsSection(results)}Gallery first page: ${kib(results.demo.gallery.htmlBytes)} of HTML with ${results.demo.gallery.eventCards} events on the demo, ${kib(results.large.gallery.htmlBytes)} with ${results.large.gallery.eventCards} events at 100 times.

## Budgets

| budget | measured | |
| --- | --- | --- |
${budgets.map((line) => `| ${line.budget} | ${line.measured} | ${pass(line.ok)} |`).join("\n")}
`;
}
