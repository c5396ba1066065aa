/**
 * The demo catalogue of a Lahore-based crop-protection distributor: categories and their
 * products. All brand names are fictional; active ingredients, formulations and rates are
 * typical of labels and extension advice used in Pakistan.
 */
import type { PackKind } from "./illustrations/product-packs";

export interface DemoProduct {
  name: string;
  /** Urdu of name: the brand in Urdu script, then the active ingredient; percentage and formulation code stay in Latin. */
  nameUr: string;
  description: string;
  /** Urdu of description. */
  descriptionUr: string;
  features: string[];
  /** Urdu of features: same number of entries, in the same order. */
  featuresUr: string[];
  usage: string;
  /** Urdu of usage. */
  usageUr: string;
  composition?: string;
  /** Urdu of composition; present exactly when composition is. */
  compositionUr?: string;
  dosage?: string;
  /** Urdu of dosage; present exactly when dosage is. */
  dosageUr?: string;
  waitingPeriod?: string;
  /** Urdu of waitingPeriod; present exactly when waitingPeriod is. */
  waitingPeriodUr?: string;
  accent: string;
  /** The pack its illustration shows. */
  pack: PackKind;
  /** The sizes it is sold in, as the admin form takes them: "100 ml, 250 ml, 500 ml, 1 L". */
  packSizes: string;
}

