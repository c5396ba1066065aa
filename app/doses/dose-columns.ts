import type { Locale } from "~/i18n/locale";
import { formatDosePhrases, type Dose, type DoseArea, type DoseUnit } from "./dose";
import { parseDose } from "./dose-parser";

/**
 * A recommended use's dose as the database keeps it (product_uses): its parts, or, for a dose
 * that is not an amount per area (per kg of seed), the text as typed. One of the two is set.
 */
export interface DoseColumns {
  doseAmount: number | null;
  doseAmountMax: number | null;
  doseUnit: DoseUnit | null;
  doseArea: DoseArea | null;
  waterLitres: number | null;
  waterLitresMax: number | null;
  doseNote: string | null;
  doseNoteUr: string | null;
  doseText: string | null;
  doseTextUr: string | null;
}

/** A use's dose as pages and the API read it. */
export interface UseDose {
  /** The dose as data; null when it is kept as text. */
  dose: Dose | null;
  /** How to apply it ('basal'), with its Urdu. */
  doseNote: string | null;
  doseNoteUr: string | null;
  /** A dose the parts cannot say, as typed, with its Urdu. */
  doseText: string | null;
  doseTextUr: string | null;
}

export function readUseDose(columns: DoseColumns): UseDose {
  const { doseAmount, doseUnit, doseArea } = columns;
  const dose: Dose | null =
    doseAmount !== null && doseUnit !== null && doseArea !== null
      ? {
          amount: doseAmount,
          ...(columns.doseAmountMax !== null && { amountMax: columns.doseAmountMax }),
          unit: doseUnit,
          area: doseArea,
          ...(columns.waterLitres !== null && { waterLitres: columns.waterLitres }),
          ...(columns.waterLitresMax !== null && { waterLitresMax: columns.waterLitresMax }),
        }
      : null;
  return {
    dose,
    doseNote: dose ? columns.doseNote : null,
    doseNoteUr: dose ? columns.doseNoteUr : null,
    doseText: dose ? null : columns.doseText,
    doseTextUr: dose ? null : columns.doseTextUr,
  };
}

const NO_PARTS = {
  doseAmount: null,
  doseAmountMax: null,
  doseUnit: null,
  doseArea: null,
  waterLitres: null,
  waterLitresMax: null,
  doseNote: null,
  doseNoteUr: null,
} as const;

/** The columns of a dose given as its parts. */
export function doseColumnsOf(dose: Dose, note: string | null, noteUr: string | null): DoseColumns {
  return {
    doseAmount: dose.amount,
    doseAmountMax: dose.amountMax ?? null,
    doseUnit: dose.unit,
    doseArea: dose.area,
    waterLitres: dose.waterLitres ?? null,
    waterLitresMax: dose.waterLitresMax ?? null,
    doseNote: note,
    doseNoteUr: noteUr,
    doseText: null,
    doseTextUr: null,
  };
}

/** The columns of a dose kept as the text the label gives, in English and (optionally) Urdu. */
export function doseColumnsOfText(english: string, urdu: string | null): DoseColumns {
  return { ...NO_PARTS, doseText: english, doseTextUr: urdu };
}

/**
 * The columns of a dose typed as text in English and (optionally) Urdu: its parts when the
 * English reads as an amount per area and the Urdu, if any, as the same dose with a note in
 * both or neither; else the texts as typed.
 */
export function doseColumnsFromText(english: string, urdu: string | null): DoseColumns {
  const asText = doseColumnsOfText(english, urdu);
  const parsed = parseDose(english);
  if (!parsed) return asText;
  if (urdu === null || urdu.trim() === "") {
    return doseColumnsOf(parsed.dose, parsed.note ?? null, null);
  }
  const parsedUr = parseDose(urdu);
  if (!parsedUr || JSON.stringify(parsedUr.dose) !== JSON.stringify(parsed.dose)) return asText;
  // A note in one language only would leave the other page without it.
  if (Boolean(parsed.note) !== Boolean(parsedUr.note)) return asText;
  return doseColumnsOf(parsed.dose, parsed.note ?? null, parsedUr.note ?? null);
}

/** A dose's text on a page, in the phrases a narrow page breaks a line between. */
export interface DoseLine {
  text: string;
  phrases: string[];
  /** Whether an Urdu page shows it in English (a typed dose without its Urdu). */
  inEnglish: boolean;
}

/**
 * The dose as a page in `locale` shows it, with its note, and whether an Urdu page had to show
 * it in English (a typed dose without its Urdu).
 */
export function doseLine(use: UseDose, locale: Locale): DoseLine {
  const line = (phrases: string[], inEnglish = false) => ({
    text: phrases.join(" "),
    phrases,
    inEnglish,
  });
  if (use.dose) {
    const note = locale === "ur" ? use.doseNoteUr || use.doseNote : use.doseNote;
    const phrases = formatDosePhrases(use.dose, locale);
    return line(note ? [...phrases, `(${note})`] : phrases);
  }
  if (locale === "ur" && use.doseTextUr) return line([use.doseTextUr]);
  return line([use.doseText ?? ""], locale === "ur");
}
