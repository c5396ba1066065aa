/**
 * Field lengths of a product, shared by its schema, the admin form and the API
 * description. Kept apart from the schema so the browser bundle does not pull in zod.
 */
export const PRODUCT_LIMITS = {
  name: 150,
  slug: 150,
  category: 100,
  description: 5000,
  features: 5000,
  usage: 5000,
  specification: 500,
} as const;
