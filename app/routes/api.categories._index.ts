import { listCategories, listCategoriesPage, saveCategory } from "~/categories/categories.server";
import { categoryRecord } from "~/api/records.server";
import { handleApi, readJsonBody, requireApiAdmin } from "~/api/request.server";
import { apiList, apiRefusal, apiResult, methodNotAllowed } from "~/api/responses.server";
import type { Route } from "./+types/api.categories._index";

/** The whole list, or with ?page=&limit= one page of it (see apiList). */
export const loader = ({ request }: Route.LoaderArgs) =>
  handleApi(() =>
    apiList(request, { all: listCategories, page: listCategoriesPage }, categoryRecord),
  );

export const action = ({ request }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    await requireApiAdmin(request);
    const body = await readJsonBody(request);
    if (!body.ok) return apiRefusal(body);
    return apiResult(saveCategory(body.value), categoryRecord, {
      status: 201,
      message: "Category created.",
    });
  });
