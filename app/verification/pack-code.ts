/**
 * Pack codes as printed under a pack's scratch panel and as farmers type them. Shared by the
 * server and the verify page's script, so it holds no secret and no Node API.
 */

/**
 * The characters a code is made of: digits and capitals without the look-alikes a cheap print
 * or a tired eye confuses (0 O Q D, 1 I L, 2 Z, 5 S, 8 B).
 */
export const PACK_CODE_ALPHABET = "34679ACEFGHJKMNPRTUVWXY";

/** Characters in a code: 23^12 ≈ 2.2 × 10^16 possible codes. */
export const PACK_CODE_LENGTH = 12;

/** Printed in groups of four: 'AC3F-7KXM-P4TY'. */
const GROUP = 4;

const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * What a farmer typed, as the code it stands for: letter case, spaces, dashes and other
 * separators do not matter, and Urdu or Arabic digits count as the digits they are.
 */
export function normalizePackCode(typed: string): string {
  return typed
    .normalize("NFKC")
    .replace(ARABIC_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) % 16))
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, "");
}

/** Whether a normalised code could be one of ours: the right length, only our characters. */
export function isWellFormedPackCode(normalized: string): boolean {
  if (normalized.length !== PACK_CODE_LENGTH) return false;
  for (const character of normalized) if (!PACK_CODE_ALPHABET.includes(character)) return false;
  return true;
}

/** A normalised code in groups for reading and printing: 'AC3F-7KXM-P4TY'. */
export function formatPackCode(normalized: string): string {
  const groups: string[] = [];
  for (let start = 0; start < normalized.length; start += GROUP) {
    groups.push(normalized.slice(start, start + GROUP));
  }
  return groups.join("-");
}

/**
 * A batch number as printed ('LT-24/0917', 'lt 240917'), as the key it is found by: the same
 * rule as codes, so case, spaces, dashes and slashes do not matter.
 */
export function normalizeBatchNumber(typed: string): string {
  return normalizePackCode(typed);
}
