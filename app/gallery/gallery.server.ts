import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { recordSave, trashAndRecord, type Actor } from "~/trail/trail.server";
import { db, WRITE_TRANSACTION } from "~/db/db.server";
import { preparedStatements } from "~/db/prepared.server";
import { everyWordIn, excerptOf } from "~/db/text-match.server";
import { alias } from "drizzle-orm/sqlite-core";
import { galleryImages, galleryItems } from "~/db/schema";
import type { StoredImage } from "~/images/image-variants";
import { deleteImage, storeImage } from "~/images/images.server";
import { imageFileProblem } from "~/images/uploads.server";
import { localizeFields, type Localized } from "~/i18n/content";
import type { Locale } from "~/i18n/locale";
import { pageOf, paginationOf, type Page, type PageRequest } from "~/lib/paging";
import { INVALID_INPUT, invalidInput, refuse, RefusedError, type Result } from "~/lib/result";
import { fieldErrorsOf } from "~/lib/validation";
import { GALLERY_LIMITS } from "./gallery-limits";
import {
  AT_LEAST_ONE_IMAGE,
  galleryInputSchema,
  imageOrderSchema,
  type GalleryFields,
} from "./gallery-schema";
import { isEventType, type EventType } from "./event-types";
import { orderImages, unknownImagesMessage } from "./image-order";

export interface GalleryItem {
  id: number;
  title: string;
  description: string;
  /** Calendar date, YYYY-MM-DD. */
  date: string;
  location: string;
  eventType: EventType;
  /** Urdu versions; null where none was written. */
  titleUr: string | null;
  descriptionUr: string | null;
  locationUr: string | null;
  images: StoredImage[];
  createdAt: string;
}

/** The text fields an event has in both languages. */
export const GALLERY_TEXT_FIELDS = ["title", "description", "location"] as const;

/** An event as a page in one language shows it. */
export type LocalizedGalleryItem = Localized<GalleryItem, (typeof GALLERY_TEXT_FIELDS)[number]>;

export function localizeGalleryItem(item: GalleryItem, locale: Locale): LocalizedGalleryItem {
  return localizeFields(item, GALLERY_TEXT_FIELDS, locale);
}

type GalleryItemRow = typeof galleryItems.$inferSelect;

const TOO_MANY_IMAGES = `A gallery item can have at most ${GALLERY_LIMITS.images} images.`;

/** Events on one page of the public gallery. */
export const GALLERY_PAGE_SIZE = 12;

/** Newest events first. */
const galleryOrder = [desc(galleryItems.date), desc(galleryItems.id)];

/** The gallery's reads, prepared once: they run on every gallery page and API call. */
const statements = preparedStatements((database) => {
  /** A page of events, newest first: of every type, or those `where` keeps. */
  const eventsPage = (where?: SQL) =>
    database
      .select()
      .from(galleryItems)
      .where(where)
      .orderBy(...galleryOrder)
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare();
  return {
    all: database
      .select()
      .from(galleryItems)
      .orderBy(...galleryOrder)
      .prepare(),
    page: eventsPage(),
    pageOfType: eventsPage(eq(galleryItems.eventType, sql.placeholder("eventType"))),
    byId: database
      .select()
      .from(galleryItems)
      .where(eq(galleryItems.id, sql.placeholder("id")))
      .prepare(),
    // The ids come as one JSON array, so a single statement serves any number of items.
    imagesOf: database
      .select()
      .from(galleryImages)
      .where(
        sql`${galleryImages.galleryItemId} in (select value from json_each(${sql.placeholder("ids")}))`,
      )
      .orderBy(asc(galleryImages.galleryItemId), asc(galleryImages.position))
      .prepare(),
    countsByType: database
      .select({ eventType: galleryItems.eventType, count: sql<number>`count(*)` })
      .from(galleryItems)
      .groupBy(galleryItems.eventType)
      .prepare(),
  };
});

