import { galleryPath, type GalleryQuery } from "~/gallery/gallery-query";
import { format } from "~/i18n/format";
import type { Messages } from "~/i18n/messages/types";

/**
 * The canonical address of a gallery view. A filter or a later page lists other events, so it
 * keeps them; an open event (?event=), unknown or default values show the same list, so they go.
 */
export function galleryCanonicalPath(view: GalleryQuery): string {
  return galleryPath({ type: view.type, page: view.page });
}

/** The title of a gallery view, so filtered and later pages do not share the gallery's title. */
export function galleryTitle(
  view: GalleryQuery,
  text: { gallery: Messages["gallery"]; galleryTitle: string },
  openEventTitle?: string,
): string {
  const { gallery } = text;
  return [
    openEventTitle,
    view.type ? gallery.typeTitles[view.type] : undefined,
    view.page > 1 ? format(gallery.pageTitle, { page: view.page }) : undefined,
    text.galleryTitle,
  ]
    .filter(Boolean)
    .join(" | ");
}
