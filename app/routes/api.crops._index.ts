import { cropRecord } from "~/api/records.server";
import { handleApi, readJsonOrFormBody, requireApiAdmin } from "~/api/request.server";
import { apiOk, apiRefusal, apiResult, methodNotAllowed } from "~/api/responses.server";
import { listCrops, saveCrop } from "~/crops/crops.server";
import { chosenFiles } from "~/images/uploads.server";
import type { Route } from "./+types/api.crops._index";

export const loader = () => handleApi(() => apiOk(listCrops().map(cropRecord)));

/** JSON, or multipart with an optional `image` file: name, slug, nameUr. */
export const action = ({ request }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    await requireApiAdmin(request);
    const body = await readJsonOrFormBody(request, 1);
    if (!body.ok) return apiRefusal(body);
    const { fields, form } = body.value;
    const image = form ? (chosenFiles(form, "image")[0] ?? null) : null;
    return apiResult(await saveCrop(fields, undefined, image), cropRecord, {
      status: 201,
      message: "Crop created.",
    });
  });
