import { actorOf } from "~/auth/auth.server";
import { deleteCategory, getCategoryById, saveCategory } from "~/categories/categories.server";
import { categoryInputSchema, categoryInUseMessage } from "~/categories/category-schema";
import { describePath, failure, idParameter, jsonBody, ok, refusal } from "~/api/describe";
import { categoryRecordSchema } from "~/api/record-schemas";
import { categoryRecord } from "~/api/records.server";
import { handleApi, idParam, readJsonBody, requireApiAdmin } from "~/api/request.server";
import { apiFound, apiRefusal, apiResult, methodNotAllowed } from "~/api/responses.server";
import type { Route } from "./+types/api.categories.$id";
import { movedToTrash } from "~/api/trash-parameters";

const CATEGORY_UPDATED = "Category updated.";
const CATEGORY_DELETED = "Category deleted.";

export const openapi = describePath("/api/categories/:id", {
  params: { id: idParameter("category") },
  get: {
    operationId: "getCategory",
    summary: "One category by id",
    ok: ok("The category.", categoryRecordSchema),
  },
  put: {
    operationId: "updateCategory",
    summary: "Update a category (its products follow a new name)",
    admin: true,
    body: jsonBody(categoryInputSchema),
    ok: ok("Updated.", categoryRecordSchema, CATEGORY_UPDATED),
    refusals: { "409": refusal("Conflict") },
  },
  delete: {
    operationId: "deleteCategory",
    summary: "Delete an empty category (to the trash)",
    admin: true,
    ok: movedToTrash("category", "categories", categoryRecordSchema, CATEGORY_DELETED),
    refusals: {
      "409": failure("The category still has products.", categoryInUseMessage("Insecticides", 6)),
    },
  },
});

export const loader = ({ params }: Route.LoaderArgs) =>
  handleApi(() =>
    apiFound(getCategoryById(idParam(params.id, "Category")), categoryRecord, "Category"),
  );

export const action = ({ request, params }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "PUT" && request.method !== "DELETE") {
      return methodNotAllowed(["GET", "PUT", "DELETE"]);
    }
    const by = actorOf(await requireApiAdmin(request), request);
    const id = idParam(params.id, "Category");
    if (request.method === "DELETE") {
      return apiResult(deleteCategory(id, by), categoryRecord, { message: CATEGORY_DELETED });
    }
    const body = await readJsonBody(request);
    if (!body.ok) return apiRefusal(body);
    return apiResult(saveCategory(body.value, id, by), categoryRecord, {
      message: CATEGORY_UPDATED,
    });
  });
