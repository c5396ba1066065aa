/**
 * Field lengths of a crop and of a product's recommended use, shared by the schemas, the admin
 * forms and the API description. Kept apart from the schemas so the browser bundle has no zod.
 */
export const CROP_LIMITS = {
  name: 100,
  slug: 100,
  /** A crop's or a target's names in Roman Urdu, all of them, commas included. */
  romanNames: 200,
} as const;

export const USE_LIMITS = {
  target: 150,
  /** A dose kept as the label's text. */
  dose: 150,
  /** How to apply a dose given as data ('basal'). */
  doseNote: 100,
  waitingPeriod: 100,
  /** Recommended uses of one product: a label lists a dozen or so. */
  perProduct: 60,
} as const;
