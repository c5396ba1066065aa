import { describe, expect, it } from "vitest";
import {
  clearableText,
  lineList,
  oneLine,
  optionalText,
  requiredLine,
  requiredText,
  urduLineList,
  urduText,
} from "./text-schemas";

describe("text fields", () => {
  it("store a textarea's CRLF line breaks as LF, so a message round-trips as typed", () => {
    const message = requiredText("Message", 100);
    expect(message.parse("پہلی سطر\r\nدوسری سطر\rتیسری")).toBe("پہلی سطر\nدوسری سطر\nتیسری");
    expect(optionalText("Usage", 100).parse(" a\r\nb ")).toBe("a\nb");
  });

  it("count the limit after trimming and line-break normalising", () => {
    expect(requiredText("Name", 3).safeParse("  abc\r\n").success).toBe(true);
    expect(requiredText("Name", 3).safeParse("ab\r\nc").success).toBe(false);
    expect(requiredText("Name", 3).safeParse("   ").error?.issues[0]?.message).toBe(
      "Name is required",
    );
  });

  it("keep an Urdu version only when one was written", () => {
    const urdu = urduText("Urdu name", 20);
    expect(urdu.parse("  کیڑے مار دوائیں ")).toBe("کیڑے مار دوائیں");
    expect(urdu.parse("   ")).toBeNull();
    expect(urdu.parse(null)).toBeNull();
    // Left out, it is left as stored.
    expect(urdu.parse(undefined)).toBeUndefined();
    expect(urdu.safeParse("ا".repeat(21)).error?.issues[0]?.message).toBe(
      "Urdu name must be at most 20 characters",
    );
  });

  it("read a list one entry per line, dropping blank lines", () => {
    expect(lineList("Features", 200).parse("پہلی خوبی\r\n\r\n  دوسری خوبی  \n")).toEqual([
      "پہلی خوبی",
      "دوسری خوبی",
    ]);
    expect(lineList("Features", 200).parse(null)).toEqual([]);
    expect(urduLineList("Urdu features", 200).parse("ایک\n\nدو")).toEqual(["ایک", "دو"]);
    expect(urduLineList("Urdu features", 200).parse("")).toEqual([]);
    expect(urduLineList("Urdu features", 200).parse(undefined)).toBeUndefined();
  });
});

describe("one-line text", () => {
  it("turns line breaks and control characters, with the spaces around them, into one space", () => {
    expect(oneLine("Rana\r\nBcc: x")).toBe("Rana Bcc: x");
    expect(oneLine("a \u2028 b\u2029c\u0085d\te\u0000f\u007fg")).toBe("a b c d e f g");
    expect(oneLine("two  spaces stay")).toBe("two  spaces stay");
    expect(oneLine("محمد\u200cاسلم")).toBe("محمد\u200cاسلم");
  });

  it("is checked after it is made one line and trimmed", () => {
    const name = requiredLine("Name", 5);
    expect(name.parse(" ab\r\ncd\n")).toBe("ab cd");
    expect(name.safeParse("\n\u2028 ").error?.issues[0]?.message).toBe("Name is required");
    expect(name.safeParse("abc\ndef").success).toBe(false);
  });
});

describe("clearableText", () => {
  const notes = clearableText("Notes", 10);

  it("keeps a text trimmed, with LF line breaks", () => {
    expect(notes.parse("  call\r\nback ")).toBe("call\nback");
  });

  it("clears with an empty text, spaces only or null", () => {
    expect(notes.parse("")).toBeNull();
    expect(notes.parse(" \r\n ")).toBeNull();
    expect(notes.parse(null)).toBeNull();
  });

  it("refuses a text left out or not text, and one over the limit after trimming", () => {
    const message = "Notes must be text; an empty text or null clears them";
    for (const value of [undefined, 5, ["a"], { text: "a" }]) {
      expect(notes.safeParse(value).error?.issues[0]?.message, String(value)).toBe(message);
    }
    expect(notes.safeParse(`  ${"a".repeat(10)}  `).success).toBe(true);
    expect(notes.safeParse("a".repeat(11)).error?.issues[0]?.message).toBe(
      "Notes must be at most 10 characters",
    );
    expect(clearableText("Notes", 2000).safeParse("ن".repeat(2001)).error?.issues[0]?.message).toBe(
      "Notes must be at most 2,000 characters",
    );
  });
});
