import { z } from "zod";
import { CATEGORY_LIMITS } from "./category-limits";
import { withSlugFromName } from "~/lib/slug-schema";
import { optionalText, requiredText, urduText } from "~/lib/text-schemas";

/**
 * A category as the admin form and the API send it. An empty slug is derived from the name;
 * a typed one is normalised the same way, so "Seed Treatments" becomes "seed-treatments".
 */
export const categoryInputSchema = z
  .object({
    name: requiredText("Name", CATEGORY_LIMITS.name),
    slug: optionalText("Slug", CATEGORY_LIMITS.slug).meta({
      description:
        "Optional: derived from the name when empty, and normalised (lowercase, runs of other characters become one hyphen).",
    }),
    description: requiredText("Description", CATEGORY_LIMITS.description),
    nameUr: urduText("Urdu name", CATEGORY_LIMITS.name),
    descriptionUr: urduText("Urdu description", CATEGORY_LIMITS.description),
  })
  .transform(withSlugFromName)
  .meta({
    id: "CategoryInput",
    examples: [
      {
        name: "Bio Stimulants",
        slug: "bio-stimulants",
        description: "Seaweed and amino-acid products.",
        nameUr: "بائیو اسٹیمولینٹس",
        descriptionUr: "سمندری گھاس اور امینو ایسڈ سے بنی مصنوعات۔",
      },
      {
        name: "Insecticides",
        slug: "insecticides",
        description: "Products against sucking and chewing pests.",
      },
    ],
  });

export type CategoryInput = z.output<typeof categoryInputSchema>;

/** A category's fields as a form or a caller sends them, before validation. */
export type CategoryFields = z.input<typeof categoryInputSchema>;

/** Why a category that still holds products cannot be deleted. */
export const categoryInUseMessage = (name: string, productCount: number) =>
  `Cannot delete "${name}": it still has ${productCount} ${productCount === 1 ? "product" : "products"}. Move or delete them first.`;
