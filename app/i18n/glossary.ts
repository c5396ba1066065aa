/**
 * One Urdu word per concept, across the interface (messages/ur.ts) and the demo catalogue's Urdu
 * texts (app/demo): a farmer who reads 'کٹائی' on one page and 'برداشت' on the next wonders
 * whether they mean the same. Each entry names the word used and the words for the same thing
 * that must not appear; glossary.test.ts looks for them as whole words, inflected forms listed
 * where they differ. Written for a Punjab farmer: the words on labels and in dealers' shops.
 */
export interface GlossaryEntry {
  /** The concept, in English, as the English pages say it. */
  english: string;
  /** The Urdu word for it (its oblique and plural forms are the same word). */
  urdu: string;
  /** Other Urdu words for the same concept, kept out of every Urdu text. */
  notUrdu: readonly string[];
  /** Why this word, where the choice is not obvious. */
  note?: string;
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    english: "harvest (and the waiting period before it)",
    urdu: "کٹائی",
    notUrdu: ["برداشت"],
    note: "The everyday word; 'برداشت' is also kept out for 'tolerate' (say 'مقابلہ').",
  },
  {
    english: "picking (cotton, chillies, citrus)",
    urdu: "چنائی",
    notUrdu: ["توڑائی", "چنوائی"],
  },
  {
    english: "plant growth regulators",
    urdu: "پودوں کی بڑھوتری منظم کرنے والی دوائیں",
    notUrdu: ["ریگولیٹر", "ریگولیٹرز", "گروتھ"],
  },
  {
    english: "seed treatments",
    urdu: "بیج کو لگانے والی دوائیں",
    notUrdu: ["بیج کی دوائیں", "بیج کی دوا", "سیڈ ٹریٹمنٹ"],
  },
  {
    english: "crop-protection products (pesticides)",
    urdu: "زرعی ادویات",
    notUrdu: ["زرعی زہر", "زرعی زہروں"],
  },
  { english: "insecticide", urdu: "کیڑے مار", notUrdu: ["کیڑا مار", "حشرات کش"] },
  { english: "herbicide", urdu: "جڑی بوٹی مار", notUrdu: ["جڑی بوٹی کش", "ویڈی سائیڈ"] },
  { english: "fungicide", urdu: "پھپھوندی کش", notUrdu: ["پھپھوند کش", "فنجی سائیڈ"] },
  {
    english: "dose",
    urdu: "مقدار",
    notUrdu: ["ڈوز"],
    note: "'خوراک' is the crop's food (nutrition), never a dose.",
  },
  { english: "plant nutrition, feeding", urdu: "خوراک", notUrdu: ["غذائیت"] },
  { english: "spray", urdu: "سپرے", notUrdu: ["اسپرے", "چھڑکاؤ", "چھڑکیں"] },
  { english: "sprayer", urdu: "سپرے مشین", notUrdu: ["سپرے پمپ", "سپریئر"] },
  { english: "acre", urdu: "ایکڑ", notUrdu: ["ایکر"] },
  { english: "kilogram", urdu: "کلوگرام", notUrdu: ["کلو", "کے جی"] },
  { english: "farmer", urdu: "کسان", notUrdu: ["کاشتکار", "کاشتکاروں", "کاشت کار"] },
  {
    english: "dealer",
    urdu: "ڈیلر",
    notUrdu: ["ڈیلرز"],
    note: "Urdu plurals: ڈیلر, ڈیلروں; not the English -s.",
  },
  { english: "resistance (of pests to a product)", urdu: "قوتِ مدافعت", notUrdu: ["مزاحمت"] },
];
