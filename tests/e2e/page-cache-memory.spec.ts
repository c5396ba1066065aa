import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import {
  freePort,
  killIfRunning,
  serverFolder,
  startServer,
  type ServerProcess,
} from "./support/server-process";

/**
 * The page cache's bound holds for the whole process: thousands of addresses nobody links to
 * (not-found addresses with long query strings of their own) and thousands of distinct pages
 * that may be kept (searches, more than the cache holds) leave the server's resident memory
 * within PAGE_CACHE_MB and a fixed margin.
 */
const CACHE_MB = 8;
/**
 * What the server may grow by beyond the cache while it answers this load once warmed up: its
 * heap and the allocator's free lists. Measured at -7 to +30 MB in six runs on Node.js 24;
 * before the bound counted every byte, the same load grew it by 176 to 205 MB.
 */
const MARGIN_MB = 48;

let server: ServerProcess | undefined;
test.afterAll(() => killIfRunning(server));

/** The server's resident memory, from the kernel. */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`No VmRSS for process ${pid}`);
  return Number(kilobytes) / 1024;
}

/** Sends every request, a few at a time as a crowd of phones would, each answer read whole. */
async function sendAll(origin: string, paths: string[], status: number): Promise<void> {
  let next = 0;
  const sender = async () => {
    while (next < paths.length) {
      const path = paths[next++] ?? "";
      const answer = await fetch(origin + path, { headers: { "Accept-Encoding": "gzip, br" } });
      await answer.arrayBuffer();
      expect(answer.status, path.slice(0, 80)).toBe(status);
    }
  };
  await Promise.all(Array.from({ length: 6 }, sender));
}

/** `count` addresses from `make`, numbered from `from`: each is new to the server. */
const addresses = (count: number, from: number, make: (n: number) => string) =>
  Array.from({ length: count }, (_, index) => make(from + index));

/** A query string longer than any address the cache keeps, of its own name. */
const LONG = "a".repeat(3_000);
const apiNotFound = (n: number) => `/api/zz?${n}-${LONG}`;
const pageNotFound = (n: number) => `/zz?${n}-${LONG}`;
/** A refused read: never kept, before or after the bound was fixed. */
const apiRefused = (n: number) => `/api/products?page=0&${n}-${LONG}`;
/** Pages and reads the cache may keep: each search its own. */
const searchPage = (n: number) => `/search?q=fungicide${n}`;
const apiSearch = (n: number) => `/api/search?q=w${n}-${"b".repeat(1_500)}`;

test("thousands of addresses leave the server's memory within the page cache's bound", async () => {
  test.setTimeout(240_000);
  server = await startServer(await freePort(), serverFolder("page-cache-memory"), {
    PAGE_CACHE_MB: String(CACHE_MB),
  });
  const { origin } = server;
  const pid = server.child.pid ?? 0;

  // Every kind of request first, at addresses of their own: the process's heap and the
  // allocator grow to their working size under the first thousand long addresses, whatever the
  // cache does.
  await sendAll(origin, addresses(1_000, 0, apiRefused), 400);
  await sendAll(origin, addresses(200, 0, pageNotFound), 404);
  await sendAll(origin, addresses(100, 0, searchPage), 200);
  const before = residentMb(pid);

  // Then the same kinds again, each address new: more pages and reads than the cache holds (a
  // page about 55 KB, a read with its long query 5.5 KB), the not-found addresses never kept.
  await sendAll(origin, addresses(60, 1_000, searchPage), 200);
  await sendAll(origin, addresses(100, 1_000, pageNotFound), 404);
  await sendAll(origin, addresses(4_000, 0, apiSearch), 200);
  await sendAll(origin, addresses(2_000, 10_000, apiNotFound), 404);
  const after = residentMb(pid);

  const grown = after - before;
  console.log(
    `Resident memory: ${before.toFixed(0)} MB warmed up, ${after.toFixed(0)} MB after 6,160 more addresses (+${grown.toFixed(1)} MB)`,
  );
  expect(grown, "MB the server grew by").toBeLessThanOrEqual(CACHE_MB + MARGIN_MB);
});
