import type { Dose } from "~/doses/dose";

/**
 * The order a farmer reads a product's uses in: the uses staff mark as main first, then the
 * rest in the order the label gives them (their stored position). Pure, for pages and cards.
 */
export function usesInReadingOrder<Use extends { main: boolean }>(uses: readonly Use[]): Use[] {
  // Array.prototype.sort is stable, so each half keeps its stored order.
  return [...uses].sort((a, b) => Number(b.main) - Number(a.main));
}

/** What a product card says a product is for: its first targets and crops, each named once. */
export interface ProductFocus {
  targets: string[];
  crops: string[];
}

/** How many targets and crops a card names: enough to recognise, short enough for a phone. */
export const FOCUS_LIMIT = 3;

function firstDistinct(values: readonly string[], limit: number): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const key = value.trim().toLocaleLowerCase();
    if (key !== "" && !seen.has(key)) seen.set(key, value.trim());
    if (seen.size === limit) break;
  }
  return [...seen.values()];
}

/** The focus of a product from its uses in one language, main uses first. */
export function productFocus(
  uses: readonly { main: boolean; target: string; cropName: string }[],
  limit = FOCUS_LIMIT,
): ProductFocus {
  const ordered = usesInReadingOrder(uses);
  return {
    targets: firstDistinct(
      ordered.map((use) => use.target),
      limit,
    ),
    crops: firstDistinct(
      ordered.map((use) => use.cropName),
      limit,
    ),
  };
}

/**
 * The uses a spray calculator offers: those whose dose is data, in reading order, each with its
 * number, its place on the label from 1, which addresses name it by (?use=2). Uses are stored
 * in label order, so a use's number is its index in the product's list plus one.
 */
export function dosedUsesInReadingOrder<Use extends { main: boolean; doseParts: Dose | null }>(
  uses: readonly Use[],
): (Use & { number: number; doseParts: Dose })[] {
  return usesInReadingOrder(
    uses.flatMap((use, index) =>
      use.doseParts ? [{ ...use, number: index + 1, doseParts: use.doseParts }] : [],
    ),
  );
}
