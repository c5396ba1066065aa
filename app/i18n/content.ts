import type { Locale } from "./locale";

/*
 * Catalogue content (categories, products, gallery events) has an optional Urdu version of each
 * text field, stored beside it as `<field>Ur`. A page shows the version of its language; where
 * the Urdu is empty, the English shows, marked so it reads left to right inside an Urdu page.
 */

/** A record as a page in one language shows it: the chosen text, and which fields are English. */
export type Localized<Item, Field extends string> = Omit<Item, `${Field}Ur`> & {
  /** Fields shown in English on an Urdu page because their Urdu is empty. */
  inEnglish: string[];
};

function hasText(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  return false;
}

/** `record` with each of `fields` in `locale`, its `<field>Ur` twins removed. */
export function localizeFields<Item extends object, Field extends string & keyof Item>(
  record: Item,
  fields: readonly Field[],
  locale: Locale,
): Localized<Item, Field> {
  const result: { [key: string]: unknown } = { ...(record as Record<string, unknown>) };
  const inEnglish: string[] = [];
  for (const field of fields) {
    const urdu = result[`${field}Ur`];
    delete result[`${field}Ur`];
    if (locale === "en" || !hasText(result[field])) continue;
    if (hasText(urdu)) result[field] = urdu;
    else inEnglish.push(field);
  }
  result.inEnglish = inEnglish;
  return result as Localized<Item, Field>;
}

/** Whether a localized record shows `field` in the page's language, not as an English fallback. */
export function inPageLanguage(record: { inEnglish: readonly string[] }, field: string): boolean {
  return !record.inEnglish.includes(field);
}

/**
 * The attributes of an element showing `field` of a localized record: English text inside an
 * Urdu page says so, so screen readers speak it as English and it runs left to right.
 */
export function textLanguage(
  record: { inEnglish: readonly string[] },
  field: string,
): { lang?: "en"; dir?: "ltr" } {
  return inPageLanguage(record, field) ? {} : { lang: "en", dir: "ltr" };
}
