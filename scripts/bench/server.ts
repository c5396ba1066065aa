/**
 * The production server as the benchmark runs it: on a temporary database, with a random admin
 * password, answering on loopback once its first request (migrations, the demo seed) is done.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const APP_ROOT = resolve(fileURLToPath(import.meta.url), "../../..");

export interface RunningServer {
  origin: string;
  process: ChildProcess;
  /** The admin's password on this server (username "admin"). */
  adminPassword: string;
  stop(): Promise<void>;
}

/**
 * Starts `node server.js` (or the bare `remix-serve`) from `serverDir` with NODE_ENV=production
 * and waits until it answers.
 */
export async function startBenchServer({
  port,
  databasePath,
  uploadsDir,
  seedDemo,
  serverDir = APP_ROOT,
  server = "server.js",
}: {
  port: number;
  databasePath: string;
  uploadsDir: string;
  seedDemo: boolean;
  serverDir?: string;
  server?: "server.js" | "remix-serve";
}): Promise<RunningServer> {
  const adminPassword = randomBytes(12).toString("hex");
  const args =
    server === "server.js"
      ? ["server.js"]
      : [join(APP_ROOT, "node_modules/@remix-run/serve/dist/cli.js"), "./build/server/index.js"];
  const child = spawn("node", args, {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: databasePath,
      UPLOADS_DIR: uploadsDir,
      SEED_DEMO: seedDemo ? "1" : "0",
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: adminPassword,
      SESSION_SECRET: randomBytes(24).toString("hex"),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once("exit", () => done());
      child.kill("SIGTERM");
    });
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server on port ${port} exited at start`);
    try {
      // The first request runs migrations and, with SEED_DEMO=1, the demo seed.
      const response = await fetch(`${origin}/api/categories`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server on port ${port} did not start`);
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
  return { origin, process: child, adminPassword, stop };
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
