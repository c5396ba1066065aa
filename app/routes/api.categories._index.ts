import type { ActionFunctionArgs } from "@remix-run/node";
import { listCategories, saveCategory } from "~/categories/categories.server";
import { categoryRecord } from "~/api/records.server";
import { handleApi, readJsonBody, requireApiAdmin } from "~/api/request.server";
import { apiOk, apiResult, methodNotAllowed } from "~/api/responses.server";

export const loader = () => handleApi(() => apiOk(listCategories().map(categoryRecord)));

export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    await requireApiAdmin(request);
    return apiResult(saveCategory(await readJsonBody(request)), categoryRecord, {
      status: 201,
      message: "Category created.",
    });
  });