export interface DemoCategory {
  name: string;
  /** Urdu of name. */
  nameUr: string;
  description: string;
  /** Urdu of description. */
  descriptionUr: string;
  products: DemoProduct[];
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    name: "Insecticides",
    nameUr: "کیڑے مار دوائیں",
    description:
      "Proven insecticides for the sucking pests, bollworms and borers that cost Pakistani farmers the most, from cotton whitefly to basmati stem borer. Every product is sourced from registered manufacturers and stored under controlled conditions before it reaches your dealer.",
    descriptionUr:
      "رس چوسنے والے کیڑوں، ٹینڈے کی سنڈیوں اور تنے کی سنڈیوں کے لیے آزمودہ کیڑے مار دوائیں۔ یہی کیڑے پاکستانی کسانوں کا سب سے زیادہ نقصان کرتے ہیں، کپاس کی سفید مکھی سے لے کر باسمتی کی تنے کی سنڈی تک۔ ہر دوا رجسٹرڈ کمپنیوں سے منگوائی جاتی ہے اور آپ کے ڈیلر تک پہنچنے سے پہلے مناسب حالات میں محفوظ رکھی جاتی ہے۔",
    products: [
      {
        name: "Dhaal Imidacloprid 20% SL",
        nameUr: "ڈھال امیڈاکلوپرڈ 20% SL",
        description:
          "A systemic insecticide for whitefly, jassid, aphids and thrips on cotton, vegetables and wheat. It is taken up by the leaves and moved through the sap, so pests feeding on treated plants stop feeding within hours and die within two to three days.",
        descriptionUr:
          "کپاس، سبزیوں اور گندم پر سفید مکھی، سبز تیلے، سست تیلے اور تھرپس کے لیے پودے میں سرایت کرنے والی کیڑے مار دوا۔ پتے اسے جذب کر لیتے ہیں اور یہ رس کے ساتھ پورے پودے میں پھیل جاتی ہے، اس لیے سپرے شدہ پودوں کا رس چوسنے والے کیڑے چند گھنٹوں میں کھانا چھوڑ دیتے ہیں اور دو سے تین دن میں مر جاتے ہیں۔",
        features: [
          "Systemic and translaminar action",
          "Controls whitefly, jassid, aphids and thrips",
          "Rainfast about two hours after spraying",
          "Low dose per acre",
        ],
        featuresUr: [
          "پودے میں سرایت کرتی ہے اور پتے کے آر پار اثر کرتی ہے",
          "سفید مکھی، سبز تیلے، سست تیلے اور تھرپس کا تدارک",
          "سپرے کے تقریباً دو گھنٹے بعد بارش سے نہیں دھلتی",
          "فی ایکڑ کم مقدار",
        ],
        usage:
          "Spray when pest counts reach the economic threshold, for example 2-3 jassid or 5 whitefly adults per leaf on cotton. Use a hollow-cone nozzle and cover the underside of leaves. Do not apply the same group more than twice a season to delay resistance.",
        usageUr:
          "جب کیڑوں کی تعداد نقصان کی معاشی حد تک پہنچ جائے تو سپرے کریں، مثلاً کپاس میں فی پتا 2 سے 3 سبز تیلے یا 5 بالغ سفید مکھیاں۔ ہالو کون نوزل استعمال کریں اور پتوں کی نچلی سطح پر اچھی طرح سپرے کریں۔ کیڑوں میں قوتِ مدافعت پیدا ہونے سے بچانے کے لیے ایک ہی گروپ کی دوا ایک موسم میں دو بار سے زیادہ استعمال نہ کریں۔",
        composition: "Imidacloprid 200 g/L (20% w/v) SL",
        compositionUr: "امیڈاکلوپرڈ 200 g/L (20% w/v) SL",
        dosage: "250 ml per acre in 100-120 litres of water",
        dosageUr: "250 ملی لیٹر فی ایکڑ، 100 سے 120 لیٹر پانی میں",
        waitingPeriod: "21 days before harvest",
        waitingPeriodUr: "کٹائی سے 21 دن پہلے تک سپرے نہ کریں",
        accent: "#2e7d32",
        pack: "bottle",
        packSizes: "100 ml, 250 ml, 500 ml, 1 L",
      },
      {
        name: "Tirandaz Emamectin Benzoate 1.9% EC",
        nameUr: "تیرانداز ایمامیکٹن بینزویٹ 1.9% EC",
        description:
          "A fast-acting insecticide for caterpillar pests: army worm, spotted and pink bollworm on cotton and fruit borer on chillies and tomato. Larvae that eat treated leaves are paralyzed and stop feeding almost at once.",
        descriptionUr:
          "سنڈیوں کے خلاف تیزی سے اثر کرنے والی کیڑے مار دوا: لشکری سنڈی، کپاس کی چتکبری اور گلابی سنڈی، اور مرچ اور ٹماٹر کے پھل کی سنڈی۔ سپرے شدہ پتے کھانے والی سنڈیاں مفلوج ہو جاتی ہیں اور تقریباً فوراً کھانا چھوڑ دیتی ہیں۔",
        features: [
          "Stops larval feeding within hours",
          "Effective on army worm and bollworms",
          "Translaminar: reaches larvae under the leaf",
          "Gentle on most beneficial insects",
          "Works well in rotation with diamides",
        ],
        featuresUr: [
          "چند گھنٹوں میں سنڈیوں کا کھانا بند کر دیتی ہے",
          "لشکری سنڈی اور ٹینڈے کی سنڈیوں پر مؤثر",
          "پتے کے آر پار اثر: پتے کے نیچے چھپی سنڈیوں تک پہنچتی ہے",
          "زیادہ تر دوست کیڑوں کے لیے نرم",
          "ڈائی امائیڈ گروپ کی دواؤں کے ساتھ باری باری استعمال کے لیے موزوں",
        ],
        usage:
          "Spray at the first sign of young larvae, preferably in the evening when caterpillars are active. Ensure thorough coverage of squares, flowers and bolls. Repeat after 10-14 days only if a fresh infestation appears.",
        usageUr:
          "چھوٹی سنڈیاں نظر آتے ہی سپرے کریں، بہتر ہے شام کے وقت جب سنڈیاں سرگرم ہوتی ہیں۔ پھول ڈوڈیوں، پھولوں اور ٹینڈوں پر اچھی طرح سپرے کریں۔ 10 سے 14 دن بعد دوبارہ سپرے صرف اسی صورت میں کریں جب نیا حملہ نظر آئے۔",
        composition: "Emamectin benzoate 19 g/L (1.9% w/v) EC",
        compositionUr: "ایمامیکٹن بینزویٹ 19 g/L (1.9% w/v) EC",
        dosage: "200 ml per acre in 100-120 litres of water",
        dosageUr: "200 ملی لیٹر فی ایکڑ، 100 سے 120 لیٹر پانی میں",
        waitingPeriod: "14 days before picking",
        waitingPeriodUr: "چنائی سے 14 دن پہلے تک سپرے نہ کریں",
        accent: "#c62828",
        pack: "bottle",
        packSizes: "100 ml, 200 ml, 400 ml, 1 L",
      },
      {
        name: "Shikra Lambda-cyhalothrin 2.5% EC",
        nameUr: "شکرا لیمبڈا سائی ہیلوتھرین 2.5% EC",
        description:
          "A broad-spectrum pyrethroid with contact and stomach action against bollworms, jassid, pod borer and grasshoppers on cotton, chickpea, vegetables and maize. It gives a quick knockdown and a repellent effect that lasts for about a week.",
        descriptionUr:
          "کپاس، چنے، سبزیوں اور مکئی پر ٹینڈے کی سنڈیوں، سبز تیلے، پھلی کی سنڈی اور ٹڈوں کے خلاف وسیع اثر والی پائری تھرائیڈ دوا، جو کیڑے کو چھونے اور اس کے کھانے دونوں سے اثر کرتی ہے۔ یہ کیڑوں کو جلد گرا دیتی ہے اور تقریباً ایک ہفتے تک کیڑوں کو فصل سے دور رکھتی ہے۔",
        features: [
          "Quick knockdown of chewing and sucking pests",
          "Wide crop label",
          "Economical per acre",
          "Repellent action reduces re-infestation",
        ],
        featuresUr: [
          "کاٹ کر کھانے والے اور رس چوسنے والے کیڑوں کو جلد گرا دیتی ہے",
          "بہت سی فصلوں پر استعمال کی سفارش",
          "فی ایکڑ کم خرچ",
          "کیڑوں کو دور رکھتی ہے، جس سے دوبارہ حملہ کم ہوتا ہے",
        ],
        usage:
          "Apply in the cooler part of the day and avoid spraying crops in full bloom when bees are foraging. Do not spray near fish ponds or water channels. Wear gloves and a mask while mixing and wash hands before eating.",
        usageUr:
          "دن کے ٹھنڈے وقت میں سپرے کریں، اور جب فصل پوری طرح پھول پر ہو اور شہد کی مکھیاں کام کر رہی ہوں تو سپرے نہ کریں۔ مچھلی کے تالابوں یا پانی کے کھالوں کے قریب سپرے نہ کریں۔ دوا ملاتے وقت دستانے اور ماسک پہنیں اور کھانے سے پہلے ہاتھ دھوئیں۔",
        composition: "Lambda-cyhalothrin 25 g/L (2.5% w/v) EC",
        compositionUr: "لیمبڈا سائی ہیلوتھرین 25 g/L (2.5% w/v) EC",
        dosage: "330 ml per acre in 100-120 litres of water",
        dosageUr: "330 ملی لیٹر فی ایکڑ، 100 سے 120 لیٹر پانی میں",
        waitingPeriod: "14 days before harvest",
        waitingPeriodUr: "کٹائی سے 14 دن پہلے تک سپرے نہ کریں",
        accent: "#1565c0",
        pack: "jerrycan",
        packSizes: "330 ml, 1 L, 5 L",
      },
      {
        name: "Nigehban Chlorantraniliprole 18.5% SC",
        nameUr: "نگہبان کلورانٹرانیلی پرول 18.5% SC",
        description:
          "A diamide insecticide for stem borer and leaf folder in basmati rice, borers in sugarcane and fall army worm in maize. It acts on insect muscles so larvae stop feeding quickly, and it protects the crop for two to three weeks.",
        descriptionUr:
          "ڈائی امائیڈ گروپ کی کیڑے مار دوا، باسمتی دھان میں تنے کی سنڈی اور پتا لپیٹ سنڈی، گنے کی سنڈیوں اور مکئی میں لشکری سنڈی کے لیے۔ یہ کیڑوں کے پٹھوں پر اثر کرتی ہے جس سے سنڈیاں جلد کھانا چھوڑ دیتی ہیں، اور یہ فصل کو دو سے تین ہفتے تک محفوظ رکھتی ہے۔",
        features: [
          "Long residual protection",
          "Very low dose per acre",
          "Safe for most natural enemies",
          "Suitable for resistance management programs",
        ],
        featuresUr: [
          "لمبے عرصے تک تحفظ",
          "فی ایکڑ بہت کم مقدار",
          "زیادہ تر دوست کیڑوں کے لیے محفوظ",
          "کیڑوں میں قوتِ مدافعت روکنے کے پروگرام کے لیے موزوں",
        ],
        usage:
          "In rice, spray 30-45 days after transplanting when dead hearts or moth activity are first seen. Keep 2-3 cm of water in the field during application. In maize, direct the spray into the whorl.",
        usageUr:
          "دھان میں پنیری لگانے کے 30 سے 45 دن بعد، جب مردہ گوبھ یا پروانے پہلی بار نظر آئیں، سپرے کریں۔ سپرے کے دوران کھیت میں 2 سے 3 سینٹی میٹر پانی کھڑا رکھیں۔ مکئی میں سپرے پودے کی گوبھ میں کریں۔",
        composition: "Chlorantraniliprole 200 g/L (18.5% w/w) SC",
        compositionUr: "کلورانٹرانیلی پرول 200 g/L (18.5% w/w) SC",
        dosage: "60 ml per acre in 100 litres of water",
        dosageUr: "60 ملی لیٹر فی ایکڑ، 100 لیٹر پانی میں",
        waitingPeriod: "30 days before harvest",
        waitingPeriodUr: "کٹائی سے 30 دن پہلے تک سپرے نہ کریں",
        accent: "#ef6c00",
        pack: "bottle",
        packSizes: "30 ml, 60 ml, 150 ml",
      },
      {
        name: "Barq Fipronil 0.3% GR",
        nameUr: "برق فپرونل 0.3% GR",
        description:
          "A granular insecticide for soil and stem-boring pests: yellow stem borer in rice and top, stem and root borers in sugarcane. Granules release the active ingredient into the water and soil, where it is taken up by roots and protects the plant from inside.",
        descriptionUr:
          "زمین اور تنے میں رہنے والے کیڑوں کے لیے دانے دار کیڑے مار دوا: دھان کی زرد تنے کی سنڈی، اور گنے کی چوٹی، تنے اور جڑ کی سنڈیاں۔ دانے پانی اور مٹی میں دوا چھوڑتے ہیں، جسے جڑیں جذب کر لیتی ہیں اور پودا اندر سے محفوظ ہو جاتا ہے۔",
        features: [
          "Ready to use, no mixing or sprayer needed",
          "Long soil and systemic protection",
          "Controls borers and termites",
        ],
        featuresUr: [
          "استعمال کے لیے تیار، نہ ملانے کی ضرورت نہ سپرے مشین کی",
          "زمین میں اور پودے کے اندر لمبے عرصے تک تحفظ",
          "سنڈیوں اور دیمک کا تدارک",
        ],
        usage:
          "Broadcast evenly by hand in rice fields with standing water 20-30 days after transplanting, and keep water in the field for 3-4 days afterwards. In sugarcane, apply along the rows and irrigate immediately. Wear gloves while broadcasting.",
        usageUr:
          "دھان میں پنیری لگانے کے 20 سے 30 دن بعد کھڑے پانی والے کھیت میں ہاتھ سے یکساں چھٹا دیں، اور اس کے بعد 3 سے 4 دن تک کھیت میں پانی کھڑا رکھیں۔ گنے میں قطاروں کے ساتھ ساتھ ڈالیں اور فوراً پانی لگائیں۔ چھٹا دیتے وقت دستانے پہنیں۔",
        composition: "Fipronil 3 g/kg (0.3% w/w) GR",
        compositionUr: "فپرونل 3 g/kg (0.3% w/w) GR",
        dosage: "8 kg per acre (rice); 10 kg per acre (sugarcane)",
        dosageUr: "8 کلوگرام فی ایکڑ (دھان)؛ 10 کلوگرام فی ایکڑ (گنا)",
        waitingPeriod: "60 days before harvest",
        waitingPeriodUr: "کٹائی سے 60 دن پہلے تک استعمال نہ کریں",
        accent: "#6a1b9a",
        pack: "bag",
        packSizes: "4 kg, 8 kg, 10 kg",
      },
      {
        name: "Pasban Buprofezin 25% WP",
        nameUr: "پاسبان بیوپروفیزن 25% WP",
        description:
          "An insect growth regulator for whitefly, mealybug and scale insects on cotton, kinnow and mango. It stops nymphs from molting and reduces egg hatching, so populations collapse over 7-10 days without harming most predators.",
        descriptionUr:
          "کپاس، کینو اور آم پر سفید مکھی، گدھیڑی اور سکیل کیڑوں کے لیے کیڑوں کی بڑھوتری روکنے والی دوا۔ یہ بچوں کو کھال بدلنے سے روکتی ہے اور انڈوں سے بچے کم نکلتے ہیں، اس طرح 7 سے 10 دن میں کیڑوں کی تعداد ختم ہو جاتی ہے اور زیادہ تر شکاری دوست کیڑوں کو نقصان نہیں پہنچتا۔",
        features: [
          "Targets nymphs and eggs, not only adults",
          "Long-lasting control of whitefly and mealybug",
          "Fits integrated pest management programs",
          "Low toxicity to beneficial insects",
        ],
        featuresUr: [
          "صرف بالغ کیڑوں پر نہیں بلکہ بچوں اور انڈوں پر بھی اثر",
          "سفید مکھی اور گدھیڑی کا دیرپا تدارک",
          "کیڑوں کے مربوط انسداد کے پروگرام کے لیے موزوں",
          "دوست کیڑوں کے لیے کم زہریلی",
        ],
        usage:
          "Spray early, when nymph numbers start to rise, rather than waiting for a heavy adult population. Make a smooth paste of the powder in a little water before adding it to the tank. In orchards, wet the trunk and underside of the canopy thoroughly.",
        usageUr:
          "بالغ کیڑوں کی بڑی تعداد کا انتظار کرنے کے بجائے شروع میں ہی سپرے کریں، جب بچوں کی تعداد بڑھنا شروع ہو۔ ٹینکی میں ڈالنے سے پہلے پاؤڈر کو تھوڑے پانی میں ملا کر ہموار لئی بنا لیں۔ باغات میں درخت کا تنا اور چھتری کا نچلا حصہ اچھی طرح گیلا کریں۔",
        composition: "Buprofezin 250 g/kg (25% w/w) WP",
        compositionUr: "بیوپروفیزن 250 g/kg (25% w/w) WP",
        dosage: "600 g per acre in 100-120 litres of water",
        dosageUr: "600 گرام فی ایکڑ، 100 سے 120 لیٹر پانی میں",
        waitingPeriod: "21 days before harvest",
        waitingPeriodUr: "کٹائی سے 21 دن پہلے تک سپرے نہ کریں",
        accent: "#00838f",
        pack: "box",
        packSizes: "150 g, 300 g, 600 g",
      },
    ],
  },
  {
    name: "Herbicides",
    nameUr: "جڑی بوٹی مار دوائیں",
    description:
      "Selective herbicides for the weeds that rob wheat, rice and maize of water and nutrients, including dumbi sitti (Phalaris minor), wild oat and broadleaf weeds. Correct timing and a clean, calibrated sprayer make the difference between a clean field and a wasted spray.",
    descriptionUr:
      "گندم، دھان اور مکئی کی ان جڑی بوٹیوں کے لیے منتخب اثر والی دوائیں جو فصل کا پانی اور خوراک چھین لیتی ہیں، جیسے دُمبی سٹی، جنگلی جئی اور چوڑے پتوں والی جڑی بوٹیاں۔ سپرے کا درست وقت اور صاف، درست جانچی ہوئی سپرے مشین ہی طے کرتی ہے کہ کھیت صاف ہو گا یا سپرے ضائع جائے گا۔",
    products: [
      {
        name: "Safaya Clodinafop-propargyl 15% WP",
        nameUr: "صفایا کلوڈینافوپ پروپارجل 15% WP",
        description:
          "A post-emergence grass herbicide for wheat that controls Phalaris minor (dumbi sitti) and wild oat. It is absorbed by the leaves and stops growth within days; treated weeds turn yellow and die in two to three weeks while the wheat is unaffected.",
        descriptionUr:
          "گندم میں جڑی بوٹیاں اُگنے کے بعد سپرے کی جانے والی دوا جو نوکیلے پتوں والی جڑی بوٹیوں، یعنی دُمبی سٹی اور جنگلی جئی، کا خاتمہ کرتی ہے۔ پتے اسے جذب کرتے ہیں اور چند دنوں میں جڑی بوٹی کی بڑھوتری رک جاتی ہے؛ سپرے شدہ جڑی بوٹیاں دو سے تین ہفتوں میں پیلی ہو کر مر جاتی ہیں جبکہ گندم پر کوئی اثر نہیں ہوتا۔",
        features: [
          "Selective in wheat",
          "Controls dumbi sitti and wild oat",
          "Flexible application window",
          "Can be tank-mixed with broadleaf herbicides",
        ],
        featuresUr: [
          "گندم کے لیے محفوظ، صرف جڑی بوٹیوں پر اثر",
          "دُمبی سٹی اور جنگلی جئی کا خاتمہ",
          "سپرے کے وقت میں لچک",
          "چوڑے پتوں والی جڑی بوٹی مار دواؤں کے ساتھ ملا کر سپرے کی جا سکتی ہے",
        ],
        usage:
          "Spray 30-40 days after sowing, usually after the first irrigation, when weeds have 2-4 leaves and the soil is moist. Use a flat-fan (T-jet) nozzle and walk at a steady speed. Do not spray in windy weather or when rain is expected within six hours.",
        usageUr:
          "بوائی کے 30 سے 40 دن بعد، عموماً پہلے پانی کے بعد، جب جڑی بوٹیوں کے 2 سے 4 پتے ہوں اور زمین میں نمی ہو، سپرے کریں۔ ٹی جیٹ (فلیٹ فین) نوزل استعمال کریں اور ایک جیسی رفتار سے چلیں۔ تیز ہوا میں یا جب چھ گھنٹوں کے اندر بارش متوقع ہو تو سپرے نہ کریں۔",
        composition: "Clodinafop-propargyl 150 g/kg (15% w/w) WP",
        compositionUr: "کلوڈینافوپ پروپارجل 150 g/kg (15% w/w) WP",
        dosage: "120 g per acre in 100-120 litres of water",
        dosageUr: "120 گرام فی ایکڑ، 100 سے 120 لیٹر پانی میں",
        waitingPeriod: "60 days before harvest",
        waitingPeriodUr: "کٹائی سے 60 دن پہلے تک سپرے نہ کریں",
        accent: "#558b2f",
        pack: "box",
        packSizes: "120 g, 240 g",
      },
      {
        name: "Jharoo Bromoxynil + MCPA 40% EC",
        nameUr: "جھاڑو بروموکسینل + ایم سی پی اے 40% EC",
        description:
          "A broadleaf herbicide for wheat, barley and maize that controls bathu, lehli, jangli palak, krund and other broadleaf weeds. The two active ingredients work together: bromoxynil burns the leaves on contact and MCPA moves inside the weed to kill it completely.",
        descriptionUr:
          "گندم، جو اور مکئی میں چوڑے پتوں والی جڑی بوٹیوں کی دوا، جو باتھو، لیہلی، جنگلی پالک، کرنڈ اور دوسری چوڑے پتوں والی جڑی بوٹیوں کا خاتمہ کرتی ہے۔ دونوں اجزا مل کر کام کرتے ہیں: بروموکسینل لگتے ہی پتوں کو جلا دیتی ہے اور ایم سی پی اے جڑی بوٹی کے اندر سرایت کر کے اسے مکمل طور پر ختم کر دیتی ہے۔",
        features: [
          "Two modes of action in one pack",
          "Wide broadleaf weed spectrum",
          "Visible effect within a few days",
        ],
        featuresUr: [
          "ایک ہی پیک میں دو طریقوں سے اثر",
          "چوڑے پتوں والی بہت سی جڑی بوٹیوں پر مؤثر",
          "چند دنوں میں اثر نظر آنے لگتا ہے",
        ],
        usage:
          "Apply when wheat is at the 3-5 leaf stage and weeds are young and actively growing. Avoid drift onto cotton, vegetables or orchards nearby. Clean the sprayer thoroughly with water and detergent after use.",
        usageUr:
          "جب گندم 3 سے 5 پتوں کی ہو اور جڑی بوٹیاں چھوٹی اور تیزی سے بڑھ رہی ہوں تو سپرے کریں۔ خیال رکھیں کہ دوا اُڑ کر قریب کی کپاس، سبزیوں یا باغات پر نہ جائے۔ استعمال کے بعد سپرے مشین کو پانی اور صابن سے اچھی طرح دھوئیں۔",
        composition: "Bromoxynil 200 g/L + MCPA 200 g/L (40% EC)",
        compositionUr: "بروموکسینل 200 g/L + ایم سی پی اے 200 g/L (40% EC)",
        dosage: "400 ml per acre in 100-120 litres of water",
        dosageUr: "400 ملی لیٹر فی ایکڑ، 100 سے 120 لیٹر پانی میں",
        waitingPeriod: "60 days before harvest",
        waitingPeriodUr: "کٹائی سے 60 دن پہلے تک سپرے نہ کریں",
        accent: "#f9a825",
        pack: "bottle",
        packSizes: "400 ml, 1 L",
      },
      {
        name: "Dhan Saaf Pretilachlor 50% EC",
        nameUr: "دھان صاف پریٹیلاکلور 50% EC",
        description:
          "A pre-emergence herbicide for transplanted rice that controls swanki, dhiden and other grasses, sedges and broadleaf weeds before they emerge. It forms a layer in the soil surface that stops weed seeds from germinating.",
        descriptionUr:
          "پنیری سے لگائے گئے دھان کے لیے جڑی بوٹیاں اُگنے سے پہلے استعمال ہونے والی دوا، جو سوانکی، ڈھڈن اور دوسری گھاسوں، ڈیلے اور چوڑے پتوں والی جڑی بوٹیوں کو اُگنے سے پہلے ہی روک دیتی ہے۔ یہ زمین کی سطح پر ایک تہہ بنا دیتی ہے جو جڑی بوٹیوں کے بیج اُگنے نہیں دیتی۔",
        features: [
          "Keeps fields weed-free through early growth",
          "Safe on transplanted basmati and coarse rice",
          "Simple application with sand",
        ],
        featuresUr: [
          "ابتدائی بڑھوتری کے دوران کھیت کو جڑی بوٹیوں سے پاک رکھتی ہے",
          "پنیری سے لگائے گئے باسمتی اور موٹے دھان کے لیے محفوظ",
          "ریت میں ملا کر آسانی سے ڈالی جاتی ہے",
        ],
        usage:
          "Mix the dose with 15-20 kg of dry sand and broadcast evenly 3-5 days after transplanting into 3-5 cm of standing water. Keep the water in the field for at least a week and do not let it drain out. Do not use on direct-seeded rice nurseries.",
        usageUr:
          "دوا کی مقدار کو 15 سے 20 کلوگرام خشک ریت میں ملائیں اور پنیری لگانے کے 3 سے 5 دن بعد 3 سے 5 سینٹی میٹر کھڑے پانی میں یکساں چھٹا دیں۔ کم از کم ایک ہفتہ کھیت میں پانی کھڑا رکھیں اور اسے نکلنے نہ دیں۔ بیج سے براہِ راست بوئی گئی دھان کی پنیری پر استعمال نہ کریں۔",
        composition: "Pretilachlor 500 g/L (50% w/v) EC",
        compositionUr: "پریٹیلاکلور 500 g/L (50% w/v) EC",
        dosage: "500 ml per acre mixed with 15-20 kg of sand",
        dosageUr: "500 ملی لیٹر فی ایکڑ، 15 سے 20 کلوگرام ریت میں ملا کر",
        waitingPeriod: "90 days before harvest",
        waitingPeriodUr: "کٹائی سے 90 دن پہلے تک استعمال نہ کریں",
        accent: "#4e342e",
        pack: "jerrycan",
        packSizes: "500 ml, 1 L, 5 L",
      },
      {
        name: "Makai Mitra Atrazine 38% SC",
        nameUr: "مکئی مترا ایٹرازین 38% SC",
        description:
          "A pre-emergence and early post-emergence herbicide for maize and sugarcane that controls most broadleaf weeds and many annual grasses. It is taken up through roots and leaves and stops photosynthesis in susceptible weeds.",
        descriptionUr:
          "مکئی اور گنے کے لیے جڑی بوٹیاں اُگنے سے پہلے اور اُگنے کے فوراً بعد استعمال ہونے والی دوا، جو زیادہ تر چوڑے پتوں والی جڑی بوٹیوں اور بہت سی یک سالہ گھاسوں کا خاتمہ کرتی ہے۔ یہ جڑوں اور پتوں کے ذریعے جذب ہوتی ہے اور حساس جڑی بوٹیوں میں خوراک بنانے کا عمل روک دیتی ہے۔",
        features: [
          "Long soil residual activity",
          "Works pre- and early post-emergence",
          "Well suited to spring and autumn maize",
          "Easy to measure and mix",
        ],
        featuresUr: [
          "زمین میں لمبے عرصے تک اثر رہتا ہے",
          "جڑی بوٹیاں اُگنے سے پہلے اور فوراً بعد، دونوں وقت کارآمد",
          "بہاریہ اور موسمِ خزاں کی مکئی کے لیے بہت موزوں",
          "ناپنے اور ملانے میں آسان",
        ],
        usage:
          "Spray on moist soil within two days of sowing, or when weeds have no more than 2-3 leaves. Walk backwards while spraying so that treated soil is not disturbed. Do not plant vegetables, wheat or oilseeds in treated soil within the following four months.",
        usageUr:
          "بوائی کے دو دن کے اندر نم زمین پر سپرے کریں، یا جب جڑی بوٹیوں کے 2 سے 3 سے زیادہ پتے نہ ہوں۔ سپرے کرتے ہوئے الٹے قدموں پیچھے کی طرف چلیں تاکہ سپرے شدہ زمین پر پاؤں نہ پڑیں۔ سپرے شدہ زمین میں اگلے چار مہینے تک سبزیاں، گندم یا تیلدار فصلیں کاشت نہ کریں۔",
        composition: "Atrazine 380 g/L (38% w/v) SC",
        compositionUr: "ایٹرازین 380 g/L (38% w/v) SC",
        dosage: "600-800 ml per acre in 120 litres of water",
        dosageUr: "600 سے 800 ملی لیٹر فی ایکڑ، 120 لیٹر پانی میں",
        waitingPeriod: "60 days before harvest",
        waitingPeriodUr: "کٹائی سے 60 دن پہلے تک سپرے نہ کریں",
        accent: "#0277bd",
        pack: "jerrycan",
        packSizes: "500 ml, 1 L, 5 L",
      },
    ],
  },
  {
    name: "Fungicides",
    nameUr: "پھپھوندی کش دوائیں",
    description:
      "Protective and curative fungicides for wheat rust, rice blast, late blight of potato, mango anthracnose and powdery mildew. Spraying at the first signs of disease, or before weather turns favorable for it, gives the best return.",
    descriptionUr:
      "گندم کی کنگی، دھان کے بلاسٹ، آلو کے پچھیتے جھلساؤ، آم کی اینتھراکنوز اور سفوفی پھپھوندی سے بچاؤ اور علاج کے لیے پھپھوندی کش دوائیں۔ بیماری کی پہلی علامات پر، یا موسم بیماری کے لیے سازگار ہونے سے پہلے سپرے کرنے سے سب سے زیادہ فائدہ ہوتا ہے۔",
    products: [
      {
        name: "Zardrang Propiconazole 25% EC",
        nameUr: "زردرنگ پروپیکونازول 25% EC",
        description:
          "A systemic triazole fungicide for yellow, brown and black rust of wheat, and for leaf spots on rice and groundnut. It stops fungal growth inside the leaf and protects new growth for two to three weeks.",
        descriptionUr:
          "ٹرائی ازول گروپ کی پودے میں سرایت کرنے والی پھپھوندی کش دوا، گندم کی پیلی، بھوری اور کالی کنگی کے لیے، اور دھان اور مونگ پھلی کے پتوں کے دھبوں کے لیے۔ یہ پتے کے اندر پھپھوندی کی بڑھوتری روک دیتی ہے اور نئی بڑھوتری کو دو سے تین ہفتے تک محفوظ رکھتی ہے۔",
        features: [
          "Curative and protective action",
          "Controls all three wheat rusts",
          "Moves upward inside the plant",
          "Rainfast within two hours",
        ],
        featuresUr: [
          "بیماری کا علاج بھی اور بچاؤ بھی",
          "گندم کی تینوں کنگیوں کا تدارک",
          "پودے کے اندر اوپر کی طرف جاتی ہے",
          "دو گھنٹے بعد بارش سے نہیں دھلتی",
        ],
        usage:
          "Spray at the first appearance of rust pustules on the flag leaf or the leaf below it, usually from mid-February in Punjab. Use 100-120 litres of water per acre for full canopy coverage. Repeat after 15-20 days if weather stays cool and humid.",
        usageUr:
          "جھنڈا پتے یا اس سے نیچے والے پتے پر کنگی کے دھبے نظر آتے ہی سپرے کریں، پنجاب میں عموماً فروری کے وسط سے۔ پورے پودوں تک دوا پہنچانے کے لیے فی ایکڑ 100 سے 120 لیٹر پانی استعمال کریں۔ اگر موسم ٹھنڈا اور مرطوب رہے تو 15 سے 20 دن بعد دوبارہ سپرے کریں۔",
        composition: "Propiconazole 250 g/L (25% w/v) EC",
        compositionUr: "پروپیکونازول 250 g/L (25% w/v) EC",
        dosage: "200 ml per acre in 100-120 litres of water",
        dosageUr: "200 ملی لیٹر فی ایکڑ، 100 سے 120 لیٹر پانی میں",
        waitingPeriod: "35 days before harvest",
        waitingPeriodUr: "کٹائی سے 35 دن پہلے تک سپرے نہ کریں",
        accent: "#e65100",
        pack: "bottle",
        packSizes: "100 ml, 200 ml, 500 ml, 1 L",
      },
      {
        name: "Chawal Rakh Tricyclazole 75% WP",
        nameUr: "چاول رکھ ٹرائی سائکلازول 75% WP",
        description:
          "A systemic fungicide made for rice blast. It is absorbed quickly by rice leaves and prevents the blast fungus from penetrating the plant, protecting both leaves and the neck of the panicle.",
        descriptionUr:
          "دھان کے بلاسٹ کے لیے خاص طور پر بنائی گئی، پودے میں سرایت کرنے والی پھپھوندی کش دوا۔ دھان کے پتے اسے جلد جذب کر لیتے ہیں اور یہ بلاسٹ کی پھپھوندی کو پودے میں داخل ہونے سے روکتی ہے، جس سے پتے اور سٹے کی گردن دونوں محفوظ رہتے ہیں۔",
        features: [
          "Specific and reliable on leaf and neck blast",
          "Rapid uptake, rainfast within one hour",
          "Protects grain filling in basmati",
        ],
        featuresUr: [
          "پتوں اور گردن کے بلاسٹ پر خاص اور قابلِ اعتماد اثر",
          "جلد جذب ہوتی ہے، ایک گھنٹے بعد بارش سے نہیں دھلتی",
          "باسمتی میں دانہ بھرنے کے دوران تحفظ",
        ],
        usage:
          "Give the first spray at the first leaf blast lesions, or preventively at late tillering in blast-prone areas. A second spray at 5-10% panicle emergence protects against neck blast. Keep the field flooded during application.",
        usageUr:
          "پہلا سپرے پتوں پر بلاسٹ کے پہلے دھبے نظر آنے پر کریں، یا جن علاقوں میں بلاسٹ زیادہ آتا ہے وہاں جھاڑ بننے کے آخری مرحلے پر بچاؤ کے طور پر کریں۔ جب 5 سے 10 فیصد سٹے نکل آئیں تو دوسرا سپرے گردن کے بلاسٹ سے بچاتا ہے۔ سپرے کے دوران کھیت میں پانی کھڑا رکھیں۔",
        composition: "Tricyclazole 750 g/kg (75% w/w) WP",
        compositionUr: "ٹرائی سائکلازول 750 g/kg (75% w/w) WP",
        dosage: "120 g per acre in 100 litres of water",
        dosageUr: "120 گرام فی ایکڑ، 100 لیٹر پانی میں",
        waitingPeriod: "30 days before harvest",
        waitingPeriodUr: "کٹائی سے 30 دن پہلے تک سپرے نہ کریں",
        accent: "#1b5e20",
        pack: "box",
        packSizes: "60 g, 120 g, 500 g",
      },
      {
        name: "Kavach Azoxystrobin + Difenoconazole 32.5% SC",
        nameUr: "کوچ ایزوکسی سٹروبن + ڈائفینوکونازول 32.5% SC",
        description:
          "A broad-spectrum combination fungicide for mango anthracnose and powdery mildew, rice blast and sheath blight, and early blight of potato and tomato. The strobilurin protects the leaf surface while the triazole works inside the tissue, giving preventive and curative control.",
        descriptionUr:
          "وسیع اثر والی مرکب پھپھوندی کش دوا، آم کی اینتھراکنوز اور سفوفی پھپھوندی، دھان کے بلاسٹ اور غلاف کے جھلساؤ، اور آلو اور ٹماٹر کے اگیتے جھلساؤ کے لیے۔ سٹروبیلیورن جزو پتے کی سطح کو محفوظ رکھتا ہے جبکہ ٹرائی ازول جزو پودے کے اندر کام کرتا ہے، یوں بیماری سے بچاؤ بھی ہوتا ہے اور علاج بھی۔",
        features: [
          "Two modes of action in one product",
          "Wide disease and crop range",
          "Greening effect improves leaf health",
          "Long protection interval",
          "Reduces resistance risk",
        ],
        featuresUr: [
          "ایک ہی دوا میں دو طریقوں سے اثر",
          "بہت سی بیماریوں اور فصلوں پر کارآمد",
          "پتوں کو زیادہ ہرا بھرا اور صحت مند رکھتی ہے",
          "لمبے وقفے تک تحفظ",
          "بیماری میں قوتِ مدافعت پیدا ہونے کا خطرہ کم کرتی ہے",
        ],
        usage:
          "On mango, spray at panicle emergence and again at fruit set to protect flowers from anthracnose and powdery mildew. In rice, spray at booting stage. Do not apply more than three times a season and rotate with fungicides from other groups.",
        usageUr:
          "آم پر بور نکلتے وقت اور پھر پھل بننے پر سپرے کریں تاکہ پھول اینتھراکنوز اور سفوفی پھپھوندی سے محفوظ رہیں۔ دھان میں گوبھ کی حالت میں سپرے کریں۔ ایک موسم میں تین بار سے زیادہ استعمال نہ کریں اور دوسرے گروپوں کی پھپھوندی کش دواؤں کے ساتھ باری باری استعمال کریں۔",
        composition: "Azoxystrobin 200 g/L + Difenoconazole 125 g/L (32.5% SC)",
        compositionUr: "ایزوکسی سٹروبن 200 g/L + ڈائفینوکونازول 125 g/L (32.5% SC)",
        dosage: "200 ml per acre in 100-200 litres of water (1 ml per litre on mango)",
        dosageUr: "200 ملی لیٹر فی ایکڑ، 100 سے 200 لیٹر پانی میں (آم پر 1 ملی لیٹر فی لیٹر پانی)",
        waitingPeriod: "21 days before harvest (14 days for mango)",
        waitingPeriodUr: "کٹائی سے 21 دن پہلے تک سپرے نہ کریں (آم میں 14 دن)",
        accent: "#283593",
        pack: "bottle",
        packSizes: "100 ml, 200 ml, 500 ml",
      },
      {
        name: "Aloo Raksha Metalaxyl + Mancozeb 72% WP",
        nameUr: "آلو رکشا میٹالیکسل + مینکوزیب 72% WP",
        description:
          "A systemic-plus-contact fungicide for late blight of potato and tomato and downy mildew of cucurbits and onion. Metalaxyl moves inside the plant to stop established infections, while mancozeb forms a protective coating on leaf surfaces.",
        descriptionUr:
          "آلو اور ٹماٹر کے پچھیتے جھلساؤ اور بیل دار سبزیوں اور پیاز کی روئیں دار پھپھوندی کے لیے اندر اور باہر دونوں طرف سے اثر کرنے والی پھپھوندی کش دوا۔ میٹالیکسل پودے کے اندر جا کر پہلے سے لگی بیماری کو روکتی ہے، جبکہ مینکوزیب پتوں کی سطح پر حفاظتی تہہ بنا دیتی ہے۔",
        features: [
          "Stops late blight from spreading",
          "Systemic and contact protection together",
          "Suitable for potato, tomato, onion and cucurbits",
          "Mancozeb also supplies zinc and manganese",
        ],
        featuresUr: [
          "پچھیتے جھلساؤ کو پھیلنے سے روکتی ہے",
          "اندرونی اور بیرونی تحفظ ایک ساتھ",
          "آلو، ٹماٹر، پیاز اور بیل دار سبزیوں کے لیے موزوں",
          "مینکوزیب سے زنک اور مینگنیز بھی ملتے ہیں",
        ],
        usage:
          "Start spraying when foggy, humid weather sets in during December and January, before symptoms appear. Repeat every 10-14 days while blight weather continues, using at least 150 litres of water per acre for full coverage. Do not exceed four sprays in a season.",
        usageUr:
          "دسمبر اور جنوری میں جب دھند اور نمی والا موسم شروع ہو تو علامات ظاہر ہونے سے پہلے سپرے شروع کر دیں۔ جب تک جھلساؤ والا موسم رہے ہر 10 سے 14 دن بعد سپرے دہرائیں، اور پورے پودے تک دوا پہنچانے کے لیے فی ایکڑ کم از کم 150 لیٹر پانی استعمال کریں۔ ایک موسم میں چار سے زیادہ سپرے نہ کریں۔",
        composition: "Metalaxyl 80 g/kg + Mancozeb 640 g/kg (72% WP)",
        compositionUr: "میٹالیکسل 80 g/kg + مینکوزیب 640 g/kg (72% WP)",
        dosage: "600 g per acre in 150-200 litres of water",
        dosageUr: "600 گرام فی ایکڑ، 150 سے 200 لیٹر پانی میں",
        waitingPeriod: "14 days before harvest",
        waitingPeriodUr: "کٹائی سے 14 دن پہلے تک سپرے نہ کریں",
        accent: "#ad1457",
        pack: "bag",
        packSizes: "250 g, 500 g, 1 kg",
      },
      {
        name: "Neela Tara Copper Oxychloride 50% WP",
        nameUr: "نیلا تارا کاپر آکسی کلورائیڈ 50% WP",
        description:
          "A copper-based contact fungicide and bactericide for bacterial leaf blight of rice, citrus canker on kinnow and downy mildew of grapes and vegetables. Copper ions on the leaf surface stop fungal spores and bacteria from germinating and entering the plant.",
        descriptionUr:
          "تانبے پر مبنی، سطح پر اثر کرنے والی پھپھوندی کش اور جراثیم کش دوا، دھان کے پتوں کے بیکٹیریائی جھلساؤ، کینو کے کینکر اور انگور اور سبزیوں کی روئیں دار پھپھوندی کے لیے۔ پتے کی سطح پر موجود تانبا پھپھوندی کے بیجوں اور جراثیم کو اُگنے اور پودے میں داخل ہونے سے روکتا ہے۔",
        features: [],
        featuresUr: [],
        usage: "",
        usageUr: "",
        composition: "Copper oxychloride 500 g/kg (50% w/w) WP, equal to 50% metallic copper",
        compositionUr: "کاپر آکسی کلورائیڈ 500 g/kg (50% w/w) WP، جو 50% دھاتی تانبے کے برابر ہے",
        dosage: "500 g per acre in 150-200 litres of water",
        dosageUr: "500 گرام فی ایکڑ، 150 سے 200 لیٹر پانی میں",
        waitingPeriod: "7 days before harvest",
        waitingPeriodUr: "کٹائی سے 7 دن پہلے تک سپرے نہ کریں",
        accent: "#0288d1",
        pack: "bag",
        packSizes: "500 g, 1 kg, 5 kg",
      },
    ],
  },
  {
    name: "Fertilizers",
    nameUr: "کھادیں",
    description:
      "Micronutrients, water-soluble fertilizers and soil conditioners that correct the zinc, boron and potash deficiencies common in Pakistani soils. Balanced nutrition gives healthier crops that resist pests and diseases better and fill grain and fruit fully.",
    descriptionUr:
      "اجزائے صغیرہ، پانی میں حل ہونے والی کھادیں اور زمین کی اصلاح کرنے والے مرکبات، جو پاکستانی زمینوں میں عام زنک، بوران اور پوٹاش کی کمی پوری کرتے ہیں۔ متوازن خوراک سے فصلیں زیادہ صحت مند رہتی ہیں، کیڑوں اور بیماریوں کا بہتر مقابلہ کرتی ہیں اور دانہ اور پھل پوری طرح بھرتا ہے۔",
    products: [
      {
        name: "Zinco Plus Zinc Sulphate Monohydrate 33%",
        nameUr: "زنکو پلس زنک سلفیٹ مونو ہائیڈریٹ 33%",
        description:
          "A high-grade zinc fertilizer for rice, wheat, maize and citrus grown on the alkaline, zinc-deficient soils of Punjab and Sindh. It prevents khaira disease in rice and bronzing and stunting in wheat and maize.",
        descriptionUr:
          "دھان، گندم، مکئی اور ترشاوہ پھلوں کے لیے اعلیٰ معیار کی زنک کھاد، جو پنجاب اور سندھ کی کھاری، زنک کی کمی والی زمینوں کے لیے بنائی گئی ہے۔ یہ دھان میں کھیرا بیماری، اور گندم اور مکئی میں پتوں کے کانسی جیسے رنگ اور قد چھوٹا رہ جانے سے بچاتی ہے۔",
        features: [
          "33% zinc in a fast-dissolving form",
          "Prevents khaira in rice",
          "Improves tillering and grain weight",
          "Also supplies 15% sulphur",
        ],
        featuresUr: [
          "جلد حل ہونے والی شکل میں 33% زنک",
          "دھان میں کھیرا بیماری سے بچاؤ",
          "جھاڑ اور دانے کا وزن بڑھاتی ہے",
          "15% گندھک بھی فراہم کرتی ہے",
        ],
        usage:
          "For rice, broadcast into puddled fields before transplanting or within 10 days after. For wheat and maize, mix with the basal fertilizer at sowing. Do not mix with phosphatic fertilizers in the same bag for long storage.",
        usageUr:
          "دھان میں پنیری لگانے سے پہلے کدو کیے ہوئے کھیت میں، یا پنیری لگانے کے 10 دن کے اندر چھٹا دیں۔ گندم اور مکئی میں بوائی کے وقت بنیادی کھاد کے ساتھ ملا کر ڈالیں۔ لمبے عرصے تک رکھنے کے لیے فاسفورس والی کھادوں کے ساتھ ایک ہی بوری میں نہ ملائیں۔",
        composition: "Zinc (Zn) 33%, Sulphur (S) 15%",
        compositionUr: "زنک (Zn) 33%، گندھک (S) 15%",
        dosage: "5 kg per acre as a basal soil application",
        dosageUr: "5 کلوگرام فی ایکڑ، بنیادی کھاد کے طور پر زمین میں",
        accent: "#607d8b",
        pack: "bag",
        packSizes: "3 kg, 5 kg, 25 kg",
      },
      {
        name: "Phool Bahar Boron 20%",
        nameUr: "پھول بہار بوران 20%",
        description:
          "A fully soluble boron fertilizer for cotton, kinnow, mango, wheat and vegetables. Boron improves pollination, flower and fruit retention and boll formation, and reduces fruit cracking in citrus.",
        descriptionUr:
          "کپاس، کینو، آم، گندم اور سبزیوں کے لیے پانی میں مکمل حل ہونے والی بوران کھاد۔ بوران زیرگی، پھول اور پھل کے ٹھہراؤ اور ٹینڈے بننے میں مدد دیتی ہے، اور ترشاوہ پھلوں میں پھل پھٹنے کو کم کرتی ہے۔",
        features: [
          "20.5% boron, dissolves fully in water",
          "Reduces flower, boll and fruit shedding",
          "Suitable for foliar spray and fertigation",
          "Compatible with most insecticides",
        ],
        featuresUr: [
          "20.5% بوران، پانی میں مکمل حل ہو جاتی ہے",
          "پھول، ٹینڈے اور پھل کا گرنا کم کرتی ہے",
          "پتوں پر سپرے اور آبپاشی کے پانی کے ساتھ دینے کے لیے موزوں",
          "زیادہ تر کیڑے مار دواؤں کے ساتھ ملا کر سپرے کی جا سکتی ہے",
        ],
        usage:
          "On cotton, spray at the start of flowering and again 15 days later. On kinnow and mango, spray before flowering and at fruit set. Dissolve the powder in a bucket of water first, then add it to the spray tank.",
        usageUr:
          "کپاس پر پھول آنے کے شروع میں اور پھر 15 دن بعد سپرے کریں۔ کینو اور آم پر پھول آنے سے پہلے اور پھل بننے پر سپرے کریں۔ پہلے پاؤڈر کو ایک بالٹی پانی میں حل کریں، پھر سپرے کی ٹینکی میں ڈالیں۔",
        composition: "Disodium octaborate tetrahydrate, Boron (B) 20.5%",
        compositionUr: "ڈائی سوڈیم آکٹابوریٹ ٹیٹرا ہائیڈریٹ، بوران (B) 20.5%",
        dosage: "250 g per acre in 100 litres of water as a foliar spray",
        dosageUr: "250 گرام فی ایکڑ، 100 لیٹر پانی میں پتوں پر سپرے",
        waitingPeriod: "0 days (no restriction)",
        waitingPeriodUr: "0 دن (کوئی پابندی نہیں)",
        accent: "#8e24aa",
        pack: "box",
        packSizes: "250 g, 500 g, 1 kg",
      },
      {
        name: "Sabz Shakti NPK 20-20-20 + TE",
        nameUr: "سبز شکتی این پی کے 20-20-20 + TE",
        description:
          "A balanced, fully water-soluble NPK fertilizer with chelated trace elements for foliar feeding and drip fertigation. It gives crops a quick nutrient boost at critical stages such as tillering, flowering and fruit setting, and after stress from heat or waterlogging.",
        descriptionUr:
          "متوازن اور پانی میں مکمل حل ہونے والی این پی کے کھاد، جس میں چیلیٹڈ اجزائے صغیرہ شامل ہیں، پتوں پر سپرے اور ڈرپ آبپاشی کے لیے۔ یہ جھاڑ بننے، پھول آنے اور پھل بننے جیسے اہم مراحل پر، اور گرمی یا کھیت میں پانی کھڑا رہنے کے دباؤ کے بعد فصل کو فوری خوراک دیتی ہے۔",
        features: [
          "Equal nitrogen, phosphorus and potash",
          "Chelated zinc, iron, manganese and copper",
          "Dissolves completely, does not block nozzles",
          "For cotton, vegetables, orchards and wheat",
        ],
        featuresUr: [
          "نائٹروجن، فاسفورس اور پوٹاش برابر مقدار میں",
          "چیلیٹڈ زنک، لوہا، مینگنیز اور تانبا",
          "مکمل حل ہو جاتی ہے، نوزل بند نہیں کرتی",
          "کپاس، سبزیوں، باغات اور گندم کے لیے",
        ],
        usage:
          "Spray 2-3 times at 15-day intervals from early vegetative growth to flowering. Spray in the morning or evening, not in the midday heat. Can be applied through drip systems at 1-2 kg per acre per week.",
        usageUr:
          "ابتدائی بڑھوتری سے پھول آنے تک 15 دن کے وقفے سے 2 سے 3 بار سپرے کریں۔ صبح یا شام کے وقت سپرے کریں، دوپہر کی گرمی میں نہیں۔ ڈرپ آبپاشی کے ذریعے 1 سے 2 کلوگرام فی ایکڑ فی ہفتہ بھی دی جا سکتی ہے۔",
        composition: "N 20%, P2O5 20%, K2O 20% plus EDTA-chelated Zn, Fe, Mn and Cu",
        compositionUr: "N 20%، P2O5 20%، K2O 20%، اور EDTA سے چیلیٹ کیے گئے Zn، Fe، Mn اور Cu",
        dosage: "1-2 kg per acre in 100 litres of water",
        dosageUr: "1 سے 2 کلوگرام فی ایکڑ، 100 لیٹر پانی میں",
        waitingPeriod: "0 days (no restriction)",
        waitingPeriodUr: "0 دن (کوئی پابندی نہیں)",
        accent: "#43a047",
        pack: "bag",
        packSizes: "500 g, 1 kg, 2 kg",
      },
      {
        name: "Zameen Jaan Humic Acid 12% + Fulvic Acid 3%",
        nameUr: "زمین جان ہیومک ایسڈ 12% + فلوک ایسڈ 3%",
        description:
          "A liquid soil conditioner made from leonardite that improves soil structure, root growth and the uptake of applied fertilizers. It is especially useful on saline, sodic and low-organic-matter soils common across Punjab and Sindh.",
        descriptionUr:
          "لیونارڈائٹ سے تیار کردہ مائع، جو زمین کی ساخت، جڑوں کی بڑھوتری اور ڈالی گئی کھادوں کے جذب کو بہتر بناتا ہے۔ یہ خاص طور پر پنجاب اور سندھ میں عام شور زدہ، کلراٹھی اور کم نامیاتی مادے والی زمینوں کے لیے مفید ہے۔",
        features: [
          "Stronger, deeper root system",
          "Better use of urea and DAP",
          "Improves water holding in sandy soils",
          "Helps crops cope with salinity",
        ],
        featuresUr: [
          "زیادہ مضبوط اور گہری جڑیں",
          "یوریا اور ڈی اے پی کا بہتر فائدہ",
          "ریتلی زمینوں میں پانی روکنے کی صلاحیت بڑھاتا ہے",
          "فصل کو کلر کا مقابلہ کرنے میں مدد دیتا ہے",
        ],
        usage:
          "Apply with irrigation water by letting it drip slowly into the water channel at the field inlet, or through drip systems. Apply at sowing or transplanting and again at the start of flowering. Shake the can well before use.",
        usageUr:
          "کھیت کے ناکے پر کھال میں قطرہ قطرہ گرا کر آبپاشی کے پانی کے ساتھ دیں، یا ڈرپ کے ذریعے دیں۔ بوائی یا پنیری لگاتے وقت اور پھر پھول آنے کے شروع میں دیں۔ استعمال سے پہلے کین کو اچھی طرح ہلا لیں۔",
        composition: "Humic acid 12% w/v, Fulvic acid 3% w/v, Potassium (K2O) 2%",
        compositionUr: "ہیومک ایسڈ 12% w/v، فلوک ایسڈ 3% w/v، پوٹاشیم (K2O) 2%",
        dosage: "2 litres per acre with irrigation water",
        dosageUr: "2 لیٹر فی ایکڑ، آبپاشی کے پانی کے ساتھ",
        waitingPeriod: "0 days (no restriction)",
        waitingPeriodUr: "0 دن (کوئی پابندی نہیں)",
        accent: "#5d4037",
        pack: "jerrycan",
        packSizes: "1 L, 2 L, 5 L",
      },
      {
        name: "Potash Gold Potassium Sulphate 50%",
        nameUr: "پوٹاش گولڈ پوٹاشیم سلفیٹ 50%",
        description:
          "A chloride-free potash fertilizer (SOP) for potato, kinnow, mango, sugarcane, tobacco and vegetables. Potash improves tuber and fruit size, sugar content, color and shelf life, while sulphur supports protein formation.",
        descriptionUr:
          "آلو، کینو، آم، گنے، تمباکو اور سبزیوں کے لیے کلورائیڈ سے پاک پوٹاش کھاد (ایس او پی)۔ پوٹاش آلو اور پھل کی جسامت، مٹھاس، رنگ اور دیر تک محفوظ رہنے کی صلاحیت بڑھاتی ہے، جبکہ گندھک پروٹین بننے میں مدد دیتی ہے۔",
        features: [
          "50% potash, 18% sulphur",
          "Chloride-free, safe for sensitive crops",
          "Improves quality and storage life",
          "Helps plants tolerate drought and frost",
        ],
        featuresUr: [
          "50% پوٹاش، 18% گندھک",
          "کلورائیڈ سے پاک، حساس فصلوں کے لیے محفوظ",
          "معیار بہتر اور دیر تک محفوظ رہنے والی پیداوار",
          "پودوں کو خشک سالی اور کورے کا مقابلہ کرنے میں مدد دیتی ہے",
        ],
        usage:
          "Apply as a basal dose at sowing or planting and work it into the soil. In orchards, spread it under the canopy in a ring and irrigate afterwards. For foliar feeding, use the soluble grade at 1-2 kg per acre.",
        usageUr:
          "بوائی یا پودے لگاتے وقت بنیادی کھاد کے طور پر ڈالیں اور زمین میں ملا دیں۔ باغات میں درخت کی چھتری کے نیچے دائرے میں بکھیریں اور بعد میں پانی لگائیں۔ پتوں پر سپرے کے لیے پانی میں حل ہونے والی قسم 1 سے 2 کلوگرام فی ایکڑ استعمال کریں۔",
        composition: "Potassium (K2O) 50%, Sulphur (S) 18%",
        compositionUr: "پوٹاشیم (K2O) 50%، گندھک (S) 18%",
        dosage: "25-50 kg per acre as a basal soil application",
        dosageUr: "25 سے 50 کلوگرام فی ایکڑ، بنیادی کھاد کے طور پر زمین میں",
        waitingPeriod: "0 days (no restriction)",
        waitingPeriodUr: "0 دن (کوئی پابندی نہیں)",
        accent: "#d84315",
        pack: "bag",
        packSizes: "10 kg, 25 kg, 50 kg",
      },
    ],
  },
  {
    name: "Plant Growth Regulators",
    nameUr: "پودوں کی بڑھوتری منظم کرنے والی دوائیں",
    description:
      "Growth regulators that manage crop growth, reduce flower and fruit drop and improve fruit set. Used at the right stage and dose, they convert more of the crop's effort into yield.",
    descriptionUr:
      "ایسی دوائیں جو فصل کی بڑھوتری کو قابو میں رکھتی ہیں، پھول اور پھل کا گرنا کم کرتی ہیں اور پھل کا ٹھہراؤ بہتر بناتی ہیں۔ درست مرحلے پر اور درست مقدار میں استعمال کی جائیں تو فصل کی زیادہ توانائی پیداوار میں بدل جاتی ہے۔",
    products: [
      {
        name: "Qadd Control Mepiquat Chloride 5% SL",
        nameUr: "قد کنٹرول میپی کواٹ کلورائیڈ 5% SL",
        description:
          "A growth retardant for cotton that controls excessive vegetative growth, shortens internodes and keeps plants compact. Energy is diverted from leaves to squares and bolls, leading to earlier maturity and better boll retention.",
        descriptionUr:
          "کپاس کے لیے بڑھوتری روکنے والی دوا جو ضرورت سے زیادہ بڑھوتری کو قابو کرتی ہے، پوریاں چھوٹی کرتی ہے اور پودوں کو گٹھا ہوا رکھتی ہے۔ پودے کی توانائی پتوں کے بجائے پھول ڈوڈیوں اور ٹینڈوں کی طرف جاتی ہے، جس سے فصل جلد تیار ہوتی ہے اور ٹینڈے زیادہ ٹھہرتے ہیں۔",
        features: [
          "Prevents rank growth after rain or heavy nitrogen",
          "More bolls retained per plant",
          "Easier spraying and picking in compact crops",
        ],
        featuresUr: [
          "بارش یا نائٹروجن کی زیادتی کے بعد فصل کو بے جا بڑھنے سے روکتی ہے",
          "فی پودا زیادہ ٹینڈے ٹھہرتے ہیں",
          "گٹھی ہوئی فصل میں سپرے اور چنائی آسان",
        ],
        usage:
          "Apply when plants grow too tall or internodes lengthen, usually at the start of flowering. Split the total dose into two or three sprays about 10-15 days apart. Do not apply to cotton under water or heat stress.",
        usageUr:
          "جب پودے بہت لمبے ہونے لگیں یا پوریاں لمبی ہو جائیں، عموماً پھول آنے کے شروع میں، تب سپرے کریں۔ کل مقدار کو تقریباً 10 سے 15 دن کے وقفے سے دو یا تین سپرے میں تقسیم کریں۔ پانی کی کمی یا گرمی کے دباؤ میں کپاس پر استعمال نہ کریں۔",
        composition: "Mepiquat chloride 50 g/L (5% w/v) SL",
        compositionUr: "میپی کواٹ کلورائیڈ 50 g/L (5% w/v) SL",
        dosage: "100-150 ml per acre per spray in 100 litres of water",
        dosageUr: "100 سے 150 ملی لیٹر فی ایکڑ فی سپرے، 100 لیٹر پانی میں",
        waitingPeriod: "30 days before picking",
        waitingPeriodUr: "چنائی سے 30 دن پہلے تک سپرے نہ کریں",
        accent: "#3949ab",
        pack: "bottle",
        packSizes: "100 ml, 250 ml, 500 ml",
      },
      {
        name: "Phal Rok Gibberellic Acid 10% SP",
        nameUr: "پھل روک جبرلک ایسڈ 10% SP",
        description:
          "A natural plant hormone for kinnow, grapes and vegetables that improves fruit set, reduces pre-harvest fruit drop and delays rind aging in citrus. It also promotes cell enlargement for larger fruit.",
        descriptionUr:
          "کینو، انگور اور سبزیوں کے لیے پودوں کا قدرتی ہارمون، جو پھل کا ٹھہراؤ بہتر بناتا ہے، چنائی سے پہلے پھل کا گرنا کم کرتا ہے اور ترشاوہ پھلوں میں چھلکے کو دیر تک تازہ رکھتا ہے۔ یہ خلیوں کو بڑا کر کے پھل کی جسامت بھی بڑھاتا ہے۔",
        features: [
          "Reduces fruit drop in kinnow",
          "Improves fruit size and rind quality",
          "Dissolves easily in water",
          "Works at very low doses",
        ],
        featuresUr: [
          "کینو میں پھل کا گرنا کم کرتا ہے",
          "پھل کی جسامت اور چھلکے کا معیار بہتر بناتا ہے",
          "پانی میں آسانی سے حل ہو جاتا ہے",
          "بہت کم مقدار میں کام کرتا ہے",
        ],
        usage:
          "On kinnow, spray at petal fall to improve fruit set and again in October to reduce fruit drop and delay rind softening. Measure the powder accurately, as overdosing can reduce the next season's flowering. Spray in the early morning for best absorption.",
        usageUr:
          "کینو پر پھل کا ٹھہراؤ بہتر بنانے کے لیے پھول کی پتیاں جھڑنے پر سپرے کریں، اور پھل کا گرنا کم کرنے اور چھلکے کو نرم ہونے سے بچانے کے لیے اکتوبر میں دوبارہ سپرے کریں۔ پاؤڈر کو درست ناپ کر استعمال کریں، کیونکہ زیادہ مقدار سے اگلے سال پھول کم آ سکتے ہیں۔ بہتر جذب کے لیے صبح سویرے سپرے کریں۔",
        composition: "Gibberellic acid (GA3) 100 g/kg (10% w/w) SP",
        compositionUr: "جبرلک ایسڈ (GA3) 100 g/kg (10% w/w) SP",
        dosage: "10 g per 100 litres of water (10 ppm); 40-50 g per acre for mature orchards",
        dosageUr:
          "10 گرام فی 100 لیٹر پانی (10 ppm)؛ بڑے درختوں والے باغات میں 40 سے 50 گرام فی ایکڑ",
        waitingPeriod: "7 days before harvest",
        waitingPeriodUr: "کٹائی سے 7 دن پہلے تک سپرے نہ کریں",
        accent: "#7cb342",
        pack: "box",
        packSizes: "10 g, 50 g, 100 g",
      },
      {
        name: "Bandhan NAA 4.5% SL",
        nameUr: "بندھن این اے اے 4.5% SL",
        description:
          "A synthetic auxin that reduces the shedding of flowers, squares and young fruit in cotton, chillies, tomato and mango. It strengthens the attachment of fruit to the plant, especially during heat waves.",
        descriptionUr:
          "مصنوعی آکسن ہارمون جو کپاس، مرچ، ٹماٹر اور آم میں پھولوں، پھول ڈوڈیوں اور چھوٹے پھلوں کا گرنا کم کرتا ہے۔ یہ پھل کو پودے کے ساتھ مضبوطی سے جوڑے رکھتا ہے، خاص طور پر گرمی کی لہر کے دوران۔",
        features: [
          "Reduces square and boll shedding in cotton",
          "Better fruit retention in chillies and mango",
          "Mixes with most insecticides and foliar feeds",
        ],
        featuresUr: [
          "کپاس میں پھول ڈوڈیوں اور ٹینڈوں کا گرنا کم کرتا ہے",
          "مرچ اور آم میں زیادہ پھل ٹھہرتا ہے",
          "زیادہ تر کیڑے مار دواؤں اور پتوں پر دی جانے والی خوراک کے ساتھ مل جاتا ہے",
        ],
        usage:
          "Spray at the start of flowering and again 20 days later. Use clean water and mix the dose first in a small bucket. Do not exceed the recommended dose, as high rates can cause leaf curling.",
        usageUr:
          "پھول آنے کے شروع میں اور پھر 20 دن بعد سپرے کریں۔ صاف پانی استعمال کریں اور پہلے دوا کو ایک چھوٹی بالٹی میں ملا لیں۔ سفارش کردہ مقدار سے زیادہ استعمال نہ کریں، کیونکہ زیادہ مقدار سے پتے مڑ سکتے ہیں۔",
        composition: "Alpha-naphthylacetic acid (NAA) 45 g/L (4.5% w/v) SL",
        compositionUr: "الفا نیفتھائل ایسیٹک ایسڈ (NAA) 45 g/L (4.5% w/v) SL",
        dosage: "25-30 ml per acre in 100-120 litres of water",
        dosageUr: "25 سے 30 ملی لیٹر فی ایکڑ، 100 سے 120 لیٹر پانی میں",
        waitingPeriod: "15 days before harvest",
        waitingPeriodUr: "کٹائی سے 15 دن پہلے تک سپرے نہ کریں",
        accent: "#ff8f00",
        pack: "bottle",
        packSizes: "30 ml, 100 ml, 250 ml",
      },
    ],
  },
  {
    name: "Seed Treatments",
    nameUr: "بیج کو لگانے والی دوائیں",
    description:
      "Seed dressings that protect seed and young seedlings from soil insects, early sucking pests and seed-borne diseases. Treating seed costs little per acre and gives a uniform, healthy stand from the start.",
    descriptionUr:
      "بیج کو لگانے والی دوائیں جو بیج اور ننھے پودوں کو زمینی کیڑوں، ابتدائی رس چوسنے والے کیڑوں اور بیج سے پھیلنے والی بیماریوں سے بچاتی ہیں۔ بیج کو دوا لگانے کا فی ایکڑ خرچ بہت کم ہے اور شروع سے ہی یکساں اور صحت مند اگاؤ ملتا ہے۔",
    products: [
      {
        name: "Beej Kavach Imidacloprid 60% FS",
        nameUr: "بیج کوچ امیڈاکلوپرڈ 60% FS",
        description:
          "A flowable seed treatment for cotton, wheat and maize that protects young plants from jassid, whitefly, thrips and aphids for the first 30-40 days, and from termites in wheat. The active ingredient is absorbed by the roots as the seed germinates and moves into the seedling.",
        descriptionUr:
          "کپاس، گندم اور مکئی کے بیج کو لگانے والی مائع دوا، جو ننھے پودوں کو پہلے 30 سے 40 دن تک سبز تیلے، سفید مکھی، تھرپس اور سست تیلے سے، اور گندم کو دیمک سے بچاتی ہے۔ بیج اُگتے وقت جڑیں دوا جذب کر لیتی ہیں اور یہ ننھے پودے میں پہنچ جاتی ہے۔",
        features: [
          "Protects seedlings for 30-40 days",
          "Saves the first one or two insecticide sprays",
          "Red color marks treated seed",
          "Sticks well to delinted cotton seed",
        ],
        featuresUr: [
          "30 سے 40 دن تک ننھے پودوں کا تحفظ",
          "کیڑے مار دوا کے پہلے ایک یا دو سپرے کی بچت",
          "سرخ رنگ سے دوا لگے بیج کی پہچان",
          "بُور اترے ہوئے کپاس کے بیج پر اچھی طرح چپکتی ہے",
        ],
        usage:
          "Mix the dose with a little water to make a slurry and coat the seed evenly in a drum or plastic bag. Dry the seed in shade before sowing. Never use treated seed for food or animal feed.",
        usageUr:
          "دوا کی مقدار کو تھوڑے پانی میں ملا کر گاڑھا محلول بنائیں اور ڈرم یا پلاسٹک کے تھیلے میں بیج پر یکساں لگائیں۔ بوائی سے پہلے بیج کو سائے میں خشک کریں۔ دوا لگا بیج کبھی بھی انسانوں کی خوراک یا جانوروں کے چارے کے لیے استعمال نہ کریں۔",
        composition: "Imidacloprid 600 g/L (60% w/v) FS",
        compositionUr: "امیڈاکلوپرڈ 600 g/L (60% w/v) FS",
        dosage: "5 ml per kg of delinted cotton seed (about 40 ml for one acre's seed)",
        dosageUr:
          "بُور اترے کپاس کے بیج کے لیے 5 ملی لیٹر فی کلوگرام (ایک ایکڑ کے بیج کے لیے تقریباً 40 ملی لیٹر)",
        accent: "#b71c1c",
        pack: "bottle",
        packSizes: "40 ml, 100 ml, 500 ml",
      },
      {
        name: "Kangi Rok Carboxin + Thiram 75% WP",
        nameUr: "کنگی روک کاربوکسن + تھائیرم 75% WP",
        description:
          "A dual-action fungicidal seed dressing for wheat, barley and maize that controls loose smut, flag smut and bunt as well as seed and seedling rots. Carboxin works inside the seed against smut, while thiram protects the seed surface.",
        descriptionUr:
          "گندم، جو اور مکئی کے بیج کو لگانے والی دوہرے اثر والی پھپھوندی کش دوا، جو کھلی کانگیاری، پتوں کی کانگیاری اور بنٹ کے ساتھ ساتھ بیج اور ننھے پودوں کے گلنے سڑنے کا تدارک کرتی ہے۔ کاربوکسن بیج کے اندر کانگیاری کے خلاف کام کرتی ہے جبکہ تھائیرم بیج کی سطح کو محفوظ رکھتی ہے۔",
        features: [
          "Controls loose smut carried inside the seed",
          "Protects against seed rot and damping off",
          "Improves germination and early vigor",
        ],
        featuresUr: [
          "بیج کے اندر چھپی کھلی کانگیاری کا تدارک",
          "بیج کے گلنے اور ننھے پودوں کے مرجھا کر گرنے سے بچاؤ",
          "اگاؤ اور ابتدائی بڑھوتری بہتر بناتی ہے",
        ],
        usage:
          "Mix the powder with seed in a rotating drum or closed container with a little water so it sticks evenly. Treat seed a day before sowing and sow within a week. Wear gloves and a mask while treating.",
        usageUr:
          "پاؤڈر کو تھوڑے سے پانی کے ساتھ گھومنے والے ڈرم یا بند برتن میں بیج کے ساتھ ملائیں تاکہ یہ یکساں چپک جائے۔ بوائی سے ایک دن پہلے بیج کو دوا لگائیں اور ایک ہفتے کے اندر بو دیں۔ دوا لگاتے وقت دستانے اور ماسک پہنیں۔",
        composition: "Carboxin 375 g/kg + Thiram 375 g/kg (75% WP)",
        compositionUr: "کاربوکسن 375 g/kg + تھائیرم 375 g/kg (75% WP)",
        dosage: "2.5 g per kg of seed (about 125 g for one acre of wheat seed)",
        dosageUr: "2.5 گرام فی کلوگرام بیج (ایک ایکڑ گندم کے بیج کے لیے تقریباً 125 گرام)",
        waitingPeriod: "0 days (seed use only; never feed treated seed)",
        waitingPeriodUr: "0 دن (صرف بیج کے لیے؛ دوا لگا بیج کبھی جانوروں کو نہ کھلائیں)",
        accent: "#f57f17",
        pack: "box",
        packSizes: "125 g, 250 g, 1 kg",
      },
      {
        name: "Makai Beej Thiamethoxam 70% WS",
        nameUr: "مکئی بیج تھایامیتھوکسام 70% WS",
        description:
          "A systemic seed treatment for maize, wheat and sunflower that protects against termites, shoot fly, aphids and jassid in the early crop stages. Seedlings take up the active ingredient from the seed coat as they grow.",
        descriptionUr:
          "مکئی، گندم اور سورج مکھی کے بیج کو لگانے والی، پودے میں سرایت کرنے والی دوا، جو فصل کے ابتدائی مراحل میں دیمک، گوبھ کی مکھی، سست تیلے اور سبز تیلے سے بچاتی ہے۔ ننھے پودے بڑھتے ہوئے بیج کے اوپر لگی دوا جذب کر لیتے ہیں۔",
        features: [
          "Early protection against soil and sucking pests",
          "Uniform stand and strong early growth",
          "Fine powder that coats seed evenly",
          "Reduces early-season spraying",
        ],
        featuresUr: [
          "زمینی اور رس چوسنے والے کیڑوں سے ابتدائی تحفظ",
          "یکساں اگاؤ اور مضبوط ابتدائی بڑھوتری",
          "باریک پاؤڈر جو بیج پر یکساں چڑھ جاتا ہے",
          "فصل کے شروع میں سپرے کی ضرورت کم کرتی ہے",
        ],
        usage:
          "Make a slurry with 10 ml of water per kg of seed, mix thoroughly with the seed and dry in shade. Sow treated seed within two days. Do not leave treated seed where birds or livestock can reach it.",
        usageUr:
          "فی کلوگرام بیج 10 ملی لیٹر پانی سے گاڑھا محلول بنائیں، بیج میں اچھی طرح ملائیں اور سائے میں خشک کریں۔ دوا لگا بیج دو دن کے اندر بو دیں۔ دوا لگا بیج ایسی جگہ نہ چھوڑیں جہاں پرندے یا مویشی اس تک پہنچ سکیں۔",
        composition: "Thiamethoxam 700 g/kg (70% w/w) WS",
        compositionUr: "تھایامیتھوکسام 700 g/kg (70% w/w) WS",
        dosage: "4 g per kg of seed (about 40 g for one acre of hybrid maize)",
        dosageUr: "4 گرام فی کلوگرام بیج (ایک ایکڑ ہائبرڈ مکئی کے بیج کے لیے تقریباً 40 گرام)",
        waitingPeriod: "0 days (seed use only; never feed treated seed)",
        waitingPeriodUr: "0 دن (صرف بیج کے لیے؛ دوا لگا بیج کبھی جانوروں کو نہ کھلائیں)",
        accent: "#4527a0",
        pack: "box",
        packSizes: "20 g, 40 g, 100 g",
      },
    ],
  },
];