/** Attaches each item's images, in order, fetched for all the items in one query. */
function withImages(rows: GalleryItemRow[]): GalleryItem[] {
  if (rows.length === 0) return [];
  const imageRows = statements().imagesOf.all({ ids: JSON.stringify(rows.map((row) => row.id)) });
  const imagesByItem = new Map<number, StoredImage[]>();
  for (const image of imageRows) {
    const list = imagesByItem.get(image.galleryItemId) ?? [];
    list.push({ key: image.key, width: image.width, height: image.height });
    imagesByItem.set(image.galleryItemId, list);
  }
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    location: row.location,
    eventType: isEventType(row.eventType) ? row.eventType : "other",
    titleUr: row.titleUr,
    descriptionUr: row.descriptionUr,
    locationUr: row.locationUr,
    images: imagesByItem.get(row.id) ?? [],
    createdAt: row.createdAt,
  }));
}

/** Every event, newest first (the admin list and the API). */
export function listGalleryItems(filter: { eventType?: EventType } = {}): GalleryItem[] {
  const rows = filter.eventType
    ? statements().pageOfType.all({ eventType: filter.eventType, limit: -1, offset: 0 })
    : statements().all.all();
  return withImages(rows);
}

/**
 * One page of listGalleryItems (all types), in its order, and how many events there are in
 * all: the page's rows, their images and the count read in one snapshot.
 */
export function listGalleryItemsPage(request: PageRequest): Page<GalleryItem> {
  return db().transaction(() =>
    pageOf(request, countGalleryItems(), (window) => withImages(statements().page.all(window))),
  );
}

/** An event as a row of the admin list shows it: its cover and how many images it has. */
export interface GalleryListRow extends Pick<
  GalleryItem,
  "id" | "title" | "date" | "location" | "eventType"
> {
  /** Its first GALLERY_LIST_EXCERPT characters, with "…" when it goes on. */
  description: string;
  /** The first image, or null for an event without images. */
  cover: StoredImage | null;
  imageCount: number;
}

/** How much of a description a list row shows. */
export const GALLERY_LIST_EXCERPT = 160;

/** An event's cover in the list query, joined beside the images its subqueries count. */
const cover = alias(galleryImages, "cover");

/** The id of the image at the front of an event's order: its cover. */
const coverImageId = sql`(select ${galleryImages.id} from ${galleryImages} where ${galleryImages.galleryItemId} = ${galleryItems.id} order by ${galleryImages.position} limit 1)`;

/**
 * One page of the admin list of events, newest event first, and how many the search keeps
 * in all. Every word of `q` must appear in the title or the location (English or Urdu). Two
 * queries whatever the page: the cover and the image count come with each row.
 */
export function listGalleryAdminPage(
  filter: { q?: string },
  request: PageRequest,
): Page<GalleryListRow> {
  const where = and(
    ...everyWordIn(
      [galleryItems.title, galleryItems.location, galleryItems.titleUr, galleryItems.locationUr],
      filter.q,
    ),
  );
  const total =
    db()
      .select({ count: sql<number>`count(*)` })
      .from(galleryItems)
      .where(where)
      .get()?.count ?? 0;
  return pageOf(request, total, (window) =>
    db()
      .select({
        id: galleryItems.id,
        title: galleryItems.title,
        description: excerptOf(galleryItems.description, GALLERY_LIST_EXCERPT),
        date: galleryItems.date,
        location: galleryItems.location,
        eventType: galleryItems.eventType,
        imageCount: sql<number>`(select count(*) from ${galleryImages} where ${galleryImages.galleryItemId} = ${galleryItems.id})`,
        coverKey: cover.key,
        coverWidth: cover.width,
        coverHeight: cover.height,
      })
      .from(galleryItems)
      .leftJoin(cover, eq(cover.id, coverImageId))
      .where(where)
      .orderBy(...galleryOrder)
      .limit(window.limit)
      .offset(window.offset)
      .all()
      .map(({ coverKey, coverWidth, coverHeight, eventType, ...row }) => ({
        ...row,
        eventType: isEventType(eventType) ? eventType : "other",
        cover:
          coverKey !== null && coverWidth !== null && coverHeight !== null
            ? { key: coverKey, width: coverWidth, height: coverHeight }
            : null,
      })),
  );
}

/**
 * One page of the public gallery, newest first, optionally of one event type; a page past the
 * last is shown as the last. `counts` are the per-type counts the filter bar shows, so the
 * page count agrees with them.
 */
