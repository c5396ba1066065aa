import type { Locale } from "~/i18n/locale";

/**
 * One page of each kind the public site has, for the tests that hold every page to the same
 * rule on a phone (first screen, tap targets), and the phone screens they are held at.
 */

/** English addresses; the Urdu twin of each is under /ur. */
export const PUBLIC_PAGE_KINDS = {
  home: "/",
  about: "/about",
  contact: "/contact",
  gallery: "/gallery",
  search: "/search?q=cotton",
  category: "/category/insecticides",
  product: "/category/insecticides/dhaal-imidacloprid-20-sl",
  "crop guide": "/crops",
  crop: "/crops/cotton",
  "where to buy": "/dealers?district=multan",
  "saved pages": "/saved",
} as const;

export const LANGUAGES: readonly Locale[] = ["en", "ur"];

/** A cheap Android phone (360x640) and a current one (390x844). */
export const PHONE_SCREENS = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
] as const;
