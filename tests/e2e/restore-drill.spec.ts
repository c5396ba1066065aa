// The restore drill (README, "Replication"): the site runs with Litestream beside it, as the
// deploy files run it (deploy/litestream.yml, with a `file` replica standing in for the bucket
// and a folder for the uploads' copy), takes a stream of contact messages and a product with an
// image, and the machine dies (SIGKILL to both). `npm run restore` onto a new folder and a
// server started there must give back every message answered as sent more than the documented
// window before the kill, the product and its image, and a whole database. The recovery point
// and time it measures are printed. No browser needed.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { litestreamBinary } from "~/replication/restore.server";
import { formOf, pngFile } from "./support/files";
import {
  freePort,
  killIfRunning,
  serverFolder,
  specPort,
  startServer,
  type ServerProcess,
} from "./support/server-process";

test.describe.configure({ mode: "serial" });

const PRIMARY_PORT = specPort(72);
const RESTORED_PORT = specPort(73);
const WATCH_PORT = specPort(74);
/** The documented window: a message answered longer ago than this before a crash is replicated. */
const WINDOW_MS = 1_500;
const CLIENTS = 4;
/** How long messages stream in before the kill. */
const STREAM_MS = 4_000;
const ROOT = join(import.meta.dirname, "../..");

let running: ServerProcess[] = [];
let litestream: ChildProcess | undefined;
test.afterEach(() => {
  for (const server of running) killIfRunning(server);
  running = [];
  if (litestream && litestream.exitCode === null && litestream.signalCode === null) {
    litestream.kill("SIGKILL");
  }
});

test.beforeAll(() => {
  // Installed by `npm test` (scripts/ensure-chromium.mjs) when missing: never skipped.
  const rclone = spawnSync("rclone", ["version"]);
  if (rclone.error) {
    throw new Error("rclone is not installed: apt-get install rclone (the drill copies images with it, as the site does).");
  }
});

function submission(token: string) {
  return {
    name: "Drill Farmer",
    email: "drill@example.com",
    phone: "0300 1234567",
    subject: "product-inquiry",
    message: `Restore drill message ${token}`,
  };
}

/** Waits for `child` to be gone. */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once("exit", () => done()));
}

