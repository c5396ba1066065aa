import { describe, expect, it } from "vitest";
import { format, formatParts, placeholdersOf, plural } from "./format";

describe("format", () => {
  it("fills placeholders and leaves unknown ones as written", () => {
    expect(format("Page {page} of {count}", { page: 2, count: 5 })).toBe("Page 2 of 5");
    expect(format("صفحہ {page} از {count}", { page: 2, count: 5 })).toBe("صفحہ 2 از 5");
    expect(format("Hello {name}", {})).toBe("Hello {name}");
  });

  it("picks the plural form by the language's rules", () => {
    const photos = { one: "{count} photo", other: "{count} photos" };
    expect(plural("en", photos, 1)).toBe("1 photo");
    expect(plural("en", photos, 0)).toBe("0 photos");
    expect(plural("en", photos, 3)).toBe("3 photos");
    const tasaveer = { one: "{count} تصویر", other: "{count} تصاویر" };
    expect(plural("ur", tasaveer, 1)).toBe("1 تصویر");
    expect(plural("ur", tasaveer, 4)).toBe("4 تصاویر");
  });

  it("cuts a message at its placeholders for markup", () => {
    expect(formatParts("Call {phone} now", { phone: 42 })).toEqual(["Call ", 42, " now"]);
    expect(formatParts("{phone}", { phone: "x" })).toEqual(["x"]);
    expect(formatParts("No {value}", {})).toEqual(["No ", "{value}"]);
  });

  it("lists a message's placeholders", () => {
    expect(placeholdersOf("{b} and {a} and {b}")).toEqual(["a", "b", "b"]);
    expect(placeholdersOf("none")).toEqual([]);
  });
});
