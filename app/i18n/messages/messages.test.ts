import { describe, expect, it } from "vitest";
import { placeholdersOf } from "../format";
import { en } from "./en";
import { ur } from "./ur";

/** Every text of a catalogue by its path ("chrome.nav.home", "home.slides.0.title"). */
function leaves(value: unknown, path = ""): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === "string") {
    found.set(path, value);
  } else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      for (const [childPath, text] of leaves(child, path ? `${path}.${key}` : key)) {
        found.set(childPath, text);
      }
    }
  }
  return found;
}

/**
 * The shape of a catalogue, texts left out: each path with what is there ("text", "list of 5",
 * "group"), so an empty list or group, or a list of another length, shows as well as a key.
 */
function shape(value: unknown, path = "", found = new Map<string, string>()): Map<string, string> {
  if (typeof value === "string") {
    found.set(path, "text");
  } else if (Array.isArray(value)) {
    found.set(path, `list of ${value.length}`);
    value.forEach((child, index) => shape(child, `${path}.${index}`, found));
  } else if (value && typeof value === "object") {
    found.set(path, "group");
    for (const [key, child] of Object.entries(value)) {
      shape(child, path ? `${path}.${key}` : key, found);
    }
  } else {
    found.set(path, typeof value);
  }
  return found;
}

/** The names Intl.PluralRules gives the forms of a count. */
const PLURAL_FORMS = new Set(["zero", "one", "two", "few", "many", "other"]);

/**
 * The paths of the plural messages of a catalogue: groups keyed by plural forms only (the
 * contact subjects and event types have an "other" too, among keys of their own).
 */
function pluralPaths(value: unknown, path = ""): string[] {
  if (!value || typeof value !== "object" || Array.isArray(value)) return [];
  if (Object.keys(value).every((key) => PLURAL_FORMS.has(key))) return [path];
  return Object.entries(value).flatMap(([key, child]) =>
    pluralPaths(child, path ? `${path}.${key}` : key),
  );
}

const english = leaves(en);
const urdu = leaves(ur);

/**
 * Urdu texts without Urdu letters, on purpose: the way back to the English pages (written in
 * English for the reader who wants them) and messages made of placeholders alone.
 */
const NOT_IN_URDU_SCRIPT = new Set([
  "chrome.otherLanguage.label",
  "chrome.otherLanguage.name",
  "chrome.languageNotice.text",
  "chrome.languageNotice.link",
  "chrome.languageNotice.dismiss",
  "product.title",
  "manifest.description",
]);

/** The English catalogue's texts written in Urdu: the way to the Urdu pages. */
const ENGLISH_IN_URDU_SCRIPT = new Set([
  "chrome.otherLanguage.label",
  "chrome.otherLanguage.name",
  "chrome.languageNotice.text",
  "chrome.languageNotice.link",
  "chrome.languageNotice.dismiss",
]);

/** A letter of the Arabic script (Urdu's), not its digits or punctuation (، ۔). */
const ARABIC_LETTER = /(?=\p{Script=Arabic})\p{L}/u;

/** Whether a message has Urdu letters outside its {placeholders}. */
function hasUrduLetters(text: string): boolean {
  return ARABIC_LETTER.test(text.replace(/\{\w+\}/g, ""));
}

const unique = (names: string[]) => [...new Set(names)];

describe("the message catalogues", () => {
  it("have the same keys, each list of the same length", () => {
    expect(shape(ur)).toEqual(shape(en));
    expect([...urdu.keys()].sort()).toEqual([...english.keys()].sort());
    expect(english.size).toBeGreaterThan(200);
  });

  it("have the same number of slides, services, product types, client groups, people, months", () => {
    const lists = (catalogue: typeof en | typeof ur) => ({
      slides: catalogue.home.slides.length,
      services: catalogue.home.services.length,
      productTypes: catalogue.about.productTypes.length,
      clientGroups: catalogue.about.clientGroups.length,
      team: catalogue.company.team.length,
      months: catalogue.chrome.months.length,
    });
    expect(lists(en)).toEqual({
      slides: 5,
      services: 6,
      productTypes: 6,
      clientGroups: 4,
      team: 3,
      months: 12,
    });
    expect(lists(ur)).toEqual(lists(en));
    expect(ur.chrome.months[2]).toBe("مارچ");
  });

  it("keep the {placeholders} of each English message in its Urdu, and add none", () => {
    const differing = [...english]
      .filter(([path, text]) => {
        const translated = urdu.get(path) ?? "";
        return unique(placeholdersOf(text)).join() !== unique(placeholdersOf(translated)).join();
      })
      .map(([path]) => path);
    expect(differing).toEqual([]);
    // The check sees placeholders at all.
    expect(placeholdersOf(ur.gallery.pageOf)).toEqual(["count", "page"]);
  });

  it("give every plural both forms, each with its {count}", () => {
    const plurals = pluralPaths(en);
    expect(plurals).toEqual([
      "contact.form.minutes",
      "category.productCount",
      "product.calculator.problems.acres",
      "product.calculator.problems.kanals",
      "product.sprayAnswer.pack",
      "product.sprayAnswer.tankCount",
      "gallery.subtitleCount",
      "gallery.photos",
      "crops.productCount",
      "dealers.dealerCount",
      "dealers.found",
      "dealers.stockNote",
      "search.found",
    ]);
    expect(pluralPaths(ur)).toEqual(plurals);
    for (const path of plurals) {
      for (const catalogue of [english, urdu]) {
        expect(catalogue.get(`${path}.one`), path).toMatch(/\{count\}/);
        expect(catalogue.get(`${path}.other`), path).toMatch(/\{count\}/);
      }
      expect(shape(ur).get(path), path).toBe("group");
      const keys = [...urdu.keys()].filter((key) => key.startsWith(`${path}.`));
      expect(keys, path).toEqual([`${path}.one`, `${path}.other`]);
    }
  });

  it("leave no Urdu message empty", () => {
    const empty = [...urdu].filter(([, text]) => text.trim() === "").map(([path]) => path);
    expect(empty).toEqual([]);
  });

  it("write every Urdu message in Urdu letters, but the few kept in English on purpose", () => {
    const notUrdu = [...urdu]
      .filter(([path, text]) => !NOT_IN_URDU_SCRIPT.has(path) && !hasUrduLetters(text))
      .map(([path]) => path);
    expect(notUrdu).toEqual([]);
    // Every exception is a real key, so a renamed one does not silently excuse another.
    for (const path of NOT_IN_URDU_SCRIPT) expect(urdu.has(path), path).toBe(true);
  });

  it("write the English messages in English, but the link to the Urdu pages", () => {
    const inUrdu = [...english].filter(([, text]) => hasUrduLetters(text)).map(([path]) => path);
    expect(new Set(inUrdu)).toEqual(ENGLISH_IN_URDU_SCRIPT);
  });

  it("tell Urdu letters from Latin, digits and Urdu punctuation", () => {
    expect(hasUrduLetters("Contact Us")).toBe(false);
    expect(hasUrduLetters("{count} ، ۔ ۱۲")).toBe(false);
    expect(hasUrduLetters("{count} منٹ")).toBe(true);
  });
});
