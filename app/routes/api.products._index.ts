import { actorOf } from "~/auth/auth.server";
import { chosenFiles, parseUploadForm } from "~/images/uploads.server";
import { PRODUCT_DOCUMENT_FILES, PRODUCT_DOCUMENTS } from "~/products/safety";
import { productFieldsOf } from "~/products/safety-schema";
import { chosenDocumentsOf } from "~/products/safety.server";
import { IMAGE_REQUIRED_MESSAGE, productInputSchema } from "~/products/product-schema";
import { listProducts, listProductsPage, saveProduct } from "~/products/products.server";
import {
  describePath,
  failure,
  formBody,
  formSchema,
  IMAGE_TEXT,
  imageFile,
  ok,
  PDF_TEXT,
  pdfFile,
  pagedList,
  refusal,
} from "~/api/describe";
import { productRecordSchema } from "~/api/record-schemas";
import { productRecord } from "~/api/records.server";
import { handleApi, requireApiAdmin } from "~/api/request.server";
import { apiList, apiRefusal, apiResult, methodNotAllowed } from "~/api/responses.server";
import { INVALID_INPUT } from "~/lib/result";
import type { Route } from "./+types/api.products._index";

const PRODUCT_CREATED = "Product created.";

export const openapi = describePath("/api/products", {
  get: pagedList({
    operationId: "listProducts",
    summary: "All products, newest first; whole or by page",
    answer: "The products: all of them, or the page asked for.",
    schema: productRecordSchema,
  }),
  post: {
    operationId: "createProduct",
    summary: "Create a product (multipart, with its image)",
    admin: true,
    body: formBody(
      "multipart/form-data with one `image` file and, optionally, the label and safety data sheet as PDF files.",
      formSchema(
        productInputSchema,
        {
          image: imageFile(`The product image (required): ${IMAGE_TEXT}.`),
          labelPdf: pdfFile(`The printed label (optional): ${PDF_TEXT}.`),
          safetyDataSheetPdf: pdfFile(`The safety data sheet (optional): ${PDF_TEXT}.`),
        },
        ["image"],
      ),
      "image",
      false,
      PRODUCT_DOCUMENTS,
    ),
    ok: ok("Created.", productRecordSchema, PRODUCT_CREATED),
    created: true,
    refusals: {
      "400": failure(
        "Invalid fields, an unknown category (errors.category), a missing or unusable image (errors.image), or a file that is no PDF (errors.labelPdf, errors.safetyDataSheetPdf).",
        INVALID_INPUT,
        { image: IMAGE_REQUIRED_MESSAGE },
      ),
      "409": refusal("Conflict"),
    },
  },
});

/** The whole list, or with ?page=&limit= one page of it (see apiList). */
export const loader = ({ request }: Route.LoaderArgs) =>
  handleApi(() => apiList(request, { all: listProducts, page: listProductsPage }, productRecord));

/** Multipart: the fields of productInputSchema, the image and the optional PDF documents. */
export const action = ({ request }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const by = actorOf(await requireApiAdmin(request), request);
    const body = await parseUploadForm(request, 1, "refuse", PRODUCT_DOCUMENT_FILES);
    if (!body.ok) return apiRefusal(body);
    const form = body.value;
    const result = await saveProduct(
      productFieldsOf(form),
      chosenFiles(form, "image")[0] ?? null,
      undefined,
      undefined,
      chosenDocumentsOf(form),
      by,
    );
    return apiResult(result, productRecord, { status: 201, message: PRODUCT_CREATED });
  });
