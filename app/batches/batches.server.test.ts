import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { addCategory, addProduct, resetDatabaseAndUploads } from "#tests/setup/db-helpers";
import { refusalOf, valueOf } from "#tests/setup/results";
import { db } from "~/db/db.server";
import { packCodes } from "~/db/schema";
import { DEFAULT_PAGE_LIMIT } from "~/lib/paging";
import { RefusedError } from "~/lib/result";
import { deleteProduct } from "~/products/products.server";
import {
  createBatch,
  deleteBatch,
  getBatchById,
  listBatches,
  listBatchesPage,
  saveBatch,
} from "./batches.server";
import { generatePackCodes } from "./pack-codes.server";

beforeEach(resetDatabaseAndUploads);

function twoProducts() {
  const insecticides = addCategory("Insecticides");
  return {
    dhaal: addProduct(insecticides.id, "Dhaal Imidacloprid 20% SL"),
    shikra: addProduct(insecticides.id, "Shikra Lambda 2.5% EC"),
  };
}

const batchOf = (product: string, batchNumber: string, extra: Record<string, unknown> = {}) => ({
  product,
  batchNumber,
  manufacturedOn: "2026-03-10",
  expiresOn: "2028-03-09",
  ...extra,
});

describe("saving a batch", () => {
  it("records a batch of a product named by slug or by name, as typed, with its key", () => {
    const { dhaal, shikra } = twoProducts();
    const bySlug = valueOf(saveBatch(batchOf(dhaal.slug, "GF-2609-114", { quantity: "5000" })));
    expect(bySlug).toMatchObject({
      productId: dhaal.id,
      productName: dhaal.name,
      productSlug: dhaal.slug,
      batchNumber: "GF-2609-114",
      batchKey: "GF2609114",
      manufacturedOn: "2026-03-10",
      expiresOn: "2028-03-09",
      quantity: 5000,
      recalled: false,
      recallNote: null,
      recallNoteUr: null,
      codesIssued: 0,
      codesChecked: 0,
    });
    const byName = valueOf(saveBatch(batchOf("shikra lambda 2.5% ec", "SK/26/07")));
    expect(byName).toMatchObject({ productId: shikra.id, batchKey: "SK2607" });
    expect(getBatchById(byName.id)).toEqual(byName);
  });

  it("refuses an unknown product", () => {
    twoProducts();
    expect(refusalOf(saveBatch(batchOf("no-such-product", "GF-1")))).toMatchObject({
      status: 400,
      errors: { product: "Please choose an existing product" },
    });
  });

  it("refuses a batch number another batch has as farmers would type it, naming that batch", () => {
    const { dhaal, shikra } = twoProducts();
    valueOf(saveBatch(batchOf(dhaal.slug, "GF-2609-114")));
    const refusal = refusalOf(saveBatch(batchOf(shikra.slug, "gf 2609/114")));
    const message = `"gf 2609/114" is the same batch number as "GF-2609-114" of ${dhaal.name} (case, spaces and dashes do not count).`;
    expect(refusal).toEqual({ ok: false, status: 409, message, errors: { batchNumber: message } });
    expect(listBatches()).toHaveLength(1);
  });

  it("updates a batch, keeping its own number free for itself, and its Urdu note when left out", () => {
    const { dhaal, shikra } = twoProducts();
    const batch = valueOf(
      saveBatch(batchOf(dhaal.slug, "GF-2609-114", { recallNoteUr: "ڈھکن لیک ہیں" })),
    );
    const recalled = valueOf(
      saveBatch(
        batchOf(shikra.slug, "gf-2609-114", {
          recalled: "true",
          recallNote: "Leaking caps",
          expiresOn: "2027-12-31",
        }),
        batch.id,
      ),
    );
    expect(recalled).toMatchObject({
      id: batch.id,
      productId: shikra.id,
      batchNumber: "gf-2609-114",
      expiresOn: "2027-12-31",
      recalled: true,
      recallNote: "Leaking caps",
      recallNoteUr: "ڈھکن لیک ہیں",
    });
    const cleared = valueOf(
      saveBatch(batchOf(shikra.slug, "GF-2609-114", { recallNoteUr: "" }), batch.id),
    );
    expect(cleared).toMatchObject({ recalled: false, recallNote: null, recallNoteUr: null });
  });

  it("refuses to update a batch that is not there", () => {
    const { dhaal } = twoProducts();
    expect(refusalOf(saveBatch(batchOf(dhaal.slug, "GF-1"), 999))).toMatchObject({
      status: 404,
      message: "Batch not found.",
    });
  });

  it("creates trusted batches through the same checks, throwing on a refusal", () => {
    const { dhaal } = twoProducts();
    createBatch(batchOf(dhaal.slug, "GF-1"));
    expect(() => createBatch(batchOf(dhaal.slug, "gf1"))).toThrow(RefusedError);
    expect(() => createBatch(batchOf(dhaal.slug, "GF-2", { expiresOn: "2020-01-01" }))).toThrow(
      /Expiry date must be after the manufacturing date/,
    );
  });
});

