import type { Locale } from "~/i18n/locale";
import {
  baseUnitOf,
  baseUnitsPer,
  DOSE_UNITS,
  formatAmount,
  unitWord,
  type DoseUnit,
} from "./dose";
import { readDoseUnit } from "./dose-parser";

/**
 * The sizes a product is sold in (100 ml, 250 ml, 500 ml, 1 L), as the staff type them in one
 * line and as pages and the API show them. The spray calculator chooses packs from them.
 */
export interface PackSize {
  amount: number;
  unit: DoseUnit;
}

/** More sizes than any product is sold in: beyond it a paste went wrong. */
export const MAX_PACK_SIZES = 12;
/** The largest pack: a 1,000-litre tank or a tonne. */
export const MAX_PACK_BASE_UNITS = 1_000_000;
/** The longest text the staff may type for a product's pack sizes. */
export const PACK_SIZES_MAX_LENGTH = 300;
export const PACK_SIZES_EXAMPLE = "100 ml, 250 ml, 500 ml, 1 L";

/** A pack's size in base units (ml or g), as the calculator counts it. */
export function packSizeInBaseUnits(size: PackSize): number {
  return Math.round(size.amount * baseUnitsPer(size.unit));
}

/**
 * The pack sizes in a line such as '100 ml, 250 ml, 500 ml, 1 L' (commas, semicolons or new
 * lines between them), smallest first and each once; an empty line is none. Refused with a
 * message naming what is wrong: an entry without an amount and a unit, a size of nothing,
 * liquids and solids mixed, too many.
 */
export function parsePackSizes(
  text: string,
): { ok: true; value: PackSize[] } | { ok: false; message: string } {
  const entries = text
    .split(/[,;،؛\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length > MAX_PACK_SIZES) {
    return { ok: false, message: `At most ${MAX_PACK_SIZES} pack sizes` };
  }
  const sizes = new Map<number, PackSize>();
  for (const entry of entries) {
    const match = /^(\d+(?:\.\d+)?|\.\d+)\s*(.+?)\.?$/.exec(entry);
    const unit = match ? readDoseUnit(match[2] ?? "") : undefined;
    if (!match || !unit) {
      return {
        ok: false,
        message: `"${entry}" is not a pack size: write an amount and a unit (${DOSE_UNITS.join(", ")}), for example ${PACK_SIZES_EXAMPLE}`,
      };
    }
    const size = { amount: Number(match[1]), unit };
    const base = size.amount * baseUnitsPer(unit);
    if (!Number.isInteger(Math.round(base * 1e6) / 1e6) || base < 1) {
      return { ok: false, message: `"${entry}" is not a whole number of ml or g` };
    }
    if (base > MAX_PACK_BASE_UNITS) {
      return { ok: false, message: `"${entry}" is larger than any pack (at most 1000 L or kg)` };
    }
    // '1 L' and '1000 ml' are one size: the first written stays.
    const key = packSizeInBaseUnits(size);
    if (!sizes.has(key)) sizes.set(key, size);
  }
  const list = [...sizes.entries()].sort(([a], [b]) => a - b).map(([, size]) => size);
  if (new Set(list.map((size) => baseUnitOf(size.unit))).size > 1) {
    return {
      ok: false,
      message: "Pack sizes are all liquid (ml, L) or all solid (g, kg), as the product is",
    };
  }
  return { ok: true, value: list };
}

/** One size as a page in `locale` writes it: '250 ml', '1 L', '250 ملی لیٹر'. */
export function formatPackSize(size: PackSize, locale: Locale): string {
  return `${formatAmount(size.amount)} ${unitWord(size.unit, locale)}`;
}

/** The sizes as a product page lists them: '100 ml · 250 ml · 500 ml · 1 L'. */
export function packSizesLine(sizes: readonly PackSize[], locale: Locale): string {
  return sizes.map((size) => formatPackSize(size, locale)).join(" · ");
}

/** The sizes as the admin's field shows them for editing, read back by parsePackSizes. */
export function packSizesText(sizes: readonly PackSize[]): string {
  return sizes.map((size) => formatPackSize(size, "en")).join(", ");
}
