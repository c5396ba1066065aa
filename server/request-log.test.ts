import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { createLog } from "../app/lib/log.server.ts";
import { loggedPath, logRequest, REQUEST_ID_HEADER, requestIdFor } from "./request-log.ts";

let server: Server | undefined;

afterEach(async () => {
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

/** A server that answers as server.ts does around the app: an id, a line in `lines` per request. */
async function serve(status: number): Promise<{ address: string; lines: Record<string, unknown>[] }> {
  const lines: Record<string, unknown>[] = [];
  const log = createLog(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    }),
  );
  server = createServer((req, res) => {
    const id = requestIdFor(req.headers["x-request-id"]);
    res.setHeader(REQUEST_ID_HEADER, id);
    logRequest(log, req, res, id);
    res.statusCode = status;
    res.end("answer");
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return { address: `http://127.0.0.1:${(server?.address() as AddressInfo).port}`, lines };
}

describe("the request id", () => {
  it("is a new one for each request, echoed in X-Request-Id and logged with it", async () => {
    const { address, lines } = await serve(200);
    const first = await fetch(`${address}/category/insecticides?code=SECRET-CODE`);
    const second = await fetch(`${address}/about`);
    const ids = [first, second].map((answer) => answer.headers.get("x-request-id"));
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
    await expect.poll(() => lines.length).toBe(2);
    expect(lines[0]).toMatchObject({
      level: "info",
      event: "request",
      id: ids[0],
      method: "GET",
      path: "/category/insecticides",
      status: 200,
    });
    expect(typeof lines[0]?.ms).toBe("number");
    expect(typeof lines[0]?.time).toBe("string");
    // Nothing of the query, nothing of the client.
    expect(JSON.stringify(lines)).not.toContain("SECRET-CODE");
    expect(JSON.stringify(lines)).not.toContain("127.0.0.1");
  });

  it("is the one a proxy gave when it is sane, and a new one when it is not", async () => {
    const { address } = await serve(200);
    const idOf = async (given: string) =>
      (await fetch(address, { headers: { "X-Request-Id": given } })).headers.get("x-request-id");
    expect(await idOf("caddy-7f3a9c21")).toBe("caddy-7f3a9c21");
    for (const insane of ["short", "with space and\ttab", "a".repeat(65), '{"level":"error"}']) {
      const id = await idOf(insane);
      expect(id).not.toBe(insane);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("marks a server error's line as an error", async () => {
    const { address, lines } = await serve(503);
    await (await fetch(address)).text();
    await expect.poll(() => lines[0]?.level).toBe("error");
  });
});

describe("the logged path", () => {
  it("leaves the query out", () => {
    expect(loggedPath("/verify?code=ABCD-EFGH")).toBe("/verify");
    expect(loggedPath(undefined)).toBe("/");
  });

  it("requestIdFor takes only a string", () => {
    expect(requestIdFor(["caddy-7f3a9c21", "x"])).not.toBe("caddy-7f3a9c21");
  });
});
