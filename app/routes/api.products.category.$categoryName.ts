import { listProductsInCategoryNamed } from "~/products/products.server";
import { describePath, list, ok } from "~/api/describe";
import { productRecordSchema } from "~/api/record-schemas";
import { productRecord } from "~/api/records.server";
import { handleApi } from "~/api/request.server";
import { apiOk, methodNotAllowed, notFound } from "~/api/responses.server";
import type { Route } from "./+types/api.products.category.$categoryName";

export const openapi = describePath("/api/products/category/:categoryName", {
  params: {
    categoryName: {
      description: "The category's NAME (any letter case), URL-encoded.",
      schema: { type: "string", examples: ["Insecticides"] },
    },
  },
  get: {
    operationId: "listProductsOfCategory",
    summary: "The products of a category, by the category's name",
    ok: ok("The products, by name.", list(productRecordSchema)),
  },
});

/** Products of the category with this name (any letter case), in catalogue order. */
export const loader = ({ params }: Route.LoaderArgs) =>
  handleApi(() => {
    const products = listProductsInCategoryNamed(params.categoryName ?? "");
    return products ? apiOk(products.map(productRecord)) : notFound("Category");
  });

export const action = () => methodNotAllowed(["GET"]);
