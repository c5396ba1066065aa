import { actorOf } from "~/auth/auth.server";
import { chosenFiles, parseUploadForm } from "~/images/uploads.server";
import { PRODUCT_DOCUMENT_FILES, PRODUCT_DOCUMENTS } from "~/products/safety";
import { productFieldsOf } from "~/products/safety-schema";
import { chosenDocumentsOf } from "~/products/safety.server";
import { productInputSchema } from "~/products/product-schema";
import { deleteProduct, getProductById, saveProduct } from "~/products/products.server";
import {
  describePath,
  formBody,
  formSchema,
  IMAGE_TEXT,
  idParameter,
  imageFile,
  ok,
  PDF_TEXT,
  pdfFile,
  refusal,
} from "~/api/describe";
import { productRecordSchema } from "~/api/record-schemas";
import { productRecord } from "~/api/records.server";
import { handleApi, idParam, requireApiAdmin } from "~/api/request.server";
import { apiFound, apiRefusal, apiResult, methodNotAllowed } from "~/api/responses.server";
import type { Route } from "./+types/api.products.$id";
import { movedToTrash } from "~/api/trash-parameters";

const PRODUCT_UPDATED = "Product updated.";
const PRODUCT_DELETED = "Product deleted.";

export const openapi = describePath("/api/products/:id", {
  params: { id: idParameter("product") },
  get: {
    operationId: "getProduct",
    summary: "One product by id",
    ok: ok("The product.", productRecordSchema),
  },
  put: {
    operationId: "updateProduct",
    summary: "Update a product (multipart; the image only when replaced)",
    admin: true,
    body: formBody(
      "multipart/form-data (or URL-encoded when no file is sent). All text fields are replaced; a PDF document is kept unless a new file or its remove field is sent.",
      formSchema(productInputSchema, {
        image: imageFile(`A new product image replacing the old one (optional): ${IMAGE_TEXT}.`),
        labelPdf: pdfFile(`A new label replacing the stored one (optional): ${PDF_TEXT}.`),
        safetyDataSheetPdf: pdfFile(
          `A new safety data sheet replacing the stored one (optional): ${PDF_TEXT}.`,
        ),
      }),
      "image",
      true,
      PRODUCT_DOCUMENTS,
    ),
    ok: ok("Updated.", productRecordSchema, PRODUCT_UPDATED),
    refusals: { "409": refusal("Conflict") },
  },
  delete: {
    operationId: "deleteProduct",
    summary:
      "Delete a product with its image, documents, uses, batches and pack codes (to the trash)",
    admin: true,
    ok: movedToTrash("product", "products", productRecordSchema, PRODUCT_DELETED),
  },
});

export const loader = ({ params }: Route.LoaderArgs) =>
  handleApi(() =>
    apiFound(getProductById(idParam(params.id, "Product")), productRecord, "Product"),
  );

export const action = ({ request, params }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "PUT" && request.method !== "DELETE") {
      return methodNotAllowed(["GET", "PUT", "DELETE"]);
    }
    const by = actorOf(await requireApiAdmin(request), request);
    const id = idParam(params.id, "Product");
    if (request.method === "DELETE") {
      return apiResult(await deleteProduct(id, by), productRecord, { message: PRODUCT_DELETED });
    }
    const body = await parseUploadForm(request, 1, "refuse", PRODUCT_DOCUMENT_FILES);
    if (!body.ok) return apiRefusal(body);
    const form = body.value;
    const result = await saveProduct(
      productFieldsOf(form),
      chosenFiles(form, "image")[0] ?? null,
      id,
      undefined,
      chosenDocumentsOf(form),
      by,
    );
    return apiResult(result, productRecord, { message: PRODUCT_UPDATED });
  });
