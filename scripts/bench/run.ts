/**
 * `npm run bench`: builds the app, serves it on a temporary database, and measures
 *  1. Lighthouse mobile figures of each public page (median of 3 runs),
 *  2. server throughput on loopback of the main pages and GET /api/products, each as a ratio of
 *     a page with no data (/bench-ceiling) measured in the same run,
 *  3. the same server figures with a catalogue 100 times the demo.
 * Writes bench/results.json (every run's figures) and bench/RESULTS.md (tables and budgets).
 *
 * The build it makes (BENCH_CEILING=1 npm run build) is the shipped app plus /bench-ceiling, so
 * build/ holds a benchmark build afterwards; `npm run build` makes the shipped one again (and
 * `npm start` does by itself).
 *
 * Environment: BENCH_SKIP_BUILD=1 reuses build/, which must be such a benchmark build;
 * BENCH_PORT (default 4430) is the first of the three ports it uses; CHROMIUM_PATH (default
 * /usr/bin/chromium); BENCH_SERVER=remix-serve measures the bare Remix server instead of
 * server.js; BENCH_QUICK=1 makes a short trial run.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { localizedPath } from "../../app/i18n/locale";
import { fileURLToPath } from "node:url";
import { measureAdminLists } from "./admin-lists";
import { generateCatalogue } from "./generate-catalogue";
import { startBenchServer, type RunningServer } from "./server";
import { measurePages, type PageReport } from "./lighthouse";
import { renderReport, type BenchResults, type GallerySizes } from "./report";
import { DEFAULT_THROUGHPUT, measureSequential, measureThroughput } from "./throughput";

const APP_ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
const BENCH_DIR = join(APP_ROOT, "bench");
/**
 * Where server.js and build/ are taken from: the app itself, or (BENCH_APP_DIR, with
 * BENCH_SKIP_BUILD=1) a copy of them inside the app folder, so a rebuild cannot change the
 * build under a measurement.
 */
const SERVER_DIR = resolve(process.env.BENCH_APP_DIR ?? APP_ROOT);
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4430);
/** BENCH_QUICK=1: one Lighthouse run and short load tests, to try the script out. */
const QUICK = process.env.BENCH_QUICK === "1";
const LIGHTHOUSE_RUNS = QUICK ? 1 : 3;
const THROUGHPUT = QUICK
  ? { ...DEFAULT_THROUGHPUT, durationSeconds: 2, warmupSeconds: 1 }
  : DEFAULT_THROUGHPUT;
const CEILING_PATH = "/bench-ceiling";

/** server.js when the app has one, unless BENCH_SERVER=remix-serve asks for the bare server. */
function usesServerJs(): boolean {
  return process.env.BENCH_SERVER !== "remix-serve" && existsSync(join(SERVER_DIR, "server.js"));
}

function log(line: string) {
  console.log(line);
}

