/**
 * Field lengths of a dealer and the map box, shared by the schema, the admin form and the API
 * description. Kept apart from the schema so the browser bundle has no zod.
 */
export const DEALER_LIMITS = {
  shopName: 150,
  contactName: 100,
  town: 100,
  address: 300,
  /** A phone as typed: digits, spaces, dashes, brackets and a country code. */
  phone: 30,
  /** What a stock list may name at once (categories or products, as typed). */
  stockText: 2000,
} as const;

/**
 * Where a dealer's map location may be: around Pakistan, Azad Kashmir and Gilgit-Baltistan, so
 * latitude and longitude typed the wrong way round are caught.
 */
export const DEALER_MAP_BOX = {
  latitude: { min: 23, max: 38 },
  longitude: { min: 60, max: 78 },
} as const;
