import { GALLERY_LIMITS } from "~/gallery/gallery-limits";
import { listGalleryItems, listGalleryItemsPage, saveGalleryItem } from "~/gallery/gallery.server";
import { chosenFiles, parseUploadForm } from "~/images/uploads.server";
import { galleryRecord } from "~/api/records.server";
import { handleApi, requireApiAdmin } from "~/api/request.server";
import { apiList, apiOk, apiRefusal, methodNotAllowed } from "~/api/responses.server";
import { textFieldsOf } from "~/lib/validation";
import type { Route } from "./+types/api.gallery._index";

/** The whole list, or with ?page=&limit= one page of it (see apiList). */
export const loader = ({ request }: Route.LoaderArgs) =>
  handleApi(() =>
    apiList(request, { all: listGalleryItems, page: listGalleryItemsPage }, galleryRecord),
  );

/** Multipart: title, description, date, location, eventType and repeated `images` files. */
export const action = ({ request }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    await requireApiAdmin(request);
    const body = await parseUploadForm(request, GALLERY_LIMITS.images);
    if (!body.ok) return apiRefusal(body);
    const form = body.value;
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
