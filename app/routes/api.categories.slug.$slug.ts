import type { LoaderFunctionArgs } from "@remix-run/node";
import { getCategoryBySlug } from "~/categories/categories.server";
import { categoryRecord } from "~/api/records.server";
import { handleApi } from "~/api/request.server";
import { apiOk, methodNotAllowed, notFound } from "~/api/responses.server";

export const loader = ({ params }: LoaderFunctionArgs) =>
  handleApi(() => {
    const category = getCategoryBySlug(params.slug ?? "");
    return category ? apiOk(categoryRecord(category)) : notFound("Category");
  });
export const action = () => methodNotAllowed(["GET"]);
