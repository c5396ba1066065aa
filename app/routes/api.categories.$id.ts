import { deleteCategory, getCategoryById, saveCategory } from "~/categories/categories.server";
import { categoryRecord } from "~/api/records.server";
import { handleApi, idParam, readJsonBody, requireApiAdmin } from "~/api/request.server";
import { apiFound, apiResult, methodNotAllowed } from "~/api/responses.server";
import type { Route } from "./+types/api.categories.$id";

export const loader = ({ params }: Route.LoaderArgs) =>
  handleApi(() =>
    apiFound(getCategoryById(idParam(params.id, "Category")), categoryRecord, "Category"),
  );

export const action = ({ request, params }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "PUT" && request.method !== "DELETE") {
      return methodNotAllowed(["GET", "PUT", "DELETE"]);
    }
    await requireApiAdmin(request);
    const id = idParam(params.id, "Category");
    if (request.method === "DELETE") {
      return apiResult(deleteCategory(id), categoryRecord, { message: "Category deleted." });
    }
    return apiResult(saveCategory(await readJsonBody(request), id), categoryRecord, {
      message: "Category updated.",
    });
  });
