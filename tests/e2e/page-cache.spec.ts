import { createHash } from "node:crypto";
import Database from "better-sqlite3";
import { test, expect, type Page } from "@playwright/test";
import { pngBytes } from "./support/files";
import { notice } from "./support/pages";
import {
  freePort,
  killIfRunning,
  serverFolder,
  startServer,
  type ServerProcess,
} from "./support/server-process";

/**
 * The rendered-page cache, on a server of its own: every change to what pages show (through
 * the API, the admin, or another process writing the database) is on the very next request of
 * every page that shows it, in both languages; no two responses share a nonce; a signed-in
 * administrator never gets a kept page.
 */
test.describe.configure({ mode: "serial" });

const PASSWORD = "durability-admin-password";
let server: ServerProcess | undefined;
let token = "";

function origin(): string {
  if (!server) throw new Error("The server did not start");
  return server.origin;
}

interface Answer {
  status: number;
  cache: string | null;
  csp: string;
  text: string;
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(origin() + path, { headers });
  return {
    status: response.status,
    cache: response.headers.get("x-cache"),
    csp: response.headers.get("content-security-policy") ?? "",
    text: await response.text(),
  };
}

async function api(method: string, path: string, body?: FormData | object): Promise<unknown> {
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(origin() + path, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(json ? { "Content-Type": "application/json" } : {}),
    },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  });
  const answer = (await response.json()) as { success: boolean; data: unknown; message?: string };
  expect(answer.success, `${method} ${path}: ${answer.message}`).toBe(true);
  return answer.data;
}

function form(fields: Record<string, string>, image?: Buffer, imageField = "image"): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (image) {
    data.append(imageField, new Blob([new Uint8Array(image)], { type: "image/png" }), "a.png");
  }
  return data;
}

/** Requests every page until the cache holds it: the second request must come from memory. */
async function warm(paths: string[]): Promise<void> {
  for (const path of paths) {
    const first = await get(path);
    expect(first.status, path).toBe(200);
    const second = await get(path);
    expect(second.cache, `${path} is kept after one request`).toBe("HIT");
  }
}

/** Every page shows `shown` and none shows `gone`, on the first request after the change. */
async function expectEverywhere(
  paths: string[],
  { shown, gone }: { shown: (path: string) => string[]; gone: (path: string) => string[] },
): Promise<void> {
  for (const path of paths) {
    const answer = await get(path);
    expect(answer.status, path).toBe(200);
    for (const text of shown(path)) expect(answer.text, `${path} shows ${text}`).toContain(text);
    for (const text of gone(path))
      expect(answer.text, `${path} still shows ${text}`).not.toContain(text);
  }
}

const isUrdu = (path: string) => path.startsWith("/ur");

let categorySlug = "";
let productId = 0;
let productSlug = "";
let eventId = 0;

const PRODUCT = {
  category: "Cache Fungicides",
  description: "Protects potato leaves from late blight.",
};

