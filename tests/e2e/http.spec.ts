/**
 * HTTP as the production server answers it: security headers and the CSP nonce, compression,
 * caching and conditional requests. Checked on the raw responses, then in the browser, where a
 * wrong CSP would show as blocked scripts or frames.
 */
import { createHash } from "node:crypto";
import { type APIRequestContext, type APIResponse } from "@playwright/test";
import { contactsHolding } from "./support/database";
import { openSiteFromAdmin } from "./support/pages";
import { WORK_URL } from "./support/servers";
import { adminTest, expect, test } from "./support/test";

async function get(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  return request.get(path, { headers, maxRedirects: 0 });
}

function cspOf(response: APIResponse): string {
  return response.headers()["content-security-policy"] ?? "";
}

test("pages carry the security headers and a fresh nonce; every inline script has it or is allowed by its hash", async ({
  request,
}) => {
  // The admin's pages hydrate (the router's scripts carry the nonce); public pages are sent
  // without the router's scripts (their own are the same on every response, allowed by their
  // hashes).
  for (const path of ["/admin-login", "/", "/contact"]) {
    const first = await get(request, path);
    const second = await get(request, path);
    expect(first.status()).toBe(200);
    const headers = first.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["strict-transport-security"], "no HSTS over plain http").toBeUndefined();
    expect(headers["x-powered-by"]).toBeUndefined();

    const csp = cspOf(first);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toContain("unsafe-inline");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    // A public page with nothing per response goes to shared caches, repeated to everyone: its
    // policy names no nonce at all (its scripts go by their hashes). Others get a fresh one.
    if (path === "/") {
      expect(csp).not.toContain("nonce");
      expect(cspOf(second)).toBe(csp);
    } else {
      expect(nonce).toBeTruthy();
      expect(/'nonce-([^']+)'/.exec(cspOf(second))?.[1]).not.toBe(nonce);
    }
    const scriptSrc = csp.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";

    const html = await first.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .map((match) => ({ attributes: match[1] ?? "", text: match[2] ?? "" }))
      .filter(({ attributes }) => !/\bsrc=/.test(attributes));
    expect(inline.length, `${path}: inline scripts`).toBeGreaterThan(0);
    let nonced = 0;
    for (const { attributes, text } of inline) {
      if (/type="application\/ld\+json"/.test(attributes)) continue;
      if (attributes.includes("nonce=")) {
        expect(attributes).toContain(`nonce="${nonce}"`);
        nonced += 1;
      } else {
        const hash = createHash("sha256").update(text, "utf8").digest("base64");
        expect(scriptSrc, `${path}: a script without the nonce`).toContain(`'sha256-${hash}'`);
      }
    }
    expect(nonced > 0, `${path}: scripts with the nonce`).toBe(path === "/admin-login");
  }
});

test("the stylesheet is inline in the head, each inline stylesheet allowed by its hash, with no nonce before the body", async ({
  request,
}) => {
  let styleText: string | undefined;
  for (const path of ["/", "/about", "/ur/gallery", "/no-such-page", "/admin-login"]) {
    const response = await get(request, path);
    const html = await response.text();
    const head = html.slice(0, html.indexOf("</head>"));
    const style = /<style id="site-style">([\s\S]*?)<\/style>/.exec(head)?.[1];
    expect(style?.length, path).toBeGreaterThan(1000);
    styleText ??= style;
    expect(style, `${path}: the same stylesheet on every page`).toBe(styleText);
    const hash = createHash("sha256").update(style!, "utf8").digest("base64");
    const styleSrc = cspOf(response)
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith("style-src "));
    // The site's stylesheet first, then the page stylesheets (the home page's) by their hashes;
    // every <style> a page carries is allowed by one of them, and nothing else is.
    const sources = styleSrc?.split(" ").slice(1) ?? [];
    expect(sources.slice(0, 2), path).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(
      sources.every((source) => /^'sha256-[\w+/=]+'$/.test(source) || source === "'self'"),
    ).toBe(true);
    for (const [, text] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
      const pageHash = createHash("sha256")
        .update(text ?? "", "utf8")
        .digest("base64");
      expect(sources, `${path}: a <style> the policy does not allow`).toContain(
        `'sha256-${pageHash}'`,
      );
    }
    // A page can be stored with its nonce filled in later: nothing before the body carries one.
    // (The admin's pages, never kept, hydrate: the router's <Links> gives their links its nonce.)
    if (path !== "/admin-login") expect(head, path).not.toContain("nonce");
    if (path !== "/admin-login") expect(head, path).not.toContain('rel="stylesheet"');
  }
});

