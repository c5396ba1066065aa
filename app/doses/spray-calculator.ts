import {
  acresPer,
  baseUnitOf,
  baseUnitsPer,
  KANALS_PER_ACRE,
  type BaseUnit,
  type Dose,
} from "./dose";

/**
 * The spray calculator's arithmetic, one module for the server's answer and the page's script:
 * from a label's dose, the farmer's area and his tank, how much product in all, which packs to
 * buy, and how much to pour into each tank. Amounts are in base units (ml or g).
 */

/** The knapsack sprayer most farmers carry. */
export const DEFAULT_TANK_LITRES = 16;
export const TANK_CHOICES = [16, 20] as const;
/** Water per acre assumed when the label gives none: a knapsack sprayer's usual volume. */
export const DEFAULT_WATER_LITRES_PER_ACRE = 100;
/** Larger than any one farm; beyond it a typing slip is likelier than a real area. */
export const MAX_ACRES = 2000;
export const MAX_TANK_LITRES = 1000;

export type AreaUnit = "acre" | "kanal";

export type NumberProblem = "empty" | "not-a-number" | "not-positive" | "too-large";

export type ReadNumber = { ok: true; value: number } | { ok: false; problem: NumberProblem };

const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
const VULGAR_FRACTIONS: Record<string, string> = { "½": " 1/2", "¼": " 1/4", "¾": " 3/4" };

/**
 * A number as a farmer types it: '3.5', '3,5', '3 1/2', '3½', '1/2', Urdu digits ('۳.۵').
 */
export function readTypedNumber(typed: string): ReadNumber {
  // Fractions first: NFKC would turn '3½' into '31⁄2'. A comma before three digits groups
  // thousands ('500,000'), as Pakistan writes numbers; any other is a decimal comma ('3,5').
  const text = typed
    .replace(/[½¼¾]/g, (fraction) => VULGAR_FRACTIONS[fraction] || fraction)
    .normalize("NFKC")
    // Both runs of Arabic digits start at a multiple of 16: '۳' is U+06F3.
    .replace(ARABIC_DIGITS, (digit) => String(digit.charCodeAt(0) % 16))
    .replace(/(\d)[,٬](?=\d{3}(?!\d))/g, "$1")
    .replace(/[٫,]/g, ".")
    .replace(/⁄/g, "/")
    .trim()
    .replace(/\s+/g, " ");
  if (text === "") return { ok: false, problem: "empty" };
  const match = /^(-)?(?:(\d+(?:\.\d+)?)|(?:(\d+) )?(\d+)\/(\d+))$/.exec(text);
  if (!match) return { ok: false, problem: "not-a-number" };
  const [, minus, decimal, whole, numerator, denominator] = match;
  let value: number;
  if (decimal !== undefined) value = Number(decimal);
  else {
    const below = Number(denominator);
    if (below === 0) return { ok: false, problem: "not-a-number" };
    value = Number(whole || 0) + Number(numerator) / below;
  }
  if (minus || !(value > 0)) return { ok: false, problem: "not-positive" };
  return { ok: true, value };
}

/** The farmer's area in acres, from what he typed in acres or kanals. */
export function readArea(typed: string, unit: AreaUnit): ReadNumber {
  const read = readTypedNumber(typed);
  if (!read.ok) return read;
  const acres = unit === "kanal" ? read.value / KANALS_PER_ACRE : read.value;
  return acres > MAX_ACRES ? { ok: false, problem: "too-large" } : { ok: true, value: acres };
}

export function readTankLitres(typed: string): ReadNumber {
  const read = readTypedNumber(typed);
  if (!read.ok) return read;
  return read.value > MAX_TANK_LITRES ? { ok: false, problem: "too-large" } : read;
}

export interface PackCount {
  /** The pack's size in base units. */
  size: number;
  count: number;
}

