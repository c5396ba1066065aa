import { productRecord } from "~/api/records.server";
import { handleApi, idParam, readJsonBody, requireApiAdmin } from "~/api/request.server";
import { apiRefusal, apiResult, methodNotAllowed } from "~/api/responses.server";
import { setProductUses } from "~/products/products.server";
import type { Route } from "./+types/api.products.$id.uses";

/** The product's recommended uses read with the product: GET /api/products/{id}. */
export const loader = () => methodNotAllowed(["PUT"]);

/** PUT { uses: [...] }: replaces the product's recommended uses, in this order. */
export const action = ({ request, params }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "PUT") return methodNotAllowed(["PUT"]);
    await requireApiAdmin(request);
    const id = idParam(params.id, "Product");
    const body = await readJsonBody(request);
    if (!body.ok) return apiRefusal(body);
    return apiResult(setProductUses(id, body.value.uses), productRecord, {
      message: "Product uses updated.",
    });
  });
