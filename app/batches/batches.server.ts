import { and, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import { recordSave, trashAndRecord, type Actor } from "~/trail/trail.server";
import { db, WRITE_TRANSACTION } from "~/db/db.server";
import { batches, packCodes, products } from "~/db/schema";
import { everyWordIn } from "~/db/text-match.server";
import { pageOf, type Page, type PageRequest } from "~/lib/paging";
import { findProductChoice } from "~/products/products.server";
import {
  INVALID_INPUT,
  invalidInput,
  refuse,
  RefusedError,
  type Refusal,
  type Result,
} from "~/lib/result";
import {
  batchInputSchema,
  batchNumberTakenMessage,
  type BatchFields,
  type BatchInput,
} from "./batch-schema";

/** A production batch with its product and how many of its pack codes exist and were checked. */
export interface Batch {
  id: number;
  productId: number;
  productName: string;
  productSlug: string;
  /** As printed on the packs. */
  batchNumber: string;
  /** The batch number as farmers' typing is matched against it (normalizeBatchNumber). */
  batchKey: string;
  /** YYYY-MM-DD. */
  manufacturedOn: string;
  expiresOn: string;
  quantity: number | null;
  recalled: boolean;
  recallNote: string | null;
  recallNoteUr: string | null;
  /** Pack codes made for the batch, in all its runs. */
  codesIssued: number;
  /** Of those, how many a farmer has checked at least once. */
  codesChecked: number;
  createdAt: string;
}

/**
 * A batch row with its product and its codes counted, in one query: the counts are read per
 * listed batch through the codes' batch index, so a page costs its own codes only.
 */
const batchColumns = {
  id: batches.id,
  productId: batches.productId,
  productName: products.name,
  productSlug: products.slug,
  batchNumber: batches.batchNumber,
  batchKey: batches.batchKey,
  manufacturedOn: batches.manufacturedOn,
  expiresOn: batches.expiresOn,
  quantity: batches.quantity,
  recalled: batches.recalled,
  recallNote: batches.recallNote,
  recallNoteUr: batches.recallNoteUr,
  codesIssued: sql<number>`(select count(*) from ${packCodes} where ${packCodes.batchId} = ${batches.id})`,
  codesChecked: sql<number>`(select count(*) from ${packCodes} where ${packCodes.batchId} = ${batches.id} and ${packCodes.firstCheckedAt} is not null)`,
  createdAt: batches.createdAt,
};

const newestFirst = [desc(batches.createdAt), desc(batches.id)];

function selectBatches(where: SQL | undefined) {
  return db()
    .select(batchColumns)
    .from(batches)
    .innerJoin(products, eq(products.id, batches.productId))
    .where(where)
    .orderBy(...newestFirst);
}

export function getBatchById(id: number): Batch | undefined {
  return selectBatches(eq(batches.id, id)).get();
}

/** What a list of batches is narrowed to: a product, and words of the batch number. */
export interface BatchListFilter {
  /** The product's slug. */
  productSlug?: string | null;
  /** Every word must appear in the batch number, as printed or as its key. */
  q?: string;
}

function batchListCondition({ productSlug, q }: BatchListFilter) {
  return and(
    productSlug ? eq(products.slug, productSlug) : undefined,
    ...everyWordIn([batches.batchNumber, batches.batchKey], q),
  );
}

/** Every batch the filter keeps, newest first. */
export function listBatches(filter: BatchListFilter = {}): Batch[] {
  return selectBatches(batchListCondition(filter)).all();
}

/**
 * One page of the batches the filter keeps, newest first, and how many it keeps in all: two
 * queries whatever the page, the codes counted for the page's batches only.
 */
export function listBatchesPage(filter: BatchListFilter, request: PageRequest): Page<Batch> {
  const where = batchListCondition(filter);
  return db().transaction(() => {
    const total =
      db()
        .select({ count: sql<number>`count(*)` })
        .from(batches)
        .innerJoin(products, eq(products.id, batches.productId))
        .where(where)
        .get()?.count ?? 0;
    return pageOf(request, total, (window) =>
      selectBatches(where).limit(window.limit).offset(window.offset).all(),
    );
  });
}

/**
 * The checks a batch write needs against what is stored: the batch (when editing), its
 * product, and a batch number no other batch has as farmers type it.
 */
export function checkBatchWrite(input: BatchInput, id?: number): Result<{ productId: number }> {
  if (
    id !== undefined &&
    !db().select({ id: batches.id }).from(batches).where(eq(batches.id, id)).get()
  ) {
    return refuse(404, "Batch not found.");
  }
  const product = findProductChoice(input.product);
  if (!product) return refuse(400, INVALID_INPUT, { product: "Please choose an existing product" });
  return batchNumberTaken(input, id) ?? { ok: true, value: { productId: product.id } };
}

/**
 * The refusal of a batch number another batch (one other than `exceptId`) has as farmers type
 * it, naming that batch; null when it is free. Checked on a save and when a batch comes back
 * from the trash.
 */
export function batchNumberTaken(
  input: Pick<BatchInput, "batchNumber" | "batchKey">,
  exceptId?: number,
): Refusal | null {
  const sameNumber = db()
    .select({ batchNumber: batches.batchNumber, productName: products.name })
    .from(batches)
    .innerJoin(products, eq(products.id, batches.productId))
    .where(
      exceptId === undefined
        ? eq(batches.batchKey, input.batchKey)
        : and(eq(batches.batchKey, input.batchKey), ne(batches.id, exceptId)),
    )
    .get();
  if (!sameNumber) return null;
  const message = batchNumberTakenMessage(
    input.batchNumber,
    sameNumber.batchNumber,
    sameNumber.productName,
  );
  return refuse(409, message, { batchNumber: message });
}

function batchColumnsOf(input: BatchInput, productId: number) {
  return {
    productId,
    batchNumber: input.batchNumber,
    batchKey: input.batchKey,
    manufacturedOn: input.manufacturedOn,
    expiresOn: input.expiresOn,
    quantity: input.quantity,
    recalled: input.recalled,
    recallNote: input.recallNote,
    // Left out (undefined), the Urdu is left as stored: drizzle skips undefined values.
    recallNoteUr: input.recallNoteUr,
  };
}

/**
 * Writes a batch the schema read, checked against what is stored: inserts it (id absent) or
 * updates it. Runs inside the caller's transaction.
 */
export function writeBatch(input: BatchInput, id?: number): Result<number> {
  const check = checkBatchWrite(input, id);
  if (!check.ok) return check;
  const values = batchColumnsOf(input, check.value.productId);
  if (id === undefined) {
    return {
      ok: true,
      value: db().insert(batches).values(values).returning({ id: batches.id }).get().id,
    };
  }
  db().update(batches).set(values).where(eq(batches.id, id)).run();
  return { ok: true, value: id };
}

function savedBatch(id: number): Batch {
  const batch = getBatchById(id);
  if (!batch) throw new Error(`Batch ${id} vanished after saving`);
  return batch;
}

/** Creates a batch (id absent) or updates one, checked by the schema and against what is stored. */
export function saveBatch(raw: unknown, id?: number, by?: Actor): Result<Batch> {
  if (id !== undefined && !getBatchById(id)) return refuse(404, "Batch not found.");
  const parsed = batchInputSchema.safeParse(raw);
  if (!parsed.success) return invalidInput(parsed.error);
  const written = db().transaction(() => {
    const before = id === undefined ? undefined : getBatchById(id);
    const result = writeBatch(parsed.data, id);
    const after = result.ok ? getBatchById(result.value) : undefined;
    if (after) recordSave(by, "batches", after, after.batchNumber, before);
    return result;
  }, WRITE_TRANSACTION);
  return written.ok ? { ok: true, value: savedBatch(written.value) } : written;
}

/** Creates a batch from trusted input (the demo seed, tests); a refusal is a bug, so it throws. */
export function createBatch(fields: BatchFields): Batch {
  const parsed = batchInputSchema.safeParse(fields);
  if (!parsed.success) throw new RefusedError("Batch", invalidInput(parsed.error));
  const written = writeBatch(parsed.data);
  if (!written.ok) throw new RefusedError("Batch", written);
  return savedBatch(written.value);
}

/**
 * Moves a batch and its pack codes to the trash: while it is there a code printed on a pack of
 * it is unknown to farmers who check it, which the admin is told before confirming; restored,
 * its codes answer again as they did, first checks and counts included.
 */
export function deleteBatch(id: number, by?: Actor): Result<Batch> {
  const batch = getBatchById(id);
  if (!batch) return refuse(404, "Batch not found.");
  trashAndRecord("batches", id, { name: batch.batchNumber, detail: batch.productName }, by);
  return { ok: true, value: batch };
}
