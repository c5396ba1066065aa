import { documentUrl, PDF_MAX_BYTES } from "~/documents/pdf-file";
import type { Locale } from "~/i18n/locale";

/**
 * The safety facts a pesticide label carries, as a product keeps them: its registration number
 * under the Agricultural Pesticides Ordinance, its WHO hazard class (the label's colour band),
 * the protective wear to put on, first aid, the antidote, and warnings for bees, fish and
 * livestock. Every one is optional. The words for them, in both languages, are here once: the
 * product page, the admin form and the API all read these.
 */

/** WHO's classes of acute hazard, most dangerous first. */
export const HAZARD_CLASSES = ["Ia", "Ib", "II", "III", "U"] as const;
export type HazardClass = (typeof HAZARD_CLASSES)[number];

export const PROTECTIVE_WEAR = ["gloves", "mask", "boots", "goggles", "overall"] as const;
export type ProtectiveWear = (typeof PROTECTIVE_WEAR)[number];

/** What a label may warn is harmed by the product. */
export const SAFETY_WARNINGS = ["bees", "fish", "livestock"] as const;
export type SafetyWarning = (typeof SAFETY_WARNINGS)[number];

/** The colours of a label's band: red for classes Ia and Ib, yellow II, blue III, green U. */
export const BAND_COLOURS = ["red", "yellow", "blue", "green"] as const;
export type BandColour = (typeof BAND_COLOURS)[number];

const CLASS_BANDS: Record<HazardClass, BandColour> = {
  Ia: "red",
  Ib: "red",
  II: "yellow",
  III: "blue",
  U: "green",
};

export function bandColour(hazardClass: HazardClass): BandColour {
  return CLASS_BANDS[hazardClass];
}

export interface SafetyWords {
  /** The name each band carries. */
  hazard: Record<HazardClass, string>;
  wear: Record<ProtectiveWear, string>;
  /** What each warning says to do, as a sentence. */
  warnings: Record<SafetyWarning, string>;
}

/**
 * Written for a Punjab farmer: the band names as he would say how poisonous a spray is, the
 * wear as it is sold in a dealer's shop. Class U is not called safe: the gloves still go on.
 */
export const SAFETY_WORDS: Record<Locale, SafetyWords> = {
  en: {
    hazard: {
      Ia: "Extremely hazardous",
      Ib: "Highly hazardous",
      II: "Moderately hazardous",
      III: "Slightly hazardous",
      U: "Unlikely to present acute hazard",
    },
    wear: {
      gloves: "Gloves",
      mask: "Mask",
      boots: "Boots",
      goggles: "Goggles",
      overall: "Overall",
    },
    warnings: {
      bees: "Toxic to bees: do not spray crops in flower while bees are working; spray in the evening.",
      fish: "Toxic to fish: keep it out of ponds, canals and watercourses, and do not wash the sprayer in them.",
      livestock:
        "Harmful to livestock: keep animals out of treated fields, and do not feed them treated fodder or seed.",
    },
  },
  ur: {
    hazard: {
      Ia: "انتہائی زہریلا",
      Ib: "بہت زہریلا",
      II: "درمیانے درجے کا زہریلا",
      III: "کم زہریلا",
      U: "عام استعمال میں کم خطرناک",
    },
    wear: {
      gloves: "دستانے",
      mask: "ماسک",
      boots: "لمبے بوٹ",
      goggles: "حفاظتی چشمہ",
      overall: "حفاظتی لباس",
    },
    warnings: {
      bees: "شہد کی مکھیوں کے لیے زہریلی ہے: پھول پر آئی فصل پر مکھیوں کی موجودگی میں سپرے نہ کریں، شام کے وقت سپرے کریں۔",
      fish: "مچھلیوں کے لیے زہریلی ہے: تالاب، نہر اور کھال میں نہ جانے دیں، اور سپرے مشین ان میں نہ دھوئیں۔",
      livestock:
        "مویشیوں کے لیے نقصان دہ ہے: سپرے شدہ کھیت میں جانور نہ چرائیں، اور سپرے شدہ چارا یا دوا لگا بیج انہیں نہ کھلائیں۔",
    },
  },
};

