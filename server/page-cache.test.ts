import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  bodyOf,
  chooseEncoding,
  createMarks,
  createPageCache,
  createTemplate,
  entryBytes,
  isKeptAddress,
  isSharedTemplate,
  MAX_KEY_LENGTH,
  maxEntriesFor,
  mayAnswerFromCache,
  mayKeep,
  splitAtMarks,
  withBestBrotli,
  type Template,
} from "./page-cache.ts";

const marks = createMarks();
const html = { "Content-Type": "text/html; charset=utf-8" };

/** A page like the app's: the nonce several times near the end, a form's token in the middle. */
function renderedPage(words = 400) {
  const text = Array.from({ length: words }, (_, index) => `word${index % 37}`).join(" ");
  return Buffer.from(
    `<!DOCTYPE html><html><head><title>Fungicides</title></head><body><p>${text}</p>` +
      `<form><input type="hidden" name="started" value="${marks.formTimingToken}"/></form>` +
      `<p>${text}</p><script nonce="${marks.nonce}">window.__ctx = {"started":"${marks.formTimingToken}"};</script>` +
      `<script nonce="${marks.nonce}" type="module">import "/assets/entry.js";</script></body></html>`,
  );
}

async function template(body: Buffer, headers: Record<string, string> = html, status = 200) {
  return createTemplate({ status, statusText: "", headers: new Headers(headers), body }, marks);
}

function filled(body: Buffer, nonce: string, token: string) {
  return body
    .toString("utf8")
    .split(marks.nonce)
    .join(nonce)
    .split(marks.formTimingToken)
    .join(token);
}

