/**
 * Cross-site request forgery: every admin change and every API write authenticated by the
 * session cookie must come from this site. Sec-Fetch-Site decides (same-origin or none pass),
 * else Origin must be the site's own; a request with neither (curl, scripts) passes. Bearer
 * calls and the public contact form work from anywhere.
 */
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { ADMIN_PASSWORD, ADMIN_USERNAME } from "../../playwright.config";
import {
  categoryExists,
  findCategory,
  findContacts,
  findGalleryItem,
  removeCategory,
  removeContacts,
  removeGalleryItem,
  trashEntryId,
  uniqueTag,
} from "./support/database";
import { pngBytes } from "./support/files";
import { WORK_URL } from "./support/servers";
import { bearer, signInToken as apiSignIn } from "./support/sign-in";
import { adminTest, expect, test } from "./support/test";

const REFUSED = "This request came from another website and was refused.";
const EVIL = "https://evil.example";

const CROSS_SITE_HEADERS: Record<string, Record<string, string>> = {
  "Sec-Fetch-Site: cross-site": { "Sec-Fetch-Site": "cross-site", Origin: EVIL },
  "Sec-Fetch-Site: same-site": { "Sec-Fetch-Site": "same-site", Origin: "https://shop.localhost" },
  "Origin of another site (no Sec-Fetch-Site)": { Origin: EVIL },
  "Origin: null (no Sec-Fetch-Site)": { Origin: "null" },
};

/**
 * For pages (not resource routes) React Router itself aborts an action whose Origin names another host
 * than Host, before any route code runs; the app's own rule answers the rest with its 403 page.
 */
const FORM_CROSS_SITE_HEADERS: Record<string, Record<string, string>> = {
  "Sec-Fetch-Site: cross-site": { "Sec-Fetch-Site": "cross-site" },
  "Sec-Fetch-Site: same-site": { "Sec-Fetch-Site": "same-site" },
  "Sec-Fetch-Site: cross-site and this site's Origin": {
    "Sec-Fetch-Site": "cross-site",
    Origin: WORK_URL,
  },
};
const FOREIGN_ORIGIN_HEADERS: Record<string, Record<string, string>> = {
  "Origin of another site": { "Sec-Fetch-Site": "cross-site", Origin: EVIL },
  "Origin: null": { Origin: "null" },
};
const SAME_ORIGIN_HEADERS = { "Sec-Fetch-Site": "same-origin", Origin: WORK_URL };

