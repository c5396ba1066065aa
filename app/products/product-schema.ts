import { z } from "zod";
import { PRODUCT_LIMITS } from "./product-limits";
import { withSlugFromName } from "~/lib/slug-schema";

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || undefined);

/**
 * A product as the admin form and the API send it: `category` is the
 * category's name, `features` one per line. An empty slug is derived from the name.
 */
export const productInputSchema = z
  .object({
    name: z
      .string({ error: "Name is required" })
      .trim()
      .min(1, "Name is required")
      .max(PRODUCT_LIMITS.name, `Name must be at most ${PRODUCT_LIMITS.name} characters`),
    slug: z
      .string()
      .trim()
      .max(PRODUCT_LIMITS.slug, `Slug must be at most ${PRODUCT_LIMITS.slug} characters`)
      .nullish()
      .meta({ description: "Optional: derived from the name when empty." }),
    category: z
      .string({ error: "Please choose a category" })
      .trim()
      .min(1, "Please choose a category")
      .max(PRODUCT_LIMITS.category, "Please choose a category")
      .meta({ description: "The NAME of an existing category (any letter case)." }),
    description: z
      .string({ error: "Description is required" })
      .trim()
      .min(1, "Description is required")
      .max(
        PRODUCT_LIMITS.description,
        `Description must be at most ${PRODUCT_LIMITS.description} characters`,
      ),
    features: z
      .string()
      .max(
        PRODUCT_LIMITS.features,
        `Features must be at most ${PRODUCT_LIMITS.features} characters`,
      )
      .nullish()
      .transform((text) =>
        (text ?? "")
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean),
      )
      .meta({
        description: "One newline-separated string, one feature per line; blank lines are dropped.",
      }),
    usage: optionalText("Usage instructions", PRODUCT_LIMITS.usage).transform(
      (value) => value ?? "",
    ),
    composition: optionalText("Composition", PRODUCT_LIMITS.specification),
    dosage: optionalText("Dosage", PRODUCT_LIMITS.specification),
    waitingPeriod: optionalText("Waiting period", PRODUCT_LIMITS.specification),
  })
  .transform(withSlugFromName)
  .meta({ id: "ProductInput" });

export type ProductInput = z.output<typeof productInputSchema>;

/** A product's fields as a form or a caller sends them, before validation. */
export type ProductFields = z.input<typeof productInputSchema>;
