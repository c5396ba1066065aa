import type { productUses } from "~/db/schema";

/**
 * What a use's target is, in the order the crop guide lists them: pests first, then diseases,
 * weeds, and what fertilizers and growth regulators are for. Kept apart from the schemas so the
 * admin's form can name them without zod.
 */
export const TARGET_KINDS = [
  "pest",
  "disease",
  "weed",
  "nutrition",
] as const satisfies readonly (typeof productUses.$inferSelect)["targetKind"][];

export type TargetKind = (typeof TARGET_KINDS)[number];

/** The kind of a use that does not say. */
export const DEFAULT_TARGET_KIND: TargetKind = "pest";

/** The kinds as the admin's form offers them. */
export const TARGET_KIND_LABELS: Record<TargetKind, string> = {
  pest: "Pest",
  disease: "Disease",
  weed: "Weed",
  nutrition: "Nutrition or growth",
};
