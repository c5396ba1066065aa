import type { EventType } from "~/gallery/event-types";

/** The demo gallery: events of a distributor's year with farmers and dealers across Pakistan. */
export interface DemoGalleryEvent {
  title: string;
  /** Urdu of title. */
  titleUr: string;
  description: string;
  /** Urdu of description. */
  descriptionUr: string;
  date: string;
  location: string;
  /** Urdu of location: place names in Urdu script. */
  locationUr: string;
  eventType: EventType;
  photos: number;
}

export const DEMO_GALLERY_EVENTS: DemoGalleryEvent[] = [
  {
    title: "Dealer Training on Safe and Effective Spraying",
    titleUr: "محفوظ اور مؤثر سپرے پر ڈیلروں کی تربیت",
    description:
      "A full-day training for dealers of south Punjab on product selection, sprayer calibration and safe handling of pesticides. Our agronomists demonstrated nozzle choice for cotton and wheat and covered resistance management for whitefly.",
    descriptionUr:
      "جنوبی پنجاب کے ڈیلروں کے لیے دن بھر کی تربیت، جس میں دوا کے انتخاب، سپرے مشین کا اخراج درست کرنے اور زرعی ادویات کے محفوظ استعمال پر بات ہوئی۔ ہمارے زرعی ماہرین نے کپاس اور گندم کے لیے درست نوزل کے انتخاب کا عملی مظاہرہ کیا اور سفید مکھی میں قوتِ مدافعت پیدا ہونے سے بچاؤ کے طریقے بتائے۔",
    date: "2024-03-12",
    location: "Bosan Road, Multan",
    locationUr: "بوسن روڈ، ملتان",
    eventType: "training",
    photos: 5,
  },
  {
    title: "Wheat Harvest at a Demonstration Plot",
    titleUr: "نمائشی پلاٹ پر گندم کی کٹائی",
    description:
      "Harvest of our wheat demonstration plot, where weed control and rust sprays were compared with the farmer's usual practice. The treated plot yielded noticeably more than the untreated strip, and neighboring farmers joined to see the threshing.",
    descriptionUr:
      "ہمارے گندم کے نمائشی پلاٹ کی کٹائی، جہاں جڑی بوٹیوں کے تدارک اور کنگی کے سپرے کا موازنہ کسان کے عام طریقے سے کیا گیا تھا۔ سپرے والے پلاٹ کی پیداوار بغیر سپرے والی پٹی سے واضح طور پر زیادہ رہی، اور ہمسایہ کسان بھی گہائی دیکھنے آئے۔",
    date: "2024-04-25",
    location: "Chak 32/2-L, Okara",
    locationUr: "چک 32/2-L، اوکاڑہ",
    eventType: "harvest",
    photos: 4,
  },
  {
    title: "Cotton Whitefly Field Day",
    titleUr: "کپاس کی سفید مکھی پر فیلڈ ڈے",
    description:
      "More than 150 cotton growers gathered for a field day on whitefly and jassid management. Our team showed how to count pests on the underside of leaves, when to spray and how to rotate insecticide groups.",
    descriptionUr:
      "سفید مکھی اور سبز تیلے کے تدارک پر فیلڈ ڈے میں کپاس کے 150 سے زیادہ کسان جمع ہوئے۔ ہماری ٹیم نے دکھایا کہ پتوں کی نچلی سطح پر کیڑے کیسے گنے جائیں، سپرے کب کیا جائے اور کیڑے مار دواؤں کے گروپ باری باری کیسے بدلے جائیں۔",
    date: "2024-08-21",
    location: "Chak 16/WB, Vehari",
    locationUr: "چک 16/WB، وہاڑی",
    eventType: "farm_visit",
    photos: 6,
  },
  {
    title: "Annual Dealers Lucky Draw",
    titleUr: "ڈیلروں کی سالانہ قرعہ اندازی",
    description:
      "Our yearly lucky draw to thank dealers for their support through the season. Prizes included motorcycles, knapsack sprayers and Umrah tickets, and were drawn in front of all the dealers present.",
    descriptionUr:
      "پورے موسم میں ساتھ دینے پر ڈیلروں کا شکریہ ادا کرنے کے لیے ہماری سالانہ قرعہ اندازی۔ انعامات میں موٹر سائیکلیں، کمر پر اٹھانے والی سپرے مشینیں اور عمرے کے ٹکٹ شامل تھے، اور قرعہ اندازی وہاں موجود تمام ڈیلروں کے سامنے کی گئی۔",
    date: "2024-12-28",
    location: "Jaranwala Road, Faisalabad",
    locationUr: "جڑانوالہ روڈ، فیصل آباد",
    eventType: "Lucky Draw",
    photos: 5,
  },
  {
    title: "Chilli Growers Training Session",
    titleUr: "مرچ کے کسانوں کے لیے تربیتی نشست",
    description:
      "A training session for chilli growers on thrips, mites and fruit borer control, and on preventing flower drop in hot weather. Farmers also learned how to store and dispose of empty pesticide containers safely.",
    descriptionUr:
      "مرچ کے کسانوں کے لیے تربیتی نشست، جس میں تھرپس، جوؤں اور پھل کی سنڈی کے تدارک اور گرم موسم میں پھول گرنے سے بچاؤ پر بات ہوئی۔ کسانوں نے یہ بھی سیکھا کہ زرعی ادویات کے خالی ڈبے محفوظ طریقے سے کیسے رکھے اور تلف کیے جائیں۔",
    date: "2025-02-18",
    location: "Kunri, Umerkot",
    locationUr: "کنری، عمرکوٹ",
    eventType: "training",
    photos: 4,
  },
  {
    title: "Sindhri Mango Harvest Visit",
    titleUr: "سندھڑی آم کے موسم میں باغات کا دورہ",
    description:
      "We joined mango growers at the start of the Sindhri harvest to review the season's anthracnose and fruit fly control program. Growers shared results from preventive fungicide sprays at flowering.",
    descriptionUr:
      "سندھڑی آم کا موسم شروع ہوتے ہی ہم نے باغ مالکان کے ساتھ مل کر اس سال اینتھراکنوز اور پھل کی مکھی کے تدارک کے پروگرام کا جائزہ لیا۔ باغ مالکان نے بور آنے پر بچاؤ کے لیے کیے گئے پھپھوندی کش سپرے کے نتائج بتائے۔",
    date: "2025-06-24",
    location: "Mirpur Khas, Sindh",
    locationUr: "میرپور خاص، سندھ",
    eventType: "harvest",
    photos: 3,
  },
  {
    title: "Basmati Stem Borer Scouting Visit",
    titleUr: "باسمتی میں تنے کی سنڈی کی نگرانی کا دورہ",
    description:
      "Our field staff visited basmati growers to scout for stem borer and leaf folder damage and to check for early blast symptoms. Farmers were shown how to spot dead hearts and when a spray is really needed.",
    descriptionUr:
      "ہمارے عملے نے باسمتی کے کسانوں کے کھیتوں کا دورہ کیا تاکہ تنے کی سنڈی اور پتا لپیٹ سنڈی کے نقصان کا جائزہ لیں اور بلاسٹ کی ابتدائی علامات دیکھیں۔ کسانوں کو دکھایا گیا کہ مردہ گوبھ کیسے پہچانی جائے اور سپرے واقعی کب ضروری ہوتا ہے۔",
    date: "2025-09-09",
    location: "Mananwala, Sheikhupura",
    locationUr: "مانانوالہ، شیخوپورہ",
    eventType: "farm_visit",
    photos: 4,
  },
  {
    title: "Kinnow Orchard Health Visit",
    titleUr: "کینو کے باغات کی صحت کا جائزہ",
    description:
      "A visit to kinnow orchards to advise on fruit drop, citrus canker and zinc and boron nutrition ahead of the picking season. Orchard owners discussed spray schedules and the use of growth regulators to hold fruit on the tree.",
    descriptionUr:
      "چنائی کے موسم سے پہلے کینو کے باغات کا دورہ، تاکہ پھل گرنے، ترشاوہ پھلوں کے کینکر اور زنک اور بوران کی خوراک کے بارے میں مشورہ دیا جا سکے۔ باغ مالکان نے سپرے کے پروگرام اور درخت پر پھل روکے رکھنے کے لیے بڑھوتری منظم کرنے والی دواؤں کے استعمال پر بات کی۔",
    date: "2026-01-20",
    location: "Bhalwal, Sargodha",
    locationUr: "بھلوال، سرگودھا",
    eventType: "farm_visit",
    photos: 5,
  },
  {
    title: "Our Stall at the Agri Expo",
    titleUr: "زرعی نمائش میں ہمارا سٹال",
    description:
      "Visitors to our stall at the agriculture exhibition saw our full product range and spoke with our agronomists about their crop problems. Many dealers and progressive farmers visited during the three-day event.",
    descriptionUr:
      "زرعی نمائش میں ہمارے سٹال پر آنے والوں نے ہماری تمام مصنوعات دیکھیں اور اپنی فصلوں کے مسائل پر ہمارے زرعی ماہرین سے بات کی۔ تین روزہ نمائش کے دوران بہت سے ڈیلر اور ترقی پسند کسان تشریف لائے۔",
    date: "2026-03-05",
    location: "Expo Centre, Lahore",
    locationUr: "ایکسپو سینٹر، لاہور",
    eventType: "exhibition",
    photos: 6,
  },
  {
    title: "Free Soil Testing Camp",
    titleUr: "مٹی کے مفت تجزیے کا کیمپ",
    description:
      "A free soil and water testing camp for farmers before wheat sowing. Samples were tested for pH, salinity, organic matter and zinc, and every farmer received a written fertilizer recommendation for their field.",
    descriptionUr:
      "گندم کی بوائی سے پہلے کسانوں کے لیے مٹی اور پانی کے مفت تجزیے کا کیمپ۔ نمونوں میں پی ایچ، نمکیات، نامیاتی مادے اور زنک کی جانچ کی گئی، اور ہر کسان کو اپنے کھیت کے لیے کھاد کی تحریری سفارش دی گئی۔",
    date: "2026-10-14",
    location: "Tando Allahyar, Sindh",
    locationUr: "ٹنڈو الہ یار، سندھ",
    eventType: "other",
    photos: 3,
  },
];
