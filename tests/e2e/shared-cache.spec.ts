/**
 * The site behind a shared cache, as deployed with one: Debian's Varnish with
 * deploy/varnish/default.vcl in front of the production server, which purges it on every change.
 * Public pages come from Varnish; a change an administrator saves shows through it within a
 * second; nothing for one visitor (the admin, an API answer with a token, an answer to a request
 * with a cookie) is ever stored; the contact form works through it with and without
 * JavaScript; the per-address limits see the visitor's address, not Varnish's; and the phone's
 * offline copies are still only the pages it may keep.
 */
import { request as httpRequest } from "node:http";
import type { BrowserContext, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { uniqueTag } from "./support/database";
import {
  killIfRunning,
  serverFolder,
  specPort,
  startServer,
  type ServerProcess,
} from "./support/server-process";
import { signIn } from "./support/sign-in";
import { expect, test } from "./support/test";
import { startVarnish, type VarnishProcess } from "./support/varnish";

// One app and one Varnish for the whole file.
test.describe.configure({ mode: "serial", timeout: 60_000 });

const PRODUCT_PATH = "/category/insecticides/dhaal-imidacloprid-20-sl";
const CATEGORY_PATH = "/category/insecticides";
const SHARED = "public, max-age=0, must-revalidate, s-maxage=600";
const PRIVATE = "private, no-store";
const ADMIN = { username: "admin", password: "durability-admin-password" };
/** Messages one address may send in the window, low so the test reaches it. */
const CONTACT_LIMIT = 3;
const SUCCESS = "Thank you for your message! We will get back to you soon.";

let app: ServerProcess | undefined;
let varnish: VarnishProcess | undefined;
let base = "";

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const folder = serverFolder("shared-cache");
  const varnishPort = specPort(40);
  app = await startServer(specPort(41), folder, {
    SEED_DEMO: "1",
    PURGE_VARNISH_URLS: `http://127.0.0.1:${varnishPort}`,
    CONTACT_MAX_PER_WINDOW: String(CONTACT_LIMIT),
    ADMIN_PASSWORD: ADMIN.password,
  });
  varnish = await startVarnish({ port: varnishPort, backendPort: app.port, folder });
  base = varnish.origin;
});

test.afterAll(async () => {
  await varnish?.stop();
  killIfRunning(app);
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * A request to Varnish from `localAddress` (a loopback address of the visitor's own: Varnish
 * sees it as the client's, and hands it on in X-Forwarded-For).
 */
function send(
  path: string,
  {
    method = "GET",
    headers = {},
    body,
    localAddress = "127.0.0.1",
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    localAddress?: string;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, { method, headers, localAddress }, (answer) => {
      let text = "";
      answer.setEncoding("utf8");
      answer.on("data", (chunk: string) => (text += chunk));
      answer.on("end", () =>
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text }),
      );
    });
    request.on("error", reject);
    request.end(body);
  });
}

