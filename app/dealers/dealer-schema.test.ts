import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/lib/validation";
import { dealerInputSchema, dealerKey, type DealerFields } from "./dealer-schema";

const FORM: DealerFields = {
  shopName: " Kissan Agro Centre ",
  contactName: "Muhammad Aslam",
  district: "multan",
  town: "Shujabad",
  address: "Jalalpur Road",
  phone: "0300-1234567",
};

function errorsOf(fields: Record<string, unknown>) {
  const parsed = dealerInputSchema.safeParse({ ...FORM, ...fields });
  if (parsed.success) throw new Error(`Expected a refusal of ${JSON.stringify(fields)}`);
  return fieldErrorsOf(parsed.error);
}

describe("a dealer as the form, the import and the API send it", () => {
  it("is trimmed, its district a code and its phones in international form", () => {
    expect(dealerInputSchema.parse({ ...FORM, whatsapp: "+92 321 7654321" })).toEqual({
      shopName: "Kissan Agro Centre",
      contactName: "Muhammad Aslam",
      district: "multan",
      town: "Shujabad",
      address: "Jalalpur Road",
      phone: "+923001234567",
      whatsapp: "+923217654321",
      latitude: null,
      longitude: null,
    });
  });

  it("takes a district by its English or Urdu name, as a spreadsheet has it", () => {
    expect(dealerInputSchema.parse({ ...FORM, district: "Dera Ghazi Khan" }).district).toBe(
      "dera-ghazi-khan",
    );
    expect(dealerInputSchema.parse({ ...FORM, district: "ملتان" }).district).toBe("multan");
    expect(errorsOf({ district: "Lahore Cantt" }).district).toBe(
      '"Lahore Cantt" is not a district of the list: write its name as the list has it (Multan, ملتان)',
    );
    expect(errorsOf({ district: "" }).district).toBe("District is required");
  });

  it("keeps the Urdu of each text, empty Urdu as none and Urdu left out as left out", () => {
    const dealer = dealerInputSchema.parse({
      ...FORM,
      shopNameUr: " کسان ایگرو سینٹر ",
      townUr: "",
      addressUr: "جلال پور روڈ",
    });
    expect(dealer).toMatchObject({
      shopNameUr: "کسان ایگرو سینٹر",
      townUr: null,
      addressUr: "جلال پور روڈ",
    });
    expect("contactNameUr" in dealer && dealer.contactNameUr !== undefined).toBe(false);
  });

  it("refuses a phone that is no number, saying why, and needs the required fields", () => {
    expect(errorsOf({ phone: "0300-123456" }).phone).toBe(
      "Phone is too short: a digit is missing: write it like 0300-1234567",
    );
    expect(errorsOf({ phone: "call me" }).phone).toMatch(/^Phone may only have digits/);
    expect(errorsOf({ whatsapp: "0300-12345678" }).whatsapp).toMatch(
      /^WhatsApp number has too many digits/,
    );
    expect(dealerInputSchema.parse({ ...FORM, whatsapp: " " }).whatsapp).toBeNull();
    expect(
      errorsOf({ shopName: " ", contactName: undefined, town: "", address: "", phone: "" }),
    ).toEqual({
      shopName: "Shop name is required",
      contactName: "Contact name is required",
      town: "Tehsil or town is required",
      address: "Address is required",
      phone: "Phone is required",
    });
  });

  it("reads the stock lists from a list or one text with semicolons, once per name", () => {
    expect(
      dealerInputSchema.parse({ ...FORM, categories: " Insecticides; fungicides;;INSECTICIDES " })
        .categories,
    ).toEqual(["Insecticides", "fungicides"]);
    expect(dealerInputSchema.parse({ ...FORM, products: ["dhaal", "shikra"] }).products).toEqual([
      "dhaal",
      "shikra",
    ]);
    expect(dealerInputSchema.parse({ ...FORM, categories: "" }).categories).toEqual([]);
    expect(dealerInputSchema.parse(FORM).categories).toBeUndefined();
  });

  it("takes a map location inside Pakistan's box, both parts or neither", () => {
    expect(dealerInputSchema.parse({ ...FORM, latitude: "29.88", longitude: 71.29 })).toMatchObject(
      { latitude: 29.88, longitude: 71.29 },
    );
    expect(errorsOf({ latitude: "71.29", longitude: "29.88" })).toEqual({
      latitude: "Latitude must be a number from 23 to 38 (degrees, as a map app shows them)",
      longitude: "Longitude must be a number from 60 to 78 (degrees, as a map app shows them)",
    });
    expect(errorsOf({ latitude: "north" }).latitude).toMatch(/^Latitude must be a number/);
    expect(errorsOf({ latitude: "29.88" })).toEqual({
      longitude: "Give both latitude and longitude, or neither",
    });
  });

  it("reads active as true or false, or yes or no in either language; an empty cell is yes", () => {
    const activeOf = (active: unknown) => dealerInputSchema.parse({ ...FORM, active }).active;
    expect([true, "yes", "Y", "1", "active", "ہاں", ""].map(activeOf)).toEqual(Array(7).fill(true));
    expect([false, "no", "N", "0", "inactive", "نہیں"].map(activeOf)).toEqual(Array(6).fill(false));
    expect(activeOf(undefined)).toBeUndefined();
    expect(errorsOf({ active: "maybe" }).active).toBe('Active must be yes or no, not "maybe"');
  });

  it("is one shop per town of a district, whatever the letter case", () => {
    const dealer = dealerInputSchema.parse(FORM);
    expect(dealerKey(dealer)).toBe(
      dealerKey({ shopName: "KISSAN agro centre", district: "multan", town: "shujabad" }),
    );
    expect(dealerKey(dealer)).not.toBe(dealerKey({ ...dealer, town: "Jalalpur Pirwala" }));
  });
});