test("static files, uploads, API answers and error answers carry the headers too", async ({
  request,
}) => {
  const asset = /(\/assets\/[\w.-]+\.js)/.exec(
    await (await get(request, "/admin-login")).text(),
  )?.[1];
  const upload = /(\/uploads\/[^"\s?]+)/.exec(await (await get(request, "/gallery")).text())?.[1];
  expect(asset && upload).toBeTruthy();
  for (const path of [
    asset!,
    upload!,
    "/favicon.svg",
    "/api/products",
    "/no-such-page",
    "/api/nope",
  ]) {
    const response = await get(request, path);
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
    expect(cspOf(response), path).toContain("frame-ancestors 'none'");
    expect(response.headers()["x-content-type-options"], `${path} once`).not.toContain(",");
  }
});

test("hashed assets and uploaded images are cached for good", async ({ request }) => {
  const html = await (await get(request, "/gallery")).text();
  // Public pages carry their stylesheet inline; the admin's is a file.
  const adminHtml = await (await get(request, "/admin-login")).text();
  const asset = /(\/assets\/[\w.-]+\.css)/.exec(adminHtml)?.[1];
  const upload = /(\/uploads\/[^"\s?]+)/.exec(html)?.[1];
  for (const path of [asset!, upload!]) {
    const cacheControl = (await get(request, path)).headers()["cache-control"] ?? "";
    expect(cacheControl, path).toContain("immutable");
    expect(cacheControl, path).toContain("max-age=31536000");
  }
});

test("text answers are compressed, with brotli when the client accepts it", async ({ request }) => {
  // The React and router runtime, which the admin's pages load (public pages are sent without
  // it): the largest script (some are under 1 KB, sent as they are).
  const adminHtml = await (await get(request, "/admin-login")).text();
  const script = /(\/assets\/entry\.client-[\w.-]+\.js)/.exec(adminHtml)?.[1];
  const stylesheet = /(\/assets\/[\w.-]+\.css)/.exec(adminHtml)?.[1];
  // (Files under 1 KB, such as the favicon, are sent as they are.)
  for (const path of ["/", "/api/products", script!, stylesheet!, "/sitemap.xml"]) {
    const brotli = await get(request, path, { "Accept-Encoding": "br, gzip" });
    // A kept page with a nonce in its scripts is sent gzip, spliced around the nonce: a brotli
    // stream cannot be (server/page-cache.ts).
    const spliced = path === "/" && (await (await get(request, "/")).text()).includes(' nonce="');
    expect(brotli.headers()["content-encoding"], path).toBe(spliced ? "gzip" : "br");
    const gzip = await get(request, path, { "Accept-Encoding": "gzip" });
    expect(gzip.headers()["content-encoding"], path).toBe("gzip");
    if (path === script) {
      // The copy compressed at build time, whole (its length known), not compressed on the fly.
      const sent = Number(brotli.headers()["content-length"]);
      expect(sent, "brotli copy's length").toBeGreaterThan(0);
      expect(sent).toBeLessThan((await brotli.body()).length / 2);
    }
    // Playwright decodes the body: the same content either way (but for the page's nonce).
    const withoutNonce = async (response: APIResponse) =>
      (await response.text()).replace(/nonce="[^"]*"/g, "");
    expect(await withoutNonce(brotli), path).toBe(await withoutNonce(gzip));
  }
});

test("pages, their data and API reads answer 304 when unchanged", async ({ request }) => {
  for (const path of [
    "/",
    "/about",
    "/gallery",
    "/api/products",
    "/api/categories",
    "/about.data",
  ]) {
    const first = await get(request, path);
    expect(first.status(), path).toBe(200);
    // Shared caches in front may keep them (purged on every change); browsers ask every time.
    expect(first.headers()["cache-control"], path).toBe(
      "public, max-age=0, must-revalidate, s-maxage=600",
    );
    const etag = first.headers()["etag"];
    expect(etag, path).toMatch(/^W\/".+"$/);

    const again = await get(request, path, { "If-None-Match": etag! });
    expect(again.status(), path).toBe(304);
    expect((await again.body()).length, path).toBe(0);
    expect(again.headers()["etag"], path).toBe(etag);
    // The browser keeps the CSP its stored copy came with.
    expect(again.headers()["content-security-policy"], path).toBeUndefined();

    const stale = await get(request, path, { "If-None-Match": 'W/"something-else"' });
    expect(stale.status(), path).toBe(200);
  }
});

test("a change shows at once: the ETag follows the data", async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: WORK_URL });
  try {
    const before = await get(request, "/api/categories");
    const etag = before.headers()["etag"]!;
    const name = `E2E Cache ${Date.now()}`;
    const created = await request.post("/api/auth/admin-login", {
      data: { username: "admin", password: process.env.ADMIN_PASSWORD ?? "e2e-admin-password" },
    });
    const token = (await created.json()).data.token as string;
    const auth = { Authorization: `Bearer ${token}` };
    const category = await request.post("/api/categories", {
      headers: auth,
      data: { name, description: "Cache test." },
    });
    expect(category.status()).toBe(201);
    const after = await get(request, "/api/categories", { "If-None-Match": etag });
    expect(after.status()).toBe(200);
    expect(await after.text()).toContain(name);
    const id = (await category.json()).data.id as number;
    await request.delete(`/api/categories/${id}`, { headers: auth });
  } finally {
    await request.dispose();
  }
});

test("a form posted from another site is refused with a page that says so", async ({ request }) => {
  for (const path of ["/admin/categories", "/admin-login", "/admin/logout"]) {
    const response = await request.post(`${WORK_URL}${path}`, {
      form: { intent: "create", name: "x", username: "admin", password: "x" },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(403);
    expect(await response.text(), path).toContain("sent from another website");
  }
  // The contact form acts for no one signed in: another site may post to it.
  const marker = `cross-site-${Date.now()}`;
  const contact = await request.post(`${WORK_URL}/contact`, {
    form: {
      name: "Dealer Site",
      email: "dealer@example.com",
      subject: "general",
      message: `A message posted by a form on a dealer's own website, ${marker}.`,
    },
    headers: { Origin: "https://dealer.example" },
    maxRedirects: 0,
  });
  expect(contact.status()).toBeLessThan(400);
  expect(contactsHolding(marker)).toHaveLength(1);
});

adminTest("admin pages are never stored", async ({ page }) => {
  const response = await page.request.get(`${WORK_URL}/admin/dashboard`, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  // For the signed-in administrator alone: no cache, shared or the browser's, keeps it.
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  expect(response.headers()["etag"]).toBeUndefined();
  const signedOut = await page.request.fetch(`${WORK_URL}/admin/dashboard`, {
    headers: { Cookie: "" },
    maxRedirects: 0,
  });
  expect(signedOut.status()).toBe(302);
});

test.describe("in the browser", () => {
  test("pages hydrate and navigate with no script blocked by the CSP @nojs", async ({
    page,
  }, testInfo) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text()))
        violations.push(message.text());
    });
    // The home page, the gallery and the contact page run their own scripts.
    await page.goto("/");
    await expect(page.locator(".hero")).toBeVisible();
    await page.goto("/gallery?event=1");
    await expect(page.getByRole("dialog")).toBeVisible();
    if (testInfo.project.name === "js") await expect(page.getByRole("dialog")).toBeFocused();
    await page.goto("/contact");
    await expect(page.locator("form.contact-form")).toBeVisible();
    // The admin's pages hydrate, and move to a public page in place.
    if (testInfo.project.name === "js") await openSiteFromAdmin(page, "/about");
    // Styled by the inline stylesheet, before and after a client-side navigation alike.
    await expect(page.locator("style#site-style")).toHaveCount(1);
    await expect(page.locator(".topbar")).toHaveCSS("background-color", "rgb(13, 59, 18)");
    expect(violations).toEqual([]);
  });

  test("the contact map's frame is allowed only when asked for @nojs", async ({ page }) => {
    await page.route("https://www.google.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<p>map</p>" }),
    );
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to frame/i.test(message.text()))
        violations.push(message.text());
    });
    await page.goto("/contact");
    await page.getByRole("link", { name: "Show map" }).click();
    await expect(page).toHaveURL(/map=1/);
    const frame = page.frameLocator("#map iframe");
    await expect(frame.getByText("map")).toBeVisible();
    expect(violations).toEqual([]);
  });
});
