// GET /healthz tells a monitor whether the site can serve: 200 while the database answers, 503
// once it cannot. Uses its own server so its database can be taken away.
import { rmSync } from "node:fs";
import { dirname } from "node:path";
import { expect, test } from "@playwright/test";
import {
  killIfRunning,
  serverFolder,
  specPort,
  startServer,
  type ServerProcess,
} from "./support/server-process";

const HEALTH_PORT = specPort(71);

let running: ServerProcess | undefined;
test.afterEach(() => killIfRunning(running));

test("healthz answers ok while the database is usable and 503 once its file is gone", async () => {
  test.setTimeout(180_000);
  running = await startServer(HEALTH_PORT, serverFolder("healthz"));

  const healthy = await fetch(`${running.origin}/healthz`);
  expect(healthy.status).toBe(200);
  expect(healthy.headers.get("content-type")).toMatch(/^text\/plain/);
  expect(healthy.headers.get("cache-control")).toBe("no-store");
  expect(healthy.headers.get("etag")).toBeNull();
  expect(await healthy.text()).toBe("ok");

  // The open connection could go on reading the deleted file, but nothing it wrote would last.
  rmSync(dirname(running.databasePath), { recursive: true, force: true });
  const broken = await fetch(`${running.origin}/healthz`);
  expect(broken.status).toBe(503);
  expect(broken.headers.get("cache-control")).toBe("no-store");
  expect(await broken.text()).toBe("unavailable");
});
