import { describe, expect, it } from "vitest";
import { localizeFields, textLanguage } from "./content";

const record = {
  id: 1,
  name: "Dhaal 20% SL",
  nameUr: "ڈھال 20% SL",
  description: "A systemic insecticide.",
  descriptionUr: "   ",
  features: ["Systemic"],
  featuresUr: [] as string[],
};
const FIELDS = ["name", "description", "features"] as const;

describe("localizeFields", () => {
  it("shows the Urdu where written and names the fields that stay English", () => {
    const urdu = localizeFields(record, FIELDS, "ur");
    expect(urdu).toEqual({
      id: 1,
      name: "ڈھال 20% SL",
      description: "A systemic insecticide.",
      features: ["Systemic"],
      inEnglish: ["description", "features"],
    });
  });

  it("leaves an English page's record as it was, without its Urdu twins", () => {
    expect(localizeFields(record, FIELDS, "en")).toEqual({
      id: 1,
      name: "Dhaal 20% SL",
      description: "A systemic insecticide.",
      features: ["Systemic"],
      inEnglish: [],
    });
  });

  it("falls back on English for Urdu that is missing, null, blank or an empty list", () => {
    const gallery = {
      title: "Field day",
      titleUr: null,
      description: "Scouting.",
      descriptionUr: "\n\t ",
      location: "Multan",
      features: ["a"],
      featuresUr: [] as string[],
    };
    expect(localizeFields(gallery, ["title", "description", "location", "features"], "ur")).toEqual(
      {
        title: "Field day",
        description: "Scouting.",
        location: "Multan",
        features: ["a"],
        inEnglish: ["title", "description", "location", "features"],
      },
    );
  });

  it("lists the fields in English in the order they were asked for", () => {
    const urdu = localizeFields(
      { b: "B", bUr: "", a: "A", aUr: "", c: "C", cUr: "سی" },
      ["c", "b", "a"],
      "ur",
    );
    expect(urdu).toEqual({ a: "A", b: "B", c: "سی", inEnglish: ["b", "a"] });
  });

  it("keeps Urdu with Latin in it, and the Urdu list whole", () => {
    const product = {
      name: "Dhaal Imidacloprid 20% SL",
      nameUr: "ڈھال امیڈاکلوپرڈ 20% SL",
      features: ["Systemic", "Rain-fast"],
      featuresUr: ["سسٹمک"],
    };
    expect(localizeFields(product, ["name", "features"], "ur")).toEqual({
      name: "ڈھال امیڈاکلوپرڈ 20% SL",
      features: ["سسٹمک"],
      inEnglish: [],
    });
  });

  it("does not change the record it was given", () => {
    const copy = structuredClone(record);
    localizeFields(record, FIELDS, "ur");
    localizeFields(record, FIELDS, "en");
    expect(record).toEqual(copy);
  });

  it("leaves fields it was not asked about alone, Urdu twins included", () => {
    expect(localizeFields(record, ["name"], "ur")).toEqual({
      id: 1,
      name: "ڈھال 20% SL",
      description: "A systemic insecticide.",
      descriptionUr: "   ",
      features: ["Systemic"],
      featuresUr: [],
      inEnglish: [],
    });
  });

  it("does not mark an empty English field as English", () => {
    const usage = localizeFields({ usage: "", usageUr: null }, ["usage"], "ur");
    expect(usage).toEqual({ usage: "", inEnglish: [] });
  });
});

describe("textLanguage", () => {
  it("marks English text inside an Urdu page so it reads left to right", () => {
    const urdu = localizeFields(record, FIELDS, "ur");
    expect(textLanguage(urdu, "description")).toEqual({ lang: "en", dir: "ltr" });
    expect(textLanguage(urdu, "features")).toEqual({ lang: "en", dir: "ltr" });
    expect(textLanguage(urdu, "name")).toEqual({});
    expect(textLanguage(urdu, "id")).toEqual({});
  });

  it("marks nothing on an English page", () => {
    const english = localizeFields(record, FIELDS, "en");
    for (const field of FIELDS) expect(textLanguage(english, field), field).toEqual({});
  });
});