describe("page templates", () => {
  it("cut the body at every mark, in order", () => {
    const parts = splitAtMarks(
      Buffer.from(`a${marks.nonce}b${marks.formTimingToken}${marks.nonce}`),
      marks,
    );
    expect(parts.map((part) => (typeof part === "string" ? part : part.toString()))).toEqual([
      "a",
      "nonce",
      "b",
      "formTimingToken",
      "nonce",
    ]);
  });

  it("send each response its own values, plain and in a gzip stream that decodes to the same", async () => {
    const body = renderedPage();
    const page = await template(body);
    expect(page.brotli).toBeNull();
    const bodies = new Set<string>();
    for (const [nonce, token] of [
      ["Zm9vYmFyYmF6cXV4cXV1eA==", "1795452625895.kRSj1L6EuEBS6HQw7vvy5e"],
      ["YWJjZGVmZ2hpamtsbW5vcA==", "1795452625903.vqSVx1D3GEgKq2cNeW0Oa1"],
    ] as const) {
      const fills = { nonce: () => nonce, formTimingToken: () => token };
      const expected = filled(body, nonce, token);
      expect(bodyOf(page, "identity", fills).toString()).toBe(expected);
      const gzip = bodyOf(page, "gzip", fills);
      expect(gunzipSync(gzip).toString()).toBe(expected);
      // Compressed, not just wrapped: the fixed parts were deflated.
      expect(gzip.length).toBeLessThan(body.length / 3);
      bodies.add(expected);
    }
    expect(bodies.size).toBe(2);
  });

  it("compress a page with values to fill in about as well as the page compressed whole", async () => {
    const body = renderedPage();
    const page = await template(body);
    const fills = {
      nonce: () => "Zm9vYmFyYmF6cXV4cXV1eA==",
      formTimingToken: () => "1795452625895.kRSj1L6EuEBS6HQw7vvy5e",
    };
    const whole = gzipSync(Buffer.from(filled(body, fills.nonce(), fills.formTimingToken())), {
      level: 9,
    });
    // Each part costs a few bytes of framing; the text repeated after a value is not paid twice.
    const size = bodyOf(page, "gzip", fills).length;
    expect(size).toBeLessThan(whole.length + 150);
    // A value of another length would break the references after it: refused, not sent wrong.
    expect(() => bodyOf(page, "gzip", { ...fills, nonce: () => "short" })).toThrow(/nonce/);
    expect(bodyOf(page, "identity", { ...fills, nonce: () => "short" }).toString()).toContain(
      'nonce="short"',
    );
  });

  it("still splice correctly a page that holds a zero byte", async () => {
    const body = Buffer.from(renderedPage().toString().replace("word3 ", "word3\u0000 "));
    expect(body.includes(0)).toBe(true);
    const page = await template(body);
    const fills = {
      nonce: () => "YWJjZGVmZ2hpamtsbW5vcA==",
      formTimingToken: () => "1795452625903.vqSVx1D3GEgKq2cNeW0Oa1",
    };
    expect(gunzipSync(bodyOf(page, "gzip", fills)).toString()).toBe(
      filled(body, fills.nonce(), fills.formTimingToken()),
    );
  });

  it("keep a brotli and a whole gzip copy of a page with nothing to fill in", async () => {
    const body = Buffer.from(
      renderedPage()
        .toString()
        .replace(/<script.*<\/script>/s, "")
        .split(marks.formTimingToken)
        .join("x"),
    );
    const page = await template(body);
    expect(page.brotli).not.toBeNull();
    expect(brotliDecompressSync(bodyOf(page, "br", {})).equals(body)).toBe(true);
    expect(gunzipSync(bodyOf(page, "gzip", {})).equals(body)).toBe(true);
    expect(bodyOf(page, "identity", {}).equals(body)).toBe(true);
  });

  it("give the same ETag whatever is filled in, and another for other content", async () => {
    const page = await template(renderedPage());
    const other = await template(renderedPage(401));
    expect(page.etag).toMatch(/^W\/"/);
    expect(other.etag).not.toBe(page.etag);
  });

  it("refuse to send a page whose value to fill in is missing", async () => {
    const page = await template(renderedPage());
    expect(() => bodyOf(page, "gzip", { nonce: () => "n" })).toThrow(/formTimingToken/);
  });
});

describe("chooseEncoding", () => {
  it("prefers brotli when there is a copy, then gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd", true)).toBe("br");
    expect(chooseEncoding("gzip, deflate, br", false)).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip", true)).toBe("gzip");
    expect(chooseEncoding("gzip;q=0", true)).toBe("identity");
    expect(chooseEncoding("*", false)).toBe("gzip");
    expect(chooseEncoding(undefined, true)).toBe("identity");
    expect(chooseEncoding("identity", true)).toBe("identity");
  });
});

describe("what shared caches may keep", () => {
  const plain = Buffer.from("<!DOCTYPE html><html><body><p>Fungicides</p></body></html>");

  it("a page or read the same for everyone, with nothing filled in per response", async () => {
    expect(isSharedTemplate(await template(plain))).toBe(true);
    expect(
      isSharedTemplate(
        await template(Buffer.from('{"data":[]}'), { "Content-Type": "application/json" }),
      ),
    ).toBe(true);
  });

  it("never one with a nonce or a form's timing token, a cookie, its own Cache-Control or another status", async () => {
    expect(isSharedTemplate(await template(renderedPage()))).toBe(false);
    const form = Buffer.from(
      `<form><input name="started" value="${marks.formTimingToken}"></form>`,
    );
    expect(isSharedTemplate(await template(form))).toBe(false);
    const withCookie = { ...html, "Set-Cookie": "flash=1; HttpOnly" };
    expect(isSharedTemplate(await template(plain, withCookie))).toBe(false);
    expect(isSharedTemplate(await template(plain, { ...html, "Cache-Control": "no-cache" }))).toBe(
      false,
    );
    expect(isSharedTemplate(await template(plain, html, 404))).toBe(false);
    expect(isSharedTemplate(await template(plain, { "Content-Type": "image/png" }))).toBe(false);
  });
});

