import { describe, expect, it } from "vitest";
import { phoneContact, phoneForReading, readPhoneNumber, type PhoneProblem } from "./phone-number";

const stored = (typed: string) => readPhoneNumber(typed);
const refused = (problem: PhoneProblem) => ({ ok: false, problem });

describe("readPhoneNumber", () => {
  it("reads a Pakistani mobile number however people write it, stored as +923001234567", () => {
    for (const typed of [
      "0300-1234567",
      "0300 1234567",
      "03001234567",
      "0300 123 4567",
      "(0300) 123-4567",
      "0300.1234567",
      "+92 300 1234567",
      "+92-300-1234567",
      "+92 (300) 1234567",
      "+923001234567",
      "923001234567",
      "92 300 1234567",
      "00923001234567",
      "0092 300 1234567",
      // The 0 kept after the country code, a common slip.
      "+92 0300 1234567",
      "3001234567",
      "  0300-1234567  ",
      // The digits of an Urdu keyboard, and the Arabic ones.
      "۰۳۰۰-۱۲۳۴۵۶۷",
      "٠٣٠٠١٢٣٤٥٦٧",
    ]) {
      expect(stored(typed), typed).toEqual({ ok: true, value: "+923001234567" });
    }
    expect(stored("0321 7654321")).toEqual({ ok: true, value: "+923217654321" });
  });

  it("reads Pakistani landlines with their area code", () => {
    expect(stored("042-35761234")).toEqual({ ok: true, value: "+924235761234" });
    expect(stored("(042) 3576 1234")).toEqual({ ok: true, value: "+924235761234" });
    expect(stored("+92 42 3576 1234")).toEqual({ ok: true, value: "+924235761234" });
    // Okara: a shorter local number.
    expect(stored("044-2512345")).toEqual({ ok: true, value: "+92442512345" });
  });

  it("reads other countries' numbers written with their code, as +<digits>", () => {
    expect(stored("+44 20 7946 0958")).toEqual({ ok: true, value: "+442079460958" });
    expect(stored("0044 20 7946 0958")).toEqual({ ok: true, value: "+442079460958" });
    expect(stored("+44 (0) 20 7946 0958")).toEqual({ ok: true, value: "+442079460958" });
    expect(stored("+971 50 123 4567")).toEqual({ ok: true, value: "+971501234567" });
    expect(stored("+1 212 555 0100")).toEqual({ ok: true, value: "+12125550100" });
  });

  it("refuses letters and other characters, and a number inside words", () => {
    for (const typed of [
      "call me",
      "0300-1234567 ext 12",
      "0300/1234567",
      "0300_1234567",
      "+",
      "",
    ]) {
      expect(stored(typed), typed).toEqual(refused("characters"));
    }
  });

  it("says when a digit is missing or one too many", () => {
    expect(stored("0300-123456")).toEqual(refused("tooShort"));
    expect(stored("+92 300 123456")).toEqual(refused("tooShort"));
    expect(stored("1234")).toEqual(refused("tooShort"));
    expect(stored("0300-12345678")).toEqual(refused("tooLong"));
    expect(stored("0300-1234567890")).toEqual(refused("tooLong"));
    expect(stored("+44 207")).toEqual(refused("tooShort"));
  });

  it("refuses numbers no plan has: an unknown country code, a number that cannot exist", () => {
    expect(stored("+999 1234 5678")).toEqual(refused("unknown"));
    expect(stored("0000000000")).toEqual(refused("unknown"));
    // Without its code a foreign number reads as Pakistani, and no such Pakistani number exists.
    expect(stored("20 7946 0958")).toEqual(refused("unknown"));
  });
});

describe("phoneContact", () => {
  it("calls the number in its international form; WhatsApp for mobiles, not landlines", () => {
    expect(phoneContact("+923001234567")).toEqual({ call: "+923001234567", whatsapp: true });
    expect(phoneContact("+924235761234")).toEqual({ call: "+924235761234", whatsapp: false });
    expect(phoneContact("+442079460958")).toEqual({ call: "+442079460958", whatsapp: false });
    // A number that may be either, as the plan of the United States says of most: offered.
    expect(phoneContact("+12125550100")).toEqual({ call: "+12125550100", whatsapp: true });
  });

  it("reads a number stored as typed before the rule; null for one it cannot read", () => {
    expect(phoneContact("0300-1234567")).toEqual({ call: "+923001234567", whatsapp: true });
    expect(phoneContact("0300 123")).toBeNull();
  });
});

describe("phoneForReading", () => {
  it("writes a Pakistani number as dialled at home, another country's with its code", () => {
    expect(phoneForReading("+923001234567")).toBe("0300 1234567");
    expect(phoneForReading("+92614500101")).toBe("(061) 4500101");
    expect(phoneForReading("+442079460958")).toBe("+44 20 7946 0958");
    expect(phoneForReading("0300 123")).toBe("0300 123");
  });
});