/** Pakistan's emergency service, answered across Punjab and the other provinces. */
export const RESCUE_NUMBER = "1122";
export const RESCUE_PHONE_HREF = `tel:${RESCUE_NUMBER}`;

/** A product's safety facts as stored; Urdu texts null where none was written. */
export interface ProductSafety {
  registrationNumber: string | null;
  hazardClass: HazardClass | null;
  /** In the order of PROTECTIVE_WEAR. */
  protectiveWear: ProtectiveWear[];
  firstAid: string | null;
  firstAidUr: string | null;
  antidote: string | null;
  antidoteUr: string | null;
  warnsBees: boolean;
  warnsFish: boolean;
  warnsLivestock: boolean;
  /** Storage keys of the label and the safety data sheet (app/documents); null when none. */
  labelPdfKey: string | null;
  safetySheetPdfKey: string | null;
}

/** The warnings a product's facts set, in the order of SAFETY_WARNINGS. */
export function warningsOf(
  safety: Pick<ProductSafety, "warnsBees" | "warnsFish" | "warnsLivestock">,
) {
  const set: Record<SafetyWarning, boolean> = {
    bees: safety.warnsBees,
    fish: safety.warnsFish,
    livestock: safety.warnsLivestock,
  };
  return SAFETY_WARNINGS.filter((warning) => set[warning]);
}

/** Protective wear in the order a label shows it, each once. */
export function inWearOrder(wear: Iterable<ProtectiveWear>): ProtectiveWear[] {
  const chosen = new Set(wear);
  return PROTECTIVE_WEAR.filter((item) => chosen.has(item));
}

/** Whether a product has any safety fact to show (its Urdu texts need not be there). */
export function hasSafetyFacts(safety: Omit<ProductSafety, "firstAidUr" | "antidoteUr">): boolean {
  return (
    safety.registrationNumber !== null ||
    safety.hazardClass !== null ||
    safety.protectiveWear.length > 0 ||
    safety.firstAid !== null ||
    safety.antidote !== null ||
    warningsOf(safety).length > 0 ||
    safety.labelPdfKey !== null ||
    safety.safetySheetPdfKey !== null
  );
}

/** The most characters of each safety text. */
export const SAFETY_LIMITS = {
  registrationNumber: 60,
  firstAid: 1000,
  antidote: 500,
} as const;

/** The PDF documents a product may carry: its printed label and its safety data sheet. */
export const PRODUCT_DOCUMENTS = ["labelPdf", "safetyDataSheetPdf"] as const;
export type ProductDocument = (typeof PRODUCT_DOCUMENTS)[number];

/** The most bytes of each document's file, for the form readers (see parseUploadForm). */
export const PRODUCT_DOCUMENT_FILES: Record<ProductDocument, number> = {
  labelPdf: PDF_MAX_BYTES,
  safetyDataSheetPdf: PDF_MAX_BYTES,
};

/** Where each document's key is kept, and the input field that removes it. */
export const DOCUMENT_FIELDS = {
  labelPdf: { key: "labelPdfKey", remove: "removeLabelPdf", downloadName: "label" },
  safetyDataSheetPdf: {
    key: "safetySheetPdfKey",
    remove: "removeSafetyDataSheetPdf",
    downloadName: "safety-data-sheet",
  },
} as const satisfies Record<
  ProductDocument,
  { key: keyof ProductSafety; remove: string; downloadName: string }
>;

/**
 * The address of a product's document, saved on a phone under the product's slug and what it is
 * (`dhaal-imidacloprid-20-sl-label.pdf`); null when it has none.
 */
export function productDocumentUrl(
  product: { slug: string; safety: Pick<ProductSafety, "labelPdfKey" | "safetySheetPdfKey"> },
  document: ProductDocument,
): string | null {
  const { key, downloadName } = DOCUMENT_FIELDS[document];
  const stored = product.safety[key];
  return stored ? documentUrl(stored, `${product.slug}-${downloadName}`) : null;
}
