/**
 * The demo crop guide: the crops the distributor's customers grow, and the recommended uses of
 * each demo product (crop, target pest, disease, weed or deficiency, dose and waiting period) as
 * a pesticide label gives them. Doses and waiting periods follow the product's own entry in
 * catalogue.ts; targets use the names Pakistani farmers use.
 */
import type { DoseUnit } from "~/doses/dose";

/** A crop the guide lists. `slug` is lowercase ASCII with hyphens. */
export interface DemoCrop {
  name: string;
  nameUr: string;
  slug: string;
}

/** A dose as data: an amount or a range per acre, the water to spray it in, and a note. */
export interface DemoDoseParts {
  doseAmount: number;
  doseAmountMax?: number;
  doseUnit: DoseUnit;
  doseArea: "acre";
  waterLitres?: number;
  waterLitresMax?: number;
  doseNote?: string;
  doseNoteUr?: string;
}

/** A dose that is not an amount per area (a seed treatment's, per kg of seed), as on the label. */
export interface DemoDoseText {
  doseText: string;
  doseTextUr: string;
}

/** One recommended use of a product, as a pesticide label gives it. */
export type DemoUse = {
  /** The crop's slug (one of DEMO_CROPS). */
  crop: string;
  /** The pest, disease or weed (or for fertilizers: the deficiency or purpose). */
  target: string;
  targetUr: string;
  /** Optional, e.g. "21 days" */
  waitingPeriod?: string;
  waitingPeriodUr?: string;
} & (DemoDoseParts | DemoDoseText);

/** An amount, or the low and high ends of a range. */
type Range = number | readonly [number, number];

/** Gibberellic acid at 10 ppm: 40–50 g of a 10% powder in this much water. */
const GIBBERELLIN_WATER: Range = [400, 500];
/** Granules, sand mixes and fertilizers are not sprayed. */
const NO_WATER = undefined;

/** A dose's note in English and Urdu. */
type Note = readonly [string, string];
const BASAL: Note = ["basal", "بنیادی کھاد کے طور پر"];
const FOLIAR_SPRAY: Note = ["foliar spray", "پتوں پر سپرے"];
const MIXED_WITH_SAND: Note = ["mixed with 15–20 kg of sand", "15 سے 20 کلوگرام ریت میں ملا کر"];
const WITH_IRRIGATION_WATER: Note = ["with irrigation water", "آبپاشی کے پانی کے ساتھ"];
const UNDER_THE_CANOPY: Note = ["under the canopy", "درخت کی چھتری کے نیچے"];
const IN_STANDING_WATER: Note = ["broadcast in standing water", "کھڑے پانی میں بکھیر دیں"];
const AT_THE_ROOTS: Note = ["at the roots, then irrigate", "جڑوں کے پاس ڈال کر پانی لگائیں"];
const EACH_SPRAY: Note = ["each spray", "ہر سپرے کے لیے"];
const TEN_PPM: Note = ["10 ppm", "10 پی پی ایم"];

const low = (range: Range) => (typeof range === "number" ? range : range[0]);
const high = (range: Range) => (typeof range === "number" ? undefined : range[1]);

/**
 * A dose per acre as the label gives it, in the litres of water per acre the product's dosage
 * (catalogue.ts) says.
 */
function perAcre(amount: Range, unit: DoseUnit, water?: Range, note?: Note): DemoDoseParts {
  const dose: DemoDoseParts = { doseAmount: low(amount), doseUnit: unit, doseArea: "acre" };
  if (high(amount) !== undefined) dose.doseAmountMax = high(amount);
  if (water !== undefined) {
    dose.waterLitres = low(water);
    if (high(water) !== undefined) dose.waterLitresMax = high(water);
  }
  if (note) [dose.doseNote, dose.doseNoteUr] = note;
  return dose;
}

/** A dose kept as the label's text, with its Urdu. */
const labelDose = (doseText: string, doseTextUr: string): DemoDoseText => ({
  doseText,
  doseTextUr,
});

