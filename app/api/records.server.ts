import type { z } from "zod";
import type { AdminUser } from "~/auth/admin-users.server";
import type { AdminSession } from "~/auth/sessions.server";
import type { Batch } from "~/batches/batches.server";
import { packCodeLink } from "~/batches/code-sheet.server";
import type { CodeRun } from "~/batches/pack-codes.server";
import { formatPackCode } from "~/verification/pack-code";
import type { Category } from "~/categories/categories.server";
import { isContactSubject, packReportPhoto } from "~/contacts/contact-fields";
import type { ContactMessage, ContactStats } from "~/contacts/contacts.server";
import type { GalleryItem } from "~/gallery/gallery.server";
import type { Crop } from "~/crops/crops.server";
import type { Dealer } from "~/dealers/dealers.server";
import { findDistrict } from "~/dealers/districts";
import type { CsvImportPreview } from "~/imports/csv-import.server";
import { doseLine } from "~/doses/dose-columns";
import { fullImageUrl } from "~/images/image-variants";
import type { Pagination } from "~/lib/paging";
import type { Product } from "~/products/products.server";
import type { TrashEntry } from "~/trash/trash.server";
import type { TrailEntry } from "~/trail/trail.server";
import type {
  adminUserRecordSchema,
  batchRecordSchema,
  categoryRecordSchema,
  codeRunRecordSchema,
  contactRecordSchema,
  contactStatsRecordSchema,
  cropRecordSchema,
  csvImportRecordSchema,
  dealerRecordSchema,
  galleryRecordSchema,
  paginationRecordSchema,
  productRecordSchema,
  sessionRecordSchema,
  signInRecordSchema,
  trailRecordSchema,
  trashRecordSchema,
} from "./record-schemas";
import { productSafetyRecord } from "./safety-records";

/*
 * Records as the REST API shows them, built from the domain's records. Each function is typed
 * from its schema in record-schemas.ts, so an answer cannot drift from its description without
 * a compile error. Answers are not parsed at run time, and reads stay cheap.
 */

export type CategoryRecord = z.output<typeof categoryRecordSchema>;
export type ProductRecord = z.output<typeof productRecordSchema>;
export type CropRecord = z.output<typeof cropRecordSchema>;
export type GalleryRecord = z.output<typeof galleryRecordSchema>;
export type BatchRecord = z.output<typeof batchRecordSchema>;
export type CodeRunRecord = z.output<typeof codeRunRecordSchema>;
export type ContactRecord = z.output<typeof contactRecordSchema>;
export type ContactStatsRecord = z.output<typeof contactStatsRecordSchema>;
export type AdminUserRecord = z.output<typeof adminUserRecordSchema>;
export type SessionRecord = z.output<typeof sessionRecordSchema>;
export type SignInRecord = z.output<typeof signInRecordSchema>;
export type PaginationRecord = z.output<typeof paginationRecordSchema>;
export type DealerRecord = z.output<typeof dealerRecordSchema>;
export type CsvImportRecord = z.output<typeof csvImportRecordSchema>;
export type TrashRecord = z.output<typeof trashRecordSchema>;
export type TrailRecord = z.output<typeof trailRecordSchema>;

// The key order of each literal below is the key order of the JSON answer.

export function categoryRecord(category: Category): CategoryRecord {
  return {
    _id: String(category.id),
    name: category.name,
    slug: category.slug,
    description: category.description,
    nameUr: category.nameUr,
    descriptionUr: category.descriptionUr,
    createdAt: category.createdAt,
  };
}

export function productRecord(product: Product): ProductRecord {
  return {
    _id: String(product.id),
    name: product.name,
    slug: product.slug,
    category: product.categoryName,
    description: product.description,
    image: product.image ? fullImageUrl(product.image) : null,
    features: product.features,
    usage: product.usage,
    specifications: product.specifications,
    nameUr: product.nameUr,
    descriptionUr: product.descriptionUr,
    featuresUr: product.featuresUr,
    usageUr: product.usageUr,
    specificationsUr: product.specificationsUr,
    uses: product.uses.map(({ cropSlug, ...use }) => ({
      crop: cropSlug,
      ...use,
      doseLabel: doseLine(use, "en").text,
      doseLabelUr: doseLine(use, "ur").text,
    })),
    safety: productSafetyRecord(product),
    packSizes: product.packSizes,
    createdAt: product.createdAt,
  };
}

export function cropRecord(crop: Crop): CropRecord {
  return {
    _id: String(crop.id),
    name: crop.name,
    slug: crop.slug,
    nameUr: crop.nameUr,
    nameRoman: crop.nameRoman,
    image: crop.image ? fullImageUrl(crop.image) : null,
    createdAt: crop.createdAt,
  };
}

