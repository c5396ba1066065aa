import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addCategory, addProduct, resetDatabase } from "#tests/setup/db-helpers";
import { db } from "~/db/db.server";
import { cachePurges, products } from "~/db/schema";
import { GIVE_UP_AFTER_MS, makePendingPurgesDue, retryDelayMs } from "./queue.server";
import { cloudflareTarget, deliverDuePurges, varnishTarget } from "./sender.server";

/** A real HTTP server standing in for a cache: it records each request, or refuses while down. */
interface FakeCache {
  url: string;
  received: Array<{ method: string; url: string; authorization?: string; body: string }>;
  down: boolean;
  answer: { status: number; body: string };
}
const servers: Server[] = [];

async function fakeCache(answer = { status: 200, body: "Banned" }): Promise<FakeCache> {
  const cache: FakeCache = { url: "", received: [], down: false, answer };
  const server = createServer((req: IncomingMessage, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      cache.received.push({
        method: req.method ?? "",
        url: req.url ?? "",
        authorization: req.headers.authorization,
        body,
      });
      res.statusCode = cache.down ? 503 : cache.answer.status;
      res.end(cache.down ? "Service Unavailable" : cache.answer.body);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cache.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return cache;
}

afterEach(async () => {
  for (const server of servers.splice(0))
    await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  resetDatabase();
  db().delete(cachePurges).run();
});

const rows = () => db().select().from(cachePurges).orderBy(cachePurges.id).all();
const pending = () => rows().filter((row) => row.sentAt === null && row.failedAt === null);

describe("the purge queue", () => {
  it("queues a purge in the transaction of a change to what public pages show", () => {
    const category = addCategory("Insecticides");
    expect(pending()).toHaveLength(1);
    // A failing transaction queues nothing, like the change it did not make.
    expect(() =>
      db().transaction((tx) => {
        tx.update(cachePurges).set({ attempts: 1 }).run();
        addProduct(category.id, "Confidor");
        throw new Error("rolled back");
      }),
    ).toThrow("rolled back");
    expect(rows()).toEqual([expect.objectContaining({ attempts: 0 })]);
  });

  it("keeps one untried purge for many changes, and a new one for a change after a try began", async () => {
    const cache = await fakeCache();
    const category = addCategory("Insecticides");
    const product = addProduct(category.id, "Confidor");
    addProduct(category.id, "Karate");
    expect(pending()).toHaveLength(1);
    // The cache receives the purge; a change committed meanwhile must not ride on it.
    const target = varnishTarget(cache.url);
    const during = {
      name: "a cache slow to answer",
      async purge() {
        db()
          .update(products)
          .set({ name: "Confidor 200 SL" })
          .where(eq(products.id, product.id))
          .run();
        await target.purge();
      },
    };
    expect(await deliverDuePurges([during])).toEqual({ outcome: "purged" });
    expect(pending()).toHaveLength(1);
    expect(await deliverDuePurges([target])).toEqual({ outcome: "purged" });
    expect(pending()).toHaveLength(0);
    expect(cache.received.map((request) => request.method)).toEqual(["PURGE", "PURGE"]);
    expect(await deliverDuePurges([target])).toEqual({ outcome: "idle" });
  });
});

describe("delivering purges", () => {
  it("bans every page in Varnish and purges a Cloudflare zone with its token", async () => {
    const varnish = await fakeCache();
    const cloudflare = await fakeCache({ status: 200, body: '{"success":true,"result":{}}' });
    addCategory("Herbicides");
    const targets = [
      varnishTarget(varnish.url),
      cloudflareTarget({
        zoneId: "zone-1",
        apiToken: "secret-token",
        apiUrl: cloudflare.url.slice(0, -1),
      }),
    ];
    expect(await deliverDuePurges(targets)).toEqual({ outcome: "purged" });
    expect(varnish.received).toEqual([expect.objectContaining({ method: "PURGE", url: "/" })]);
    expect(cloudflare.received).toEqual([
      {
        method: "POST",
        url: "/zones/zone-1/purge_cache",
        authorization: "Bearer secret-token",
        body: '{"purge_everything":true}',
      },
    ]);
    expect(rows()[0]?.sentAt).not.toBeNull();
  });

  it("retries with backoff until every target takes it, then marks it sent", async () => {
    const varnish = await fakeCache();
    varnish.down = true;
    addCategory("Fungicides");
    let now = Date.now();
    db()
      .update(cachePurges)
      .set({ nextAttemptAt: new Date(now).toISOString() })
      .run();
    const clock = () => now;
    const targets = [varnishTarget(varnish.url)];

    const first = await deliverDuePurges(targets, clock);
    expect(first).toEqual({ outcome: "retry", error: expect.stringContaining("503") });
    expect(rows()[0]).toMatchObject({ attempts: 1, lastError: expect.stringContaining("503") });
    // Not again before its backoff.
    now += retryDelayMs(1) - 1;
    expect(await deliverDuePurges(targets, clock)).toEqual({ outcome: "idle" });
    now += 1;
    expect((await deliverDuePurges(targets, clock)).outcome).toBe("retry");
    expect(rows()[0]?.attempts).toBe(2);
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    varnish.down = false;
    now += retryDelayMs(2);
    expect(await deliverDuePurges(targets, clock)).toEqual({ outcome: "purged" });
    expect(varnish.received).toHaveLength(3);
    expect(rows()[0]).toMatchObject({ attempts: 3, lastError: null, failedAt: null });
    expect(rows()[0]?.sentAt).not.toBeNull();
  });

  it("counts a Cloudflare answer without success, or a cache not listening, as a failure", async () => {
    const cloudflare = await fakeCache({ status: 200, body: '{"success":false}' });
    const closed = await fakeCache();
    await new Promise<void>((resolve) => servers.pop()?.close(() => resolve()));
    addCategory("Fertilizers");
    const round = await deliverDuePurges([
      cloudflareTarget({ zoneId: "z", apiToken: "t", apiUrl: cloudflare.url.slice(0, -1) }),
      varnishTarget(closed.url),
    ]);
    expect(round).toEqual({
      outcome: "retry",
      error: expect.stringMatching(/Cloudflare did not report success.*Varnish at .*fetch failed/),
    });
  });

  it("gives up once a shared cache would have let the pages expire anyway", async () => {
    const varnish = await fakeCache();
    varnish.down = true;
    addCategory("Seeds");
    const queued = Date.parse(rows()[0]?.createdAt ?? "");
    const round = await deliverDuePurges(
      [varnishTarget(varnish.url)],
      () => queued + GIVE_UP_AFTER_MS,
    );
    expect(round.outcome).toBe("given-up");
    expect(rows()[0]?.failedAt).not.toBeNull();
    // A given-up purge holds no later change back: the next one is queued and sent.
    addCategory("Sprayers");
    varnish.down = false;
    makePendingPurgesDue();
    expect(await deliverDuePurges([varnishTarget(varnish.url)])).toEqual({ outcome: "purged" });
  });
});
