export const RELATED_PRODUCTS_LIMIT = 3;

/**
 * Related products of a product: others of its category, in catalogue order, starting with the
 * ones that follow it and wrapping around, so neighbouring products point to different pages.
 * `siblings` is the whole category in catalogue order, the current product included or not.
 */
export function pickRelatedProducts<T extends { id: number }>(
  siblings: readonly T[],
  currentId: number,
  limit = RELATED_PRODUCTS_LIMIT,
): T[] {
  const index = siblings.findIndex((product) => product.id === currentId);
  const others = siblings.filter((product) => product.id !== currentId);
  if (index < 0) return others.slice(0, limit);
  // The product at `index` is gone from `others`, so the one after it now sits at `index`.
  const rotated = [...others.slice(index), ...others.slice(0, index)];
  return rotated.slice(0, limit);
}