/**
 * The packs to buy for at least `needed` base units with the least left over, then the fewest
 * packs: 750 ml from 100/250/500/1000 ml is one 500 and one 250. Exact by dynamic programming
 * over the part of the amount that is not plainly a run of the largest pack.
 */
export function choosePacks(needed: number, sizes: readonly number[]): PackCount[] {
  const usable = [...new Set(sizes.filter((size) => Number.isInteger(size) && size > 0))].sort(
    (a, b) => b - a,
  );
  const largest = usable[0];
  if (largest === undefined || needed <= 0) return [];
  const target = Math.ceil(needed);
  // Far beyond the smaller sizes' reach, the best choice adds largest packs only.
  const runOfLargest = Math.max(0, Math.floor(target / largest) - usable.length - 1);
  const rest = target - runOfLargest * largest;
  const step = usable.reduce(greatestCommonDivisor);
  const slots = Math.ceil((rest + largest) / step);
  // best[i]: fewest packs making exactly i * step; last[i]: the pack added last. (Written
  // without ?? so that the page's script, built for old browsers, stays small.)
  const best = [0];
  const last = [0];
  for (let slot = 1; slot <= slots; slot++) {
    best[slot] = Infinity;
    for (const size of usable) {
      const from = slot - size / step;
      const packs = (best[from] as number) + 1;
      if (from >= 0 && packs < (best[slot] as number)) {
        best[slot] = packs;
        last[slot] = size;
      }
    }
  }
  // Some slot up to `slots` is made of largest packs alone.
  let slot = Math.ceil(rest / step);
  while ((best[slot] as number) === Infinity) slot++;
  const counts = new Map<number, number>();
  if (runOfLargest > 0) counts.set(largest, runOfLargest);
  for (; slot > 0; slot -= (last[slot] as number) / step) {
    const size = last[slot] as number;
    counts.set(size, (counts.get(size) || 0) + 1);
  }
  return usable
    .filter((size) => counts.has(size))
    .map((size) => ({ size, count: counts.get(size) as number }));
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

export interface SprayPlan {
  baseUnit: BaseUnit;
  acres: number;
  /** Product for the whole area: `high` equals `low` when the dose is one amount. */
  total: { low: number; high: number };
  /** Packs covering the high end, with what is left over. */
  packs: PackCount[];
  leftOver: number;
  tankLitres: number;
  /** Product per full tank. */
  perTank: { low: number; high: number };
  /** Full tanks to cover the area (the last one may be part-filled). */
  tanks: number;
  waterLitresPerAcre: number;
  /** True when the label gave no water volume and the usual one was assumed. */
  waterAssumed: boolean;
}

/** The plan for spraying `acres` at `dose` with a `tankLitres` sprayer and packs of `packSizes`. */
export function planSpray(
  dose: Dose,
  acres: number,
  tankLitres: number,
  packSizes: readonly number[],
): SprayPlan {
  const perAcre = baseUnitsPer(dose.unit) / acresPer(dose.area);
  const low = dose.amount * perAcre * acres;
  const high = (dose.amountMax || dose.amount) * perAcre * acres;
  const water = dose.waterLitres;
  const waterGiven = water !== undefined;
  const waterLitresPerAcre = waterGiven
    ? (water + (dose.waterLitresMax || water)) / 2
    : DEFAULT_WATER_LITRES_PER_ACRE;
  const packs = choosePacks(high, packSizes);
  const bought = packs.reduce((sum, pack) => sum + pack.size * pack.count, 0);
  const tankShare = tankLitres / waterLitresPerAcre;
  return {
    baseUnit: baseUnitOf(dose.unit),
    acres,
    total: { low, high },
    packs,
    leftOver: packs.length > 0 ? bought - Math.ceil(high) : 0,
    tankLitres,
    perTank: {
      low: (low / acres) * tankShare,
      high: (high / acres) * tankShare,
    },
    tanks: Math.ceil((acres * waterLitresPerAcre) / tankLitres - 1e-9),
    waterLitresPerAcre,
    waterAssumed: !waterGiven,
  };
}
