import { describe, expect, it } from "vitest";
import { formatDose, formatDosePhrases, type Dose } from "./dose";
import { parseDose } from "./dose-parser";

describe("parseDose", () => {
  it("reads the English forms labels and staff write", () => {
    expect(parseDose("250 ml per acre")).toEqual({
      dose: { amount: 250, unit: "ml", area: "acre" },
    });
    expect(parseDose("200-250 ml/acre")?.dose).toEqual({
      amount: 200,
      amountMax: 250,
      unit: "ml",
      area: "acre",
    });
    expect(parseDose("200 to 250 millilitres per acre")?.dose.amountMax).toBe(250);
    expect(parseDose("1.5 Litres per Acre")?.dose).toEqual({
      amount: 1.5,
      unit: "L",
      area: "acre",
    });
    expect(parseDose("50 gm/kanal")?.dose).toEqual({ amount: 50, unit: "g", area: "kanal" });
    expect(parseDose("2.5 kg per hectare")?.dose).toEqual({
      amount: 2.5,
      unit: "kg",
      area: "hectare",
    });
    expect(parseDose("100-150 ml per acre per spray")?.dose.amountMax).toBe(150);
  });

  it("reads the Urdu forms, Urdu digits included", () => {
    expect(parseDose("250 ملی لیٹر فی ایکڑ")?.dose).toEqual({
      amount: 250,
      unit: "ml",
      area: "acre",
    });
    expect(parseDose("۲۵۰ ملی لیٹر فی ایکڑ")?.dose).toEqual({
      amount: 250,
      unit: "ml",
      area: "acre",
    });
    expect(parseDose("600 سے 800 ملی لیٹر فی ایکڑ")?.dose).toEqual({
      amount: 600,
      amountMax: 800,
      unit: "ml",
      area: "acre",
    });
    expect(parseDose("1 سے 2 کلوگرام فی ایکڑ")?.dose).toEqual({
      amount: 1,
      amountMax: 2,
      unit: "kg",
      area: "acre",
    });
    expect(parseDose("2 لیٹر فی کنال")?.dose).toEqual({ amount: 2, unit: "L", area: "kanal" });
    expect(parseDose("600 گرام فی ایکڑ")?.dose.unit).toBe("g");
  });

  it("reads the water to spray it in", () => {
    expect(parseDose("250 ml per acre in 100 litres of water")?.dose).toEqual({
      amount: 250,
      unit: "ml",
      area: "acre",
      waterLitres: 100,
    });
    expect(parseDose("250 ml per acre in 100-120 L water")?.dose.waterLitresMax).toBe(120);
    expect(parseDose("250 ملی لیٹر فی ایکڑ، 100 لیٹر پانی میں")?.dose.waterLitres).toBe(100);
  });

  it("keeps a closing note in brackets apart", () => {
    expect(parseDose("5 kg per acre (basal)")).toEqual({
      dose: { amount: 5, unit: "kg", area: "acre" },
      note: "basal",
    });
    expect(parseDose("250 گرام فی ایکڑ (پتوں پر سپرے)")?.note).toBe("پتوں پر سپرے");
  });

  it("refuses what is not plainly an amount per area", () => {
    for (const text of [
      "",
      "as needed",
      "0 ml per acre",
      "250 per acre",
      "250 ml",
      "1 ml per litre of water",
      "4 g per kg of seed (about 40 g per acre)",
      "250-200 ml per acre",
      "5 ملی لیٹر فی کلوگرام بیج",
      "250 bottles per acre",
    ]) {
      expect(parseDose(text), text).toBeUndefined();
    }
  });
});

describe("formatDose", () => {
  const range: Dose = { amount: 200, amountMax: 250, unit: "ml", area: "acre", waterLitres: 100 };

  it("writes a dose in English and Urdu from its parts", () => {
    expect(formatDose({ amount: 250, unit: "ml", area: "acre" }, "en")).toBe("250 ml per acre");
    expect(formatDose({ amount: 250, unit: "ml", area: "acre" }, "ur")).toBe(
      "250 ملی لیٹر فی ایکڑ",
    );
    expect(formatDose(range, "en")).toBe("200–250 ml per acre in 100 litres of water");
    expect(formatDose(range, "ur")).toBe("200 سے 250 ملی لیٹر فی ایکڑ، 100 لیٹر پانی میں");
    expect(formatDose({ amount: 1.5, unit: "kg", area: "kanal" }, "ur")).toBe(
      "1.5 کلوگرام فی کنال",
    );
    expect(formatDose({ amount: 50, unit: "g", area: "kanal", waterLitres: 100 }, "en")).toBe(
      "50 g per kanal, 100 litres of water per acre",
    );
    expect(formatDose({ amount: 50, unit: "g", area: "kanal", waterLitres: 100 }, "ur")).toBe(
      "50 گرام فی کنال، 100 لیٹر پانی فی ایکڑ",
    );
  });

  it("gives the phrases a line breaks between: the amount per area, then the water", () => {
    expect(formatDosePhrases(range, "en")).toEqual([
      "200–250 ml per acre",
      "in 100 litres of water",
    ]);
    expect(formatDosePhrases(range, "ur")).toEqual([
      "200 سے 250 ملی لیٹر فی ایکڑ،",
      "100 لیٹر پانی میں",
    ]);
    expect(formatDosePhrases({ amount: 1.5, unit: "kg", area: "kanal" }, "en")).toEqual([
      "1.5 kg per kanal",
    ]);
  });

  it("writes what the parser reads back to the same dose, in both languages", () => {
    const doses: Dose[] = [
      range,
      { amount: 2.5, unit: "L", area: "hectare" },
      { amount: 60, unit: "g", area: "kanal", waterLitres: 12, waterLitresMax: 15 },
    ];
    for (const dose of doses) {
      expect(parseDose(formatDose(dose, "en"))?.dose).toEqual(dose);
      expect(parseDose(formatDose(dose, "ur"))?.dose).toEqual(dose);
    }
  });
});
