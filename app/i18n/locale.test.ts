import { describe, expect, it } from "vitest";
import {
  localeFromParam,
  localeOfPath,
  localizedPath,
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
    expect(localeOfPath("/admin")).toBe("en");
  });

  it("puts an English address in a language, query and fragment kept", () => {
    expect(localizedPath("/", "ur")).toBe("/ur");
    expect(localizedPath("/about", "ur")).toBe("/ur/about");
    expect(localizedPath("/gallery?type=training", "ur")).toBe("/ur/gallery?type=training");
    expect(localizedPath("/?map=1", "ur")).toBe("/ur?map=1");
    expect(localizedPath("/#main", "ur")).toBe("/ur#main");
    expect(localizedPath("/about", "en")).toBe("/about");
  });

  it("takes the language off an address", () => {
    expect(unlocalizedPath("/ur")).toBe("/");
    expect(unlocalizedPath("/ur/about")).toBe("/about");
    expect(unlocalizedPath("/about")).toBe("/about");
    expect(unlocalizedPath("/urdu")).toBe("/urdu");
  });

  it("finds the same page in the other language", () => {
    expect(twinPath("/")).toEqual({ locale: "ur", path: "/ur" });
    expect(twinPath("/ur")).toEqual({ locale: "en", path: "/" });
    expect(twinPath("/gallery", "?type=harvest&page=2")).toEqual({
      locale: "ur",
      path: "/ur/gallery?type=harvest&page=2",
    });
    expect(twinPath("/ur/category/insecticides/dhaal")).toEqual({
      locale: "en",
      path: "/category/insecticides/dhaal",
    });
  });

  it("accepts no language segment but ur", () => {
    expect(localeFromParam(undefined)).toBe("en");
    expect(localeFromParam("ur")).toBe("ur");
    expect(localeFromParam("en")).toBeNull();
    expect(localeFromParam("fr")).toBeNull();
    expect(textDirection("ur")).toBe("rtl");
    expect(textDirection("en")).toBe("ltr");
  });
});