async function apiToken(): Promise<string> {
  const answer = await send("/api/auth/admin-login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.text) as { data: { token: string } }).data.token;
}

/** Asks for a page until Varnish answers it from what it keeps. */
async function warm(path: string): Promise<Answer> {
  let answer: Answer | undefined;
  await expect
    .poll(async () => (answer = await send(path)).headers["x-cache"], { intervals: [50] })
    .toBe("HIT");
  return answer!;
}

test("public pages and reads are answered by Varnish, and browsers still ask each time", async () => {
  for (const path of ["/", "/about", "/ur/about", PRODUCT_PATH, "/gallery", "/api/products"]) {
    const first = await send(path);
    expect(first.status, path).toBe(200);
    expect(first.headers["cache-control"], path).toBe(SHARED);
    const kept = await send(path);
    expect(kept.headers["x-cache"], path).toBe("HIT");
    expect(Number(kept.headers["age"]), path).toBeGreaterThanOrEqual(0);
    expect(kept.headers["set-cookie"], path).toBeUndefined();
    // Repeated to everyone: no nonce, and the same body for all.
    expect(kept.headers["content-security-policy"], path).not.toContain("nonce");
    expect(kept.text, path).toBe(first.text);
    // Each answer names its own request, not the one that fetched the kept page.
    expect(kept.headers["x-request-id"], path).toMatch(/^varnish-\d+$/);
    expect(kept.headers["x-request-id"], path).not.toBe(first.headers["x-request-id"]);
  }
  // A product's picture, kept as long as its Cache-Control says (its name changes with it).
  const [product] = JSON.parse((await send("/api/products")).text).data as Array<{
    image: string | null;
  }>;
  expect(product?.image).toBeTruthy();
  await warm(product!.image!);
  // What the app said no cache may keep, Varnish does not keep: the service worker script.
  for (let time = 0; time < 2; time += 1)
    expect((await send("/sw.js")).headers["x-cache"]).toBe("PASS");
});

test("an administrator's change shows through Varnish within a second: a renamed product, a deleted event", async () => {
  const token = await apiToken();
  const auth = { Authorization: `Bearer ${token}` };
  const product = JSON.parse(
    (await send(`/api/products/slug/${PRODUCT_PATH.split("/").pop()}`)).text,
  ).data as { _id: number; slug: string; category: string; description: string };
  expect((await warm(PRODUCT_PATH)).text).toContain("Dhaal Imidacloprid 20% SL");
  await warm(CATEGORY_PATH);

  const renamed = `Dhaal Plus ${uniqueTag()}`;
  const form = new FormData();
  for (const [name, value] of Object.entries({
    name: renamed,
    slug: product.slug,
    category: product.category,
    description: product.description,
  }))
    form.append(name, value);
  const saved = await fetch(`${base}/api/products/${product._id}`, {
    method: "PUT",
    headers: auth,
    body: form,
  });
  expect(saved.status).toBe(200);
  for (const path of [PRODUCT_PATH, CATEGORY_PATH]) {
    await expect
      .poll(async () => (await send(path)).text.includes(renamed), {
        timeout: 1_000,
        intervals: [25],
      })
      .toBe(true);
  }

  const gallery = (await warm("/gallery")).text;
  const events = JSON.parse((await send("/api/gallery")).text).data as Array<{
    _id: number;
    title: string;
  }>;
  const shown = events.find((event) => gallery.includes(event.title));
  expect(shown, "an event the gallery shows").toBeDefined();
  const deleted = await send(`/api/gallery/${shown!._id}`, { method: "DELETE", headers: auth });
  expect(deleted.status).toBe(200);
  await expect
    .poll(async () => (await send("/gallery")).text.includes(shown!.title), {
      timeout: 1_000,
      intervals: [25],
    })
    .toBe(false);
  // And what Varnish keeps again is the page after the change.
  expect((await warm("/gallery")).text).not.toContain(shown!.title);
});

test("no admin page, API answer with a token or answer to a request with a cookie is ever stored", async () => {
  const token = await apiToken();
  const signedIn = await send("/admin-login", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...ADMIN, redirectTo: "" }).toString(),
  });
  expect(signedIn.status).toBe(302);
  const cookie = String(signedIn.headers["set-cookie"]).split(";")[0]!;
  expect(cookie).toMatch(/^admin_session=/);
  const cases: Array<[string, Record<string, string>]> = [
    ["/admin-login", {}],
    ["/admin/dashboard", { Cookie: cookie }],
    ["/admin/products", { Cookie: cookie }],
    ["/api/products", { Authorization: `Bearer ${token}` }],
    ["/api/contacts", { Authorization: `Bearer ${token}` }],
    ["/about", { Cookie: cookie }],
    ["/about", { Cookie: "theme=dark" }],
  ];
  for (const [path, headers] of cases) {
    for (let time = 0; time < 3; time += 1) {
      const answer = await send(path, { headers });
      expect(answer.headers["x-cache"], `${path} ${JSON.stringify(headers)}`).toBe("PASS");
      const cacheControl = String(answer.headers["cache-control"]);
      expect(cacheControl, path).not.toMatch(/public|s-maxage/);
      if (headers.Cookie || headers.Authorization) expect(cacheControl, path).toBe(PRIVATE);
    }
  }
  // The admin's answers never reach anyone else: without the cookie, the sign-in page.
  const anonymous = await send("/admin/dashboard");
  expect(anonymous.status).toBe(302);
  expect(anonymous.headers["x-cache"]).toBe("PASS");
});