/** A request context on the work server signed in through the HTML form (cookie session). */
async function cookieSession(): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: WORK_URL });
  const response = await context.post("/admin-login", {
    form: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD, redirectTo: "" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  return context;
}

test.describe("admin forms", () => {
  let admin: APIRequestContext;
  test.beforeAll(async () => {
    admin = await cookieSession();
  });
  test.afterAll(async () => {
    await admin.dispose();
  });

  for (const [label, headers] of Object.entries(FORM_CROSS_SITE_HEADERS)) {
    test(`a delete sent with ${label} is refused with 403 and deletes nothing`, async ({
      rows,
    }) => {
      const name = `CSRF Target ${uniqueTag()}`;
      const category = rows.category({ name: name });
      try {
        const response = await admin.post("/admin/categories", {
          headers,
          form: { intent: "delete", id: String(category.id), confirmed: "yes" },
          maxRedirects: 0,
        });
        expect(response.status()).toBe(403);
        expect(response.headers()["content-type"]).toContain("text/html");
        const page = await response.text();
        expect(page).toContain("Request Refused");
        expect(page).toContain(REFUSED);
        expect(categoryExists(category.id)).toBe(true);
      } finally {
        removeCategory(name);
      }
    });
  }

  for (const [label, headers] of Object.entries(FOREIGN_ORIGIN_HEADERS)) {
    test(`a delete sent with ${label} is refused before the action runs`, async ({ rows }) => {
      const name = `CSRF Origin ${uniqueTag()}`;
      const category = rows.category({ name: name });
      try {
        const response = await admin.post("/admin/categories", {
          headers,
          form: { intent: "delete", id: String(category.id), confirmed: "yes" },
          maxRedirects: 0,
        });
        expect(response.status()).toBeGreaterThanOrEqual(400);
        expect(categoryExists(category.id)).toBe(true);
      } finally {
        removeCategory(name);
      }
    });
  }

  test("the same delete from this site (or from a client that names no origin) goes through", async ({
    rows,
  }) => {
    const sameSite = rows.category({ name: `CSRF Same ${uniqueTag()}` });
    const noHeaders = rows.category({ name: `CSRF Plain ${uniqueTag()}` });
    for (const [category, headers] of [
      [sameSite, SAME_ORIGIN_HEADERS],
      [noHeaders, {}],
    ] as const) {
      const response = await admin.post("/admin/categories", {
        headers,
        form: { intent: "delete", id: String(category.id), confirmed: "yes" },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      expect(response.headers()["location"]).toBe(
        `/admin/categories?notice=category-deleted&trashed=${trashEntryId("categories", category.id)}`,
      );
      expect(categoryExists(category.id)).toBe(false);
    }
  });

  test("a create sent from another site stores nothing; reading admin pages is not affected", async () => {
    const name = `CSRF Create ${uniqueTag()}`;
    const refused = await admin.post("/admin/categories", {
      headers: FORM_CROSS_SITE_HEADERS["Sec-Fetch-Site: cross-site"],
      form: { intent: "save", name, description: "Should never be stored." },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(403);
    expect(findCategory(name)).toBeUndefined();
    // A cross-site GET (following a link) still opens the page.
    const page = await admin.get("/admin/categories", {
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(page.status()).toBe(200);
  });

  test("a photo upload sent to the upload route from another site stores nothing", async () => {
    const title = `CSRF Upload ${uniqueTag()}`;
    const multipart = {
      intent: "save",
      title,
      eventType: "training",
      date: "2024-01-02",
      location: "Lahore",
      description: "Sent as the gallery page's script sends it.",
      images: { name: "field.png", mimeType: "image/png", buffer: await pngBytes() },
    };
    try {
      for (const [label, headers] of Object.entries({
        ...FORM_CROSS_SITE_HEADERS,
        ...FOREIGN_ORIGIN_HEADERS,
      })) {
        const refused = await admin.post("/admin/upload/gallery", {
          headers,
          multipart,
          maxRedirects: 0,
        });
        expect(refused.status(), label).toBe(403);
        expect(await refused.text(), label).toContain("another website");
        expect(findGalleryItem(title), label).toBeUndefined();
      }
      // From this site it is saved, as the gallery page saves it.
      const saved = await admin.post("/admin/upload/gallery", {
        headers: SAME_ORIGIN_HEADERS,
        multipart,
        maxRedirects: 0,
      });
      expect(await saved.json()).toEqual({ redirect: "/admin/gallery?notice=gallery-created" });
      expect(findGalleryItem(title)).toBeDefined();
    } finally {
      removeGalleryItem(title);
    }
  });

  test("a message opened from another site is shown but stays New; opened here it is Read", async ({
    rows,
  }) => {
    const tag = uniqueTag();
    const email = `csrf-view-${tag}@example.com`;
    const opened: [string, Record<string, string>, "new" | "read"][] = [
      ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }, "new"],
      ["Sec-Fetch-Site: same-site", { "Sec-Fetch-Site": "same-site" }, "new"],
      ["a Referer of another site", { Referer: `${EVIL}/inbox-trap` }, "new"],
      ["no header saying where from", {}, "new"],
      ["Sec-Fetch-Site: same-origin", { "Sec-Fetch-Site": "same-origin" }, "read"],
      ["Sec-Fetch-Site: none (a typed address)", { "Sec-Fetch-Site": "none" }, "read"],
      ["this site's Referer", { Referer: `${WORK_URL}/admin/contact` }, "read"],
    ];
    for (const [index, [label, headers, status]] of opened.entries()) {
      const name = `CSRF Viewed ${index} ${tag}`;
      const contact = rows.contact({ name, email });
      const page = await admin.get(`/admin/contact?view=${contact.id}`, {
        headers,
        maxRedirects: 0,
      });
      expect(page.status(), label).toBe(200);
      expect(await page.text(), label).toContain(`Message from <bdi>${name}</bdi>`);
      const stored = findContacts(email).find((row) => row.id === contact.id);
      expect(stored?.status, label).toBe(status);
    }
  });

  test("logout sent from another site is refused and the session stays", async () => {
    const session = await cookieSession();
    try {
      const refused = await session.post("/admin/logout", {
        headers: FORM_CROSS_SITE_HEADERS["Sec-Fetch-Site: cross-site"],
        maxRedirects: 0,
      });
      expect(refused.status()).toBe(403);
      const still = await session.get("/admin/dashboard", { maxRedirects: 0 });
      expect(still.status()).toBe(200);
      const out = await session.post("/admin/logout", {
        headers: SAME_ORIGIN_HEADERS,
        maxRedirects: 0,
      });
      expect(out.status()).toBe(302);
      expect((await session.get("/admin/dashboard", { maxRedirects: 0 })).status()).toBe(302);
    } finally {
      await session.dispose();
    }
  });

  test("the sign-in form refuses a post from another site and sets no cookie", async ({
    request,
  }) => {
    const refused = await request.post(`${WORK_URL}/admin-login`, {
      headers: FORM_CROSS_SITE_HEADERS["Sec-Fetch-Site: cross-site"],
      form: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD, redirectTo: "" },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain(REFUSED);
    expect(refused.headers()["set-cookie"] ?? "").not.toContain("admin_session=");
    const same = await request.post(`${WORK_URL}/admin-login`, {
      headers: SAME_ORIGIN_HEADERS,
      form: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD, redirectTo: "" },
      maxRedirects: 0,
    });
    expect(same.status()).toBe(302);
  });
});

adminTest(
  "a signed-in admin's browser submitting another site's form deletes nothing",
  async ({ page, rows }) => {
    const name = `CSRF Browser ${uniqueTag()}`;
    const category = rows.category({ name: name });
    try {
      await page.route("http://evil.test/**", (route) =>
        route.fulfill({
          contentType: "text/html",
          body:
            `<form method="post" action="${WORK_URL}/admin/categories">` +
            `<input name="intent" value="delete"><input name="id" value="${category.id}">` +
            `<input name="confirmed" value="yes"><button>Win a prize</button></form>`,
        }),
      );
      await page.goto("http://evil.test/prize");
      const navigation = page.waitForResponse(`${WORK_URL}/admin/categories`);
      await page.getByRole("button", { name: "Win a prize" }).click();
      // The browser sends Origin: http://evil.test, which React Router refuses before the action.
      expect((await navigation).status()).toBeGreaterThanOrEqual(400);
      expect(categoryExists(category.id)).toBe(true);
    } finally {
      removeCategory(name);
    }
  },
);

test.describe("REST API", () => {
  let admin: APIRequestContext;
  test.beforeAll(async () => {
    admin = await cookieSession();
  });
  test.afterAll(async () => {
    await admin.dispose();
  });

  test("a write authenticated by the cookie from another site is 403 in the JSON envelope", async ({
    rows,
  }) => {
    const name = `CSRF API ${uniqueTag()}`;
    for (const headers of Object.values(CROSS_SITE_HEADERS)) {
      const response = await admin.post("/api/categories", {
        headers,
        data: { name, description: "Should never be stored." },
      });
      expect(response.status()).toBe(403);
      const body = (await response.json()) as { success: boolean; message: string };
      expect(body.success).toBe(false);
      expect(body.message).toContain(REFUSED);
    }
    expect(findCategory(name)).toBeUndefined();

    const target = rows.category({ name: `CSRF API Delete ${uniqueTag()}` });
    try {
      const refused = await admin.delete(`/api/categories/${target.id}`, {
        headers: CROSS_SITE_HEADERS["Sec-Fetch-Site: cross-site"],
      });
      expect(refused.status()).toBe(403);
      expect(categoryExists(target.id)).toBe(true);
      const logout = await admin.post("/api/auth/admin/logout", {
        headers: CROSS_SITE_HEADERS["Sec-Fetch-Site: cross-site"],
      });
      expect(logout.status()).toBe(403);
      // From this site the same cookie writes.
      const deleted = await admin.delete(`/api/categories/${target.id}`, {
        headers: SAME_ORIGIN_HEADERS,
      });
      expect(deleted.status()).toBe(200);
      expect(categoryExists(target.id)).toBe(false);
    } finally {
      removeCategory(target.name);
    }
  });

  test("a bearer token works from anywhere, even with another site's headers", async ({
    request,
  }) => {
    const token = await apiSignIn(request);
    const name = `CSRF Bearer ${uniqueTag()}`;
    try {
      const response = await request.post(`${WORK_URL}/api/categories`, {
        headers: { ...bearer(token), ...CROSS_SITE_HEADERS["Sec-Fetch-Site: cross-site"] },
        data: { name, description: "Made with a bearer token from another origin." },
      });
      expect(response.status()).toBe(201);
      expect(findCategory(name)).toBeDefined();
    } finally {
      removeCategory(name);
    }
  });

  test("without a session the answer stays 401, wherever the request comes from", async ({
    request,
  }) => {
    const response = await request.post(`${WORK_URL}/api/categories`, {
      headers: CROSS_SITE_HEADERS["Sec-Fetch-Site: cross-site"],
      data: { name: "x", description: "y" },
    });
    expect(response.status()).toBe(401);
  });
});

test.describe("public forms", () => {
  test("the contact form and the contact API accept messages sent from other sites", async ({
    request,
  }) => {
    const email = `csrf-${uniqueTag()}@example.com`;
    const message = {
      name: "Visitor",
      email,
      subject: "general",
      message: "Hello from a partner site",
    };
    try {
      const form = await request.post(`${WORK_URL}/contact`, {
        headers: {
          ...FORM_CROSS_SITE_HEADERS["Sec-Fetch-Site: cross-site"],
          "X-Forwarded-For": "198.51.100.71",
        },
        form: message,
      });
      expect(form.status()).toBe(200);
      const api = await request.post(`${WORK_URL}/api/contacts/submit`, {
        headers: {
          ...CROSS_SITE_HEADERS["Sec-Fetch-Site: cross-site"],
          "X-Forwarded-For": "198.51.100.72",
        },
        // Another text: the same one again within the hour would be stored once.
        data: { ...message, message: "Hello again, through the API" },
      });
      expect(api.status()).toBe(201);
      expect(findContacts(email)).toHaveLength(2);
    } finally {
      removeContacts(email);
    }
  });
});
