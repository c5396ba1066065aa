import { z } from "zod";
import { withSlugFromName } from "~/lib/slug-schema";
import { optionalText, requiredText, urduText } from "~/lib/text-schemas";
import { CROP_LIMITS } from "./crop-limits";

/** A crop as the admin form and the API send it; an empty slug is derived from the name. */
export const cropInputSchema = z
  .object({
    name: requiredText("Name", CROP_LIMITS.name),
    slug: optionalText("Slug", CROP_LIMITS.slug).meta({
      description: "Optional: derived from the name when empty.",
    }),
    nameUr: urduText("Urdu name", CROP_LIMITS.name),
    removeImage: z
      .union([z.boolean(), z.stringbool()], { error: "Remove image must be true or false" })
      .optional()
      .meta({ description: "True drops the stored picture (a new `image` file replaces it)." }),
  })
  .transform(withSlugFromName)
  .meta({
    id: "CropInput",
    examples: [{ name: "Cotton", slug: "cotton", nameUr: "کپاس" }],
  });

export type CropInput = z.output<typeof cropInputSchema>;

/** A crop's fields as a form or a caller sends them, before validation. */
export type CropFields = z.input<typeof cropInputSchema>;

/** Why a crop that products recommend a use on cannot be deleted. */
export const cropInUseMessage = (name: string, productCount: number) =>
  `Cannot delete "${name}": ${productCount} ${productCount === 1 ? "product recommends" : "products recommend"} a use on it. Change their uses first.`;
