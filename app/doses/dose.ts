import type { Locale } from "~/i18n/locale";

/**
 * A recommended use's dose as data: an amount or a range of a unit per area, and the water to
 * spray it in, as a label gives them. The text pages show in either language is made from this
 * by `formatDose`, never typed twice.
 */

export const DOSE_UNITS = ["ml", "L", "g", "kg"] as const;
export type DoseUnit = (typeof DOSE_UNITS)[number];

export const DOSE_AREAS = ["acre", "kanal", "hectare"] as const;
export type DoseArea = (typeof DOSE_AREAS)[number];

export interface Dose {
  /** The amount, or the low end of a range. */
  amount: number;
  /** The high end of a range ("200 to 250"); absent for a single amount. */
  amountMax?: number;
  unit: DoseUnit;
  area: DoseArea;
  /** Litres of water to spray it in per acre, or the low end of their range, where the label says. */
  waterLitres?: number;
  waterLitresMax?: number;
}

/** Kanals in an acre, as farmers in Punjab count land. */
export const KANALS_PER_ACRE = 8;
/** Acres in a hectare. */
export const ACRES_PER_HECTARE = 2.471_054;

/** How much of an area unit makes an acre. */
export function acresPer(area: DoseArea): number {
  switch (area) {
    case "acre":
      return 1;
    case "kanal":
      return 1 / KANALS_PER_ACRE;
    case "hectare":
      return ACRES_PER_HECTARE;
  }
}

/** The smaller unit an amount is counted in: millilitres for liquids, grams for solids. */
export type BaseUnit = "ml" | "g";

export function baseUnitOf(unit: DoseUnit): BaseUnit {
  return unit === "ml" || unit === "L" ? "ml" : "g";
}

/** How many base units (ml or g) one of `unit` is. */
export function baseUnitsPer(unit: DoseUnit): number {
  return unit === "L" || unit === "kg" ? 1000 : 1;
}

const UNIT_WORDS: Record<Locale, Record<DoseUnit, string>> = {
  en: { ml: "ml", L: "L", g: "g", kg: "kg" },
  ur: { ml: "ملی لیٹر", L: "لیٹر", g: "گرام", kg: "کلوگرام" },
};

const AREA_WORDS: Record<Locale, Record<DoseArea, string>> = {
  en: { acre: "acre", kanal: "kanal", hectare: "hectare" },
  ur: { acre: "ایکڑ", kanal: "کنال", hectare: "ہیکٹر" },
};

/** A unit's word in the page's language: 'ml', 'ملی لیٹر'. */
export function unitWord(unit: DoseUnit, locale: Locale): string {
  return UNIT_WORDS[locale][unit];
}

export function areaWord(area: DoseArea, locale: Locale): string {
  return AREA_WORDS[locale][area];
}

/** A number as a label writes it: no trailing zeros, at most two decimals ('2.5', '250'). */
export function formatAmount(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** '200–250' in English, '200 سے 250' in Urdu; one number when there is no range. */
export function formatRange(low: number, high: number | undefined, locale: Locale): string {
  if (high === undefined || high === low) return formatAmount(low);
  return locale === "ur"
    ? `${formatAmount(low)} سے ${formatAmount(high)}`
    : `${formatAmount(low)}–${formatAmount(high)}`;
}

/**
 * The dose as pages show it: '200–250 ml per acre in 100 litres of water',
 * '200 سے 250 ملی لیٹر فی ایکڑ، 100 لیٹر پانی میں'. Water is always per acre, so a dose per
 * kanal or hectare says so: '50 g per kanal, 100 litres of water per acre'.
 */
export function formatDose(dose: Dose, locale: Locale): string {
  return formatDosePhrases(dose, locale).join(" ");
}

/**
 * formatDose's text in the phrases a narrow page breaks a line between, never inside: the
 * amount per area, and the water ('200–250 ml per acre' / 'in 100 litres of water').
 */
export function formatDosePhrases(dose: Dose, locale: Locale): string[] {
  const amount = formatRange(dose.amount, dose.amountMax, locale);
  const unit = unitWord(dose.unit, locale);
  const area = areaWord(dose.area, locale);
  const water =
    dose.waterLitres === undefined
      ? undefined
      : formatRange(dose.waterLitres, dose.waterLitresMax, locale);
  const perAcre = dose.area === "acre";
  if (locale === "ur") {
    const text = `${amount} ${unit} فی ${area}`;
    if (water === undefined) return [text];
    return [`${text}،`, perAcre ? `${water} لیٹر پانی میں` : `${water} لیٹر پانی فی ایکڑ`];
  }
  const text = `${amount} ${unit} per ${area}`;
  if (water === undefined) return [text];
  return perAcre
    ? [text, `in ${water} litres of water`]
    : [`${text},`, `${water} litres of water per acre`];
}
