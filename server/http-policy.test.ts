import { describe, expect, it } from "vitest";
import { MAP_EMBED_URL } from "../app/config/site.ts";
import {
  brotliCopyOf,
  contentSecurityPolicy,
  crossSiteFormPost,
  createNonce,
  defaultCacheControl,
  SHARED_CACHE_CONTROL,
  etagMatches,
  isPathTarget,
  NONCE_LENGTH,
  originOf,
  securityHeaders,
  shouldRevalidate,
  wantsMapFrame,
  weakEtag,
} from "./http-policy.ts";

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe("content security policy", () => {
  it("allows scripts from the site and the response's nonce only", () => {
    const policy = contentSecurityPolicy({ nonce: "abc123", allowMapFrame: false, https: false });
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("unsafe-eval");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(policy, "frame-src")).toBe("frame-src 'none'");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
  });

  it("allows styles from the site and the inline styles named by their hashes only", () => {
    const bare = contentSecurityPolicy({ nonce: "n", allowMapFrame: false, https: false });
    expect(directive(bare, "style-src")).toBe("style-src 'self'");
    const policy = contentSecurityPolicy({
      nonce: "n",
      allowMapFrame: false,
      https: false,
      styleHashes: ["'sha256-abc='", "'sha256-def='"],
    });
    expect(directive(policy, "style-src")).toBe("style-src 'self' 'sha256-abc=' 'sha256-def='");
    expect(directive(policy, "style-src")).not.toContain("nonce");
  });

  it("names no nonce in the policy of an answer shared caches repeat to everyone", () => {
    const policy = contentSecurityPolicy({
      nonce: null,
      allowMapFrame: false,
      https: false,
      scriptHashes: ["'sha256-abc='"],
    });
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'sha256-abc='");
    expect(policy).not.toContain("nonce");
  });

  it("allows the inline scripts named by their hashes beside the nonce", () => {
    const policy = contentSecurityPolicy({
      nonce: "n",
      allowMapFrame: false,
      https: false,
      scriptHashes: ["'sha256-abc='"],
    });
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-n' 'sha256-abc='");
  });

  it("allows the map's frame only when asked, and upgrades requests over HTTPS", () => {
    const policy = contentSecurityPolicy({ nonce: "n", allowMapFrame: true, https: true });
    // Only the map the contact page embeds may load in a frame.
    expect(directive(policy, "frame-src")).toBe(`frame-src ${new URL(MAP_EMBED_URL).origin}`);
    expect(policy).toContain("upgrade-insecure-requests");
  });

  it("knows the contact page's map request", () => {
    expect(wantsMapFrame("/contact", "?map=1")).toBe(true);
    expect(wantsMapFrame("/contact/", "map=1")).toBe(true);
    expect(wantsMapFrame("/ur/contact", "?map=1")).toBe(true);
    expect(wantsMapFrame("/contact", "")).toBe(false);
    expect(wantsMapFrame("/contact", "?map=1&map=1")).toBe(false);
    expect(wantsMapFrame("/contact", "?map=0")).toBe(false);
    expect(wantsMapFrame("/about", "?map=1")).toBe(false);
    expect(wantsMapFrame("/fr/contact", "?map=1")).toBe(false);
  });

  it("makes a different nonce every time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    // The page cache's gzip copy counts on the length.
    for (const nonce of nonces) expect(nonce).toHaveLength(NONCE_LENGTH);
  });
});

describe("security headers", () => {
  it("sends HSTS over HTTPS only", () => {
    expect(securityHeaders({ https: false })).not.toHaveProperty("Strict-Transport-Security");
    expect(securityHeaders({ https: true })["Strict-Transport-Security"]).toMatch(/max-age=\d{8}/);
    expect(securityHeaders({ https: false })).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
    });
  });
});

