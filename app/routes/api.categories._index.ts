import { actorOf } from "~/auth/auth.server";
import { listCategories, listCategoriesPage, saveCategory } from "~/categories/categories.server";
import { categoryInputSchema } from "~/categories/category-schema";
import { describePath, jsonBody, ok, pagedList, refusal } from "~/api/describe";
import { categoryRecordSchema } from "~/api/record-schemas";
import { categoryRecord } from "~/api/records.server";
import { handleApi, readJsonBody, requireApiAdmin } from "~/api/request.server";
import { apiList, apiRefusal, apiResult, methodNotAllowed } from "~/api/responses.server";
import type { Route } from "./+types/api.categories._index";

const CATEGORY_CREATED = "Category created.";

export const openapi = describePath("/api/categories", {
  get: pagedList({
    operationId: "listCategories",
    summary: "All categories, by name; whole or by page",
    answer: "The categories: all of them, or the page asked for.",
    schema: categoryRecordSchema,
  }),
  post: {
    operationId: "createCategory",
    summary: "Create a category",
    admin: true,
    body: jsonBody(categoryInputSchema),
    ok: ok("Created.", categoryRecordSchema, CATEGORY_CREATED),
    created: true,
    refusals: { "409": refusal("Conflict") },
  },
});

/** The whole list, or with ?page=&limit= one page of it (see apiList). */
export const loader = ({ request }: Route.LoaderArgs) =>
  handleApi(() =>
    apiList(request, { all: listCategories, page: listCategoriesPage }, categoryRecord),
  );

export const action = ({ request }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const by = actorOf(await requireApiAdmin(request), request);
    const body = await readJsonBody(request);
    if (!body.ok) return apiRefusal(body);
    return apiResult(saveCategory(body.value, undefined, by), categoryRecord, {
      status: 201,
      message: CATEGORY_CREATED,
    });
  });
