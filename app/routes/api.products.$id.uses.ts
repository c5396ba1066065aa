import { actorOf } from "~/auth/auth.server";
import { describePath, failure, idParameter, jsonBody, ok } from "~/api/describe";
import { productRecordSchema } from "~/api/record-schemas";
import { productRecord } from "~/api/records.server";
import { handleApi, idParam, readJsonBody, requireApiAdmin } from "~/api/request.server";
import { apiRefusal, apiResult, methodNotAllowed } from "~/api/responses.server";
import { DOSE_MESSAGES } from "~/doses/dose-input";
import { INVALID_INPUT } from "~/lib/result";
import { setProductUses } from "~/products/products.server";
import { productUsesSchema, UNKNOWN_CROP_MESSAGE } from "~/products/use-schema";
import type { Route } from "./+types/api.products.$id.uses";

const USES_UPDATED = "Product uses updated.";

export const openapi = describePath("/api/products/:id/uses", {
  params: { id: idParameter("product") },
  put: {
    operationId: "setProductUses",
    summary: "Replace a product's recommended uses, in this order",
    admin: true,
    body: jsonBody(productUsesSchema),
    ok: ok("Updated; `data` is the product with its uses.", productRecordSchema, USES_UPDATED),
    refusals: {
      "400": failure(
        "`uses` is not a list or too long, or a use is invalid: errors are named `uses.{position}.{field}`, an unknown crop slug included, and a dose's on the part at fault (a missing unit, a range that goes down, a dose given both as parts and as text). Nothing is saved.",
        INVALID_INPUT,
        { "uses.1.crop": UNKNOWN_CROP_MESSAGE, "uses.2.doseAmountMax": DOSE_MESSAGES.rangeDown },
      ),
    },
  },
});

/** The product's recommended uses read with the product: GET /api/products/{id}. */
export const loader = () => methodNotAllowed(["PUT"]);

/** PUT { uses: [...] }: replaces the product's recommended uses, in this order. */
export const action = ({ request, params }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "PUT") return methodNotAllowed(["PUT"]);
    const by = actorOf(await requireApiAdmin(request), request);
    const id = idParam(params.id, "Product");
    const body = await readJsonBody(request);
    if (!body.ok) return apiRefusal(body);
    return apiResult(setProductUses(id, body.value.uses, by), productRecord, {
      message: USES_UPDATED,
    });
  });
