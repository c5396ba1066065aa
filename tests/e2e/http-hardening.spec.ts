/**
 * What the production server does with requests no visitor's browser sends: methods the site has
 * no use for, forms posted where a page has none, request targets and Host headers that are not
 * an address of this site, bodies and headers sent a byte at a time, and more connections than
 * it takes. Each is answered (or cut off) without a 500 and without a stack trace in the log.
 * Also: the service worker names one version whichever way it is asked for, and a page's
 * language link stays on the site whatever its address.
 * The servers whose settings differ from the test servers' are started here, on free ports.
 */
import { connect, type Socket } from "node:net";
import { expect, test } from "@playwright/test";
import { SEEDED_PORT } from "../../playwright.config";
import {
  freePort,
  killIfRunning,
  serverFolder,
  startServer,
  type ServerProcess,
} from "./support/server-process";

/** A line of a JavaScript stack trace. */
const STACK_LINE = /^\s+at \S/m;

/**
 * The server's log: its JSON lines (a stack's line breaks unescaped, so a stack shows as one)
 * and whatever went to stderr, without the colours Node gives it under the test runner.
 */
function logOf(server: ServerProcess): string {
  const json = server.output().replaceAll("\\n", "\n");
  return (server.errors() + json).replace(/\p{Cc}\[[0-9;]*m/gu, "");
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The status, headers and body of a raw HTTP/1.1 answer (its body as sent, chunked or not). */
function parseAnswer(text: string): RawAnswer {
  const end = text.indexOf("\r\n\r\n");
  const [statusLine = "", ...lines] = text.slice(0, end === -1 ? text.length : end).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
    headers,
    body: end === -1 ? "" : text.slice(end + 4),
  };
}

/**
 * Sends `text` exactly as written over a new connection and reads until the server closes it:
 * what a browser or fetch() would never send (a target that is a whole URL, a Host header with
 * a space). The request should carry `Connection: close`.
 */
function rawRequest(port: number, text: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (received += chunk));
    socket.setTimeout(30_000, () => socket.destroy(new Error(`No answer to ${text.slice(0, 60)}`)));
    socket.on("error", reject);
    socket.on("close", () => resolve(parseAnswer(received)));
  });
}

/** A GET of `target` with the given Host header (null: none), closing the connection after. */
function getWithHost(port: number, target: string, host: string | null, extra = ""): string {
  const hostLine = host === null ? "" : `Host: ${host}\r\n`;
  return `GET ${target} HTTP/1.1\r\n${hostLine}${extra}Connection: close\r\n\r\n`;
}

let servers: ServerProcess[] = [];
test.afterEach(() => {
  for (const server of servers) killIfRunning(server);
  servers = [];
});

async function ownServer(name: string, env: Record<string, string> = {}) {
  const server = await startServer(await freePort(), serverFolder(name), env);
  servers.push(server);
  return server;
}

