/** The specifications a product may have, in the order its page lists them. */
export const SPECIFICATION_FIELDS = ["composition", "dosage", "waitingPeriod"] as const;

export type SpecificationField = (typeof SPECIFICATION_FIELDS)[number];
