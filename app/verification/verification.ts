/**
 * What a pack verification answers, shared by the server, the verify page, the API and the
 * SMS text: free of server code.
 */
import type { StoredImage } from "~/images/image-variants";

/** How a farmer asked: by the code under the scratch panel, or by the batch number only. */
export const VERIFY_METHODS = ["code", "batch"] as const;
export type VerifyMethod = (typeof VERIFY_METHODS)[number];

/**
 * What a check found. A code: genuine (its first check), repeat (genuine, checked before: maybe
 * a copy), expired or recalled (its batch), unknown (not ours). A batch number: genuine means
 * the batch is ours, in date and not recalled; it says nothing of one pack.
 */
export const VERIFY_OUTCOMES = ["genuine", "repeat", "expired", "recalled", "unknown"] as const;
export type VerifyOutcome = (typeof VERIFY_OUTCOMES)[number];

/** The outcomes that tell the farmer not to use the pack. */
export function isDangerOutcome(outcome: VerifyOutcome): boolean {
  return outcome === "expired" || outcome === "recalled" || outcome === "unknown";
}

/** The verify page, in English; pages put it in their language. */
export const VERIFY_PATH = "/verify";

/** Its query: the code, or the batch number, and the district the farmer chose. */
export const VERIFY_FIELDS = { code: "code", batch: "batch", district: "district" } as const;

export const VERIFY_LIMITS = {
  /** What a farmer may type for a code, separators and mistakes included. */
  code: 40,
  batch: 40,
  shop: 100,
  name: 100,
  note: 2000,
} as const;

/** The form field of a report's photo of the pack. */
export const PACK_REPORT_PHOTO_FIELD = "photo";

/** How a code is shown to be written, in the page's hints. */
export const PACK_CODE_EXAMPLE = "AC3F-7KXM-P4TY";

/** A product as an answer names it, in the page's language. */
export interface VerifiedProduct {
  id: number;
  name: string;
  slug: string;
  categorySlug: string;
  image: StoredImage | null;
  /** Fields shown in English on an Urdu page (see app/i18n/content.ts). */
  inEnglish: string[];
}

export interface VerifiedBatch {
  /** As printed. */
  number: string;
  /** Calendar dates, YYYY-MM-DD. */
  manufacturedOn: string;
  expiresOn: string;
  recalled: boolean;
  /** Why it was recalled, in the page's language (the English when there is no Urdu). */
  recallNote: string | null;
}

/** One check's answer. */
export interface Verification {
  method: VerifyMethod;
  outcome: VerifyOutcome;
  /** What was checked: the code normalised and grouped, or the batch number as typed. */
  checked: string;
  /**
   * Whether what was typed could be one of our codes (its length and characters): a code that
   * cannot is unknown, and the farmer is asked to check his typing. Always true for a batch.
   */
  wellFormed: boolean;
  product: VerifiedProduct | null;
  batch: VerifiedBatch | null;
  /** A code checked before this check: when (an instant) and where, if the checker said. */
  firstCheck: { at: string; district: string | null } | null;
}
