import type { z } from "zod";
import type { AdminUser } from "~/auth/admin-users.server";
import type { AdminSession } from "~/auth/sessions.server";
import type { Batch } from "~/batches/batches.server";
import { packCodeLink } from "~/batches/code-sheet.server";
import type { CodeRun } from "~/batches/pack-codes.server";
import { formatPackCode } from "~/verification/pack-code";
import type { Category } from "~/categories/categories.server";
import { isContactSubject } from "~/contacts/contact-fields";
import type { ContactMessage, ContactStats } from "~/contacts/contacts.server";
import type { GalleryItem } from "~/gallery/gallery.server";
import type { Crop } from "~/crops/crops.server";
import { doseLine } from "~/doses/dose-columns";
import { fullImageUrl } from "~/images/image-variants";
import type { Pagination } from "~/lib/paging";
import type { Product } from "~/products/products.server";
import type {
  adminUserRecordSchema,
  batchRecordSchema,
  categoryRecordSchema,
  codeRunRecordSchema,
  contactRecordSchema,
  contactStatsRecordSchema,
  cropRecordSchema,
  galleryRecordSchema,
  paginationRecordSchema,
  productRecordSchema,
  sessionRecordSchema,
  signInRecordSchema,
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
    createdAt: message.createdAt,
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
