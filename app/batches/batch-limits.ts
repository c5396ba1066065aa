/**
 * Field limits of a batch and of a run of pack codes, shared by the schemas, the admin forms and
 * the API description. Kept apart from the schemas so the browser bundle has no zod.
 */
export const BATCH_LIMITS = {
  /** A batch number as printed: 'GF-2609-114', 'LT-24/0917'. */
  batchNumber: 40,
  /** What names the product: its slug or its name. */
  product: 150,
  recallNote: 500,
  /** Packs in one batch: far more than any production run. */
  quantity: 10_000_000,
} as const;

/**
 * Codes one run makes: as many as a batch's packs, 10,000 for a large one. The zip of a run
 * is about 0.75 MB a thousand codes.
 */
export const CODE_RUN_MAX = 20_000;
