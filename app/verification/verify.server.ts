import { and, desc, eq, gte, isNull, sql, type SQL } from "drizzle-orm";
import { reserveVerification, waitMinutes } from "~/abuse/rate-limits.server";
import { PRIMARY_PHONE } from "~/config/site";
import type { Db } from "~/db/client.server";
import { db, WRITE_TRANSACTION } from "~/db/db.server";
import { batches, categories, packChecks, packCodes, products } from "~/db/schema";
import { localizeFields } from "~/i18n/content";
import { format, plural } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { storedImageOf } from "~/images/image-variants";
import { pakistanDate } from "~/lib/dates";
import { invalidInput, ok, refuseTooMany, type Result } from "~/lib/result";
import {
  formatPackCode,
  isWellFormedPackCode,
  normalizeBatchNumber,
  normalizePackCode,
} from "./pack-code";
import { hashPackCode } from "./pack-code-secret.server";
import type {
  Verification,
  VerifiedBatch,
  VerifiedProduct,
  VerifyMethod,
  VerifyOutcome,
} from "./verification";
import { verifyQuerySchemaIn } from "./verify-schema";

/** The transaction a check runs in. */
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface CheckOptions {
  /** The district the farmer said he is in, a code of app/dealers/districts.ts. */
  district?: string | null;
  /** The language the answer's product name and recall note are in. */
  locale: Locale;
  now?: number;
}

