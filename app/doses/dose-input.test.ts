import { describe, expect, it } from "vitest";
import { readDoseInput, type DoseInput } from "./dose-input";
import { doseLine, readUseDose } from "./dose-columns";

const lines = (input: DoseInput) => {
  const read = readDoseInput(input);
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  const use = readUseDose(read.columns);
  return [doseLine(use, "en").text, doseLine(use, "ur").text];
};
const errorsOf = (input: DoseInput) => {
  const read = readDoseInput(input);
  return read.ok ? {} : read.errors;
};

describe("a dose given as its parts", () => {
  it("is kept as data: an amount or a range, its unit and area, the water per acre, a note", () => {
    expect(lines({ doseAmount: 250, doseUnit: "ml", doseArea: "acre" })).toEqual([
      "250 ml per acre",
      "250 ملی لیٹر فی ایکڑ",
    ]);
    expect(
      lines({
        doseAmount: "200",
        doseAmountMax: " 250 ",
        doseUnit: "ml",
        doseArea: "acre",
        waterLitres: "100",
        waterLitresMax: "",
      }),
    ).toEqual([
      "200–250 ml per acre in 100 litres of water",
      "200 سے 250 ملی لیٹر فی ایکڑ، 100 لیٹر پانی میں",
    ]);
    expect(
      lines({
        doseAmount: "1,5",
        doseUnit: "kg",
        doseArea: "kanal",
        waterLitres: 100,
        waterLitresMax: 120,
        doseNote: "basal",
        doseNoteUr: "بنیادی کھاد کے طور پر",
      }),
    ).toEqual([
      "1.5 kg per kanal, 100–120 litres of water per acre (basal)",
      "1.5 کلوگرام فی کنال، 100 سے 120 لیٹر پانی فی ایکڑ (بنیادی کھاد کے طور پر)",
    ]);
    // Urdu digits as typed on an Urdu keyboard; a range of equal ends is the one amount.
    expect(
      lines({ doseAmount: "۲۵۰", doseAmountMax: "250", doseUnit: "g", doseArea: "hectare" }),
    ).toEqual(["250 g per hectare", "250 گرام فی ہیکٹر"]);
    // A note in English only shows on both pages.
    expect(lines({ doseAmount: 5, doseUnit: "L", doseArea: "acre", doseNote: "basal" })).toEqual([
      "5 L per acre (basal)",
      "5 لیٹر فی ایکڑ (basal)",
    ]);
  });

  it("asks for what is missing, on its field", () => {
    expect(errorsOf({})).toEqual({
      doseAmount: "Please give the dose: an amount and its unit, or the dose as on the label",
    });
    expect(errorsOf({ doseAmount: "", doseUnit: "", doseNote: " " })).toEqual({
      doseAmount: "Please give the dose: an amount and its unit, or the dose as on the label",
    });
    expect(errorsOf({ doseAmountMax: 250, waterLitres: 100 })).toEqual({
      doseAmount: "Please give the amount",
      doseUnit: "Please choose the unit: ml, L, g or kg",
      doseArea: "Please choose the area: per acre, per kanal or per hectare",
    });
    expect(
      errorsOf({ doseAmount: 250, doseUnit: "ml", doseArea: "acre", waterLitresMax: 120 }),
    ).toEqual({ waterLitres: "Please give the litres of water, or leave the high end empty" });
    expect(
      errorsOf({ doseAmount: 250, doseUnit: "ml", doseArea: "acre", doseNoteUr: "بنیادی" }),
    ).toEqual({ doseNote: "Please give the note in English too" });
  });

  it("refuses nonsense numbers, other units and areas, and ranges that go down", () => {
    expect(
      errorsOf({
        doseAmount: "0",
        doseAmountMax: "lots",
        doseUnit: "cup",
        doseArea: "field",
        waterLitres: -5,
        waterLitresMax: "20000",
      }),
    ).toEqual({
      doseAmount: "The amount must be more than 0",
      doseAmountMax: "The high end must be a number, such as 250 or 2.5",
      doseUnit: "Please choose the unit: ml, L, g or kg",
      doseArea: "Please choose the area: per acre, per kanal or per hectare",
      waterLitres: "The water must be more than 0",
      waterLitresMax: "The high end of the water must be at most 10,000",
    });
    expect(
      errorsOf({
        doseAmount: 250,
        doseAmountMax: 200,
        doseUnit: "ml",
        doseArea: "acre",
        waterLitres: 120,
        waterLitresMax: 100,
      }),
    ).toEqual({
      doseAmountMax: "The high end must be more than the low end",
      waterLitresMax: "The high end must be more than the low end",
    });
    expect(errorsOf({ doseAmount: 100_001, doseUnit: "ml", doseArea: "acre" })).toEqual({
      doseAmount: "The amount must be at most 100,000",
    });
    expect(errorsOf({ doseAmount: Number.NaN, doseUnit: "ml", doseArea: "acre" })).toEqual({
      doseAmount: "The amount must be more than 0",
    });
  });
});

