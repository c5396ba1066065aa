/**
 * Lighthouse mobile figures (its default simulated throttling: a slow 4G link and a slowed
 * CPU) of a page, the median of several runs, in Debian's chromium.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu"];

export interface PageBytes {
  html: number;
  css: number;
  js: number;
  images: number;
  other: number;
  total: number;
  requests: number;
  /** Requests to any host other than the page's own. */
  otherHostRequests: number;
  /** Scripts that held up the first render (Lighthouse's render-blocking audit). */
  renderBlockingScripts: number;
}

export interface LighthouseFigures {
  url: string;
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  bytes: PageBytes;
  /** The largest single image transferred. */
  largestImageBytes: number;
  /** The LCP element as Lighthouse saw it, to tell what to make faster. */
  lcpElement?: string;
}

interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function numeric(lhr: Lhr, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

function bytesOf(lhr: Lhr, pageUrl: string): PageBytes {
  const details = lhr.audits["network-requests"]?.details as
    { items?: NetworkRequestItem[] } | undefined;
  const items = details?.items ?? [];
  const origin = new URL(pageUrl).origin;
  const bytes: PageBytes = {
    html: 0,
    css: 0,
    js: 0,
    images: 0,
    other: 0,
    total: 0,
    requests: 0,
    otherHostRequests: 0,
    renderBlockingScripts: 0,
  };
  for (const item of items) {
    if (item.url.startsWith("data:")) continue;
    const size = item.transferSize ?? 0;
    bytes.requests++;
    bytes.total += size;
    if (new URL(item.url).origin !== origin) bytes.otherHostRequests++;
    switch (item.resourceType) {
      case "Document":
        bytes.html += size;
        break;
      case "Stylesheet":
        bytes.css += size;
        break;
      case "Script":
        bytes.js += size;
        break;
      case "Image":
        bytes.images += size;
        break;
      default:
        bytes.other += size;
    }
  }
  const blocking = lhr.audits["render-blocking-resources"]?.details as
    { items?: { url: string }[] } | undefined;
  bytes.renderBlockingScripts = (blocking?.items ?? []).filter((item) =>
    /\.m?js(\?|$)/.test(item.url),
  ).length;
  return bytes;
}

function largestImageOf(lhr: Lhr): number {
  const details = lhr.audits["network-requests"]?.details as
    { items?: NetworkRequestItem[] } | undefined;
  const images = (details?.items ?? []).filter((item) => item.resourceType === "Image");
  return Math.max(0, ...images.map((item) => item.transferSize ?? 0));
}

function lcpElementOf(lhr: Lhr): string | undefined {
  const details = lhr.audits["largest-contentful-paint-element"]?.details as
    { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet;
}

function figuresOf(lhr: Lhr, url: string): LighthouseFigures {
  return {
    url,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(numeric(lhr, "largest-contentful-paint")),
    fcpMs: Math.round(numeric(lhr, "first-contentful-paint")),
    tbtMs: Math.round(numeric(lhr, "total-blocking-time")),
    cls: Math.round(numeric(lhr, "cumulative-layout-shift") * 1000) / 1000,
    speedIndexMs: Math.round(numeric(lhr, "speed-index")),
    bytes: bytesOf(lhr, url),
    largestImageBytes: largestImageOf(lhr),
    lcpElement: lcpElementOf(lhr),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The run whose performance score is the median, with each figure the median of all runs. */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const first = runs[0];
  if (!first) throw new Error("No Lighthouse runs to summarise");
  const pick = (get: (run: LighthouseFigures) => number) => median(runs.map(get));
  return {
    url: first.url,
    performance: pick((run) => run.performance),
    lcpMs: pick((run) => run.lcpMs),
    fcpMs: pick((run) => run.fcpMs),
    tbtMs: pick((run) => run.tbtMs),
    cls: pick((run) => run.cls),
    speedIndexMs: pick((run) => run.speedIndexMs),
    bytes: {
      html: pick((run) => run.bytes.html),
      css: pick((run) => run.bytes.css),
      js: pick((run) => run.bytes.js),
      images: pick((run) => run.bytes.images),
      other: pick((run) => run.bytes.other),
      total: pick((run) => run.bytes.total),
      requests: pick((run) => run.bytes.requests),
      otherHostRequests: Math.max(...runs.map((run) => run.bytes.otherHostRequests)),
      renderBlockingScripts: Math.max(...runs.map((run) => run.bytes.renderBlockingScripts)),
    },
    largestImageBytes: pick((run) => run.largestImageBytes),
    lcpElement: first.lcpElement,
  };
}

/** Tries a run again when Lighthouse fails to record it (it happens on a busy machine). */
const ATTEMPTS = 3;

async function runOnce(url: string, port: number): Promise<LighthouseFigures> {
  let problem = "";
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    if (result && !result.lhr.runtimeError) return figuresOf(result.lhr, url);
    problem = result?.lhr.runtimeError?.message ?? "no result";
  }
  throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${problem}`);
}

export interface PageReport {
  name: string;
  median: LighthouseFigures;
  runs: LighthouseFigures[];
}

/**
 * Runs Lighthouse `runs` times on each page in one chromium (Lighthouse resets the cache and
 * storage before each run) and gives the median of each page.
 */
export async function measurePages(
  pages: { name: string; url: string }[],
  runs: number,
  debuggingPort: number,
  log: (line: string) => void = console.log,
): Promise<PageReport[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    port: debuggingPort,
  });
  try {
    const reports: PageReport[] = [];
    for (const page of pages) {
      const pageRuns: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run++) {
        pageRuns.push(await runOnce(page.url, chrome.port));
      }
      const summary = medianFigures(pageRuns);
      log(
        `  ${page.name}: score ${summary.performance}, FCP ${summary.fcpMs} ms, LCP ${summary.lcpMs} ms, TBT ${summary.tbtMs} ms, CLS ${summary.cls}, ${summary.bytes.requests} requests`,
      );
      reports.push({ name: page.name, median: summary, runs: pageRuns });
    }
    return reports;
  } finally {
    await chrome.kill();
  }
}