test.describe("requests no page takes", () => {
  test("a method the site has no use for, or a form sent to a page without one, is answered 405 with Allow, not 500", async () => {
    test.setTimeout(180_000);
    const server = await ownServer("http-methods");
    const form = "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 7\r\n";
    const send = (method: string, path: string, withBody = true) =>
      rawRequest(
        server.port,
        `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n` +
          `${withBody ? form : ""}Connection: close\r\n\r\n${withBody ? "name=ab" : ""}`,
      );

    // Pages and files that only show: a form or any other write gets 405 and what they take.
    for (const [method, path] of [
      ["POST", "/about"],
      ["POST", "/ur/about"],
      ["POST", "/"],
      ["PUT", "/"],
      ["PATCH", "/gallery"],
      ["DELETE", "/no-such-page"],
      ["POST", "/about.data"],
      ["POST", "/sw.js"],
    ] as const) {
      const answer = await send(method, path);
      expect(answer.status, `${method} ${path}: ${answer.body.slice(0, 200)}`).toBe(405);
      expect(answer.headers.allow, `${method} ${path}`).toBe("GET, HEAD");
      expect(answer.body, `${method} ${path}`).not.toMatch(STACK_LINE);
    }
    // Methods no address of the site takes: refused before routing, with the ones it does.
    for (const [method, path] of [
      ["TRACE", "/"],
      ["OPTIONS", "/about"],
      ["OPTIONS", "/sw.js"],
      ["PROPFIND", "/contact"],
    ] as const) {
      const answer = await send(method, path, false);
      expect(answer.status, `${method} ${path}: ${answer.body.slice(0, 200)}`).toBe(405);
      expect(answer.headers.allow, `${method} ${path}`).toBe("GET, HEAD, POST, PUT, PATCH, DELETE");
    }
    // What the site does take still works.
    expect((await send("GET", "/about", false)).status).toBe(200);
    expect((await send("HEAD", "/about", false)).status).toBe(200);
    const contact = await send("POST", "/contact");
    expect(contact.status, contact.body.slice(0, 200)).toBe(400);

    expect(logOf(server)).not.toMatch(STACK_LINE);
  });

  test("a request target that is not a path, or a Host that is not a host name, is answered 400, not 500", async () => {
    test.setTimeout(180_000);
    const server = await ownServer("http-targets");
    const own = `127.0.0.1:${server.port}`;
    const refused: [string, string][] = [
      // Absolute form: the site is no proxy, and the address's host is not the site's.
      ["a whole URL as target", getWithHost(server.port, "http://evil.example/", own)],
      ["a whole URL as target", getWithHost(server.port, "http://evil.example/about", "localhost")],
      ["an asterisk as target", getWithHost(server.port, "*", own)],
      ["a Host with a space", getWithHost(server.port, "/", "a b")],
      ["an unclosed IPv6 Host", getWithHost(server.port, "/", "[::1")],
      ["an IPv6 Host without brackets", getWithHost(server.port, "/about", "::1")],
      ["an empty Host", getWithHost(server.port, "/", "")],
      ["a very long Host", getWithHost(server.port, "/", `${"a".repeat(300)}.example`)],
      ["a Host with user info", getWithHost(server.port, "/", "a@b")],
      ["a Host with a path", getWithHost(server.port, "/", "a/b")],
      ["a Host with a query", getWithHost(server.port, "/", "a?b")],
      ["a Host with a port out of range", getWithHost(server.port, "/", "a:99999")],
      ["a Host that is no IPv4 address", getWithHost(server.port, "/about", "999.1.1.1")],
      // Requests from the trusted proxy (loopback) are read for their forwarded host and scheme.
      [
        "a forwarded host with a space",
        getWithHost(server.port, "/", own, "X-Forwarded-Host: a b\r\n"),
      ],
      [
        "a forwarded scheme of another kind",
        getWithHost(server.port, "/", own, "X-Forwarded-Proto: javascript\r\n"),
      ],
    ];
    for (const [what, request] of refused) {
      const answer = await rawRequest(server.port, request);
      expect(answer.status, `${what}: ${answer.body.slice(0, 200)}`).toBe(400);
      expect(answer.body, what).not.toMatch(STACK_LINE);
    }

    // Hosts as clients send them, and HTTP/1.0 without one, are served.
    for (const [what, request] of [
      ["the site's own address", getWithHost(server.port, "/about", own)],
      ["a name in capitals", getWithHost(server.port, "/about", `LOCALHOST:${server.port}`)],
      ["an IPv6 address", getWithHost(server.port, "/about", `[::1]:${server.port}`)],
      ["a name ending in a dot", getWithHost(server.port, "/about", "agro.example.pk.")],
      ["HTTP/1.0 without a Host", "GET /about HTTP/1.0\r\n\r\n"],
    ] as const) {
      const answer = await rawRequest(server.port, request);
      expect(answer.status, `${what}: ${answer.body.slice(0, 200)}`).toBe(200);
    }

    expect(logOf(server)).not.toMatch(STACK_LINE);
  });
});

/** A connection that sends `head` and then holds it open; closes() says when the server let go. */
function holdConnection(port: number, head: string) {
  const socket: Socket = connect(port, "127.0.0.1", () => socket.write(head));
  let received = "";
  let closedAt: number | null = null;
  const openedAt = Date.now();
  socket.setEncoding("latin1");
  socket.on("data", (chunk: string) => (received += chunk));
  socket.on("error", () => {});
  socket.on("close", () => (closedAt = Date.now()));
  return {
    socket,
    received: () => received,
    /** Milliseconds from opening to the server closing it, or null while it is open. */
    openFor: () => (closedAt === null ? null : closedAt - openedAt),
  };
}

