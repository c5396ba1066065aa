import { GALLERY_LIMITS } from "~/gallery/gallery-limits";
import { galleryImageChangesSchema } from "~/gallery/gallery-schema";
import { deleteGalleryItem, getGalleryItem, saveGalleryItem } from "~/gallery/gallery.server";
import { fullImageUrl } from "~/images/image-variants";
import { chosenFiles } from "~/images/uploads.server";
import { galleryRecord } from "~/api/records.server";
import { handleApi, idParam, readJsonOrFormBody, requireApiAdmin } from "~/api/request.server";
import {
  apiFound,
  apiOk,
  apiRefusal,
  apiResult,
  methodNotAllowed,
  notFound,
} from "~/api/responses.server";
import { INVALID_INPUT, refuse } from "~/lib/result";
import { topFieldErrorsOf } from "~/lib/validation";
import type { Route } from "./+types/api.gallery.$id";

export const loader = ({ params }: Route.LoaderArgs) =>
  handleApi(() =>
    apiFound(getGalleryItem(idParam(params.id, "Gallery item")), galleryRecord, "Gallery item"),
  );

/**
 * PUT replaces the fields, drops the saved images whose URLs are given in `removeImages`, puts
 * the kept ones in the order of `imageOrder` (URLs too; the first is the cover) and appends
 * new `images` files after them. Multipart (repeated fields) or JSON (lists, no files).
 */
export const action = ({ request, params }: Route.ActionArgs) =>
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
    const body = await readJsonOrFormBody(request, GALLERY_LIMITS.images);
    if (!body.ok) return apiRefusal(body);
    const { fields, form } = body.value;
    const changes = galleryImageChangesSchema.safeParse(
      form
        ? {
            imageOrder: form.has("imageOrder") ? form.getAll("imageOrder") : undefined,
            removeImages: form.getAll("removeImages"),
          }
        : { imageOrder: fields.imageOrder, removeImages: fields.removeImages },
    );
    // A list's errors name the list: errors.imageOrder, not errors["imageOrder.3"].
    if (!changes.success) {
      return apiRefusal(refuse(400, INVALID_INPUT, topFieldErrorsOf(changes.error)));
    }
    // The API names images by their URLs; the gallery by their keys.
    const keyOf = (url: string) =>
      existing.images.find((image) => fullImageUrl(image) === url)?.key;
    const removeKeys = (changes.data.removeImages ?? []).flatMap((url) => keyOf(url) ?? []);
    const result = await saveGalleryItem(
      fields,
      form ? chosenFiles(form, "images") : [],
      id,
      removeKeys,
      // A URL of no saved image stays as sent, and is refused by name.
      { imageOrder: changes.data.imageOrder?.map((url) => keyOf(url) ?? url) },
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