describe("a dose as on the label", () => {
  it("is kept as its text in both languages, and needs its English", () => {
    expect(
      lines({
        doseText: " 4 g per kg of seed ",
        doseTextUr: "4 گرام فی کلوگرام بیج",
        doseNote: "",
      }),
    ).toEqual(["4 g per kg of seed", "4 گرام فی کلوگرام بیج"]);
    expect(errorsOf({ doseTextUr: "4 گرام فی کلوگرام بیج" })).toEqual({
      doseText: "Please give the dose as on the label in English too",
    });
  });

  it("is refused beside the parts, the mistake named where it was made", () => {
    expect(errorsOf({ doseText: "4 g per kg of seed", doseAmount: 4, doseUnit: "g" })).toEqual({
      doseText: "Give the dose as an amount and its unit or as on the label, not both",
    });
    // The area, which the form always sends, is not taken for a dose given twice.
    expect(lines({ doseText: "4 g per kg of seed", doseArea: "acre" })).toEqual([
      "4 g per kg of seed",
      "4 g per kg of seed",
    ]);
    expect(
      errorsOf({ doseText: "1 ml per litre of water", waterLitres: 400, doseNoteUr: "باغ میں" }),
    ).toEqual({
      waterLitres:
        "Water per acre goes with an amount per area; for another dose, write it into the dose as on the label",
      doseNote:
        "A note goes with an amount per area; for another dose, write it into the dose as on the label",
    });
  });
});

describe("a dose sent as one text", () => {
  it("is kept as parts when it reads as them, else as the text", () => {
    const read = readDoseInput({ dose: "200-250 ml per acre", doseUr: null });
    expect(read.ok && read.columns).toMatchObject({
      doseAmount: 200,
      doseAmountMax: 250,
      doseText: null,
    });
    expect(lines({ dose: "2 ml per litre", doseUr: "2 ملی لیٹر فی لیٹر" })).toEqual([
      "2 ml per litre",
      "2 ملی لیٹر فی لیٹر",
    ]);
  });

  it("must be given, and not beside the parts", () => {
    for (const dose of ["", "  ", null]) {
      expect(errorsOf({ dose })).toEqual({
        dose: "Please give the dose: an amount and its unit, or the dose as on the label",
      });
    }
    expect(errorsOf({ doseUr: "250 ملی لیٹر فی ایکڑ" })).toEqual({
      dose: "Please give the dose: an amount and its unit, or the dose as on the label",
    });
    expect(errorsOf({ dose: "250 ml per acre", doseAmount: 250 })).toEqual({
      dose: "Give the dose as one text (dose) or as its parts, not both",
    });
    expect(errorsOf({ dose: "250 ml per acre", doseText: "250 ml per acre" })).toEqual({
      dose: "Give the dose as one text (dose) or as its parts, not both",
    });
  });
});
