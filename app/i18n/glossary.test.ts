import { describe, expect, it } from "vitest";
import { DEMO_CATEGORIES } from "~/demo/catalogue";
import { DEMO_CROPS, DEMO_USES } from "~/demo/crop-guide";
import { DEMO_DEALERS } from "~/demo/dealers";
import { DEMO_GALLERY_EVENTS } from "~/demo/gallery-events";
import { DEMO_SAFETY } from "~/demo/safety-facts";
import { SAFETY_WORDS } from "~/products/safety";
import { GLOSSARY } from "./glossary";
import { ur } from "./messages/ur";

/** Every text of the Urdu catalogue, by its path. */
function messageTexts(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => messageTexts(child, `${path}.${key}`));
}

/** The Urdu texts of demo records: every field named `<field>Ur`, lists included. */
function urduFields(value: unknown, path: string): [string, string][] {
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key.endsWith("Ur")
      ? messageTexts(child, `${path}.${key}`)
      : urduFields(child, `${path}.${key}`),
  );
}

const TEXTS: [string, string][] = [
  ...messageTexts(ur, "ur"),
  ...urduFields(DEMO_CATEGORIES, "catalogue"),
  ...urduFields(DEMO_CROPS, "crops"),
  ...urduFields(DEMO_USES, "uses"),
  ...urduFields(DEMO_GALLERY_EVENTS, "gallery"),
  ...urduFields(DEMO_DEALERS, "dealers"),
  ...urduFields(DEMO_SAFETY, "safety"),
  ...messageTexts(SAFETY_WORDS.ur, "labels"),
];

/**
 * Text as the glossary compares it: the Arabic forms of Urdu letters as Urdu writes them, short
 * vowel marks dropped ('قوتِ' is 'قوت'), white space single.
 */
function folded(text: string): string {
  return text
    .replace(/[يى]/g, "ی")
    .replace(/ك/g, "ک")
    .replace(/[\u064B-\u065F\u0670]/g, "")
    .replace(/\s+/g, " ");
}

/** Whether `words` occur in `text` as whole words, not inside longer ones ('کلو' in 'کلوگرام'). */
function hasWords(text: string, words: string): boolean {
  const escaped = folded(words).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{M}])${escaped}(?![\\p{L}\\p{M}])`, "u").test(folded(text));
}

describe("the glossary", () => {
  it("finds the Urdu of the interface and of every part of the demo catalogue", () => {
    const sources = new Set(TEXTS.map(([path]) => path.split(".")[0]));
    expect(sources).toEqual(
      new Set(["ur", "catalogue", "crops", "uses", "gallery", "dealers", "safety", "labels"]),
    );
    expect(TEXTS.length).toBeGreaterThan(700);
    expect(TEXTS.some(([path]) => path.endsWith(".waitingPeriodUr"))).toBe(true);
    expect(TEXTS.some(([path]) => /\.featuresUr\.\d+$/.test(path))).toBe(true);
  });

  it("tells whole words from parts of words, whatever the letter forms and vowel marks", () => {
    expect(hasWords("برداشت سے 21 دن پہلے", "برداشت")).toBe(true);
    expect(hasWords("5 کلوگرام فی ایکڑ", "کلو")).toBe(false);
    expect(hasWords("امیڈاکلوپرڈ", "کلو")).toBe(false);
    expect(hasWords("10 کلو، فی ایکڑ", "کلو")).toBe(true);
    expect(hasWords("بڑھوتری کے ریگولیٹرز۔", "ریگولیٹرز")).toBe(true);
    expect(hasWords("بڑھوتری کے ریگولیٹرز۔", "ریگولیٹر")).toBe(false);
    expect(hasWords("قوتِ مدافعت", "قوت مدافعت")).toBe(true);
    expect(hasWords("كسان", "کسان")).toBe(true);
    expect(hasWords("بیج  کی دوائیں", "بیج کی دوائیں")).toBe(true);
  });

  it("keeps every concept's other words out of the Urdu texts", () => {
    const found = GLOSSARY.flatMap((entry) =>
      entry.notUrdu.flatMap((word) =>
        TEXTS.filter(([, text]) => hasWords(text, word)).map(
          ([path]) => `${entry.english}: '${word}' in ${path}`,
        ),
      ),
    );
    expect(found).toEqual([]);
  });

  it("names words the texts use, each concept once, none of its own words kept out", () => {
    for (const entry of GLOSSARY) {
      expect(
        TEXTS.some(([, text]) => hasWords(text, entry.urdu)),
        entry.english,
      ).toBe(true);
      for (const word of entry.notUrdu) {
        expect(hasWords(entry.urdu, word), `${entry.english}: ${word}`).toBe(false);
      }
    }
    const words = GLOSSARY.map((entry) => folded(entry.urdu));
    expect(new Set(words).size).toBe(words.length);
  });
});
