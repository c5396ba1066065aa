/**
 * Field lengths of a gallery event, shared by its schema, the admin form and the API
 * description. Kept apart from the schema so the browser bundle does not pull in zod.
 */
export const GALLERY_LIMITS = { title: 150, description: 5000, location: 200, images: 20 } as const;
