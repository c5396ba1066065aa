import { z } from "zod";
import { readPhoneNumber, type PhoneProblem } from "~/contacts/phone-number";
import { requiredText, urduText } from "~/lib/text-schemas";
import { DEALER_LIMITS, DEALER_MAP_BOX } from "./dealer-limits";
import { districtFromName } from "./districts";

/*
 * An authorised dealer as the admin form, the CSV import and the API send it: one schema, so a
 * dealer is checked the same way however it arrives. Every field may come as text, as a form
 * and a spreadsheet send it; the API may send numbers, booleans and lists as JSON has them.
 */

const PHONE_PROBLEMS: Record<PhoneProblem, string> = {
  characters: "may only have digits, spaces and + - ( )",
  tooShort: "is too short: a digit is missing",
  tooLong: "has too many digits",
  unknown: "is not a number in use",
};

/** A phone number read by the one rule (app/contacts/phone-number.ts), kept in E.164. */
function phoneNumber(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .max(DEALER_LIMITS.phone, `${label} must be at most ${DEALER_LIMITS.phone} characters`)
    .transform((typed, context) => {
      const reading = readPhoneNumber(typed);
      if (reading.ok) return reading.value;
      context.addIssue({
        code: "custom",
        message: typed
          ? `${label} ${PHONE_PROBLEMS[reading.problem]}: write it like 0300-1234567`
          : `${label} is required`,
      });
      return z.NEVER;
    });
}

const PHONE_TEXT =
  "Pakistani numbers as people write them (0300-1234567, +92 300 1234567, 042-35761234), others with their country code; stored in international form (+923001234567).";

/** A text that may be left empty: "" and null are none. */
const emptyToNull = (value: unknown) =>
  value === "" || (typeof value === "string" && value.trim() === "") ? null : value;

const district = z
  .string({ error: "District is required" })
  .trim()
  .min(1, "District is required")
  .transform((typed, context) => {
    const found = districtFromName(typed);
    if (found) return found.code;
    context.addIssue({
      code: "custom",
      message: `"${typed}" is not a district of the list: write its name as the list has it (Multan, ملتان)`,
    });
    return z.NEVER;
  })
  .meta({
    description:
      "The district's code from the list (multan, dera-ghazi-khan), or its English or Urdu name.",
    examples: ["multan"],
  });

/**
 * The categories or products a dealer stocks, by name or slug: a list, or one text with ";"
 * between them (a spreadsheet's cell). Left out (undefined), what is stored is left as it is.
 */
function stockList(label: string) {
  return z
    .union(
      [
        z
          .string()
          .max(
            DEALER_LIMITS.stockText,
            `${label} must be at most ${DEALER_LIMITS.stockText} characters`,
          ),
        z.array(z.string()).max(500, `${label} may name at most 500`),
      ],
      { error: `${label} must be names or slugs separated by ";", or a list of them` },
    )
    .nullish()
    .transform((value) => {
      if (value === undefined) return undefined;
      const names = (Array.isArray(value) ? value : (value ?? "").split(";"))
        .map((name) => name.trim())
        .filter(Boolean);
      // One entry per name, as first written, whatever its letter case.
      const seen = new Set<string>();
      return names.filter((name) => !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase()));
    })
    .meta({
      description: `${label} the dealer stocks, by name or slug: a list, or one text with ";" between them. Empty: none said. Left out, left as stored.`,
    });
}

/** A latitude or longitude in degrees within the map box; empty or null is none. */
function coordinate(label: "Latitude" | "Longitude") {
  const { min, max } = DEALER_MAP_BOX[label === "Latitude" ? "latitude" : "longitude"];
  const rangeMessage = `${label} must be a number from ${min} to ${max} (degrees, as a map app shows them)`;
  return z
    .preprocess(
      emptyToNull,
      z
        .union(
          [
            z.number(),
            z
              .string()
              .trim()
              .regex(/^-?\d+(\.\d+)?$/, rangeMessage)
              .transform(Number),
          ],
          {
            error: rangeMessage,
          },
        )
        .pipe(z.number().min(min, rangeMessage).max(max, rangeMessage))
        .nullish(),
    )
    .transform((value) => value ?? null);
}

