/**
 * How search text is folded before it is indexed or looked up, so that the forms people type
 * find each other. The index side is the view of migration 0003 (drizzle/0003_product_search.sql,
 * made again by 0004 and 0010), which applies the same foldings in SQL; SQLite's unicode61
 * tokenizer then folds letter case and Latin accents on both sides.
 */

/** Arabic letter forms typed on Arabic keyboards, and the Urdu letters they stand for. */
export const URDU_LETTER_FORMS: readonly (readonly [string, string])[] = [
  ["\u064A", "\u06CC"], // Arabic yeh -> Farsi yeh
  ["\u0649", "\u06CC"], // alef maksura -> Farsi yeh
  ["\u0643", "\u06A9"], // Arabic kaf -> keheh
  ["\u0647", "\u06C1"], // heh -> heh goal
];

/** Marks that do not change a word: tatweel, the short vowels and shadda, joiners. */
export const IGNORED_MARKS = /\u0640|[\u064B-\u0652]|\u0670|\u200C|\u200D/g;

/** Latin accents, once a text is decomposed: 'é' -> 'e'. */
const LATIN_ACCENTS = /[\u0300-\u036F]/g;

export function normalizeSearchText(text: string): string {
  let folded = text.normalize("NFD").replace(LATIN_ACCENTS, "").normalize("NFC");
  for (const [from, to] of URDU_LETTER_FORMS) folded = folded.replaceAll(from, to);
  return folded.replace(IGNORED_MARKS, "").toLowerCase();
}
