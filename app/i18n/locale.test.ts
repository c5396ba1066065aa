import { describe, expect, it } from "vitest";
import { pageLocale } from "./messages.server";
import {
  localeFromParam,
  localeOfPath,
  localizedPath,
  openGraphLocale,
  textDirection,
  twinPath,
  unlocalizedPath,
} from "./locale";

describe("addresses in two languages", () => {
  it("reads the language of an address: Urdu under /ur only", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/about")).toBe("en");
    expect(localeOfPath("/ur")).toBe("ur");
    expect(localeOfPath("/ur/")).toBe("ur");
    expect(localeOfPath("/ur/category/insecticides")).toBe("ur");
    expect(localeOfPath("/urdu")).toBe("en");
    expect(localeOfPath("/urdu/about")).toBe("en");
    expect(localeOfPath("/about/ur")).toBe("en");
    expect(localeOfPath("/admin")).toBe("en");
  });

  it("puts an English address in a language, query and fragment kept", () => {
    expect(localizedPath("/", "ur")).toBe("/ur");
    expect(localizedPath("/about", "ur")).toBe("/ur/about");
    expect(localizedPath("/gallery?type=training", "ur")).toBe("/ur/gallery?type=training");
    expect(localizedPath("/?map=1", "ur")).toBe("/ur?map=1");
    expect(localizedPath("/#main", "ur")).toBe("/ur#main");
    expect(localizedPath("/about#team", "ur")).toBe("/ur/about#team");
    expect(localizedPath("/gallery?type=training&page=2#event-7", "ur")).toBe(
      "/ur/gallery?type=training&page=2#event-7",
    );
    expect(localizedPath("/category/insecticides/dhaal", "ur")).toBe(
      "/ur/category/insecticides/dhaal",
    );
    // English addresses stay as they are, whatever they carry.
    expect(localizedPath("/", "en")).toBe("/");
    expect(localizedPath("/about", "en")).toBe("/about");
    expect(localizedPath("/gallery?type=training", "en")).toBe("/gallery?type=training");
  });

  it("takes the language off an address", () => {
    expect(unlocalizedPath("/ur")).toBe("/");
    expect(unlocalizedPath("/ur/")).toBe("/");
    expect(unlocalizedPath("/ur/about")).toBe("/about");
    expect(unlocalizedPath("/ur/category/insecticides")).toBe("/category/insecticides");
    expect(unlocalizedPath("/")).toBe("/");
    expect(unlocalizedPath("/about")).toBe("/about");
    expect(unlocalizedPath("/urdu")).toBe("/urdu");
    expect(unlocalizedPath("/urdu/about")).toBe("/urdu/about");
  });

  it("undoes localizedPath for every page", () => {
    for (const path of ["/", "/about", "/gallery", "/category/insecticides/dhaal"]) {
      expect(unlocalizedPath(localizedPath(path, "ur")), path).toBe(path);
      expect(localeOfPath(localizedPath(path, "ur")), path).toBe("ur");
      expect(localeOfPath(localizedPath(path, "en")), path).toBe("en");
    }
  });

  it("finds the same page in the other language", () => {
    expect(twinPath("/")).toEqual({ locale: "ur", path: "/ur" });
    expect(twinPath("/ur")).toEqual({ locale: "en", path: "/" });
    expect(twinPath("/ur/")).toEqual({ locale: "en", path: "/" });
    expect(twinPath("/about")).toEqual({ locale: "ur", path: "/ur/about" });
    expect(twinPath("/ur/about")).toEqual({ locale: "en", path: "/about" });
    expect(twinPath("/", "?map=1")).toEqual({ locale: "ur", path: "/ur?map=1" });
    expect(twinPath("/ur/gallery", "?type=training")).toEqual({
      locale: "en",
      path: "/gallery?type=training",
    });
    // /urdu is an English address (a 404), so its twin is under /ur.
    expect(twinPath("/urdu")).toEqual({ locale: "ur", path: "/ur/urdu" });
    expect(twinPath("/gallery", "?type=harvest&page=2")).toEqual({
      locale: "ur",
      path: "/ur/gallery?type=harvest&page=2",
    });
    expect(twinPath("/ur/category/insecticides/dhaal")).toEqual({
      locale: "en",
      path: "/category/insecticides/dhaal",
    });
  });

  it("finds a twin on the site even for an address with doubled slashes", () => {
    expect(twinPath("/ur//evil.example")).toEqual({ locale: "en", path: "/evil.example" });
    expect(twinPath("/ur///evil.example/about")).toEqual({
      locale: "en",
      path: "/evil.example/about",
    });
    expect(twinPath("//evil.example")).toEqual({ locale: "ur", path: "/ur/evil.example" });
    expect(twinPath("/ur/\\evil.example")).toEqual({ locale: "en", path: "/evil.example" });
    expect(twinPath("/ur/about", "?next=//evil.example")).toEqual({
      locale: "en",
      path: "/about?next=//evil.example",
    });
    expect(twinPath("/ur/کیڑے")).toEqual({ locale: "en", path: "/%DA%A9%DB%8C%DA%91%DB%92" });
  });

  it("accepts no language segment but ur", () => {
    expect(localeFromParam(undefined)).toBe("en");
    expect(localeFromParam("ur")).toBe("ur");
    expect(localeFromParam("en")).toBeNull();
    expect(localeFromParam("fr")).toBeNull();
    expect(localeFromParam("UR")).toBeNull();
    expect(localeFromParam("urdu")).toBeNull();
    expect(localeFromParam("")).toBeNull();
  });

  it("names each language's direction and Open Graph locale", () => {
    expect(textDirection("ur")).toBe("rtl");
    expect(textDirection("en")).toBe("ltr");
    expect(openGraphLocale("ur")).toBe("ur_PK");
    expect(openGraphLocale("en")).toBe("en_PK");
  });
});

describe("pageLocale", () => {
  /** The status of what `run` throws, or null when it throws nothing. */
  function thrownStatus(run: () => unknown): number | null {
    try {
      run();
      return null;
    } catch (thrown) {
      return (thrown as { init?: { status?: number } }).init?.status ?? -1;
    }
  }

  it("reads the page's language from its ($lang) segment, and 404s any other segment", () => {
    expect(pageLocale({})).toBe("en");
    expect(pageLocale({ lang: "ur" })).toBe("ur");
    expect(thrownStatus(() => pageLocale({ lang: "fr" }))).toBe(404);
    expect(thrownStatus(() => pageLocale({ lang: "en" }))).toBe(404);
    expect(thrownStatus(() => pageLocale({ lang: "urdu" }))).toBe(404);
  });
});