test.describe("connections that hold the server", () => {
  test("a body or headers sent a byte at a time are cut off at REQUEST_TIMEOUT_SECONDS", async () => {
    test.setTimeout(180_000);
    const server = await ownServer("http-slow", { REQUEST_TIMEOUT_SECONDS: "2" });

    const slowBody = holdConnection(
      server.port,
      `POST /api/contacts/submit HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        "Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{",
    );
    const slowHeaders = holdConnection(server.port, "GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    // A byte of body, or a header line, every quarter second: never silent, never finished.
    const trickle = setInterval(() => {
      if (!slowBody.socket.destroyed) slowBody.socket.write(" ");
      if (!slowHeaders.socket.destroyed) slowHeaders.socket.write("X-Slow: 1\r\n");
    }, 250);
    try {
      // Node's default would hold both for five minutes (the body) and one (the headers).
      await expect.poll(() => slowBody.openFor(), { timeout: 20_000 }).not.toBeNull();
      await expect.poll(() => slowHeaders.openFor(), { timeout: 20_000 }).not.toBeNull();
    } finally {
      clearInterval(trickle);
    }
    expect(slowBody.openFor()).toBeGreaterThanOrEqual(1_900);
    expect(parseAnswer(slowBody.received()).status).toBe(408);
    expect(parseAnswer(slowHeaders.received()).status).toBe(408);

    // Others are served meanwhile and after.
    expect((await fetch(`${server.origin}/about`)).status).toBe(200);
    expect(logOf(server)).not.toMatch(STACK_LINE);
  });

  test("connections past MAX_CONNECTIONS are closed at once, and served again once others go", async () => {
    test.setTimeout(180_000);
    const server = await ownServer("http-cap", { MAX_CONNECTIONS: "3" });
    // A request waiting for its body: the server says "100 Continue" once it has taken it.
    const waiting =
      "POST /api/contacts/submit HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
      "Content-Type: application/json\r\nContent-Length: 100\r\nExpect: 100-continue\r\n\r\n";
    const taken: ReturnType<typeof holdConnection>[] = [];
    const closed: ReturnType<typeof holdConnection>[] = [];
    for (let n = 0; n < 5; n += 1) {
      const connection = holdConnection(server.port, waiting);
      await expect
        .poll(
          () => connection.received().includes("100 Continue") || connection.openFor() !== null,
          {
            timeout: 20_000,
          },
        )
        .toBe(true);
      (connection.openFor() === null ? taken : closed).push(connection);
    }
    try {
      // The test's own start-up check may still hold a kept-alive connection of its own.
      expect(taken.length).toBeLessThanOrEqual(3);
      expect(closed.length).toBeGreaterThanOrEqual(2);
      for (const connection of closed) expect(connection.received()).toBe("");
    } finally {
      for (const connection of taken) connection.socket.destroy();
    }
    await expect
      .poll(
        async () =>
          (await rawRequest(server.port, getWithHost(server.port, "/healthz", "127.0.0.1"))).status,
        {
          timeout: 20_000,
        },
      )
      .toBe(200);
    expect(logOf(server)).not.toMatch(STACK_LINE);
  });
});

test.describe("the service worker's version", () => {
  /** The build's version, as a page that runs the router's scripts (the admin's) names its manifest. */
  async function buildVersion(origin: string): Promise<string> {
    const html = await (await fetch(`${origin}/admin-login`)).text();
    const version = /\/assets\/manifest-([0-9a-f]+)\.js/.exec(html)?.[1];
    expect(version, "the sign-in page loads the router's manifest").toBeTruthy();
    return version!;
  }

  /** The version each address that the router serves the worker at names, asked twice (a kept copy). */
  async function workerVersions(origin: string): Promise<Record<string, string[]>> {
    const versions: Record<string, string[]> = {};
    for (const path of ["/sw.js", "/sw.js/", "/SW.JS", "/sw.js?v=2"]) {
      for (let ask = 0; ask < 2; ask += 1) {
        const script = await (await fetch(`${origin}${path}`)).text();
        (versions[path] ??= []).push(/^var OFFLINE_VERSION="([^"]*)"/.exec(script)?.[1] ?? "");
      }
    }
    return versions;
  }

  test("every address of the worker names the build's version, with the page cache", async () => {
    const origin = `http://127.0.0.1:${SEEDED_PORT}`;
    const version = await buildVersion(origin);
    const versions = await workerVersions(origin);
    for (const [path, named] of Object.entries(versions)) {
      expect(named, path).toEqual([version, version]);
    }
  });

  test("every address of the worker names the build's version, without the page cache", async () => {
    test.setTimeout(180_000);
    const server = await ownServer("http-sw-uncached", { PAGE_CACHE_MB: "0" });
    const version = await buildVersion(server.origin);
    const versions = await workerVersions(server.origin);
    for (const [path, named] of Object.entries(versions)) {
      expect(named, path).toEqual([version, version]);
    }
  });
});

test.describe("the language link", () => {
  /** The href of the header's link to the other language. */
  function languageHref(html: string): string | undefined {
    return /<a class="language-link"[^>]*href="([^"]*)"/.exec(html)?.[1];
  }

  test("stays on the site whatever the address of the page", async () => {
    for (const [target, expected] of [
      ["/ur//evil.example", "/evil.example"],
      ["/ur///evil.example/about", "/evil.example/about"],
      ["/ur/\\evil.example", "/evil.example"],
      ["/ur/\\/evil.example", "/evil.example"],
      ["//evil.example", "/ur/evil.example"],
      ["/ur/about?next=//evil.example", "/about?next=//evil.example"],
    ] as const) {
      const answer = await rawRequest(SEEDED_PORT, getWithHost(SEEDED_PORT, target, "127.0.0.1"));
      const href = languageHref(answer.body);
      expect(href, `${target}: the page has a language link`).toBeDefined();
      // The same address whether the query's slashes come percent-encoded or not.
      const link = new URL(href!.replaceAll("&amp;", "&"), "http://site.test");
      const wanted = new URL(expected, "http://site.test");
      expect(link.origin, target).toBe("http://site.test");
      expect(link.pathname, target).toBe(wanted.pathname);
      expect([...link.searchParams], target).toEqual([...wanted.searchParams]);
    }
  });

  test("of a page under a doubled slash leads to the site's own page in the browser", async ({
    page,
  }) => {
    await page.goto(`http://127.0.0.1:${SEEDED_PORT}/ur//evil.example`);
    const link = page.locator("a.language-link").first();
    await expect(link).toHaveAttribute("href", "/evil.example");
    await link.click();
    await expect(page).toHaveURL(`http://127.0.0.1:${SEEDED_PORT}/evil.example`);
  });
});
