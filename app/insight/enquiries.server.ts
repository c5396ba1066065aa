import { eq } from "drizzle-orm";
import { onEnquiryAccepted } from "~/contacts/contacts.server";
import { db } from "~/db/db.server";
import { products } from "~/db/schema";
import { countEnquiry } from "./tally.server";

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

const holder = globalThis as typeof globalThis & { __insightEnquiries?: true };

/** Counts every enquiry accepted from now on, by subject, language and product. Once. */
export function startCountingEnquiries(): void {
  if (holder.__insightEnquiries) return;
  holder.__insightEnquiries = true;
  onEnquiryAccepted(({ subject, language, product, at }) =>
    countEnquiry({ subject, language, product: productAskedAbout(product) }, at),
  );
}
