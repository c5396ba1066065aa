import type { Dose, DoseArea, DoseUnit } from "./dose";

/**
 * Reads a dose typed as labels and staff write it, in English or Urdu, into its parts:
 * '250 ml per acre', '200-250 ml/acre', '1.5 litres per acre in 100 litres of water',
 * '200 سے 250 ملی لیٹر فی ایکڑ', '۲۵۰ ملی لیٹر فی ایکڑ'. A closing note in brackets ('(basal)',
 * '(پتوں پر سپرے)') is kept apart, as text of its language. What it cannot read with certainty
 * (per kg of seed, per litre of water) is answered `undefined`: such a dose stays text and the
 * spray calculator leaves it out.
 */

export interface ParsedDose {
  dose: Dose;
  /** A closing note in brackets, without them, as typed. */
  note?: string;
}

const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const RANGE_JOIN = String.raw`\s*(?:-|–|—|to|سے|تا)\s*`;
const AMOUNT = String.raw`${NUMBER}(?:${RANGE_JOIN}${NUMBER})?`;

const UNIT_NAMES: [RegExp, DoseUnit][] = [
  [/^(?:ml|mls|millilit(?:re|er)s?|ملی\s?لیٹر(?:ز)?)$/, "ml"],
  [/^(?:l|ltr|ltrs|lit(?:re|er)s?|لیٹر(?:ز)?)$/, "L"],
  [/^(?:g|gm|gms|gr|grams?|grammes?|گرام)$/, "g"],
  [/^(?:kg|kgs|kilos?|kilograms?|kilogrammes?|کلو\s?گرام|کلو)$/, "kg"],
];

const AREA_NAMES: [RegExp, DoseArea][] = [
  [/^(?:acres?|ac|ایکڑ)$/, "acre"],
  [/^(?:kanals?|کنال)$/, "kanal"],
  [/^(?:hectares?|ha|ہیکٹر|ہیکٹیئر)$/, "hectare"],
];

const UNIT = String.raw`(millilit(?:re|er)s?|mls?|kilogrammes?|kilograms?|kilos?|kgs?|grammes?|grams?|gms?|gr|g|lit(?:re|er)s?|ltrs?|l|ملی\s?لیٹرز?|لیٹرز?|کلو\s?گرام|کلو|گرام)`;
const AREA = String.raw`(acres?|ac|kanals?|hectares?|ha|ایکڑ|کنال|ہیکٹیئر|ہیکٹر)`;
const WATER_WORD = String.raw`(?:lit(?:re|er)s?|ltrs?|l|لیٹر)`;

const ENGLISH = new RegExp(
  String.raw`^${AMOUNT}\s*${UNIT}\s*(?:per|/|an|a)\s*${AREA}` +
    String.raw`(?:\s*,?\s*(?:(?:in|with)\s*)?${AMOUNT}\s*${WATER_WORD}\s*(?:of\s*)?water(?:\s*(?:per|/)\s*acre)?)?` +
    String.raw`(?:\s*per\s*(?:spray|application))?$`,
);

const URDU = new RegExp(
  String.raw`^${AMOUNT}\s*${UNIT}\s*فی\s*${AREA}` +
    String.raw`(?:\s*[،,]?\s*${AMOUNT}\s*${WATER_WORD}\s*پانی\s*(?:میں|فی\s*ایکڑ))?` +
    String.raw`(?:\s*فی\s*(?:سپرے|اسپرے))?$`,
);

function nameOf<T>(names: [RegExp, T][], word: string): T | undefined {
  const compact = word.replace(/\s+/g, " ");
  return names.find(([pattern]) => pattern.test(compact))?.[1];
}

/** The unit a word names, in English or Urdu ('ml', 'Litres', 'ملی لیٹر', 'kg'), if any. */
export function readDoseUnit(word: string): DoseUnit | undefined {
  return nameOf(UNIT_NAMES, word.toLowerCase().trim());
}

function normalized(text: string): string {
  return text
    .normalize("NFKC")
    .replace(ARABIC_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) % 16))
    .replace(/٫/g, ".")
    .replace(/(\d),(\d)/g, "$1.$2")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.۔]$/, "")
    .trim();
}

function positive(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

const CLOSING_NOTE = /^(.*?)\s*\(([^()]+)\)\s*[.۔]?\s*$/s;

/** The dose a text states, or undefined when it is not plainly an amount per area. */
export function parseDose(text: string): ParsedDose | undefined {
  const withNote = CLOSING_NOTE.exec(text.trim());
  const note = withNote?.[2]?.trim().replace(/\s+/g, " ");
  const dose = parseAmountPerArea(withNote ? (withNote[1] ?? "") : text);
  if (!dose) return undefined;
  return note ? { dose, note } : { dose };
}

function parseAmountPerArea(text: string): Dose | undefined {
  const typed = normalized(text);
  const match = ENGLISH.exec(typed) ?? URDU.exec(typed);
  if (!match) return undefined;
  const [, low, high, unitText, areaText, waterLow, waterHigh] = match;
  const amount = positive(low);
  const unit = nameOf(UNIT_NAMES, unitText ?? "");
  const area = nameOf(AREA_NAMES, areaText ?? "");
  if (amount === undefined || unit === undefined || area === undefined) return undefined;
  const dose: Dose = { amount, unit, area };
  const amountMax = positive(high);
  if (high !== undefined) {
    if (amountMax === undefined || amountMax < amount) return undefined;
    if (amountMax > amount) dose.amountMax = amountMax;
  }
  if (waterLow !== undefined) {
    const water = positive(waterLow);
    if (water === undefined) return undefined;
    dose.waterLitres = water;
    const waterMax = positive(waterHigh);
    if (waterHigh !== undefined) {
      if (waterMax === undefined || waterMax < water) return undefined;
      if (waterMax > water) dose.waterLitresMax = waterMax;
    }
  }
  return dose;
}
