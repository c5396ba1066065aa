import { describe, expect, it } from "vitest";
import { en } from "~/i18n/messages/en";
import { ur } from "~/i18n/messages/ur";
import { mayKeep } from "../../server/page-cache.ts";
import {
  cacheNames,
  entriesToEvict,
  imagesOf,
  isOutdatedCache,
  mayStorePage,
  OFFLINE_COPY_HEADER,
  offlineNoteText,
  outdatedCacheKind,
  pageOfDataRequest,
  reloadDocumentAnswer,
  requestKind,
  sameImage,
  titleOf,
  messageKeptText,
  withOfflineNote,
  withoutRouterScripts,
  withSavedList,
  type StoredEntry,
} from "./offline-rules";

const origin = "https://agro.example";
const kind = (path: string, mode = "navigate", method = "GET") =>
  requestKind({ url: origin + path, method, mode, origin });

describe("which requests the worker answers", () => {
  it("pages, their data, assets, uploads and the site's images; nothing of the admin or API", () => {
    expect(kind("/category/insecticides")).toBe("page");
    expect(kind("/ur/about")).toBe("page");
    expect(kind("/about.data?_routes=routes%2Fabout", "cors")).toBe("data");
    expect(kind("/_.data", "cors")).toBe("data");
    expect(kind("/ur/_.data?_routes=root", "cors")).toBe("data");
    expect(kind("/assets/root-abc123.js", "cors")).toBe("asset");
    expect(kind("/uploads/products/0123456789abcdef01234567-800.webp", "no-cors")).toBe("upload");
    expect(kind("/images/hero/slide-1-800.webp", "no-cors")).toBe("file");
    for (const path of [
      "/admin",
      "/admin/products",
      "/admin-login",
      "/admin.data",
      "/admin/_.data",
      "/admin/products.data",
      "/api/products",
      "/uploads/documents/0123456789abcdef01234567/dhaal-imidacloprid-20-sl-label.pdf",
    ])
      expect(kind(path), path).toBe("pass");
    expect(kind("/sw.js", "same-origin")).toBe("pass");
    expect(kind("/healthz")).toBe("pass");
    expect(kind("/contact", "navigate", "POST")).toBe("contact-form");
    expect(kind("/ur/contact", "navigate", "POST")).toBe("contact-form");
    expect(kind("/contact", "cors", "POST")).toBe("pass");
    expect(kind("/admin/contact", "navigate", "POST")).toBe("pass");
    expect(
      requestKind({ url: "https://maps.example/x", method: "GET", mode: "navigate", origin }),
    ).toBe("pass");
  });

  it("stores a page only when the server marked it as the same for everyone", () => {
    const page = (headers: Record<string, string>, status = 200) => ({
      status,
      headers: new Headers({ "Content-Type": "text/html; charset=utf-8", ...headers }),
    });
    expect(mayStorePage(page({ [OFFLINE_COPY_HEADER]: "allowed" }))).toBe(true);
    expect(mayStorePage(page({}))).toBe(false);
    expect(mayStorePage(page({ [OFFLINE_COPY_HEADER]: "allowed" }, 404))).toBe(false);
    expect(
      mayStorePage({
        status: 200,
        headers: new Headers({ "Content-Type": "application/json", [OFFLINE_COPY_HEADER]: "1" }),
      }),
    ).toBe(false);
  });

  it("is told by the header the server's page cache gives what it keeps for everyone", () => {
    const withCookie = new Response("<p>", {
      headers: { "Content-Type": "text/html", "Set-Cookie": "admin_session=1" },
    });
    expect(mayKeep(withCookie)).toBe(false);
  });
});

