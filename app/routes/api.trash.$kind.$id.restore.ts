import { actorOf } from "~/auth/auth.server";
import { describePath, failure, ok } from "~/api/describe";
import { trashRecordSchema } from "~/api/record-schemas";
import { trashRecord } from "~/api/records.server";
import { TRASHED_RECORD_PARAMETERS } from "~/api/trash-parameters";
import { handleApi, requireApiAdmin } from "~/api/request.server";
import { apiRefusal, apiResult, methodNotAllowed } from "~/api/responses.server";
import { restoreTrashEntry, trashEntryOf } from "~/trash/trash.server";
import type { Route } from "./+types/api.trash.$kind.$id.restore";

const RESTORED = "Restored from the trash.";

export const openapi = describePath("/api/trash/:kind/:id/restore", {
  params: TRASHED_RECORD_PARAMETERS,
  post: {
    operationId: "restoreFromTrash",
    summary:
      "Restore a deleted record exactly as it was: the same `_id`, slug and fields, with its images, uses, batches and pack codes; read it again at its own path",
    admin: true,
    ok: ok("Restored; `data` is its entry as it was in the trash.", trashRecordSchema, RESTORED),
    refusals: {
      "409": failure(
        "It cannot come back as it was: another record took its slug, name or batch number since (change that one first), or it needs a record that is in the trash (restore that first) or was deleted for good. Nothing is written.",
        'The product "Dhaal" needs the category "Insecticides", which is in the trash: restore that first.',
      ),
    },
  },
});

export const loader = () => methodNotAllowed(["POST"]);

export const action = ({ request, params }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const by = actorOf(await requireApiAdmin(request), request);
    const entry = trashEntryOf(params.kind, params.id);
    if (!entry.ok) return apiRefusal(entry);
    return apiResult(restoreTrashEntry(entry.value.id, by), trashRecord, { message: RESTORED });
  });
