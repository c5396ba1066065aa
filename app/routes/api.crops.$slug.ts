import { cropRecord } from "~/api/records.server";
import { handleApi, readJsonOrFormBody, requireApiAdmin } from "~/api/request.server";
import {
  apiFound,
  apiRefusal,
  apiResult,
  methodNotAllowed,
  notFound,
} from "~/api/responses.server";
import { deleteCrop, getCropBySlug, saveCrop } from "~/crops/crops.server";
import { chosenFiles } from "~/images/uploads.server";
import type { Route } from "./+types/api.crops.$slug";

export const loader = ({ params }: Route.LoaderArgs) =>
  handleApi(() => apiFound(getCropBySlug(params.slug ?? ""), cropRecord, "Crop"));

/** PUT: JSON, or multipart with an optional `image` file; DELETE: a crop no product uses. */
export const action = ({ request, params }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "PUT" && request.method !== "DELETE") {
      return methodNotAllowed(["GET", "PUT", "DELETE"]);
    }
    await requireApiAdmin(request);
    const crop = getCropBySlug(params.slug ?? "");
    if (!crop) return notFound("Crop");
    if (request.method === "DELETE") {
      return apiResult(await deleteCrop(crop.id), cropRecord, { message: "Crop deleted." });
    }
    const body = await readJsonOrFormBody(request, 1);
    if (!body.ok) return apiRefusal(body);
    const { fields, form } = body.value;
    const image = form ? (chosenFiles(form, "image")[0] ?? null) : null;
    return apiResult(await saveCrop(fields, crop.id, image), cropRecord, {
      message: "Crop updated.",
    });
  });
