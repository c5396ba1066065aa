import type { ActionFunctionArgs } from "@remix-run/node";
import { GALLERY_LIMITS } from "~/gallery/gallery-limits";
import { listGalleryItems, saveGalleryItem } from "~/gallery/gallery.server";
import { chosenFiles } from "~/images/uploads.server";
import { galleryRecord } from "~/api/records.server";
import { handleApi, readUploadBody, requireApiAdmin } from "~/api/request.server";
import { apiOk, apiRefusal, methodNotAllowed } from "~/api/responses.server";
import { textFieldsOf } from "~/lib/validation";

export const loader = () => handleApi(() => apiOk(listGalleryItems().map(galleryRecord)));

/** Multipart: title, description, date, location, eventType and repeated `images` files. */
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    await requireApiAdmin(request);
    const form = await readUploadBody(request, GALLERY_LIMITS.images);
    const result = await saveGalleryItem(textFieldsOf(form), chosenFiles(form, "images"));
    if (!result.ok) return apiRefusal(result);
    const { item, skipped } = result.value;
    return apiOk(galleryRecord(item), {
      status: 201,
      message:
        skipped.length > 0
          ? `Gallery item created. Skipped: ${skipped.join("; ")}`
          : "Gallery item created.",
    });
  });
