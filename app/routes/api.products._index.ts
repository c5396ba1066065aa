import type { ActionFunctionArgs } from "@remix-run/node";
import { chosenFiles } from "~/images/uploads.server";
import { listProducts, saveProduct } from "~/products/products.server";
import { productRecord } from "~/api/records.server";
import { handleApi, readUploadBody, requireApiAdmin } from "~/api/request.server";
import { apiOk, apiResult, methodNotAllowed } from "~/api/responses.server";
import { textFieldsOf } from "~/lib/validation";

export const loader = () => handleApi(() => apiOk(listProducts().map(productRecord)));

/** Multipart: name, slug, category (name), description, features, usage, composition, dosage, waitingPeriod, image. */
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    await requireApiAdmin(request);
    const form = await readUploadBody(request, 1);
    const result = await saveProduct(textFieldsOf(form), chosenFiles(form, "image")[0] ?? null);
    return apiResult(result, productRecord, { status: 201, message: "Product created." });
  });
