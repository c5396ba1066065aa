import { describe, expect, it } from "vitest";
import { DISTRICTS } from "~/dealers/districts";
import { en } from "~/i18n/messages/en";
import { ur } from "~/i18n/messages/ur";
import type { Locale } from "~/i18n/locale";
import type { Verification } from "./verification";
import { fitMessage, gsmSeptets, gsmText, SMS_MAX_LENGTH, verificationSms } from "./verify-sms";

const WORDS = { en: en.verify.sms, ur: ur.verify.sms };

/** The longest district name in each language. */
const LONGEST_DISTRICT = [...DISTRICTS].sort((a, b) => b.name.length - a.name.length)[0];

function answer(overrides: Partial<Verification>, locale: Locale, longNames = false): Verification {
  const name = longNames
    ? locale === "ur"
      ? "نگہبان کلورانٹرانیلی پرول 18.5% SC کسان پیک برائے کپاس، مکئی، دھان اور سبزیاں ایک لیٹر"
      : "Nigehban Chlorantraniliprole 18.5% SC Farmer Pack for Cotton, Maize, Rice and Vegetables, One Litre Bottle"
    : locale === "ur"
      ? "ڈھال امیڈاکلوپرڈ 20% SL"
      : "Dhaal Imidacloprid 20% SL";
  return {
    method: "code",
    outcome: "genuine",
    checked: "AC3F-7KXM-P4TY",
    wellFormed: true,
    product: {
      id: 3,
      name,
      slug: "dhaal",
      categorySlug: "insecticides",
      image: null,
      inEnglish: [],
    },
    batch: {
      number: longNames ? "LT-2024/0917-PLANT-B-LINE-4" : "LT-24/0917",
      manufacturedOn: "2025-09-30",
      expiresOn: "2027-09-30",
      recalled: false,
      recallNote: null,
    },
    firstCheck: null,
    ...overrides,
  };
}

/** Every answer an SMS can give, by its name. */
function everyAnswer(locale: Locale, longNames: boolean): Record<string, Verification> {
  const base = (overrides: Partial<Verification>) => answer(overrides, locale, longNames);
  const recallNote = longNames
    ? "Sealed wrongly at the plant in March: the cap may leak and the active ingredient may have broken down in the heat. Do not spray it on any crop."
    : "Wrong label.";
  return {
    genuine: base({}),
    repeat: base({
      outcome: "repeat",
      firstCheck: {
        at: "2026-03-05T06:00:00.000Z",
        district: longNames ? (LONGEST_DISTRICT?.code ?? null) : "multan",
      },
    }),
    repeatNowhere: base({
      outcome: "repeat",
      firstCheck: { at: "2026-03-05T06:00:00.000Z", district: null },
    }),
    expired: base({ outcome: "expired" }),
    recalled: base({
      outcome: "recalled",
      batch: { ...base({}).batch!, recalled: true, recallNote },
    }),
    unknown: base({ outcome: "unknown", product: null, batch: null }),
    malformed: base({
      outcome: "unknown",
      wellFormed: false,
      checked: "this is not a code at all",
      product: null,
      batch: null,
    }),
    batchFound: base({ method: "batch", checked: "LT-24/0917" }),
    batchExpired: base({ method: "batch", outcome: "expired" }),
    batchUnknown: base({ method: "batch", outcome: "unknown", product: null, batch: null }),
  };
}

