/**
 * Mixed traffic against the built app, then a count of what went wrong and of contact messages
 * lost: every message the server acknowledged must be in the database afterwards.
 *
 *   npm run load                          # starts node server.ts on a demo database, 60 s, 50 connections
 *   npm run load -- --duration 10         # a shorter run
 *   npm run load -- --url http://127.0.0.1:3000 --database data/app.db
 *                                         # an app already running (lost messages counted when its
 *                                         # database file is given)
 *
 * Each connection goes round: home, a category, a product, gallery, about, the products and
 * categories API, and a contact message with a unique token from its own X-Forwarded-For address
 * (believed from loopback, so per-address limits count each message apart).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { APP_ROOT } from "../app/config/env.server";

const DEFAULT_PORT = 4463;
const TOKEN_PREFIX = "load-token-";

// The part of autocannon's API this script uses, beyond the single-URL runs the benchmark types.
interface LoadRequest {
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: LoadRequest, context: LoadContext) => LoadRequest;
  onResponse?: (status: number, body: string, context: LoadContext) => void;
}
interface LoadContext {
  token?: string;
}
interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  headers: Record<string, string>;
  requests: LoadRequest[];
}
interface LoadResult {
  duration: number;
  requests: { total: number };
  latency: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
const runLoad = autocannon as unknown as (options: LoadOptions) => Promise<LoadResult>;

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "60" },
    connections: { type: "string", default: "50" },
    url: { type: "string" },
    database: { type: "string" },
    port: { type: "string", default: String(DEFAULT_PORT) },
  },
});
const durationSeconds = Number(args.duration);
const connections = Number(args.connections);
if (!(durationSeconds > 0) || !(connections > 0)) {
  console.error("--duration and --connections must be positive numbers.");
  process.exit(2);
}

interface Target {
  origin: string;
  databasePath: string | undefined;
  /** Stops a server this script started (after which its database is counted). */
  stop: () => Promise<void>;
  /** Removes a temporary database this script made. */
  cleanup: () => void;
}