describe("React Router's data requests", () => {
  it("belong to their page", () => {
    expect(pageOfDataRequest(`${origin}/about.data?_routes=a%2Cb`)).toBe("/about");
    expect(pageOfDataRequest(`${origin}/ur/search.data?q=cotton&_routes=x`)).toBe(
      "/ur/search?q=cotton",
    );
  });

  it("under an address ending in a slash, the home page's included, belong to that address", () => {
    expect(pageOfDataRequest(`${origin}/_.data`)).toBe("/");
    expect(pageOfDataRequest(`${origin}/_.data?_routes=root`)).toBe("/");
    expect(pageOfDataRequest(`${origin}/ur/_.data`)).toBe("/ur/");
    expect(pageOfDataRequest(`${origin}/crops/_.data?q=wheat`)).toBe("/crops/?q=wheat");
    // Only `_` itself: a page named with an underscore keeps its name.
    expect(pageOfDataRequest(`${origin}/crops/my_.data`)).toBe("/crops/my_");
  });

  it("belong to a page of the site, whatever their address", () => {
    expect(pageOfDataRequest(`${origin}//evil.example.data`)).toBe("/evil.example");
    expect(pageOfDataRequest(`${origin}/\\evil.example.data?_routes=x`)).toBe("/evil.example");
    expect(pageOfDataRequest(`${origin}//evil.example/_.data`)).toBe("/evil.example/");
  });

  it("that fail are answered with the router's redirect to a full load of the page", async () => {
    const answer = reloadDocumentAnswer("/ur/about");
    // No content, and where to go in the headers React Router reads for a `.data` request.
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe("");
    expect(answer.headers.get("X-Remix-Redirect")).toBe("/ur/about");
    expect(answer.headers.get("X-Remix-Status")).toBe("302");
    // A whole page, which the worker answers with the stored copy.
    expect(answer.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("the bounds", () => {
  const entry = (key: string, savedAt: number, bytes: number, page = true): StoredEntry => ({
    key,
    savedAt,
    bytes,
    page,
  });

  it("keep at most so many pages, the oldest out first", () => {
    const entries = [
      entry("c", 3, 10),
      entry("a", 1, 10),
      entry("img", 0, 10, false),
      entry("b", 2, 10),
    ];
    expect(entriesToEvict(entries, { pages: 2, bytes: 1000 })).toEqual(["a"]);
    expect(entriesToEvict(entries, { pages: 3, bytes: 1000 })).toEqual([]);
  });

  it("keep at most so many bytes of pages and images, the oldest out first", () => {
    const entries = [entry("a", 1, 500), entry("img", 2, 400, false), entry("b", 3, 300)];
    expect(entriesToEvict(entries, { pages: 60, bytes: 800 })).toEqual(["a"]);
    expect(entriesToEvict(entries, { pages: 60, bytes: 350 })).toEqual(["a", "img"]);
    expect(entriesToEvict(entries, { pages: 1, bytes: 350 })).toEqual(["a", "img"]);
    expect(entriesToEvict(entries, { pages: 0, bytes: 10_000 })).toEqual(["a", "b"]);
  });

  it("are 60 pages and 30 MB", () => {
    const many = Array.from({ length: 70 }, (_, index) => entry(`p${index}`, index, 1000));
    expect(entriesToEvict(many)).toEqual(Array.from({ length: 10 }, (_, index) => `p${index}`));
  });
});

describe("caches named by build", () => {
  it("drops another build's, carrying its pages and images over", () => {
    const names = cacheNames("v2");
    expect(Object.values(names).every((name) => !isOutdatedCache(name, "v2"))).toBe(true);
    expect(isOutdatedCache("offline-assets-v1", "v2")).toBe(true);
    expect(isOutdatedCache("someone-elses", "v2")).toBe(false);
    expect(outdatedCacheKind("offline-pages-v1")).toBe("pages");
    expect(outdatedCacheKind("offline-files-v1")).toBe("files");
    expect(outdatedCacheKind("offline-assets-v1")).toBeNull();
  });
});

describe("what the worker writes into pages", () => {
  const savedAt = Date.UTC(2026, 10, 23, 10);

  it("dates the note in the page's language", () => {
    expect(offlineNoteText("/category/insecticides", savedAt)).toBe(
      "You are offline: this page was saved on 23 November 2026",
    );
    expect(offlineNoteText("/ur/category/insecticides", savedAt)).toBe(
      "آپ آف لائن ہیں: یہ صفحہ 23 نومبر، 2026 کو محفوظ کیا گیا تھا",
    );
    expect(offlineNoteText("/ur", null)).toContain("محفوظ نہیں");
  });

  it("says a kept message is kept in the contact form's own words", () => {
    expect(messageKeptText("/contact")).toBe(en.contact.form.keptOnPhone);
    expect(messageKeptText("/ur/contact")).toBe(ur.contact.form.keptOnPhone);
  });

  it("shows a stored page without the router's scripts, keeping its own", () => {
    const html =
      '<body><script>own()</script><script nonce="abc">window.__remixContext={}</script>' +
      '<script id="late-hydration" nonce="abc">late()</script><script type="application/ld+json">{}</script></body>';
    expect(withoutRouterScripts(html)).toBe(
      '<body><script>own()</script><script type="application/ld+json">{}</script></body>',
    );
  });

  it("puts the note at the top of the main content, escaped", () => {
    const html = '<body><header></header><main id="main">x</main></body>';
    expect(withOfflineNote(html, "<b>")).toBe(
      '<body><header></header><main id="main"><div class="container offline-note"><p class="banner-warning" role="status">&lt;b&gt;</p></div>x</main></body>',
    );
  });

  it("lists the saved pages newest first and hides 'nothing saved'", () => {
    const html =
      '<main><ul id="saved-pages" class="saved-list"></ul><p id="saved-none">None</p></main>';
    const filled = withSavedList(
      html,
      [
        { url: `${origin}/about`, title: "About & us", savedAt: 1 },
        { url: `${origin}/search?q=cotton`, title: "", savedAt: 2 },
      ],
      "/saved",
      null,
    );
    expect(filled).toContain('<a href="/search?q=cotton">/search</a>');
    expect(filled.indexOf("/search")).toBeLessThan(filled.indexOf("/about"));
    expect(filled).toContain("About &amp; us");
    expect(filled).toContain('<p id="saved-none" hidden=""');
    expect(withSavedList(html, [], "/saved", null)).toBe(html);
  });

  it("reads a page's title and the images to save with it", () => {
    expect(titleOf("<head><title>Dhaal &amp; co | Agro</title></head>")).toBe("Dhaal & co");
    const html =
      '<img src="/uploads/products/0123456789abcdef01234567-400.webp" srcset="/uploads/products/0123456789abcdef01234567-400.webp 400w, /uploads/products/0123456789abcdef01234567-800.webp 800w">' +
      '<picture><source srcset="/images/hero/slide-1-800.webp 800w"><img src="https://other.example/x.png"></picture>';
    expect(imagesOf(html, origin)).toEqual([
      `${origin}/uploads/products/0123456789abcdef01234567-400.webp`,
      `${origin}/images/hero/slide-1-800.webp`,
    ]);
    expect(sameImage("/uploads/products/0123456789abcdef01234567-800.webp")).toBe(
      "/uploads/products/0123456789abcdef01234567-",
    );
    expect(sameImage("/uploads/gallery/0123456789abcdef01234567-5.webp")).toBe(
      "/uploads/gallery/0123456789abcdef01234567-",
    );
    expect(sameImage("/images/logo.svg")).toBeNull();
  });
});
