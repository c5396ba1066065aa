import { describe, expect, it } from "vitest";
import { doseColumnsFromText, readUseDose } from "~/doses/dose-columns";
import {
  blankUseRow,
  errorsOnFormRows,
  formUseRows,
  rowOfSavedUse,
  USE_FORM_FIELDS,
  usesOfForm,
  type SavedUse,
} from "./use-form";
import { productUseSchema } from "./use-schema";

describe("the use rows of the product form", () => {
  it("are read by row number, in order, whatever order the fields came in", () => {
    const rows = formUseRows({
      name: "Dhaal",
      "uses.1.crop": "wheat",
      "uses.0.crop": "cotton",
      "uses.0.target": "Whitefly",
      "uses.1.doseAmount": "150",
      "uses.1.doseAmountMax": "200",
    });
    expect(rows).toEqual([
      { row: 0, use: { ...blankUseRow(), crop: "cotton", target: "Whitefly" } },
      { row: 1, use: { ...blankUseRow(), crop: "wheat", doseAmount: "150", doseAmountMax: "200" } },
    ]);
  });

  it("are none for a form without use fields, and an empty list with the marker", () => {
    expect(formUseRows({ name: "Dhaal" })).toBeNull();
    expect(usesOfForm({ name: "Dhaal" })).toBeNull();
    expect(usesOfForm({ name: "Dhaal", uses: "" })).toEqual({ uses: [], formRows: [] });
  });

  it("ignore fields they do not know and row numbers past 199", () => {
    expect(
      formUseRows({
        "uses.0.price": "10",
        "uses.0.dose": "250 ml per acre",
        "uses.200.crop": "cotton",
        "uses.x.crop": "rice",
      }),
    ).toBeNull();
  });

  it("leave blank rows out of the uses, remembering the form row of each use", () => {
    const form = usesOfForm({
      uses: "",
      "uses.0.crop": "",
      "uses.0.target": "  ",
      "uses.1.crop": "cotton",
      "uses.1.target": "Jassid",
      "uses.2.crop": "",
      "uses.3.doseTextUr": "200 ملی لیٹر",
    });
    expect(form?.formRows).toEqual([1, 3]);
    expect(form?.uses.map((use) => use.crop)).toEqual(["cotton", ""]);
  });

  it("put the errors of a use on the form row it came from", () => {
    expect(
      errorsOnFormRows(
        {
          name: "Name is required",
          "uses.0.doseAmount": "Please give the amount",
          "uses.1.crop": "x",
        },
        [1, 3],
      ),
    ).toEqual({
      name: "Name is required",
      "uses.1.doseAmount": "Please give the amount",
      "uses.3.crop": "x",
    });
  });

  it("read the ticked main box as a yes, an unticked one as a no; a kind alone is no use", () => {
    const form = usesOfForm({
      uses: "",
      "uses.0.crop": "cotton",
      "uses.0.target": "Whitefly",
      "uses.0.targetKind": "pest",
      "uses.0.main": "true",
      "uses.0.targetRoman": "safed makhi",
      "uses.1.crop": "wheat",
      "uses.1.target": "Yellow rust",
      "uses.1.targetKind": "disease",
      "uses.2.targetKind": "weed",
      "uses.2.doseArea": "acre",
      "uses.3.doseArea": "kanal",
    });
    expect(form?.formRows).toEqual([0, 1]);
    expect(form?.uses.map((use) => [use.targetKind, use.main, use.targetRoman])).toEqual([
      ["pest", true, "safed makhi"],
      ["disease", false, ""],
    ]);
    // A row the form did not say the kind or the dose's area of is of the default ones.
    expect(blankUseRow().targetKind).toBe("pest");
    expect(blankUseRow().doseArea).toBe("acre");
  });
});

describe("a saved use's row", () => {
  const saved = (dose: string, doseUr: string | null): SavedUse => ({
    cropSlug: "cotton",
    target: "Whitefly",
    targetUr: "سفید مکھی",
    targetKind: "pest",
    targetRoman: "safed makhi",
    main: true,
    waitingPeriod: "21 days",
    waitingPeriodUr: null,
    ...readUseDose(doseColumnsFromText(dose, doseUr)),
  });
  /** The row as the form posts it back, untouched, read by the schema. */
  const postedBack = (use: SavedUse) => {
    const row = rowOfSavedUse(use);
    const form = usesOfForm({
      uses: "",
      ...Object.fromEntries(USE_FORM_FIELDS.map((field) => [`uses.0.${field}`, row[field]])),
    });
    const { crop, columns } = productUseSchema.parse(form?.uses[0]);
    return { cropSlug: crop, ...columns, ...readUseDose(columns) };
  };

  it("shows the dose as its parts, or as the label's text, and saves back the same use", () => {
    const range = saved("200-250 ml per kanal, 100-120 litres of water per acre (basal)", null);
    expect(rowOfSavedUse(range)).toMatchObject({
      doseAmount: "200",
      doseAmountMax: "250",
      doseUnit: "ml",
      doseArea: "kanal",
      waterLitres: "100",
      waterLitresMax: "120",
      doseNote: "basal",
      doseNoteUr: "",
      doseText: "",
      main: "true",
    });
    expect(rowOfSavedUse(saved("4 g per kg of seed", "4 گرام فی کلوگرام بیج"))).toMatchObject({
      doseAmount: "",
      doseUnit: "",
      doseArea: "acre",
      doseText: "4 g per kg of seed",
      doseTextUr: "4 گرام فی کلوگرام بیج",
    });
    for (const use of [
      range,
      saved("2.5 kg per acre (basal)", "2.5 کلوگرام فی ایکڑ (بنیادی)"),
      saved("4 g per kg of seed", "4 گرام فی کلوگرام بیج"),
      saved("1 ml per litre of water", null),
    ]) {
      expect(postedBack(use)).toMatchObject(use);
    }
  });
});
