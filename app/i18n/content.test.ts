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

  it("does not mark an empty English field as English", () => {
    const usage = localizeFields({ usage: "", usageUr: null }, ["usage"], "ur");
    expect(usage).toEqual({ usage: "", inEnglish: [] });
  });
});

describe("textLanguage", () => {
  it("marks English text inside an Urdu page so it reads left to right", () => {
    const urdu = localizeFields(record, FIELDS, "ur");
    expect(textLanguage(urdu, "description")).toEqual({ lang: "en", dir: "ltr" });
    expect(textLanguage(urdu, "name")).toEqual({});
  });
});
