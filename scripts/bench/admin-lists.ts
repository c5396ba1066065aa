/**
 * How long the admin products and gallery lists take at a hundred times the demo catalogue
 * (generate-catalogue.ts: 1,000 products in 50 categories, 1,000 events with 5,000 images):
 *
 *  1. the paged queries themselves (listProductAdminPage, listGalleryAdminPage), in process,
 *     beside the same product search through the FTS5 index, for the choice between them;
 *  2. the pages as staff open them: server time of each admin list page (page 1, a middle
 *     page, a search, a category filter, a record opened for editing from a middle page), one
 *     request at a time on loopback with a signed-in session, for the HTML of a page load and
 *     for the data of a client-side navigation (`.data`).
 *
 *   npx tsx scripts/bench/admin-lists.ts [--port 4480]
 *
 * Part 2 serves the production build (`npm run build` first; skipped with a note when there
 * is none). `npm run bench` runs part 2 on its 100× server too and reports it in
 * bench/RESULTS.md (measureAdminLists below).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { APP_ROOT, medianCallMs, startBenchServer } from "./server";

/** One admin list page measured: its address and its server time, one request at a time. */
export interface AdminListTiming {
  label: string;
  path: string;
  /** Rows the page lists, of how many match (read from its "Showing a–b of n" line). */
  showing: string;
  /** A full page load: the HTML (`bytes` uncompressed). */
  html: { medianMs: number; p95Ms: number; bytes: number };
  /** A client-side navigation: the route data as single fetch sends it (`bytes` uncompressed). */
  data: { medianMs: number; p95Ms: number; bytes: number };
}

/** The budget of each admin list page: its median time, one request at a time, in milliseconds. */
export const ADMIN_LIST_BUDGET_MS = 100;

/** The cases measured, with ids of records that exist in the catalogue measured. */
export function adminListCases(ids: { product: number; event: number }): [string, string][] {
  return [
    ["products, page 1", "/admin/products"],
    ["products, page 20 of 40", "/admin/products?page=20"],
    ["products, search 'shield 12'", "/admin/products?q=shield+12"],
    ["products, category filter", "/admin/products?category=crop-care-line-25"],
    ["products, search in a category", "/admin/products?q=agro&category=crop-care-line-25"],
    ["products, page 20 with a product's form open", `/admin/products?page=20&edit=${ids.product}`],
    ["gallery, page 1", "/admin/gallery"],
    ["gallery, page 20 of 40", "/admin/gallery?page=20"],
    ["gallery, search 'village 12'", "/admin/gallery?q=village+12"],
    ["gallery, page 20 with an event's form open", `/admin/gallery?page=20&edit=${ids.event}`],
  ];
}

const round = (value: number) => Math.round(value * 10) / 10;

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

