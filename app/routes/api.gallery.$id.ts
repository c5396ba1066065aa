import { actorOf } from "~/auth/auth.server";
import { GALLERY_LIMITS } from "~/gallery/gallery-limits";
import {
  galleryImageChangesSchema,
  galleryInputSchema,
  galleryUpdateSchema,
  IMAGE_LIST_MAX,
  IMAGE_ORDER_RULE_TEXT,
} from "~/gallery/gallery-schema";
import { deleteGalleryItem, getGalleryItem, saveGalleryItem } from "~/gallery/gallery.server";
import { unknownImagesMessage } from "~/gallery/image-order";
import { IMAGE_MAX_SIZE_TEXT } from "~/images/image-limits";
import { fullImageUrl } from "~/images/image-variants";
import { chosenFiles } from "~/images/uploads.server";
import {
  describePath,
  failure,
  formSchema,
  IMAGE_TEXT,
  idParameter,
  imageFile,
  jsonOrFormBody,
  ok,
} from "~/api/describe";
import { galleryRecordSchema } from "~/api/record-schemas";
import { withSkipped } from "~/api/conventions";
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
import { movedToTrash } from "~/api/trash-parameters";

const GALLERY_ITEM_UPDATED = "Gallery item updated.";
const GALLERY_ITEM_DELETED = "Gallery item deleted.";

/** A list of saved images' URLs, as repeated form fields. */
const imageUrls = (description: string) => ({
  type: "array",
  items: { type: "string" },
  maxItems: IMAGE_LIST_MAX,
  description,
});

export const openapi = describePath("/api/gallery/:id", {
  params: { id: idParameter("gallery item") },
  get: {
    operationId: "getGalleryItem",
    summary: "One gallery item by id",
    ok: ok("The gallery item.", galleryRecordSchema),
  },
  put: {
    operationId: "updateGalleryItem",
    summary: "Update a gallery item: replace fields, remove, reorder and append images",
    admin: true,
    body: jsonOrFormBody(
      galleryUpdateSchema,
      formSchema(galleryInputSchema, {
        images: {
          type: "array",
          maxItems: GALLERY_LIMITS.images,
          items: imageFile(`An image file: ${IMAGE_TEXT}.`),
          description: `Repeated \`images\` file fields appended after the kept images; files that are not images are skipped and named in the message, a file over ${IMAGE_MAX_SIZE_TEXT} refuses the request (413).`,
        },
        removeImages: imageUrls(
          "Repeated `removeImages` fields: URLs (as in `images` of the record) of saved images to drop.",
        ),
        imageOrder: imageUrls(
          `Repeated \`imageOrder\` fields: the saved images ${IMAGE_ORDER_RULE_TEXT}`,
        ),
      }),
      "images",
      " All text fields are replaced. As JSON, `imageOrder` and `removeImages` are lists and no file is sent.",
    ),
    ok: ok(
      "Updated. Skipped files are named in the message.",
      galleryRecordSchema,
      GALLERY_ITEM_UPDATED,
    ),
    refusals: {
      "400": failure(
        "Invalid fields, or an image order naming an image the item does not have (errors.imageOrder).",
        INVALID_INPUT,
        {
          imageOrder: unknownImagesMessage(["/uploads/gallery/0123456789abcdef01234567-1280.webp"]),
        },
      ),
    },
  },
  delete: {
    operationId: "deleteGalleryItem",
    summary: "Delete a gallery item and its images (to the trash)",
    admin: true,
    ok: movedToTrash("item", "gallery", galleryRecordSchema, GALLERY_ITEM_DELETED),
  },
});

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
    const by = actorOf(await requireApiAdmin(request), request);
    const id = idParam(params.id, "Gallery item");
    if (request.method === "DELETE") {
      return apiResult(await deleteGalleryItem(id, by), galleryRecord, {
        message: GALLERY_ITEM_DELETED,
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
      by,
    );
    if (!result.ok) return apiRefusal(result);
    const { item, skipped } = result.value;
    return apiOk(galleryRecord(item), {
      message: withSkipped(GALLERY_ITEM_UPDATED, skipped),
    });
  });
