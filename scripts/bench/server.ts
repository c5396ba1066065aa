/**
 * The servers the benchmark runs, all started here:
 *  - the production server (`node server.ts`) on a temporary
 *    database, with a random admin password, answering on loopback once its first request
 *    (migrations, the demo seed) is done;
 *  - the plain server (plain-server.ts) in a process of its own, sending recorded answers.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { RecordedAnswer } from "./plain-server";

export const APP_ROOT = resolve(fileURLToPath(import.meta.url), "../../..");

/** A server the benchmark started in a child process. */
export interface ChildServer {
  origin: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface RunningServer extends ChildServer {
  /** The admin's password on this server (username "admin"). */
  adminPassword: string;
  /** NODE_ENV as the server's start-up line reported it ("production"), when it prints one. */
  nodeEnv?: string;
}

/** Stops a child process with SIGTERM and waits for it to exit. */
function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once("exit", () => done());
      child.kill("SIGTERM");
    });
}

/** Polls `url` until it answers with `ok` or the child exits or the deadline passes. */
async function waitUntilAnswering(
  child: ChildProcess,
  url: string,
  what: string,
  stop: () => Promise<void>,
  accept: (response: Response) => boolean = (response) => response.ok,
) {
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited at start`);
    try {
      if (accept(await fetch(url))) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${what} did not start`);
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
}

/**
 * Starts the production server (`node server.ts`; server.js in a copy of an older version of the
 * app) from `serverDir` and waits until it answers. It is started as `npm start` starts it,
 * without NODE_ENV: it sets NODE_ENV=production itself and says so in its start-up line, which
 * is kept in `nodeEnv`.
 */
export async function startBenchServer({
  port,
  databasePath,
  uploadsDir,
  seedDemo,
  serverDir = APP_ROOT,
  server = "server.ts",
  extraEnv = {},
}: {
  port: number;
  databasePath: string;
  uploadsDir: string;
  seedDemo: boolean;
  serverDir?: string;
  server?: "server.ts" | "server.js";
  /** More settings, such as COUNT_VISITS=0. */
  extraEnv?: Record<string, string>;
}): Promise<RunningServer> {
  const adminPassword = randomBytes(12).toString("hex");
  const args = [server];
  // The production server runs as `npm start` runs it: NODE_ENV is its own to set.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== "NODE_ENV"),
  );
  const env: Record<string, string | undefined> = {
    ...inherited,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_PATH: databasePath,
    UPLOADS_DIR: uploadsDir,
    SEED_DEMO: seedDemo ? "1" : "0",
    ADMIN_USERNAME: "admin",
    ADMIN_PASSWORD: adminPassword,
    SESSION_SECRET: randomBytes(24).toString("hex"),
    ...extraEnv,
  };
  const child = spawn("node", args, {
    cwd: serverDir,
    // Node's types make NODE_ENV required; the production server is meant to go without it.
    env: env as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "inherit"],
  });
  // The production server: "Serving on http://127.0.0.1:4430 (NODE_ENV=production)". The rest of the log
  // is read and dropped, so a full pipe never holds the server up.
  let nodeEnv: string | undefined;
  let logged = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    if (nodeEnv !== undefined) return;
    logged = (logged + chunk).slice(-4096);
    nodeEnv = /Serving on \S+ \(NODE_ENV=([^)]*)\)/.exec(logged)?.[1];
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = stopper(child);
  // The first request runs migrations and, with SEED_DEMO=1, the demo seed.
  await waitUntilAnswering(child, `${origin}/api/categories`, `The server on port ${port}`, stop);
  if (nodeEnv !== "production") {
    await stop();
    throw new Error(`The server on port ${port} did not say it runs with NODE_ENV=production`);
  }
  return {
    origin,
    process: child,
    adminPassword,
    nodeEnv,
    stop,
  };
}

/**
 * Starts plain-server.ts in a process of its own (an event loop of its own, as the app has)
 * serving `answers`, each at its path, and waits until it answers.
 */
export async function startPlainServer({
  port,
  answers,
  folder,
}: {
  port: number;
  answers: RecordedAnswer[];
  /** Where the answers are written for the server to read. */
  folder: string;
}): Promise<ChildServer> {
  const file = join(folder, `plain-answers-${port}.json`);
  writeFileSync(file, JSON.stringify(answers));
  const script = join(APP_ROOT, "scripts/bench/plain-server.ts");
  const child = spawn("node", ["--import", "tsx", script, file, String(port)], {
    cwd: APP_ROOT,
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = stopper(child);
  const first = answers[0];
  if (!first) throw new Error("The plain server needs at least one answer to send");
  await waitUntilAnswering(
    child,
    origin + first.path,
    `The plain server on port ${port}`,
    stop,
    (response) => response.status === first.status,
  );
  return { origin, process: child, stop };
}

/** The median time of `run` over `times` calls, after one call to warm up. */
export function medianCallMs(run: () => unknown, times: number): number {
  run();
  const durations: number[] = [];
  for (let index = 0; index < times; index += 1) {
    const start = performance.now();
    run();
    durations.push(performance.now() - start);
  }
  durations.sort((a, b) => a - b);
  return durations[Math.floor(times / 2)] ?? 0;
}
