import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/db.server";
import { galleryImages, galleryItems } from "~/db/schema";
import type { StoredImage } from "~/images/image-variants";
import { isEventType, type EventType } from "./event-types";

export interface GalleryItem {
  id: number;
  title: string;
  description: string;
  /** Calendar date, YYYY-MM-DD. */
  date: string;
  location: string;
  eventType: EventType;
  images: StoredImage[];
  createdAt: string;
}

type GalleryItemRow = typeof galleryItems.$inferSelect;

/** Newest events first. */
const galleryOrder = [desc(galleryItems.date), desc(galleryItems.id)];

/** Attaches each item's images, in order, fetched for all the items in one query. */
function withImages(rows: GalleryItemRow[]): GalleryItem[] {
  if (rows.length === 0) return [];
  const imageRows = db()
    .select()
    .from(galleryImages)
    .where(
      inArray(
        galleryImages.galleryItemId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(galleryImages.galleryItemId), asc(galleryImages.position))
    .all();
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
    images: imagesByItem.get(row.id) ?? [],
    createdAt: row.createdAt,
  }));
}

export function listGalleryItems(filter: { eventType?: EventType } = {}): GalleryItem[] {
  const query = db().select().from(galleryItems);
  const rows = filter.eventType
    ? query
        .where(eq(galleryItems.eventType, filter.eventType))
        .orderBy(...galleryOrder)
        .all()
    : query.orderBy(...galleryOrder).all();
  return withImages(rows);
}

export function getGalleryItem(id: number): GalleryItem | undefined {
  const row = db().select().from(galleryItems).where(eq(galleryItems.id, id)).get();
  return row ? withImages([row])[0] : undefined;
}

/** Number of gallery items of each event type present. */
export function countGalleryItemsByType(): Partial<Record<EventType, number>> {
  const rows = db()
    .select({ eventType: galleryItems.eventType, count: sql<number>`count(*)` })
    .from(galleryItems)
    .groupBy(galleryItems.eventType)
    .all();
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

export interface NewGalleryItem {
  title: string;
  description: string;
  date: string;
  location: string;
  eventType: EventType;
  images: StoredImage[];
}

export function createGalleryItem(input: NewGalleryItem): GalleryItem {
  const id = db().transaction((tx) => {
    const item = tx
      .insert(galleryItems)
      .values({
        title: input.title.trim(),
        description: input.description.trim(),
        date: input.date,
        location: input.location.trim(),
        eventType: input.eventType,
      })
      .returning({ id: galleryItems.id })
      .get();
    if (input.images.length > 0) {
      tx.insert(galleryImages)
        .values(
          input.images.map((image, position) => ({
            galleryItemId: item.id,
            position,
            key: image.key,
            width: image.width,
            height: image.height,
          })),
        )
        .run();
    }
    return item.id;
  });
  const item = getGalleryItem(id);
  if (!item) throw new Error(`Gallery item ${id} vanished after insert`);
  return item;
}