/** The product's fields after its rename; its address stays. */
const renamedProduct = () => ({
  ...PRODUCT,
  slug: productSlug,
  name: "Sipar Cache 50 WP",
  nameUr: "سپر کیش",
});

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer(await freePort(), serverFolder("page-cache"));
  const signIn = await fetch(`${origin()}/api/auth/admin-login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "admin", password: PASSWORD }),
  });
  token = ((await signIn.json()) as { data: { token: string } }).data.token;
  const category = (await api("POST", "/api/categories", {
    name: PRODUCT.category,
    nameUr: "کیش فنجی سائیڈ",
    description: "Fungicides for every crop.",
  })) as { slug: string };
  categorySlug = category.slug;
  const product = (await api(
    "POST",
    "/api/products",
    form(
      { ...PRODUCT, name: "Kavach Cache 50 WP", nameUr: "کوچ کیش" },
      await pngBytes(80, 60, "#2e7d32"),
    ),
  )) as { _id: string; slug: string };
  productId = Number(product._id);
  productSlug = product.slug;
  const event = (await api(
    "POST",
    "/api/gallery",
    form(
      {
        title: "Okara Cache Field Day",
        titleUr: "اوکاڑہ کیش فیلڈ ڈے",
        description: "Farmers met our agronomists.",
        date: "2024-11-20",
        location: "Okara",
        eventType: "training",
      },
      await pngBytes(80, 60),
      "images",
    ),
  )) as { _id: string };
  eventId = Number(event._id);
});

test.afterAll(() => killIfRunning(server));

function productPages(): string[] {
  const product = `/category/${categorySlug}/${productSlug}`;
  const category = `/category/${categorySlug}`;
  const search = "/search?q=blight";
  return [product, category, search].flatMap((path) => [path, `/ur${path}`]);
}

test("a product renamed through the API shows at once on every page of both languages", async () => {
  const pages = [...productPages(), "/api/products", `/api/products/${productId}`];
  await warm(pages);
  await api("PUT", `/api/products/${productId}`, form(renamedProduct()));
  await expectEverywhere(pages, {
    shown: (path) => [isUrdu(path) ? "سپر کیش" : "Sipar Cache 50 WP"],
    gone: () => ["Kavach Cache 50 WP", "کوچ کیش"],
  });
});

test("a product's new image shows at once on its page and its category's", async () => {
  const pages = productPages().filter((path) => !path.includes("search"));
  const before = (await api("GET", `/api/products/${productId}`)) as { image: string };
  const oldImage = before.image.replace(/-\d+\.webp$/, "");
  await warm(pages);
  const after = (await api(
    "PUT",
    `/api/products/${productId}`,
    form(renamedProduct(), await pngBytes(90, 70, "#c62828")),
  )) as { image: string };
  const newImage = after.image.replace(/-\d+\.webp$/, "");
  expect(newImage).not.toBe(oldImage);
  await expectEverywhere(pages, { shown: () => [newImage], gone: () => [oldImage] });
});

test("a deleted gallery event is gone at once from the gallery in both languages", async () => {
  const pages = ["/gallery", "/ur/gallery", "/api/gallery"];
  await warm(pages);
  expect((await get("/gallery")).text).toContain("Okara Cache Field Day");
  expect((await get("/ur/gallery")).text).toContain("اوکاڑہ کیش فیلڈ ڈے");
  await api("DELETE", `/api/gallery/${eventId}`);
  await expectEverywhere(pages, {
    shown: () => [],
    gone: () => ["Okara Cache Field Day", "اوکاڑہ کیش فیلڈ ڈے"],
  });
});

/** Every public page carries the category menu. */
const MENU_PAGES = ["/", "/about", "/contact", "/gallery", "/crops", "/search?q=blight"].flatMap(
  (path) => [path, path === "/" ? "/ur" : `/ur${path}`],
);

async function signInInBrowser(page: Page): Promise<void> {
  await page.goto(`${origin()}/admin-login`);
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in to Admin Panel" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test("a category renamed in the admin shows at once in every page's menu, and the admin never gets a kept page", async ({
  page,
}) => {
  await warm(MENU_PAGES);
  await signInInBrowser(page);

  // Signed in, the administrator's public pages are rendered for them, never taken from memory.
  for (const path of ["/", "/ur/about"]) {
    const answer = await page.goto(origin() + path);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()["x-cache"], path).toBeUndefined();
  }

  await page.goto(`${origin()}/admin/categories`);
  await page
    .getByRole("row")
    .filter({ hasText: PRODUCT.category })
    .getByRole("link", { name: "Edit" })
    .click();
  await page.getByLabel(/^Name/).fill("Cache Protection");
  await page.getByLabel("Urdu name").fill("کیش تحفظ");
  await page.getByRole("button", { name: "Update Category" }).click();
  await expect(notice(page)).toHaveText("Category updated.");

  // The admin's form may have given the category a new address from its new name.
  const categories = (await api("GET", "/api/categories")) as Array<{ name: string; slug: string }>;
  categorySlug = categories.find((category) => category.name === "Cache Protection")?.slug ?? "";
  expect(categorySlug).not.toBe("");

  await expectEverywhere(MENU_PAGES, {
    shown: (path) => [isUrdu(path) ? "کیش تحفظ" : "Cache Protection"],
    gone: (path) => [isUrdu(path) ? "کیش فنجی سائیڈ" : "Cache Fungicides"],
  });
});

test("a change written by another process to the database file shows at once", async () => {
  const path = `/category/${categorySlug}`;
  await warm([path, `/ur${path}`]);
  const other = new Database(server?.databasePath ?? "");
  try {
    other
      .prepare("UPDATE categories SET description = ?, description_ur = ? WHERE slug = ?")
      .run("Written by a script.", "اسکرپٹ نے لکھا۔", categorySlug);
  } finally {
    other.close();
  }
  await expectEverywhere([path, `/ur${path}`], {
    shown: (shownOn) => [isUrdu(shownOn) ? "اسکرپٹ نے لکھا۔" : "Written by a script."],
    gone: () => ["Fungicides for every crop."],
  });
});

test("no two responses carry the same nonce; a kept page's scripts need none, its form's token is each response's own", async () => {
  // Public pages are sent without the router's scripts: their own scripts are allowed by their
  // hashes, so a kept page carries no nonce. The contact form's timing token is filled in.
  await warm(["/ur/contact", "/contact"]);
  const startedAfter = Date.now();
  const answers = await Promise.all(
    Array.from({ length: 60 }, (_, index) => get(index % 2 ? "/ur/contact" : "/contact")),
  );
  const nonces = answers.map((answer) => {
    expect(answer.cache).toBe("HIT");
    const nonce = /'nonce-([^']+)'/.exec(answer.csp)?.[1] ?? "";
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(answer.text).not.toContain(" nonce=");
    const scripts = [...answer.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? "",
    );
    expect(scripts.length, "the page has scripts").toBeGreaterThan(0);
    for (const script of scripts) {
      const hash = createHash("sha256").update(script, "utf8").digest("base64");
      expect(answer.csp).toContain(`'sha256-${hash}'`);
    }
    return nonce;
  });
  expect(new Set(nonces).size).toBe(answers.length);
  // The contact form's timing token is made per response too: each says when its response was
  // made, after the kept page was rendered.
  const tokens = answers
    .filter((_, index) => index % 2 === 0)
    .map((answer) => /name="started" value="(\d{13})\.[\w-]{22}"/.exec(answer.text)?.[1]);
  for (const token of tokens) expect(Number(token)).toBeGreaterThanOrEqual(startedAfter);
});

test("a burst of requests for a page not kept yet gets one page, and no nonce twice", async () => {
  // A search no one made before: its own page, which may be kept.
  const path = `/search?q=burst${Date.now()}`;
  const answers = await Promise.all(Array.from({ length: 20 }, () => get(path)));
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.cache).toMatch(/^(HIT|MISS)$/);
  }
  const bodies = new Set(answers.map((answer) => answer.text.replace(/ nonce="[^"]*"/g, "")));
  expect(bodies.size).toBe(1);
  // The search page has nothing per response, so shared caches may repeat it to everyone: its
  // policy names no nonce (its scripts go by their hashes), so none is ever repeated.
  for (const answer of answers) {
    expect(answer.csp).toContain("script-src 'self' 'sha256-");
    expect(answer.csp).not.toContain("nonce");
  }
  expect((await get(path)).cache).toBe("HIT");
});

test("a not-found page and an address with a query of its own are rendered for their own request, never kept", async () => {
  for (const path of [
    "/no-such-page",
    "/ur/no-such-page",
    "/api/no-such-call",
    `/api/zz?1-${"a".repeat(3000)}`,
    "/about?utm_source=whatsapp",
    "/ur/gallery?fbclid=IwAR0abc",
    `/search?q=${"blight ".repeat(400)}`,
  ]) {
    const first = await get(path);
    const second = await get(path);
    expect(second.status, path.slice(0, 60)).toBe(first.status);
    expect(second.cache, `${path.slice(0, 60)} is not kept`).not.toBe("HIT");
  }
  // The same page at an address whose query the site reads is kept.
  await warm(["/gallery?page=1", "/api/products?page=1&limit=5"]);
});

test("a page reached by a link with a query of its own may still be stored on the phone", async () => {
  const answer = await fetch(`${origin()}/about?utm_source=whatsapp`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("x-offline-copy")).toBe("allowed");
  // A not-found page is never stored on the phone, nor marked.
  const missing = await fetch(`${origin()}/no-such-page`);
  expect(missing.status).toBe(404);
  expect(missing.headers.get("x-offline-copy")).toBeNull();
});