describe("verificationSms", () => {
  for (const locale of ["en", "ur"] as const) {
    for (const longNames of [false, true]) {
      it(`fits every answer in one ${locale} SMS${longNames ? ", with long names" : ""}`, () => {
        for (const [name, verification] of Object.entries(everyAnswer(locale, longNames))) {
          const text = verificationSms(verification, locale, WORDS[locale]);
          expect(text.length, `${name}: ${text}`).toBeLessThanOrEqual(SMS_MAX_LENGTH[locale]);
          expect(text.length, name).toBeGreaterThan(20);
          if (locale === "en") expect(gsmSeptets(text), `${name}: ${text}`).not.toBeNull();
          // One septet each: no character of the GSM extension, which takes two.
          if (locale === "en") expect(gsmSeptets(text), name).toBe(text.length);
          expect(text, name).not.toMatch(/\{\w+\}/);
        }
      });
    }
  }

  it("says what matters whole when the names are short", () => {
    const answers = everyAnswer("en", false);
    const sms = (name: string) => verificationSms(answers[name]!, "en", WORDS.en);
    expect(sms("genuine")).toBe(
      "GENUINE: Dhaal Imidacloprid 20% SL, batch LT-24/0917, expires 30 Sep 2027.",
    );
    expect(sms("repeat")).toBe(
      "WARNING: this code was first checked on 5 Mar 2026 in Multan. If that was not you, the pack may be a copy: do not use it.",
    );
    expect(sms("repeatNowhere")).toContain("first checked on 5 Mar 2026. If");
    expect(sms("expired")).toBe(
      "DO NOT USE: Dhaal Imidacloprid 20% SL batch LT-24/0917 expired on 30 Sep 2027. Return it to the shop.",
    );
    expect(sms("recalled")).toContain("is recalled. Return it to the shop. Wrong label.");
    expect(sms("unknown")).toBe(
      "NOT FOUND: we have no record of this code. It may be fake: do not use it. Report the shop: +924235000000",
    );
    expect(sms("malformed")).toMatch(/^NOT A CODE: /);
    expect(sms("batchFound")).toMatch(/^BATCH IS OURS: Dhaal/);
    expect(sms("batchExpired")).toMatch(/^DO NOT USE: .* expired on/);
    expect(sms("batchUnknown")).toMatch(/^NOT FOUND: we have no batch/);
    const urdu = everyAnswer("ur", false);
    expect(verificationSms(urdu.genuine!, "ur", WORDS.ur)).toBe(
      "اصلی: ڈھال امیڈاکلوپرڈ 20% SL، بیچ LT-24/0917، میعاد 30-09-2027",
    );
    expect(verificationSms(urdu.repeat!, "ur", WORDS.ur)).toBe(
      "کوڈ 05-03-2026 کو ملتان میں چیک ہو چکا۔ آپ نہیں تھے تو نقلی ہو سکتا ہے",
    );
  });

  it("shortens a long name at a word, keeps the batch and the dates, and leaves out what can go", () => {
    const long = everyAnswer("en", true);
    const expired = verificationSms(long.expired!, "en", WORDS.en);
    expect(expired).toMatch(
      /^DO NOT USE: Nigehban .*\.\.\. batch LT-2024\/0917-PLANT-B-LINE-4 expired on 30 Sep 2027\./,
    );
    const longUrdu = everyAnswer("ur", true);
    const recalled = verificationSms(longUrdu.recalled!, "ur", WORDS.ur);
    expect(recalled).toMatch(/^استعمال نہ کریں! نگہبان/);
    expect(recalled).toContain("واپس منگوایا گیا");
    // The place of a first check goes before the warning does.
    const repeat = verificationSms(longUrdu.repeat!, "ur", WORDS.ur);
    expect(repeat).toContain("نقلی ہو سکتا ہے");
  });
});

describe("fitMessage", () => {
  it("shortens slots in order, never below their least, drops what may go, and cuts as a last resort", () => {
    const slots = [
      { name: "a", value: "alpha beta gamma delta", min: 5 },
      { name: "b", value: "optional words", drop: true },
    ];
    expect(fitMessage("{a}: {b}", slots, 100, "...")).toBe(
      "alpha beta gamma delta: optional words",
    );
    expect(fitMessage("{a}: {b}", slots, 30, "...")).toBe("alpha beta...: optional words");
    expect(fitMessage("{b} {a}", [slots[1]!, slots[0]!], 24, "...")).toBe("alpha beta gamma delta");
    expect(fitMessage("{a} and a long tail of words", slots, 20, "...").length).toBeLessThanOrEqual(
      20,
    );
  });
});

describe("gsmText", () => {
  it("keeps an English SMS in the GSM alphabet", () => {
    expect(gsmText("Nigehban® “18.5%” SC — Ñandú’s…")).toBe('Nigehban "18.5%" SC - Ñandu\'s...');
    expect(gsmSeptets("a{b}")).toBe(6);
    expect(gsmSeptets("ڈھال")).toBeNull();
  });
});
