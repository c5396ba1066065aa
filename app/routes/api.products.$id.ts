import { chosenFiles, parseUploadForm } from "~/images/uploads.server";
import { deleteProduct, getProductById, saveProduct } from "~/products/products.server";
import { productRecord } from "~/api/records.server";
import { handleApi, idParam, requireApiAdmin } from "~/api/request.server";
import { apiFound, apiRefusal, apiResult, methodNotAllowed } from "~/api/responses.server";
import { textFieldsOf } from "~/lib/validation";
import type { Route } from "./+types/api.products.$id";

export const loader = ({ params }: Route.LoaderArgs) =>
  handleApi(() =>
    apiFound(getProductById(idParam(params.id, "Product")), productRecord, "Product"),
  );

export const action = ({ request, params }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "PUT" && request.method !== "DELETE") {
      return methodNotAllowed(["GET", "PUT", "DELETE"]);
    }
    await requireApiAdmin(request);
    const id = idParam(params.id, "Product");
    if (request.method === "DELETE") {
      return apiResult(await deleteProduct(id), productRecord, { message: "Product deleted." });
    }
    const body = await parseUploadForm(request, 1);
    if (!body.ok) return apiRefusal(body);
    const form = body.value;
    const result = await saveProduct(textFieldsOf(form), chosenFiles(form, "image")[0] ?? null, id);
    return apiResult(result, productRecord, { message: "Product updated." });
  });
