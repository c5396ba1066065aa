/**
 * A verification's answer as one SMS, for a gateway that answers farmers without data
 * (GET /api/verify): at most 160 characters in English, in the GSM alphabet a single SMS
 * carries; at most 70 in Urdu, which goes as UCS-2. Names that do not fit are shortened at a
 * word, then left out where the answer reads without them.
 */
import { PRIMARY_PHONE } from "~/config/site";
import { findDistrict, districtName } from "~/dealers/districts";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { Messages } from "~/i18n/messages/types";
import { ENGLISH_MONTHS, pakistanDate } from "~/lib/dates";
import type { Verification } from "./verification";

/** The most characters one SMS holds in each language. */
export const SMS_MAX_LENGTH: Record<Locale, number> = { en: 160, ur: 70 };

const ELLIPSIS: Record<Locale, string> = { en: "...", ur: "…" };

/** GSM 03.38: the basic set (one septet each) and its extension (two: an escape, then it). */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENSION = "^{}\\[~]|€\f";

/** The septets a text takes in one GSM SMS; null when it holds a character GSM has not. */
export function gsmSeptets(text: string): number | null {
  let septets = 0;
  for (const character of text) {
    if (GSM_BASIC.includes(character)) septets += 1;
    else if (GSM_EXTENSION.includes(character)) septets += 2;
    else return null;
  }
  return septets;
}

/**
 * A text in the GSM basic set: accents dropped where the letter is not in it, typographic
 * quotes and dashes made plain, anything else left out. An English SMS with one character
 * outside it would be sent as UCS-2, and 160 characters would need three messages.
 */
export function gsmText(text: string): string {
  let plain = "";
  for (const character of text
    .replace(/[‘’ʼ]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐-―−]/g, "-")
    .replace(/…/g, "...")) {
    if (GSM_BASIC.includes(character)) plain += character;
    else {
      const bare = character.normalize("NFKD").replace(/\p{M}/gu, "");
      plain += [...bare].filter((part) => GSM_BASIC.includes(part)).join("");
    }
  }
  return plain.replace(/ {2,}/g, " ");
}

/** A value of the message: shortened to no fewer than `min` characters, or (`drop`) left out. */
interface Slot {
  name: string;
  value: string;
  min?: number;
  drop?: boolean;
}

/** `text` cut to at most `length` characters, at the last space when one is near the end. */
function cut(text: string, length: number): string {
  const cutText = text.slice(0, Math.max(0, length));
  const space = cutText.lastIndexOf(" ");
  const atWord = space >= length * 0.6 ? cutText.slice(0, space) : cutText;
  return atWord.replace(/[\s,،.:;(+-]+$/u, "");
}

/**
 * The message with its values, made to fit `max`: the slots, in their order, are shortened
 * (never below their `min`) or dropped until it fits; a text still too long is cut.
 */
export function fitMessage(
  template: string,
  slots: readonly Slot[],
  max: number,
  ellipsis: string,
): string {
  const values: Record<string, string> = Object.fromEntries(
    slots.map((slot) => [slot.name, slot.value]),
  );
  const text = () => format(template, values).replace(/ {2,}/g, " ").trim();
  for (const slot of slots) {
    const over = text().length - max;
    if (over <= 0) break;
    const value = values[slot.name] ?? "";
    if (slot.drop) {
      values[slot.name] = "";
      continue;
    }
    const min = slot.min ?? 0;
    const room = value.length - over - ellipsis.length;
    if (value.length <= min) continue;
    values[slot.name] = `${cut(value, Math.max(room, min))}${ellipsis}`;
  }
  const fitted = text();
  return fitted.length <= max ? fitted : `${cut(fitted, max - ellipsis.length)}${ellipsis}`;
}

/** A calendar date as an SMS writes it: '5 Mar 2026' in English, '05-03-2026' in Urdu. */
function smsDate(calendarDate: string, locale: Locale): string {
  const [year, month, day] = calendarDate.split("-");
  if (locale === "ur") return `${day}-${month}-${year}`;
  const name = ENGLISH_MONTHS[Number(month) - 1]?.slice(0, 3) ?? month;
  return `${Number(day)} ${name} ${year}`;
}

type SmsWords = Messages["verify"]["sms"];

/** Which message answers a check. */
function smsKey({
  method,
  outcome,
  wellFormed,
}: Verification): Exclude<keyof SmsWords, "repeatPlace"> {
  if (method === "batch") {
    if (outcome === "expired" || outcome === "recalled") return outcome;
    return outcome === "unknown" ? "batchUnknown" : "batchFound";
  }
  if (outcome === "unknown" && !wellFormed) return "malformed";
  return outcome;
}

/** The answer to one check, as one SMS in `locale`. */
export function verificationSms(
  verification: Verification,
  locale: Locale,
  words: SmsWords,
): string {
  const { product, batch, firstCheck } = verification;
  const template = words[smsKey(verification)];
  const district = firstCheck?.district ? findDistrict(firstCheck.district) : undefined;
  const slots: Slot[] = [
    { name: "note", value: batch?.recallNote ?? "", drop: true },
    {
      name: "place",
      value: district
        ? format(words.repeatPlace, { district: districtName(district, locale) })
        : "",
      drop: true,
    },
    { name: "product", value: product?.name ?? "", min: 6 },
    { name: "batch", value: batch?.number ?? "", min: 6 },
    { name: "date", value: firstCheck ? smsDate(pakistanDate(firstCheck.at), locale) : "" },
    { name: "expires", value: batch ? smsDate(batch.expiresOn, locale) : "" },
    { name: "phone", value: PRIMARY_PHONE.tel },
  ];
  if (locale === "ur") return fitMessage(template, slots, SMS_MAX_LENGTH.ur, ELLIPSIS.ur);
  // The English messages are written in the GSM basic set; the names put into them are made so.
  const plain = slots.map((slot) => ({ ...slot, value: gsmText(slot.value) }));
  return fitMessage(template, plain, SMS_MAX_LENGTH.en, ELLIPSIS.en);
}
