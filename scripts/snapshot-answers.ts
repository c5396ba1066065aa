/**
 * Records what the built app answers, so a change meant to alter nothing can be shown to alter
 * nothing: every public page (and its `.data` twin), the sitemap, robots and manifest, the admin
 * pages, and every API read, each as status, the headers that matter and the body.
 *
 *   npx tsx scripts/snapshot-answers.ts <fixture dir> <output dir>
 *   diff -r <output dir of one build> <output dir of another>
 *
 * The fixture is a demo database with uploads and a few contact messages, made on the first run
 * and reused after, so two builds answer from the same data. The server runs from `build/`
 * (run `npm run build` first) on a copy of the fixture. Nonces, which differ on every answer, are
 * written as NONCE; hashed asset names and the build's version, which change with any browser
 * code, as HASH.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const APP_ROOT = resolve(fileURLToPath(import.meta.url), "../..");
const PORT = Number(process.env.SNAPSHOT_PORT ?? 4470);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PASSWORD = "snapshot-admin-password";

const [fixtureArg, outputArg] = process.argv.slice(2);
if (!fixtureArg || !outputArg) {
  console.error("Usage: npx tsx scripts/snapshot-answers.ts <fixture dir> <output dir>");
  process.exit(2);
}
const fixture = resolve(fixtureArg);
const output = resolve(outputArg);

function startServer(folder: string, seed: boolean): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["server.ts"], {
    cwd: APP_ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_PATH: join(folder, "app.db"),
      UPLOADS_DIR: join(folder, "uploads"),
      SEED_DEMO: seed ? "1" : "0",
      SESSION_SECRET: "snapshot-session-secret-0123456789",
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: PASSWORD,
      PUBLIC_URL: "https://agro.example",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return new Promise((ready, fail) => {
    const started = Date.now();
    const poll = async () => {
      try {
        if ((await fetch(`${ORIGIN}/healthz`)).ok) return ready(child);
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) return fail(new Error("The server exited"));
      if (Date.now() - started > 300_000) return fail(new Error("The server did not start"));
      setTimeout(poll, 250);
    };
    void poll();
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    child.once("exit", () => done());
    child.kill("SIGTERM");
  });
}

async function json(path: string, init?: RequestInit): Promise<{ data: unknown }> {
  const response = await fetch(`${ORIGIN}${path}`, init);
  return (await response.json()) as { data: unknown };
}

async function makeFixture(): Promise<void> {
  mkdirSync(fixture, { recursive: true });
  const server = await startServer(fixture, true);
  const messages = [
    [
      "Muhammad Aslam",
      "aslam@example.com",
      "+92 300 1234567",
      "bulk-order",
      "Rates for 200 litres?",
    ],
    ["Sana Iqbal", "sana@example.com", "", "technical-support", "Whitefly on cotton <b>again</b>."],
    ["Bilal", "bilal@example.com", "042-111", "other", "Line one\nLine two & three"],
  ];
  for (const [name, email, phone, subject, message] of messages) {
    await json("/api/contacts/submit", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name, email, phone, subject, message }),
    });
  }
  await stop(server);
}

/** Status, the headers a client acts on, and the body with per-answer randomness masked. */
function describe(path: string, response: Response, body: string): string {
  const headers = ["content-type", "cache-control", "location", "allow", "retry-after", "vary"]
    .map((name) => [name, response.headers.get(name)] as const)
    .filter(([, value]) => value !== null)
    .map(([name, value]) => `${name}: ${value}`);
  const masked = body
    .replace(/nonce="[^"]*"/g, 'nonce="NONCE"')
    // The contact form's timing token: the time the page was made, signed.
    .replace(/\b\d{13}\.[\w-]{22}\b/g, "FORM-TIMING-TOKEN")
    .replace(/\/assets\/([\w.-]+?)-[\w-]{8}\.(js|css)/g, "/assets/$1-HASH.$2")
    .replace(/"version": ?"[0-9a-f]+"/g, '"version": "HASH"');
  return [`${response.status} ${path}`, ...headers, "", masked].join("\n");
}