/** A batch with its product, as a check reads them. */
function batchWithProduct(tx: Tx, condition: SQL) {
  return tx
    .select({
      batchId: batches.id,
      number: batches.batchNumber,
      manufacturedOn: batches.manufacturedOn,
      expiresOn: batches.expiresOn,
      recalled: batches.recalled,
      recallNote: batches.recallNote,
      recallNoteUr: batches.recallNoteUr,
      productId: products.id,
      name: products.name,
      nameUr: products.nameUr,
      slug: products.slug,
      categorySlug: categories.slug,
      imageKey: products.imageKey,
      imageWidth: products.imageWidth,
      imageHeight: products.imageHeight,
    })
    .from(batches)
    .innerJoin(products, eq(products.id, batches.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(condition)
    .get();
}

type BatchRow = NonNullable<ReturnType<typeof batchWithProduct>>;

function productOf(row: BatchRow, locale: Locale): VerifiedProduct {
  const named = localizeFields({ name: row.name, nameUr: row.nameUr }, ["name"], locale);
  return {
    id: row.productId,
    name: named.name,
    slug: row.slug,
    categorySlug: row.categorySlug,
    image: storedImageOf(row),
    inEnglish: named.inEnglish,
  };
}

function batchOf(row: BatchRow, locale: Locale): VerifiedBatch {
  const urduNote = locale === "ur" ? row.recallNoteUr?.trim() : undefined;
  return {
    number: row.number,
    manufacturedOn: row.manufacturedOn,
    expiresOn: row.expiresOn,
    recalled: row.recalled,
    recallNote: row.recalled ? urduNote || row.recallNote?.trim() || null : null,
  };
}

/**
 * What a batch says of every pack in it, whatever the pack's code: recalled, or expired (its
 * expiry date is before today in Pakistan; on that date it is still in date); else nothing.
 */
function batchWarning(row: BatchRow, now: number): "recalled" | "expired" | null {
  if (row.recalled) return "recalled";
  return row.expiresOn < pakistanDate(new Date(now)) ? "expired" : null;
}

/** Records one check, in the transaction of what it changed. */
function recordCheck(
  tx: Tx,
  check: {
    method: VerifyMethod;
    outcome: VerifyOutcome;
    row: BatchRow | undefined;
    district: string | null;
    at: string;
  },
): void {
  tx.insert(packChecks)
    .values({
      method: check.method,
      outcome: check.outcome,
      productId: check.row?.productId ?? null,
      batchId: check.row?.batchId ?? null,
      district: check.district,
      createdAt: check.at,
    })
    .run();
}

/**
 * Checks a code as a farmer typed it (letter case, spaces and dashes do not matter). A code of
 * ours never checked before is genuine, and its first check is remembered (when, and the
 * district if he said); one checked before is a repeat, counted; a code of an expired or
 * recalled batch says so first. A code that is not ours is unknown, and so is one that cannot
 * be ours (the wrong length or characters; `wellFormed` false, so the page asks him to check
 * his typing). The check is recorded in pack_checks in the same transaction; two first checks
 * at the same moment cannot both be first (the first check is set only where none is).
 */
export function checkPackCode(
  typed: string,
  { district = null, locale, now = Date.now() }: CheckOptions,
): Verification {
  const normalized = normalizePackCode(typed);
  const wellFormed = isWellFormedPackCode(normalized);
  const at = new Date(now).toISOString();
  const answer = (
    outcome: VerifyOutcome,
    row?: BatchRow,
    firstCheck: Verification["firstCheck"] = null,
  ): Verification => ({
    method: "code",
    outcome,
    checked: wellFormed ? formatPackCode(normalized) : typed.trim(),
    wellFormed,
    product: row ? productOf(row, locale) : null,
    batch: row ? batchOf(row, locale) : null,
    firstCheck,
  });
  return db().transaction((tx) => {
    const code = wellFormed ? countCheck(tx, hashPackCode(normalized), district, at) : undefined;
    const row = code && batchWithProduct(tx, eq(batches.id, code.batchId));
    if (!code || !row) {
      recordCheck(tx, { method: "code", outcome: "unknown", row: undefined, district, at });
      return answer("unknown");
    }
    const firstCheck = code.first
      ? null
      : { at: code.firstCheckedAt ?? at, district: code.firstCheckedDistrict };
    const outcome = batchWarning(row, now) ?? (code.first ? "genuine" : "repeat");
    recordCheck(tx, { method: "code", outcome, row, district, at });
    return answer(outcome, row, firstCheck);
  }, WRITE_TRANSACTION);
}

/**
 * Counts a check of the code with this hash: its first check when it has none yet (the update
 * only where none is set, so of two at once only one is first), else one more check. Undefined
 * for a code that is not ours.
 */
function countCheck(tx: Tx, codeHash: string, district: string | null, at: string) {
  const columns = {
    batchId: packCodes.batchId,
    firstCheckedAt: packCodes.firstCheckedAt,
    firstCheckedDistrict: packCodes.firstCheckedDistrict,
  };
  const once = sql`${packCodes.checkCount} + 1`;
  const first = tx
    .update(packCodes)
    .set({ firstCheckedAt: at, firstCheckedDistrict: district, checkCount: once })
    .where(and(eq(packCodes.codeHash, codeHash), isNull(packCodes.firstCheckedAt)))
    .returning(columns)
    .get();
  if (first) return { ...first, first: true };
  const again = tx
    .update(packCodes)
    .set({ checkCount: once })
    .where(eq(packCodes.codeHash, codeHash))
    .returning(columns)
    .get();
  return again && { ...again, first: false };
}

/**
 * Checks a batch number as a farmer typed it (letter case, spaces, dashes and slashes do not
 * matter): the batch's product and dates, and whether it is expired or recalled. It cannot say
 * that one pack is genuine (every pack of the batch carries the number): 'genuine' means the
 * batch is ours and in date. Recorded in pack_checks like a code's check.
 */
export function checkBatchNumber(
  typed: string,
  { district = null, locale, now = Date.now() }: CheckOptions,
): Verification {
  const key = normalizeBatchNumber(typed);
  const at = new Date(now).toISOString();
  return db().transaction((tx) => {
    const row = key ? batchWithProduct(tx, eq(batches.batchKey, key)) : undefined;
    const outcome = row ? (batchWarning(row, now) ?? "genuine") : "unknown";
    recordCheck(tx, { method: "batch", outcome, row, district, at });
    return {
      method: "batch",
      outcome,
      checked: typed.trim(),
      wellFormed: true,
      product: row ? productOf(row, locale) : null,
      batch: row ? batchOf(row, locale) : null,
      firstCheck: null,
    };
  }, WRITE_TRANSACTION);
}

/** What a farmer who checked too often is told, in his language. */
export function tooManyChecksMessage(retryAfterSeconds: number, locale: Locale): string {
  const { verify, contact } = messagesFor(locale);
  return format(verify.tooMany, {
    minutes: plural(locale, contact.form.minutes, waitMinutes(retryAfterSeconds)),
    phone: PRIMARY_PHONE.display,
  });
}

/**
 * A verification as the verify page and GET /api/verify ask for it: the query checked (a code,
 * else a batch number; the district if given), then counted against the client address
 * (VERIFY_MAX_PER_WINDOW checks in VERIFY_WINDOW_MINUTES, so codes cannot be guessed: a 429
 * with the wait beyond), then answered. Messages in `locale`.
 */
export function verifyPack(
  input: Record<string, unknown>,
  {
    locale,
    clientAddress,
    now = Date.now(),
  }: { locale: Locale; clientAddress?: string; now?: number },
): Result<Verification> {
  const parsed = verifyQuerySchemaIn(locale).safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const verdict = reserveVerification(clientAddress, now);
  if (!verdict.allowed) {
    return refuseTooMany(
      tooManyChecksMessage(verdict.retryAfterSeconds, locale),
      verdict.retryAfterSeconds,
    );
  }
  const { code, batch, district } = parsed.data;
  const options = { district: district ?? null, locale, now };
  return ok(
    code !== undefined ? checkPackCode(code, options) : checkBatchNumber(batch ?? "", options),
  );
}

/** Checks, repeat checks, unknown codes and expired or recalled packs of one product or district. */
export interface VerificationCounts {
  checks: number;
  repeats: number;
  unknown: number;
  /** Checks that found an expired or recalled batch. */
  warnings: number;
}

const COUNTS = {
  checks: sql<number>`count(*)`.mapWith(Number),
  repeats: sql<number>`sum(${packChecks.outcome} = 'repeat')`.mapWith(Number),
  unknown: sql<number>`sum(${packChecks.outcome} = 'unknown')`.mapWith(Number),
  warnings: sql<number>`sum(${packChecks.outcome} in ('expired', 'recalled'))`.mapWith(Number),
};

/** Suspect checks first (counterfeit hotspots), then the most checked. */
const HOTSPOTS_FIRST = [
  desc(sql`sum(${packChecks.outcome} in ('repeat', 'unknown', 'expired', 'recalled'))`),
  desc(sql`count(*)`),
];

/**
 * The checks since `since` (an instant; all of them without), per product and per district,
 * each one grouped query. An unknown code has no product; a check whose farmer did not say
 * has no district: each is a row of its own (null).
 */
export function verificationCounts(since?: string): {
  byProduct: (VerificationCounts & { productId: number | null; name: string | null })[];
  byDistrict: (VerificationCounts & { district: string | null })[];
} {
  const when = since ? gte(packChecks.createdAt, since) : undefined;
  const byProduct = db()
    .select({ productId: packChecks.productId, name: products.name, ...COUNTS })
    .from(packChecks)
    .leftJoin(products, eq(products.id, packChecks.productId))
    .where(when)
    .groupBy(packChecks.productId)
    .orderBy(...HOTSPOTS_FIRST)
    .all();
  const byDistrict = db()
    .select({ district: packChecks.district, ...COUNTS })
    .from(packChecks)
    .where(when)
    .groupBy(packChecks.district)
    .orderBy(...HOTSPOTS_FIRST)
    .all();
  return { byProduct, byDistrict };
}
