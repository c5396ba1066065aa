/**
 * Hostile and malformed input against every form action and API call of the work server: a
 * fixed list of payloads plus a seeded generator, so every run sends the same requests. Each
 * answer must be a refusal or an acceptance, never a 500 and never a stack trace or a path of
 * the server; a refused request stores nothing. Every request carries a marker in a field that
 * is itself valid, so "nothing stored" is checked by looking for the marker in every table
 * while other tests change the same database.
 */
import {
  request as playwrightRequest,
  type APIRequestContext,
  type APIResponse,
} from "@playwright/test";
import { ADMIN_PASSWORD, ADMIN_USERNAME } from "../../playwright.config";
import {
  contactsHolding,
  countRowsHolding,
  removeCategory,
  removeRowsHolding,
  uniqueTag,
} from "./support/database";
import { pngBytes } from "./support/files";
import { WORK_URL } from "./support/servers";
import { bearer, signInToken as apiSignIn } from "./support/sign-in";
import { expect, test } from "./support/test";

/* ------------------------------------------------------------------------------------------ */
/* Payloads                                                                                    */
/* ------------------------------------------------------------------------------------------ */

const HOSTILE_TEXT: string[] = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "' OR '1'='1",
  "'; DROP TABLE products; --",
  '" OR 1=1 --',
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "\u202Eevil.exe\u202C",
  "zero\u200Bwidth\u200Djoiner\uFEFF",
  "🌾🐛🚜 کیڑے مار دوا",
  "a\u0000b",
  "\u0000",
  "\uD800",
  "line\r\nSet-Cookie: owned=1",
  "{{7*7}} ${7*7} <%= 7*7 %>",
  "   ",
  "",
  "x".repeat(10_000),
];

const HOSTILE_IDS: string[] = [
  "0",
  "-1",
  "1.5",
  "1e3",
  "99999999999999999999999",
  "9007199254740993",
  "NaN",
  "0x10",
  " 1",
  "١٢",
  "1%20OR%201=1",
  "..%2f..%2fetc%2fpasswd",
  "%00",
  "%3Cscript%3E",
  "a".repeat(300),
];

/** Values of the wrong type where a string belongs. */
const WRONG_TYPES: unknown[] = [42, -1.5, 1e308, true, null, ["a", "b"], { $gt: "" }, [], {}];

/** mulberry32: a small seeded generator, so the "random" payloads are the same every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CODE_POINT_RANGES: [number, number][] = [
  [0x00, 0x1f], // control characters, NUL included
  [0x20, 0x7e], // ASCII
  [0x0600, 0x06ff], // Arabic / Urdu
  [0x200b, 0x200f], // zero-width and direction marks
  [0x202a, 0x202e], // bidirectional overrides
  [0xd800, 0xdfff], // lone surrogates
  [0x1f300, 0x1f6ff], // emoji
];

function generatedStrings(count: number, seed: number): string[] {
  const random = seededRandom(seed);
  const strings: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const length = Math.floor(random() ** 3 * 400);
    let text = "";
    for (let j = 0; j < length; j += 1) {
      const [low, high] = CODE_POINT_RANGES[Math.floor(random() * CODE_POINT_RANGES.length)] ?? [
        0x41, 0x5a,
      ];
      text += String.fromCodePoint(low + Math.floor(random() * (high - low + 1)));
    }
    strings.push(text);
  }
  return strings;
}

const TEXT_PAYLOADS = [...HOSTILE_TEXT, ...generatedStrings(12, 20250106)];

/* ------------------------------------------------------------------------------------------ */
/* Checks                                                                                      */
/* ------------------------------------------------------------------------------------------ */