export const DEMO_CROPS: DemoCrop[] = [
  { name: "Cotton", nameUr: "کپاس", slug: "cotton" },
  { name: "Wheat", nameUr: "گندم", slug: "wheat" },
  { name: "Rice", nameUr: "دھان", slug: "rice" },
  { name: "Maize", nameUr: "مکئی", slug: "maize" },
  { name: "Sugarcane", nameUr: "گنا", slug: "sugarcane" },
  { name: "Potato", nameUr: "آلو", slug: "potato" },
  { name: "Mango", nameUr: "آم", slug: "mango" },
  { name: "Citrus", nameUr: "کینو اور ترشاوہ پھل", slug: "citrus" },
  { name: "Chilli", nameUr: "مرچ", slug: "chilli" },
  { name: "Vegetables", nameUr: "سبزیاں", slug: "vegetables" },
];

/** Recommended uses of each demo product, by the product's exact English name. */
export const DEMO_USES: Record<string, DemoUse[]> = {
  // Insecticides
  "Dhaal Imidacloprid 20% SL": [
    {
      crop: "cotton",
      target: "Whitefly",
      targetUr: "سفید مکھی",
      ...perAcre(250, "ml", [100, 120]),
      waitingPeriod: "21 days",
      waitingPeriodUr: "21 دن",
    },
    {
      crop: "cotton",
      target: "Jassid",
      targetUr: "سبز تیلا",
      ...perAcre(250, "ml", [100, 120]),
      waitingPeriod: "21 days",
      waitingPeriodUr: "21 دن",
    },
    {
      crop: "wheat",
      target: "Aphid",
      targetUr: "سست تیلا",
      ...perAcre(250, "ml", [100, 120]),
      waitingPeriod: "21 days",
      waitingPeriodUr: "21 دن",
    },
    {
      crop: "vegetables",
      target: "Whitefly and aphids",
      targetUr: "سفید مکھی اور سست تیلا",
      ...perAcre(250, "ml", [100, 120]),
      waitingPeriod: "21 days",
      waitingPeriodUr: "21 دن",
    },
  ],
  "Tirandaz Emamectin Benzoate 1.9% EC": [
    {
      crop: "cotton",
      target: "Armyworm",
      targetUr: "لشکری سنڈی",
      ...perAcre(200, "ml", [100, 120]),
      waitingPeriod: "14 days",
      waitingPeriodUr: "14 دن",
    },
    {
      crop: "cotton",
      target: "Pink and spotted bollworm",
      targetUr: "گلابی اور چتکبری سنڈی",
      ...perAcre(200, "ml", [100, 120]),
      waitingPeriod: "14 days",
      waitingPeriodUr: "14 دن",
    },
    {
      crop: "chilli",
      target: "Fruit borer",
      targetUr: "پھل کی سنڈی",
      ...perAcre(200, "ml", [100, 120]),
      waitingPeriod: "14 days",
      waitingPeriodUr: "14 دن",
    },
    {
      crop: "vegetables",
      target: "Tomato fruit borer",
      targetUr: "ٹماٹر کے پھل کی سنڈی",
      ...perAcre(200, "ml", [100, 120]),
      waitingPeriod: "14 days",
      waitingPeriodUr: "14 دن",
    },
  ],
  "Shikra Lambda-cyhalothrin 2.5% EC": [
    {
      crop: "cotton",
      target: "Bollworms",
      targetUr: "ٹینڈے کی سنڈیاں",
      ...perAcre(330, "ml", [100, 120]),
      waitingPeriod: "14 days",
      waitingPeriodUr: "14 دن",
    },
    {
      crop: "cotton",
      target: "Jassid",
      targetUr: "سبز تیلا",
      ...perAcre(330, "ml", [100, 120]),
      waitingPeriod: "14 days",
      waitingPeriodUr: "14 دن",
    },
    {
      crop: "maize",
      target: "Grasshoppers",
      targetUr: "ٹڈے",
      ...perAcre(330, "ml", [100, 120]),
      waitingPeriod: "14 days",
      waitingPeriodUr: "14 دن",
    },
    {
      crop: "vegetables",
      target: "Pod borer (peas and beans)",
      targetUr: "پھلی کی سنڈی (مٹر اور پھلیاں)",
      ...perAcre(330, "ml", [100, 120]),
      waitingPeriod: "14 days",
      waitingPeriodUr: "14 دن",
    },
  ],
  "Nigehban Chlorantraniliprole 18.5% SC": [
    {
      crop: "rice",
      target: "Stem borer",
      targetUr: "تنے کی سنڈی",
      ...perAcre(60, "ml", 100),
      waitingPeriod: "30 days",
      waitingPeriodUr: "30 دن",
    },
    {
      crop: "rice",
      target: "Leaf folder",
      targetUr: "پتا لپیٹ سنڈی",
      ...perAcre(60, "ml", 100),
      waitingPeriod: "30 days",
      waitingPeriodUr: "30 دن",
    },
    {
      crop: "sugarcane",
      target: "Top and stem borers",
      targetUr: "چوٹی اور تنے کی سنڈیاں",
      ...perAcre(60, "ml", 100),
      waitingPeriod: "30 days",
      waitingPeriodUr: "30 دن",
    },
    {
      crop: "maize",
      target: "Fall armyworm",
      targetUr: "لشکری سنڈی (فال آرمی ورم)",
      ...perAcre(60, "ml", 100),
      waitingPeriod: "30 days",
      waitingPeriodUr: "30 دن",
    },
  ],
  "Barq Fipronil 0.3% GR": [
    {
      crop: "rice",
      target: "Yellow stem borer",
      targetUr: "زرد تنے کی سنڈی",
      ...perAcre(8, "kg", NO_WATER, IN_STANDING_WATER),
      waitingPeriod: "60 days",
      waitingPeriodUr: "60 دن",
    },
    {
      crop: "sugarcane",
      target: "Top borer",
      targetUr: "چوٹی کی سنڈی",
      ...perAcre(10, "kg", NO_WATER, AT_THE_ROOTS),
      waitingPeriod: "60 days",
      waitingPeriodUr: "60 دن",
    },
    {
      crop: "sugarcane",
      target: "Stem and root borers",
      targetUr: "تنے اور جڑ کی سنڈیاں",
      ...perAcre(10, "kg", NO_WATER, AT_THE_ROOTS),
      waitingPeriod: "60 days",
      waitingPeriodUr: "60 دن",
    },
    {
      crop: "sugarcane",
      target: "Termites",
      targetUr: "دیمک",
      ...perAcre(10, "kg", NO_WATER, AT_THE_ROOTS),
      waitingPeriod: "60 days",
      waitingPeriodUr: "60 دن",
    },
  ],
  "Pasban Buprofezin 25% WP": [
    {
      crop: "cotton",
      target: "Whitefly (nymphs)",
      targetUr: "سفید مکھی (بچے)",
      ...perAcre(600, "g", [100, 120]),
      waitingPeriod: "21 days",
      waitingPeriodUr: "21 دن",
    },
    {
      crop: "cotton",
      target: "Mealybug",
      targetUr: "گدھیڑی (ملی بگ)",
      ...perAcre(600, "g", [100, 120]),
      waitingPeriod: "21 days",
      waitingPeriodUr: "21 دن",
    },
    {
      crop: "mango",
      target: "Mango mealybug",
      targetUr: "آم کی گدھیڑی",
      ...perAcre(600, "g", [100, 120]),
      waitingPeriod: "21 days",
      waitingPeriodUr: "21 دن",
    },
    {
      crop: "citrus",
      target: "Scale insects and whitefly",
      targetUr: "سکیل کیڑے اور سفید مکھی",
      ...perAcre(600, "g", [100, 120]),
      waitingPeriod: "21 days",
      waitingPeriodUr: "21 دن",
    },
  ],

  // Herbicides
  "Safaya Clodinafop-propargyl 15% WP": [
    {
      crop: "wheat",
      target: "Dumbi sitti (Phalaris minor)",
      targetUr: "دُمبی سٹی",
      ...perAcre(120, "g", [100, 120]),
      waitingPeriod: "60 days",
      waitingPeriodUr: "60 دن",
    },
    {
      crop: "wheat",
      target: "Wild oat",
      targetUr: "جنگلی جئی",
      ...perAcre(120, "g", [100, 120]),
      waitingPeriod: "60 days",
      waitingPeriodUr: "60 دن",
    },
  ],
  "Jharoo Bromoxynil + MCPA 40% EC": [
    {
      crop: "wheat",
      target: "Broadleaf weeds (bathu, lehli, jangli palak, krund)",
      targetUr: "چوڑے پتوں والی جڑی بوٹیاں (باتھو، لیہلی، جنگلی پالک، کرنڈ)",
      ...perAcre(400, "ml", [100, 120]),
      waitingPeriod: "60 days",
      waitingPeriodUr: "60 دن",
    },
    {
      crop: "maize",
      target: "Broadleaf weeds",
      targetUr: "چوڑے پتوں والی جڑی بوٹیاں",
      ...perAcre(400, "ml", [100, 120]),
      waitingPeriod: "60 days",
      waitingPeriodUr: "60 دن",
    },
  ],
  "Dhan Saaf Pretilachlor 50% EC": [
    {
      crop: "rice",
      target: "Swanki and dhiden (barnyard grasses)",
      targetUr: "سوانکی اور ڈھڈن",
      ...perAcre(500, "ml", NO_WATER, MIXED_WITH_SAND),
      waitingPeriod: "90 days",
      waitingPeriodUr: "90 دن",
    },
    {
      crop: "rice",
      target: "Sedges (deela)",
      targetUr: "ڈیلا",
      ...perAcre(500, "ml", NO_WATER, MIXED_WITH_SAND),
      waitingPeriod: "90 days",
      waitingPeriodUr: "90 دن",
    },
    {
      crop: "rice",
      target: "Broadleaf weeds",
      targetUr: "چوڑے پتوں والی جڑی بوٹیاں",
      ...perAcre(500, "ml", NO_WATER, MIXED_WITH_SAND),
      waitingPeriod: "90 days",
      waitingPeriodUr: "90 دن",
    },
  ],
  "Makai Mitra Atrazine 38% SC": [
    {
      crop: "maize",
      target: "Broadleaf weeds",
      targetUr: "چوڑے پتوں والی جڑی بوٹیاں",
      ...perAcre([600, 800], "ml", 120),
      waitingPeriod: "60 days",
      waitingPeriodUr: "60 دن",
    },
    {
      crop: "maize",
      target: "Annual grasses",
      targetUr: "یک سالہ گھاسیں",
      ...perAcre([600, 800], "ml", 120),
      waitingPeriod: "60 days",
      waitingPeriodUr: "60 دن",
    },
    {
      crop: "sugarcane",
      target: "Broadleaf weeds and annual grasses",
      targetUr: "چوڑے پتوں والی جڑی بوٹیاں اور یک سالہ گھاسیں",
      ...perAcre([600, 800], "ml", 120),
      waitingPeriod: "60 days",
      waitingPeriodUr: "60 دن",
    },
  ],

  // Fungicides
  "Zardrang Propiconazole 25% EC": [
    {
      crop: "wheat",
      target: "Yellow rust",
      targetUr: "پیلی کنگی",
      ...perAcre(200, "ml", [100, 120]),
      waitingPeriod: "35 days",
      waitingPeriodUr: "35 دن",
    },
    {
      crop: "wheat",
      target: "Brown and black rust",
      targetUr: "بھوری اور کالی کنگی",
      ...perAcre(200, "ml", [100, 120]),
      waitingPeriod: "35 days",
      waitingPeriodUr: "35 دن",
    },
    {
      crop: "rice",
      target: "Brown leaf spot",
      targetUr: "پتوں کے بھورے دھبے",
      ...perAcre(200, "ml", [100, 120]),
      waitingPeriod: "35 days",
      waitingPeriodUr: "35 دن",
    },
  ],
  "Chawal Rakh Tricyclazole 75% WP": [
    {
      crop: "rice",
      target: "Leaf blast",
      targetUr: "پتوں کا بلاسٹ",
      ...perAcre(120, "g", 100),
      waitingPeriod: "30 days",
      waitingPeriodUr: "30 دن",
    },
    {
      crop: "rice",
      target: "Neck blast",
      targetUr: "گردن کا بلاسٹ",
      ...perAcre(120, "g", 100),
      waitingPeriod: "30 days",
      waitingPeriodUr: "30 دن",
    },
  ],
  "Kavach Azoxystrobin + Difenoconazole 32.5% SC": [
    {
      crop: "mango",
      target: "Anthracnose",
      targetUr: "اینتھراکنوز",
      ...perAcre(200, "ml", 200),
      waitingPeriod: "14 days",
      waitingPeriodUr: "14 دن",
    },
    {
      crop: "mango",
      target: "Powdery mildew",
      targetUr: "سفوفی پھپھوندی",
      ...perAcre(200, "ml", 200),
      waitingPeriod: "14 days",
      waitingPeriodUr: "14 دن",
    },
    {
      crop: "rice",
      target: "Sheath blight",
      targetUr: "غلاف کا جھلساؤ",
      ...perAcre(200, "ml", [100, 200]),
      waitingPeriod: "21 days",
      waitingPeriodUr: "21 دن",
    },
    {
      crop: "potato",
      target: "Early blight",
      targetUr: "اگیتا جھلساؤ",
      ...perAcre(200, "ml", [100, 200]),
      waitingPeriod: "21 days",
      waitingPeriodUr: "21 دن",
    },
  ],
  "Aloo Raksha Metalaxyl + Mancozeb 72% WP": [
    {
      crop: "potato",
      target: "Late blight",
      targetUr: "پچھیتا جھلساؤ",
      ...perAcre(600, "g", [150, 200]),
      waitingPeriod: "14 days",
      waitingPeriodUr: "14 دن",
    },
    {
      crop: "vegetables",
      target: "Late blight of tomato",
      targetUr: "ٹماٹر کا پچھیتا جھلساؤ",
      ...perAcre(600, "g", [150, 200]),
      waitingPeriod: "14 days",
      waitingPeriodUr: "14 دن",
    },
    {
      crop: "vegetables",
      target: "Downy mildew of cucurbits and onion",
      targetUr: "بیل دار سبزیوں اور پیاز کی روئیں دار پھپھوندی",
      ...perAcre(600, "g", [150, 200]),
      waitingPeriod: "14 days",
      waitingPeriodUr: "14 دن",
    },
  ],
  "Neela Tara Copper Oxychloride 50% WP": [
    {
      crop: "rice",
      target: "Bacterial leaf blight",
      targetUr: "پتوں کا بیکٹیریائی جھلساؤ",
      ...perAcre(500, "g", [150, 200]),
      waitingPeriod: "7 days",
      waitingPeriodUr: "7 دن",
    },
    {
      // Canker is bacterial: this is a copper (bactericide) use, not a fungicide claim.
      crop: "citrus",
      target: "Citrus canker (bacterial)",
      targetUr: "کینکر (بیکٹیریائی بیماری)",
      ...perAcre(500, "g", [150, 200]),
      waitingPeriod: "7 days",
      waitingPeriodUr: "7 دن",
    },
    {
      crop: "vegetables",
      target: "Downy mildew",
      targetUr: "روئیں دار پھپھوندی",
      ...perAcre(500, "g", [150, 200]),
      waitingPeriod: "7 days",
      waitingPeriodUr: "7 دن",
    },
  ],

  // Fertilizers
  "Zinco Plus Zinc Sulphate Monohydrate 33%": [
    {
      crop: "rice",
      target: "Zinc deficiency (khaira)",
      targetUr: "زنک کی کمی (کھیرا بیماری)",
      ...perAcre(5, "kg", NO_WATER, BASAL),
    },
    {
      crop: "wheat",
      target: "Zinc deficiency (bronzing, stunted growth)",
      targetUr: "زنک کی کمی (پتوں کا کانسی جیسا رنگ، قد چھوٹا رہ جانا)",
      ...perAcre(5, "kg", NO_WATER, BASAL),
    },
    {
      crop: "maize",
      target: "Zinc deficiency (stunted growth)",
      targetUr: "زنک کی کمی (قد چھوٹا رہ جانا)",
      ...perAcre(5, "kg", NO_WATER, BASAL),
    },
    {
      crop: "citrus",
      target: "Zinc deficiency (small, mottled leaves)",
      targetUr: "زنک کی کمی (چھوٹے اور دھبے دار پتے)",
      ...perAcre(5, "kg", NO_WATER, BASAL),
    },
  ],
  "Phool Bahar Boron 20%": [
    {
      crop: "cotton",
      target: "Boron deficiency for flower and boll retention",
      targetUr: "بوران کی کمی، پھول اور ٹینڈوں کے ٹھہراؤ کے لیے",
      ...perAcre(250, "g", 100, FOLIAR_SPRAY),
      waitingPeriod: "0 days (no restriction)",
      waitingPeriodUr: "0 دن (کوئی پابندی نہیں)",
    },
    {
      crop: "mango",
      target: "Boron deficiency for flower and fruit set",
      targetUr: "بوران کی کمی، پھول اور پھل کے ٹھہراؤ کے لیے",
      ...perAcre(250, "g", 100, FOLIAR_SPRAY),
      waitingPeriod: "0 days (no restriction)",
      waitingPeriodUr: "0 دن (کوئی پابندی نہیں)",
    },
    {
      crop: "citrus",
      target: "Boron deficiency and fruit cracking",
      targetUr: "بوران کی کمی اور پھل کا پھٹنا",
      ...perAcre(250, "g", 100, FOLIAR_SPRAY),
      waitingPeriod: "0 days (no restriction)",
      waitingPeriodUr: "0 دن (کوئی پابندی نہیں)",
    },
    {
      crop: "wheat",
      target: "Boron deficiency for grain set",
      targetUr: "بوران کی کمی، دانہ بننے کے لیے",
      ...perAcre(250, "g", 100, FOLIAR_SPRAY),
      waitingPeriod: "0 days (no restriction)",
      waitingPeriodUr: "0 دن (کوئی پابندی نہیں)",
    },
  ],
  "Sabz Shakti NPK 20-20-20 + TE": [
    {
      crop: "cotton",
      target: "Nutrient boost at flowering",
      targetUr: "پھول آنے پر فوری خوراک",
      ...perAcre([1, 2], "kg", 100, FOLIAR_SPRAY),
      waitingPeriod: "0 days (no restriction)",
      waitingPeriodUr: "0 دن (کوئی پابندی نہیں)",
    },
    {
      crop: "wheat",
      target: "Nutrient boost at tillering",
      targetUr: "جھاڑ بننے پر فوری خوراک",
      ...perAcre([1, 2], "kg", 100, FOLIAR_SPRAY),
      waitingPeriod: "0 days (no restriction)",
      waitingPeriodUr: "0 دن (کوئی پابندی نہیں)",
    },
    {
      crop: "chilli",
      target: "Nutrient boost at flowering and fruit set",
      targetUr: "پھول آنے اور پھل بننے پر فوری خوراک",
      ...perAcre([1, 2], "kg", 100, FOLIAR_SPRAY),
      waitingPeriod: "0 days (no restriction)",
      waitingPeriodUr: "0 دن (کوئی پابندی نہیں)",
    },
    {
      crop: "vegetables",
      target: "Recovery after heat or waterlogging stress",
      targetUr: "گرمی یا کھیت میں پانی کھڑا رہنے کے دباؤ کے بعد بحالی",
      ...perAcre([1, 2], "kg", 100, FOLIAR_SPRAY),
      waitingPeriod: "0 days (no restriction)",
      waitingPeriodUr: "0 دن (کوئی پابندی نہیں)",
    },
  ],
  "Zameen Jaan Humic Acid 12% + Fulvic Acid 3%": [
    {
      crop: "wheat",
      target: "Root growth and fertilizer uptake",
      targetUr: "جڑوں کی بڑھوتری اور کھاد کا بہتر جذب",
      ...perAcre(2, "L", NO_WATER, WITH_IRRIGATION_WATER),
      waitingPeriod: "0 days (no restriction)",
      waitingPeriodUr: "0 دن (کوئی پابندی نہیں)",
    },
    {
      crop: "rice",
      target: "Root establishment after transplanting",
      targetUr: "پنیری لگانے کے بعد جڑوں کی مضبوطی",
      ...perAcre(2, "L", NO_WATER, WITH_IRRIGATION_WATER),
      waitingPeriod: "0 days (no restriction)",
      waitingPeriodUr: "0 دن (کوئی پابندی نہیں)",
    },
    {
      crop: "sugarcane",
      target: "Root growth on saline and sodic soils",
      targetUr: "شور زدہ اور کلراٹھی زمین میں جڑوں کی بڑھوتری",
      ...perAcre(2, "L", NO_WATER, WITH_IRRIGATION_WATER),
      waitingPeriod: "0 days (no restriction)",
      waitingPeriodUr: "0 دن (کوئی پابندی نہیں)",
    },
  ],
  "Potash Gold Potassium Sulphate 50%": [
    {
      crop: "potato",
      target: "Potash for tuber size and quality",
      targetUr: "آلو کی جسامت اور معیار کے لیے پوٹاش",
      ...perAcre(50, "kg", NO_WATER, BASAL),
      waitingPeriod: "0 days (no restriction)",
      waitingPeriodUr: "0 دن (کوئی پابندی نہیں)",
    },
    {
      crop: "sugarcane",
      target: "Potash for cane weight and sugar recovery",
      targetUr: "گنے کے وزن اور چینی کی ریکوری کے لیے پوٹاش",
      ...perAcre(50, "kg", NO_WATER, BASAL),
      waitingPeriod: "0 days (no restriction)",
      waitingPeriodUr: "0 دن (کوئی پابندی نہیں)",
    },
    {
      crop: "citrus",
      target: "Potash for fruit size, sweetness and color",
      targetUr: "پھل کی جسامت، مٹھاس اور رنگ کے لیے پوٹاش",
      ...perAcre([25, 50], "kg", NO_WATER, UNDER_THE_CANOPY),
      waitingPeriod: "0 days (no restriction)",
      waitingPeriodUr: "0 دن (کوئی پابندی نہیں)",
    },
    {
      crop: "mango",
      target: "Potash for fruit size, sweetness and shelf life",
      targetUr: "پھل کی جسامت، مٹھاس اور دیر تک محفوظ رہنے کے لیے پوٹاش",
      ...perAcre([25, 50], "kg", NO_WATER, UNDER_THE_CANOPY),
      waitingPeriod: "0 days (no restriction)",
      waitingPeriodUr: "0 دن (کوئی پابندی نہیں)",
    },
  ],

  // Plant growth regulators
  "Qadd Control Mepiquat Chloride 5% SL": [
    {
      crop: "cotton",
      target: "Excessive vegetative growth",
      targetUr: "فصل کا ضرورت سے زیادہ بڑھنا",
      ...perAcre([100, 150], "ml", 100, EACH_SPRAY),
      waitingPeriod: "30 days",
      waitingPeriodUr: "30 دن",
    },
  ],
  "Phal Rok Gibberellic Acid 10% SP": [
    {
      crop: "citrus",
      target: "Fruit set at petal fall",
      targetUr: "پھول کی پتیاں جھڑنے پر پھل کا ٹھہراؤ",
      ...perAcre([40, 50], "g", GIBBERELLIN_WATER, TEN_PPM),
      waitingPeriod: "7 days",
      waitingPeriodUr: "7 دن",
    },
    {
      crop: "citrus",
      target: "Pre-harvest fruit drop and rind aging",
      targetUr: "چنائی سے پہلے پھل کا گرنا اور چھلکے کا نرم ہونا",
      ...perAcre([40, 50], "g", GIBBERELLIN_WATER, TEN_PPM),
      waitingPeriod: "7 days",
      waitingPeriodUr: "7 دن",
    },
  ],
  "Bandhan NAA 4.5% SL": [
    {
      crop: "cotton",
      target: "Square and boll shedding",
      targetUr: "پھول ڈوڈیوں اور ٹینڈوں کا گرنا",
      ...perAcre([25, 30], "ml", [100, 120]),
      waitingPeriod: "15 days",
      waitingPeriodUr: "15 دن",
    },
    {
      crop: "chilli",
      target: "Flower and fruit drop",
      targetUr: "پھول اور پھل کا گرنا",
      ...perAcre([25, 30], "ml", [100, 120]),
      waitingPeriod: "15 days",
      waitingPeriodUr: "15 دن",
    },
    {
      crop: "mango",
      target: "Young fruit drop",
      targetUr: "چھوٹے پھل کا گرنا",
      ...perAcre([25, 30], "ml", [100, 120]),
      waitingPeriod: "15 days",
      waitingPeriodUr: "15 دن",
    },
    {
      crop: "vegetables",
      target: "Flower drop in tomato during heat",
      targetUr: "گرمی میں ٹماٹر کے پھولوں کا گرنا",
      ...perAcre([25, 30], "ml", [100, 120]),
      waitingPeriod: "15 days",
      waitingPeriodUr: "15 دن",
    },
  ],

  // Seed treatments
  "Beej Kavach Imidacloprid 60% FS": [
    {
      crop: "cotton",
      target: "Early sucking pests (jassid, whitefly, thrips)",
      targetUr: "ابتدائی رس چوسنے والے کیڑے (سبز تیلا، سفید مکھی، تھرپس)",
      ...labelDose(
        "5 ml per kg of delinted seed (about 40 ml per acre)",
        "بُور اترے بیج کے لیے 5 ملی لیٹر فی کلوگرام (تقریباً 40 ملی لیٹر فی ایکڑ)",
      ),
    },
    {
      crop: "wheat",
      target: "Termites",
      targetUr: "دیمک",
      ...labelDose(
        "2 ml per kg of seed (about 100 ml per acre)",
        "2 ملی لیٹر فی کلوگرام بیج (تقریباً 100 ملی لیٹر فی ایکڑ)",
      ),
    },
    {
      crop: "maize",
      target: "Early aphids and jassid",
      targetUr: "ابتدائی سست تیلا اور سبز تیلا",
      ...labelDose(
        "5 ml per kg of seed (about 50 ml per acre)",
        "5 ملی لیٹر فی کلوگرام بیج (تقریباً 50 ملی لیٹر فی ایکڑ)",
      ),
    },
  ],
  "Kangi Rok Carboxin + Thiram 75% WP": [
    {
      crop: "wheat",
      target: "Loose smut",
      targetUr: "کھلی کانگیاری",
      ...labelDose(
        "2.5 g per kg of seed (about 125 g per acre)",
        "2.5 گرام فی کلوگرام بیج (تقریباً 125 گرام فی ایکڑ)",
      ),
      waitingPeriod: "0 days (seed use only)",
      waitingPeriodUr: "0 دن (صرف بیج کے لیے)",
    },
    {
      crop: "wheat",
      target: "Flag smut and bunt",
      targetUr: "پتوں کی کانگیاری اور بنٹ",
      ...labelDose(
        "2.5 g per kg of seed (about 125 g per acre)",
        "2.5 گرام فی کلوگرام بیج (تقریباً 125 گرام فی ایکڑ)",
      ),
      waitingPeriod: "0 days (seed use only)",
      waitingPeriodUr: "0 دن (صرف بیج کے لیے)",
    },
    {
      crop: "maize",
      target: "Seed rot and damping off",
      targetUr: "بیج کا گلنا اور ننھے پودوں کا مرجھا کر گرنا",
      ...labelDose(
        "2.5 g per kg of seed (about 25 g per acre)",
        "2.5 گرام فی کلوگرام بیج (تقریباً 25 گرام فی ایکڑ)",
      ),
      waitingPeriod: "0 days (seed use only)",
      waitingPeriodUr: "0 دن (صرف بیج کے لیے)",
    },
  ],
  "Makai Beej Thiamethoxam 70% WS": [
    {
      crop: "maize",
      target: "Termites and shoot fly",
      targetUr: "دیمک اور گوبھ کی مکھی",
      ...labelDose(
        "4 g per kg of seed (about 40 g per acre)",
        "4 گرام فی کلوگرام بیج (تقریباً 40 گرام فی ایکڑ)",
      ),
      waitingPeriod: "0 days (seed use only)",
      waitingPeriodUr: "0 دن (صرف بیج کے لیے)",
    },
    {
      crop: "maize",
      target: "Early aphids and jassid",
      targetUr: "ابتدائی سست تیلا اور سبز تیلا",
      ...labelDose(
        "4 g per kg of seed (about 40 g per acre)",
        "4 گرام فی کلوگرام بیج (تقریباً 40 گرام فی ایکڑ)",
      ),
      waitingPeriod: "0 days (seed use only)",
      waitingPeriodUr: "0 دن (صرف بیج کے لیے)",
    },
  ],
};
