import { describe, expect, it } from "vitest";
import type { AfterChangeTiming } from "./after-change";
import type { ApiListFigures } from "./api-lists";
import type { LighthouseFigures, PageReport } from "./lighthouse";
import {
  budgetLines,
  budgetSummary,
  renderReadmeBudgets,
  renderReport,
  withReadmeBudgets,
  type BenchResults,
  type CatalogueRun,
  type PageComparison,
} from "./report";
import { DEFAULT_THROUGHPUT, type ThroughputFigures } from "./throughput";

function lighthousePage(name: string, figures: Partial<LighthouseFigures> = {}): PageReport {
  const median: LighthouseFigures = {
    url: `http://127.0.0.1/${name}`,
    performance: 100,
    fcpMs: 800,
    lcpMs: 950,
    tbtMs: 0,
    cls: 0,
    speedIndexMs: 800,
    bytes: {
      html: 9000,
      css: 5000,
      js: 80_000,
      images: 40_000,
      other: 0,
      total: 134_000,
      requests: 12,
      otherHostRequests: 0,
      renderBlockingScripts: 0,
    },
    largestImageBytes: 20_000,
    ...figures,
  };
  return { name, median, runs: [median, median, median] };
}

function load(path: string, requestsPerSecond: number, p99: number): ThroughputFigures {
  return {
    path,
    requestsPerSecond,
    latencyP50Ms: Math.round(p99 / 2),
    latencyP99Ms: p99,
    errors: 0,
    non2xx: 0,
  };
}

function page(label: string, path: string, ratio: number, p99: number): PageComparison {
  return {
    label,
    path,
    budgeted: !["search", "crop guide"].includes(label),
    bytes: 10_000,
    app: load(path, ratio * 5000, p99),
    plain: load(path, 5000, 20),
    ratio,
  };
}

function afterChange(page: string, first: number, uncached: number, stale = 0): AfterChangeTiming {
  return {
    page,
    path: page === "product" ? "/category/c/p" : "/category/c",
    changes: 30,
    firstAfterChange: { medianMs: first, p95Ms: first * 2 },
    uncached: { medianMs: uncached, p95Ms: uncached * 2 },
    change: { medianMs: 15, p95Ms: 30 },
    stale,
  };
}

function api(path: string, items: number, p99: number): ApiListFigures {
  return { ...load(path, 400, p99), items, bytes: items * 500 };
}

function catalogue(overrides: Partial<CatalogueRun> = {}): CatalogueRun {
  return {
    paths: { category: "/category/c", product: "/category/c/p" },
    gallery: { htmlBytes: 40_000, eventCards: 10 },
    pages: [
      page("home", "/", 0.5, 40),
      page("product", "/category/c/p", 0.4, 60),
      page("ur home", "/ur", 0.45, 50),
      page("search", "/search?q=cotton", 0.1, 400),
    ],
    api: {
      lists: [api("/api/products", 26, 50), api("/api/categories", 6, 20)],
      paging: { path: "/api/products?page=1&limit=20", accepted: false, items: 26, total: 26 },
    },
    afterChange: {
      timings: [afterChange("product", 30, 20), afterChange("category", 40, 20)],
      leftOut: ["/"],
    },
    search: { path: "/api/search?q=cotton", requests: 200, medianMs: 5, p95Ms: 9 },
    ...overrides,
  };
}

function results(overrides: Partial<BenchResults> = {}): BenchResults {
  return {
    date: "2026-11-24T10:00:00.000Z",
    durationSeconds: 1200,
    machine: { cpus: 2, node: "v20.20.2", loadAverage: { start: 0.5, end: 1.2 } },
    server: "node server.ts",
    nodeEnv: "production",
    quick: false,
    throughputOptions: DEFAULT_THROUGHPUT,
    lighthouse: [lighthousePage("home"), lighthousePage("ur home")],
    demo: catalogue(),
    large: {
      ...catalogue({ gallery: { htmlBytes: 50_000, eventCards: 12 } }),
      catalogue: { categories: 50, products: 1000, events: 1000, images: 5000 },
    },
    ...overrides,
  };
}

const lineFor = (all: ReturnType<typeof budgetLines>, start: string) => {
  const line = all.find((candidate) => candidate.budget.startsWith(start));
  if (!line) throw new Error(`No budget line starting with ${start}`);
  return line;
};

