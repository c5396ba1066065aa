/**
 * The actions of the admin pages whose forms carry files. Each page's action is one of these,
 * and the upload route (the same form sent with JavaScript, its progress shown) runs the same
 * one, so every rule of a save is answered the same either way.
 */
import { deleteCrop, getCropById, saveCrop } from "~/crops/crops.server";
import { deleteGalleryItem, getGalleryItem, saveGalleryItem } from "~/gallery/gallery.server";
import { GALLERY_LIMITS } from "~/gallery/gallery-limits";
import {
  IMAGE_ORDER_FIELD,
  keyListOf,
  keyListText,
  moveImageKey,
  MOVE_IMAGE_FIELD,
  parseImageMove,
} from "~/gallery/image-order";
import { chosenFiles, imageFileProblem } from "~/images/uploads.server";
import { ok } from "~/lib/result";
import { deleteProduct, getProductById, saveProduct } from "~/products/products.server";
import { errorsOnFormRows, usesOfForm } from "~/products/use-form";
import { PRODUCT_DOCUMENT_FILES } from "~/products/safety";
import { productFieldsOf } from "~/products/safety-schema";
import { chosenDocumentsOf } from "~/products/safety.server";
import type { PageArgs } from "~/auth/auth.server";
import { listPageAction } from "./actions.server";
import { adminListHref, parseAdminListQuery } from "./list-query";
import { UPLOAD_PAGES, type UploadPage } from "./upload-route";

/** The list view a form was opened from: a save goes back to it, a new record to its page 1. */
function backToView({ url }: PageArgs, path: string) {
  const query = parseAdminListQuery(url.searchParams);
  return (change: "created" | "updated" | "deleted") =>
    adminListHref(path, change === "created" ? { ...query, page: 1 } : query);
}

export function productsPageAction(page: PageArgs) {
  return listPageAction(page, {
    limit: { maxFiles: 1, largerFiles: PRODUCT_DOCUMENT_FILES },
    what: "product",
    trashKind: "products",
    listPath: backToView(page, UPLOAD_PAGES.products),
    notice: "product",
    failedMessage: "Failed to save product. Please try again.",
    nameOf: (id) => getProductById(id)?.name,
    remove: deleteProduct,
    save: async ({ fields, id, formData, by }) => {
      const form = usesOfForm(fields);
      const chosen = chosenFiles(formData, "image")[0] ?? null;
      // On an update, a file that cannot be the image (too large, say) is left out and the rest
      // saved, as for a gallery event's files; a new product cannot do without its image.
      const leftOut = chosen && id !== null ? imageFileProblem(chosen) : null;
      const image = leftOut ? null : chosen;
      const result = await saveProduct(
        productFieldsOf(formData),
        image,
        id ?? undefined,
        form?.uses,
        chosenDocumentsOf(formData),
        by,
      );
      if (result.ok) return ok({ product: result.value, leftOut: leftOut ? [leftOut] : [] });
      // Errors name uses by position among the filled rows; the form shows them on its rows.
      if (!result.errors || !form) return result;
      return { ...result, errors: errorsOnFormRows(result.errors, form.formRows) };
    },
    leftOutOf: ({ product, leftOut }) => ({ id: product.id, leftOut }),
    // Protective wear comes as one checkbox per item: the form shows back all that were ticked.
    typedValues: (formData) => productFieldsOf(formData),
  });
}

const strings = (values: FormDataEntryValue[]) =>
  values.filter((value): value is string => typeof value === "string");

export function galleryPageAction(page: PageArgs) {
  return listPageAction(page, {
    limit: { maxFiles: GALLERY_LIMITS.images },
    what: "gallery item",
    trashKind: "gallery",
    listPath: backToView(page, UPLOAD_PAGES.gallery),
    notice: "gallery",
    failedMessage: "Failed to save gallery item",
    nameOf: (id) => getGalleryItem(id)?.title,
    remove: deleteGalleryItem,
    save: ({ fields, id, formData, by }) =>
      saveGalleryItem(
        fields,
        chosenFiles(formData, "images"),
        id ?? undefined,
        strings(formData.getAll("removeImages")),
        { imageOrder: strings(formData.getAll(IMAGE_ORDER_FIELD)) },
        by,
      ),
    // The saved images' order and the boxes ticked, kept when the form comes back.
    typedValues: (formData, fields) => ({
      ...fields,
      [IMAGE_ORDER_FIELD]: keyListText(strings(formData.getAll(IMAGE_ORDER_FIELD))),
      removeImages: keyListText(strings(formData.getAll("removeImages"))),
    }),
    // Move up, Move down or Make cover without JavaScript: the form back with the image moved.
    formStep: (typed, fields) => {
      if (fields[MOVE_IMAGE_FIELD] === undefined) return null;
      const { [MOVE_IMAGE_FIELD]: moveValue, ...values } = typed;
      const move = parseImageMove(moveValue);
      const order = keyListOf(values[IMAGE_ORDER_FIELD]);
      return {
        values: {
          ...values,
          [IMAGE_ORDER_FIELD]: keyListText(move ? moveImageKey(order, move) : order),
        },
        step: "an image is moved",
      };
    },
    // Saved, but some files were left out: say which, on the item's edit form.
    leftOutOf: ({ item, skipped }) => ({ id: item.id, leftOut: skipped }),
  });
}

export function cropsPageAction(page: PageArgs) {
  return listPageAction(page, {
    limit: { maxFiles: 1 },
    what: "crop",
    trashKind: "crops",
    listPath: UPLOAD_PAGES.crops,
    notice: "crop",
    failedMessage: "Failed to save crop. Please try again.",
    nameOf: (id) => getCropById(id)?.name,
    remove: deleteCrop,
    save: ({ fields, id, formData, by }) =>
      saveCrop(fields, id ?? undefined, chosenFiles(formData, "image")[0] ?? null, by),
  });
}

/** The action of each page with files, for its upload route. */
export const UPLOAD_PAGE_ACTIONS = {
  products: productsPageAction,
  gallery: galleryPageAction,
  crops: cropsPageAction,
} satisfies Record<UploadPage, (page: PageArgs) => Promise<unknown>>;
