/**
 * Contact messages for measuring the admin inbox: realistic enough to search (English and
 * Urdu names and words, phones, some `%` and `_`), spread over a year with some on the edges
 * of days in Pakistan, in every status. The same count always gives the same rows.
 */
import { CONTACT_SUBJECTS } from "../../app/contacts/contact-fields";

export interface GeneratedMessage {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: string;
  language: string;
  adminNotes: string | null;
  createdAt: string;
}

const FIRST_NAMES = ["Muhammad", "Bilal", "Aslam", "Rashid", "Farhan", "Ghulam", "Imran", "Zahid"];
const LAST_NAMES = ["Ahmed", "Khan", "Chaudhry", "Traders", "Agro", "Sons", "Iqbal", "Butt"];
const URDU_NAMES = ["رشید احمد", "محمد اسلم", "بلال خان", "غلام حسین"];
const CITIES = ["Okara", "Multan", "Sahiwal", "Faisalabad", "Bahawalnagar", "Vehari"];
const PRODUCTS = ["Dhaal", "Sabz Tonic", "Potash Gold", "Crop Care", "Agro Shield"];
const ENGLISH_ASKS = [
  "Rates for {n} litres of {product} for our dealership in {city}?",
  "Whitefly on cotton near {city}: is {product} right, and at what dose?",
  "Is the {n}% discount on {product} still on?",
  "Please call back about a bulk order of {product}, ref_{n}.",
];
const URDU_ASKS = [
  "کپاس پر سفید مکھی کا حملہ ہے۔ {product} کتنی لگائیں؟",
  "{city} میں {product} کہاں ملے گی؟",
];
const STATUSES = ["new", "new", "read", "read", "read", "replied", "replied", "replied", "closed"];

/** A small deterministic generator (mulberry32), so runs and tests see the same rows. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const YEAR_START = Date.parse("2025-01-01T00:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;

/** `count` messages received over 2025, roughly oldest first. */
export function generateMessages(count: number, seed = 2004): GeneratedMessage[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const fill = (text: string) =>
    text
      .replace("{n}", String(10 + Math.floor(next() * 490)))
      .replace("{product}", pick(PRODUCTS))
      .replace("{city}", pick(CITIES));
  const rows: GeneratedMessage[] = [];
  for (let index = 0; index < count; index += 1) {
    const urdu = next() < 0.2;
    const name = urdu ? pick(URDU_NAMES) : `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
    // Every 50th message arrives at the very first or last millisecond of a day in Pakistan.
    const day = YEAR_START + Math.floor((index / count) * 365) * DAY;
    const at =
      index % 50 === 0
        ? day - 5 * 60 * 60 * 1000 + (index % 100 === 0 ? 0 : DAY - 1)
        : day + Math.floor(next() * DAY);
    rows.push({
      name,
      email: `visitor${index}@example.com`,
      phone: next() < 0.7 ? `0300-${String(1_000_000 + index).slice(-7)}` : null,
      subject: pick(CONTACT_SUBJECTS),
      message: fill(urdu ? pick(URDU_ASKS) : pick(ENGLISH_ASKS)),
      status: pick(STATUSES),
      language: urdu ? "ur" : "en",
      adminNotes: next() < 0.1 ? "Called back; sent rates." : null,
      createdAt: new Date(at).toISOString(),
    });
  }
  return rows;
}