/** A run that measured counting visits at `cost` of the throughput. */
function withCounting(cost: number): BenchResults {
  const path = "/category/c/p";
  return results({
    insight: {
      counting: {
        path,
        counting: [load(path, 4900, 30)],
        notCounting: [load(path, 5000, 30)],
        measuredCost: 0.02,
        microsPerRequest: 3,
        cost,
      },
      years: [
        {
          traffic: { viewsPerDay: 1000, queriesPerDay: 100 },
          days: 365,
          rows: { pageViews: 150_000, searches: 36_500, enquiries: 10_950 },
          bytes: 8 * 1024 * 1024,
          emptyBytes: 512 * 1024,
        },
      ],
    },
  });
}

describe("budgetLines", () => {
  it("holds counting visits to less than 2% of a kept page's throughput", () => {
    expect(lineFor(budgetLines(withCounting(0.019)), "counting visits").ok).toBe(true);
    expect(lineFor(budgetLines(withCounting(0.02)), "counting visits").ok).toBe(false);
    expect(renderReport(withCounting(0.01))).toContain(
      "- 7.5 MB for 1,000 views and 100 different searches a day (150,000 page rows",
    );
  });

  it("meets every budget when every figure is inside it", () => {
    expect(budgetLines(results()).filter((line) => !line.ok)).toEqual([]);
  });

  it("holds every public page to performance 100, FCP ≤ 900 ms and LCP ≤ 1000 ms", () => {
    const run = results({
      lighthouse: [
        lighthousePage("home", { fcpMs: 901 }),
        lighthousePage("ur home", { lcpMs: 1001 }),
        lighthousePage("about", { performance: 99 }),
        lighthousePage("ur about", { fcpMs: 900, lcpMs: 1000 }),
      ],
    });
    const lines = budgetLines(run);
    expect(lineFor(lines, "home:").ok).toBe(false);
    expect(lineFor(lines, "ur home:").ok).toBe(false);
    expect(lineFor(lines, "about:").ok).toBe(false);
    expect(lineFor(lines, "ur about:").ok).toBe(true);
    expect(budgetSummary(run)[0]).toMatchObject({
      ok: false,
      measured: expect.stringContaining("1 of 4 pages met"),
    });
  });

  it("holds each budgeted page to 35% of the plain server and a p99 under 100 ms, at both sizes", () => {
    const run = results({
      demo: catalogue({
        pages: [
          page("home", "/", 0.35, 99),
          page("product", "/category/c/p", 0.34, 40),
          page("ur home", "/ur", 0.9, 100),
          page("search", "/search?q=cotton", 0.01, 5000),
        ],
      }),
    });
    const lines = budgetLines(run);
    expect(lineFor(lines, "home (/), demo catalogue").ok).toBe(true);
    expect(lineFor(lines, "product (/category/c/p), demo catalogue").ok).toBe(false);
    expect(lineFor(lines, "ur home (/ur), demo catalogue").ok).toBe(false);
    expect(lineFor(lines, "home (/), 100 times the demo").ok).toBe(true);
    // The search page is reported, not budgeted.
    expect(lines.some((line) => line.budget.startsWith("search ("))).toBe(false);
    const [demoSummary, largeSummary] = budgetSummary(run).filter((line) =>
      line.budget.startsWith("each of"),
    );
    expect(demoSummary).toMatchObject({
      ok: false,
      measured: expect.stringContaining("1 of 3 met"),
    });
    expect(largeSummary).toMatchObject({
      ok: true,
      measured: expect.stringContaining("3 of 3 met"),
    });
  });

  it("a page that answered nothing misses its budget", () => {
    const silent = page("home", "/", 0, 0);
    const lines = budgetLines(results({ demo: catalogue({ pages: [silent] }) }));
    expect(lineFor(lines, "home (/), demo catalogue").ok).toBe(false);
  });

  it("holds the first request after a change to twice the uncached median, and never stale", () => {
    const run = results({
      demo: catalogue({
        afterChange: {
          timings: [afterChange("product", 40, 20), afterChange("category", 41, 20)],
          leftOut: [],
        },
      }),
      large: {
        ...results().large,
        afterChange: { timings: [afterChange("product", 10, 20, 1)], leftOut: [] },
      },
    });
    const lines = budgetLines(run);
    expect(lineFor(lines, "product page (/category/c/p), demo").ok).toBe(true);
    expect(lineFor(lines, "category page (/category/c), demo").ok).toBe(false);
    expect(lineFor(lines, "product page (/category/c/p), 100 times").ok).toBe(false);
    expect(lineFor(lines, "product page (/category/c/p), 100 times").measured).toContain(
      "1 stale of 30",
    );
  });

  it("holds GET /api/products p99 at 100× to twice its demo p99", () => {
    const withLargeP99 = (p99: number) =>
      results({
        large: {
          ...results().large,
          api: { ...catalogue().api, lists: [api("/api/products", 1000, p99)] },
        },
      });
    expect(lineFor(budgetLines(withLargeP99(100)), "GET /api/products").ok).toBe(true);
    expect(lineFor(budgetLines(withLargeP99(101)), "GET /api/products").ok).toBe(false);
  });

  it("says so when a load test completed no request, instead of a p99 of 0 ms", () => {
    const timedOut = { ...api("/api/products", 1000, 0), requestsPerSecond: 0, errors: 100 };
    const run = results({
      large: { ...results().large, api: { ...catalogue().api, lists: [timedOut] } },
    });
    expect(lineFor(budgetLines(run), "GET /api/products")).toEqual({
      budget: "GET /api/products p99 at 100× ≤ 2× its demo p99",
      measured:
        "at 100× (1000 products) no request completed (100 errors); on the demo (26) p99 50 ms",
      ok: false,
    });
    expect(renderReport(run)).toContain("| /api/products | 1000 | 488.3 KiB | 0 | – | – | 100 |");
  });
});

