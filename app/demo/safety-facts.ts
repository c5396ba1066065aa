/**
 * The label's safety facts of each demo product, by its name in the catalogue: WHO hazard
 * classes of the active ingredients (the more hazardous one for a mixture), the wear the
 * formulation calls for (a powder's dust, a liquid's splashes, granules spread by hand), first
 * aid and antidotes as labels give them, and the warnings for bees, fish and livestock.
 * Registration numbers are invented, in the form the Ordinance's register uses.
 */
import type { HazardClass, ProtectiveWear } from "~/products/safety";

export interface DemoSafety {
  registrationNumber: string;
  hazardClass: HazardClass;
  protectiveWear: ProtectiveWear[];
  firstAid: string;
  /** Urdu of firstAid. */
  firstAidUr: string;
  antidote: string;
  /** Urdu of antidote. */
  antidoteUr: string;
  warnsBees?: boolean;
  warnsFish?: boolean;
  warnsLivestock?: boolean;
  /** A label PDF is drawn for the product (app/demo/label-pdf.ts). */
  labelPdf?: boolean;
}

/** The first aid of each kind of formulation, with its Urdu. */
const FIRST_AID = {
  liquid: {
    firstAid:
      "If swallowed, do not make the person vomit: rinse the mouth and go to a doctor at once with this label. On the skin, wash with soap and plenty of water; in the eyes, rinse with clean water for 15 minutes.",
    firstAidUr:
      "نگل لی جائے تو قے نہ کروائیں، منہ پانی سے صاف کروائیں اور یہ لیبل لے کر فوراً ڈاکٹر کے پاس جائیں۔ جلد پر لگے تو صابن اور کافی پانی سے دھوئیں، آنکھ میں پڑے تو 15 منٹ صاف پانی سے دھوئیں۔",
  },
  powder: {
    firstAid:
      "If the dust is breathed in, move to fresh air. If swallowed, rinse the mouth and go to a doctor with this label. Wash skin and eyes well with clean water.",
    firstAidUr:
      "غبار سانس کے ساتھ اندر چلا جائے تو کھلی ہوا میں لے جائیں۔ نگل لیا جائے تو منہ پانی سے صاف کروائیں اور یہ لیبل لے کر ڈاکٹر کے پاس جائیں۔ جلد اور آنکھ کو صاف پانی سے اچھی طرح دھوئیں۔",
  },
  granules: {
    firstAid:
      "Wash hands and skin with soap and water after spreading. If swallowed, rinse the mouth and go to a doctor at once with this label.",
    firstAidUr:
      "ڈالنے کے بعد ہاتھ اور جلد صابن اور پانی سے دھوئیں۔ نگل لیا جائے تو منہ پانی سے صاف کروائیں اور یہ لیبل لے کر فوراً ڈاکٹر کے پاس جائیں۔",
  },
  seed: {
    firstAid:
      "If swallowed, rinse the mouth and go to a doctor with this label. Wash the skin with soap and water; rinse the eyes with clean water for 15 minutes.",
    firstAidUr:
      "نگل لیا جائے تو منہ پانی سے صاف کروائیں اور یہ لیبل لے کر ڈاکٹر کے پاس جائیں۔ جلد کو صابن اور پانی سے دھوئیں، آنکھ کو 15 منٹ صاف پانی سے دھوئیں۔",
  },
  nutrient: {
    firstAid:
      "In the eyes, rinse with clean water for a few minutes; if swallowed, rinse the mouth and drink water. See a doctor if you feel unwell.",
    firstAidUr:
      "آنکھ میں پڑ جائے تو چند منٹ صاف پانی سے دھوئیں؛ نگل لیا جائے تو منہ صاف کر کے پانی پئیں۔ طبیعت خراب ہو تو ڈاکٹر کو دکھائیں۔",
  },
} as const;

