import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GALLERY_LIMITS } from "~/gallery/gallery-limits";
import { deleteGalleryItem, getGalleryItem, saveGalleryItem } from "~/gallery/gallery.server";
import { fullImageUrl } from "~/images/image-variants";
import { chosenFiles } from "~/images/uploads.server";
import { galleryRecord } from "~/api/records.server";
import { handleApi, idParam, readUploadBody, requireApiAdmin } from "~/api/request.server";
import {
  apiFound,
  apiOk,
  apiRefusal,
  apiResult,
  methodNotAllowed,
  notFound,
} from "~/api/responses.server";
import { textFieldsOf } from "~/lib/validation";

export const loader = ({ params }: LoaderFunctionArgs) =>
  handleApi(() =>
    apiFound(getGalleryItem(idParam(params.id, "Gallery item")), galleryRecord, "Gallery item"),
  );

/**
 * PUT (multipart) replaces the fields, appends new `images`, and drops the saved images whose
 * URLs are given as repeated `removeImages` fields.
 */
export const action = ({ request, params }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "PUT" && request.method !== "DELETE") {
      return methodNotAllowed(["GET", "PUT", "DELETE"]);
    }
    await requireApiAdmin(request);
    const id = idParam(params.id, "Gallery item");
    if (request.method === "DELETE") {
      return apiResult(await deleteGalleryItem(id), galleryRecord, {
        message: "Gallery item deleted.",
      });
    }
    const existing = getGalleryItem(id);
    if (!existing) return notFound("Gallery item");
    const form = await readUploadBody(request, GALLERY_LIMITS.images);
    const removeUrls = form.getAll("removeImages").filter((value) => typeof value === "string");
    const removeKeys = existing.images
      .filter((image) => removeUrls.includes(fullImageUrl(image)))
      .map((image) => image.key);
    const result = await saveGalleryItem(
      textFieldsOf(form),
      chosenFiles(form, "images"),
      id,
      removeKeys,
    );
    if (!result.ok) return apiRefusal(result);
    const { item, skipped } = result.value;
    return apiOk(galleryRecord(item), {
      message:
        skipped.length > 0
          ? `Gallery item updated. Skipped: ${skipped.join("; ")}`
          : "Gallery item updated.",
    });
  });