describe("listing batches", () => {
  it("lists newest first, narrowed by product and by words of the batch number", () => {
    const { dhaal, shikra } = twoProducts();
    const first = createBatch(batchOf(dhaal.slug, "GF-2609-114"));
    const second = createBatch(batchOf(dhaal.slug, "GF-2610-002"));
    const third = createBatch(batchOf(shikra.slug, "SK/26/07"));
    expect(listBatches().map((batch) => batch.id)).toEqual([third.id, second.id, first.id]);
    expect(listBatches({ productSlug: dhaal.slug }).map((b) => b.id)).toEqual([
      second.id,
      first.id,
    ]);
    expect(listBatches({ q: "2609" }).map((b) => b.id)).toEqual([first.id]);
    // Either as printed or as its key.
    expect(listBatches({ q: "sk2607" }).map((b) => b.id)).toEqual([third.id]);
    expect(listBatches({ q: "GF 114", productSlug: dhaal.slug }).map((b) => b.id)).toEqual([
      first.id,
    ]);
    expect(listBatches({ q: "GF", productSlug: shikra.slug })).toEqual([]);
  });

  it("reads a page and the total, with each batch's codes issued and checked", () => {
    const { dhaal } = twoProducts();
    const batches = Array.from({ length: DEFAULT_PAGE_LIMIT + 2 }, (_, index) =>
      createBatch(batchOf(dhaal.slug, `GF-${1000 + index}`)),
    );
    const oldest = batches[0];
    if (!oldest) throw new Error("No batch");
    valueOf(generatePackCodes(oldest.id, 3));
    const [checked] = db().select().from(packCodes).where(eq(packCodes.batchId, oldest.id)).all();
    db()
      .update(packCodes)
      .set({ firstCheckedAt: "2026-04-01T10:00:00.000Z", checkCount: 2 })
      .where(eq(packCodes.id, checked?.id ?? 0))
      .run();

    const first = listBatchesPage({}, { page: 1, limit: DEFAULT_PAGE_LIMIT });
    expect(first).toMatchObject({ total: DEFAULT_PAGE_LIMIT + 2, pages: 2, page: 1 });
    expect(first.items).toHaveLength(DEFAULT_PAGE_LIMIT);
    const second = listBatchesPage({}, { page: 2, limit: DEFAULT_PAGE_LIMIT });
    expect(second.items.map((batch) => batch.id)).toEqual([batches[1]?.id, oldest.id]);
    expect(second.items[1]).toMatchObject({ codesIssued: 3, codesChecked: 1 });
    expect(second.items[0]).toMatchObject({ codesIssued: 0, codesChecked: 0 });
    expect(listBatchesPage({ q: "1001" }, { page: 1, limit: 10 })).toMatchObject({
      total: 1,
      items: [{ id: batches[1]?.id }],
    });
  });
});

describe("deleting a batch", () => {
  it("deletes the batch and its pack codes", () => {
    const { dhaal } = twoProducts();
    const batch = createBatch(batchOf(dhaal.slug, "GF-1"));
    const kept = createBatch(batchOf(dhaal.slug, "GF-2"));
    valueOf(generatePackCodes(batch.id, 4));
    valueOf(generatePackCodes(kept.id, 2));
    expect(valueOf(deleteBatch(batch.id))).toMatchObject({ id: batch.id, codesIssued: 4 });
    expect(getBatchById(batch.id)).toBeUndefined();
    expect(
      db()
        .select()
        .from(packCodes)
        .all()
        .map((code) => code.batchId),
    ).toEqual([kept.id, kept.id]);
    expect(refusalOf(deleteBatch(batch.id))).toMatchObject({ status: 404 });
  });

  it("goes with its product", async () => {
    const { dhaal, shikra } = twoProducts();
    createBatch(batchOf(dhaal.slug, "GF-1"));
    const kept = createBatch(batchOf(shikra.slug, "SK-1"));
    valueOf(await deleteProduct(dhaal.id));
    expect(listBatches().map((batch) => batch.id)).toEqual([kept.id]);
  });
});
