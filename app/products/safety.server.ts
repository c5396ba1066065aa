import { products } from "~/db/schema";
import { deleteDocument, storePdf } from "~/documents/documents.server";
import { pdfFileProblem } from "~/documents/pdf-file";
import { chosenFiles } from "~/images/uploads.server";
import type { FieldErrors } from "~/lib/validation";
import type { ProductInput } from "./product-schema";
import {
  DOCUMENT_FIELDS,
  PRODUCT_DOCUMENTS,
  type ProductDocument,
  type ProductSafety,
} from "./safety";

/** The columns of a product's safety facts, for its queries. */
export const safetyColumns = {
  registrationNumber: products.registrationNumber,
  hazardClass: products.hazardClass,
  protectiveWear: products.protectiveWear,
  firstAid: products.firstAid,
  firstAidUr: products.firstAidUr,
  antidote: products.antidote,
  antidoteUr: products.antidoteUr,
  warnsBees: products.warnsBees,
  warnsFish: products.warnsFish,
  warnsLivestock: products.warnsLivestock,
  labelPdfKey: products.labelPdfKey,
  safetySheetPdfKey: products.safetySheetPdfKey,
};

/** A product's safety facts from its row. */
export function safetyOf(row: ProductSafety): ProductSafety {
  return {
    registrationNumber: row.registrationNumber,
    hazardClass: row.hazardClass,
    protectiveWear: row.protectiveWear,
    firstAid: row.firstAid,
    firstAidUr: row.firstAidUr,
    antidote: row.antidote,
    antidoteUr: row.antidoteUr,
    warnsBees: row.warnsBees,
    warnsFish: row.warnsFish,
    warnsLivestock: row.warnsLivestock,
    labelPdfKey: row.labelPdfKey,
    safetySheetPdfKey: row.safetySheetPdfKey,
  };
}

/**
 * The columns a save writes of the safety facts, but the documents (see storeDocuments). Urdu
 * left out of the input (undefined) is left as stored: drizzle skips undefined values.
 */
export function safetyColumnsOf(input: ProductInput) {
  return {
    registrationNumber: input.registrationNumber ?? null,
    hazardClass: input.hazardClass,
    protectiveWear: input.protectiveWear,
    firstAid: input.firstAid ?? null,
    firstAidUr: input.firstAidUr,
    antidote: input.antidote ?? null,
    antidoteUr: input.antidoteUr,
    warnsBees: input.warnsBees,
    warnsFish: input.warnsFish,
    warnsLivestock: input.warnsLivestock,
  };
}

/** The PDF files chosen for a product's documents, by field; a field left out has none. */
export type ChosenDocuments = Partial<Record<ProductDocument, File | null>>;

/** The documents chosen in a product's submitted form (the admin's or the API's). */
export function chosenDocumentsOf(form: FormData): ChosenDocuments {
  return Object.fromEntries(
    PRODUCT_DOCUMENTS.map((field) => [field, chosenFiles(form, field)[0] ?? null]),
  );
}

/** A chosen document's content, read once for its check and its storing. */
type ReadDocument = { field: ProductDocument; name: string; bytes: Uint8Array };

/**
 * Reads the chosen documents and checks each is a PDF within its limit; the problems are keyed
 * by field, naming the file.
 */
export async function readChosenDocuments(
  chosen: ChosenDocuments,
): Promise<{ documents: ReadDocument[]; errors: FieldErrors }> {
  const documents: ReadDocument[] = [];
  const errors: FieldErrors = {};
  for (const field of PRODUCT_DOCUMENTS) {
    const file = chosen[field];
    if (!file) continue;
    const problem = await pdfFileProblem(file);
    if (problem) errors[field] = problem;
    else
      documents.push({ field, name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
  }
  return { documents, errors };
}

/** What storing a save's documents did: the columns to write, and the files it made or frees. */
export interface StoredDocuments {
  columns: Partial<Record<(typeof DOCUMENT_FIELDS)[ProductDocument]["key"], string | null>>;
  /** Keys of the files just written, deleted if the save does not go through. */
  stored: string[];
  /** Keys of the files replaced or removed, deleted once the save has gone through. */
  released: string[];
}

/**
 * Writes the checked documents' files and says which columns change: a new file replaces the
 * stored one, a removal (`removeLabelPdf`, `removeSafetyDataSheetPdf`) with no new file clears it,
 * and a field with neither is left as stored.
 */
export async function storeDocuments(
  documents: readonly ReadDocument[],
  input: Pick<ProductInput, "removeLabelPdf" | "removeSafetyDataSheetPdf">,
  existing: ProductSafety | undefined,
): Promise<StoredDocuments> {
  const result: StoredDocuments = { columns: {}, stored: [], released: [] };
  try {
    for (const field of PRODUCT_DOCUMENTS) {
      const { key, remove } = DOCUMENT_FIELDS[field];
      const chosen = documents.find((document) => document.field === field);
      const old = existing?.[key] ?? null;
      if (chosen) {
        const stored = await storePdf(chosen.bytes, chosen.name);
        // Checked when read: a refusal here would be a bug.
        if (!stored.ok) throw new Error(stored.message);
        result.stored.push(stored.value);
        result.columns[key] = stored.value;
      } else if (input[remove] && old) {
        result.columns[key] = null;
      } else {
        continue;
      }
      if (old) result.released.push(old);
    }
  } catch (error) {
    await Promise.all(result.stored.map(deleteDocument));
    throw error;
  }
  return result;
}

/** The keys of a product's documents, whose files stay while it is in the trash. */
export function documentKeysOf(safety: ProductSafety): string[] {
  return PRODUCT_DOCUMENTS.flatMap((field) => safety[DOCUMENT_FIELDS[field].key] ?? []);
}
