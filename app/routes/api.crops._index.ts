import { actorOf } from "~/auth/auth.server";
import {
  describePath,
  formSchema,
  IMAGE_TEXT,
  imageFile,
  jsonOrFormBody,
  list,
  ok,
  refusal,
} from "~/api/describe";
import { cropRecordSchema } from "~/api/record-schemas";
import { cropRecord } from "~/api/records.server";
import { handleApi, readJsonOrFormBody, requireApiAdmin } from "~/api/request.server";
import { apiOk, apiRefusal, apiResult, methodNotAllowed } from "~/api/responses.server";
import { cropInputSchema } from "~/crops/crop-schema";
import { listCrops, saveCrop } from "~/crops/crops.server";
import { chosenFiles } from "~/images/uploads.server";
import type { Route } from "./+types/api.crops._index";

const CROP_CREATED = "Crop created.";

export const openapi = describePath("/api/crops", {
  get: {
    operationId: "listCrops",
    summary: "All crops of the crop guide, by name",
    ok: ok("The crops.", list(cropRecordSchema)),
  },
  post: {
    operationId: "createCrop",
    summary: "Create a crop (JSON, or multipart with a picture)",
    admin: true,
    body: jsonOrFormBody(
      cropInputSchema,
      formSchema(cropInputSchema, {
        image: imageFile(`The crop's picture (optional): ${IMAGE_TEXT}.`),
      }),
      "image",
    ),
    ok: ok("Created.", cropRecordSchema, CROP_CREATED),
    created: true,
    refusals: { "409": refusal("Conflict") },
  },
});

export const loader = () => handleApi(() => apiOk(listCrops().map(cropRecord)));

/** JSON, or multipart with an optional `image` file: name, slug, nameUr. */
export const action = ({ request }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const by = actorOf(await requireApiAdmin(request), request);
    const body = await readJsonOrFormBody(request, 1);
    if (!body.ok) return apiRefusal(body);
    const { fields, form } = body.value;
    const image = form ? (chosenFiles(form, "image")[0] ?? null) : null;
    return apiResult(await saveCrop(fields, undefined, image, by), cropRecord, {
      status: 201,
      message: CROP_CREATED,
    });
  });