/** Signs in with the admin form and returns the session cookie. */
export async function signInCookie(
  origin: string,
  username: string,
  password: string,
): Promise<string> {
  const response = await fetch(`${origin}/admin-login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams({ username, password, redirectTo: "" }),
    redirect: "manual",
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 302 || !cookie) {
    throw new Error(`Signing in to ${origin} answered ${response.status}`);
  }
  return cookie;
}

/** One address requested `requests` times in a row after a warm-up: median and p95. */
async function sequential(url: string, cookie: string, requests: number) {
  const timings: number[] = [];
  let bytes = 0;
  let body = "";
  for (let index = 0; index < requests + 10; index++) {
    const started = performance.now();
    const response = await fetch(url, {
      headers: { cookie, "accept-encoding": "br, gzip" },
      redirect: "manual",
    });
    body = await response.text();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    // The first ten warm the server up.
    if (index >= 10) timings.push(performance.now() - started);
    bytes = Buffer.byteLength(body);
  }
  timings.sort((a, b) => a - b);
  return {
    timing: { medianMs: round(percentile(timings, 0.5)), p95Ms: round(percentile(timings, 0.95)) },
    bytes,
    body,
  };
}

/**
 * Server time of each admin list page on a running server: one request at a time, so each
 * one's time is the server's work plus a loopback round trip.
 */
export async function measureAdminLists(
  origin: string,
  credentials: { username: string; password: string },
  ids: { product: number; event: number },
  requests = 100,
  log: (line: string) => void = console.log,
): Promise<AdminListTiming[]> {
  const cookie = await signInCookie(origin, credentials.username, credentials.password);
  const timings: AdminListTiming[] = [];
  for (const [label, path] of adminListCases(ids)) {
    const html = await sequential(origin + path, cookie, requests);
    // What a client-side navigation to the page asks for (single fetch): every loader's data.
    const [pathname, search] = path.split("?");
    const dataPath = `${pathname}.data${search ? `?${search}` : ""}`;
    const data = await sequential(origin + dataPath, cookie, requests);
    const showing = /Showing ([\d,]+)–([\d,]+) of ([\d,]+)/.exec(html.body);
    const timing: AdminListTiming = {
      label,
      path,
      showing: showing ? `${showing[1]}–${showing[2]} of ${showing[3]}` : "none",
      html: { ...html.timing, bytes: html.bytes },
      data: { ...data.timing, bytes: data.bytes },
    };
    timings.push(timing);
    log(
      `  ${label} (${path}): HTML median ${timing.html.medianMs} ms, p95 ${timing.html.p95Ms} ms; data median ${timing.data.medianMs} ms, p95 ${timing.data.p95Ms} ms`,
    );
  }
  return timings;
}

export function adminListsTable(timings: readonly AdminListTiming[]): string {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  return [
    "| page | address | rows | HTML median | HTML p95 | HTML size | data median | data p95 | data size |",
    "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...timings.map(
      (t) =>
        `| ${t.label} | \`${t.path}\` | ${t.showing} | ${t.html.medianMs} ms | ${t.html.p95Ms} ms | ${kib(t.html.bytes)} | ${t.data.medianMs} ms | ${t.data.p95Ms} ms | ${kib(t.data.bytes)} |`,
    ),
  ].join("\n");
}

/* ------------------------------------------------------------------------------------------ */
/* Run on its own                                                                              */
/* ------------------------------------------------------------------------------------------ */

