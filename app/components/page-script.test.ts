import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { cspHashSource } from "~/lib/csp-hash.server";
import { inlineScripts } from "../../vite.inline-scripts";
import productPageScript from "./calculator/product-page.inline?inline-script";
import contactPageScript from "./contact/contact-page.inline?inline-script";
import galleryPageScript from "./gallery/gallery-page.inline?inline-script";
import homePageScript from "./home/home-page.inline?inline-script";
import pageScript from "./page-script.inline?inline-script";

const APP_DIR = new URL("..", import.meta.url).pathname;

/** An element stand-in that records the listeners added to it. */
function elementStub(name: string, listeners: string[]) {
  return {
    addEventListener: (event: string) => listeners.push(`${name} ${event}`),
    querySelector: () => null,
    querySelectorAll: () => [],
  };
}

/**
 * Runs a script with stand-ins for the few browser objects it touches on a plain page: no
 * language notice, no dialog, no form; a header when `withHeader`.
 */
function runWithoutPage(source: string, { withHeader = false } = {}) {
  const listeners: string[] = [];
  const header = elementStub("header", listeners);
  const documentStub = {
    ...elementStub("document", listeners),
    querySelector: (selector: string) =>
      withHeader && selector === ".site-header" ? header : null,
    getElementById: () => null,
    readyState: "loading",
  };
  const windowStub = {
    ...elementStub("window", listeners),
    location: { hash: "" },
  };
  // A browser with service workers, none of them ready yet.
  const navigatorStub = { serviceWorker: { ready: new Promise(() => undefined) } };
  new Function("document", "window", "navigator", "HTMLTemplateElement", source)(
    documentStub,
    windowStub,
    navigatorStub,
    class {},
  );
  return listeners;
}

describe("the pages' own inline scripts", () => {
  it("are built into one small classic script each, for old browsers too", () => {
    for (const [source, limit] of [
      // The header's keys, the Urdu offer, and registering the service worker with its controls.
      [pageScript, 3600],
      [homePageScript, 5000],
      [galleryPageScript, 2500],
      // Sending in place, and the phone's outbox for a message written without a connection.
      [contactPageScript, 5000],
      // The spray calculator's answer: reading what was typed, choosing packs, the words.
      [productPageScript, 5000],
    ] as const) {
      expect(source.length).toBeGreaterThan(100);
      expect(source.length).toBeLessThan(limit);
      expect(source).not.toMatch(/^\s*(import|export)\b/m);
      // ES2019: no optional chaining or nullish coalescing.
      expect(source).not.toMatch(/\?\.|\?\?/);
    }
  });

  it("run by themselves: the page script sets up the header's keyboard behaviour and, once the page has loaded, the service worker", () => {
    expect(runWithoutPage(pageScript, { withHeader: true })).toEqual([
      "document keydown",
      "header focusout",
      "window load",
      "window online",
      "window click",
    ]);
    expect(runWithoutPage(pageScript)).toEqual(["window load", "window online", "window click"]);
    expect(runWithoutPage(homePageScript)).toEqual([]);
    expect(runWithoutPage(galleryPageScript)).toEqual([]);
    expect(runWithoutPage(contactPageScript)).toEqual([]);
    expect(runWithoutPage(productPageScript)).toEqual([]);
  });

  it("are allowed by hashes a server build computes from their built text", async () => {
    // A server build of its own whose entry exports the hashes and uses two of the scripts.
    const folder = await mkdtemp(join(tmpdir(), "inline-scripts-"));
    try {
      const entry = join(folder, "entry.ts");
      await writeFile(
        entry,
        [
          `import page from "~/components/page-script.inline?inline-script";`,
          `import gallery from "~/components/gallery/gallery-page.inline?inline-script";`,
          `import worker from "~/offline/service-worker.inline?classic-script";`,
          `export { inlineScriptHashes } from "virtual:inline-script-hashes";`,
          `export const texts = [page, gallery, worker];`,
        ].join("\n"),
      );
      const output = (await build({
        configFile: false,
        logLevel: "silent",
        plugins: [inlineScripts()],
        resolve: { alias: { "~": APP_DIR } },
        build: { ssr: entry, write: false, rolldownOptions: { output: { format: "es" } } },
      })) as Rollup.RollupOutput;
      const chunk = output.output[0];
      const built = join(folder, "built.mjs");
      await writeFile(built, chunk.code);
      const server = (await import(pathToFileURL(built).href)) as {
        inlineScriptHashes: string[];
        texts: string[];
      };
      expect(server.texts.slice(0, 2)).toEqual([pageScript, galleryPageScript]);
      // Each page script's, and nothing else's: the worker is a file of its own.
      expect([...server.inlineScriptHashes].sort()).toEqual(
        [pageScript, galleryPageScript].map(cspHashSource).sort(),
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
