import { z } from "zod";
import { slugify } from "./slug";

/**
 * For a zod `.transform`: the record with its slug made from the typed slug or, when that is
 * empty, from the name; an issue on `slug` when neither gives letters or digits.
 */
export function withSlugFromName<T extends { name: string; slug?: string | null }>(
  input: T,
  context: z.RefinementCtx,
): Omit<T, "slug"> & { slug: string } {
  const slug = slugify(input.slug || input.name);
  if (!slug) {
    context.addIssue({
      code: "custom",
      path: ["slug"],
      message: "Slug is required: use letters or numbers",
    });
    return z.NEVER;
  }
  return { ...input, slug };
}
