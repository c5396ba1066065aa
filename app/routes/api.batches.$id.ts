import { actorOf } from "~/auth/auth.server";
import { describePath, idParameter, jsonBody, ok, refusal } from "~/api/describe";
import { batchRecordSchema } from "~/api/record-schemas";
import { batchRecord } from "~/api/records.server";
import { handleApi, idParam, readJsonBody, requireApiAdmin } from "~/api/request.server";
import { apiFound, apiRefusal, apiResult, methodNotAllowed } from "~/api/responses.server";
import { batchInputSchema } from "~/batches/batch-schema";
import { deleteBatch, getBatchById, saveBatch } from "~/batches/batches.server";
import type { Route } from "./+types/api.batches.$id";
import { movedToTrash } from "~/api/trash-parameters";

const BATCH_UPDATED = "Batch updated.";
const BATCH_DELETED = "Batch deleted.";

export const openapi = describePath("/api/batches/:id", {
  params: { id: idParameter("batch") },
  get: {
    operationId: "getBatch",
    summary: "One batch by id",
    admin: true,
    ok: ok("The batch.", batchRecordSchema),
  },
  put: {
    operationId: "updateBatch",
    summary: "Update a batch: every field is replaced (the Urdu recall note only when sent)",
    admin: true,
    body: jsonBody(batchInputSchema),
    ok: ok("Updated.", batchRecordSchema, BATCH_UPDATED),
    refusals: { "409": refusal("Conflict") },
  },
  delete: {
    operationId: "deleteBatch",
    summary:
      "Delete a batch and its pack codes (to the trash): while there, printed codes of it are unknown to farmers who check them",
    admin: true,
    ok: movedToTrash("batch", "batches", batchRecordSchema, BATCH_DELETED),
  },
});

export const loader = ({ request, params }: Route.LoaderArgs) =>
  handleApi(async () => {
    await requireApiAdmin(request);
    return apiFound(getBatchById(idParam(params.id, "Batch")), batchRecord, "Batch");
  });

export const action = ({ request, params }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "PUT" && request.method !== "DELETE") {
      return methodNotAllowed(["GET", "PUT", "DELETE"]);
    }
    const by = actorOf(await requireApiAdmin(request), request);
    const id = idParam(params.id, "Batch");
    if (request.method === "DELETE") {
      return apiResult(deleteBatch(id, by), batchRecord, { message: BATCH_DELETED });
    }
    const body = await readJsonBody(request);
    if (!body.ok) return apiRefusal(body);
    return apiResult(saveBatch(body.value, id, by), batchRecord, { message: BATCH_UPDATED });
  });
