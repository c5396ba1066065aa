import { deleteCategory, getCategoryById, saveCategory } from "~/categories/categories.server";
import { categoryRecord } from "~/api/records.server";
import { handleApi, idParam, readJsonBody, requireApiAdmin } from "~/api/request.server";
import { apiFound, apiRefusal, apiResult, methodNotAllowed } from "~/api/responses.server";
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
    const body = await readJsonBody(request);
    if (!body.ok) return apiRefusal(body);
    return apiResult(saveCategory(body.value, id), categoryRecord, {
      message: "Category updated.",
    });
  });
