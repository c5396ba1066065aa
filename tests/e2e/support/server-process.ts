import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A production server (node server.ts from the current build) in a child process of the test,
 * on its own database and uploads folder, so a test may kill it, stop it or break its storage.
 */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  origin: string;
  folder: string;
  databasePath: string;
  /** Everything the server wrote to stderr, for failure messages. */
  errors: () => string;
  /** Everything the server wrote to stdout: its log, one JSON line per request or event. */
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal) once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * A port of the spec's own, a fixed distance above the three test servers' (E2E_PORT_BASE, see
 * playwright.config.ts), so a spec can restart its server on the same port and two checkouts
 * running their tests at once never share one.
 */
export function specPort(offset: number): number {
  return Number(process.env.E2E_PORT_BASE ?? 4391) + offset;
}

/** A port nothing listens on now, chosen by the system, so parallel runs never share one. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A fresh folder under tests/.tmp for a server's database and uploads. */
export function serverFolder(name: string): string {
  const folder = join(ROOT, "tests/.tmp", name);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** Starts the server on `folder`'s database and waits until /healthz answers 200. */
export async function startServer(
  port: number,
  folder: string,
  extraEnv: Record<string, string> = {},
): Promise<ServerProcess> {
  const databasePath = join(folder, "data/app.db");
  const child = spawn(process.execPath, ["server.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: databasePath,
      UPLOADS_DIR: join(folder, "uploads"),
      SEED_DEMO: "0",
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: "durability-admin-password",
      // Test clients are few addresses sending many messages.
      CONTACT_MAX_PER_WINDOW: "1000000",
      CONTACT_MAX_PER_EMAIL: "1000000",
      CONTACT_MIN_SECONDS: "0",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  let stdout = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    // "close": the process is gone and all it wrote has been read.
    child.once("close", (code, signal) => done({ code, signal })),
  );
  const origin = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    child,
    port,
    origin,
    folder,
    databasePath,
    errors: () => stderr,
    output: () => stdout,
    exited,
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server stopped while starting:\n${stderr}`);
    }
    try {
      const answer = await fetch(`${origin}/healthz`);
      if (answer.status === 200) return server;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not start within 2 minutes:\n${stderr}`);
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

/** Kills a server that a failed test may have left running. */
export function killIfRunning(server: ServerProcess | undefined): void {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill("SIGKILL");
  }
}
