import { getCategoryBySlug } from "~/categories/categories.server";
import { categoryRecord } from "~/api/records.server";
import { handleApi } from "~/api/request.server";
import { apiFound, methodNotAllowed } from "~/api/responses.server";
import type { Route } from "./+types/api.categories.slug.$slug";

export const loader = ({ params }: Route.LoaderArgs) =>
  handleApi(() => apiFound(getCategoryBySlug(params.slug ?? ""), categoryRecord, "Category"));

export const action = () => methodNotAllowed(["GET"]);