test("only the app's own machine may purge Varnish", async () => {
  await warm("/about");
  const refused = await send("/", { method: "PURGE", localAddress: "127.0.0.9" });
  expect(refused.status).toBe(403);
  expect((await send("/about")).headers["x-cache"]).toBe("HIT");
  const purged = await send("/", { method: "PURGE" });
  expect(purged.status).toBe(200);
  expect((await send("/about")).headers["x-cache"]).toBe("MISS");
});

/** Contact messages stored from this e-mail address. */
function storedMessages(email: string): number {
  const db = new Database(app!.databasePath, { fileMustExist: true, readonly: true });
  try {
    db.pragma("busy_timeout = 5000");
    return (
      db.prepare("SELECT count(*) AS n FROM contact_messages WHERE email = ?").get(email) as {
        n: number;
      }
    ).n;
  } finally {
    db.close();
  }
}

async function sendContactForm(page: Page, email: string): Promise<void> {
  await page.goto(`${base}/contact`);
  await page.getByLabel("Full Name").fill("Shared Cache Visitor");
  // A number of its own: a repeat from one sender within the hour is stored once.
  const phone = `0300${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  await page.getByLabel("Phone or WhatsApp Number").fill(phone);
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Subject").selectOption("bulk-order");
  await page.getByLabel("Message").fill("Do you deliver to Okara?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toHaveText(SUCCESS);
  expect(storedMessages(email)).toBe(1);
}

test("the contact form works through Varnish, with and without JavaScript", async ({
  page,
  browser,
}) => {
  // Its page carries a timing token made for each response: never kept.
  for (let time = 0; time < 2; time += 1)
    expect((await send("/contact")).headers["x-cache"]).toBe("PASS");
  await sendContactForm(page, `js-${uniqueTag()}@example.com`);
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  try {
    await sendContactForm(await withoutScripts.newPage(), `nojs-${uniqueTag()}@example.com`);
  } finally {
    await withoutScripts.close();
  }
});

test("the per-address limits see the visitor's address, not Varnish's", async () => {
  const post = (localAddress: string, index: number) =>
    send("/contact", {
      method: "POST",
      localAddress,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: "Limit Visitor",
        email: `limit-${index}-${uniqueTag()}@example.com`,
        subject: "general",
        message: `Question ${index} about whitefly`,
      }).toString(),
    });
  for (let index = 0; index < CONTACT_LIMIT; index += 1)
    expect((await post("127.0.0.20", index)).status, `message ${index + 1}`).toBe(200);
  expect((await post("127.0.0.20", CONTACT_LIMIT)).status).toBe(429);
  // Another visitor, through the same Varnish, is not held to the first one's limit.
  expect((await post("127.0.0.21", 0)).status).toBe(200);
});

test.describe("offline reading behind Varnish", () => {
  test.use({ serviceWorkers: "allow" });

  /** Every page or read the phone stored, without the build's files. */
  async function storedPages(page: Page): Promise<string[]> {
    const urls = await page.evaluate(async () => {
      const all: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          all.push(new URL(request.url).pathname + new URL(request.url).search);
      return all;
    });
    return urls.filter((url) => !url.startsWith("/assets/"));
  }

  async function whenStored(page: Page, path: string): Promise<void> {
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect
      .poll(() => storedPages(page).then((stored) => stored.includes(path)), { timeout: 30_000 })
      .toBe(true);
  }

  test("the phone stores the public pages it saw, never the admin's or a signed-in visitor's", async ({
    page,
    context,
  }: {
    page: Page;
    context: BrowserContext;
  }) => {
    await page.goto(`${base}/about`);
    await whenStored(page, "/about");
    await signIn(page, { from: `${base}/admin-login`, ...ADMIN });
    await expect(page).toHaveURL(`${base}/admin/dashboard`);
    await page.goto(`${base}/admin/products`);
    // A public page while signed in: its answer is not the one everyone gets.
    await page.goto(`${base}/crops`);
    await page.evaluate(() => fetch("/api/products").then((answer) => answer.text()));
    const stored = await storedPages(page);
    expect(stored).toContain("/about");
    expect(stored.filter((url) => /admin|\/api\/|^\/crops/.test(url))).toEqual([]);
    await context.setOffline(true);
    await expect(page.goto(`${base}/admin/dashboard`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  });
});