/** Antidotes as labels state them, with their Urdu. */
const ANTIDOTE = {
  /** Neonicotinoids, pyrethroids, diamides and most fungicides and herbicides. */
  none: {
    antidote: "No specific antidote: the doctor treats the symptoms.",
    antidoteUr: "اس کا کوئی خاص تریاق نہیں: ڈاکٹر علامات کے مطابق علاج کرے۔",
  },
  emamectin: {
    antidote:
      "No specific antidote: the doctor treats the symptoms and avoids medicines that act on GABA (barbiturates, benzodiazepines, valproic acid).",
    antidoteUr:
      "کوئی خاص تریاق نہیں: ڈاکٹر علامات کے مطابق علاج کرے اور گابا پر اثر کرنے والی دوائیں (باربیچوریٹ، بینزوڈایازیپین، ویلپروئک ایسڈ) نہ دے۔",
  },
  copper: {
    antidote: "Under a doctor's care, penicillamine or dimercaprol (BAL) for copper poisoning.",
    antidoteUr: "تانبے کے زہر میں ڈاکٹر کی نگرانی میں پینسلامین یا ڈائمرکاپرول دیا جاتا ہے۔",
  },
  nutrient: {
    antidote: "None needed: see a doctor if the symptoms go on.",
    antidoteUr: "تریاق کی ضرورت نہیں: علامات رہیں تو ڈاکٹر کو دکھائیں۔",
  },
} as const;

/** Full wear for a hazardous liquid; a powder's adds goggles against its dust. */
const FULL_WEAR: ProtectiveWear[] = ["gloves", "mask", "boots", "goggles", "overall"];
const LIQUID_WEAR: ProtectiveWear[] = ["gloves", "mask", "boots"];
const POWDER_WEAR: ProtectiveWear[] = ["gloves", "mask", "goggles", "overall"];
const SEED_WEAR: ProtectiveWear[] = ["gloves", "mask", "overall"];

