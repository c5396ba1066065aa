/**
 * The first visitor after an admin change: on the running server, a product is renamed through
 * the API, then one page showing it is requested, one request at a time, and this is repeated.
 * Beside it, the same page requested with an `admin_session` cookie: a request that looks
 * signed in is never answered from the page cache, so it costs what rendering the page costs,
 * measured on the same server at the same moment.
 */
import { DEFAULT_THROUGHPUT } from "./throughput";
import { decodedText, rawGet } from "./raw-get";

/** A product as GET /api/products lists it: what a rename has to send back. */
export interface ProductRecord {
  _id: string;
  name: string;
  slug: string;
  category: string;
  description: string;
  features: string[];
  usage: string;
  specifications?: { composition?: string; dosage?: string; waitingPeriod?: string };
}

export interface Timing {
  medianMs: number;
  p95Ms: number;
}

export interface AfterChangeTiming {
  /** Which page: "product", "category" or "home". */
  page: string;
  path: string;
  changes: number;
  /** The first request for the page after each change. */
  firstAfterChange: Timing;
  /** The page requested with the `admin_session` cookie: rendered, never from the page cache. */
  uncached: Timing;
  /** The change itself: PUT /api/products/{id} renaming the product. */
  change: Timing;
  /** First answers after a change that did not show the new name. */
  stale: number;
}

/** The cookie that makes a request look signed in, which the page cache leaves alone. */
export const UNCACHED_COOKIE = "admin_session=x";

const round = (value: number) => Math.round(value * 10) / 10;

export function timingOf(samples: readonly number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { medianMs: round(at(0.5)), p95Ms: round(at(0.95)) };
}

/** A text as React writes it into a page. */
function asHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

/** Signs in through the API and returns the bearer token. */
export async function apiToken(origin: string, username: string, password: string) {
  const response = await fetch(`${origin}/api/auth/admin-login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  const answer = (await response.json()) as { data?: { token?: string } };
  const token = answer.data?.token;
  if (!response.ok || !token) throw new Error(`Signing in to the API answered ${response.status}`);
  return token;
}

/** PUT /api/products/{id} with every text field of `product` and the name `name`. */
async function rename(origin: string, token: string, product: ProductRecord, name: string) {
  const fields = new URLSearchParams({
    name,
    slug: product.slug,
    category: product.category,
    description: product.description,
    features: product.features.join("\n"),
    usage: product.usage,
  });
  for (const [key, value] of Object.entries(product.specifications ?? {})) {
    if (value) fields.set(key, value);
  }
  const started = performance.now();
  const response = await fetch(`${origin}/api/products/${product._id}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}` },
    body: fields,
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`Renaming product ${product._id} answered ${response.status}`);
  return performance.now() - started;
}

/** One page request as the load test sends it; its time and whether it shows `name`. */
async function timedGet(url: string, name: string, cookie?: string) {
  const headers = { ...DEFAULT_THROUGHPUT.headers, ...(cookie ? { cookie } : {}) };
  const answer = await rawGet(url, headers);
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return { ms: answer.ms, shows: decodedText(answer).includes(asHtml(name)) };
}

/**
 * For each page that shows `product`: `changes` times, rename the product (to a new name, then
 * back), then time one request of the page, then one with the uncached cookie. Pages that do
 * not show the product are left out (named in `leftOut`).
 */
export async function measureFirstAfterChange(
  origin: string,
  credentials: { username: string; password: string },
  product: ProductRecord,
  pages: readonly { page: string; path: string }[],
  changes: number,
  log: (line: string) => void = console.log,
): Promise<{ timings: AfterChangeTiming[]; leftOut: string[] }> {
  const token = await apiToken(origin, credentials.username, credentials.password);
  const names = [`${product.name} (renamed)`, product.name];
  const timings: AfterChangeTiming[] = [];
  const leftOut: string[] = [];
  try {
    for (const { page, path } of pages) {
      const url = origin + path;
      if (!(await timedGet(url, product.name)).shows) {
        leftOut.push(path);
        log(`  ${path} does not show the product's name: left out`);
        continue;
      }
      // Warm up both ways (fills the page cache, when there is one).
      for (let index = 0; index < 5; index++) {
        await timedGet(url, product.name);
        await timedGet(url, product.name, UNCACHED_COOKIE);
      }
      const first: number[] = [];
      const uncached: number[] = [];
      const change: number[] = [];
      let stale = 0;
      for (let index = 0; index < changes; index++) {
        const name = names[index % 2] ?? product.name;
        change.push(await rename(origin, token, product, name));
        const answer = await timedGet(url, name);
        first.push(answer.ms);
        if (!answer.shows) stale++;
        uncached.push((await timedGet(url, name, UNCACHED_COOKIE)).ms);
      }
      const timing: AfterChangeTiming = {
        page,
        path,
        changes,
        firstAfterChange: timingOf(first),
        uncached: timingOf(uncached),
        change: timingOf(change),
        stale,
      };
      timings.push(timing);
      log(
        `  ${path}: first after a change median ${timing.firstAfterChange.medianMs} ms, p95 ${timing.firstAfterChange.p95Ms} ms; uncached median ${timing.uncached.medianMs} ms, p95 ${timing.uncached.p95Ms} ms; ${stale} stale`,
      );
    }
  } finally {
    await rename(origin, token, product, product.name);
  }
  return { timings, leftOut };
}
