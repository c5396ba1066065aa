import { z } from "zod";
import { withSlugFromName } from "~/lib/slug-schema";
import { optionalText, requiredText, urduText } from "~/lib/text-schemas";
import { CROP_LIMITS } from "./crop-limits";

/** How Roman Urdu is typed: Latin letters, spaces, hyphens and apostrophes; commas between names. */
const ROMAN_URDU = /^[\p{Script=Latin}\s,'’-]*$/u;

/** Names separated by commas, each trimmed with single spaces, empty ones dropped. */
export function tidyRomanNames(text: string): string {
  return text
    .split(",")
    .map((name) => name.trim().replace(/\s+/g, " "))
    .filter(Boolean)
    .join(", ");
}

/**
 * Names of a crop or a target as farmers type them in Latin letters ("safed makhi, chitti
 * makhi"), stored tidied, null when empty; left out (undefined), they are left as stored.
 */
export function romanNames(label: string) {
  const max = CROP_LIMITS.romanNames;
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .regex(
      ROMAN_URDU,
      `${label} may have only Latin letters, spaces, commas, hyphens and apostrophes`,
    )
    .overwrite(tidyRomanNames)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));
}

/** A crop as the admin form and the API send it; an empty slug is derived from the name. */
export const cropInputSchema = z
  .object({
    name: requiredText("Name", CROP_LIMITS.name),
    slug: optionalText("Slug", CROP_LIMITS.slug).meta({
      description: "Optional: derived from the name when empty.",
    }),
    nameUr: urduText("Urdu name", CROP_LIMITS.name),
    nameRoman: romanNames("Roman Urdu names").meta({
      description:
        "The names farmers type in Latin letters, separated by commas; search finds the crop's products by any of them. Empty or null clears them; left out, they are left as stored.",
      examples: ["kapas, narma"],
    }),
    removeImage: z
      .union([z.boolean(), z.stringbool()], { error: "Remove image must be true or false" })
      .optional()
      .meta({ description: "True drops the stored picture (a new `image` file replaces it)." }),
  })
  .transform(withSlugFromName)
  .meta({
    id: "CropInput",
    examples: [{ name: "Cotton", slug: "cotton", nameUr: "کپاس", nameRoman: "kapas, narma" }],
  });

export type CropInput = z.output<typeof cropInputSchema>;

/** A crop's fields as a form or a caller sends them, before validation. */
export type CropFields = z.input<typeof cropInputSchema>;

/** Why a crop that products recommend a use on cannot be deleted. */
export const cropInUseMessage = (name: string, productCount: number) =>
  `Cannot delete "${name}": ${productCount} ${productCount === 1 ? "product recommends" : "products recommend"} a use on it. Change their uses first.`;
