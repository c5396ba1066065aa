import { chosenFiles, parseUploadForm } from "~/images/uploads.server";
import { listProducts, listProductsPage, saveProduct } from "~/products/products.server";
import { productRecord } from "~/api/records.server";
import { handleApi, requireApiAdmin } from "~/api/request.server";
import { apiList, apiRefusal, apiResult, methodNotAllowed } from "~/api/responses.server";
import { textFieldsOf } from "~/lib/validation";
import type { Route } from "./+types/api.products._index";

/** The whole list, or with ?page=&limit= one page of it (see apiList). */
export const loader = ({ request }: Route.LoaderArgs) =>
  handleApi(() => apiList(request, { all: listProducts, page: listProductsPage }, productRecord));

/** Multipart: name, slug, category (name), description, features, usage, composition, dosage, waitingPeriod, image. */
export const action = ({ request }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    await requireApiAdmin(request);
    const body = await parseUploadForm(request, 1);
    if (!body.ok) return apiRefusal(body);
    const form = body.value;
    const result = await saveProduct(textFieldsOf(form), chosenFiles(form, "image")[0] ?? null);
    return apiResult(result, productRecord, { status: 201, message: "Product created." });
  });
