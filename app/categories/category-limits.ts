/**
 * Field lengths of a category, shared by its schema, the admin form and the API
 * description. Kept apart from the schema so the browser bundle does not pull in zod.
 */
export const CATEGORY_LIMITS = { name: 100, slug: 100, description: 2000 } as const;
