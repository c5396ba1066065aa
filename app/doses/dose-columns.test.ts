import { describe, expect, it } from "vitest";
import { doseColumnsFromText, doseLine, readUseDose } from "./dose-columns";

const read = (english: string, urdu: string | null) =>
  readUseDose(doseColumnsFromText(english, urdu));

describe("doseColumnsFromText", () => {
  it("stores a plain amount per area as data, with notes in both languages", () => {
    expect(read("250 ml per acre", "250 ملی لیٹر فی ایکڑ")).toEqual({
      dose: { amount: 250, unit: "ml", area: "acre" },
      doseNote: null,
      doseNoteUr: null,
      doseText: null,
      doseTextUr: null,
    });
    expect(read("5 kg per acre (basal)", "5 کلوگرام فی ایکڑ (بنیادی)")).toMatchObject({
      dose: { amount: 5, unit: "kg", area: "acre" },
      doseNote: "basal",
      doseNoteUr: "بنیادی",
    });
    expect(read("200-250 ml per acre", null).dose).toEqual({
      amount: 200,
      amountMax: 250,
      unit: "ml",
      area: "acre",
    });
  });

  it("keeps as typed what is not an amount per area, or where the languages disagree", () => {
    for (const [english, urdu] of [
      ["4 g per kg of seed", "4 گرام فی کلوگرام بیج"],
      ["300 ml per acre", "250 ملی لیٹر فی ایکڑ"],
      ["5 kg per acre (basal)", "5 کلوگرام فی ایکڑ"],
    ] as const) {
      expect(read(english, urdu)).toEqual({
        dose: null,
        doseNote: null,
        doseNoteUr: null,
        doseText: english,
        doseTextUr: urdu,
      });
    }
  });
});

describe("doseLine", () => {
  it("writes data in the page's language and falls back to English for a typed dose", () => {
    const data = read("200-250 ml per acre (foliar spray)", null);
    expect(doseLine(data, "en")).toEqual({
      text: "200–250 ml per acre (foliar spray)",
      phrases: ["200–250 ml per acre", "(foliar spray)"],
      inEnglish: false,
    });
    expect(doseLine(data, "ur").text).toBe("200 سے 250 ملی لیٹر فی ایکڑ (foliar spray)");
    const typed = read("4 g per kg of seed", null);
    expect(doseLine(typed, "ur")).toEqual({
      text: "4 g per kg of seed",
      phrases: ["4 g per kg of seed"],
      inEnglish: true,
    });
    expect(doseLine(read("4 g per kg of seed", "4 گرام فی کلوگرام بیج"), "ur")).toEqual({
      text: "4 گرام فی کلوگرام بیج",
      phrases: ["4 گرام فی کلوگرام بیج"],
      inEnglish: false,
    });
    const water = read("50 g per kanal, 100-120 litres of water per acre (basal)", null);
    expect(doseLine(water, "en").phrases).toEqual([
      "50 g per kanal,",
      "100–120 litres of water per acre",
      "(basal)",
    ]);
    expect(doseLine(water, "ur").phrases).toEqual([
      "50 گرام فی کنال،",
      "100 سے 120 لیٹر پانی فی ایکڑ",
      "(basal)",
    ]);
  });
});
