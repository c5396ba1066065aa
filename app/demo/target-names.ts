/**
 * What the demo crop guide's targets are and the names farmers type for them in Latin letters
 * (Roman Urdu), looked up by the English target of crop-guide.ts; the crops' Roman Urdu names;
 * and which of each product's uses are its main ones. Kept apart from the guide's texts, which
 * the seed reads unchanged.
 */
import type { TargetKind } from "~/crops/target-kinds";
import type { DemoUse } from "./crop-guide";

export interface DemoTargetNames {
  kind: TargetKind;
  /** Comma-separated, as the admin's form takes them. */
  roman: string;
}

const pest = (roman: string): DemoTargetNames => ({ kind: "pest", roman });
const disease = (roman: string): DemoTargetNames => ({ kind: "disease", roman });
const weed = (roman: string): DemoTargetNames => ({ kind: "weed", roman });
const nutrition = (roman: string): DemoTargetNames => ({ kind: "nutrition", roman });

/** Every target of DEMO_USES, by its English name. */
export const DEMO_TARGET_NAMES: Record<string, DemoTargetNames> = {
  // Insects and other pests.
  Whitefly: pest("safed makhi, chitti makhi"),
  "Whitefly (nymphs)": pest("safed makhi, chitti makhi"),
  "Whitefly and aphids": pest("safed makhi, sust tela, tela, chepa"),
  Jassid: pest("sabz tela, hara tela, tela, jassid"),
  Aphid: pest("sust tela, tela, chepa"),
  "Early aphids and jassid": pest("sust tela, sabz tela, tela, chepa"),
  "Early sucking pests (jassid, whitefly, thrips)": pest(
    "ras choosne wale keere, sabz tela, safed makhi, thrips",
  ),
  "Scale insects and whitefly": pest("scale, safed makhi"),
  Mealybug: pest("gadheri, mili bug"),
  "Mango mealybug": pest("aam ki gadheri, gadheri"),
  Armyworm: pest("lashkari sundi, sundi"),
  "Fall armyworm": pest("lashkari sundi, fall armyworm, sundi"),
  "Pink and spotted bollworm": pest("gulabi sundi, chitkabri sundi, sundi"),
  Bollworms: pest("tinde ki sundi, amrican sundi, sundi"),
  "Fruit borer": pest("phal ki sundi, sundi"),
  "Tomato fruit borer": pest("tamatar ki sundi, phal ki sundi, sundi"),
  "Pod borer (peas and beans)": pest("phali ki sundi, sundi"),
  "Stem borer": pest("tane ki sundi, sundi"),
  "Yellow stem borer": pest("zard tane ki sundi, tane ki sundi, sundi"),
  "Leaf folder": pest("patta lapet sundi, sundi"),
  "Top borer": pest("choti ki sundi, sundi"),
  "Top and stem borers": pest("choti ki sundi, tane ki sundi, sundi"),
  "Stem and root borers": pest("tane ki sundi, jar ki sundi, sundi"),
  Grasshoppers: pest("tidda, tidde"),
  Termites: pest("deemak, dimak"),
  "Termites and shoot fly": pest("deemak, dimak, gobh ki makhi"),

  // Diseases.
  "Yellow rust": disease("peeli kungi, zard kungi, kungi"),
  "Brown and black rust": disease("bhoori kungi, kali kungi, kungi"),
  "Brown leaf spot": disease("bhoore dhabbe"),
  "Leaf blast": disease("patton ka blast, blast"),
  "Neck blast": disease("gardan ka blast, blast"),
  Anthracnose: disease("anthracnose"),
  "Powdery mildew": disease("safoofi phaphoondi"),
  "Sheath blight": disease("ghilaf ka jhulsao"),
  "Early blight": disease("agaita jhulsao"),
  "Late blight": disease("pichheta jhulsao"),
  "Late blight of tomato": disease("tamatar ka pichheta jhulsao, pichheta jhulsao"),
  "Downy mildew": disease("royen dar phaphoondi"),
  "Downy mildew of cucurbits and onion": disease("royen dar phaphoondi"),
  "Bacterial leaf blight": disease("patton ka jhulsao, bacterial blight"),
  "Citrus canker (bacterial)": disease("canker, kenkar"),
  "Loose smut": disease("khuli kangiyari, kangiyari"),
  "Flag smut and bunt": disease("patton ki kangiyari, kangiyari, bunt"),
  "Seed rot and damping off": disease("beej ka galna, paud ka murjhana"),

  // Weeds.
  "Dumbi sitti (Phalaris minor)": weed("dumbi sitti, dumbi"),
  "Wild oat": weed("jangli jai, jangli javi"),
  "Broadleaf weeds": weed("chaure patton wali jari bootiyan, jari bootiyan"),
  "Broadleaf weeds (bathu, lehli, jangli palak, krund)": weed(
    "chaure patton wali jari bootiyan, bathu, lehli, jangli palak, krund",
  ),
  "Broadleaf weeds and annual grasses": weed("chaure patton wali jari bootiyan, ghaas"),
  "Annual grasses": weed("yak sala ghaas, ghaas"),
  "Swanki and dhiden (barnyard grasses)": weed("swanki, dhiden"),
  "Sedges (deela)": weed("deela"),

  // What fertilizers and growth regulators are for.
  "Zinc deficiency (khaira)": nutrition("zinc ki kami, khaira"),
  "Zinc deficiency (bronzing, stunted growth)": nutrition("zinc ki kami"),
  "Zinc deficiency (stunted growth)": nutrition("zinc ki kami"),
  "Zinc deficiency (small, mottled leaves)": nutrition("zinc ki kami"),
  "Boron deficiency for flower and boll retention": nutrition("boron ki kami"),
  "Boron deficiency for flower and fruit set": nutrition("boron ki kami"),
  "Boron deficiency and fruit cracking": nutrition("boron ki kami, phal phatna"),
  "Boron deficiency for grain set": nutrition("boron ki kami"),
  "Nutrient boost at flowering": nutrition("fori khurak"),
  "Nutrient boost at tillering": nutrition("fori khurak, jhaar"),
  "Nutrient boost at flowering and fruit set": nutrition("fori khurak"),
  "Recovery after heat or waterlogging stress": nutrition("garmi ka dabao, bahali"),
  "Root growth and fertilizer uptake": nutrition("jaron ki barhotri"),
  "Root establishment after transplanting": nutrition("jaron ki mazbooti, paneeri"),
  "Root growth on saline and sodic soils": nutrition("jaron ki barhotri, kallar, shor"),
  "Potash for tuber size and quality": nutrition("potash"),
  "Potash for cane weight and sugar recovery": nutrition("potash"),
  "Potash for fruit size, sweetness and color": nutrition("potash"),
  "Potash for fruit size, sweetness and shelf life": nutrition("potash"),
  "Excessive vegetative growth": nutrition("zyada barhotri, qad"),
  "Fruit set at petal fall": nutrition("phal ka thehrao"),
  "Pre-harvest fruit drop and rind aging": nutrition("phal girna"),
  "Square and boll shedding": nutrition("tinde girna, phool girna"),
  "Flower and fruit drop": nutrition("phool girna, phal girna"),
  "Young fruit drop": nutrition("phal girna"),
  "Flower drop in tomato during heat": nutrition("phool girna"),
};

