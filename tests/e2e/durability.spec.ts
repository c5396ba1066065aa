// What the server promises about data when it dies or is stopped: a message it answered with
// success survives a kill, the database stays whole, and a stop lets requests in flight finish.
// These tests start and stop their own servers; they need no browser.
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import {
  killIfRunning,
  serverFolder,
  specPort,
  startServer,
  type ServerProcess,
} from "./support/server-process";

test.describe.configure({ mode: "serial" });

const KILL_PORT = specPort(69);
const STOP_PORT = specPort(70);
const CLIENTS = 8;
/** The kill comes once this many messages were acknowledged, with more still being sent. */
const ACKNOWLEDGED_BEFORE_KILL = 60;

let running: ServerProcess | undefined;
test.afterEach(() => killIfRunning(running));

function submission(token: string) {
  return {
    name: "Load Test Farmer",
    email: "farmer@example.com",
    phone: "0300 1234567",
    subject: "product-inquiry",
    message: `Please call about spray timing. ${token}`,
  };
}

/** The messages stored in a database file, read directly, and SQLite's verdict on the file. */
function storedMessages(databasePath: string): { integrity: unknown; messages: Set<string> } {
  const sqlite = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    const integrity = sqlite.pragma("integrity_check", { simple: true });
    const rows = sqlite.prepare("select message from contact_messages").all() as {
      message: string;
    }[];
    return { integrity, messages: new Set(rows.map((row) => row.message)) };
  } finally {
    sqlite.close();
  }
}

test("every acknowledged message survives a kill during a stream of submissions", async () => {
  test.setTimeout(300_000);
  const folder = serverFolder("durability-kill");
  running = await startServer(KILL_PORT, folder);
  const server = running;

  const acknowledged: string[] = [];
  let refusedWithoutKill = "";
  let killed = false;
  let reachedTarget: () => void = () => {};
  const targetReached = new Promise<void>((done) => (reachedTarget = done));

  // Each client sends one message after another from its own address until the server is gone.
  const clients = Array.from({ length: CLIENTS }, async (_, client) => {
    for (let n = 0; ; n += 1) {
      const token = `kill-token-${client}-${n}-${Math.random().toString(36).slice(2)}`;
      try {
        const answer = await fetch(`${server.origin}/api/contacts/submit`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "X-Forwarded-For": `10.77.0.${client + 1}`,
          },
          body: JSON.stringify(submission(token)),
        });
        const body = (await answer.json()) as { success?: boolean };
        if (answer.status === 201 && body.success === true) {
          acknowledged.push(token);
          if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL) reachedTarget();
        } else if (!killed) {
          refusedWithoutKill = `${answer.status} ${JSON.stringify(body)}`;
          reachedTarget();
          return;
        }
      } catch {
        // The connection broke: the server was killed (checked below).
        return;
      }
    }
  });

  await Promise.race([targetReached, new Promise((wait) => setTimeout(wait, 120_000))]);
  expect(refusedWithoutKill, "a message was refused before the kill").toBe("");
  killed = true;
  server.child.kill("SIGKILL");
  expect((await server.exited).signal).toBe("SIGKILL");
  await Promise.all(clients);
  expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

  // The same database, opened again by a new server: it must start, be whole, and hold every
  // message that was acknowledged.
  running = await startServer(KILL_PORT, folder);
  const { integrity, messages } = storedMessages(running.databasePath);
  expect(integrity).toBe("ok");
  const lost = acknowledged.filter(
    (token) => !messages.has(`Please call about spray timing. ${token}`),
  );
  expect(lost, `${lost.length} of ${acknowledged.length} acknowledged messages lost`).toEqual([]);

  const health = await fetch(`${running.origin}/healthz`);
  expect(health.status).toBe(200);
  running.child.kill("SIGTERM");
  expect((await running.exited).code).toBe(0);
});

/** Whether a new TCP connection to the port is accepted. */
function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      done(true);
    });
    socket.once("error", () => done(false));
  });
}

test("a stop lets a slowly sent message finish, refuses new connections, then exits 0", async () => {
  test.setTimeout(180_000);
  const server = await startServer(STOP_PORT, serverFolder("durability-stop"));
  running = server;
  const token = `stop-token-${Math.random().toString(36).slice(2)}`;
  const body = Buffer.from(JSON.stringify(submission(token)));
  const half = Math.floor(body.length / 2);

  // Half the body once the server has taken the request (its 100 Continue says so), the rest
  // after the stop signal: the request is in flight meanwhile.
  let sendRest: () => void = () => {};
  let taken: () => void = () => {};
  const inFlight = new Promise<void>((done) => (taken = done));
  const answer = new Promise<{ status: number; text: string }>((done, fail) => {
    const outgoing = httpRequest(
      {
        host: "127.0.0.1",
        port: STOP_PORT,
        method: "POST",
        path: "/api/contacts/submit",
        headers: {
          "Content-Type": "application/json",
          "Content-Length": body.length,
          "X-Forwarded-For": "10.77.1.1",
          Expect: "100-continue",
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => done({ status: response.statusCode ?? 0, text }));
        response.on("error", fail);
      },
    );
    outgoing.on("error", fail);
    outgoing.on("continue", () => outgoing.write(body.subarray(0, half), () => taken()));
    outgoing.flushHeaders();
    // Sent once the test has seen the server refuse new connections.
    sendRest = () => outgoing.end(body.subarray(half));
  });
  await inFlight;
  expect(server.child.exitCode).toBeNull();

  server.child.kill("SIGTERM");
  await expect.poll(() => acceptsConnections(STOP_PORT), { timeout: 30_000 }).toBe(false);
  expect(server.child.exitCode, "the server quit with a request in flight").toBeNull();

  sendRest();
  const { status, text } = await answer;
  expect(status, text).toBe(201);
  expect(JSON.parse(text)).toMatchObject({ success: true });
  const { code } = await server.exited;
  expect(code, server.errors()).toBe(0);

  const { integrity, messages } = storedMessages(server.databasePath);
  expect(integrity).toBe("ok");
  expect(messages.has(`Please call about spray timing. ${token}`)).toBe(true);
});
