import { actorOf } from "~/auth/auth.server";
import {
  describePath,
  failure,
  formSchema,
  IMAGE_TEXT,
  imageFile,
  jsonOrFormBody,
  ok,
  refusal,
  slugParameter,
} from "~/api/describe";
import { cropRecordSchema } from "~/api/record-schemas";
import { cropRecord } from "~/api/records.server";
import { handleApi, readJsonOrFormBody, requireApiAdmin } from "~/api/request.server";
import {
  apiFound,
  apiRefusal,
  apiResult,
  methodNotAllowed,
  notFound,
} from "~/api/responses.server";
import { cropInputSchema, cropInUseMessage } from "~/crops/crop-schema";
import { deleteCrop, getCropBySlug, saveCrop } from "~/crops/crops.server";
import { chosenFiles } from "~/images/uploads.server";
import type { Route } from "./+types/api.crops.$slug";
import { movedToTrash } from "~/api/trash-parameters";

const CROP_UPDATED = "Crop updated.";
const CROP_DELETED = "Crop deleted.";

export const openapi = describePath("/api/crops/:slug", {
  params: { slug: slugParameter("crop", "cotton") },
  get: {
    operationId: "getCropBySlug",
    summary: "One crop by slug",
    ok: ok("The crop.", cropRecordSchema),
  },
  put: {
    operationId: "updateCrop",
    summary: "Update a crop (a new slug changes its address)",
    admin: true,
    body: jsonOrFormBody(
      cropInputSchema,
      formSchema(cropInputSchema, {
        image: imageFile(`A new picture replacing the stored one (optional): ${IMAGE_TEXT}.`),
      }),
      "image",
    ),
    ok: ok("Updated.", cropRecordSchema, CROP_UPDATED),
    refusals: { "409": refusal("Conflict") },
  },
  delete: {
    operationId: "deleteCrop",
    summary: "Delete a crop no product recommends a use on (to the trash, with its picture)",
    admin: true,
    ok: movedToTrash("crop", "crops", cropRecordSchema, CROP_DELETED),
    refusals: {
      "409": failure("Products still recommend a use on the crop.", cropInUseMessage("Cotton", 5)),
    },
  },
});

export const loader = ({ params }: Route.LoaderArgs) =>
  handleApi(() => apiFound(getCropBySlug(params.slug ?? ""), cropRecord, "Crop"));

/** PUT: JSON, or multipart with an optional `image` file; DELETE: a crop no product uses. */
export const action = ({ request, params }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "PUT" && request.method !== "DELETE") {
      return methodNotAllowed(["GET", "PUT", "DELETE"]);
    }
    const by = actorOf(await requireApiAdmin(request), request);
    const crop = getCropBySlug(params.slug ?? "");
    if (!crop) return notFound("Crop");
    if (request.method === "DELETE") {
      return apiResult(await deleteCrop(crop.id, by), cropRecord, { message: CROP_DELETED });
    }
    const body = await readJsonOrFormBody(request, 1);
    if (!body.ok) return apiRefusal(body);
    const { fields, form } = body.value;
    const image = form ? (chosenFiles(form, "image")[0] ?? null) : null;
    return apiResult(await saveCrop(fields, crop.id, image, by), cropRecord, {
      message: CROP_UPDATED,
    });
  });
