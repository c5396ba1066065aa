import { SAME_DEALER_REFUSED } from "~/api/dealer-parameters";
import { describePath, idParameter, jsonBody, ok } from "~/api/describe";
import { dealerRecordSchema } from "~/api/record-schemas";
import { dealerRecord } from "~/api/records.server";
import { handleApi, idParam, readJsonBody, requireApiAdmin } from "~/api/request.server";
import { apiFound, apiRefusal, apiResult, methodNotAllowed } from "~/api/responses.server";
import { actorOf, readAdminSession } from "~/auth/auth.server";
import { dealerInputSchema } from "~/dealers/dealer-schema";
import { deleteDealer, getDealerById, saveDealer } from "~/dealers/dealers.server";
import type { Route } from "./+types/api.dealers.$id";
import { movedToTrash } from "~/api/trash-parameters";

const DEALER_UPDATED = "Dealer updated.";
const DEALER_DELETED = "Dealer deleted.";

export const openapi = describePath("/api/dealers/:id", {
  params: { id: idParameter("dealer") },
  get: {
    operationId: "getDealer",
    summary: "One dealer by id (an inactive one with the admin's token only)",
    ok: ok("The dealer.", dealerRecordSchema),
  },
  put: {
    operationId: "updateDealer",
    summary: "Update a dealer; Urdu texts, `active` and stock lists left out are left as stored",
    admin: true,
    body: jsonBody(dealerInputSchema),
    ok: ok("Updated.", dealerRecordSchema, DEALER_UPDATED),
    refusals: { "409": SAME_DEALER_REFUSED },
  },
  delete: {
    operationId: "deleteDealer",
    summary: "Delete a dealer (to the trash, with what it stocks)",
    admin: true,
    ok: movedToTrash("dealer", "dealers", dealerRecordSchema, DEALER_DELETED),
  },
});

/** Anyone reads an active dealer; an inactive one is not found without the admin's token. */
export const loader = ({ request, params }: Route.LoaderArgs) =>
  handleApi(async () => {
    const dealer = getDealerById(idParam(params.id, "Dealer"));
    const shown = dealer?.active || (await readAdminSession(request)) ? dealer : undefined;
    return apiFound(shown, dealerRecord, "Dealer");
  });

export const action = ({ request, params }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "PUT" && request.method !== "DELETE") {
      return methodNotAllowed(["GET", "PUT", "DELETE"]);
    }
    const by = actorOf(await requireApiAdmin(request), request);
    const id = idParam(params.id, "Dealer");
    if (request.method === "DELETE") {
      return apiResult(deleteDealer(id, by), dealerRecord, { message: DEALER_DELETED });
    }
    const body = await readJsonBody(request);
    if (!body.ok) return apiRefusal(body);
    return apiResult(saveDealer(body.value, id, by), dealerRecord, { message: DEALER_UPDATED });
  });
