/**
 * Every district of Pakistan's provinces and territories, in English and Urdu: the places a
 * dealer is in and a farmer chooses, never typed freely. A district is known by its `code`,
 * which addresses use (/dealers?district=multan) and the database stores; changing one would
 * orphan the dealers filed under it.
 */

import type { Locale } from "~/i18n/locale";

export const PROVINCES = [
  { code: "punjab", name: "Punjab", nameUr: "پنجاب" },
  { code: "sindh", name: "Sindh", nameUr: "سندھ" },
  { code: "khyber-pakhtunkhwa", name: "Khyber Pakhtunkhwa", nameUr: "خیبر پختونخوا" },
  { code: "balochistan", name: "Balochistan", nameUr: "بلوچستان" },
  { code: "gilgit-baltistan", name: "Gilgit-Baltistan", nameUr: "گلگت بلتستان" },
  { code: "azad-kashmir", name: "Azad Kashmir", nameUr: "آزاد کشمیر" },
  { code: "islamabad", name: "Islamabad Capital Territory", nameUr: "اسلام آباد" },
] as const;

export type ProvinceCode = (typeof PROVINCES)[number]["code"];

export interface District {
  code: string;
  name: string;
  nameUr: string;
  province: ProvinceCode;
}

export const DISTRICTS: readonly District[] = [
  // Punjab
  { code: "attock", name: "Attock", nameUr: "اٹک", province: "punjab" },
  { code: "bahawalnagar", name: "Bahawalnagar", nameUr: "بہاولنگر", province: "punjab" },
  { code: "bahawalpur", name: "Bahawalpur", nameUr: "بہاولپور", province: "punjab" },
  { code: "bhakkar", name: "Bhakkar", nameUr: "بھکر", province: "punjab" },
  { code: "chakwal", name: "Chakwal", nameUr: "چکوال", province: "punjab" },
  { code: "chiniot", name: "Chiniot", nameUr: "چنیوٹ", province: "punjab" },
  { code: "dera-ghazi-khan", name: "Dera Ghazi Khan", nameUr: "ڈیرہ غازی خان", province: "punjab" },
  { code: "faisalabad", name: "Faisalabad", nameUr: "فیصل آباد", province: "punjab" },
  { code: "gujranwala", name: "Gujranwala", nameUr: "گوجرانوالہ", province: "punjab" },
  { code: "gujrat", name: "Gujrat", nameUr: "گجرات", province: "punjab" },
  { code: "hafizabad", name: "Hafizabad", nameUr: "حافظ آباد", province: "punjab" },
  { code: "jhang", name: "Jhang", nameUr: "جھنگ", province: "punjab" },
  { code: "jhelum", name: "Jhelum", nameUr: "جہلم", province: "punjab" },
  { code: "kasur", name: "Kasur", nameUr: "قصور", province: "punjab" },
  { code: "khanewal", name: "Khanewal", nameUr: "خانیوال", province: "punjab" },
  { code: "khushab", name: "Khushab", nameUr: "خوشاب", province: "punjab" },
  { code: "kot-addu", name: "Kot Addu", nameUr: "کوٹ ادو", province: "punjab" },
  { code: "lahore", name: "Lahore", nameUr: "لاہور", province: "punjab" },
  { code: "layyah", name: "Layyah", nameUr: "لیہ", province: "punjab" },
  { code: "lodhran", name: "Lodhran", nameUr: "لودھراں", province: "punjab" },
  { code: "mandi-bahauddin", name: "Mandi Bahauddin", nameUr: "منڈی بہاؤالدین", province: "punjab" },
  { code: "mianwali", name: "Mianwali", nameUr: "میانوالی", province: "punjab" },
  { code: "multan", name: "Multan", nameUr: "ملتان", province: "punjab" },
  { code: "murree", name: "Murree", nameUr: "مری", province: "punjab" },
  { code: "muzaffargarh", name: "Muzaffargarh", nameUr: "مظفر گڑھ", province: "punjab" },
  { code: "nankana-sahib", name: "Nankana Sahib", nameUr: "ننکانہ صاحب", province: "punjab" },
  { code: "narowal", name: "Narowal", nameUr: "نارووال", province: "punjab" },
  { code: "okara", name: "Okara", nameUr: "اوکاڑہ", province: "punjab" },
  { code: "pakpattan", name: "Pakpattan", nameUr: "پاکپتن", province: "punjab" },
  { code: "rahim-yar-khan", name: "Rahim Yar Khan", nameUr: "رحیم یار خان", province: "punjab" },
  { code: "rajanpur", name: "Rajanpur", nameUr: "راجن پور", province: "punjab" },
  { code: "rawalpindi", name: "Rawalpindi", nameUr: "راولپنڈی", province: "punjab" },
  { code: "sahiwal", name: "Sahiwal", nameUr: "ساہیوال", province: "punjab" },
  { code: "sargodha", name: "Sargodha", nameUr: "سرگودھا", province: "punjab" },
  { code: "sheikhupura", name: "Sheikhupura", nameUr: "شیخوپورہ", province: "punjab" },
  { code: "sialkot", name: "Sialkot", nameUr: "سیالکوٹ", province: "punjab" },
  { code: "talagang", name: "Talagang", nameUr: "تلہ گنگ", province: "punjab" },
  { code: "taunsa", name: "Taunsa", nameUr: "تونسہ", province: "punjab" },
  { code: "toba-tek-singh", name: "Toba Tek Singh", nameUr: "ٹوبہ ٹیک سنگھ", province: "punjab" },
  { code: "vehari", name: "Vehari", nameUr: "وہاڑی", province: "punjab" },
  { code: "wazirabad", name: "Wazirabad", nameUr: "وزیر آباد", province: "punjab" },
  // Sindh
  { code: "badin", name: "Badin", nameUr: "بدین", province: "sindh" },
  { code: "dadu", name: "Dadu", nameUr: "دادو", province: "sindh" },
  { code: "ghotki", name: "Ghotki", nameUr: "گھوٹکی", province: "sindh" },
  { code: "hyderabad", name: "Hyderabad", nameUr: "حیدر آباد", province: "sindh" },
  { code: "jacobabad", name: "Jacobabad", nameUr: "جیکب آباد", province: "sindh" },
  { code: "jamshoro", name: "Jamshoro", nameUr: "جامشورو", province: "sindh" },
  { code: "karachi-central", name: "Karachi Central", nameUr: "کراچی وسطی", province: "sindh" },
  { code: "karachi-east", name: "Karachi East", nameUr: "کراچی شرقی", province: "sindh" },
  { code: "karachi-south", name: "Karachi South", nameUr: "کراچی جنوبی", province: "sindh" },
  { code: "karachi-west", name: "Karachi West", nameUr: "کراچی غربی", province: "sindh" },
  { code: "kashmore", name: "Kashmore", nameUr: "کشمور", province: "sindh" },
  { code: "keamari", name: "Keamari", nameUr: "کیماڑی", province: "sindh" },
  { code: "khairpur", name: "Khairpur", nameUr: "خیر پور", province: "sindh" },
  { code: "korangi", name: "Korangi", nameUr: "کورنگی", province: "sindh" },
  { code: "larkana", name: "Larkana", nameUr: "لاڑکانہ", province: "sindh" },
  { code: "malir", name: "Malir", nameUr: "ملیر", province: "sindh" },
  { code: "matiari", name: "Matiari", nameUr: "مٹیاری", province: "sindh" },
  { code: "mirpur-khas", name: "Mirpur Khas", nameUr: "میرپور خاص", province: "sindh" },
  { code: "naushahro-feroze", name: "Naushahro Feroze", nameUr: "نوشہرو فیروز", province: "sindh" },
  { code: "qambar-shahdadkot", name: "Qambar Shahdadkot", nameUr: "قمبر شہداد کوٹ", province: "sindh" },
  { code: "sanghar", name: "Sanghar", nameUr: "سانگھڑ", province: "sindh" },
  { code: "shaheed-benazirabad", name: "Shaheed Benazirabad", nameUr: "شہید بینظیر آباد", province: "sindh" },
  { code: "shikarpur", name: "Shikarpur", nameUr: "شکار پور", province: "sindh" },
  { code: "sujawal", name: "Sujawal", nameUr: "سجاول", province: "sindh" },
  { code: "sukkur", name: "Sukkur", nameUr: "سکھر", province: "sindh" },
  { code: "tando-allahyar", name: "Tando Allahyar", nameUr: "ٹنڈو الہ یار", province: "sindh" },
  { code: "tando-muhammad-khan", name: "Tando Muhammad Khan", nameUr: "ٹنڈو محمد خان", province: "sindh" },
  { code: "tharparkar", name: "Tharparkar", nameUr: "تھر پارکر", province: "sindh" },
  { code: "thatta", name: "Thatta", nameUr: "ٹھٹھہ", province: "sindh" },
  { code: "umerkot", name: "Umerkot", nameUr: "عمر کوٹ", province: "sindh" },
  // Khyber Pakhtunkhwa
  { code: "abbottabad", name: "Abbottabad", nameUr: "ایبٹ آباد", province: "khyber-pakhtunkhwa" },
  { code: "bajaur", name: "Bajaur", nameUr: "باجوڑ", province: "khyber-pakhtunkhwa" },
  { code: "bannu", name: "Bannu", nameUr: "بنوں", province: "khyber-pakhtunkhwa" },
  { code: "battagram", name: "Battagram", nameUr: "بٹگرام", province: "khyber-pakhtunkhwa" },
  { code: "buner", name: "Buner", nameUr: "بونیر", province: "khyber-pakhtunkhwa" },
  { code: "charsadda", name: "Charsadda", nameUr: "چارسدہ", province: "khyber-pakhtunkhwa" },
  { code: "dera-ismail-khan", name: "Dera Ismail Khan", nameUr: "ڈیرہ اسماعیل خان", province: "khyber-pakhtunkhwa" },
  { code: "hangu", name: "Hangu", nameUr: "ہنگو", province: "khyber-pakhtunkhwa" },
  { code: "haripur", name: "Haripur", nameUr: "ہری پور", province: "khyber-pakhtunkhwa" },
  { code: "karak", name: "Karak", nameUr: "کرک", province: "khyber-pakhtunkhwa" },
  { code: "khyber", name: "Khyber", nameUr: "خیبر", province: "khyber-pakhtunkhwa" },
  { code: "kohat", name: "Kohat", nameUr: "کوہاٹ", province: "khyber-pakhtunkhwa" },
  { code: "kolai-palas", name: "Kolai-Palas", nameUr: "کولئی پالس", province: "khyber-pakhtunkhwa" },
  { code: "kurram", name: "Kurram", nameUr: "کرم", province: "khyber-pakhtunkhwa" },
  { code: "lakki-marwat", name: "Lakki Marwat", nameUr: "لکی مروت", province: "khyber-pakhtunkhwa" },
  { code: "lower-chitral", name: "Lower Chitral", nameUr: "لوئر چترال", province: "khyber-pakhtunkhwa" },
  { code: "lower-dir", name: "Lower Dir", nameUr: "لوئر دیر", province: "khyber-pakhtunkhwa" },
  { code: "lower-kohistan", name: "Lower Kohistan", nameUr: "لوئر کوہستان", province: "khyber-pakhtunkhwa" },
  { code: "lower-south-waziristan", name: "Lower South Waziristan", nameUr: "لوئر جنوبی وزیرستان", province: "khyber-pakhtunkhwa" },
  { code: "malakand", name: "Malakand", nameUr: "ملاکنڈ", province: "khyber-pakhtunkhwa" },
  { code: "mansehra", name: "Mansehra", nameUr: "مانسہرہ", province: "khyber-pakhtunkhwa" },
  { code: "mardan", name: "Mardan", nameUr: "مردان", province: "khyber-pakhtunkhwa" },
  { code: "mohmand", name: "Mohmand", nameUr: "مہمند", province: "khyber-pakhtunkhwa" },
  { code: "north-waziristan", name: "North Waziristan", nameUr: "شمالی وزیرستان", province: "khyber-pakhtunkhwa" },
  { code: "nowshera", name: "Nowshera", nameUr: "نوشہرہ", province: "khyber-pakhtunkhwa" },
  { code: "orakzai", name: "Orakzai", nameUr: "اورکزئی", province: "khyber-pakhtunkhwa" },
  { code: "peshawar", name: "Peshawar", nameUr: "پشاور", province: "khyber-pakhtunkhwa" },
  { code: "shangla", name: "Shangla", nameUr: "شانگلہ", province: "khyber-pakhtunkhwa" },
  { code: "swabi", name: "Swabi", nameUr: "صوابی", province: "khyber-pakhtunkhwa" },
  { code: "swat", name: "Swat", nameUr: "سوات", province: "khyber-pakhtunkhwa" },
  { code: "tank", name: "Tank", nameUr: "ٹانک", province: "khyber-pakhtunkhwa" },
  { code: "torghar", name: "Torghar", nameUr: "تورغر", province: "khyber-pakhtunkhwa" },
  { code: "upper-chitral", name: "Upper Chitral", nameUr: "اپر چترال", province: "khyber-pakhtunkhwa" },
  { code: "upper-dir", name: "Upper Dir", nameUr: "اپر دیر", province: "khyber-pakhtunkhwa" },
  { code: "upper-kohistan", name: "Upper Kohistan", nameUr: "اپر کوہستان", province: "khyber-pakhtunkhwa" },
  { code: "upper-south-waziristan", name: "Upper South Waziristan", nameUr: "اپر جنوبی وزیرستان", province: "khyber-pakhtunkhwa" },
  // Balochistan
  { code: "awaran", name: "Awaran", nameUr: "آواران", province: "balochistan" },
  { code: "barkhan", name: "Barkhan", nameUr: "بارکھان", province: "balochistan" },
  { code: "chagai", name: "Chagai", nameUr: "چاغی", province: "balochistan" },
  { code: "chaman", name: "Chaman", nameUr: "چمن", province: "balochistan" },
  { code: "dera-bugti", name: "Dera Bugti", nameUr: "ڈیرہ بگٹی", province: "balochistan" },
  { code: "duki", name: "Duki", nameUr: "دکی", province: "balochistan" },
  { code: "gwadar", name: "Gwadar", nameUr: "گوادر", province: "balochistan" },
  { code: "harnai", name: "Harnai", nameUr: "ہرنائی", province: "balochistan" },
  { code: "hub", name: "Hub", nameUr: "حب", province: "balochistan" },
  { code: "jafarabad", name: "Jafarabad", nameUr: "جعفر آباد", province: "balochistan" },
  { code: "jhal-magsi", name: "Jhal Magsi", nameUr: "جھل مگسی", province: "balochistan" },
  { code: "kachhi", name: "Kachhi", nameUr: "کچھی", province: "balochistan" },
  { code: "kalat", name: "Kalat", nameUr: "قلات", province: "balochistan" },
  { code: "kech", name: "Kech", nameUr: "کیچ", province: "balochistan" },
  { code: "kharan", name: "Kharan", nameUr: "خاران", province: "balochistan" },
  { code: "khuzdar", name: "Khuzdar", nameUr: "خضدار", province: "balochistan" },
  { code: "killa-abdullah", name: "Killa Abdullah", nameUr: "قلعہ عبداللہ", province: "balochistan" },
  { code: "killa-saifullah", name: "Killa Saifullah", nameUr: "قلعہ سیف اللہ", province: "balochistan" },
  { code: "kohlu", name: "Kohlu", nameUr: "کوہلو", province: "balochistan" },
  { code: "lasbela", name: "Lasbela", nameUr: "لسبیلہ", province: "balochistan" },
  { code: "loralai", name: "Loralai", nameUr: "لورالائی", province: "balochistan" },
  { code: "mastung", name: "Mastung", nameUr: "مستونگ", province: "balochistan" },
  { code: "musakhel", name: "Musakhel", nameUr: "موسیٰ خیل", province: "balochistan" },
  { code: "nasirabad", name: "Nasirabad", nameUr: "نصیر آباد", province: "balochistan" },
  { code: "nushki", name: "Nushki", nameUr: "نوشکی", province: "balochistan" },
  { code: "panjgur", name: "Panjgur", nameUr: "پنجگور", province: "balochistan" },
  { code: "pishin", name: "Pishin", nameUr: "پشین", province: "balochistan" },
  { code: "quetta", name: "Quetta", nameUr: "کوئٹہ", province: "balochistan" },
  { code: "sherani", name: "Sherani", nameUr: "شیرانی", province: "balochistan" },
  { code: "sibi", name: "Sibi", nameUr: "سبی", province: "balochistan" },
  { code: "sohbatpur", name: "Sohbatpur", nameUr: "صحبت پور", province: "balochistan" },
  { code: "surab", name: "Surab", nameUr: "سوراب", province: "balochistan" },
  { code: "usta-muhammad", name: "Usta Muhammad", nameUr: "استا محمد", province: "balochistan" },
  { code: "washuk", name: "Washuk", nameUr: "واشک", province: "balochistan" },
  { code: "zhob", name: "Zhob", nameUr: "ژوب", province: "balochistan" },
  { code: "ziarat", name: "Ziarat", nameUr: "زیارت", province: "balochistan" },
  // Gilgit-Baltistan
  { code: "astore", name: "Astore", nameUr: "استور", province: "gilgit-baltistan" },
  { code: "darel", name: "Darel", nameUr: "داریل", province: "gilgit-baltistan" },
  { code: "diamer", name: "Diamer", nameUr: "دیامر", province: "gilgit-baltistan" },
  { code: "ghanche", name: "Ghanche", nameUr: "گانچھے", province: "gilgit-baltistan" },
  { code: "ghizer", name: "Ghizer", nameUr: "غذر", province: "gilgit-baltistan" },
  { code: "gilgit", name: "Gilgit", nameUr: "گلگت", province: "gilgit-baltistan" },
  { code: "gupis-yasin", name: "Gupis-Yasin", nameUr: "گوپس یاسین", province: "gilgit-baltistan" },
  { code: "hunza", name: "Hunza", nameUr: "ہنزہ", province: "gilgit-baltistan" },
  { code: "kharmang", name: "Kharmang", nameUr: "کھرمنگ", province: "gilgit-baltistan" },
  { code: "nagar", name: "Nagar", nameUr: "نگر", province: "gilgit-baltistan" },
  { code: "roundu", name: "Roundu", nameUr: "روندو", province: "gilgit-baltistan" },
  { code: "shigar", name: "Shigar", nameUr: "شگر", province: "gilgit-baltistan" },
  { code: "skardu", name: "Skardu", nameUr: "سکردو", province: "gilgit-baltistan" },
  { code: "tangir", name: "Tangir", nameUr: "تانگیر", province: "gilgit-baltistan" },
  // Azad Kashmir
  { code: "bagh", name: "Bagh", nameUr: "باغ", province: "azad-kashmir" },
  { code: "bhimber", name: "Bhimber", nameUr: "بھمبر", province: "azad-kashmir" },
  { code: "hattian-bala", name: "Hattian Bala", nameUr: "ہٹیاں بالا", province: "azad-kashmir" },
  { code: "haveli", name: "Haveli", nameUr: "حویلی", province: "azad-kashmir" },
  { code: "kotli", name: "Kotli", nameUr: "کوٹلی", province: "azad-kashmir" },
  { code: "mirpur", name: "Mirpur", nameUr: "میرپور", province: "azad-kashmir" },
  { code: "muzaffarabad", name: "Muzaffarabad", nameUr: "مظفر آباد", province: "azad-kashmir" },
  { code: "neelum", name: "Neelum", nameUr: "نیلم", province: "azad-kashmir" },
  { code: "poonch", name: "Poonch", nameUr: "پونچھ", province: "azad-kashmir" },
  { code: "sudhnoti", name: "Sudhnoti", nameUr: "سدھنوتی", province: "azad-kashmir" },
  // Islamabad Capital Territory
  { code: "islamabad", name: "Islamabad", nameUr: "اسلام آباد", province: "islamabad" },
];

