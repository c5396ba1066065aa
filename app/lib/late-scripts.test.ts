import { describe, expect, it } from "vitest";
import { lateHydrationScript } from "./late-scripts";

/** The module script Remix's <Scripts> writes for a page (lazy route discovery on). */
const REMIX_MODULE_SCRIPT = `;
import * as route0 from "/assets/root-abc.js";
import * as route1 from "/assets/_site-def.js";
window.__remixManifest = {"entry":{"module":"/assets/entry.client-ghi.js"}};
window.__remixRouteModules = {"root":route0,"routes/_site":route1};

import("/assets/entry.client-ghi.js");`;

const PRELOADS = ["/assets/entry.client-ghi.js", "/assets/vendor-jkl.js", "/assets/root-abc.js"];

type PaintList = { getEntriesByName(name: string): unknown[] };

/** Runs a script with stand-ins for the browser; says what it did and lets time pass. */
function run(script: string, readyState: "loading" | "complete") {
  const imported: string[] = [];
  const appended: string[] = [];
  const removed: string[] = [];
  const listeners: Record<string, () => void> = {};
  const timers: (() => void)[] = [];
  const win: Record<string, unknown> = {};
  let reportPaint: (() => void) | undefined;
  const documentStub = {
    readyState,
    createElement: () => ({ rel: "", href: "", remove() {} }),
    head: {
      appendChild(link: { href: string; remove: () => void }) {
        appended.push(link.href);
        link.remove = () => removed.push(link.href);
        return link;
      },
    },
  };
  class PerformanceObserverStub {
    constructor(private readonly report: (list: PaintList) => void) {}
    observe() {
      reportPaint = () =>
        this.report({
          getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []),
        });
    }
    disconnect() {}
  }
  const body = script.replace(/\bimport\(/g, "__import(");
  new Function(
    "window",
    "document",
    "addEventListener",
    "requestAnimationFrame",
    "setTimeout",
    "PerformanceObserver",
    "__import",
    body,
  )(
    win,
    documentStub,
    (name: string, listener: () => void) => (listeners[name] = listener),
    (callback: () => void) => callback(),
    (callback: () => void, delay = 0) => (delay === 0 ? callback() : timers.push(callback)),
    PerformanceObserverStub,
    (url: string) => {
      imported.push(url);
      return Promise.resolve({ url });
    },
  );
  return {
    imported,
    appended,
    removed,
    listeners,
    win,
    paint: () => reportPaint?.(),
    /** The fallback timer fires, as if the first paint were never reported. */
    timeOut: () => timers.splice(0).forEach((timer) => timer()),
    settle: () => new Promise((resolve) => setTimeout(resolve)),
  };
}

describe("late hydration script", () => {
  it("waits for the load event and the first paint, preloads the page's modules, then imports them and the entry", async () => {
    const script = lateHydrationScript(REMIX_MODULE_SCRIPT, PRELOADS);
    expect(script).toBeDefined();
    // A classic script: nothing is fetched before it runs.
    expect(script).not.toMatch(/^\s*import\s/m);
    const page = run(script!, "loading");
    expect(page.imported).toEqual([]);
    expect(page.appended).toEqual([]);

    page.listeners.load?.();
    await page.settle();
    // Loaded, not painted yet: a page without images can load before it paints.
    expect(page.appended).toEqual([]);

    page.paint();
    await page.settle();
    expect(page.appended).toEqual(PRELOADS);
    expect(page.imported).toEqual([
      "/assets/root-abc.js",
      "/assets/_site-def.js",
      "/assets/entry.client-ghi.js",
    ]);
    // The head is as the server sent it again before hydration starts.
    expect(page.removed).toEqual(PRELOADS);
    expect(page.win.__remixRouteModules).toEqual({
      root: { url: "/assets/root-abc.js" },
      "routes/_site": { url: "/assets/_site-def.js" },
    });
  });

  it("starts on a page that has already loaded and painted, and once only", async () => {
    const page = run(lateHydrationScript(REMIX_MODULE_SCRIPT, PRELOADS)!, "complete");
    page.paint();
    page.timeOut();
    await page.settle();
    expect(page.imported.filter((url) => url.includes("entry.client"))).toHaveLength(1);
  });

  it("starts a few seconds after the load if no paint is reported", async () => {
    const page = run(lateHydrationScript(REMIX_MODULE_SCRIPT, PRELOADS)!, "complete");
    await page.settle();
    expect(page.imported).toEqual([]);
    page.timeOut();
    await page.settle();
    expect(page.imported).toContain("/assets/entry.client-ghi.js");
  });

  it("declines a module script of another shape", () => {
    expect(lateHydrationScript(" ", PRELOADS)).toBeUndefined();
    expect(
      lateHydrationScript(`import "/@vite/client";\n${REMIX_MODULE_SCRIPT}`, PRELOADS),
    ).toBeUndefined();
    expect(
      lateHydrationScript(REMIX_MODULE_SCRIPT.replace(/import\("[^"]+"\);/, ""), PRELOADS),
    ).toBeUndefined();
  });
});
