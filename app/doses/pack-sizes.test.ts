import { describe, expect, it } from "vitest";
import {
  formatPackSize,
  MAX_PACK_SIZES,
  packSizeInBaseUnits,
  packSizesLine,
  packSizesText,
  parsePackSizes,
} from "./pack-sizes";

describe("parsePackSizes", () => {
  it("reads the sizes as staff type them, smallest first, each once", () => {
    expect(parsePackSizes("100 ml, 250 ml, 500 ml, 1 L")).toEqual({
      ok: true,
      value: [
        { amount: 100, unit: "ml" },
        { amount: 250, unit: "ml" },
        { amount: 500, unit: "ml" },
        { amount: 1, unit: "L" },
      ],
    });
    expect(parsePackSizes("1 Litre; 500ml\n0.25 ltr, 1000 ml")).toEqual({
      ok: true,
      value: [
        { amount: 0.25, unit: "L" },
        { amount: 500, unit: "ml" },
        { amount: 1, unit: "L" },
      ],
    });
    expect(parsePackSizes("25 Kg، 10 kgs، 500 gm, 1 kilogram")).toEqual({
      ok: true,
      value: [
        { amount: 500, unit: "g" },
        { amount: 1, unit: "kg" },
        { amount: 10, unit: "kg" },
        { amount: 25, unit: "kg" },
      ],
    });
    // The unit words a dose is read by, Urdu's too.
    expect(parsePackSizes("250 ملی لیٹر، 1 لیٹر")).toEqual({
      ok: true,
      value: [
        { amount: 250, unit: "ml" },
        { amount: 1, unit: "L" },
      ],
    });
    expect(parsePackSizes("  ")).toEqual({ ok: true, value: [] });
  });

  it("says what is wrong with a line it refuses", () => {
    const refused = (text: string) => {
      const read = parsePackSizes(text);
      return read.ok ? "accepted" : read.message;
    };
    expect(refused("100 ml, one bottle")).toMatch(
      /^"one bottle" is not a pack size: write an amount and a unit/,
    );
    expect(refused("250 cc")).toMatch(/^"250 cc" is not a pack size/);
    expect(refused("250")).toMatch(/^"250" is not a pack size/);
    expect(refused("0 ml")).toBe('"0 ml" is not a whole number of ml or g');
    expect(refused("2.5 ml")).toBe('"2.5 ml" is not a whole number of ml or g');
    expect(refused("2000 L")).toMatch(/^"2000 L" is larger than any pack/);
    expect(refused("500 ml, 1 kg")).toMatch(/all liquid \(ml, L\) or all solid \(g, kg\)/);
    expect(
      refused(Array.from({ length: MAX_PACK_SIZES + 1 }, (_, n) => `${n + 1} g`).join(", ")),
    ).toBe(`At most ${MAX_PACK_SIZES} pack sizes`);
  });

  it("writes sizes back as it reads them, and in either language", () => {
    const read = parsePackSizes("100 ml, 250 ml, 500 ml, 1 L");
    if (!read.ok) throw new Error(read.message);
    expect(packSizesText(read.value)).toBe("100 ml, 250 ml, 500 ml, 1 L");
    expect(parsePackSizes(packSizesText(read.value))).toEqual(read);
    expect(packSizesLine(read.value, "en")).toBe("100 ml · 250 ml · 500 ml · 1 L");
    expect(packSizesLine(read.value, "ur")).toBe(
      "100 ملی لیٹر · 250 ملی لیٹر · 500 ملی لیٹر · 1 لیٹر",
    );
    expect(formatPackSize({ amount: 2.5, unit: "kg" }, "ur")).toBe("2.5 کلوگرام");
    expect(packSizeInBaseUnits({ amount: 0.25, unit: "L" })).toBe(250);
    expect(packSizeInBaseUnits({ amount: 1.1, unit: "kg" })).toBe(1100);
  });
});
