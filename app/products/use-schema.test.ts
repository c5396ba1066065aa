import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/lib/validation";
import { productUseSchema } from "./use-schema";

const use = { crop: "cotton", target: "Whitefly", dose: "250 ml per acre" };
/** The field errors a refusal names, each field's first message, as the forms and the API show. */
const errorsOf = (fields: object) => {
  const parsed = productUseSchema.safeParse({ ...use, ...fields });
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

describe("a recommended use", () => {
  it("is a pest, not main and without Roman names unless it says", () => {
    expect(productUseSchema.parse(use).columns).toMatchObject({
      targetKind: "pest",
      targetRoman: null,
      main: false,
    });
  });

  it("takes a kind of the four, the main mark as a yes or no, and tidied Roman names", () => {
    for (const targetKind of ["pest", "disease", "weed", "nutrition"]) {
      expect(productUseSchema.parse({ ...use, targetKind }).columns.targetKind).toBe(targetKind);
    }
    expect(productUseSchema.parse({ ...use, main: true }).columns.main).toBe(true);
    expect(productUseSchema.parse({ ...use, main: "true" }).columns.main).toBe(true);
    expect(productUseSchema.parse({ ...use, main: "false" }).columns.main).toBe(false);
    expect(
      productUseSchema.parse({ ...use, targetRoman: " safed makhi ,chitti  makhi " }).columns
        .targetRoman,
    ).toBe("safed makhi, chitti makhi");
    expect(productUseSchema.parse({ ...use, targetRoman: "" }).columns.targetRoman).toBeNull();
  });

  it("refuses another kind, a main mark that is no yes or no, and Roman names in other letters", () => {
    expect(errorsOf({ targetKind: "insect", main: "maybe", targetRoman: "سفید مکھی" })).toEqual({
      targetKind: "Please choose whether the target is a pest, a disease, a weed or nutrition",
      main: "Main must be true or false",
      targetRoman:
        "Roman Urdu names may have only Latin letters, spaces, commas, hyphens and apostrophes",
    });
    expect(errorsOf({ targetRoman: "x".repeat(201) })).toEqual({
      targetRoman: "Roman Urdu names must be at most 200 characters",
    });
  });
});

describe("a recommended use's dose", () => {
  const facts = { crop: "cotton", target: "Whitefly" };
  const columnsOf = (fields: object) => {
    const {
      doseAmount,
      doseAmountMax,
      doseUnit,
      doseArea,
      waterLitres,
      waterLitresMax,
      doseNote,
      doseNoteUr,
      doseText,
      doseTextUr,
    } = productUseSchema.parse({ ...facts, ...fields }).columns;
    return {
      ...{ doseAmount, doseAmountMax, doseUnit, doseArea, waterLitres, waterLitresMax },
      ...{ doseNote, doseNoteUr, doseText, doseTextUr },
    };
  };
  const none = {
    doseAmount: null,
    doseAmountMax: null,
    doseUnit: null,
    doseArea: null,
    waterLitres: null,
    waterLitresMax: null,
    doseNote: null,
    doseNoteUr: null,
    doseText: null,
    doseTextUr: null,
  };
  const dhaal = { doseAmount: 200, doseAmountMax: 250, doseUnit: "ml", doseArea: "acre" };

  it("is stored as its parts: numbers as the API sends them or as the form typed them", () => {
    const stored = {
      ...none,
      ...dhaal,
      waterLitres: 100,
      waterLitresMax: 120,
      doseNote: "at first sight of the pest",
      doseNoteUr: "کیڑا نظر آتے ہی",
    };
    expect(
      columnsOf({
        ...dhaal,
        waterLitres: 100,
        waterLitresMax: 120,
        doseNote: " at first sight of the pest ",
        doseNoteUr: "کیڑا نظر آتے ہی",
      }),
    ).toEqual(stored);
    expect(
      columnsOf({
        doseAmount: "200",
        doseAmountMax: "250",
        doseUnit: "ml",
        doseArea: "acre",
        waterLitres: "100",
        waterLitresMax: "120",
        doseNote: "at first sight of the pest",
        doseNoteUr: "کیڑا نظر آتے ہی",
        doseText: "",
        doseTextUr: "",
      }),
    ).toEqual(stored);
    // What the form leaves empty is no part.
    expect(
      columnsOf({
        doseAmount: "2.5",
        doseAmountMax: "",
        doseUnit: "kg",
        doseArea: "hectare",
        waterLitres: "",
        waterLitresMax: "",
        doseNote: "",
        doseNoteUr: "",
      }),
    ).toEqual({ ...none, doseAmount: 2.5, doseUnit: "kg", doseArea: "hectare" });
  });

  it("is kept as the label's text for a dose that is not an amount per area", () => {
    expect(
      columnsOf({ doseText: "4 g per kg of seed", doseTextUr: "4 گرام فی کلوگرام بیج" }),
    ).toEqual({ ...none, doseText: "4 g per kg of seed", doseTextUr: "4 گرام فی کلوگرام بیج" });
  });

  it("is still read from one text, as parts when it says them in both languages alike", () => {
    expect(
      columnsOf({
        dose: "200-250 ml per acre in 100 litres of water",
        doseUr: "200 سے 250 ملی لیٹر فی ایکڑ، 100 لیٹر پانی میں",
      }),
    ).toEqual({ ...none, ...dhaal, waterLitres: 100 });
    expect(columnsOf({ dose: "2 ml per litre of water" })).toEqual({
      ...none,
      doseText: "2 ml per litre of water",
    });
  });

  it("is refused with a message on each field at fault, beside the other fields' errors", () => {
    expect(errorsOf({ dose: undefined, target: "" })).toEqual({
      target: "Please name the pest, disease or weed",
      doseAmount: "Please give the dose: an amount and its unit, or the dose as on the label",
    });
    expect(errorsOf({ dose: "" })).toEqual({
      dose: "Please give the dose: an amount and its unit, or the dose as on the label",
    });
    expect(
      errorsOf({
        dose: undefined,
        doseAmount: "-200",
        doseAmountMax: "1OO",
        doseArea: "acre",
        waterLitres: "",
        waterLitresMax: "120",
        main: "maybe",
      }),
    ).toEqual({
      main: "Main must be true or false",
      doseAmount: "The amount must be more than 0",
      doseAmountMax: "The high end must be a number, such as 250 or 2.5",
      doseUnit: "Please choose the unit: ml, L, g or kg",
      waterLitres: "Please give the litres of water, or leave the high end empty",
    });
    expect(
      errorsOf({ dose: undefined, ...dhaal, doseAmountMax: 150, doseText: "150 ml per acre" }),
    ).toEqual({
      doseText: "Give the dose as an amount and its unit or as on the label, not both",
    });
    expect(errorsOf({ dose: undefined, ...dhaal, doseAmountMax: 150 })).toEqual({
      doseAmountMax: "The high end must be more than the low end",
    });
    // A choice the schema does not know is refused with the same words as a missing one.
    expect(errorsOf({ dose: undefined, ...dhaal, doseUnit: "cup", doseArea: "bigha" })).toEqual({
      doseUnit: "Please choose the unit: ml, L, g or kg",
      doseArea: "Please choose the area: per acre, per kanal or per hectare",
    });
    expect(errorsOf({ dose: undefined, ...dhaal, doseNote: "x".repeat(101) })).toEqual({
      doseNote: "Dose note must be at most 100 characters",
    });
  });
});

describe("a dose sent by a program", () => {
  it("is refused when a number or a choice is of another type", () => {
    expect(errorsOf({ dose: undefined, doseAmount: true, doseUnit: 5, doseArea: "acre" })).toEqual({
      doseAmount: "The amount must be a number, such as 250 or 2.5",
      doseUnit: "Please choose the unit: ml, L, g or kg",
    });
    // A choice of no known kind is named beside the dose's other mistakes.
    expect(
      errorsOf({ dose: undefined, doseAmount: 0, doseUnit: "cup", doseArea: "acre", target: "" }),
    ).toEqual({
      target: "Please name the pest, disease or weed",
      doseAmount: "The amount must be more than 0",
      doseUnit: "Please choose the unit: ml, L, g or kg",
    });
  });
});
