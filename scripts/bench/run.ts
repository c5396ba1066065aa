/**
 * `npm run bench`: builds the app, serves it in production mode on temporary databases, and
 * measures, on the demo catalogue and on one 100 times larger:
 *  1. Lighthouse mobile figures of each public page in English and Urdu (median of 3 runs;
 *     demo catalogue only),
 *  2. throughput on loopback of the main pages in both languages (and the search and crop
 *     pages), each beside a plain node:http server sending the same bytes and, when varnishd is
 *     installed, through Varnish in front of the app (deploy/varnish/default.vcl), back to back,
 *  3. the first request of a page after an admin change, beside the page uncached,
 *  4. the public API's lists under load,
 *  5. a search one request at a time, and (at 100×) the admin lists.
 * Writes bench/results.json (every run's figures), bench/RESULTS.md (tables and budgets) and
 * the budget table of the README's Performance section (report.ts).
 *
 * Environment: BENCH_SKIP_BUILD=1 reuses build/; BENCH_PORT (default 4430) is the first of the
 * five ports it uses; CHROMIUM_PATH (default /usr/bin/chromium); BENCH_QUICK=1 makes a short trial run
 * (written to bench/RESULTS.md and results.json, not to the README).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { localizedPath } from "../../app/i18n/locale";
import { measureAdminLists } from "./admin-lists";
import { measureFirstAfterChange, type ProductRecord } from "./after-change";
import { measureApiLists } from "./api-lists";
import { startVarnish, VARNISHD } from "../../tests/e2e/support/varnish";
import { generateCatalogue } from "./generate-catalogue";
import { measureCountingCost, measureYearOfCounts, TRAFFIC, yearText } from "./insight";
import { measurePages, type PageReport } from "./lighthouse";
import { answerBytes, recordAnswers } from "./plain-server";
import {
  writeReports,
  type BenchResults,
  type CatalogueRun,
  type GallerySizes,
  type PageComparison,
} from "./report";
import {
  APP_ROOT,
  startBenchServer,
  startPlainServer,
  type ChildServer,
  type RunningServer,
} from "./server";
import {
  DEFAULT_THROUGHPUT,
  measureBesidePlain,
  measureSequential,
  type ThroughputOptions,
} from "./throughput";

/**
 * Where the production server and build/ are taken from: the app itself, or (BENCH_APP_DIR, with
 * BENCH_SKIP_BUILD=1) a copy of them inside the app folder, so a rebuild cannot change the
 * build under a measurement.
 */
const SERVER_DIR = resolve(process.env.BENCH_APP_DIR ?? APP_ROOT);
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4430);
const PORTS = {
  demo: FIRST_PORT,
  large: FIRST_PORT + 1,
  chromeDebugging: FIRST_PORT + 2,
  plain: FIRST_PORT + 3,
  varnish: FIRST_PORT + 4,
};
/** BENCH_QUICK=1: one Lighthouse run, short load tests, few changes, to try the script out. */
const QUICK = process.env.BENCH_QUICK === "1";
const LIGHTHOUSE_RUNS = QUICK ? 1 : 3;
const THROUGHPUT: ThroughputOptions = QUICK
  ? { ...DEFAULT_THROUGHPUT, durationSeconds: 2, warmupSeconds: 1 }
  : DEFAULT_THROUGHPUT;
/** Admin changes per page for the first request after a change (even: the name comes back). */
const CHANGES = QUICK ? 6 : 30;
const ADMIN_LIST_REQUESTS = QUICK ? 20 : 100;

/** A word every generated product and many demo ones have: the most work a search can be. */
const SEARCH_WORD = "cotton";
const SEARCH_PAGE = `/search?q=${SEARCH_WORD}`;
const SEARCH_API = `/api/search?q=${SEARCH_WORD}`;
/** A crop page of the guide, on both catalogues: the crop with the most uses in the demo. */
const CROP_PAGE = "/crops/cotton";

/** The production server's file (server.js in a copy of an older version of the app). */
function benchedServer(): "server.ts" | "server.js" {
  return existsSync(join(SERVER_DIR, "server.ts")) ? "server.ts" : "server.js";
}

function log(line: string) {
  console.log(line);
}

