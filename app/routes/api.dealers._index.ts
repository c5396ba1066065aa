import {
  DEALER_FILTER_PARAMETERS,
  DEALER_LIST_REFUSED,
  SAME_DEALER_REFUSED,
} from "~/api/dealer-parameters";
import { describePath, jsonBody, ok, pagedList } from "~/api/describe";
import { dealerRecordSchema } from "~/api/record-schemas";
import { dealerRecord } from "~/api/records.server";
import { handleApi, readJsonBody, requireApiAdmin } from "~/api/request.server";
import { apiListAnswer, apiRefusal, apiResult, methodNotAllowed } from "~/api/responses.server";
import { actorOf, readAdminSession } from "~/auth/auth.server";
import { parseDealerApiQuery } from "~/dealers/dealer-api-query";
import { dealerInputSchema } from "~/dealers/dealer-schema";
import { listDealers, listDealersPage, saveDealer } from "~/dealers/dealers.server";
import type { Route } from "./+types/api.dealers._index";

const DEALER_CREATED = "Dealer created.";

const list = pagedList({
  operationId: "listDealers",
  summary:
    "Authorised dealers, newest first, by district, town and what they stock; whole or by page",
  query: DEALER_FILTER_PARAMETERS,
  answer: "The dealers the filters keep: all of them, or the page asked for.",
  schema: dealerRecordSchema,
  refused: DEALER_LIST_REFUSED,
});

export const openapi = describePath("/api/dealers", {
  get: list,
  post: {
    operationId: "createDealer",
    summary: "Add a dealer",
    admin: true,
    body: jsonBody(dealerInputSchema),
    ok: ok("Created.", dealerRecordSchema, DEALER_CREATED),
    created: true,
    refusals: { "409": SAME_DEALER_REFUSED },
  },
});

/** The filters and page of the address; without the admin's token, the active dealers only. */
export const loader = ({ request }: Route.LoaderArgs) =>
  handleApi(async () => {
    const admin = (await readAdminSession(request)) !== null;
    const asked = parseDealerApiQuery(new URL(request.url).searchParams, admin);
    if (!asked.ok) return apiRefusal(asked);
    const { filter, page } = asked.value;
    return apiListAnswer(
      page,
      { all: () => listDealers(filter), page: (pageAsked) => listDealersPage(filter, pageAsked) },
      dealerRecord,
    );
  });

/** JSON: a dealer as the admin form sends it. */
export const action = ({ request }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const by = actorOf(await requireApiAdmin(request), request);
    const body = await readJsonBody(request);
    if (!body.ok) return apiRefusal(body);
    return apiResult(saveDealer(body.value, undefined, by), dealerRecord, {
      status: 201,
      message: DEALER_CREATED,
    });
  });