describe("what is kept", () => {
  const isFile = (path: string) => path === "/favicon.svg";
  const request = (path: string, headers: Record<string, string> = {}, method = "GET") => ({
    method,
    path,
    headers,
  });

  it("answers public reads of people without a session from the cache", () => {
    expect(mayAnswerFromCache(request("/ur/category/fungicides"), isFile)).toBe(true);
    expect(mayAnswerFromCache(request("/api/products"), isFile)).toBe(true);
    expect(mayAnswerFromCache(request("/about", {}, "HEAD"), isFile)).toBe(true);
    expect(mayAnswerFromCache(request("/about", { cookie: "theme=dark" }), isFile)).toBe(true);
  });

  it("never for a session, a token, the admin, a form post, the health check, the service worker or a file", () => {
    expect(mayAnswerFromCache(request("/", { cookie: "a=1; admin_session=xyz" }), isFile)).toBe(
      false,
    );
    expect(
      mayAnswerFromCache(request("/api/products", { authorization: "Bearer t" }), isFile),
    ).toBe(false);
    expect(mayAnswerFromCache(request("/admin/products"), isFile)).toBe(false);
    expect(mayAnswerFromCache(request("/admin-login"), isFile)).toBe(false);
    expect(mayAnswerFromCache(request("/contact", {}, "POST"), isFile)).toBe(false);
    expect(mayAnswerFromCache(request("/healthz"), isFile)).toBe(false);
    // Its text names the build: the browser must get the server's own on every check.
    expect(mayAnswerFromCache(request("/sw.js"), isFile)).toBe(false);
    expect(mayAnswerFromCache(request("/uploads/products/a.webp"), isFile)).toBe(false);
    expect(mayAnswerFromCache(request("/favicon.svg"), isFile)).toBe(false);
  });

  it("keeps pages and reads, never not-found pages, errors, cookies or private answers", () => {
    const answer = (status: number, headers: HeadersInit = html) =>
      new Response("x", { status, headers });
    expect(mayKeep(answer(200))).toBe(true);
    expect(mayKeep(answer(404))).toBe(false);
    expect(mayKeep(answer(200, { "Content-Type": "application/json" }))).toBe(true);
    expect(mayKeep(answer(500))).toBe(false);
    expect(mayKeep(answer(400))).toBe(false);
    expect(mayKeep(answer(302))).toBe(false);
    expect(mayKeep(answer(200, { ...html, "Set-Cookie": "a=1" }))).toBe(false);
    expect(mayKeep(answer(200, { ...html, "Cache-Control": "no-store" }))).toBe(false);
    expect(mayKeep(answer(200, { ...html, "Cache-Control": "private, max-age=0" }))).toBe(false);
    expect(mayKeep(answer(200, { "Content-Type": "image/webp" }))).toBe(false);
  });

  it("keeps addresses whose query the site reads, never one of a query of its own or too long", () => {
    for (const address of [
      "/",
      "/ur/category/fungicides",
      "/search?q=blight",
      "/ur/search?q=%D8%A8%D9%84%D8%A7%D8%A6%D9%B9",
      "/gallery?type=training&page=2&event=7",
      "/api/products?page=2&limit=10",
      "/contact?map=1",
      "/ur/dealers?district=multan&town=Shujabad&product=dhaal-imidacloprid-20-sl",
      "/gallery.data?type=training&_routes=routes%2F_site.(%24lang).gallery",
    ])
      expect(isKeptAddress(`http://x${address}`), address).toBe(true);
    for (const address of [
      "/api/zz?1-aaaa",
      "/category/fungicides?utm_source=whatsapp",
      "/search?q=blight&fbclid=IwAR0",
      "/about?=x",
      // A spray calculator's answer: every area typed is another address.
      "/category/insecticides/dhaal?use=2&area=3.5&unit=acre&tank=16",
      `/search?q=${"a".repeat(MAX_KEY_LENGTH)}`,
    ])
      expect(isKeptAddress(`http://x${address}`), address).toBe(false);
  });
});

