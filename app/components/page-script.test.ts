import { describe, expect, it } from "vitest";
import homePageScript from "./home/home-page.inline?inline-script";
import pageScript from "./page-script.inline?inline-script";

/** Runs a script with stand-ins for the few browser objects it touches on a plain page. */
function runWithoutPage(source: string) {
  const listeners: string[] = [];
  const documentStub = {
    addEventListener: (name: string) => listeners.push(name),
    getElementById: () => null,
    querySelectorAll: () => [],
  };
  const windowStub = { addEventListener: (name: string) => listeners.push(`window ${name}`) };
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
      [pageScript, 3200],
      [homePageScript, 5000],
    ] as const) {
      expect(source.length).toBeGreaterThan(100);
      expect(source.length).toBeLessThan(limit);
      expect(source).not.toMatch(/^\s*(import|export)\b/m);
      // ES2019: no optional chaining or nullish coalescing.
      expect(source).not.toMatch(/\?\.|\?\?/);
    }
  });

  it("run by themselves: the page script sets up the header's keyboard behaviour and, once the page has loaded, the service worker", () => {
    expect(runWithoutPage(pageScript)).toEqual([
      "keydown",
      "focusout",
      "window load",
      "window online",
      "window click",
    ]);
    expect(runWithoutPage(homePageScript)).toEqual([]);
  });
});
