import type { LoaderFunctionArgs } from "@remix-run/node";
import { getProductBySlug } from "~/products/products.server";
import { productRecord } from "~/api/records.server";
import { handleApi } from "~/api/request.server";
import { apiOk, methodNotAllowed, notFound } from "~/api/responses.server";

export const loader = ({ params }: LoaderFunctionArgs) =>
  handleApi(() => {
    const product = getProductBySlug(params.slug ?? "");
    return product ? apiOk(productRecord(product)) : notFound("Product");
  });

export const action = () => methodNotAllowed(["GET"]);
