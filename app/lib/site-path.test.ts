import { describe, expect, it } from "vitest";
import { isSitePath, sameSitePath } from "./site-path";

/** Where a browser goes for `href` on a page of https://agro.example.pk. */
function followed(href: string): URL {
  return new URL(href, "https://agro.example.pk/ur/about");
}

describe("a same-site path", () => {
  it("keeps a path of the site as it is, with its query and fragment", () => {
    expect(sameSitePath("/")).toBe("/");
    expect(sameSitePath("/about")).toBe("/about");
    expect(sameSitePath("/ur/gallery?type=training&page=2")).toBe(
      "/ur/gallery?type=training&page=2",
    );
    expect(sameSitePath("/category/insecticides/dhaal#uses")).toBe(
      "/category/insecticides/dhaal#uses",
    );
    expect(sameSitePath("/?q=cotton")).toBe("/?q=cotton");
    expect(sameSitePath("/search?q=%D8%A7")).toBe("/search?q=%D8%A7");
  });

  it("collapses leading slashes and backslashes, which browsers read as another host", () => {
    expect(sameSitePath("//evil.example")).toBe("/evil.example");
    expect(sameSitePath("///evil.example/about")).toBe("/evil.example/about");
    expect(sameSitePath("/\\evil.example")).toBe("/evil.example");
    expect(sameSitePath("\\\\evil.example")).toBe("/evil.example");
    expect(sameSitePath("\\/evil.example")).toBe("/evil.example");
    // Dot segments resolve to a doubled slash unless it is collapsed after them.
    expect(sameSitePath("/.//evil.example")).toBe("/evil.example");
    expect(sameSitePath("/x/..//evil.example")).toBe("/evil.example");
  });

  it("drops tabs, line breaks and leading spaces, which browsers drop before reading an address", () => {
    expect(sameSitePath("/\t/evil.example")).toBe("/evil.example");
    expect(sameSitePath("/\n/evil.example")).toBe("/evil.example");
    expect(sameSitePath(" //evil.example")).toBe("/evil.example");
    expect(sameSitePath("\u0000//evil.example")).toBe("/evil.example");
  });

  it("makes an address with a scheme or a host a path of the site", () => {
    expect(sameSitePath("https://evil.example/x")).toBe("/https://evil.example/x");
    expect(sameSitePath("javascript:alert(1)")).toBe("/javascript:alert(1)");
    expect(sameSitePath("evil.example")).toBe("/evil.example");
    expect(sameSitePath("")).toBe("/");
    expect(sameSitePath("?q=1")).toBe("/?q=1");
  });

  it("encodes what is not ASCII and what an address cannot hold as it is", () => {
    expect(sameSitePath("/ur/کیڑے")).toBe("/ur/%DA%A9%DB%8C%DA%91%DB%92");
    expect(sameSitePath("/a b")).toBe("/a%20b");
    expect(sameSitePath('/a"<b>')).toBe("/a%22%3Cb%3E");
    // Already encoded stays as it is.
    expect(sameSitePath("/ur/%DA%A9")).toBe("/ur/%DA%A9");
    expect(sameSitePath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
  });

  it("never leads a browser off the site", () => {
    const hostile = [
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\r\n/evil.example",
      "/./\\evil.example",
      "/%2e%2e//evil.example",
      "https:evil.example",
      "http://evil.example",
      "\u0001\u0002//evil.example",
      " \\/\\/evil.example",
      "/ur/../..//evil.example",
    ];
    for (const value of hostile) {
      const path = sameSitePath(value);
      expect(path.startsWith("/"), value).toBe(true);
      expect(path.startsWith("//"), value).toBe(false);
      expect(followed(path).origin, value).toBe("https://agro.example.pk");
      // The same again gives the same path.
      expect(sameSitePath(path), value).toBe(path);
    }
  });
});

describe("isSitePath", () => {
  it("takes the paths a browser keeps on this site", () => {
    for (const value of ["/", "/admin/products?q=کھاد", "/ur/about#map", "/.//x"]) {
      expect(isSitePath(value), value).toBe(true);
    }
  });

  it("refuses what a browser reads as another site, a scheme or a relative path", () => {
    for (const value of [
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "admin",
      "",
    ]) {
      expect(isSitePath(value), JSON.stringify(value)).toBe(false);
    }
  });
});