test("the site comes back whole from its replicas after the machine dies", async () => {
  test.setTimeout(180_000);
  const folder = serverFolder("restore-drill");
  const primary = join(folder, "primary");
  const restored = join(folder, "restored");
  const replicationEnv = {
    DATABASE_PATH: join(primary, "data/app.db"),
    LITESTREAM_REPLICA_URL: `file://${join(folder, "bucket/db")}`,
    LITESTREAM_S3_ENDPOINT: "",
    LITESTREAM_S3_REGION: "",
    LITESTREAM_ADDR: `127.0.0.1:${await freePort()}`,
    UPLOADS_REPLICA: join(folder, "bucket/uploads"),
  };

  // Litestream first, as systemd starts it, with the deploy files' configuration.
  let litestreamLog = "";
  litestream = spawn(
    litestreamBinary(),
    ["replicate", "-config", join(ROOT, "deploy/litestream.yml")],
    { env: { ...process.env, ...replicationEnv }, stdio: ["ignore", "pipe", "pipe"] },
  );
  for (const stream of [litestream.stdout, litestream.stderr]) {
    stream?.on("data", (chunk: Buffer) => (litestreamLog += chunk.toString()));
  }
  const server = await startServer(PRIMARY_PORT, primary, replicationEnv).catch((error: unknown) => {
    throw new Error(`${String(error)}\nLitestream's log:\n${litestreamLog}`);
  });
  running.push(server);

  // /healthz tells the replica's lag once Litestream replicates the new database.
  await expect
    .poll(async () => (await fetch(`${server.origin}/healthz`)).text(), { timeout: 30_000 })
    .toMatch(/^ok\ndatabase replica: \d+\.\d s behind\nuploads replica: \d+\.\d s behind$/);

  // A product with an image, through the API.
  const login = await fetch(`${server.origin}/api/auth/admin-login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "durability-admin-password" }),
  });
  const { data: session } = (await login.json()) as { data: { token: string } };
  const auth = { Authorization: `Bearer ${session.token}` };
  const category = await fetch(`${server.origin}/api/categories`, {
    method: "POST",
    headers: { ...auth, "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Drill Insecticides", description: "Made by the restore drill." }),
  });
  expect(category.status).toBe(201);
  const created = await fetch(`${server.origin}/api/products`, {
    method: "POST",
    headers: auth,
    body: formOf(
      {
        name: "Drill Neem Guard",
        slug: "",
        category: "Drill Insecticides",
        description: "Neem oil emulsion.",
        features: "",
        usage: "",
        composition: "Azadirachtin 0.15% EC",
        dosage: "250 ml per acre",
        waitingPeriod: "",
        packSizes: "1 L",
      },
      [await pngFile("image", "neem.png", "#7cb342")],
    ),
  });
  expect(created.status).toBe(201);
  const { data: product } = (await created.json()) as { data: { _id: string; image: string } };
  const image = await (await fetch(`${server.origin}${product.image}`)).arrayBuffer();
  expect(image.byteLength).toBeGreaterThan(0);

  // A stream of messages, each client one after another, until the machine dies.
  const answeredAt = new Map<string, number>();
  let refused = "";
  let dead = false;
  const clients = Array.from({ length: CLIENTS }, async (_, client) => {
    for (let n = 0; !dead; n++) {
      const token = `drill-${client}-${n}-${Math.random().toString(36).slice(2)}`;
      try {
        const answer = await fetch(`${server.origin}/api/contacts/submit`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.78.0.${client + 1}` },
          body: JSON.stringify(submission(token)),
        });
        if (answer.status === 201) answeredAt.set(token, Date.now());
        else if (!dead) refused = `${answer.status} ${await answer.text()}`;
      } catch {
        return; // The server is gone.
      }
    }
  });
  await new Promise((wait) => setTimeout(wait, STREAM_MS));
  expect(refused, "a message was refused before the kill").toBe("");

  // The machine dies: Litestream and the app at once, nothing flushed.
  dead = true;
  const killedAt = Date.now();
  litestream.kill("SIGKILL");
  server.child.kill("SIGKILL");
  await Promise.all([exited(litestream), server.exited, ...clients]);
  // Its log: a JSON line per request, with the id its answer carried, and nothing of the visitor.
  const lines = server
    .output()
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const requestId = created.headers.get("x-request-id");
  expect(lines).toContainEqual(
    expect.objectContaining({ event: "request", id: requestId, method: "POST", path: "/api/products", status: 201 }),
  );
  const sent = lines.filter((line) => line.event === "request" && line.path === "/api/contacts/submit");
  // A line is written once the answer is out: each client's last may have died with the server.
  const logged = sent.filter((line) => line.status === 201).length;
  expect(logged).toBeGreaterThanOrEqual(answeredAt.size - CLIENTS);
  for (const personal of ["drill@example.com", "1234567", "Restore drill message", "10.78.0."]) {
    expect(server.output()).not.toContain(personal);
  }

  // Restore onto a new folder with the documented command, then start the site there.
  const restoreStarted = Date.now();
  const restore = spawnSync("npm", ["run", "-s", "restore", "--", restored], {
    cwd: ROOT,
    env: { ...process.env, ...replicationEnv },
    encoding: "utf8",
  });
  expect(restore.status, `${restore.stdout}\n${restore.stderr}\n${litestreamLog}`).toBe(0);
  const restoreMs = Date.now() - restoreStarted;
  const back = await startServer(RESTORED_PORT, restored, {
    DATABASE_PATH: join(restored, "app.db"),
    UPLOADS_DIR: join(restored, "uploads"),
  });
  running.push(back);
  const recoveryMs = Date.now() - killedAt;

  const sqlite = new Database(join(restored, "app.db"), { readonly: true, fileMustExist: true });
  let stored: Set<string>;
  try {
    expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
    const rows = sqlite.prepare("select message from contact_messages").all() as { message: string }[];
    stored = new Set(rows.map((row) => row.message));
  } finally {
    sqlite.close();
  }
  const expected = [...answeredAt].filter(([, at]) => at < killedAt - WINDOW_MS);
  expect(expected.length).toBeGreaterThan(10);
  const lost = expected.filter(([token]) => !stored.has(submission(token).message.trim()));
  expect(lost, `${lost.length} of ${expected.length} messages answered before the window lost`).toEqual([]);

  // The product and its image, served by the restored site.
  const restoredProduct = await fetch(`${back.origin}/api/products/${product._id}`);
  expect(restoredProduct.status).toBe(200);
  const { data: again } = (await restoredProduct.json()) as { data: { name: string; image: string } };
  expect(again).toMatchObject({ name: "Drill Neem Guard", image: product.image });
  const restoredImage = await fetch(`${back.origin}${product.image}`);
  expect(restoredImage.status).toBe(200);
  expect(Buffer.from(await restoredImage.arrayBuffer()).equals(Buffer.from(image))).toBe(true);

  // The recovery point: the age at the kill of the newest answered message the restore has.
  const answeredTimes = [...answeredAt].filter(([token]) => stored.has(submission(token).message));
  const newestKept = Math.max(...answeredTimes.map(([, at]) => at));
  const lostAfterWindow = [...answeredAt].filter(([token]) => !stored.has(submission(token).message));
  console.log(
    `Restore drill: ${answeredAt.size} messages answered, ${lostAfterWindow.length} lost (all within ` +
      `${WINDOW_MS} ms of the kill); recovery point ${killedAt - newestKept} ms; restore ${restoreMs} ms; ` +
      `kill to serving again ${recoveryMs} ms.`,
  );
});

test("a replica that cannot be reached is told once in the log, and by /healthz", async () => {
  test.setTimeout(120_000);
  const folder = serverFolder("restore-drill-watch");
  const server = await startServer(WATCH_PORT, folder, {
    // Nothing listens there: Litestream is not running.
    LITESTREAM_ADDR: `127.0.0.1:${await freePort()}`,
    UPLOADS_REPLICA: "no-such-remote:bucket/uploads",
  });
  running.push(server);
  await expect
    .poll(async () => (await fetch(`${server.origin}/healthz`)).text())
    .toMatch(/^ok\ndatabase replica: unknown\nuploads replica: \d+\.\d s behind, failing$/);
  // Several looks at Litestream later (one a second), still one line each.
  await new Promise((wait) => setTimeout(wait, 3_000));
  const events = server
    .output()
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { event?: string; level: string; msg?: string });
  const told = (event: string) => events.filter((line) => line.event === event);
  expect(told("database-replica")).toHaveLength(1);
  expect(told("database-replica")[0]).toMatchObject({ level: "error" });
  expect(told("database-replica")[0]?.msg).toMatch(/^Database replication: Litestream is not answering/);
  expect(told("uploads-replica")).toHaveLength(1);
});