function runStep(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: APP_ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

/** Starts the production server on a temporary database and waits until it answers. */
async function startServer(
  port: number,
  databasePath: string,
  uploadsDir: string,
  seedDemo: boolean,
): Promise<RunningServer> {
  const server = benchedServer();
  const running = await startBenchServer({
    port,
    databasePath,
    uploadsDir,
    seedDemo,
    serverDir: SERVER_DIR,
    server,
  });
  log(`Server ${server} (NODE_ENV=${running.nodeEnv}) ready on ${running.origin}`);
  return running;
}

interface ApiList<T> {
  data: T[];
}

async function apiList<T>(origin: string, path: string): Promise<T[]> {
  return ((await (await fetch(origin + path)).json()) as ApiList<T>).data;
}

/** A category page and a product page that exist on the running server, and the product. */
async function samplePages(origin: string, preferMiddle: boolean) {
  const categories = await apiList<{ name: string; slug: string }>(origin, "/api/categories");
  const products = await apiList<ProductRecord>(origin, "/api/products");
  const category = preferMiddle
    ? categories[Math.floor(categories.length / 2)]
    : categories.find((candidate) => products.some((p) => p.category === candidate.name));
  if (!category) throw new Error("The catalogue has no category with products");
  const product = products.find((candidate) => candidate.category === category.name);
  if (!product) throw new Error(`Category ${category.name} has no products`);
  return {
    paths: {
      category: `/category/${category.slug}`,
      product: `/category/${category.slug}/${product.slug}`,
    },
    product,
  };
}

/** A product and an event from the middle of the catalogue, to open for editing. */
async function middleIds(origin: string) {
  const middle = async (path: string) => {
    const data = await apiList<{ _id: string }>(origin, path);
    const id = Number(data[Math.floor(data.length / 2)]?._id);
    if (!id) throw new Error(`${path} listed nothing`);
    return id;
  };
  return { product: await middle("/api/products"), event: await middle("/api/gallery") };
}

/** Uncompressed size of the gallery's first page, and its events. */
async function gallerySizes(origin: string): Promise<GallerySizes> {
  const plain = await fetch(`${origin}/gallery`, { headers: { "accept-encoding": "identity" } });
  const html = await plain.text();
  return {
    htmlBytes: Buffer.byteLength(html),
    eventCards: (html.match(/class="card event-card"/g) ?? []).length,
  };
}

/** The pages under load: the budgeted ones in both languages, then the search and crop pages. */
function loadTestPages(paths: { category: string; product: string }) {
  const english = [
    { label: "home", path: "/" },
    { label: "category", path: paths.category },
    { label: "product", path: paths.product },
    { label: "gallery", path: "/gallery" },
    { label: "about", path: "/about" },
  ];
  return [
    ...english.map((page) => ({ ...page, budgeted: true })),
    ...english.map((page) => ({
      label: `ur ${page.label}`,
      path: localizedPath(page.path, "ur"),
      budgeted: true,
    })),
    { label: "search", path: SEARCH_PAGE, budgeted: false },
    { label: "crop guide", path: CROP_PAGE, budgeted: false },
  ];
}

/**
 * Everything measured on one catalogue's server, Lighthouse and the admin lists aside.
 * `started` collects the plain server while it runs, so an interrupted run stops it.
 */
async function measureCatalogue(
  server: RunningServer,
  sample: Awaited<ReturnType<typeof samplePages>>,
  work: string,
  started: ChildServer[],
): Promise<CatalogueRun> {
  const { origin } = server;
  const gallery = await gallerySizes(origin);

  log("-- Search, one request at a time");
  const search = await measureSequential(origin, SEARCH_API);
  log(`  ${SEARCH_API}: median ${search.medianMs} ms, p95 ${search.p95Ms} ms`);

  log("-- Pages under load, each on the app then on the plain server sending the same bytes");
  const pages = loadTestPages(sample.paths);
  const answers = await recordAnswers(
    origin,
    pages.map((page) => page.path),
    THROUGHPUT.headers,
  );
  const plain = await startPlainServer({ port: PORTS.plain, answers, folder: work });
  started.push(plain);
  // The cached set-up of the README's deploy section: Varnish with the deployed VCL in front.
  // Its folder outside `work`, which only this user may enter: varnishd runs as its own users.
  const varnishFolder = mkdtempSync(join(tmpdir(), "bench-varnish-"));
  const varnish = VARNISHD
    ? await startVarnish({
        port: PORTS.varnish,
        backendPort: Number(new URL(origin).port),
        folder: varnishFolder,
      })
    : null;
  if (varnish) started.push({ origin: varnish.origin, process: varnish.child, stop: varnish.stop });
  else log("  (varnishd is not installed: nothing measured behind Varnish)");
  let comparisons: PageComparison[];
  try {
    const measured = await measureBesidePlain(
      origin,
      plain.origin,
      answers.map((answer) => ({ path: answer.path, bytes: answerBytes(answer) })),
      THROUGHPUT,
      log,
      varnish?.origin,
    );
    comparisons = measured.map((comparison, index) => {
      const page = pages[index];
      if (!page) throw new Error(`No page for ${comparison.path}`);
      return { ...comparison, label: page.label, budgeted: page.budgeted };
    });
  } finally {
    await plain.stop();
    await varnish?.stop();
    rmSync(varnishFolder, { recursive: true, force: true });
  }

  log("-- API lists under load");
  const api = await measureApiLists(origin, THROUGHPUT, log);

  log(`-- The first request after an admin change (${CHANGES} changes per page)`);
  const afterChange = await measureFirstAfterChange(
    origin,
    { username: "admin", password: server.adminPassword },
    sample.product,
    [
      { page: "product", path: sample.paths.product },
      { page: "category", path: sample.paths.category },
      { page: "home", path: "/" },
    ],
    CHANGES,
    log,
  );

  return { paths: sample.paths, gallery, pages: comparisons, api, afterChange, search };
}

async function main() {
  const started = Date.now();
  const loadAtStart = Math.round((loadavg()[0] ?? 0) * 100) / 100;
  runStep("node", ["scripts/ensure-chromium.mjs"]);
  if (process.env.BENCH_SKIP_BUILD !== "1") runStep("npm", ["run", "build"]);

  const work = mkdtempSync(join(tmpdir(), "bench-"));
  const servers: ChildServer[] = [];
  const stopAll = () => Promise.all(servers.map((server) => server.stop()));
  process.once("SIGINT", () => void stopAll().then(() => process.exit(130)));
  try {
    log("\n== Demo catalogue");
    const demoServer = await startServer(
      PORTS.demo,
      join(work, "demo", "app.db"),
      join(work, "demo", "uploads"),
      true,
    );
    servers.push(demoServer);
    const demoSample = await samplePages(demoServer.origin, false);

    log(`\n-- Lighthouse (mobile, simulated throttling, median of ${LIGHTHOUSE_RUNS})`);
    const englishPages = [
      { name: "home", path: "/" },
      { name: "about", path: "/about" },
      { name: "contact", path: "/contact" },
      { name: "category", path: demoSample.paths.category },
      { name: "product", path: demoSample.paths.product },
      { name: "gallery", path: "/gallery" },
      { name: "search", path: SEARCH_PAGE },
      { name: "crop guide", path: CROP_PAGE },
    ];
    // Every page again in Urdu: the budgets hold in both languages.
    const lighthousePages = [
      ...englishPages.map((page) => ({ name: page.name, url: demoServer.origin + page.path })),
      ...englishPages.map((page) => ({
        name: `ur ${page.name}`,
        url: demoServer.origin + localizedPath(page.path, "ur"),
      })),
    ];
    const lighthouse: PageReport[] = await measurePages(
      lighthousePages,
      LIGHTHOUSE_RUNS,
      PORTS.chromeDebugging,
      log,
    );

    const demo = await measureCatalogue(demoServer, demoSample, work, servers);
    await demoServer.stop();

    log("\n== Catalogue 100 times the demo");
    mkdirSync(join(work, "large"), { recursive: true });
    const catalogue = await generateCatalogue(
      join(work, "large", "app.db"),
      join(work, "large", "uploads"),
    );
    log(`  generated ${JSON.stringify(catalogue)}`);
    const largeServer = await startServer(
      PORTS.large,
      join(work, "large", "app.db"),
      join(work, "large", "uploads"),
      false,
    );
    servers.push(largeServer);
    const large = await measureCatalogue(
      largeServer,
      await samplePages(largeServer.origin, true),
      work,
      servers,
    );
    log("-- Admin lists, one request at a time");
    const adminLists = await measureAdminLists(
      largeServer.origin,
      { username: "admin", password: largeServer.adminPassword },
      await middleIds(largeServer.origin),
      ADMIN_LIST_REQUESTS,
      log,
    );
    log("-- Counting visits: a kept product page, counted and not (COUNT_VISITS=0), in turns");
    const notCounting = await startBenchServer({
      port: PORTS.plain,
      databasePath: join(work, "large", "app.db"),
      uploadsDir: join(work, "large", "uploads"),
      seedDemo: false,
      serverDir: SERVER_DIR,
      server: benchedServer(),
      extraEnv: { COUNT_VISITS: "0" },
    });
    servers.push(notCounting);
    const counting = await measureCountingCost(
      largeServer.origin,
      notCounting.origin,
      large.paths.product,
      THROUGHPUT,
      QUICK ? 1 : 3,
      log,
    );
    log(`  counting costs ${(counting.cost * 100).toFixed(1)}% of the throughput`);
    await notCounting.stop();
    await largeServer.stop();
    log("-- A year of counts at 100 times the demo");
    const years = TRAFFIC.map((traffic) => measureYearOfCounts(traffic));
    for (const year of years) log(`  ${yearText(year)}`);

    const results: BenchResults = {
      date: new Date().toISOString(),
      durationSeconds: Math.round((Date.now() - started) / 1000),
      machine: {
        cpus: cpus().length,
        node: process.version,
        loadAverage: { start: loadAtStart, end: Math.round((loadavg()[0] ?? 0) * 100) / 100 },
      },
      server: `node ${benchedServer()}`,
      nodeEnv: demoServer.nodeEnv ?? "unknown",
      quick: QUICK,
      throughputOptions: THROUGHPUT,
      lighthouse,
      demo,
      large: { ...large, catalogue, adminLists },
      insight: { counting, years },
    };
    mkdirSync(join(APP_ROOT, "bench"), { recursive: true });
    writeReports(results, APP_ROOT);
    log(
      `\nWrote bench/RESULTS.md, bench/results.json${QUICK ? "" : " and the README's budget table"} in ${results.durationSeconds} s`,
    );
  } finally {
    await stopAll();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
