import { listCategories, listCategoriesPage, saveCategory } from "~/categories/categories.server";
import { categoryRecord } from "~/api/records.server";
import { handleApi, readJsonBody, requireApiAdmin } from "~/api/request.server";
import { apiList, apiResult, methodNotAllowed } from "~/api/responses.server";
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
    return apiResult(saveCategory(await readJsonBody(request)), categoryRecord, {
      status: 201,
      message: "Category created.",
    });
  });
