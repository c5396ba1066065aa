import { EVENT_TYPE_LABELS } from "~/gallery/event-types";
import { galleryPath, type GalleryQuery } from "~/gallery/gallery-query";

/**
 * The canonical address of a gallery view. A filter or a later page lists other events, so it
 * keeps them; an open event (?event=), unknown or default values show the same list, so they go.
 */
export function galleryCanonicalPath(view: GalleryQuery): string {
  return galleryPath({ type: view.type, page: view.page });
}

/** The title of a gallery view, so filtered and later pages do not share the gallery's title. */
export function galleryTitle(view: GalleryQuery, openEventTitle?: string): string {
  return [
    openEventTitle,
    view.type ? `${EVENT_TYPE_LABELS[view.type]} Events` : undefined,
    view.page > 1 ? `Page ${view.page}` : undefined,
    "Events & Activities Gallery",
  ]
    .filter(Boolean)
    .join(" | ");
}
