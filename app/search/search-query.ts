import { normalizeSearchText } from "./normalize";

/** The most results a search lists: a farmer looks at the first few. */
export const SEARCH_RESULTS_LIMIT = 30;

/** A query longer than this is cut: no product needs more words to be found. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** At most this many words of a query are looked up. */
export const SEARCH_MAX_TERMS = 8;
/** A word longer than this is cut (no real word is); prefixes still match. */
const TERM_MAX_LENGTH = 40;

/** The letters and digits of a word, Urdu ones included; anything else separates words. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * The words of what a visitor typed, folded as the index is: bounded, without punctuation or
 * operators, so any text at all (quotes, 'OR', a thousand characters) makes a safe query.
 */
export function searchTerms(query: string): string[] {
  const words = normalizeSearchText(query.slice(0, SEARCH_QUERY_MAX_LENGTH)).match(WORD) ?? [];
  const unique = [...new Set(words.map((word) => word.slice(0, TERM_MAX_LENGTH)))];
  return unique.slice(0, SEARCH_MAX_TERMS);
}

/**
 * An FTS5 MATCH expression for the terms: each a quoted prefix ("imida"* finds imidacloprid),
 * all of them required, or any of them.
 */
export function matchExpression(terms: readonly string[], mode: "all" | "any"): string {
  return terms
    .map((term) => `"${term.replaceAll('"', '""')}"*`)
    .join(mode === "all" ? " " : " OR ");
}
