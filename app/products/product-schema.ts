import { z } from "zod";
import { PACK_SIZES_EXAMPLE, PACK_SIZES_MAX_LENGTH, parsePackSizes } from "~/doses/pack-sizes";
import { IMAGE_RULE_TEXT } from "~/images/image-limits";
import { PRODUCT_LIMITS } from "./product-limits";
import { safetyInputFields } from "./safety-schema";
import { withSlugFromName } from "~/lib/slug-schema";
import { lineList, optionalText, requiredText, urduLineList, urduText } from "~/lib/text-schemas";

/** An optional text the product stores only when given. */
const optionalValue = (label: string, max: number) =>
  optionalText(label, max).transform((value) => value || undefined);

/**
 * The sizes a product is sold in, typed in one line: '100 ml, 250 ml, 500 ml, 1 L'. Empty is
 * none; left out, they are left as stored, so a client that does not know them never erases them.
 */
const packSizesField = z
  .string()
  .max(PACK_SIZES_MAX_LENGTH, `Pack sizes must be at most ${PACK_SIZES_MAX_LENGTH} characters`)
  .nullish()
  .transform((typed, context) => {
    if (typed === undefined) return undefined;
    const read = parsePackSizes(typed ?? "");
    if (read.ok) return read.value;
    context.addIssue({ code: "custom", message: read.message, input: typed });
    return z.NEVER;
  })
  .meta({
    description:
      "The sizes it is sold in, separated by commas, each an amount and a unit (ml, L, g or kg); empty for none. Left out, they are left as stored.",
    examples: [PACK_SIZES_EXAMPLE],
  });

/**
 * A product as the admin form and the API send it: `category` is the
 * category's name, `features` one per line. An empty slug is derived from the name.
 */
export const productInputSchema = z
  .object({
    name: requiredText("Name", PRODUCT_LIMITS.name),
    slug: optionalText("Slug", PRODUCT_LIMITS.slug).meta({
      description: "Optional: derived from the name when empty.",
    }),
    category: requiredText("Category", PRODUCT_LIMITS.category, {
      required: "Please choose a category",
      tooLong: "Please choose a category",
    }).meta({ description: "The NAME of an existing category (any letter case)." }),
    description: requiredText("Description", PRODUCT_LIMITS.description),
    features: lineList("Features", PRODUCT_LIMITS.features),
    usage: optionalValue("Usage instructions", PRODUCT_LIMITS.usage).transform(
      (value) => value ?? "",
    ),
    composition: optionalValue("Composition", PRODUCT_LIMITS.specification),
    dosage: optionalValue("Dosage", PRODUCT_LIMITS.specification),
    waitingPeriod: optionalValue("Waiting period", PRODUCT_LIMITS.specification),
    packSizes: packSizesField,
    nameUr: urduText("Urdu name", PRODUCT_LIMITS.name),
    descriptionUr: urduText("Urdu description", PRODUCT_LIMITS.description),
    featuresUr: urduLineList("Urdu features", PRODUCT_LIMITS.features),
    usageUr: urduText("Urdu usage instructions", PRODUCT_LIMITS.usage),
    compositionUr: urduText("Urdu composition", PRODUCT_LIMITS.specification),
    dosageUr: urduText("Urdu dosage", PRODUCT_LIMITS.specification),
    waitingPeriodUr: urduText("Urdu waiting period", PRODUCT_LIMITS.specification),
    ...safetyInputFields,
  })
  .transform(withSlugFromName)
  .meta({ id: "ProductInput" });

export type ProductInput = z.output<typeof productInputSchema>;

/** A product's fields as a form or a caller sends them, before validation. */
export type ProductFields = z.input<typeof productInputSchema>;

/** The refusal of a new product without an image: the form has no file field of its own. */
export const IMAGE_REQUIRED_MESSAGE = `Please choose an image (${IMAGE_RULE_TEXT})`;
