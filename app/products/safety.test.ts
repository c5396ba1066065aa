import { describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/locale";
import {
  bandColour,
  HAZARD_CLASSES,
  hasSafetyFacts,
  inWearOrder,
  productDocumentUrl,
  PROTECTIVE_WEAR,
  RESCUE_PHONE_HREF,
  SAFETY_WARNINGS,
  SAFETY_WORDS,
  warningsOf,
} from "./safety";
import { NO_SAFETY_FACTS } from "#tests/setup/safety";

const URDU_LETTERS = /[\u0600-\u06FF]/;
const LATIN_LETTERS = /[A-Za-z]/;

describe("the label's colour bands", () => {
  it("are red for classes Ia and Ib, yellow for II, blue for III and green for U", () => {
    expect(HAZARD_CLASSES.map((hazard) => [hazard, bandColour(hazard)])).toEqual([
      ["Ia", "red"],
      ["Ib", "red"],
      ["II", "yellow"],
      ["III", "blue"],
      ["U", "green"],
    ]);
  });

  it("carry WHO's names in English and a farmer's words in Urdu, never calling one safe", () => {
    expect(SAFETY_WORDS.en.hazard).toEqual({
      Ia: "Extremely hazardous",
      Ib: "Highly hazardous",
      II: "Moderately hazardous",
      III: "Slightly hazardous",
      U: "Unlikely to present acute hazard",
    });
    expect(SAFETY_WORDS.ur.hazard.Ia).toBe("انتہائی زہریلا");
    expect(SAFETY_WORDS.ur.hazard.III).toBe("کم زہریلا");
    expect(Object.values(SAFETY_WORDS.ur.hazard).join(" ")).not.toContain("محفوظ");
    // Each class has a name of its own in each language.
    for (const locale of LOCALES) {
      expect(new Set(Object.values(SAFETY_WORDS[locale].hazard)).size).toBe(HAZARD_CLASSES.length);
    }
  });
});

describe("the words of the safety facts", () => {
  it("name every wear and every warning in both languages, the Urdu in Urdu letters", () => {
    for (const item of PROTECTIVE_WEAR) {
      expect(SAFETY_WORDS.en.wear[item]).toMatch(LATIN_LETTERS);
      expect(SAFETY_WORDS.ur.wear[item]).toMatch(URDU_LETTERS);
      expect(SAFETY_WORDS.ur.wear[item]).not.toMatch(LATIN_LETTERS);
    }
    for (const warning of SAFETY_WARNINGS) {
      expect(SAFETY_WORDS.en.warnings[warning]).toMatch(/\.$/);
      expect(SAFETY_WORDS.ur.warnings[warning]).toMatch(/۔$/);
      expect(SAFETY_WORDS.ur.warnings[warning]).not.toMatch(LATIN_LETTERS);
    }
    expect(SAFETY_WORDS.ur.wear.gloves).toBe("دستانے");
    expect(SAFETY_WORDS.en.warnings.bees).toMatch(/^Toxic to bees/);
    expect(SAFETY_WORDS.ur.warnings.fish).toMatch(/^مچھلیوں کے لیے زہریلی ہے/);
  });

  it("call Rescue 1122 with a link a phone dials", () => {
    expect(RESCUE_PHONE_HREF).toBe("tel:1122");
  });
});

describe("the facts a page shows", () => {
  it("list the warnings set, bees, fish then livestock", () => {
    expect(warningsOf({ warnsBees: false, warnsFish: true, warnsLivestock: true })).toEqual([
      "fish",
      "livestock",
    ]);
    expect(warningsOf({ warnsBees: false, warnsFish: false, warnsLivestock: false })).toEqual([]);
  });

  it("list the wear in the label's order, each once", () => {
    expect(inWearOrder(["overall", "gloves", "mask", "gloves"])).toEqual([
      "gloves",
      "mask",
      "overall",
    ]);
  });

  it("are there when any one fact is", () => {
    expect(hasSafetyFacts(NO_SAFETY_FACTS)).toBe(false);
    expect(hasSafetyFacts({ ...NO_SAFETY_FACTS, warnsLivestock: true })).toBe(true);
    expect(hasSafetyFacts({ ...NO_SAFETY_FACTS, registrationNumber: "0873/2014" })).toBe(true);
    expect(hasSafetyFacts({ ...NO_SAFETY_FACTS, safetySheetPdfKey: "documents/x" })).toBe(true);
  });

  it("link the documents under names made of the product's slug", () => {
    const product = {
      slug: "dhaal-imidacloprid-20-sl",
      safety: { ...NO_SAFETY_FACTS, labelPdfKey: "documents/0123456789abcdef01234567" },
    };
    expect(productDocumentUrl(product, "labelPdf")).toBe(
      "/uploads/documents/0123456789abcdef01234567/dhaal-imidacloprid-20-sl-label.pdf",
    );
    expect(productDocumentUrl(product, "safetyDataSheetPdf")).toBeNull();
    expect(
      productDocumentUrl(
        { ...product, safety: { ...NO_SAFETY_FACTS, safetySheetPdfKey: "documents/abc" } },
        "safetyDataSheetPdf",
      ),
    ).toBe("/uploads/documents/abc/dhaal-imidacloprid-20-sl-safety-data-sheet.pdf");
  });
});