async function waitUntilHealthy(origin: string, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error("The server stopped while starting.");
    try {
      if ((await fetch(`${origin}/healthz`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline)
      throw new Error(`${origin}/healthz did not answer 200 in 5 minutes.`);
    await new Promise((wait) => setTimeout(wait, 500));
  }
}

/** The built app on a new demo database in a temporary folder, removed afterwards. */
async function startOwnServer(port: number): Promise<Target> {
  if (!existsSync(join(APP_ROOT, "build/server/index.js"))) {
    throw new Error("There is no build: run npm run build first.");
  }
  const folder = mkdtempSync(join(tmpdir(), "agro-load-"));
  const databasePath = join(folder, "app.db");
  const child = spawn(process.execPath, ["server.ts"], {
    cwd: APP_ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: databasePath,
      UPLOADS_DIR: join(folder, "uploads"),
      SEED_DEMO: "1",
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: "load-test-password",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  const origin = `http://127.0.0.1:${port}`;
  console.log(`Starting the app on ${origin} with a demo database in ${folder} ...`);
  try {
    await waitUntilHealthy(origin, child);
  } catch (error) {
    child.kill("SIGKILL");
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  let stopped: Promise<void> | undefined;
  return {
    origin,
    databasePath,
    stop: () =>
      (stopped ??= (async () => {
        child.kill("SIGTERM");
        const code = await exited;
        if (code !== 0) console.error(`The server exited with ${code} after SIGTERM.`);
      })()),
    cleanup: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** Paths of a category page and a product page that exist, found through the API. */
async function catalogueSamples(origin: string): Promise<{ category: string; product: string }> {
  type Envelope<T> = { data: T };
  const categories = (await (await fetch(`${origin}/api/categories`)).json()) as Envelope<
    { name: string; slug: string }[]
  >;
  const products = (await (await fetch(`${origin}/api/products`)).json()) as Envelope<
    { slug: string; category: string }[]
  >;
  const product = products.data[0];
  const category = categories.data.find((entry) => entry.name === product?.category);
  if (!product || !category) throw new Error("The catalogue is empty: load needs products.");
  return {
    category: `/category/${category.slug}`,
    product: `/category/${category.slug}/${product.slug}`,
  };
}

/** A loopback-style private address for the n-th message, different for each one. */
function addressOf(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

function storedTokens(databasePath: string): Set<string> {
  const sqlite = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    const rows = sqlite
      .prepare("select message from contact_messages where message like ?")
      .all(`%${TOKEN_PREFIX}%`) as { message: string }[];
    const tokens = rows.map((row) => row.message.match(/load-token-[\w-]+/)?.[0] ?? "");
    return new Set(tokens);
  } finally {
    sqlite.close();
  }
}

async function main(): Promise<number> {
  const target: Target = args.url
    ? {
        origin: new URL(args.url).origin,
        databasePath: args.database ? resolve(args.database) : undefined,
        stop: async () => {},
        cleanup: () => {},
      }
    : await startOwnServer(Number(args.port));
  try {
    await waitUntilHealthy(target.origin);
    const samples = await catalogueSamples(target.origin);
    const run = `${Date.now().toString(36)}`;
    let sent = 0;
    const acknowledged: string[] = [];

    // Like a phone's browser: the server compresses what it sends.
    const compressed = { "accept-encoding": "br, gzip" };
    const pages = ["/", samples.category, samples.product, "/gallery", "/about"];
    const requests: LoadRequest[] = [
      ...pages.map((path) => ({ path, headers: { ...compressed, accept: "text/html" } })),
      { path: "/api/products", headers: { ...compressed, accept: "application/json" } },
      { path: "/api/categories", headers: { ...compressed, accept: "application/json" } },
      {
        method: "POST",
        path: "/api/contacts/submit",
        setupRequest: (request, context) => {
          sent += 1;
          const token = `${TOKEN_PREFIX}${run}-${sent}`;
          context.token = token;
          return {
            ...request,
            headers: {
              ...compressed,
              "content-type": "application/json",
              accept: "application/json",
              "x-forwarded-for": addressOf(sent),
            },
            body: JSON.stringify({
              name: "Load Test",
              email: "load@example.com",
              subject: "general",
              message: `Is Emamectin in stock for Okara? ${token}`,
            }),
          };
        },
        onResponse: (status, _body, context) => {
          if (status === 201 && context.token) acknowledged.push(context.token);
        },
      },
    ];

    console.log(
      `Mixed traffic on ${target.origin}: ${connections} connections for ${durationSeconds} s ...`,
    );
    const result = await runLoad({
      url: target.origin,
      connections,
      duration: durationSeconds,
      timeout: 10,
      headers: compressed,
      requests,
    });

    // Requests that got no answer (timeouts) are listed without a status; they are counted
    // among the connection errors.
    const byStatus = Object.entries(result.statusCodeStats)
      .map(([status, { count }]) => [Number(status), count] as const)
      .filter(([status]) => Number.isInteger(status));
    const failedAnswers = byStatus
      .filter(([status]) => status < 200 || status >= 400)
      .reduce((sum, [, count]) => sum + count, 0);
    const errors = failedAnswers + result.errors;

    await target.stop();
    let lost: number | undefined;
    if (target.databasePath) {
      const stored = storedTokens(target.databasePath);
      lost = acknowledged.filter((token) => !stored.has(token)).length;
    }

    const requestsPerSecond = Math.round((result.requests.total / result.duration) * 10) / 10;
    console.log(`
requests:        ${result.requests.total} in ${result.duration} s = ${requestsPerSecond} per second
latency:         p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms
status codes:    ${byStatus.map(([status, count]) => `${status}: ${count}`).join(", ")}
errors:          ${errors} (${failedAnswers} answers outside 2xx/3xx, ${result.errors} connection errors of which ${result.timeouts} timeouts)
messages:        ${sent} sent, ${acknowledged.length} acknowledged
messages lost:   ${lost ?? "not counted (give --database for an app started elsewhere)"}`);
    return errors === 0 && (lost ?? 0) === 0 ? 0 : 1;
  } finally {
    await target.stop();
    target.cleanup();
  }
}

process.exitCode = await main();
