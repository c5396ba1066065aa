import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { addCategory, resetDatabaseAndUploads } from "#tests/setup/db-helpers";
import { productForm } from "#tests/setup/forms";
import { refusalOf, valueOf } from "#tests/setup/results";
import { pngFile } from "#tests/setup/uploads";
import { productRecord } from "~/api/records.server";
import { serverEnv } from "~/config/env.server";
import { documentPath } from "~/documents/documents.server";
import { notAPdfMessage, PDF_MAX_BYTES, pdfTooLargeMessage } from "~/documents/pdf-file";
import { simplePdf } from "~/documents/simple-pdf";
import { OversizedUpload } from "~/images/uploads.server";
import { createLoadContext } from "~/load-context";
import { loader as uploadsLoader } from "~/routes/uploads.$";
import { productInputSchema } from "./product-schema";
import { countProducts, deleteProduct, getProductById, saveProduct } from "./products.server";
import { productDocumentUrl } from "./safety";
import { productFieldsOf } from "./safety-schema";
import type { ChosenDocuments } from "./safety.server";
import { deleteTrashEntryForGood, findTrashEntry } from "~/trash/trash.server";

beforeEach(() => {
  resetDatabaseAndUploads();
  addCategory("Insecticides");
});

const pdfFile = (name: string, title = "Label") =>
  new File([simplePdf(title, ["Registration No. 0873/2014"])], name, { type: "application/pdf" });

/** Creates the product of `form` with an image and these documents. */
async function createWith(form: Record<string, string>, documents: ChosenDocuments) {
  return saveProduct(form, await pngFile("a.png", 100), undefined, undefined, documents);
}

/** The files kept in the documents folder. */
function documentFiles(): string[] {
  const folder = join(serverEnv().uploadsDir, "documents");
  return existsSync(folder) ? readdirSync(folder).sort() : [];
}

