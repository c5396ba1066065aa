import {
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type PhoneNumber,
} from "libphonenumber-js/max";

/**
 * A visitor's phone number, the one rule for it (docs/decisions/0019-phone-numbers.md): read
 * as people in Pakistan write it and kept in one international form (E.164: +923001234567),
 * so the same number typed two ways is one sender, and a call or WhatsApp link dials it from
 * anywhere. Google's numbering plans (libphonenumber-js, full metadata) say which numbers
 * exist; it stays on the server: the contact form's script sends and shows the server's answer.
 */

/** The country of a number written without its code: 0300-1234567 is Pakistani. */
const HOME_COUNTRY = "PK";

/**
 * What a number may be written with: digits (Western, or the Urdu and Arabic ones a phone's
 * Urdu keyboard types), spaces, dashes, dots, brackets and a plus.
 */
const WRITTEN_WITH = /^[0-9\u0660-\u0669\u06F0-\u06F9+()\-.\s]+$/;

/** Digits of a Pakistani mobile number after the 0 (or the +92): 300 1234567. */
const PAKISTANI_MOBILE_DIGITS = 10;

/** Why a number was refused; the contact form words each one. */
export type PhoneProblem = "characters" | "tooShort" | "tooLong" | "unknown";

export type PhoneReading = { ok: true; value: string } | { ok: false; problem: PhoneProblem };

function parsed(typed: string): PhoneNumber | undefined {
  // extract: false, so the whole text must be the number: "call me on 0300..." is refused.
  return parsePhoneNumberFromString(typed, { defaultCountry: HOME_COUNTRY, extract: false });
}

/**
 * A number as typed, in its international form: Pakistani numbers written as people do
 * (0300-1234567, 0300 1234567, +92 300 1234567, 923001234567, 00923001234567, (042) 3576-1234,
 * with Urdu digits too), other countries' with their code (+44 20 7946 0958, 0044 20 7946 0958).
 * A number that does not exist in its country's plan is refused, with why.
 */
export function readPhoneNumber(typed: string): PhoneReading {
  const text = typed.trim();
  if (!WRITTEN_WITH.test(text)) return { ok: false, problem: "characters" };
  const length = validatePhoneNumberLength(text, HOME_COUNTRY);
  if (length === "NOT_A_NUMBER") return { ok: false, problem: "characters" };
  if (length === "TOO_SHORT") return { ok: false, problem: "tooShort" };
  if (length === "TOO_LONG") return { ok: false, problem: "tooLong" };
  const number = parsed(text);
  if (number?.isValid()) return { ok: true, value: number.number };
  // Most numbers typed here are mobiles, where a digit missing or doubled is the usual slip:
  // Pakistan's plan allows shorter landlines, so the length check above lets it through.
  if (number?.country === HOME_COUNTRY && number.nationalNumber.startsWith("3")) {
    const short = number.nationalNumber.length < PAKISTANI_MOBILE_DIGITS;
    return { ok: false, problem: short ? "tooShort" : "tooLong" };
  }
  return { ok: false, problem: "unknown" };
}

/** Kinds of number that take calls only, never a WhatsApp chat. */
const CALL_ONLY = new Set([
  "FIXED_LINE",
  "TOLL_FREE",
  "PREMIUM_RATE",
  "SHARED_COST",
  "UAN",
  "VOICEMAIL",
  "PAGER",
]);

/**
 * A stored number to call and, unless it is a landline (or another kind that takes calls
 * only), to write to on WhatsApp; null when it cannot be read (a number stored before the
 * rule, as it was typed).
 */
export function phoneContact(stored: string): { call: string; whatsapp: boolean } | null {
  const number = parsed(stored);
  if (!number?.isValid()) return null;
  const type = number.getType();
  return { call: number.number, whatsapp: type === undefined || !CALL_ONLY.has(type) };
}

/**
 * A stored number as people read it: a Pakistani one as dialled at home (0300 1234567,
 * (061) 4500101), another country's with its code; as stored when it cannot be read.
 */
export function phoneForReading(stored: string): string {
  const number = parsed(stored);
  if (!number?.isValid()) return stored;
  return number.country === HOME_COUNTRY ? number.formatNational() : number.formatInternational();
}
