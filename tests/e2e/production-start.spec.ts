// `npm start` runs `node server.ts` with no NODE_ENV: the server must still run React and the
// app in production mode (no development code, no development warnings in the log).
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { expect, test } from "@playwright/test";

const DIR = "tests/.tmp/production-start";

let server: ChildProcess | undefined;
test.afterEach(() => server?.kill("SIGKILL"));

test("node server.ts without NODE_ENV serves in production mode, with a quiet log", async () => {
  test.setTimeout(120_000);
  rmSync(DIR, { recursive: true, force: true });
  const environment: Record<string, string | undefined> = {
    ...process.env,
    PORT: "0",
    DATABASE_PATH: `${DIR}/app.db`,
    UPLOADS_DIR: `${DIR}/uploads`,
    SEED_DEMO: "1",
    ADMIN_PASSWORD: "production-start-password",
  };
  // As `npm start` runs it: no NODE_ENV at all.
  delete environment.NODE_ENV;
  const child = spawn("node", ["server.ts"], {
    env: environment as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server = child;
  let stdout = "";
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /Serving on (http:\/\/\S+)/.exec(stdout);
      if (match?.[1]) resolve(match[1].replace(/\/$/, ""));
    });
    child.once("exit", (code) => reject(new Error(`server.ts exited with ${code}: ${stderr}`)));
  });
  expect(stdout).toContain("(NODE_ENV=production)");
  // The home page has the hero image whose fetchPriority prop React 18 warns about in development.
  for (const path of ["/", "/ur", "/category/insecticides", "/contact"]) {
    const page = await fetch(`${origin}${path}`);
    expect(page.status, path).toBe(200);
    await page.text();
  }
  expect(stderr).not.toMatch(/Warning:|development/i);
});
