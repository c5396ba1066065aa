import { and, isNotNull, isNull, eq } from "drizzle-orm";
import { db, WRITE_TRANSACTION } from "~/db/db.server";
import { productUses } from "~/db/schema";
import { doseColumnsFromText } from "./dose-columns";

/**
 * Turns doses kept as typed text into data wherever the text plainly states an amount per area
 * in both languages alike (doseColumnsFromText, the rule saving by the admin and the API
 * follows). Run at every start: it converts the doses migration 0012 kept as text and, after the
 * parser learns a new form, the doses it now reads; the rest stay text. Answers how many.
 */
export function convertTypedDoses(): number {
  const typed = db()
    .select({
      id: productUses.id,
      doseText: productUses.doseText,
      doseTextUr: productUses.doseTextUr,
    })
    .from(productUses)
    .where(and(isNotNull(productUses.doseText), isNull(productUses.doseAmount)))
    .all();
  const converted = typed.flatMap(({ id, doseText, doseTextUr }) => {
    const columns = doseColumnsFromText(doseText ?? "", doseTextUr);
    return columns.doseAmount === null ? [] : [{ id, columns }];
  });
  if (converted.length === 0) return 0;
  db().transaction(() => {
    for (const { id, columns } of converted) {
      db().update(productUses).set(columns).where(eq(productUses.id, id)).run();
    }
  }, WRITE_TRANSACTION);
  return converted.length;
}
