import type { Locale } from "./locale";
import type { PluralMessage } from "./messages/types";

/** Fills a message's {placeholders}; a placeholder without a value is left as written. */
export function format(message: string, values: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The form of a plural message for `count` in `locale`, with {count} and `values` filled in. */
export function plural(
  locale: Locale,
  message: PluralMessage,
  count: number,
  values: Record<string, string | number> = {},
): string {
  const form = new Intl.PluralRules(locale).select(count) === "one" ? message.one : message.other;
  return format(form, { ...values, count });
}

/** How each language parts the items of a list: its comma, its semicolon for items with commas. */
const LIST_SEPARATORS: Record<Locale, { comma: string; semicolon: string }> = {
  en: { comma: ", ", semicolon: "; " },
  ur: { comma: "، ", semicolon: "؛ " },
};

/**
 * Items joined as a list reads in `locale`: with the Urdu comma '،' in Urdu, a comma in English;
 * with the language's semicolon where an item holds a comma of its own ("بوران کی کمی، پھول کا
 * ٹھہراؤ"). No 'and'/'اور' before the last item: a short label, or the first few of a longer
 * list, does not want one, and an item may hold an 'and' of its own. (Intl.ListFormat would add
 * it, and its Urdu data a comma before it, and Latin commas in some styles.)
 */
export function joinList(locale: Locale, items: readonly string[]): string {
  const { comma, semicolon } = LIST_SEPARATORS[locale];
  return items.join(items.some((item) => /[,،]/.test(item)) ? semicolon : comma);
}

/** The placeholder names of a message, for checking that translations keep them. */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "").sort();
}

/**
 * A message cut at its {placeholders}, each replaced by its value as it is (an element, say),
 * for text that wraps a phone number or a name in markup of its own.
 */
export function formatParts<Part>(
  message: string,
  values: Record<string, Part>,
): (string | Part)[] {
  return message
    .split(/(\{\w+\})/)
    .filter((piece) => piece !== "")
    .map((piece) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      return name !== undefined && name in values ? (values[name] as Part) : piece;
    });
}
