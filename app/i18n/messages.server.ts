import { data } from "react-router";
import { localeFromParam, type Locale } from "./locale";
import { en } from "./messages/en";
import type { Messages } from "./messages/types";
import { ur } from "./messages/ur";

const CATALOGUES: Record<Locale, Messages> = { en, ur };

/** The whole catalogue of a language, for loaders to pick a page's parts from. */
export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale];
}

/**
 * The language of a public page from its route's optional `($lang)` segment. Any other first
 * segment (/fr/about) is not a page: 404.
 */
export function pageLocale(params: { lang?: string }): Locale {
  const locale = localeFromParam(params.lang);
  if (!locale) throw data("Not found", { status: 404 });
  return locale;
}