export function galleryRecord(item: GalleryItem): GalleryRecord {
  return {
    _id: String(item.id),
    title: item.title,
    description: item.description,
    images: item.images.map(fullImageUrl),
    date: item.date,
    location: item.location,
    eventType: item.eventType,
    titleUr: item.titleUr,
    descriptionUr: item.descriptionUr,
    locationUr: item.locationUr,
    createdAt: item.createdAt,
  };
}

export function batchRecord(batch: Batch): BatchRecord {
  return {
    _id: String(batch.id),
    product: batch.productSlug,
    productName: batch.productName,
    batchNumber: batch.batchNumber,
    batchKey: batch.batchKey,
    manufacturedOn: batch.manufacturedOn,
    expiresOn: batch.expiresOn,
    quantity: batch.quantity,
    recalled: batch.recalled,
    recallNote: batch.recallNote,
    recallNoteUr: batch.recallNoteUr,
    codesIssued: batch.codesIssued,
    codesChecked: batch.codesChecked,
    createdAt: batch.createdAt,
  };
}

/** A run of new codes, each with the link its QR image holds (`origin`: the site's address). */
export function codeRunRecord(run: CodeRun, origin: string): CodeRunRecord {
  return {
    batch: batchRecord(run.batch),
    codes: run.codes.map((code) => ({
      code: formatPackCode(code),
      link: packCodeLink(origin, code),
    })),
  };
}

function photoOf(message: ContactMessage): string | null {
  const photo = packReportPhoto(message);
  return photo ? fullImageUrl(photo) : null;
}

export function contactRecord(message: ContactMessage): ContactRecord {
  return {
    _id: String(message.id),
    name: message.name,
    email: message.email,
    phone: message.phone,
    // Every stored subject came through the submission schema; the admin shows any other
    // as it is, the API (which promises one of the choices) as "other".
    subject: isContactSubject(message.subject) ? message.subject : "other",
    message: message.message,
    status: message.status,
    adminNotes: message.adminNotes,
    language: message.language,
    kind: message.kind,
    district: message.district,
    shop: message.shop,
    packCode: message.packCode,
    photo: photoOf(message),
    createdAt: message.createdAt,
  };
}

export function dealerRecord(dealer: Dealer): DealerRecord {
  const district = findDistrict(dealer.district);
  return {
    _id: String(dealer.id),
    shopName: dealer.shopName,
    shopNameUr: dealer.shopNameUr,
    contactName: dealer.contactName,
    contactNameUr: dealer.contactNameUr,
    district: dealer.district,
    // A code no longer in the list (renamed) shows as it is stored.
    districtName: district?.name ?? dealer.district,
    districtNameUr: district?.nameUr ?? dealer.district,
    town: dealer.town,
    townUr: dealer.townUr,
    address: dealer.address,
    addressUr: dealer.addressUr,
    phone: dealer.phone,
    whatsapp: dealer.whatsapp,
    latitude: dealer.latitude,
    longitude: dealer.longitude,
    active: dealer.active,
    categories: dealer.categories,
    products: dealer.products,
    createdAt: dealer.createdAt,
  };
}

/** A list's file as the import read it, and how many records it added (0: only checked). */
export function csvImportRecord(
  preview: CsvImportPreview<unknown>,
  written: number,
): CsvImportRecord {
  return {
    written,
    valid: preview.valid,
    withProblems: preview.withProblems,
    unknownColumns: preview.unknownColumns,
    absentColumns: preview.absentColumns,
    rows: preview.rows
      .filter((row) => row.problems.length > 0)
      .map(({ line, problems }) => ({ line, problems })),
  };
}

export function contactStatsRecord(stats: ContactStats): ContactStatsRecord {
  return stats;
}

export function adminUserRecord(user: AdminUser): AdminUserRecord {
  return { id: String(user.id), username: user.username };
}

export function sessionRecord(session: AdminSession): SessionRecord {
  return { user: adminUserRecord(session.user), expiresAt: session.expiresAt };
}

export function signInRecord(session: AdminSession): SignInRecord {
  return { token: session.token, ...sessionRecord(session) };
}

export function paginationRecord(pagination: Pagination): PaginationRecord {
  return {
    page: pagination.page,
    limit: pagination.limit,
    total: pagination.total,
    pages: pagination.pages,
  };
}

export function trashRecord(entry: TrashEntry): TrashRecord {
  return {
    kind: entry.kind,
    _id: String(entry.recordId),
    name: entry.name,
    detail: entry.detail,
    deletedAt: entry.deletedAt,
    purgeAt: entry.purgeAt,
  };
}

export function trailRecord(entry: TrailEntry): TrailRecord {
  return {
    _id: String(entry.id),
    at: entry.at,
    accountId: entry.accountId === null ? null : String(entry.accountId),
    by: entry.actorName,
    channel: entry.channel,
    kind: entry.kind,
    recordId: entry.recordId === null ? null : String(entry.recordId),
    recordName: entry.recordName,
    action: entry.action,
    changes: entry.changes,
  };
}
