import { eq } from "drizzle-orm";
import { db } from "~/db/db.server";
import { products } from "~/db/schema";

/**
 * The product an enquiry asks about, as the product page's contact link names it
 * (`/contact?product=<slug>`, carried by the form): its slug when a product has it, else ''.
 * Anything else typed there is not counted, so the counts name only real products.
 */
export function productAskedAbout(value: unknown): string {
  if (typeof value !== "string" || value === "" || value.length > 200) return "";
  const found = db()
    .select({ slug: products.slug })
    .from(products)
    .where(eq(products.slug, value))
    .get();
  return found?.slug ?? "";
}
