import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { fetchRequest, requestOrigin, sendFetchResponse } from "./fetch-bridge.ts";

let server: Server | undefined;

afterEach(async () => {
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

/** A server that answers every request with `handle`; resolves with its address. */
async function serve(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void,
): Promise<string> {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
}

/** What the app would be handed for a request to a server that converts with `trusted`. */
async function converted(
  trusted: boolean,
  init: RequestInit & { duplex?: "half" },
): Promise<{ request: Request; origin: string | null; body: string }> {
  let seen: { request: Request; origin: string | null; body: string } | undefined;
  const address = await serve(async (req, res) => {
    const origin = requestOrigin(req, trusted);
    const request = fetchRequest(req, { url: `${origin}${req.url}`, trusted, res });
    seen = { request, origin, body: await request.text() };
    res.end();
  });
  await (await fetch(`${address}/about?x=1`, init)).text();
  if (!seen) throw new Error("The server saw no request");
  return seen;
}

describe("the Fetch Request the app is given", () => {
  const forwarded = {
    "X-Forwarded-Host": "agro.example.pk",
    "X-Forwarded-Proto": "https",
    "X-Forwarded-For": "203.0.113.9",
  };

  it("is for the address the trusted proxy says the browser asked for", async () => {
    const { request, origin } = await converted(true, { headers: forwarded });
    expect(origin).toBe("https://agro.example.pk");
    expect(request.url).toBe("https://agro.example.pk/about?x=1");
    expect(request.headers.get("x-forwarded-host")).toBe("agro.example.pk");
    expect(request.headers.get("x-forwarded-proto")).toBe("https");
  });

  it("believes no forwarded host, port or scheme from anyone else, and passes none on", async () => {
    const { request, origin } = await converted(false, {
      headers: { ...forwarded, "X-Forwarded-Host": "evil.example:8443" },
    });
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(request.url).toBe(`${origin}/about?x=1`);
    expect(request.headers.get("x-forwarded-host")).toBeNull();
    expect(request.headers.get("x-forwarded-proto")).toBeNull();
  });

  it("carries the method, the headers and the body", async () => {
    const { request, body } = await converted(false, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Test": "1" },
      body: "name=ab",
    });
    expect(request.method).toBe("POST");
    expect(request.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(request.headers.get("x-test")).toBe("1");
    expect(body).toBe("name=ab");
  });

  it("is aborted when the client leaves before its answer", async () => {
    let signal: AbortSignal | undefined;
    const address = await serve((req, res) => {
      signal = fetchRequest(req, { url: `http://localhost${req.url}`, trusted: false, res }).signal;
    });
    const leaving = new AbortController();
    const asked = fetch(`${address}/slow`, { signal: leaving.signal }).catch(() => undefined);
    await expect.poll(() => signal).toBeDefined();
    expect(signal?.aborted).toBe(false);
    leaving.abort();
    await asked;
    await expect.poll(() => signal?.aborted).toBe(true);
  });

  it("takes a request without a Host header (HTTP/1.0) as one for localhost", () => {
    const req = { headers: {}, socket: {} } as IncomingMessage;
    expect(requestOrigin(req, false)).toBe("http://localhost");
  });
});

describe("sending the app's Fetch Response", () => {
  it("lets a header the app set replace the server's default, and keeps cookies apart", async () => {
    const address = await serve(async (_req, res) => {
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Cache-Control", "no-cache");
      const headers = new Headers({ "X-Content-Type-Options": "nosniff", "X-App": "yes" });
      headers.set("Cache-Control", "public, max-age=60");
      headers.append("Set-Cookie", "a=1; Path=/");
      headers.append("Set-Cookie", "b=2; Path=/");
      await sendFetchResponse(res, new Response("hello", { status: 201, headers }));
    });
    const answer = await fetch(address);
    expect(answer.status).toBe(201);
    expect(await answer.text()).toBe("hello");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=60");
    expect(answer.headers.get("x-app")).toBe("yes");
    expect(answer.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });

  it("stops quietly when the client leaves while the body is being sent", async () => {
    let outcome: string | undefined;
    let pulls = 0;
    const address = await serve((_req, res) => {
      // A body that never ends on its own, as a slow page might.
      const body = new ReadableStream<Uint8Array>({
        pull: async (controller) => {
          pulls += 1;
          await new Promise((wait) => setTimeout(wait, 10));
          controller.enqueue(new Uint8Array(1024));
        },
      });
      sendFetchResponse(res, new Response(body)).then(
        () => (outcome = "stopped"),
        (error: unknown) => (outcome = `failed: ${String(error)}`),
      );
    });
    const leaving = new AbortController();
    const answer = await fetch(address, { signal: leaving.signal });
    await answer.body?.getReader().read();
    leaving.abort();
    await expect.poll(() => outcome).toBe("stopped");
    // The body is no longer read.
    const pullsWhenDone = pulls;
    await new Promise((wait) => setTimeout(wait, 100));
    expect(pulls).toBe(pullsWhenDone);
  });

  it("passes on a failure of the body itself", async () => {
    let outcome: string | undefined;
    const address = await serve((_req, res) => {
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          controller.enqueue(new TextEncoder().encode("<p>"));
          setTimeout(() => controller.error(new Error("render failed")), 20);
        },
      });
      sendFetchResponse(res, new Response(body)).then(
        () => (outcome = "sent"),
        (error: unknown) => (outcome = `failed: ${String(error)}`),
      );
    });
    // The client sees the answer cut off.
    await expect(fetch(address).then((answer) => answer.text())).rejects.toThrow();
    await expect.poll(() => outcome).toBe("failed: Error: render failed");
  });
});
