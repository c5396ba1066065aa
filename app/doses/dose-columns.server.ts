import { productUses } from "~/db/schema";

/** The dose columns of product_uses, for the queries that read uses (see readUseDose). */
export const useDoseColumns = {
  doseAmount: productUses.doseAmount,
  doseAmountMax: productUses.doseAmountMax,
  doseUnit: productUses.doseUnit,
  doseArea: productUses.doseArea,
  waterLitres: productUses.waterLitres,
  waterLitresMax: productUses.waterLitresMax,
  doseNote: productUses.doseNote,
  doseNoteUr: productUses.doseNoteUr,
  doseText: productUses.doseText,
  doseTextUr: productUses.doseTextUr,
};
