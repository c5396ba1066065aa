import type { ProductSafety } from "~/products/safety";

/** The safety facts of a product whose label's facts were never given. */
export const NO_SAFETY_FACTS: ProductSafety = {
  registrationNumber: null,
  hazardClass: null,
  protectiveWear: [],
  firstAid: null,
  firstAidUr: null,
  antidote: null,
  antidoteUr: null,
  warnsBees: false,
  warnsFish: false,
  warnsLivestock: false,
  labelPdfKey: null,
  safetySheetPdfKey: null,
};
