import { describe, expect, it } from "vitest";
import { format, formatParts, joinList, placeholdersOf, plural } from "./format";
import { messagesFor } from "./messages.server";

describe("format", () => {
  it("fills placeholders and leaves unknown ones as written", () => {
    expect(format("Page {page} of {count}", { page: 2, count: 5 })).toBe("Page 2 of 5");
    expect(format("صفحہ {page} از {count}", { page: 2, count: 5 })).toBe("صفحہ 2 از 5");
    expect(format("Hello {name}", {})).toBe("Hello {name}");
    expect(format("Hello {name}")).toBe("Hello {name}");
    expect(format("{a}, {a} and {b}", { a: "x", b: 0 })).toBe("x, x and 0");
  });

  it("puts values in as they are, never reading a placeholder inside a value", () => {
    expect(format("{product}: {url}", { product: "{url}", url: "https://x.example" })).toBe(
      "{url}: https://x.example",
    );
    expect(format("{name}", { name: "$& $1 $$" })).toBe("$& $1 $$");
    expect(format("{ name } {na-me}", { name: "x" })).toBe("{ name } {na-me}");
  });

  it("fills the catalogues' messages in either language", () => {
    expect(format(messagesFor("en").gallery.pageOf, { page: 2, count: 5 })).toBe("Page 2 of 5");
    expect(format(messagesFor("ur").gallery.pageOf, { page: 2, count: 5 })).toBe("صفحہ 2 از 5");
  });

  it("picks the plural form by the language's rules", () => {
    const photos = { one: "{count} photo", other: "{count} photos" };
    expect(plural("en", photos, 1)).toBe("1 photo");
    expect(plural("en", photos, 0)).toBe("0 photos");
    expect(plural("en", photos, 3)).toBe("3 photos");
    const tasaveer = { one: "{count} تصویر", other: "{count} تصاویر" };
    expect(plural("ur", tasaveer, 1)).toBe("1 تصویر");
    expect(plural("ur", tasaveer, 4)).toBe("4 تصاویر");
    // Urdu, like English, has the singular for one alone: none is plural.
    expect(plural("ur", tasaveer, 0)).toBe("0 تصاویر");
    expect(plural("ur", tasaveer, 2)).toBe("2 تصاویر");
    expect(plural("ur", tasaveer, 21)).toBe("21 تصاویر");
  });

  it("pluralizes the catalogues' messages, other values filled as well", () => {
    const english = messagesFor("en");
    const urdu = messagesFor("ur");
    expect(plural("en", english.category.productCount, 1)).toBe("1 product");
    expect(plural("en", english.category.productCount, 12)).toBe("12 products");
    expect(plural("ur", urdu.category.productCount, 1)).toBe("1 پروڈکٹ");
    expect(plural("ur", urdu.category.productCount, 12)).toBe("12 مصنوعات");
    expect(plural("ur", urdu.gallery.photos, 1)).toBe("1 تصویر");
    expect(
      plural("en", { one: "{count} {thing}", other: "{count} {thing}s" }, 3, { thing: "visit" }),
    ).toBe("3 visits");
  });

  it("cuts a message at its placeholders for markup", () => {
    expect(formatParts("Call {phone} now", { phone: 42 })).toEqual(["Call ", 42, " now"]);
    expect(formatParts("{phone}", { phone: "x" })).toEqual(["x"]);
    expect(formatParts("No {value}", {})).toEqual(["No ", "{value}"]);
    expect(formatParts("{a}{b}", { a: 1, b: 2 })).toEqual([1, 2]);
    expect(formatParts("plain", { a: 1 })).toEqual(["plain"]);
  });

  it("keeps an Urdu message's words around the value it wraps", () => {
    const link = { href: "tel:+924235761234" };
    expect(formatParts(messagesFor("ur").contact.callNumber, { phone: link })).toEqual([
      "فون کریں ",
      link,
    ]);
  });

  it("lists a message's placeholders", () => {
    expect(placeholdersOf("{b} and {a} and {b}")).toEqual(["a", "b", "b"]);
    expect(placeholdersOf("none")).toEqual([]);
  });
});

describe("joinList", () => {
  it("joins with the Urdu comma in Urdu and a comma in English", () => {
    expect(joinList("ur", ["سفید مکھی", "تیلا"])).toBe("سفید مکھی، تیلا");
    expect(joinList("en", ["Whitefly", "Aphid"])).toBe("Whitefly, Aphid");
    expect(joinList("en", ["Whitefly"])).toBe("Whitefly");
    expect(joinList("en", [])).toBe("");
    // No Latin comma in an Urdu list, nor an 'اور' the items do not have.
    expect(joinList("ur", ["سفید مکھی", "سبز تیلا", "تھرپس"])).toBe("سفید مکھی، سبز تیلا، تھرپس");
    expect(joinList("ur", ["سفید مکھی", "گلابی اور چتکبری سنڈی"])).toBe(
      "سفید مکھی، گلابی اور چتکبری سنڈی",
    );
  });

  it("parts items that hold commas with the language's semicolon", () => {
    expect(joinList("ur", ["بوران کی کمی، پھول کا ٹھہراؤ", "سفید مکھی"])).toBe(
      "بوران کی کمی، پھول کا ٹھہراؤ؛ سفید مکھی",
    );
    expect(joinList("en", ["Boron deficiency, flower retention", "Whitefly"])).toBe(
      "Boron deficiency, flower retention; Whitefly",
    );
  });
});