export const DEMO_SAFETY: Record<string, DemoSafety> = {
  "Dhaal Imidacloprid 20% SL": {
    registrationNumber: "0873/2014",
    hazardClass: "II",
    protectiveWear: FULL_WEAR,
    ...FIRST_AID.liquid,
    ...ANTIDOTE.none,
    warnsBees: true,
    warnsFish: true,
    labelPdf: true,
  },
  "Tirandaz Emamectin Benzoate 1.9% EC": {
    registrationNumber: "1142/2016",
    hazardClass: "II",
    protectiveWear: FULL_WEAR,
    ...FIRST_AID.liquid,
    ...ANTIDOTE.emamectin,
    warnsBees: true,
    warnsFish: true,
  },
  "Shikra Lambda-cyhalothrin 2.5% EC": {
    registrationNumber: "0519/2009",
    hazardClass: "II",
    protectiveWear: FULL_WEAR,
    ...FIRST_AID.liquid,
    ...ANTIDOTE.none,
    warnsBees: true,
    warnsFish: true,
    labelPdf: true,
  },
  "Nigehban Chlorantraniliprole 18.5% SC": {
    registrationNumber: "1387/2018",
    hazardClass: "U",
    protectiveWear: ["gloves", "boots"],
    ...FIRST_AID.liquid,
    ...ANTIDOTE.none,
    warnsFish: true,
  },
  "Barq Fipronil 0.3% GR": {
    registrationNumber: "0955/2015",
    hazardClass: "II",
    protectiveWear: ["gloves", "mask", "boots"],
    ...FIRST_AID.granules,
    ...ANTIDOTE.none,
    warnsBees: true,
    warnsFish: true,
    warnsLivestock: true,
  },
  "Pasban Buprofezin 25% WP": {
    registrationNumber: "0688/2011",
    hazardClass: "III",
    protectiveWear: POWDER_WEAR,
    ...FIRST_AID.powder,
    ...ANTIDOTE.none,
    warnsFish: true,
  },
  "Safaya Clodinafop-propargyl 15% WP": {
    registrationNumber: "0742/2012",
    hazardClass: "III",
    protectiveWear: POWDER_WEAR,
    ...FIRST_AID.powder,
    ...ANTIDOTE.none,
    warnsFish: true,
  },
  "Jharoo Bromoxynil + MCPA 40% EC": {
    registrationNumber: "0611/2010",
    hazardClass: "II",
    protectiveWear: FULL_WEAR,
    ...FIRST_AID.liquid,
    ...ANTIDOTE.none,
    warnsFish: true,
    warnsLivestock: true,
  },
  "Dhan Saaf Pretilachlor 50% EC": {
    registrationNumber: "0804/2013",
    hazardClass: "U",
    protectiveWear: LIQUID_WEAR,
    ...FIRST_AID.liquid,
    ...ANTIDOTE.none,
    warnsFish: true,
  },
  "Makai Mitra Atrazine 38% SC": {
    registrationNumber: "0437/2008",
    hazardClass: "III",
    protectiveWear: LIQUID_WEAR,
    ...FIRST_AID.liquid,
    ...ANTIDOTE.none,
    warnsFish: true,
  },
  "Zardrang Propiconazole 25% EC": {
    registrationNumber: "0566/2009",
    hazardClass: "II",
    protectiveWear: FULL_WEAR,
    ...FIRST_AID.liquid,
    ...ANTIDOTE.none,
    warnsFish: true,
  },
  "Chawal Rakh Tricyclazole 75% WP": {
    registrationNumber: "0927/2014",
    hazardClass: "II",
    protectiveWear: POWDER_WEAR,
    ...FIRST_AID.powder,
    ...ANTIDOTE.none,
    warnsFish: true,
  },
  "Kavach Azoxystrobin + Difenoconazole 32.5% SC": {
    registrationNumber: "1265/2017",
    hazardClass: "II",
    protectiveWear: LIQUID_WEAR,
    ...FIRST_AID.liquid,
    ...ANTIDOTE.none,
    warnsFish: true,
    labelPdf: true,
  },
  "Aloo Raksha Metalaxyl + Mancozeb 72% WP": {
    registrationNumber: "0392/2007",
    hazardClass: "III",
    protectiveWear: POWDER_WEAR,
    ...FIRST_AID.powder,
    ...ANTIDOTE.none,
    warnsFish: true,
  },
  "Neela Tara Copper Oxychloride 50% WP": {
    registrationNumber: "0215/2005",
    hazardClass: "II",
    protectiveWear: POWDER_WEAR,
    ...FIRST_AID.powder,
    ...ANTIDOTE.copper,
    warnsFish: true,
    warnsLivestock: true,
  },
  "Zinco Plus Zinc Sulphate Monohydrate 33%": {
    registrationNumber: "0318/2012",
    hazardClass: "III",
    protectiveWear: ["gloves", "goggles"],
    ...FIRST_AID.nutrient,
    ...ANTIDOTE.nutrient,
  },
  "Phool Bahar Boron 20%": {
    registrationNumber: "0456/2015",
    hazardClass: "U",
    protectiveWear: ["gloves", "mask"],
    ...FIRST_AID.nutrient,
    ...ANTIDOTE.nutrient,
  },
  "Sabz Shakti NPK 20-20-20 + TE": {
    registrationNumber: "0502/2016",
    hazardClass: "U",
    protectiveWear: ["gloves"],
    ...FIRST_AID.nutrient,
    ...ANTIDOTE.nutrient,
  },
  "Zameen Jaan Humic Acid 12% + Fulvic Acid 3%": {
    registrationNumber: "0611/2018",
    hazardClass: "U",
    protectiveWear: ["gloves"],
    ...FIRST_AID.nutrient,
    ...ANTIDOTE.nutrient,
  },
  "Potash Gold Potassium Sulphate 50%": {
    registrationNumber: "0287/2011",
    hazardClass: "U",
    protectiveWear: ["gloves"],
    ...FIRST_AID.nutrient,
    ...ANTIDOTE.nutrient,
  },
  "Qadd Control Mepiquat Chloride 5% SL": {
    registrationNumber: "0779/2012",
    hazardClass: "III",
    protectiveWear: LIQUID_WEAR,
    ...FIRST_AID.liquid,
    ...ANTIDOTE.none,
  },
  "Phal Rok Gibberellic Acid 10% SP": {
    registrationNumber: "0898/2014",
    hazardClass: "U",
    protectiveWear: ["gloves", "mask"],
    ...FIRST_AID.powder,
    ...ANTIDOTE.none,
  },
  "Bandhan NAA 4.5% SL": {
    registrationNumber: "0653/2010",
    hazardClass: "III",
    protectiveWear: LIQUID_WEAR,
    ...FIRST_AID.liquid,
    ...ANTIDOTE.none,
  },
  "Beej Kavach Imidacloprid 60% FS": {
    registrationNumber: "1014/2015",
    hazardClass: "II",
    protectiveWear: SEED_WEAR,
    ...FIRST_AID.seed,
    ...ANTIDOTE.none,
    warnsBees: true,
    warnsLivestock: true,
  },
  "Kangi Rok Carboxin + Thiram 75% WP": {
    registrationNumber: "0531/2009",
    hazardClass: "II",
    protectiveWear: SEED_WEAR,
    ...FIRST_AID.seed,
    ...ANTIDOTE.none,
    warnsFish: true,
    warnsLivestock: true,
  },
  "Makai Beej Thiamethoxam 70% WS": {
    registrationNumber: "1198/2016",
    hazardClass: "III",
    protectiveWear: SEED_WEAR,
    ...FIRST_AID.seed,
    ...ANTIDOTE.none,
    warnsBees: true,
    warnsLivestock: true,
  },
};