describe("the README's budget table", () => {
  it("replaces only the block between its markers", () => {
    const readme = [
      "# App",
      "",
      "| other | table |",
      "| --- | --- |",
      "<!-- bench:budgets -->",
      "old figures",
      "<!-- /bench:budgets -->",
      "",
      "After.",
    ].join("\n");
    const updated = withReadmeBudgets(readme, results());
    expect(updated.startsWith("# App\n\n| other | table |\n| --- | --- |\n")).toBe(true);
    expect(updated.endsWith("\n\nAfter.")).toBe(true);
    expect(updated).not.toContain("old figures");
    expect(updated).toContain(renderReadmeBudgets(results()));
    expect(withReadmeBudgets(updated, results())).toBe(updated);
  });

  it("refuses a README without the markers", () => {
    expect(() => withReadmeBudgets("# App\n", results())).toThrow(/bench:budgets/);
  });

  it("gives each budget beside its measured figure", () => {
    const table = renderReadmeBudgets(results());
    expect(table).toContain("Measured 2026-11-24 by `npm run bench` (20 minutes on 2 cores");
    for (const line of budgetSummary(results())) {
      expect(table).toContain(`| ${line.budget} | ${line.measured} | ✅ met |`);
    }
  });
});

describe("renderReport", () => {
  it("says the server ran in production mode and how", () => {
    expect(renderReport(results())).toContain(
      "served by `node server.ts` in production mode (started as `npm start` starts it, without NODE_ENV: it sets NODE_ENV=production itself, and its start-up line said NODE_ENV=production)",
    );
    // Results measured before the server was TypeScript.
    expect(renderReport(results({ server: "node server.js" }))).toContain(
      "served by `node server.js` in production mode (started as `npm start` starts it, without NODE_ENV: it sets NODE_ENV=production itself, and its start-up line said NODE_ENV=production)",
    );
    // Results of old runs that measured the bare Remix server.
    expect(renderReport(results({ server: "remix-serve" }))).toContain(
      "served by `remix-serve` in production mode (with NODE_ENV=production)",
    );
  });

  it("shows each page beside the plain server, and every budget", () => {
    const report = renderReport(results());
    expect(report).toContain(
      "| home | / | 9.8 KiB | 2500 | 5000 | 50% | 20 | 40 | 10 | 20 | 0 / 0 |",
    );
    expect(report).toContain("| search | /search?q=cotton | 9.8 KiB | 500 | 5000 | 10% |");
    for (const line of budgetLines(results())) {
      expect(report).toContain(`| ${line.budget} | ${line.measured} |`);
    }
  });

  it("shows the pages through Varnish beside the app alone and the plain server, or says it was not there", () => {
    const [home, ...others] = catalogue().pages;
    const cached = { ...home!, varnish: load("/", 9000, 12) };
    const report = renderReport(results({ demo: catalogue({ pages: [cached, ...others] }) }));
    expect(report).toContain("## Pages behind Varnish");
    expect(report).toContain("| home | / | 9000 | 12 | 2500 | 40 | 5000 | 20 | 0 |");
    // The 100× run measured nothing through it.
    expect(report).toContain("Not measured: varnishd was not installed.");
  });

  it("says when the server does not page /api/products, and which pages were left out", () => {
    const report = renderReport(results());
    expect(report).toContain(
      "`/api/products?page=1&limit=20` answered all 26 products: this server does not page the list",
    );
    expect(report).toContain("Left out, as they do not show the product: `/`.");
  });
});
