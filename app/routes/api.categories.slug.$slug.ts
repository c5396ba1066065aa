import { getCategoryBySlug } from "~/categories/categories.server";
import { describePath, ok, slugParameter } from "~/api/describe";
import { categoryRecordSchema } from "~/api/record-schemas";
import { categoryRecord } from "~/api/records.server";
import { handleApi } from "~/api/request.server";
import { apiFound, methodNotAllowed } from "~/api/responses.server";
import type { Route } from "./+types/api.categories.slug.$slug";

export const openapi = describePath("/api/categories/slug/:slug", {
  params: { slug: slugParameter("category", "insecticides") },
  get: {
    operationId: "getCategoryBySlug",
    summary: "One category by slug",
    ok: ok("The category.", categoryRecordSchema),
  },
});

export const loader = ({ params }: Route.LoaderArgs) =>
  handleApi(() => apiFound(getCategoryBySlug(params.slug ?? ""), categoryRecord, "Category"));

export const action = () => methodNotAllowed(["GET"]);
