import { describe, expect, it } from "vitest";
import { lineList, optionalText, requiredText, urduLineList, urduText } from "./text-schemas";

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
