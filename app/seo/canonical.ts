import { EVENT_TYPE_LABELS, isEventType, type EventType } from "~/gallery/event-types";

/** What of a gallery address names a page of its own: a known event type and a page past 1. */
export interface GalleryView {
  type: EventType | null;
  page: number;
}

export function galleryView(search: string): GalleryView {
  const params = new URLSearchParams(search);
  const type = params.get("type");
  const page = params.get("page") ?? "";
  return {
    type: isEventType(type) ? type : null,
    page: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1,
  };
}

/**
 * The canonical address of a gallery view. A filter or a later page lists other events, so it
 * keeps them; an open event (?event=), unknown or default values show the same list, so they go.
 */
export function galleryCanonicalPath(view: GalleryView): string {
  const params = new URLSearchParams();
  if (view.type) params.set("type", view.type);
  if (view.page > 1) params.set("page", String(view.page));
  const query = params.toString();
  return query ? `/gallery?${query}` : "/gallery";
}

/** The title of a gallery view, so filtered and later pages do not share the gallery's title. */
export function galleryTitle(view: GalleryView, openEventTitle?: string): string {
  return [
    openEventTitle,
    view.type ? `${EVENT_TYPE_LABELS[view.type]} Events` : undefined,
    view.page > 1 ? `Page ${view.page}` : undefined,
    "Events & Activities Gallery",
  ]
    .filter(Boolean)
    .join(" | ");
}