const ACTIVE_WORDS = new Map<string, boolean>([
  ...["true", "yes", "y", "1", "on", "active", "ہاں", "جی ہاں"].map(
    (word) => [word, true] as const,
  ),
  ...["false", "no", "n", "0", "off", "inactive", "نہیں"].map((word) => [word, false] as const),
]);

/** Listed to farmers or not: true or false, or yes or no as a spreadsheet says it. */
const active = z
  .union([z.boolean(), z.string()], { error: "Active must be yes or no" })
  .optional()
  .transform((value, context) => {
    if (typeof value !== "string") return value;
    // An empty cell is the spreadsheet's default: listed.
    const word = value.trim().toLowerCase();
    const answer = word === "" ? true : ACTIVE_WORDS.get(word);
    if (answer !== undefined) return answer;
    context.addIssue({ code: "custom", message: `Active must be yes or no, not "${value}"` });
    return z.NEVER;
  })
  .meta({
    description:
      "Listed to farmers (true) or not; text may say yes or no. Left out: true for a new dealer, left as stored on an update.",
  });

/** A dealer as the admin form, the CSV import and the API send it. */
export const dealerInputSchema = z
  .object({
    shopName: requiredText("Shop name", DEALER_LIMITS.shopName),
    shopNameUr: urduText("Urdu shop name", DEALER_LIMITS.shopName),
    contactName: requiredText("Contact name", DEALER_LIMITS.contactName),
    contactNameUr: urduText("Urdu contact name", DEALER_LIMITS.contactName),
    district,
    town: requiredText("Tehsil or town", DEALER_LIMITS.town),
    townUr: urduText("Urdu tehsil or town", DEALER_LIMITS.town),
    address: requiredText("Address", DEALER_LIMITS.address),
    addressUr: urduText("Urdu address", DEALER_LIMITS.address),
    phone: phoneNumber("Phone").meta({ description: PHONE_TEXT, examples: ["0300-1234567"] }),
    whatsapp: z
      .preprocess(emptyToNull, phoneNumber("WhatsApp number").nullish())
      .transform((value) => value ?? null)
      .meta({ description: `Optional; empty or null: none. ${PHONE_TEXT}` }),
    categories: stockList("Categories"),
    products: stockList("Products"),
    latitude: coordinate("Latitude").meta({
      description: `Optional map location, in degrees (${DEALER_MAP_BOX.latitude.min} to ${DEALER_MAP_BOX.latitude.max}); given with longitude.`,
    }),
    longitude: coordinate("Longitude").meta({
      description: `Optional map location, in degrees (${DEALER_MAP_BOX.longitude.min} to ${DEALER_MAP_BOX.longitude.max}); given with latitude.`,
    }),
    active,
  })
  .refine((dealer) => (dealer.latitude === null) === (dealer.longitude === null), {
    path: ["longitude"],
    message: "Give both latitude and longitude, or neither",
  })
  .meta({
    id: "DealerInput",
    examples: [
      {
        shopName: "Kissan Agro Centre",
        shopNameUr: "کسان ایگرو سینٹر",
        contactName: "Muhammad Aslam",
        district: "multan",
        town: "Shujabad",
        townUr: "شجاع آباد",
        address: "Jalalpur Road, near the grain market",
        phone: "0300-1234567",
        whatsapp: "0300-1234567",
        categories: ["insecticides", "fungicides"],
        latitude: 29.88,
        longitude: 71.29,
        active: true,
      },
    ],
  });

export type DealerInput = z.output<typeof dealerInputSchema>;

/** A dealer's fields as a form or a caller sends them, before validation. */
export type DealerFields = z.input<typeof dealerInputSchema>;

/** What makes two dealers one: the same shop in the same town of the same district. */
export function dealerKey(dealer: { shopName: string; district: string; town: string }): string {
  return [dealer.shopName, dealer.district, dealer.town]
    .map((part) => part.toLocaleLowerCase("en-US"))
    .join("\u0000");
}

export const sameDealerMessage = (shopName: string, town: string) =>
  `A dealer named "${shopName}" in ${town} is already listed.`;
