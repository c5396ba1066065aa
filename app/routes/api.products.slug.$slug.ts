import { getProductBySlug } from "~/products/products.server";
import { describePath, ok, slugParameter } from "~/api/describe";
import { productRecordSchema } from "~/api/record-schemas";
import { productRecord } from "~/api/records.server";
import { handleApi } from "~/api/request.server";
import { apiFound, methodNotAllowed } from "~/api/responses.server";
import type { Route } from "./+types/api.products.slug.$slug";

export const openapi = describePath("/api/products/slug/:slug", {
  params: { slug: slugParameter("product", "dhaal") },
  get: {
    operationId: "getProductBySlug",
    summary: "One product by slug",
    ok: ok("The product.", productRecordSchema),
  },
});

export const loader = ({ params }: Route.LoaderArgs) =>
  handleApi(() => apiFound(getProductBySlug(params.slug ?? ""), productRecord, "Product"));

export const action = () => methodNotAllowed(["GET"]);