const BY_CODE = new Map(DISTRICTS.map((district) => [district.code, district]));

export function findDistrict(code: string): District | undefined {
  return BY_CODE.get(code);
}

export function isDistrictCode(value: unknown): value is string {
  return typeof value === "string" && BY_CODE.has(value);
}

/** A district's name in the page's language. */
export function districtName(district: District, locale: Locale): string {
  return locale === "ur" ? district.nameUr : district.name;
}

/**
 * The district a typed name stands for, for spreadsheet imports: its code, or its English or
 * Urdu name, in any letter case and spacing.
 */
export function districtFromName(typed: string): District | undefined {
  const key = typed.normalize("NFKC").trim().toLowerCase().replace(/[\s_-]+/g, " ");
  if (!key) return undefined;
  return (
    BY_CODE.get(key.replace(/ /g, "-")) ??
    DISTRICTS.find(
      (district) =>
        district.name.toLowerCase().replace(/-/g, " ") === key ||
        district.nameUr.replace(/\s+/g, "") === key.replace(/ /g, ""),
    )
  );
}

/** A province's name in the page's language. */
export function provinceName(code: ProvinceCode, locale: Locale): string {
  const province = PROVINCES.find((one) => one.code === code);
  return province ? (locale === "ur" ? province.nameUr : province.name) : code;
}

/** Every district, grouped by province in the list's order, each group in the page's alphabet. */
export function districtsByProvince(
  locale: Locale,
): { code: ProvinceCode; name: string; districts: { code: string; name: string }[] }[] {
  return PROVINCES.map((province) => ({
    code: province.code,
    name: provinceName(province.code, locale),
    districts: DISTRICTS.filter((district) => district.province === province.code)
      .map((district) => ({ code: district.code, name: districtName(district, locale) }))
      .sort((a, b) => a.name.localeCompare(b.name, locale)),
  }));
}
