import { getProductBySlug } from "~/products/products.server";
import { productRecord } from "~/api/records.server";
import { handleApi } from "~/api/request.server";
import { apiFound, methodNotAllowed } from "~/api/responses.server";
import type { Route } from "./+types/api.products.slug.$slug";

export const loader = ({ params }: Route.LoaderArgs) =>
  handleApi(() => apiFound(getProductBySlug(params.slug ?? ""), productRecord, "Product"));

export const action = () => methodNotAllowed(["GET"]);