/** What the uploads route answers for an address under /uploads/. */
function served(url: string): Promise<Response> {
  const request = new Request(`http://localhost${url}`);
  return uploadsLoader({
    request,
    url: new URL(request.url),
    pattern: "/uploads/*",
    params: { "*": url.replace(/^\/uploads\//, "") },
    context: createLoadContext({}),
  }) as Promise<Response>;
}

const SAFETY_FORM = {
  registrationNumber: " 0873/2014 ",
  hazardClass: "II",
  protectiveWear: "overall,gloves, mask",
  firstAid: "Rinse the mouth and go to a doctor with this label.",
  firstAidUr: "منہ پانی سے صاف کروائیں اور یہ لیبل لے کر ڈاکٹر کے پاس جائیں۔",
  antidote: "No specific antidote: the doctor treats the symptoms.",
  antidoteUr: "",
  warnsBees: "true",
  warnsFish: "",
};

describe("the safety fields of a product's input", () => {
  it("read as the form and the API send them", () => {
    const parsed = productInputSchema.parse(productForm(SAFETY_FORM));
    expect(parsed).toMatchObject({
      registrationNumber: "0873/2014",
      hazardClass: "II",
      protectiveWear: ["gloves", "mask", "overall"],
      firstAid: "Rinse the mouth and go to a doctor with this label.",
      antidoteUr: null,
      warnsBees: true,
      warnsFish: false,
      warnsLivestock: false,
      removeLabelPdf: false,
    });
  });

  it("are all optional: left out or empty, the product has none", () => {
    const parsed = productInputSchema.parse(productForm({ hazardClass: "", protectiveWear: "" }));
    expect(parsed).toMatchObject({
      registrationNumber: null,
      hazardClass: null,
      protectiveWear: [],
      firstAid: null,
      antidote: null,
      warnsBees: false,
    });
    // The Urdu left out is left as stored.
    expect(parsed.firstAidUr).toBeUndefined();
  });

  it("refuse a class WHO does not have, wear the label does not name, and a flag not true or false", () => {
    const refused = productInputSchema.safeParse(
      productForm({ hazardClass: "IV", protectiveWear: "gloves,helmet", warnsFish: "perhaps" }),
    );
    expect(
      Object.fromEntries(
        (refused.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
      ),
    ).toEqual({
      hazardClass: "Please choose a hazard class: Ia, Ib, II, III, U",
      protectiveWear:
        'Protective wear must be among gloves, mask, boots, goggles, overall; "helmet" is not',
      warnsFish: "Warns fish must be true or false",
    });
  });

  it("take the protective wear as one field per ticked box, joined", () => {
    const form = new FormData();
    form.set("name", "Dhaal");
    form.append("protectiveWear", "gloves");
    form.append("protectiveWear", "boots");
    expect(productFieldsOf(form)).toEqual({ name: "Dhaal", protectiveWear: "gloves,boots" });
    const none = new FormData();
    none.set("name", "Dhaal");
    expect(productFieldsOf(none)).toEqual({ name: "Dhaal" });
  });
});

describe("saveProduct: the safety facts and the PDF documents", () => {
  it("stores the facts and the documents, served as PDF under the product's name", async () => {
    const product = valueOf(
      await createWith(productForm(SAFETY_FORM), {
        labelPdf: pdfFile("Dhaal label scan.pdf"),
        safetyDataSheetPdf: null,
      }),
    );
    expect(product.safety).toEqual({
      registrationNumber: "0873/2014",
      hazardClass: "II",
      protectiveWear: ["gloves", "mask", "overall"],
      firstAid: "Rinse the mouth and go to a doctor with this label.",
      firstAidUr: "منہ پانی سے صاف کروائیں اور یہ لیبل لے کر ڈاکٹر کے پاس جائیں۔",
      antidote: "No specific antidote: the doctor treats the symptoms.",
      antidoteUr: null,
      warnsBees: true,
      warnsFish: false,
      warnsLivestock: false,
      labelPdfKey: expect.stringMatching(/^documents\/[0-9a-f]{24}$/),
      safetySheetPdfKey: null,
    });
    expect(getProductById(product.id)).toEqual(product);
    expect(documentFiles()).toHaveLength(1);

    const url = productDocumentUrl(product, "labelPdf");
    expect(url).toBe(`/uploads/${product.safety.labelPdfKey}/emamectin-benzoate-1-9-ec-label.pdf`);
    const answer = await served(url ?? "");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toBe(
      'attachment; filename="emamectin-benzoate-1-9-ec-label.pdf"',
    );
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new TextDecoder().decode(await answer.arrayBuffer())).toMatch(
      /^%PDF-1\.4[\s\S]*%%EOF\n$/,
    );
    // An address of no stored document is not found.
    expect((await served(url?.replace(/[0-9a-f]{24}/, "0".repeat(24)) ?? "")).status).toBe(404);
  });

  it("keeps a stored document, replaces it with a new file, and removes it when asked", async () => {
    const created = valueOf(
      await createWith(productForm(), {
        labelPdf: pdfFile("label.pdf"),
        safetyDataSheetPdf: pdfFile("sds.pdf"),
      }),
    );
    const first = created.safety;
    expect(documentFiles()).toHaveLength(2);

    const kept = valueOf(
      await saveProduct(productForm({ usage: "Spray early." }), null, created.id),
    );
    expect(kept.safety.labelPdfKey).toBe(first.labelPdfKey);
    expect(kept.safety.safetySheetPdfKey).toBe(first.safetySheetPdfKey);

    const replaced = valueOf(
      await saveProduct(productForm(), null, created.id, undefined, {
        labelPdf: pdfFile("label v2.pdf"),
      }),
    );
    expect(replaced.safety.labelPdfKey).not.toBe(first.labelPdfKey);
    expect(replaced.safety.safetySheetPdfKey).toBe(first.safetySheetPdfKey);
    expect(existsSync(documentPath(first.labelPdfKey ?? ""))).toBe(false);
    expect(documentFiles()).toHaveLength(2);

    const removed = valueOf(
      await saveProduct(productForm({ removeSafetyDataSheetPdf: "true" }), null, created.id),
    );
    expect(removed.safety.safetySheetPdfKey).toBeNull();
    expect(removed.safety.labelPdfKey).toBe(replaced.safety.labelPdfKey);
    expect(documentFiles()).toEqual([`${removed.safety.labelPdfKey?.split("/")[1]}.pdf`]);

    // Deleted, the product keeps its document in the trash; deleted for good, the file goes.
    valueOf(await deleteProduct(created.id));
    expect(documentFiles()).toEqual([`${removed.safety.labelPdfKey?.split("/")[1]}.pdf`]);
    valueOf(await deleteTrashEntryForGood(findTrashEntry("products", created.id)?.id ?? 0));
    expect(documentFiles()).toEqual([]);
  });

  it("refuses a picture renamed .pdf and a file over 10 MB, naming each, and keeps nothing", async () => {
    const renamed = new File([await (await pngFile("pack.png", 50)).arrayBuffer()], "label.pdf", {
      type: "application/pdf",
    });
    const refusal = refusalOf(
      await createWith(productForm(), {
        labelPdf: renamed,
        safetyDataSheetPdf: new OversizedUpload("sds.pdf", "application/pdf", PDF_MAX_BYTES),
      }),
    );
    expect(refusal.status).toBe(400);
    expect(refusal.errors).toEqual({
      labelPdf: notAPdfMessage("label.pdf"),
      safetyDataSheetPdf: pdfTooLargeMessage("sds.pdf"),
    });
    expect(countProducts()).toBe(0);
    expect(documentFiles()).toEqual([]);
  });

  it("deletes the documents it stored when the save is refused for another reason", async () => {
    const refusal = refusalOf(
      await createWith(productForm({ category: "Rodenticides" }), {
        labelPdf: pdfFile("label.pdf"),
      }),
    );
    expect(refusal.errors?.category).toBeTruthy();
    expect(documentFiles()).toEqual([]);
  });

  it("shows the facts in the API's product record, with their words and the documents' addresses", async () => {
    const product = valueOf(
      await createWith(productForm(SAFETY_FORM), {
        safetyDataSheetPdf: pdfFile("sds.pdf"),
      }),
    );
    expect(productRecord(product).safety).toEqual({
      registrationNumber: "0873/2014",
      hazardClass: {
        class: "II",
        colour: "yellow",
        name: "Moderately hazardous",
        nameUr: "درمیانے درجے کا زہریلا",
      },
      protectiveWear: [
        { item: "gloves", name: "Gloves", nameUr: "دستانے" },
        { item: "mask", name: "Mask", nameUr: "ماسک" },
        { item: "overall", name: "Overall", nameUr: "حفاظتی لباس" },
      ],
      firstAid: "Rinse the mouth and go to a doctor with this label.",
      firstAidUr: "منہ پانی سے صاف کروائیں اور یہ لیبل لے کر ڈاکٹر کے پاس جائیں۔",
      antidote: "No specific antidote: the doctor treats the symptoms.",
      antidoteUr: null,
      warnings: [
        {
          about: "bees",
          text: expect.stringMatching(/^Toxic to bees/),
          textUr: expect.stringMatching(/^شہد کی مکھیوں/),
        },
      ],
      emergencyPhone: "1122",
      labelPdf: null,
      safetyDataSheetPdf: `/uploads/${product.safety.safetySheetPdfKey}/emamectin-benzoate-1-9-ec-safety-data-sheet.pdf`,
    });
  });
});