async function capture(paths: string[], init: RequestInit = {}): Promise<void> {
  for (const path of paths) {
    const response = await fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init });
    const body = await response.text();
    const file = path.replace(/^\//, "").replace(/[^\w.-]+/g, "_") || "_root";
    writeFileSync(join(output, `${file}.txt`), describe(path, response, body));
  }
}

async function main(): Promise<void> {
  if (!existsSync(join(fixture, "app.db"))) await makeFixture();
  const work = mkdtempSync(join(tmpdir(), "snapshot-"));
  cpSync(fixture, work, { recursive: true });
  rmSync(output, { recursive: true, force: true });
  mkdirSync(output, { recursive: true });
  const server = await startServer(work, false);
  try {
    const categories = (await json("/api/categories")).data as {
      _id: string;
      name: string;
      slug: string;
    }[];
    const products = (await json("/api/products")).data as { _id: string; slug: string }[];
    const gallery = (await json("/api/gallery")).data as { _id: string; eventType: string }[];
    const productPages = (
      await Promise.all(
        categories.map(async (category) => {
          const inCategory = (
            await json(`/api/products/category/${encodeURIComponent(category.name)}`)
          ).data as { slug: string; _id: string }[];
          return inCategory.map((product) => `/category/${category.slug}/${product.slug}`);
        }),
      )
    ).flat();
    const eventTypes = [...new Set(gallery.map((item) => item.eventType))];
    const publicPages = [
      "/",
      "/about",
      "/contact",
      "/contact?map=1",
      "/gallery",
      "/gallery?page=2",
      "/gallery?page=007",
      "/gallery?page=99",
      "/gallery?page=abc",
      `/gallery?event=${gallery[0]?._id}`,
      "/gallery?event=007",
      ...eventTypes.map((type) => `/gallery?type=${type}`),
      "/gallery?type=unknown&utm_source=x",
      ...categories.map((category) => `/category/${category.slug}`),
      ...productPages,
      `/category/${categories[0]?.slug}/${products[0]?._id}`,
      "/category/no-such-category",
      "/no-such-page",
      "/sitemap.xml",
      "/robots.txt",
      "/manifest.webmanifest",
      "/healthz",
      "/admin-login",
    ];
    const dataRequests = ["/_root.data", "/about.data", "/gallery.data?type=training"];
    await capture([...publicPages, ...dataRequests]);

    await capture([
      "/api/categories",
      ...categories.flatMap((category) => [
        `/api/categories/${category._id}`,
        `/api/categories/slug/${category.slug}`,
        `/api/products/category/${encodeURIComponent(category.name)}`,
      ]),
      "/api/products",
      ...products.flatMap((product) => [
        `/api/products/${product._id}`,
        `/api/products/slug/${product.slug}`,
      ]),
      "/api/gallery",
      ...gallery.map((item) => `/api/gallery/${item._id}`),
      "/api/categories/0",
      "/api/categories/007",
      "/api/products/abc",
      "/api/gallery/99999",
      "/api/no-such-call",
      "/api/contacts",
    ]);

    const signedIn = (await json("/api/auth/admin-login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: PASSWORD }),
    })) as { data: { token: string } };
    const bearer = { authorization: `Bearer ${signedIn.data.token}` };
    const contacts = (await json("/api/contacts", { headers: bearer })).data as { _id: string }[];
    await capture(
      [
        "/api/contacts",
        "/api/contacts?status=new",
        "/api/contacts?status=nonsense",
        "/api/contacts/stats",
        ...contacts.map((contact) => `/api/contacts/${contact._id}`),
      ],
      { headers: bearer },
    );

    const login = await fetch(`${ORIGIN}/admin-login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: "admin", password: PASSWORD }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    await capture(
      [
        "/admin",
        "/admin/dashboard",
        "/admin/categories",
        "/admin/categories?new=1",
        `/admin/categories?edit=${categories[0]?._id}`,
        "/admin/products",
        "/admin/products?new=1",
        `/admin/products?edit=${products[0]?._id}`,
        "/admin/gallery",
        "/admin/gallery?new=1",
        `/admin/gallery?edit=${gallery[0]?._id}`,
        "/admin/contact",
        "/admin/contact?status=new",
        `/admin/contact?view=${contacts[0]?._id}`,
      ],
      { headers: { cookie } },
    );
  } finally {
    await stop(server);
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
