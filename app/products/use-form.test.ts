import { describe, expect, it } from "vitest";
import { blankUseRow, errorsOnFormRows, formUseRows, usesOfForm } from "./use-form";

describe("the use rows of the product form", () => {
  it("are read by row number, in order, whatever order the fields came in", () => {
    const rows = formUseRows({
      name: "Dhaal",
      "uses.1.crop": "wheat",
      "uses.0.crop": "cotton",
      "uses.0.target": "Whitefly",
      "uses.1.dose": "150 ml",
    });
    expect(rows).toEqual([
      { row: 0, use: { ...blankUseRow(), crop: "cotton", target: "Whitefly" } },
      { row: 1, use: { ...blankUseRow(), crop: "wheat", dose: "150 ml" } },
    ]);
  });

  it("are none for a form without use fields, and an empty list with the marker", () => {
    expect(formUseRows({ name: "Dhaal" })).toBeNull();
    expect(usesOfForm({ name: "Dhaal" })).toBeNull();
    expect(usesOfForm({ name: "Dhaal", uses: "" })).toEqual({ uses: [], formRows: [] });
  });

  it("ignore fields they do not know and row numbers past 199", () => {
    expect(
      formUseRows({ "uses.0.price": "10", "uses.200.crop": "cotton", "uses.x.crop": "rice" }),
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
      "uses.3.doseUr": "200 ملی لیٹر",
    });
    expect(form?.formRows).toEqual([1, 3]);
    expect(form?.uses.map((use) => use.crop)).toEqual(["cotton", ""]);
  });

  it("put the errors of a use on the form row it came from", () => {
    expect(
      errorsOnFormRows(
        { name: "Name is required", "uses.0.dose": "Please give the dose", "uses.1.crop": "x" },
        [1, 3],
      ),
    ).toEqual({
      name: "Name is required",
      "uses.1.dose": "Please give the dose",
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
    });
    expect(form?.formRows).toEqual([0, 1]);
    expect(form?.uses.map((use) => [use.targetKind, use.main, use.targetRoman])).toEqual([
      ["pest", true, "safed makhi"],
      ["disease", false, ""],
    ]);
    // A row the form did not say the kind of is of the default kind.
    expect(blankUseRow().targetKind).toBe("pest");
  });
});