/** What must never reach a client: stack frames, source paths, error class names. */
const INTERNALS =
  /\n\s+at \S|\bat [\w.<>]+ \(|node_modules|\/work\/|file:\/\/\/|(Sqlite|Type|Reference|Syntax|Range)Error|SQLITE_/;

let sequence = 0;
const RUN = uniqueTag();

/** A marker unique to one request: letters and digits only, valid in any text field. */
function newMarker(): string {
  sequence += 1;
  return `fz${RUN}n${sequence}q`;
}

/** The answer is a refusal or an acceptance without internals; a refusal stored nothing. */
async function expectSafe(response: APIResponse, label: string, marker?: string): Promise<void> {
  const status = response.status();
  expect(status, `${label}: no server error`).toBeLessThan(500);
  const body = await response.text();
  expect(body, `${label}: no internals in the answer`).not.toMatch(INTERNALS);
  if (!marker) return;
  if (status >= 400) expect(countRowsHolding(marker), `${label}: nothing stored`).toBe(0);
  else removeRowsHolding(marker);
}

function short(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return (text ?? String(value)).slice(0, 40);
}

/* ------------------------------------------------------------------------------------------ */
/* Sessions                                                                                    */
/* ------------------------------------------------------------------------------------------ */

let token = "";
let admin: APIRequestContext;
let categoryName = "";
let png: Buffer;

test.beforeAll(async ({ request }) => {
  token = await apiSignIn(request);
  admin = await playwrightRequest.newContext({ baseURL: WORK_URL });
  const signedIn = await admin.post("/admin-login", {
    form: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD, redirectTo: "" },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(302);
  categoryName = `Fuzz Category ${RUN}`;
  const created = await request.post(`${WORK_URL}/api/categories`, {
    headers: bearer(token),
    data: { name: categoryName, description: `Target of the fuzz tests ${RUN}.` },
  });
  expect(created.status()).toBe(201);
  png = await pngBytes(32, 24);
});

test.afterAll(async () => {
  await admin.dispose();
  removeCategory(categoryName);
});

// Many requests per test on a busy machine.
test.describe.configure({ timeout: 240_000 });

/* ------------------------------------------------------------------------------------------ */
/* JSON API                                                                                    */
/* ------------------------------------------------------------------------------------------ */

test.describe("JSON API bodies", () => {
  test("contact submit: hostile text, wrong types, missing fields", async ({ request }) => {
    for (const field of ["name", "email", "phone", "subject", "message"]) {
      for (const value of [...TEXT_PAYLOADS, ...WRONG_TYPES]) {
        const marker = newMarker();
        const body: Record<string, unknown> = {
          name: `Visitor ${marker}`,
          email: "visitor@example.com",
          subject: "general",
          message: `Question ${marker}`,
          [field]: value,
        };
        if (field === "name") body.message = `Question ${marker}`;
        if (field === "message") body.name = `Visitor ${marker}`;
        const response = await request.post(`${WORK_URL}/api/contacts/submit`, { data: body });
        await expectSafe(response, `submit ${field}=${short(value)}`, marker);
      }
    }
    const missing = await request.post(`${WORK_URL}/api/contacts/submit`, { data: {} });
    expect(missing.status()).toBe(400);
  });

  test("sign-in: hostile usernames and passwords, wrong types", async ({ request }) => {
    for (const value of [...TEXT_PAYLOADS.slice(0, 20), ...WRONG_TYPES]) {
      for (const body of [
        { username: value, password: "wrong-password" },
        { username: `fuzz-${RUN}`, password: value },
      ]) {
        const response = await request.post(`${WORK_URL}/api/auth/admin-login`, { data: body });
        await expectSafe(response, `login ${short(body)}`);
        expect(response.status(), short(body)).not.toBe(200);
      }
    }
  });

  test("categories and contact status: hostile fields and ids", async ({ request }) => {
    for (const field of ["name", "slug", "description"]) {
      for (const value of [...TEXT_PAYLOADS, ...WRONG_TYPES]) {
        const marker = newMarker();
        const body: Record<string, unknown> = {
          name: `Fuzz ${marker}`,
          description: `About ${marker}`,
          [field]: value,
        };
        if (field === "name") body.description = `About ${marker}`;
        if (field === "description") body.name = `Fuzz ${marker}`;
        const response = await request.post(`${WORK_URL}/api/categories`, {
          headers: bearer(token),
          data: body,
        });
        await expectSafe(response, `category ${field}=${short(value)}`, marker);
      }
    }
    for (const id of HOSTILE_IDS.slice(0, 10)) {
      const path = encodeURIComponent(id).replace(/%25/g, "%");
      for (const [method, url] of [
        ["GET", `/api/categories/${path}`],
        ["PUT", `/api/categories/${path}`],
        ["DELETE", `/api/categories/${path}`],
        ["GET", `/api/categories/slug/${path}`],
        ["GET", `/api/products/${path}`],
        ["PUT", `/api/products/${path}`],
        ["DELETE", `/api/products/${path}`],
        ["GET", `/api/products/slug/${path}`],
        ["GET", `/api/products/category/${path}`],
        ["GET", `/api/gallery/${path}`],
        ["DELETE", `/api/gallery/${path}`],
        ["GET", `/api/contacts/${path}`],
        ["DELETE", `/api/contacts/${path}`],
        ["PATCH", `/api/contacts/${path}/status`],
        ["GET", `/api/trash/products/${path}`],
        ["DELETE", `/api/trash/${path}/1`],
        ["POST", `/api/trash/products/${path}/restore`],
        ["GET", `/uploads/products/${path}`],
        ["GET", `/uploads/${path}`],
      ] as const) {
        const response = await request.fetch(`${WORK_URL}${url}`, {
          method,
          headers: bearer(token),
          data: method === "GET" || method === "DELETE" ? undefined : { status: "read" },
        });
        await expectSafe(response, `${method} ${url}`);
        // A lookup by slug or name may find something; an id never does, nor a change by one.
        if (!/\/(slug|category)\//.test(url) || method !== "GET") {
          expect(response.status(), `${method} ${url}`).toBeGreaterThanOrEqual(400);
        }
      }
    }
    for (const status of [...TEXT_PAYLOADS.slice(0, 20), ...WRONG_TYPES]) {
      const response = await request.patch(`${WORK_URL}/api/contacts/1/status`, {
        headers: bearer(token),
        data: { status },
      });
      await expectSafe(response, `status=${short(status)}`);
      expect([400, 404]).toContain(response.status());
    }
  });

  test("bodies that are not JSON objects: bad JSON, wrong content types, oversized", async ({
    request,
  }) => {
    const bodies: { type: string; body: string | Buffer }[] = [
      { type: "application/json", body: '{"name": "x", ' },
      { type: "application/json", body: "[1, 2, 3]" },
      { type: "application/json", body: "null" },
      { type: "application/json", body: '"just a string"' },
      { type: "application/json", body: "1e999999" },
      { type: "application/json", body: '{"__proto__": {"admin": true}, "name": 1}' },
      { type: "application/json", body: Buffer.from([0xff, 0xfe, 0x00, 0x7b]) },
      { type: "application/json", body: "{" + '"a":'.repeat(5000) + "1" + "}".repeat(5000) },
      { type: "application/json", body: JSON.stringify({ name: "x".repeat(300 * 1024) }) },
      { type: "text/plain", body: '{"name": "x"}' },
      { type: "application/xml", body: "<name>x</name>" },
      { type: "application/x-www-form-urlencoded", body: "name=x&description=y" },
      { type: "multipart/form-data; boundary=zzz", body: "--zzz\r\nbroken" },
    ];
    for (const url of [
      "/api/contacts/submit",
      "/api/auth/admin-login",
      "/api/categories",
      "/api/contacts/1/status",
    ]) {
      for (const { type, body } of bodies) {
        const marker = newMarker();
        const method = url.endsWith("/status") ? "PATCH" : "POST";
        const response = await request.fetch(`${WORK_URL}${url}`, {
          method,
          headers: { ...bearer(token), "Content-Type": type },
          data: typeof body === "string" ? body.replace(/"x"/, `"x${marker}"`) : body,
        });
        await expectSafe(response, `${method} ${url} as ${type}: ${short(body)}`, marker);
        expect(response.status(), `${url} ${type} ${short(body)}`).toBeGreaterThanOrEqual(400);
      }
    }
  });
});

/* ------------------------------------------------------------------------------------------ */
/* Multipart API and admin forms                                                               */
/* ------------------------------------------------------------------------------------------ */

function multipartOf(
  fields: Record<string, string>,
  file?: { name: string; type: string; buffer: Buffer },
  fileField = "image",
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    form.append(fileField, new Blob([new Uint8Array(file.buffer)], { type: file.type }), file.name);
  }
  return form;
}

test.describe("multipart: products and gallery", () => {
  test("API products and gallery: hostile fields, file names, types and broken bodies", async ({
    request,
  }) => {
    const texts = [...TEXT_PAYLOADS.slice(0, 20), ...generatedStrings(4, 7)];
    for (const value of texts) {
      const marker = newMarker();
      const product = await request.post(`${WORK_URL}/api/products`, {
        headers: bearer(token),
        multipart: multipartOf(
          {
            name: `Fuzz ${marker} ${value}`.slice(0, 150),
            category: value,
            description: `About ${marker}`,
            features: value,
            usage: value,
            composition: value,
            dosage: value,
          },
          { name: value || "x.png", type: "image/png", buffer: png },
        ),
      });
      await expectSafe(product, `product category=${short(value)}`, marker);

      const galleryMarker = newMarker();
      const gallery = await request.post(`${WORK_URL}/api/gallery`, {
        headers: bearer(token),
        multipart: multipartOf(
          {
            title: `Fuzz ${galleryMarker}`,
            description: value,
            date: value,
            location: value,
            eventType: value,
          },
          { name: `../../${value}.png`, type: "image/png", buffer: png },
          "images",
        ),
      });
      await expectSafe(gallery, `gallery fields=${short(value)}`, galleryMarker);
      expect(gallery.status()).toBeGreaterThanOrEqual(400);
    }
    const files = [
      { name: "../../../etc/passwd", type: "image/png", buffer: Buffer.from("not a png") },
      { name: "evil.svg", type: "image/svg+xml", buffer: Buffer.from("<svg onload=alert(1)>") },
      { name: "x.php.png", type: "application/x-php", buffer: Buffer.from("<?php echo 1; ?>") },
      { name: "\u0000.png", type: "image/png", buffer: Buffer.alloc(0) },
    ];
    for (const file of files) {
      const marker = newMarker();
      const response = await request.post(`${WORK_URL}/api/products`, {
        headers: bearer(token),
        multipart: multipartOf(
          { name: `Fuzz ${marker}`, category: categoryName, description: `About ${marker}` },
          file,
        ),
      });
      await expectSafe(response, `product file ${file.name}`, marker);
      expect(response.status()).toBeGreaterThanOrEqual(400);
    }
    for (const url of ["/api/products", "/api/gallery"]) {
      for (const [type, body] of [
        [
          "multipart/form-data; boundary=zzz",
          '--zzz\r\nContent-Disposition: form-data; name="name"\r\n\r\nunterminated',
        ],
        ["multipart/form-data", "no boundary at all"],
        ["multipart/form-data; boundary=zzz", ""],
        ["application/json", '{"name": "x"}'],
        ["text/plain", "name=x"],
      ] as const) {
        const response = await request.post(`${WORK_URL}${url}`, {
          headers: { ...bearer(token), "Content-Type": type },
          data: body,
        });
        await expectSafe(response, `${url} as ${type}`);
        expect(response.status()).toBeGreaterThanOrEqual(400);
      }
    }
  });

  test("admin HTML forms: every intent with hostile fields, ids and bodies", async () => {
    const forms: {
      path: string;
      fields: (value: string, marker: string) => Record<string, string>;
    }[] = [
      {
        path: "/admin/categories",
        fields: (v, m) => ({
          intent: "save",
          name: `${m} ${v}`.slice(0, 90),
          slug: v,
          description: v,
        }),
      },
      {
        path: "/admin/categories",
        fields: (v) => ({ intent: "save", id: v, name: v, description: v }),
      },
      { path: "/admin/categories", fields: (v) => ({ intent: "delete", id: v, confirmed: "yes" }) },
      { path: "/admin/categories", fields: (v) => ({ intent: v }) },
      {
        path: "/admin/products",
        fields: (v, m) => ({
          intent: "save",
          name: `Fuzz ${m}`,
          category: v,
          description: v,
          features: v,
        }),
      },
      { path: "/admin/products", fields: (v) => ({ intent: "delete", id: v, confirmed: "yes" }) },
      {
        path: "/admin/gallery",
        fields: (v, m) => ({
          intent: "save",
          title: `Fuzz ${m}`,
          description: v,
          date: v,
          location: v,
          eventType: v,
        }),
      },
      { path: "/admin/gallery", fields: (v) => ({ intent: "delete", id: v, confirmed: "yes" }) },
      { path: "/admin/contact", fields: (v) => ({ intent: "status", id: v, status: v }) },
      { path: "/admin/contact", fields: (v) => ({ intent: "status", id: "1", status: v }) },
      { path: "/admin/contact", fields: (v) => ({ intent: "delete", id: v, confirmed: "yes" }) },
      { path: "/admin/trash", fields: (v) => ({ intent: "restore", id: v, back: v }) },
      { path: "/admin/trash", fields: (v) => ({ intent: "delete", id: v, confirmed: "yes" }) },
    ];
    const values = [...HOSTILE_TEXT.slice(0, 14), ...HOSTILE_IDS.slice(0, 8)];
    for (const form of forms) {
      for (const value of values) {
        const marker = newMarker();
        const fields = form.fields(value, marker);
        const response = await admin.post(form.path, {
          form: fields,
          maxRedirects: 0,
        });
        await expectSafe(response, `${form.path} ${short(fields)}`, marker);
        if (["delete", "status", "restore"].includes(fields.intent ?? "")) {
          // A hostile id never names a record: nothing is deleted or changed.
          expect(response.status(), `${form.path} ${short(fields)}`).not.toBe(302);
        }
      }
    }
    for (const path of [
      "/admin/categories",
      "/admin/products",
      "/admin/gallery",
      "/admin/contact",
      "/admin/trash",
    ]) {
      for (const [type, body] of [
        ["application/json", '{"intent": "save", "name": "x"}'],
        ["text/plain", "intent=save"],
        ["multipart/form-data; boundary=zzz", "--zzz\r\nbroken"],
        ["application/x-www-form-urlencoded", "intent=save&name=%ZZ&%"],
        ["application/x-www-form-urlencoded", `intent=save&name=${"x".repeat(300 * 1024)}`],
      ] as const) {
        const response = await admin.post(path, {
          headers: { "Content-Type": type },
          data: body,
          maxRedirects: 0,
        });
        await expectSafe(response, `${path} as ${type}`);
        expect(response.status(), `${path} as ${type}`).toBeGreaterThanOrEqual(400);
      }
    }
  });

  test("public contact and sign-in forms: hostile fields and bodies", async ({ request }) => {
    for (const value of [...TEXT_PAYLOADS, ...HOSTILE_IDS.slice(0, 5)]) {
      const marker = newMarker();
      const contact = await request.post(`${WORK_URL}/contact`, {
        form: {
          name: `Visitor ${marker}`,
          email: value,
          phone: value,
          subject: value,
          message: `Question ${marker} ${value}`,
        },
      });
      await expectSafe(contact, `contact ${short(value)}`, marker);
      const login = await request.post(`${WORK_URL}/admin-login`, {
        form: { username: value, password: value, redirectTo: value },
        maxRedirects: 0,
      });
      await expectSafe(login, `login form ${short(value)}`);
      expect(login.status(), `login form ${short(value)}`).not.toBe(302);
    }
    for (const path of ["/contact", "/admin-login"]) {
      for (const [type, body] of [
        ["application/json", '{"name": "x"}'],
        ["text/plain", "name=x"],
        ["multipart/form-data; boundary=zzz", "--zzz\r\nbroken"],
        ["application/x-www-form-urlencoded", "%%%&&&==="],
        ["application/x-www-form-urlencoded", `message=${"x".repeat(100 * 1024)}`],
      ] as const) {
        const response = await request.post(`${WORK_URL}${path}`, {
          headers: { "Content-Type": type },
          data: body,
          maxRedirects: 0,
        });
        await expectSafe(response, `${path} as ${type}`);
        expect(response.status(), `${path} as ${type}`).toBeGreaterThanOrEqual(400);
      }
    }
  });
});

/* ------------------------------------------------------------------------------------------ */
/* Stored hostile text is shown as text                                                        */
/* ------------------------------------------------------------------------------------------ */

const SCRIPT = "<script>alert(1)</script>";
const IMG = '<img src=x onerror="alert(2)">';

function expectEscaped(html: string, where: string): void {
  expect(html, `${where}: no raw script tag`).not.toContain(SCRIPT);
  expect(html, `${where}: no raw img tag`).not.toContain(IMG);
  expect(html, `${where}: the text is shown escaped`).toContain(
    "&lt;script&gt;alert(1)&lt;/script&gt;",
  );
}

test("hostile text that was accepted is rendered escaped on public and admin pages", async ({
  request,
  page,
}) => {
  const marker = newMarker();
  const category = await request.post(`${WORK_URL}/api/categories`, {
    headers: bearer(token),
    data: { name: `${SCRIPT} ${marker}`, description: `${IMG} ${SCRIPT}` },
  });
  expect(category.status()).toBe(201);
  const { data: stored } = (await category.json()) as { data: { slug: string } };
  const product = await request.post(`${WORK_URL}/api/products`, {
    headers: bearer(token),
    multipart: multipartOf(
      {
        name: `${SCRIPT} Product ${marker}`,
        category: `${SCRIPT} ${marker}`,
        description: `${IMG} ${SCRIPT}`,
        features: `${SCRIPT}\n${IMG}`,
      },
      { name: "p.png", type: "image/png", buffer: png },
    ),
  });
  expect(product.status()).toBe(201);
  const { data: storedProduct } = (await product.json()) as { data: { _id: string } };
  const contact = await request.post(`${WORK_URL}/api/contacts/submit`, {
    data: {
      name: `${SCRIPT} ${marker}`,
      email: "hostile@example.com",
      subject: "general",
      message: `${IMG} ${SCRIPT}`,
    },
  });
  expect(contact.status()).toBe(201);
  const contactId = contactsHolding(marker)[0]?.id;
  // Staff's notes are shown in the details too, and written back into their form.
  const notes = await request.patch(`${WORK_URL}/api/contacts/${contactId}`, {
    headers: bearer(token),
    data: { adminNotes: `${IMG} ${SCRIPT}` },
  });
  expect(notes.status()).toBe(200);
  try {
    const pages: [APIRequestContext, string][] = [
      [request, `/category/${stored.slug}`],
      [request, `/category/${stored.slug}/${storedProduct._id}`],
      [admin, "/admin/categories"],
      [admin, "/admin/products"],
      [admin, `/admin/contact?view=${contactId}`],
    ];
    for (const [context, path] of pages) {
      const response = await context.get(path.startsWith("/") ? `${WORK_URL}${path}` : path);
      expect(response.status(), path).toBe(200);
      expectEscaped(await response.text(), path);
    }
    // In a browser the text shows as text, and nothing runs.
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${WORK_URL}/category/${stored.slug}/${storedProduct._id}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(SCRIPT);
    await expect(page.locator("img[src=x]")).toHaveCount(0);
    expect(dialogs).toEqual([]);
  } finally {
    removeRowsHolding(marker);
  }
});
