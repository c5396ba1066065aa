import { listProductsInCategoryNamed } from "~/products/products.server";
import { productRecord } from "~/api/records.server";
import { handleApi } from "~/api/request.server";
import { apiOk, methodNotAllowed, notFound } from "~/api/responses.server";
import type { Route } from "./+types/api.products.category.$categoryName";

/** Products of the category with this name (any letter case), in catalogue order. */
export const loader = ({ params }: Route.LoaderArgs) =>
  handleApi(() => {
    const products = listProductsInCategoryNamed(params.categoryName ?? "");
    return products ? apiOk(products.map(productRecord)) : notFound("Category");
  });

export const action = () => methodNotAllowed(["GET"]);
