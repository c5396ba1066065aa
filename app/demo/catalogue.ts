/**
 * The demo catalogue of a Lahore-based crop-protection distributor: categories and their
 * products. All brand names are fictional; active ingredients, formulations and rates are
 * typical of labels and extension advice used in Pakistan.
 */
import type { PackKind } from "./illustrations/product-packs";

export interface DemoProduct {
  name: string;
  description: string;
  features: string[];
  usage: string;
  composition?: string;
  dosage?: string;
  waitingPeriod?: string;
  accent: string;
  /** The pack its illustration shows. */
  pack: PackKind;
}

export interface DemoCategory {
  name: string;
  description: string;
  products: DemoProduct[];
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    name: "Insecticides",
    description:
      "Proven insecticides for the sucking pests, bollworms and borers that cost Pakistani farmers the most, from cotton whitefly to basmati stem borer. Every product is sourced from registered manufacturers and stored under controlled conditions before it reaches your dealer.",
    products: [
      {
        name: "Dhaal Imidacloprid 20% SL",
        description:
          "A systemic insecticide for whitefly, jassid, aphids and thrips on cotton, vegetables and wheat. It is taken up by the leaves and moved through the sap, so pests feeding on treated plants stop feeding within hours and die within two to three days.",
        features: [
          "Systemic and translaminar action",
          "Controls whitefly, jassid, aphids and thrips",
          "Rainfast about two hours after spraying",
          "Low dose per acre",
        ],
        usage:
          "Spray when pest counts reach the economic threshold, for example 2-3 jassid or 5 whitefly adults per leaf on cotton. Use a hollow-cone nozzle and cover the underside of leaves. Do not apply the same group more than twice a season to delay resistance.",
        composition: "Imidacloprid 200 g/L (20% w/v) SL",
        dosage: "250 ml per acre in 100-120 litres of water",
        waitingPeriod: "21 days before harvest",
        accent: "#2e7d32",
        pack: "bottle",
      },
      {
        name: "Tirandaz Emamectin Benzoate 1.9% EC",
        description:
          "A fast-acting insecticide for caterpillar pests: army worm, spotted and pink bollworm on cotton and fruit borer on chillies and tomato. Larvae that eat treated leaves are paralyzed and stop feeding almost at once.",
        features: [
          "Stops larval feeding within hours",
          "Effective on army worm and bollworms",
          "Translaminar: reaches larvae under the leaf",
          "Gentle on most beneficial insects",
          "Works well in rotation with diamides",
        ],
        usage:
          "Spray at the first sign of young larvae, preferably in the evening when caterpillars are active. Ensure thorough coverage of squares, flowers and bolls. Repeat after 10-14 days only if a fresh infestation appears.",
        composition: "Emamectin benzoate 19 g/L (1.9% w/v) EC",
        dosage: "200 ml per acre in 100-120 litres of water",
        waitingPeriod: "14 days before picking",
        accent: "#c62828",
        pack: "bottle",
      },
      {
        name: "Shikra Lambda-cyhalothrin 2.5% EC",
        description:
          "A broad-spectrum pyrethroid with contact and stomach action against bollworms, jassid, pod borer and grasshoppers on cotton, chickpea, vegetables and maize. It gives a quick knockdown and a repellent effect that lasts for about a week.",
        features: [
          "Quick knockdown of chewing and sucking pests",
          "Wide crop label",
          "Economical per acre",
          "Repellent action reduces re-infestation",
        ],
        usage:
          "Apply in the cooler part of the day and avoid spraying crops in full bloom when bees are foraging. Do not spray near fish ponds or water channels. Wear gloves and a mask while mixing and wash hands before eating.",
        composition: "Lambda-cyhalothrin 25 g/L (2.5% w/v) EC",
        dosage: "330 ml per acre in 100-120 litres of water",
        waitingPeriod: "14 days before harvest",
        accent: "#1565c0",
        pack: "jerrycan",
      },
      {
        name: "Nigehban Chlorantraniliprole 18.5% SC",
        description:
          "A diamide insecticide for stem borer and leaf folder in basmati rice, borers in sugarcane and fall army worm in maize. It acts on insect muscles so larvae stop feeding quickly, and it protects the crop for two to three weeks.",
        features: [
          "Long residual protection",
          "Very low dose per acre",
          "Safe for most natural enemies",
          "Suitable for resistance management programs",
        ],
        usage:
          "In rice, spray 30-45 days after transplanting when dead hearts or moth activity are first seen. Keep 2-3 cm of water in the field during application. In maize, direct the spray into the whorl.",
        composition: "Chlorantraniliprole 200 g/L (18.5% w/w) SC",
        dosage: "60 ml per acre in 100 litres of water",
        waitingPeriod: "30 days before harvest",
        accent: "#ef6c00",
        pack: "bottle",
      },
      {
        name: "Barq Fipronil 0.3% GR",
        description:
          "A granular insecticide for soil and stem-boring pests: yellow stem borer in rice and top, stem and root borers in sugarcane. Granules release the active ingredient into the water and soil, where it is taken up by roots and protects the plant from inside.",
        features: [
          "Ready to use, no mixing or sprayer needed",
          "Long soil and systemic protection",
          "Controls borers and termites",
        ],
        usage:
          "Broadcast evenly by hand in rice fields with standing water 20-30 days after transplanting, and keep water in the field for 3-4 days afterwards. In sugarcane, apply along the rows and irrigate immediately. Wear gloves while broadcasting.",
        composition: "Fipronil 3 g/kg (0.3% w/w) GR",
        dosage: "8 kg per acre (rice); 10 kg per acre (sugarcane)",
        waitingPeriod: "60 days before harvest",
        accent: "#6a1b9a",
        pack: "bag",
      },
      {
        name: "Pasban Buprofezin 25% WP",
        description:
          "An insect growth regulator for whitefly, mealybug and scale insects on cotton, kinnow and mango. It stops nymphs from molting and reduces egg hatching, so populations collapse over 7-10 days without harming most predators.",
        features: [
          "Targets nymphs and eggs, not only adults",
          "Long-lasting control of whitefly and mealybug",
          "Fits integrated pest management programs",
          "Low toxicity to beneficial insects",
        ],
        usage:
          "Spray early, when nymph numbers start to rise, rather than waiting for a heavy adult population. Make a smooth paste of the powder in a little water before adding it to the tank. In orchards, wet the trunk and underside of the canopy thoroughly.",
        composition: "Buprofezin 250 g/kg (25% w/w) WP",
        dosage: "600 g per acre in 100-120 litres of water",
        waitingPeriod: "21 days before harvest",
        accent: "#00838f",
        pack: "box",
      },
    ],
  },
  {
    name: "Herbicides",
    description:
      "Selective herbicides for the weeds that rob wheat, rice and maize of water and nutrients, including dumbi sitti (Phalaris minor), wild oat and broadleaf weeds. Correct timing and a clean, calibrated sprayer make the difference between a clean field and a wasted spray.",
    products: [
      {
        name: "Safaya Clodinafop-propargyl 15% WP",
        description:
          "A post-emergence grass herbicide for wheat that controls Phalaris minor (dumbi sitti) and wild oat. It is absorbed by the leaves and stops growth within days; treated weeds turn yellow and die in two to three weeks while the wheat is unaffected.",
        features: [
          "Selective in wheat",
          "Controls dumbi sitti and wild oat",
          "Flexible application window",
          "Can be tank-mixed with broadleaf herbicides",
        ],
        usage:
          "Spray 30-40 days after sowing, usually after the first irrigation, when weeds have 2-4 leaves and the soil is moist. Use a flat-fan (T-jet) nozzle and walk at a steady speed. Do not spray in windy weather or when rain is expected within six hours.",
        composition: "Clodinafop-propargyl 150 g/kg (15% w/w) WP",
        dosage: "120 g per acre in 100-120 litres of water",
        waitingPeriod: "60 days before harvest",
        accent: "#558b2f",
        pack: "box",
      },
      {
        name: "Jharoo Bromoxynil + MCPA 40% EC",
        description:
          "A broadleaf herbicide for wheat, barley and maize that controls bathu, lehli, jangli palak, krund and other broadleaf weeds. The two active ingredients work together: bromoxynil burns the leaves on contact and MCPA moves inside the weed to kill it completely.",
        features: [
          "Two modes of action in one pack",
          "Wide broadleaf weed spectrum",
          "Visible effect within a few days",
        ],
        usage:
          "Apply when wheat is at the 3-5 leaf stage and weeds are young and actively growing. Avoid drift onto cotton, vegetables or orchards nearby. Clean the sprayer thoroughly with water and detergent after use.",
        composition: "Bromoxynil 200 g/L + MCPA 200 g/L (40% EC)",
        dosage: "400 ml per acre in 100-120 litres of water",
        waitingPeriod: "60 days before harvest",
        accent: "#f9a825",
        pack: "bottle",
      },
      {
        name: "Dhan Saaf Pretilachlor 50% EC",
        description:
          "A pre-emergence herbicide for transplanted rice that controls swanki, dhiden and other grasses, sedges and broadleaf weeds before they emerge. It forms a layer in the soil surface that stops weed seeds from germinating.",
        features: [
          "Keeps fields weed-free through early growth",
          "Safe on transplanted basmati and coarse rice",
          "Simple application with sand",
        ],
        usage:
          "Mix the dose with 15-20 kg of dry sand and broadcast evenly 3-5 days after transplanting into 3-5 cm of standing water. Keep the water in the field for at least a week and do not let it drain out. Do not use on direct-seeded rice nurseries.",
        composition: "Pretilachlor 500 g/L (50% w/v) EC",
        dosage: "500 ml per acre mixed with 15-20 kg of sand",
        waitingPeriod: "90 days before harvest",
        accent: "#4e342e",
        pack: "jerrycan",
      },
      {
        name: "Makai Mitra Atrazine 38% SC",
        description:
          "A pre-emergence and early post-emergence herbicide for maize and sugarcane that controls most broadleaf weeds and many annual grasses. It is taken up through roots and leaves and stops photosynthesis in susceptible weeds.",
        features: [
          "Long soil residual activity",
          "Works pre- and early post-emergence",
          "Well suited to spring and autumn maize",
          "Easy to measure and mix",
        ],
        usage:
          "Spray on moist soil within two days of sowing, or when weeds have no more than 2-3 leaves. Walk backwards while spraying so that treated soil is not disturbed. Do not plant vegetables, wheat or oilseeds in treated soil within the following four months.",
        composition: "Atrazine 380 g/L (38% w/v) SC",
        dosage: "600-800 ml per acre in 120 litres of water",
        waitingPeriod: "60 days before harvest",
        accent: "#0277bd",
        pack: "jerrycan",
      },
    ],
  },
  {
    name: "Fungicides",
    description:
      "Protective and curative fungicides for wheat rust, rice blast, late blight of potato, mango anthracnose and powdery mildew. Spraying at the first signs of disease, or before weather turns favorable for it, gives the best return.",
    products: [
      {
        name: "Zardrang Propiconazole 25% EC",
        description:
          "A systemic triazole fungicide for yellow, brown and black rust of wheat, and for leaf spots on rice and groundnut. It stops fungal growth inside the leaf and protects new growth for two to three weeks.",
        features: [
          "Curative and protective action",
          "Controls all three wheat rusts",
          "Moves upward inside the plant",
          "Rainfast within two hours",
        ],
        usage:
          "Spray at the first appearance of rust pustules on the flag leaf or the leaf below it, usually from mid-February in Punjab. Use 100-120 litres of water per acre for full canopy coverage. Repeat after 15-20 days if weather stays cool and humid.",
        composition: "Propiconazole 250 g/L (25% w/v) EC",
        dosage: "200 ml per acre in 100-120 litres of water",
        waitingPeriod: "35 days before harvest",
        accent: "#e65100",
        pack: "bottle",
      },
      {
        name: "Chawal Rakh Tricyclazole 75% WP",
        description:
          "A systemic fungicide made for rice blast. It is absorbed quickly by rice leaves and prevents the blast fungus from penetrating the plant, protecting both leaves and the neck of the panicle.",
        features: [
          "Specific and reliable on leaf and neck blast",
          "Rapid uptake, rainfast within one hour",
          "Protects grain filling in basmati",
        ],
        usage:
          "Give the first spray at the first leaf blast lesions, or preventively at late tillering in blast-prone areas. A second spray at 5-10% panicle emergence protects against neck blast. Keep the field flooded during application.",
        composition: "Tricyclazole 750 g/kg (75% w/w) WP",
        dosage: "120 g per acre in 100 litres of water",
        waitingPeriod: "30 days before harvest",
        accent: "#1b5e20",
        pack: "box",
      },
      {
        name: "Kavach Azoxystrobin + Difenoconazole 32.5% SC",
        description:
          "A broad-spectrum combination fungicide for mango anthracnose and powdery mildew, rice blast and sheath blight, and early blight of potato and tomato. The strobilurin protects the leaf surface while the triazole works inside the tissue, giving preventive and curative control.",
        features: [
          "Two modes of action in one product",
          "Wide disease and crop range",
          "Greening effect improves leaf health",
          "Long protection interval",
          "Reduces resistance risk",
        ],
        usage:
          "On mango, spray at panicle emergence and again at fruit set to protect flowers from anthracnose and powdery mildew. In rice, spray at booting stage. Do not apply more than three times a season and rotate with fungicides from other groups.",
        composition: "Azoxystrobin 200 g/L + Difenoconazole 125 g/L (32.5% SC)",
        dosage: "200 ml per acre in 100-200 litres of water (1 ml per litre on mango)",
        waitingPeriod: "21 days before harvest (14 days for mango)",
        accent: "#283593",
        pack: "bottle",
      },
      {
        name: "Aloo Raksha Metalaxyl + Mancozeb 72% WP",
        description:
          "A systemic-plus-contact fungicide for late blight of potato and tomato and downy mildew of cucurbits and onion. Metalaxyl moves inside the plant to stop established infections, while mancozeb forms a protective coating on leaf surfaces.",
        features: [
          "Stops late blight from spreading",
          "Systemic and contact protection together",
          "Suitable for potato, tomato, onion and cucurbits",
          "Mancozeb also supplies zinc and manganese",
        ],
        usage:
          "Start spraying when foggy, humid weather sets in during December and January, before symptoms appear. Repeat every 10-14 days while blight weather continues, using at least 150 litres of water per acre for full coverage. Do not exceed four sprays in a season.",
        composition: "Metalaxyl 80 g/kg + Mancozeb 640 g/kg (72% WP)",
        dosage: "600 g per acre in 150-200 litres of water",
        waitingPeriod: "14 days before harvest",
        accent: "#ad1457",
        pack: "bag",
      },
      {
        name: "Neela Tara Copper Oxychloride 50% WP",
        description:
          "A copper-based contact fungicide and bactericide for bacterial leaf blight of rice, citrus canker on kinnow and downy mildew of grapes and vegetables. Copper ions on the leaf surface stop fungal spores and bacteria from germinating and entering the plant.",
        features: [],
        usage: "",
        composition: "Copper oxychloride 500 g/kg (50% w/w) WP, equal to 50% metallic copper",
        dosage: "500 g per acre in 150-200 litres of water",
        waitingPeriod: "7 days before harvest",
        accent: "#0288d1",
        pack: "bag",
      },
    ],
  },
  {
    name: "Fertilizers",
    description:
      "Micronutrients, water-soluble fertilizers and soil conditioners that correct the zinc, boron and potash deficiencies common in Pakistani soils. Balanced nutrition gives healthier crops that resist pests and diseases better and fill grain and fruit fully.",
    products: [
      {
        name: "Zinco Plus Zinc Sulphate Monohydrate 33%",
        description:
          "A high-grade zinc fertilizer for rice, wheat, maize and citrus grown on the alkaline, zinc-deficient soils of Punjab and Sindh. It prevents khaira disease in rice and bronzing and stunting in wheat and maize.",
        features: [
          "33% zinc in a fast-dissolving form",
          "Prevents khaira in rice",
          "Improves tillering and grain weight",
          "Also supplies 15% sulphur",
        ],
        usage:
          "For rice, broadcast into puddled fields before transplanting or within 10 days after. For wheat and maize, mix with the basal fertilizer at sowing. Do not mix with phosphatic fertilizers in the same bag for long storage.",
        composition: "Zinc (Zn) 33%, Sulphur (S) 15%",
        dosage: "5 kg per acre as a basal soil application",
        accent: "#607d8b",
        pack: "bag",
      },
      {
        name: "Phool Bahar Boron 20%",
        description:
          "A fully soluble boron fertilizer for cotton, kinnow, mango, wheat and vegetables. Boron improves pollination, flower and fruit retention and boll formation, and reduces fruit cracking in citrus.",
        features: [
          "20.5% boron, dissolves fully in water",
          "Reduces flower, boll and fruit shedding",
          "Suitable for foliar spray and fertigation",
          "Compatible with most insecticides",
        ],
        usage:
          "On cotton, spray at the start of flowering and again 15 days later. On kinnow and mango, spray before flowering and at fruit set. Dissolve the powder in a bucket of water first, then add it to the spray tank.",
        composition: "Disodium octaborate tetrahydrate, Boron (B) 20.5%",
        dosage: "250 g per acre in 100 litres of water as a foliar spray",
        waitingPeriod: "0 days (no restriction)",
        accent: "#8e24aa",
        pack: "box",
      },
      {
        name: "Sabz Shakti NPK 20-20-20 + TE",
        description:
          "A balanced, fully water-soluble NPK fertilizer with chelated trace elements for foliar feeding and drip fertigation. It gives crops a quick nutrient boost at critical stages such as tillering, flowering and fruit setting, and after stress from heat or waterlogging.",
        features: [
          "Equal nitrogen, phosphorus and potash",
          "Chelated zinc, iron, manganese and copper",
          "Dissolves completely, does not block nozzles",
          "For cotton, vegetables, orchards and wheat",
        ],
        usage:
          "Spray 2-3 times at 15-day intervals from early vegetative growth to flowering. Spray in the morning or evening, not in the midday heat. Can be applied through drip systems at 1-2 kg per acre per week.",
        composition: "N 20%, P2O5 20%, K2O 20% plus EDTA-chelated Zn, Fe, Mn and Cu",
        dosage: "1-2 kg per acre in 100 litres of water",
        waitingPeriod: "0 days (no restriction)",
        accent: "#43a047",
        pack: "bag",
      },
      {
        name: "Zameen Jaan Humic Acid 12% + Fulvic Acid 3%",
        description:
          "A liquid soil conditioner made from leonardite that improves soil structure, root growth and the uptake of applied fertilizers. It is especially useful on saline, sodic and low-organic-matter soils common across Punjab and Sindh.",
        features: [
          "Stronger, deeper root system",
          "Better use of urea and DAP",
          "Improves water holding in sandy soils",
          "Helps crops cope with salinity",
        ],
        usage:
          "Apply with irrigation water by letting it drip slowly into the water channel at the field inlet, or through drip systems. Apply at sowing or transplanting and again at the start of flowering. Shake the can well before use.",
        composition: "Humic acid 12% w/v, Fulvic acid 3% w/v, Potassium (K2O) 2%",
        dosage: "2 litres per acre with irrigation water",
        waitingPeriod: "0 days (no restriction)",
        accent: "#5d4037",
        pack: "jerrycan",
      },
      {
        name: "Potash Gold Potassium Sulphate 50%",
        description:
          "A chloride-free potash fertilizer (SOP) for potato, kinnow, mango, sugarcane, tobacco and vegetables. Potash improves tuber and fruit size, sugar content, color and shelf life, while sulphur supports protein formation.",
        features: [
          "50% potash, 18% sulphur",
          "Chloride-free, safe for sensitive crops",
          "Improves quality and storage life",
          "Helps plants tolerate drought and frost",
        ],
        usage:
          "Apply as a basal dose at sowing or planting and work it into the soil. In orchards, spread it under the canopy in a ring and irrigate afterwards. For foliar feeding, use the soluble grade at 1-2 kg per acre.",
        composition: "Potassium (K2O) 50%, Sulphur (S) 18%",
        dosage: "25-50 kg per acre as a basal soil application",
        waitingPeriod: "0 days (no restriction)",
        accent: "#d84315",
        pack: "bag",
      },
    ],
  },
  {
    name: "Plant Growth Regulators",
    description:
      "Growth regulators that manage crop growth, reduce flower and fruit drop and improve fruit set. Used at the right stage and dose, they convert more of the crop's effort into yield.",
    products: [
      {
        name: "Qadd Control Mepiquat Chloride 5% SL",
        description:
          "A growth retardant for cotton that controls excessive vegetative growth, shortens internodes and keeps plants compact. Energy is diverted from leaves to squares and bolls, leading to earlier maturity and better boll retention.",
        features: [
          "Prevents rank growth after rain or heavy nitrogen",
          "More bolls retained per plant",
          "Easier spraying and picking in compact crops",
        ],
        usage:
          "Apply when plants grow too tall or internodes lengthen, usually at the start of flowering. Split the total dose into two or three sprays about 10-15 days apart. Do not apply to cotton under water or heat stress.",
        composition: "Mepiquat chloride 50 g/L (5% w/v) SL",
        dosage: "100-150 ml per acre per spray in 100 litres of water",
        waitingPeriod: "30 days before picking",
        accent: "#3949ab",
        pack: "bottle",
      },
      {
        name: "Phal Rok Gibberellic Acid 10% SP",
        description:
          "A natural plant hormone for kinnow, grapes and vegetables that improves fruit set, reduces pre-harvest fruit drop and delays rind aging in citrus. It also promotes cell enlargement for larger fruit.",
        features: [
          "Reduces fruit drop in kinnow",
          "Improves fruit size and rind quality",
          "Dissolves easily in water",
          "Works at very low doses",
        ],
        usage:
          "On kinnow, spray at petal fall to improve fruit set and again in October to reduce fruit drop and delay rind softening. Measure the powder accurately, as overdosing can reduce the next season's flowering. Spray in the early morning for best absorption.",
        composition: "Gibberellic acid (GA3) 100 g/kg (10% w/w) SP",
        dosage: "10 g per 100 litres of water (10 ppm); 40-50 g per acre for mature orchards",
        waitingPeriod: "7 days before harvest",
        accent: "#7cb342",
        pack: "box",
      },
      {
        name: "Bandhan NAA 4.5% SL",
        description:
          "A synthetic auxin that reduces the shedding of flowers, squares and young fruit in cotton, chillies, tomato and mango. It strengthens the attachment of fruit to the plant, especially during heat waves.",
        features: [
          "Reduces square and boll shedding in cotton",
          "Better fruit retention in chillies and mango",
          "Mixes with most insecticides and foliar feeds",
        ],
        usage:
          "Spray at the start of flowering and again 20 days later. Use clean water and mix the dose first in a small bucket. Do not exceed the recommended dose, as high rates can cause leaf curling.",
        composition: "Alpha-naphthylacetic acid (NAA) 45 g/L (4.5% w/v) SL",
        dosage: "25-30 ml per acre in 100-120 litres of water",
        waitingPeriod: "15 days before harvest",
        accent: "#ff8f00",
        pack: "bottle",
      },
    ],
  },
  {
    name: "Seed Treatments",
    description:
      "Seed dressings that protect seed and young seedlings from soil insects, early sucking pests and seed-borne diseases. Treating seed costs little per acre and gives a uniform, healthy stand from the start.",
    products: [
      {
        name: "Beej Kavach Imidacloprid 60% FS",
        description:
          "A flowable seed treatment for cotton, wheat and maize that protects young plants from jassid, whitefly, thrips and aphids for the first 30-40 days, and from termites in wheat. The active ingredient is absorbed by the roots as the seed germinates and moves into the seedling.",
        features: [
          "Protects seedlings for 30-40 days",
          "Saves the first one or two insecticide sprays",
          "Red color marks treated seed",
          "Sticks well to delinted cotton seed",
        ],
        usage:
          "Mix the dose with a little water to make a slurry and coat the seed evenly in a drum or plastic bag. Dry the seed in shade before sowing. Never use treated seed for food or animal feed.",
        composition: "Imidacloprid 600 g/L (60% w/v) FS",
        dosage: "5 ml per kg of delinted cotton seed (about 40 ml for one acre's seed)",
        accent: "#b71c1c",
        pack: "bottle",
      },
      {
        name: "Kangi Rok Carboxin + Thiram 75% WP",
        description:
          "A dual-action fungicidal seed dressing for wheat, barley and maize that controls loose smut, flag smut and bunt as well as seed and seedling rots. Carboxin works inside the seed against smut, while thiram protects the seed surface.",
        features: [
          "Controls loose smut carried inside the seed",
          "Protects against seed rot and damping off",
          "Improves germination and early vigor",
        ],
        usage:
          "Mix the powder with seed in a rotating drum or closed container with a little water so it sticks evenly. Treat seed a day before sowing and sow within a week. Wear gloves and a mask while treating.",
        composition: "Carboxin 375 g/kg + Thiram 375 g/kg (75% WP)",
        dosage: "2.5 g per kg of seed (about 125 g for one acre of wheat seed)",
        waitingPeriod: "0 days (seed use only; never feed treated seed)",
        accent: "#f57f17",
        pack: "box",
      },
      {
        name: "Makai Beej Thiamethoxam 70% WS",
        description:
          "A systemic seed treatment for maize, wheat and sunflower that protects against termites, shoot fly, aphids and jassid in the early crop stages. Seedlings take up the active ingredient from the seed coat as they grow.",
        features: [
          "Early protection against soil and sucking pests",
          "Uniform stand and strong early growth",
          "Fine powder that coats seed evenly",
          "Reduces early-season spraying",
        ],
        usage:
          "Make a slurry with 10 ml of water per kg of seed, mix thoroughly with the seed and dry in shade. Sow treated seed within two days. Do not leave treated seed where birds or livestock can reach it.",
        composition: "Thiamethoxam 700 g/kg (70% w/w) WS",
        dosage: "4 g per kg of seed (about 40 g for one acre of hybrid maize)",
        waitingPeriod: "0 days (seed use only; never feed treated seed)",
        accent: "#4527a0",
        pack: "box",
      },
    ],
  },
];
