import { describePath, failure, pagedList, PAGE_REFUSAL_TEXT } from "~/api/describe";
import { trashRecordSchema } from "~/api/record-schemas";
import { trashRecord } from "~/api/records.server";
import { handleApi, requireApiAdmin } from "~/api/request.server";
import { apiList, apiRefusal, methodNotAllowed } from "~/api/responses.server";
import { isTrashKind, TRASH_DAYS, TRASH_KINDS } from "~/db/trash-kinds";
import { refuse } from "~/lib/result";
import { listTrash, listTrashPage } from "~/trash/trash.server";
import type { Route } from "./+types/api.trash._index";

const KIND_MESSAGE = `kind must be one of: ${TRASH_KINDS.join(", ")}.`;

export const openapi = describePath("/api/trash", {
  get: pagedList({
    operationId: "listTrash",
    summary: `Deleted records, kept ${TRASH_DAYS} days, the last deleted first; whole or by page`,
    admin: true,
    query: [
      {
        name: "kind",
        in: "query",
        required: false,
        description: "Only the records of this kind.",
        schema: { type: "string", enum: [...TRASH_KINDS], examples: ["products"] },
      },
    ],
    answer: "The records in the trash the filter keeps: all of them, or the page asked for.",
    schema: trashRecordSchema,
    refused: failure(
      `\`kind\` is not a kind of record the trash keeps; or ${PAGE_REFUSAL_TEXT}: \`errors\` names each.`,
      KIND_MESSAGE,
      { kind: KIND_MESSAGE },
    ),
  }),
});

export const loader = ({ request }: Route.LoaderArgs) =>
  handleApi(async () => {
    await requireApiAdmin(request);
    const kind = new URL(request.url).searchParams.get("kind");
    if (kind !== null && !isTrashKind(kind)) {
      return apiRefusal(refuse(400, KIND_MESSAGE, { kind: KIND_MESSAGE }));
    }
    const filter = { kind };
    return apiList(
      request,
      { all: () => listTrash(filter), page: (asked) => listTrashPage(filter, asked) },
      trashRecord,
    );
  });

export const action = () => methodNotAllowed(["GET"]);
