import { normalizeSearchText } from "./normalize";

export interface TextPart {
  text: string;
  /** A word that one of the search terms begins. */
  match: boolean;
}

/** A text cut into words and what lies between them, the words the terms begin marked. */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  if (terms.length === 0) return [{ text, match: false }];
  const parts: TextPart[] = [];
  for (const piece of text.split(/([\p{L}\p{N}\p{M}]+)/u)) {
    if (piece === "") continue;
    const folded = normalizeSearchText(piece);
    const match = terms.some((term) => folded.startsWith(term));
    const last = parts[parts.length - 1];
    if (last && last.match === match && !match) last.text += piece;
    else parts.push({ text: piece, match });
  }
  return parts;
}

/** Whether any word of the text is one a term begins. */
export function isFound(text: string, terms: readonly string[]): boolean {
  return highlightParts(text, terms).some((part) => part.match);
}

/**
 * Whether a term begins a word of any of these names (comma-separated lists, Roman Urdu ones
 * included), or one of them written without its spaces: the forms the index holds them in.
 */
export function isFoundInNames(
  names: readonly (string | null)[],
  terms: readonly string[],
): boolean {
  return names.some((list) =>
    (list ?? "")
      .split(/[,\u060C]/)
      .some((name) => isFound(name, terms) || isFound(name.replace(/\s+/g, ""), terms)),
  );
}