async function main() {
  const { values } = parseArgs({ options: { port: { type: "string", default: "4480" } } });
  const folder = mkdtempSync(join(tmpdir(), "admin-lists-bench-"));
  const databasePath = join(folder, "app.db");
  const uploadsDir = join(folder, "uploads");
  mkdirSync(uploadsDir, { recursive: true });
  // Set before the app's modules read the environment.
  process.env.DATABASE_PATH = databasePath;
  process.env.UPLOADS_DIR = uploadsDir;
  process.env.SEED_DEMO = "0";
  const { generateCatalogue } = await import("./generate-catalogue");
  const catalogue = await generateCatalogue(databasePath, uploadsDir);
  console.log(
    `${catalogue.products.toLocaleString("en-US")} products in ${catalogue.categories} categories, ${catalogue.events.toLocaleString("en-US")} events with ${catalogue.images.toLocaleString("en-US")} images\n`,
  );

  const { db } = await import("../../app/db/db.server");
  const { listProductAdminPage } = await import("../../app/products/products.server");
  const { listGalleryAdminPage } = await import("../../app/gallery/gallery.server");
  const { DEFAULT_PAGE_LIMIT } = await import("../../app/lib/paging");
  const pageAt = (page: number) => ({ page, limit: DEFAULT_PAGE_LIMIT });
  const { matchExpression, searchTerms } = await import("../../app/search/search-query");
  try {
    console.log("## The paged queries, in process (median of 50)\n");
    console.log("| query | matching | median |");
    console.log("| --- | ---: | ---: |");
    const cases: [string, () => { total: number }][] = [
      ["products, page 1", () => listProductAdminPage({}, pageAt(1))],
      ["products, page 20", () => listProductAdminPage({}, pageAt(20))],
      ["products, page 40 (the last)", () => listProductAdminPage({}, pageAt(40))],
      ["products, search 'shield 12'", () => listProductAdminPage({ q: "shield 12" }, pageAt(1))],
      [
        "products, search '12-7' (part of a slug)",
        () => listProductAdminPage({ q: "12-7" }, pageAt(1)),
      ],
      ["products, search finding nothing", () => listProductAdminPage({ q: "zzz" }, pageAt(1))],
      [
        "products, category filter",
        () => listProductAdminPage({ categorySlug: "crop-care-line-25" }, pageAt(1)),
      ],
      ["gallery, page 1", () => listGalleryAdminPage({}, pageAt(1))],
      ["gallery, page 20", () => listGalleryAdminPage({}, pageAt(20))],
      ["gallery, search 'village 12'", () => listGalleryAdminPage({ q: "village 12" }, pageAt(1))],
    ];
    for (const [label, run] of cases) {
      const { total } = run();
      console.log(
        `| ${label} | ${total.toLocaleString("en-US")} | ${medianCallMs(run, 50).toFixed(3)} ms |`,
      );
    }

    // The same product search through the public search's FTS5 index, limited to the name
    // and category columns, with the page's rows read the same way: the alternative weighed.
    const sqlite = db().$client;
    const ftsPage = sqlite.prepare(
      `SELECT p.id, p.name, p.slug, c.name AS category, p.image_key, p.created_at
         FROM products p JOIN categories c ON c.id = p.category_id
        WHERE p.id IN (SELECT rowid FROM product_search WHERE product_search MATCH ?)
        ORDER BY p.created_at DESC, p.id DESC LIMIT 25`,
    );
    const ftsCount = sqlite.prepare(
      "SELECT count(*) AS n FROM product_search WHERE product_search MATCH ?",
    );
    console.log(
      "\n| the same search through FTS5 (name and category columns) | matching | median |",
    );
    console.log("| --- | ---: | ---: |");
    for (const q of ["shield 12", "12-7", "zzz"]) {
      const match = `{name category}: (${matchExpression(searchTerms(q), "all")})`;
      const run = () => ({ rows: ftsPage.all(match), count: ftsCount.get(match) });
      const { count } = run() as { count: { n: number } };
      console.log(
        `| '${q}' (${match}) | ${count.n.toLocaleString("en-US")} | ${medianCallMs(run, 50).toFixed(3)} ms |`,
      );
    }

    const build = join(APP_ROOT, "build", "server", "index.js");
    if (!existsSync(build)) {
      console.log("\nNo build: `npm run build` first to time the pages as served.");
      return;
    }
    const product = sqlite
      .prepare("SELECT id FROM products ORDER BY id LIMIT 1 OFFSET 500")
      .get() as {
      id: number;
    };
    const event = sqlite
      .prepare("SELECT id FROM gallery_items ORDER BY id LIMIT 1 OFFSET 500")
      .get() as { id: number };
    const port = Number(values.port);
    const server = await startBenchServer({ port, databasePath, uploadsDir, seedDemo: false });
    try {
      console.log(
        `\n## The pages as served (node server.ts, NODE_ENV=production), one request at a time, 100 each after 10 to warm up\n`,
      );
      const timings = await measureAdminLists(
        server.origin,
        { username: "admin", password: server.adminPassword },
        { product: product.id, event: event.id },
        100,
        () => undefined,
      );
      console.log(adminListsTable(timings));
      const slowest = (pick: (t: AdminListTiming) => number) => Math.max(...timings.map(pick));
      const slowestMedian = slowest((t) => Math.max(t.html.medianMs, t.data.medianMs));
      const slowestP95 = slowest((t) => Math.max(t.html.p95Ms, t.data.p95Ms));
      console.log(
        `\nBudget: each page in < ${ADMIN_LIST_BUDGET_MS} ms of server time (median): ${slowestMedian < ADMIN_LIST_BUDGET_MS ? "met" : "missed"}, slowest median ${slowestMedian} ms, slowest p95 ${slowestP95} ms.`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    db().$client.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
