import { createBatch, type Batch } from "~/batches/batches.server";
import { addCategory, addProduct } from "./db-helpers";

/** Two insecticides, Dhaal and Shikra, for batches to be of. */
export function twoProducts() {
  const insecticides = addCategory("Insecticides");
  return {
    dhaal: addProduct(insecticides.id, "Dhaal Imidacloprid 20% SL"),
    shikra: addProduct(insecticides.id, "Shikra Lambda 2.5% EC"),
  };
}

/**
 * A batch of a product of its own (named after the batch unless `productName` says), made in
 * March 2026, good for two years.
 */
export function aBatch(batchNumber = "GF-2609-114", productName = `Dhaal ${batchNumber}`): Batch {
  const category = addCategory(`Insecticides ${batchNumber}`);
  const product = addProduct(category.id, productName);
  return createBatch({
    product: product.slug,
    batchNumber,
    manufacturedOn: "2026-03-10",
    expiresOn: "2028-03-09",
  });
}