export function listGalleryPage(
  filter: { eventType: EventType | null },
  request: PageRequest,
  counts: Partial<Record<EventType, number>>,
): Page<GalleryItem> {
  const total = filter.eventType
    ? (counts[filter.eventType] ?? 0)
    : Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);
  const { pages } = paginationOf(request, total);
  const shown = { ...request, page: Math.min(Math.max(1, request.page), pages) };
  return pageOf(shown, total, (window) =>
    withImages(
      filter.eventType
        ? statements().pageOfType.all({ eventType: filter.eventType, ...window })
        : statements().page.all(window),
    ),
  );
}

export function getGalleryItem(id: number): GalleryItem | undefined {
  const row = statements().byId.get({ id });
  return row ? withImages([row])[0] : undefined;
}

/** Number of gallery items of each event type present. */
export function countGalleryItemsByType(): Partial<Record<EventType, number>> {
  const rows = statements().countsByType.all();
  const counts: Partial<Record<EventType, number>> = {};
  for (const row of rows) {
    const type = isEventType(row.eventType) ? row.eventType : "other";
    counts[type] = (counts[type] ?? 0) + row.count;
  }
  return counts;
}

export function countGalleryItems(): number {
  const row = db()
    .select({ count: sql<number>`count(*)` })
    .from(galleryItems)
    .get();
  return row?.count ?? 0;
}

/** When the newest gallery item was added, for the sitemap; undefined for an empty gallery. */
export function latestGalleryItemCreatedAt(): string | undefined {
  const row = db()
    .select({ latest: sql<string | null>`max(${galleryItems.createdAt})` })
    .from(galleryItems)
    .get();
  return row?.latest ?? undefined;
}

/** An event as trusted code (the demo seed, tests) gives it: the form's fields and stored images. */
export type NewGalleryItem = GalleryFields & { images: StoredImage[] };

/**
 * Creates an event from trusted input through the same schema as saveGalleryItem, with its
 * images already stored. A refusal here is a bug in the caller, so it throws.
 */
export function createGalleryItem({ images, ...fields }: NewGalleryItem): GalleryItem {
  const parsed = galleryInputSchema.safeParse(fields);
  if (!parsed.success) throw new RefusedError("Gallery item", invalidInput(parsed.error));
  if (images.length > GALLERY_LIMITS.images) {
    throw new RefusedError("Gallery item", refuse(400, INVALID_INPUT, { images: TOO_MANY_IMAGES }));
  }
  const id = db().transaction((tx) => {
    const item = tx
      .insert(galleryItems)
      .values(parsed.data)
      .returning({ id: galleryItems.id })
      .get();
    if (images.length > 0) {
      tx.insert(galleryImages)
        .values(images.map((image, position) => ({ galleryItemId: item.id, position, ...image })))
        .run();
    }
    return item.id;
  }, WRITE_TRANSACTION);
  const item = getGalleryItem(id);
  if (!item) throw new Error(`Gallery item ${id} vanished after insert`);
  return item;
}

/** The saved images in the order asked for (all of them, removals are the caller's). */
function imageOrderFrom(
  images: readonly StoredImage[],
  raw: unknown,
): { ok: true; images: StoredImage[] } | { ok: false; message: string } {
  if (raw === undefined) return { ok: true, images: [...images] };
  const parsed = imageOrderSchema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid image order" };
  }
  const ordered = orderImages(images, parsed.data);
  return ordered.ok ? ordered : { ok: false, message: unknownImagesMessage(ordered.unknown) };
}

export interface GallerySaved {
  item: GalleryItem;
  /** One message per chosen file that was not an acceptable image and was left out. */
  skipped: string[];
}

/** What a save may say about the saved images besides removing some. */
export interface GalleryImageOptions {
  /**
   * The saved images' keys in the order wanted, the first being the cover (checked by
   * imageOrderSchema; see image-order.ts for the rule). Left out, the saved order stays.
   */
  imageOrder?: unknown;
}

/**
 * Creates a gallery item (id absent) or updates one. `files` are new images, appended in order;
 * `removeKeys` names saved images to drop; `options.imageOrder` puts the kept ones in a new
 * order, in the same transaction as the rest. Files that are not acceptable images (see
 * image-limits.ts) are skipped with a message each, and the rest are kept. A new item needs one image.
 */
