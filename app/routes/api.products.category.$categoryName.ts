import type { LoaderFunctionArgs } from "@remix-run/node";
import { listProductsInCategoryNamed } from "~/products/products.server";
import { productRecord } from "~/api/records.server";
import { handleApi } from "~/api/request.server";
import { apiOk, methodNotAllowed, notFound } from "~/api/responses.server";

/** Products of the category with this name (any letter case), in catalogue order. */
export const loader = ({ params }: LoaderFunctionArgs) =>
  handleApi(() => {
    const products = listProductsInCategoryNamed(params.categoryName ?? "");
    return products ? apiOk(products.map(productRecord)) : notFound("Category");
  });

export const action = () => methodNotAllowed(["GET"]);
