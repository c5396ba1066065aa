import type { LoaderFunctionArgs } from "@remix-run/node";
import { getCategoryBySlug } from "~/categories/categories.server";
import { categoryRecord } from "~/api/records.server";
import { handleApi } from "~/api/request.server";
import { apiFound, methodNotAllowed } from "~/api/responses.server";

export const loader = ({ params }: LoaderFunctionArgs) =>
  handleApi(() => apiFound(getCategoryBySlug(params.slug ?? ""), categoryRecord, "Category"));

export const action = () => methodNotAllowed(["GET"]);
