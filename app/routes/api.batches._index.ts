import { actorOf } from "~/auth/auth.server";
import { describePath, jsonBody, ok, pagedList, refusal } from "~/api/describe";
import { batchRecordSchema } from "~/api/record-schemas";
import { batchRecord } from "~/api/records.server";
import { handleApi, readJsonBody, requireApiAdmin } from "~/api/request.server";
import { apiList, apiRefusal, apiResult, methodNotAllowed } from "~/api/responses.server";
import { parseBatchListQuery } from "~/batches/batch-list-query";
import { batchInputSchema } from "~/batches/batch-schema";
import { listBatches, listBatchesPage, saveBatch } from "~/batches/batches.server";
import type { Route } from "./+types/api.batches._index";

const BATCH_CREATED = "Batch created.";

export const openapi = describePath("/api/batches", {
  get: pagedList({
    operationId: "listBatches",
    summary: "Production batches, newest first, with their codes counted; whole or by page",
    admin: true,
    query: [
      {
        name: "product",
        in: "query",
        required: false,
        description: "Only the batches of the product with this slug.",
        schema: { type: "string", examples: ["dhaal-imidacloprid-20-sl"] },
      },
      {
        name: "q",
        in: "query",
        required: false,
        description:
          "Words to find, every one somewhere in the batch number as printed or in its key (capitals and digits only).",
        schema: { type: "string", examples: ["GF-2609"] },
      },
    ],
    answer: "The batches: all that match, or the page asked for.",
    schema: batchRecordSchema,
  }),
  post: {
    operationId: "createBatch",
    summary: "Record a production batch",
    admin: true,
    body: jsonBody(batchInputSchema),
    ok: ok("Created.", batchRecordSchema, BATCH_CREATED),
    created: true,
    refusals: { "409": refusal("Conflict") },
  },
});

/** The batches ?product= and ?q= keep: the whole list, or with ?page=&limit= one page of it. */
export const loader = ({ request }: Route.LoaderArgs) =>
  handleApi(async () => {
    await requireApiAdmin(request);
    const { q, product } = parseBatchListQuery(new URL(request.url).searchParams);
    const filter = { q, productSlug: product };
    return apiList(
      request,
      { all: () => listBatches(filter), page: (asked) => listBatchesPage(filter, asked) },
      batchRecord,
    );
  });

export const action = ({ request }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const by = actorOf(await requireApiAdmin(request), request);
    const body = await readJsonBody(request);
    if (!body.ok) return apiRefusal(body);
    return apiResult(saveBatch(body.value, undefined, by), batchRecord, {
      status: 201,
      message: BATCH_CREATED,
    });
  });
