/**
 * The demo's production batches and the printed pack codes for trying /verify (listed in the
 * README, "Try pack verification"). Dates are around 2026; batch numbers are printed as
 * labels print them: the brand's initials, the year and month made, a serial.
 */

export interface DemoBatch {
  /** The product's name in the demo catalogue. */
  product: string;
  batchNumber: string;
  manufacturedOn: string;
  expiresOn: string;
  quantity: number | null;
  recalled?: boolean;
  recallNote?: string;
  recallNoteUr?: string;
}

/** The batches the demo codes are printed for, and the expired and the recalled one. */
const FEATURED_BATCHES: readonly DemoBatch[] = [
  {
    product: "Dhaal Imidacloprid 20% SL",
    batchNumber: "DI-2609-114",
    manufacturedOn: "2026-09-14",
    expiresOn: "2028-09-13",
    quantity: 5000,
  },
  {
    product: "Dhaal Imidacloprid 20% SL",
    batchNumber: "DI-2308-041",
    manufacturedOn: "2023-08-14",
    expiresOn: "2025-08-13",
    quantity: 4000,
  },
  {
    product: "Tirandaz Emamectin Benzoate 1.9% EC",
    batchNumber: "TE-2604-207",
    manufacturedOn: "2026-04-02",
    expiresOn: "2028-04-01",
    quantity: 3000,
    recalled: true,
    recallNote:
      "Some bottles of this batch were filled short and may not work as the label says. Do not use it: return it to the shop for a new bottle.",
    recallNoteUr:
      "اس بیچ کی کچھ بوتلوں میں دوا کم بھری گئی ہے اور یہ پوری طرح اثر نہیں کرے گی۔ اسے استعمال نہ کریں، دکان پر واپس کر کے نئی بوتل لیں۔",
  },
  {
    product: "Shikra Lambda-cyhalothrin 2.5% EC",
    batchNumber: "SL-2607-052",
    manufacturedOn: "2026-07-20",
    expiresOn: "2028-07-19",
    quantity: 6000,
  },
  {
    product: "Zardrang Propiconazole 25% EC",
    batchNumber: "ZP-2605-118",
    manufacturedOn: "2026-05-08",
    expiresOn: "2028-05-07",
    quantity: 2500,
  },
  {
    product: "Sabz Shakti NPK 20-20-20 + TE",
    batchNumber: "SS-2610-009",
    manufacturedOn: "2026-10-03",
    expiresOn: "2029-10-02",
    quantity: 8000,
  },
  {
    product: "Beej Kavach Imidacloprid 60% FS",
    batchNumber: "BK-2608-076",
    manufacturedOn: "2026-08-11",
    expiresOn: "2028-08-10",
    quantity: 1500,
  },
];

/** The initials of a product's first two words, as its batch numbers start: "DI" for Dhaal Imidacloprid. */
const initials = (product: string) =>
  product
    .split(" ")
    .slice(0, 2)
    .map((word) => word[0] ?? "")
    .join("")
    .toUpperCase();

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The day a date plus `years` is one day short of: a label's shelf life. */
function expiryAfter(made: string, years: number): string {
  const date = new Date(`${made}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Two routine batches of every product, one made in 2025 and one in 2026, two years' shelf
 * life each. Serials from 300 up, one per batch, so no two batch numbers are alike.
 */
function routineBatches(products: readonly string[]): DemoBatch[] {
  return products.flatMap((product, index) =>
    [2025, 2026].map((year, n) => {
      const month = ((index * 5 + n * 4) % 10) + 1;
      const made = `${year}-${twoDigits(month)}-${twoDigits(((index * 7 + n * 3) % 27) + 1)}`;
      return {
        product,
        batchNumber: `${initials(product)}-${String(year).slice(2)}${twoDigits(month)}-${300 + index * 2 + n}`,
        manufacturedOn: made,
        expiresOn: expiryAfter(made, 2),
        quantity: 2000 + ((index * 3 + n) % 8) * 500,
      };
    }),
  );
}

/** Every demo batch of the products of the demo catalogue, in the order they are recorded. */
export function demoBatches(products: readonly string[]): DemoBatch[] {
  return [...routineBatches(products), ...FEATURED_BATCHES];
}

/**
 * Printed codes for trying pack verification, as a farmer reads them under the scratch panel.
 * Stored as hashes like every code; what each gives is in the README.
 */
export const DEMO_PACK_CODES: readonly { code: string; batchNumber: string; shows: string }[] = [
  { code: "GUV3-XRN6-HPRH", batchNumber: "DI-2609-114", shows: "genuine (then: checked before)" },
  { code: "UHK7-TUER-CWEE", batchNumber: "DI-2308-041", shows: "expired batch" },
  { code: "M3MN-YUY9-H7EX", batchNumber: "TE-2604-207", shows: "recalled batch" },
  { code: "JMXY-9XX3-K9P4", batchNumber: "DI-2609-114", shows: "genuine (spare)" },
  { code: "VEY4-73VF-MC44", batchNumber: "SL-2607-052", shows: "genuine (spare)" },
  { code: "74MM-VPNF-444P", batchNumber: "ZP-2605-118", shows: "genuine (spare)" },
  { code: "PYJH-VTRC-VVPY", batchNumber: "SS-2610-009", shows: "genuine (spare)" },
  { code: "JGYA-64UM-9MWP", batchNumber: "BK-2608-076", shows: "genuine (spare)" },
];
