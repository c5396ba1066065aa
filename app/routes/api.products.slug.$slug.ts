import type { LoaderFunctionArgs } from "@remix-run/node";
import { getProductBySlug } from "~/products/products.server";
import { productRecord } from "~/api/records.server";
import { handleApi } from "~/api/request.server";
import { apiFound, methodNotAllowed } from "~/api/responses.server";

export const loader = ({ params }: LoaderFunctionArgs) =>
  handleApi(() => apiFound(getProductBySlug(params.slug ?? ""), productRecord, "Product"));

export const action = () => methodNotAllowed(["GET"]);
