import { parseId } from "~/lib/ids";
import { parsePageRequest } from "~/lib/paging";
import { isEventType, type EventType } from "./event-types";

/**
 * What a public gallery address asks for, read in this one place by the page's loader, its
 * canonical address and title, and the links it builds: `?type=` a known event type (else all
 * events), `?page=` a page number as every list reads it (app/lib/paging.ts; else page 1), and
 * `?event=` the id of an event to open over the list.
 */
export interface GalleryQuery {
  type: EventType | null;
  page: number;
  event: number | null;
}

export function parseGalleryQuery(search: string | URLSearchParams): GalleryQuery {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const type = params.get("type");
  return {
    type: isEventType(type) ? type : null,
    page: parsePageRequest(params, { view: true }).page,
    event: parseId(params.get("event")),
  };
}

/** The gallery address of a filter, one of its pages and, optionally, an open event. */
export function galleryPath({ type, page = 1, event = null }: Partial<GalleryQuery>): string {
  const params = new URLSearchParams();
  if (type) params.set("type", type);
  if (page > 1) params.set("page", String(page));
  if (event !== null) params.set("event", String(event));
  const query = params.toString();
  return query ? `/gallery?${query}` : "/gallery";
}

/**
 * The id of an event's card in the gallery grid: the event's Close link leads back to it
 * (`/gallery#event-ID`), so the page opens where the visitor was, with or without JavaScript.
 */
export function eventCardId(event: number): string {
  return `event-${event}`;
}