export async function saveGalleryItem(
  raw: unknown,
  files: File[],
  id?: number,
  removeKeys: string[] = [],
  options: GalleryImageOptions = {},
  by?: Actor,
): Promise<Result<GallerySaved>> {
  const existing = id === undefined ? undefined : getGalleryItem(id);
  if (id !== undefined && !existing) return refuse(404, "Gallery item not found.");
  const parsed = galleryInputSchema.safeParse(raw);
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const savedImages = existing?.images ?? [];
  const order = imageOrderFrom(savedImages, options.imageOrder);
  if (!order.ok) errors.imageOrder = order.message;

  const skipped: string[] = [];
  const acceptable = files.filter((file) => {
    const problem = imageFileProblem(file);
    if (problem) skipped.push(problem);
    return !problem;
  });
  if (!existing && acceptable.length === 0) {
    errors.images = [...skipped, AT_LEAST_ONE_IMAGE].join(". ");
  }
  const keptCount = (existing?.images ?? []).filter(
    (image) => !removeKeys.includes(image.key),
  ).length;
  if (keptCount + acceptable.length > GALLERY_LIMITS.images) {
    errors.images = TOO_MANY_IMAGES;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return refuse(400, INVALID_INPUT, errors);

  const stored: StoredImage[] = [];
  for (const file of acceptable) {
    let image: Result<StoredImage>;
    try {
      image = await storeImage(Buffer.from(await file.arrayBuffer()), "gallery", file.name);
    } catch (error) {
      await Promise.all(stored.map(deleteImage));
      throw error;
    }
    if (image.ok) stored.push(image.value);
    else skipped.push(image.message);
  }
  if (!existing && stored.length === 0) {
    return refuse(400, INVALID_INPUT, { images: [...skipped, AT_LEAST_ONE_IMAGE].join(". ") });
  }

  const input = parsed.data;
  const ordered = order.ok ? order.images : savedImages;
  const kept = ordered.filter((image) => !removeKeys.includes(image.key));
  const removed = savedImages.filter((image) => removeKeys.includes(image.key));
  let savedId: number | null;
  try {
    savedId = db().transaction((tx) => {
      // The item may have been deleted while the images were being processed.
      if (
        id !== undefined &&
        !tx.select({ id: galleryItems.id }).from(galleryItems).where(eq(galleryItems.id, id)).get()
      ) {
        return null;
      }
      const before = id === undefined ? undefined : getGalleryItem(id);
      const itemId =
        id === undefined
          ? tx.insert(galleryItems).values(input).returning({ id: galleryItems.id }).get().id
          : (tx.update(galleryItems).set(input).where(eq(galleryItems.id, id)).run(), id);
      tx.delete(galleryImages).where(eq(galleryImages.galleryItemId, itemId)).run();
      const images = [...kept, ...stored];
      if (images.length > 0) {
        tx.insert(galleryImages)
          .values(images.map((image, position) => ({ galleryItemId: itemId, position, ...image })))
          .run();
      }
      const after = getGalleryItem(itemId);
      if (after) recordSave(by, "gallery", after, after.title, before);
      return itemId;
    }, WRITE_TRANSACTION);
  } catch (error) {
    await Promise.all(stored.map(deleteImage));
    throw error;
  }
  if (savedId === null) {
    await Promise.all(stored.map(deleteImage));
    return refuse(404, "Gallery item not found.");
  }
  await Promise.all(removed.map(deleteImage));
  const item = getGalleryItem(savedId);
  if (!item) throw new Error(`Gallery item ${savedId} vanished after saving`);
  return { ok: true, value: { item, skipped } };
}

/** Moves an event to the trash with its images, whose files are kept until it leaves the trash. */
export function deleteGalleryItem(id: number, by?: Actor): Result<GalleryItem> {
  const item = getGalleryItem(id);
  if (!item) return refuse(404, "Gallery item not found.");
  trashAndRecord(
    "gallery",
    id,
    {
      name: item.title,
      detail: `${item.location}, ${item.date}`,
      images: item.images,
    },
    by,
  );
  return { ok: true, value: item };
}
