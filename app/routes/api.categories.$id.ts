import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteCategory, getCategoryById, saveCategory } from "~/categories/categories.server";
import { categoryRecord } from "~/api/records.server";
import { handleApi, idParam, readJsonBody, requireApiAdmin } from "~/api/request.server";
import { apiOk, apiRefusal, methodNotAllowed, notFound } from "~/api/responses.server";

export const loader = ({ params }: LoaderFunctionArgs) =>
  handleApi(() => {
    const category = getCategoryById(idParam(params.id, "Category"));
    return category ? apiOk(categoryRecord(category)) : notFound("Category");
  });

export const action = ({ request, params }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "PUT" && request.method !== "DELETE") {
      return methodNotAllowed(["GET", "PUT", "DELETE"]);
    }
    await requireApiAdmin(request);
    const id = idParam(params.id, "Category");
    if (request.method === "DELETE") {
      const result = deleteCategory(id);
      return result.ok
        ? apiOk(categoryRecord(result.value), { message: "Category deleted." })
        : apiRefusal(result);
    }
    const result = saveCategory(await readJsonBody(request), id);
    return result.ok
      ? apiOk(categoryRecord(result.value), { message: "Category updated." })
      : apiRefusal(result);
  });
