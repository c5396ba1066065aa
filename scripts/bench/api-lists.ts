/**
 * The public API's lists under load: GET /api/products, /api/categories and /api/gallery, and
 * one page of products (`?page=1&limit=20`) when the server pages it.
 */
import { decodedText, rawGet } from "./raw-get";
import { measurePath, type ThroughputFigures, type ThroughputOptions } from "./throughput";

export const API_LIST_PATHS = ["/api/products", "/api/categories", "/api/gallery"] as const;
export const PAGED_PRODUCTS_PATH = "/api/products?page=1&limit=20";

export interface ApiListFigures extends ThroughputFigures {
  /** Records in one answer. */
  items: number;
  /** Bytes of one answer as sent (compressed). */
  bytes: number;
}

export interface ApiListsRun {
  lists: ApiListFigures[];
  /**
   * Whether the server paged `?page=1&limit=20` (at most 20 records of more); when it did, the
   * page is measured too and is among `lists`.
   */
  paging: { path: string; accepted: boolean; items: number; total: number };
}

async function oneAnswer(origin: string, path: string, options: ThroughputOptions) {
  const answer = await rawGet(origin + path, options.headers);
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  const { data } = JSON.parse(decodedText(answer)) as { data: unknown[] };
  return { items: data.length, bytes: answer.body.length };
}

export async function measureApiLists(
  origin: string,
  options: ThroughputOptions,
  log: (line: string) => void = console.log,
): Promise<ApiListsRun> {
  const total = (await oneAnswer(origin, "/api/products", options)).items;
  const page = await oneAnswer(origin, PAGED_PRODUCTS_PATH, options);
  const accepted = page.items <= 20 && page.items < total;
  const paths: string[] = [...API_LIST_PATHS, ...(accepted ? [PAGED_PRODUCTS_PATH] : [])];
  if (!accepted) {
    log(`  ${PAGED_PRODUCTS_PATH} answered all ${page.items} products: not paged, not measured`);
  }
  const lists: ApiListFigures[] = [];
  for (const path of paths) {
    const size = await oneAnswer(origin, path, options);
    const figures = await measurePath(origin, path, options);
    lists.push({ ...figures, ...size });
    log(
      `  ${path} (${size.items} records, ${(size.bytes / 1024).toFixed(1)} KiB): ${figures.requestsPerSecond} req/s, p50 ${figures.latencyP50Ms} ms, p99 ${figures.latencyP99Ms} ms`,
    );
  }
  return { lists, paging: { path: PAGED_PRODUCTS_PATH, accepted, items: page.items, total } };
}
