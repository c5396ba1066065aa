import { z } from "zod";
import { CATEGORY_LIMITS } from "./category-limits";
import { withSlugFromName } from "~/lib/slug-schema";

/**
 * A category as the admin form and the API send it. An empty slug is derived from the name;
 * a typed one is normalised the same way, so "Seed Treatments" becomes "seed-treatments".
 */
export const categoryInputSchema = z
  .object({
    name: z
      .string({ error: "Name is required" })
      .trim()
      .min(1, "Name is required")
      .max(CATEGORY_LIMITS.name, `Name must be at most ${CATEGORY_LIMITS.name} characters`),
    slug: z
      .string()
      .trim()
      .max(CATEGORY_LIMITS.slug, `Slug must be at most ${CATEGORY_LIMITS.slug} characters`)
      .nullish()
      .meta({
        description:
          "Optional: derived from the name when empty, and normalised (lowercase, runs of other characters become one hyphen).",
      }),
    description: z
      .string({ error: "Description is required" })
      .trim()
      .min(1, "Description is required")
      .max(
        CATEGORY_LIMITS.description,
        `Description must be at most ${CATEGORY_LIMITS.description} characters`,
      ),
  })
  .transform(withSlugFromName)
  .meta({
    id: "CategoryInput",
    examples: [
      {
        name: "Bio Stimulants",
        slug: "bio-stimulants",
        description: "Seaweed and amino-acid products.",
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