/** The Roman Urdu names of the demo crops, by slug. */
export const DEMO_CROP_ROMAN_NAMES: Record<string, string> = {
  cotton: "kapas, narma, phutti",
  wheat: "gandum, kanak",
  rice: "chawal, dhan, munji",
  maize: "makai, makki, challi",
  sugarcane: "ganna, kamad",
  potato: "aloo, alu",
  mango: "aam, amb",
  citrus: "kinnow, kino, malta",
  chilli: "mirch, mirchi",
  vegetables: "sabzi, sabziyan",
};

/** Each demo product's main uses, as crop slug and English target: what it is bought for. */
export const DEMO_MAIN_USES: Record<string, readonly (readonly [string, string])[]> = {
  "Dhaal Imidacloprid 20% SL": [
    ["cotton", "Whitefly"],
    ["cotton", "Jassid"],
  ],
  "Tirandaz Emamectin Benzoate 1.9% EC": [
    ["cotton", "Pink and spotted bollworm"],
    ["cotton", "Armyworm"],
  ],
  "Shikra Lambda-cyhalothrin 2.5% EC": [["cotton", "Bollworms"]],
  "Nigehban Chlorantraniliprole 18.5% SC": [
    ["rice", "Stem borer"],
    ["maize", "Fall armyworm"],
  ],
  "Barq Fipronil 0.3% GR": [
    ["rice", "Yellow stem borer"],
    ["sugarcane", "Top borer"],
  ],
  "Pasban Buprofezin 25% WP": [
    ["cotton", "Whitefly (nymphs)"],
    ["cotton", "Mealybug"],
  ],
  "Safaya Clodinafop-propargyl 15% WP": [["wheat", "Dumbi sitti (Phalaris minor)"]],
  "Jharoo Bromoxynil + MCPA 40% EC": [
    ["wheat", "Broadleaf weeds (bathu, lehli, jangli palak, krund)"],
  ],
  "Dhan Saaf Pretilachlor 50% EC": [["rice", "Swanki and dhiden (barnyard grasses)"]],
  "Makai Mitra Atrazine 38% SC": [["maize", "Broadleaf weeds"]],
  "Zardrang Propiconazole 25% EC": [["wheat", "Yellow rust"]],
  "Chawal Rakh Tricyclazole 75% WP": [["rice", "Leaf blast"]],
  "Kavach Azoxystrobin + Difenoconazole 32.5% SC": [["mango", "Anthracnose"]],
  "Aloo Raksha Metalaxyl + Mancozeb 72% WP": [["potato", "Late blight"]],
  "Neela Tara Copper Oxychloride 50% WP": [["citrus", "Citrus canker (bacterial)"]],
  "Zinco Plus Zinc Sulphate Monohydrate 33%": [["rice", "Zinc deficiency (khaira)"]],
  "Phool Bahar Boron 20%": [["cotton", "Boron deficiency for flower and boll retention"]],
  "Sabz Shakti NPK 20-20-20 + TE": [["cotton", "Nutrient boost at flowering"]],
  "Zameen Jaan Humic Acid 12% + Fulvic Acid 3%": [["wheat", "Root growth and fertilizer uptake"]],
  "Potash Gold Potassium Sulphate 50%": [["potato", "Potash for tuber size and quality"]],
  "Qadd Control Mepiquat Chloride 5% SL": [["cotton", "Excessive vegetative growth"]],
  "Phal Rok Gibberellic Acid 10% SP": [["citrus", "Fruit set at petal fall"]],
  "Bandhan NAA 4.5% SL": [["cotton", "Square and boll shedding"]],
  "Beej Kavach Imidacloprid 60% FS": [["cotton", "Early sucking pests (jassid, whitefly, thrips)"]],
  "Kangi Rok Carboxin + Thiram 75% WP": [["wheat", "Loose smut"]],
  "Makai Beej Thiamethoxam 70% WS": [["maize", "Termites and shoot fly"]],
};

/**
 * A demo product's use as the seed stores it: with what its target is, its Roman Urdu names
 * and whether it is a main use. A target missing here is a bug of the demo, so it throws.
 */
export function demoUseWithNames(productName: string, use: DemoUse) {
  const names = DEMO_TARGET_NAMES[use.target];
  if (!names) throw new Error(`No kind or Roman Urdu names for the demo target "${use.target}"`);
  const main = (DEMO_MAIN_USES[productName] ?? []).some(
    ([crop, target]) => crop === use.crop && target === use.target,
  );
  return { ...use, targetKind: names.kind, targetRoman: names.roman, main };
}