describe("createPageCache", () => {
  const page = (size: number) => template(Buffer.from("x".repeat(size)));

  it("renders a page once for a burst of requests, then answers from memory", async () => {
    const cache = createPageCache({ maxBytes: 10_000_000 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { template: await page(100), keep: true };
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cache.templateFor("http://x/about", () => "v1", render)),
    );
    expect(renders).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).not.toBeNull();
    expect(cache.kept("http://x/about", "v1")).toBe(answers[0]);
    expect(renders).toBe(1);
  });

  it("gives an answer it may not keep to its own request only", async () => {
    const cache = createPageCache({ maxBytes: 10_000_000 });
    const render = async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { template: await page(100), keep: false };
    };
    const [first, second] = await Promise.all([
      cache.templateFor("http://x/broken", () => "v1", render),
      cache.templateFor("http://x/broken", () => "v1", render),
    ]);
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    expect(cache.kept("http://x/broken", "v1")).toBeUndefined();
  });

  it("forgets every page when the content version changes", async () => {
    const cache = createPageCache({ maxBytes: 10_000_000 });
    const kept = await page(100);
    await cache.templateFor(
      "http://x/",
      () => "v1",
      async () => ({ template: kept, keep: true }),
    );
    expect(cache.kept("http://x/", "v1")).toBe(kept);
    expect(cache.kept("http://x/", "v2")).toBeUndefined();
    expect(cache.kept("http://x/", "v1")).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
  });

  it("does not keep a page rendered while the content changed", async () => {
    const cache = createPageCache({ maxBytes: 10_000_000 });
    let version = "v1";
    const rendered = await cache.templateFor(
      "http://x/",
      () => version,
      async () => {
        version = "v2";
        return { template: await page(100), keep: true };
      },
    );
    expect(rendered).not.toBeNull();
    expect(cache.kept("http://x/", "v2")).toBeUndefined();
  });

  it("stays within its bytes, the least recently used page out first", async () => {
    const templates: Template[] = await Promise.all(
      ["a", "b", "c", "d", "e"].map((letter) => template(Buffer.from(letter.repeat(3000)))),
    );
    const size = Math.max(...templates.map((kept) => entryBytes("a", kept)));
    const cache = createPageCache({ maxBytes: size * 4 + 10 });
    const put = (key: string, kept: Template) =>
      cache.templateFor(
        key,
        () => "v",
        async () => ({ template: kept, keep: true }),
      );
    for (const [index, key] of ["a", "b", "c", "d"].entries()) await put(key, templates[index]!);
    expect(cache.kept("a", "v")).toBe(templates[0]); // a is now the most recently used
    await put("e", templates[4]!);
    expect(cache.kept("b", "v")).toBeUndefined();
    for (const [index, key] of [
      [0, "a"],
      [2, "c"],
      [3, "d"],
      [4, "e"],
    ] as const)
      expect(cache.kept(key, "v")).toBe(templates[index]);
    expect(cache.stats().bytes).toBeLessThanOrEqual(size * 4 + 10);
  });

  it("does not keep a page bigger than a quarter of its bytes", async () => {
    const big = await page(3000);
    const cache = createPageCache({ maxBytes: entryBytes("big", big) * 3 });
    await cache.templateFor(
      "big",
      () => "v",
      async () => ({ template: big, keep: true }),
    );
    expect(cache.kept("big", "v")).toBeUndefined();
  });
});

