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

const english = leaves(en);
const urdu = leaves(ur);

/** Urdu texts that are English on purpose: the way back to the English pages. */
const ENGLISH_ON_PURPOSE = new Set([
  "chrome.otherLanguage.label",
  "chrome.otherLanguage.name",
  "chrome.languageNotice.text",
  "chrome.languageNotice.link",
  "chrome.languageNotice.dismiss",
]);

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

describe("the message catalogues", () => {
  it("have the same keys, lists of the same length included", () => {
    expect([...urdu.keys()].sort()).toEqual([...english.keys()].sort());
    expect(english.size).toBeGreaterThan(200);
  });

  it("keep every {placeholder} of each English message in its Urdu", () => {
    const differing = [...english]
      .filter(([path, text]) => {
        const translated = urdu.get(path) ?? "";
        return placeholdersOf(text).join() !== placeholdersOf(translated).join();
      })
      .map(([path]) => path);
    expect(differing).toEqual([]);
  });

  it("leave no Urdu message empty or in English", () => {
    const untranslated = [...urdu]
      .filter(([path]) => !ENGLISH_ON_PURPOSE.has(path))
      .filter(([, text]) => {
        // A message of placeholders alone ("{product} | {category}") has nothing to translate.
        const words = text.replace(/\{\w+\}/g, "");
        return text.trim() === "" || (/[A-Za-z]/.test(words) && !ARABIC_SCRIPT.test(words));
      })
      .map(([path]) => path);
    expect(untranslated).toEqual([]);
  });

  it("give every plural both forms", () => {
    for (const catalogue of [en, ur]) {
      for (const plural of [
        catalogue.category.productCount,
        catalogue.gallery.photos,
        catalogue.gallery.subtitleCount,
        catalogue.contact.form.minutes,
      ]) {
        expect(placeholdersOf(plural.one)).toEqual(["count"]);
        expect(placeholdersOf(plural.other)).toEqual(["count"]);
      }
    }
  });

  it("have twelve months", () => {
    expect(en.chrome.months).toHaveLength(12);
    expect(ur.chrome.months).toHaveLength(12);
    expect(ur.chrome.months[2]).toBe("مارچ");
  });
});
