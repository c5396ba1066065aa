import { actorOf } from "~/auth/auth.server";
import { GALLERY_LIMITS } from "~/gallery/gallery-limits";
import { AT_LEAST_ONE_IMAGE, galleryInputSchema } from "~/gallery/gallery-schema";
import { listGalleryItems, listGalleryItemsPage, saveGalleryItem } from "~/gallery/gallery.server";
import {
  IMAGE_MAX_SIZE_TEXT,
  IMAGE_TYPES_TEXT,
  imageWrongTypeMessage,
} from "~/images/image-limits";
import { chosenFiles, parseUploadForm } from "~/images/uploads.server";
import {
  describePath,
  failure,
  formBody,
  formSchema,
  IMAGE_TEXT,
  imageFile,
  ok,
  pagedList,
} from "~/api/describe";
import { galleryRecordSchema } from "~/api/record-schemas";
import { withSkipped } from "~/api/conventions";
import { galleryRecord } from "~/api/records.server";
import { handleApi, requireApiAdmin } from "~/api/request.server";
import { apiList, apiOk, apiRefusal, methodNotAllowed } from "~/api/responses.server";
import { INVALID_INPUT } from "~/lib/result";
import { textFieldsOf } from "~/lib/validation";
import type { Route } from "./+types/api.gallery._index";

const GALLERY_ITEM_CREATED = "Gallery item created.";

export const openapi = describePath("/api/gallery", {
  get: pagedList({
    operationId: "listGalleryItems",
    summary: "All gallery items, newest event first; whole or by page",
    answer: "The gallery items: all of them, or the page asked for.",
    schema: galleryRecordSchema,
  }),
  post: {
    operationId: "createGalleryItem",
    summary: "Create a gallery item (multipart, repeated images)",
    admin: true,
    body: formBody(
      `multipart/form-data with up to ${GALLERY_LIMITS.images} repeated \`images\` files.`,
      formSchema(
        galleryInputSchema,
        {
          images: {
            type: "array",
            maxItems: GALLERY_LIMITS.images,
            items: imageFile(`An image file: ${IMAGE_TEXT}.`),
            description: `Repeated \`images\` file fields, at least one usable image. Files that are not ${IMAGE_TYPES_TEXT} images are skipped and named in the message; a file over ${IMAGE_MAX_SIZE_TEXT} refuses the whole request (413).`,
          },
        },
        ["images"],
      ),
      "images",
    ),
    ok: ok(
      "Created. Skipped files are named in the message.",
      galleryRecordSchema,
      withSkipped(GALLERY_ITEM_CREATED, [imageWrongTypeMessage("notes.txt")]),
    ),
    created: true,
    refusals: {
      "400": failure("Invalid fields, or no usable image (errors.images).", INVALID_INPUT, {
        images: AT_LEAST_ONE_IMAGE,
      }),
    },
  },
});

/** The whole list, or with ?page=&limit= one page of it (see apiList). */
export const loader = ({ request }: Route.LoaderArgs) =>
  handleApi(() =>
    apiList(request, { all: listGalleryItems, page: listGalleryItemsPage }, galleryRecord),
  );

/** Multipart: title, description, date, location, eventType and repeated `images` files. */
export const action = ({ request }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const by = actorOf(await requireApiAdmin(request), request);
    const body = await parseUploadForm(request, GALLERY_LIMITS.images);
    if (!body.ok) return apiRefusal(body);
    const form = body.value;
    const result = await saveGalleryItem(
      textFieldsOf(form),
      chosenFiles(form, "images"),
      undefined,
      [],
      {},
      by,
    );
    if (!result.ok) return apiRefusal(result);
    const { item, skipped } = result.value;
    return apiOk(galleryRecord(item), {
      status: 201,
      message: withSkipped(GALLERY_ITEM_CREATED, skipped),
    });
  });