function runStep(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd: APP_ROOT, stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

/** Starts the production server on a temporary database and waits until it answers. */
async function startServer(
  port: number,
  databasePath: string,
  uploadsDir: string,
  seedDemo: boolean,
): Promise<RunningServer> {
  const useServerJs = usesServerJs();
  const running = await startBenchServer({
    port,
    databasePath,
    uploadsDir,
    seedDemo,
    serverDir: SERVER_DIR,
    server: useServerJs ? "server.js" : "remix-serve",
  });
  const { origin, stop } = running;
  const ceiling = await fetch(origin + CEILING_PATH);
  if (!ceiling.ok) {
    await stop();
    throw new Error(
      `${CEILING_PATH} answered ${ceiling.status}: the build was not made with BENCH_CEILING=1`,
    );
  }
  log(`Server ${useServerJs ? "server.js" : "remix-serve"} ready on ${origin}`);
  return running;
}

interface ApiList<T> {
  data: T[];
}

/** A category page and a product page that exist on the running server. */
/** A word every generated product and many demo ones have: the most work a search can be. */
const SEARCH_WORD = "cotton";
const SEARCH_PAGE = `/search?q=${SEARCH_WORD}`;
const SEARCH_API = `/api/search?q=${SEARCH_WORD}`;
/** A crop page of the guide, on both catalogues: the crop with the most uses in the demo. */
const CROP_PAGE = "/crops/cotton";

async function samplePages(origin: string, preferMiddle: boolean) {
  const categories = (
    (await (await fetch(`${origin}/api/categories`)).json()) as ApiList<{
      name: string;
      slug: string;
    }>
  ).data;
  const products = (
    (await (await fetch(`${origin}/api/products`)).json()) as ApiList<{
      slug: string;
      category: string;
    }>
  ).data;
  const category = preferMiddle
    ? categories[Math.floor(categories.length / 2)]
    : categories.find((candidate) => products.some((p) => p.category === candidate.name));
  if (!category) throw new Error("The catalogue has no category with products");
  const product = products.find((candidate) => candidate.category === category.name);
  if (!product) throw new Error(`Category ${category.name} has no products`);
  return {
    category: `/category/${category.slug}`,
    product: `/category/${category.slug}/${product.slug}`,
  };
}

/** A product and an event from the middle of the catalogue, to open for editing. */
async function middleIds(origin: string) {
  const middle = async (path: string) => {
    const { data } = (await (await fetch(origin + path)).json()) as ApiList<{ _id: string }>;
    const id = Number(data[Math.floor(data.length / 2)]?._id);
    if (!id) throw new Error(`${path} listed nothing`);
    return id;
  };
  return { product: await middle("/api/products"), event: await middle("/api/gallery") };
}

/** Uncompressed and compressed size of the gallery's first page. */
async function gallerySizes(origin: string): Promise<GallerySizes> {
  const plain = await fetch(`${origin}/gallery`, { headers: { "accept-encoding": "identity" } });
  const html = await plain.text();
  return {
    htmlBytes: Buffer.byteLength(html),
    eventCards: (html.match(/class="card event-card"/g) ?? []).length,
  };
}

async function main() {
  const started = Date.now();
  runStep("node", ["scripts/ensure-chromium.mjs"]);
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    runStep("npm", ["run", "build"], { ...process.env, BENCH_CEILING: "1" });
  }

  const work = mkdtempSync(join(tmpdir(), "bench-"));
  const servers: RunningServer[] = [];
  const stopAll = () => Promise.all(servers.map((server) => server.stop()));
  process.once("SIGINT", () => void stopAll().then(() => process.exit(130)));
  try {
    log("\n== Demo catalogue");
    const demo = await startServer(
      FIRST_PORT,
      join(work, "demo", "app.db"),
      join(work, "demo", "uploads"),
      true,
    );
    servers.push(demo);
    const demoPages = await samplePages(demo.origin, false);

    log("\n== Lighthouse (mobile, simulated throttling, median of 3)");
    const englishPages = [
      { name: "home", path: "/" },
      { name: "about", path: "/about" },
      { name: "contact", path: "/contact" },
      { name: "category", path: demoPages.category },
      { name: "product", path: demoPages.product },
      { name: "gallery", path: "/gallery" },
      { name: "search", path: SEARCH_PAGE },
      { name: "crop guide", path: CROP_PAGE },
    ];
    // Every page again in Urdu: the budgets hold in both languages.
    const pages = [
      ...englishPages.map((page) => ({ name: page.name, url: demo.origin + page.path })),
      ...englishPages.map((page) => ({
        name: `ur ${page.name}`,
        url: demo.origin + localizedPath(page.path, "ur"),
      })),
    ];
    const lighthouse: PageReport[] = await measurePages(
      pages,
      LIGHTHOUSE_RUNS,
      FIRST_PORT + 2,
      log,
    );

    const paths = (sample: { category: string; product: string }) => [
      "/",
      sample.category,
      sample.product,
      "/gallery",
      "/api/products",
      SEARCH_PAGE,
      CROP_PAGE,
    ];
    log("\n== Throughput, demo catalogue");
    const demoGallery = await gallerySizes(demo.origin);
    log("\n== Search, one request at a time, demo catalogue");
    const demoSearch = await measureSequential(demo.origin, SEARCH_API);
    log(`  ${SEARCH_API}: median ${demoSearch.medianMs} ms, p95 ${demoSearch.p95Ms} ms`);
    const demoThroughput = await measureThroughput(
      demo.origin,
      CEILING_PATH,
      paths(demoPages),
      THROUGHPUT,
      log,
    );
    await demo.stop();

    log("\n== Catalogue 100 times the demo");
    mkdirSync(join(work, "large"), { recursive: true });
    const catalogue = await generateCatalogue(
      join(work, "large", "app.db"),
      join(work, "large", "uploads"),
    );
    log(`  generated ${JSON.stringify(catalogue)}`);
    const large = await startServer(
      FIRST_PORT + 1,
      join(work, "large", "app.db"),
      join(work, "large", "uploads"),
      false,
    );
    servers.push(large);
    const largePages = await samplePages(large.origin, true);
    const largeGallery = await gallerySizes(large.origin);
    const largeSearch = await measureSequential(large.origin, SEARCH_API);
    log(
      `  ${SEARCH_API} one at a time: median ${largeSearch.medianMs} ms, p95 ${largeSearch.p95Ms} ms`,
    );
    const largeThroughput = await measureThroughput(
      large.origin,
      CEILING_PATH,
      paths(largePages),
      THROUGHPUT,
      log,
    );
    log("\n== Admin lists, one request at a time, 100 times the demo");
    const adminLists = await measureAdminLists(
      large.origin,
      { username: "admin", password: large.adminPassword },
      await middleIds(large.origin),
      QUICK ? 20 : 100,
      log,
    );
    await large.stop();

    const results: BenchResults = {
      date: new Date().toISOString(),
      durationSeconds: Math.round((Date.now() - started) / 1000),
      machine: { cpus: (await import("node:os")).cpus().length, node: process.version },
      server: usesServerJs() ? "node server.js" : "remix-serve",
      throughputOptions: THROUGHPUT,
      lighthouse,
      demo: {
        paths: demoPages,
        gallery: demoGallery,
        throughput: demoThroughput,
        search: demoSearch,
      },
      large: {
        catalogue,
        paths: largePages,
        gallery: largeGallery,
        throughput: largeThroughput,
        search: largeSearch,
        adminLists,
      },
    };
    mkdirSync(BENCH_DIR, { recursive: true });
    writeFileSync(join(BENCH_DIR, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(join(BENCH_DIR, "RESULTS.md"), renderReport(results));
    log(`\nWrote bench/RESULTS.md and bench/results.json in ${results.durationSeconds} s`);
  } finally {
    await stopAll();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