describe("caching", () => {
  it("keeps answers to requests with credentials or any cookie out of every cache", () => {
    expect(defaultCacheControl({})).toBe("no-cache");
    expect(defaultCacheControl({ cookie: "admin_session=x" })).toBe("private, no-store");
    expect(defaultCacheControl({ cookie: "theme=dark" })).toBe("private, no-store");
    expect(defaultCacheControl({ authorization: "Bearer x" })).toBe("private, no-store");
  });

  it("lets shared caches keep a shared answer while browsers ask every time", () => {
    const directives = SHARED_CACHE_CONTROL.split(",").map((part) => part.trim());
    expect(directives).toEqual(
      expect.arrayContaining(["public", "max-age=0", "must-revalidate", "s-maxage=600"]),
    );
    // Browsers that honour stale-while-revalidate would show a page from before a change.
    expect(SHARED_CACHE_CONTROL).not.toMatch(/stale-while-revalidate|private|no-store|no-cache/);
  });

  it("revalidates successful text reads that may be stored", () => {
    const page = () => new Response("<p>hi</p>", { headers: { "Content-Type": "text/html" } });
    expect(shouldRevalidate("GET", page())).toBe(true);
    expect(shouldRevalidate("HEAD", page())).toBe(true);
    expect(shouldRevalidate("POST", page())).toBe(false);
    expect(shouldRevalidate("GET", Response.json({ a: 1 }))).toBe(true);
    expect(shouldRevalidate("GET", Response.json({ a: 1 }, { status: 404 }))).toBe(false);
    const admin = new Response("x", {
      headers: { "Content-Type": "text/html", "Cache-Control": "no-store" },
    });
    expect(shouldRevalidate("GET", admin)).toBe(false);
    const image = new Response("x", { headers: { "Content-Type": "image/webp" } });
    expect(shouldRevalidate("GET", image)).toBe(false);
    const tagged = new Response("x", { headers: { "Content-Type": "text/html", ETag: '"1"' } });
    expect(shouldRevalidate("GET", tagged)).toBe(false);
  });

  it("gives the same page the same ETag whatever its nonce, and another page another", () => {
    const page = (nonce: string, text: string) =>
      Buffer.from(`<script nonce="${nonce}">go()</script><p>${text}</p>`);
    const first = weakEtag(page("AAAA", "Products"), "AAAA");
    expect(first).toMatch(/^W\/"[\w-]{27}"$/);
    expect(weakEtag(page("BBBB", "Products"), "BBBB")).toBe(first);
    expect(weakEtag(page("AAAA", "Gallery"), "AAAA")).not.toBe(first);
    expect(weakEtag(Buffer.from("{}"), undefined)).not.toBe(weakEtag(Buffer.from("[]"), undefined));
  });

  it("compares If-None-Match weakly, in lists and with *", () => {
    const etag = 'W/"abc"';
    expect(etagMatches('W/"abc"', etag)).toBe(true);
    expect(etagMatches('"abc"', etag)).toBe(true);
    expect(etagMatches('"x", W/"abc"', etag)).toBe(true);
    expect(etagMatches("*", etag)).toBe(true);
    expect(etagMatches('W/"abd"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches("", etag)).toBe(false);
  });
});

describe("precompressed assets", () => {
  const copies = new Set(["root-abc.js", "app-def.css"]);

  it("sends the brotli copy of an asset that has one to a client that takes brotli", () => {
    expect(brotliCopyOf("/root-abc.js", copies, true)).toBe("root-abc.js.br");
    expect(brotliCopyOf("/app-def.css", copies, true)).toBe("app-def.css.br");
  });

  it("falls back to the plain file otherwise", () => {
    expect(brotliCopyOf("/root-abc.js", copies, false)).toBeUndefined();
    expect(brotliCopyOf("/other.js", copies, true)).toBeUndefined();
    expect(brotliCopyOf("/../root-abc.js", copies, true)).toBeUndefined();
  });
});

describe("cross-site form posts", () => {
  const post = (path: string, origin: string | undefined, method = "POST") =>
    crossSiteFormPost({ method, path, origin, host: "shop.example:8080" });

  it("refuses a form post whose Origin is another host, or opaque", () => {
    expect(post("/admin/categories", "https://evil.example")).toBe("refuse");
    expect(post("/admin-login", "http://shop.example")).toBe("refuse");
    expect(post("/admin/products", "null")).toBe("refuse");
    expect(post("/admin/products", "not a url")).toBe("refuse");
    expect(post("/admin/gallery", "https://evil.example", "DELETE")).toBe("refuse");
  });

  it("lets same-site posts, posts without Origin, reads and API calls through", () => {
    expect(post("/admin/categories", "http://shop.example:8080")).toBe("pass");
    expect(post("/admin/categories", undefined)).toBe("pass");
    expect(post("/admin/categories", "https://evil.example", "GET")).toBe("pass");
    expect(post("/api/categories", "https://evil.example")).toBe("pass");
  });

  it("takes contact messages from anywhere", () => {
    expect(post("/contact", "https://dealer.example")).toBe("contact");
    expect(post("/contact/", "null")).toBe("contact");
  });
});

describe("the origin of a request", () => {
  it("is the scheme and host as URLs write them", () => {
    expect(originOf("http", "agro.example.pk")).toBe("http://agro.example.pk");
    expect(originOf("https", "AGRO.example.PK")).toBe("https://agro.example.pk");
    expect(originOf("https", "agro.example.pk:443")).toBe("https://agro.example.pk");
    expect(originOf("http", "localhost:3000")).toBe("http://localhost:3000");
    expect(originOf("http", "127.0.0.1:3000")).toBe("http://127.0.0.1:3000");
    expect(originOf("http", "[::1]:3000")).toBe("http://[::1]:3000");
    expect(originOf("http", "agro.example.pk.")).toBe("http://agro.example.pk.");
    expect(originOf("HTTPS", "agro.example.pk")).toBe("https://agro.example.pk");
  });

  it("is none for a host a URL cannot hold or would read as something else", () => {
    for (const host of [
      "",
      "a b",
      "[::1",
      "::1",
      "a@b",
      "a/b",
      "a?b",
      "a#b",
      "a\\b",
      "%41",
      "a:99999",
      "a:",
      "a:b",
      "999.1.1.1",
      "1.2.3.4.5",
      "é.example",
      `${"a".repeat(300)}.example`,
    ]) {
      expect(originOf("http", host), host).toBeNull();
    }
  });

  it("is none for a scheme other than http and https", () => {
    expect(originOf("javascript", "agro.example.pk")).toBeNull();
    expect(originOf("ftp", "agro.example.pk")).toBeNull();
    expect(originOf("", "agro.example.pk")).toBeNull();
  });
});

describe("request targets", () => {
  it("are taken as paths only", () => {
    expect(isPathTarget("/")).toBe(true);
    expect(isPathTarget("/about?x=1")).toBe(true);
    expect(isPathTarget("http://evil.example/")).toBe(false);
    expect(isPathTarget("*")).toBe(false);
    expect(isPathTarget("about")).toBe(false);
  });
});