describe("the page cache's memory", () => {
  /** Every buffer a template holds. */
  const buffersOf = (kept: Template) => [
    ...kept.parts.filter((part): part is Buffer => typeof part !== "string"),
    ...kept.gzipParts,
    ...(kept.gzipWhole ? [kept.gzipWhole] : []),
    ...(kept.brotli ? [kept.brotli] : []),
  ];
  const put = (
    cache: ReturnType<typeof createPageCache>,
    key: string,
    kept: Template,
    version = "v",
  ) =>
    cache.templateFor(
      key,
      () => version,
      async () => ({ template: kept, keep: true }),
    );

  it("keeps every body and copy in memory of its own exact size", async () => {
    // A page with values to fill in (parts of the body, each part deflated) and one without
    // (a whole gzip copy and a brotli copy), small enough for Node's shared pool and zlib's
    // working buffers to hand out slices, and a tiny JSON read.
    const pages = await Promise.all([
      template(renderedPage(40)),
      template(Buffer.from("<p>Not much here.</p>")),
      template(Buffer.from('{"success":true,"data":[]}'), { "Content-Type": "application/json" }),
    ]);
    for (const kept of pages) {
      const buffers = buffersOf(kept);
      expect(buffers.length).toBeGreaterThan(1);
      for (const buffer of buffers) {
        expect(buffer.byteOffset).toBe(0);
        expect(buffer.buffer.byteLength).toBe(buffer.length);
      }
    }
    // The best brotli copy, made later, too.
    // Text as varied as a page's, where the best setting finds more than the quick one.
    let seed = 7;
    const words = Array.from({ length: 2000 }, () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return `w${seed % 997}`;
    });
    const plain = await template(Buffer.from(`<p>${words.join(" ")}</p>`));
    expect(await withBestBrotli(plain)).toBeGreaterThan(0);
    expect(plain.brotli?.buffer.byteLength).toBe(plain.brotli?.length);
  });

  it("counts every byte it holds: the buffers, the key and the headers", async () => {
    const kept = await template(Buffer.from("x".repeat(500)));
    const buffers = buffersOf(kept).reduce((sum, buffer) => sum + buffer.buffer.byteLength, 0);
    const short = entryBytes("http://x/a", kept);
    expect(short).toBeGreaterThan(buffers);
    // Each character of the key and of the headers, at two bytes (V8 may store them so).
    expect(entryBytes(`http://x/a${"b".repeat(1000)}`, kept) - short).toBe(2000);
    const withHeader = await template(Buffer.from("x".repeat(500)), {
      ...html,
      Link: `</a>; rel=preload${"c".repeat(1000)}`,
    });
    expect(entryBytes("http://x/a", withHeader) - short).toBeGreaterThanOrEqual(2000);

    const cache = createPageCache({ maxBytes: 10_000_000 });
    await put(cache, "http://x/a", kept);
    await put(cache, `http://x/a${"b".repeat(1000)}`, withHeader);
    expect(cache.stats().bytes).toBe(
      entryBytes("http://x/a", kept) + entryBytes(`http://x/a${"b".repeat(1000)}`, withHeader),
    );
  });

  it("holds at most its number of entries, the least recently used out first", async () => {
    expect(maxEntriesFor(32 * 1024 * 1024)).toBe(8_192);
    const cache = createPageCache({ maxBytes: 10_000_000, maxEntries: 3 });
    const kept = await template(Buffer.from("tiny"));
    for (const key of ["a", "b", "c"]) await put(cache, key, kept);
    expect(cache.kept("a", "v")).toBe(kept); // a is now the most recently used
    await put(cache, "d", kept);
    expect(cache.stats().entries).toBe(3);
    expect(cache.kept("b", "v")).toBeUndefined();
    for (const key of ["a", "c", "d"]) expect(cache.kept(key, "v"), key).toBe(kept);
  });

  it("gives an address not worth keeping to a burst asking for it at once, and keeps nothing", async () => {
    const cache = createPageCache({ maxBytes: 10_000_000 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { template: await template(Buffer.from("x".repeat(100))), keep: true };
    };
    const key = "http://x/category/fungicides?utm_source=whatsapp";
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cache.templateFor(key, () => "v1", render)),
    );
    expect(renders).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).not.toBeNull();
    expect(cache.kept(key, "v1")).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});
