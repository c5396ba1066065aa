import { actorOf } from "~/auth/auth.server";
import { describePath, failure, ok } from "~/api/describe";
import { trashRecordSchema } from "~/api/record-schemas";
import { trashRecord } from "~/api/records.server";
import { TRASHED_RECORD_PARAMETERS } from "~/api/trash-parameters";
import { handleApi, requireApiAdmin } from "~/api/request.server";
import { apiRefusal, apiResult, methodNotAllowed } from "~/api/responses.server";
import { deleteTrashEntryForGood, trashEntryOf } from "~/trash/trash.server";
import type { Route } from "./+types/api.trash.$kind.$id";

const DELETED_FOR_GOOD = "Deleted for good.";

export const openapi = describePath("/api/trash/:kind/:id", {
  params: TRASHED_RECORD_PARAMETERS,
  get: {
    operationId: "getTrashEntry",
    summary: "A deleted record in the trash",
    admin: true,
    ok: ok("The record's entry in the trash.", trashRecordSchema),
  },
  delete: {
    operationId: "deleteForGood",
    summary: "Delete a record in the trash for good, with its files: it cannot be restored",
    admin: true,
    ok: ok("Deleted for good; `data` is its entry as it was.", trashRecordSchema, DELETED_FOR_GOOD),
    refusals: {
      "409": failure(
        "Another record in the trash needs it (a product of a trashed category): delete that one for good first, or restore both.",
        'The product "Dhaal", also in the trash, needs the category "Insecticides": delete that for good first, or restore both.',
      ),
    },
  },
});

export const loader = ({ request, params }: Route.LoaderArgs) =>
  handleApi(async () => {
    await requireApiAdmin(request);
    return apiResult(trashEntryOf(params.kind, params.id), trashRecord);
  });

export const action = ({ request, params }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "DELETE") return methodNotAllowed(["GET", "DELETE"]);
    const by = actorOf(await requireApiAdmin(request), request);
    const entry = trashEntryOf(params.kind, params.id);
    if (!entry.ok) return apiRefusal(entry);
    return apiResult(await deleteTrashEntryForGood(entry.value.id, by), trashRecord, {
      message: DELETED_FOR_GOOD,
    });
  });
