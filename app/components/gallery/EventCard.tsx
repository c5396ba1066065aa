import { Link } from "react-router";
import { useEffect, useRef } from "react";
import type { LocalizedGalleryItem } from "~/gallery/gallery.server";
import { EVENT_TYPE_EMOJIS } from "~/gallery/event-types";
import { eventCardId } from "~/gallery/gallery-query";
import { textLanguage } from "~/i18n/content";
import { plural } from "~/i18n/format";
import type { Messages } from "~/i18n/messages/types";
import { useSiteText } from "~/i18n/site-text";
import { EventPlaceAndDate } from "./EventPlaceAndDate";
import { BidiText } from "../BidiText";
import { ResponsiveImg } from "../ResponsiveImg";
import { replaceFailedCovers } from "./gallery-behaviour";

/**
 * One event in the gallery grid. The type's emoji stands in for a cover the event does not have
 * or, with JavaScript, one that failed to load (replaceFailedCovers, run by the gallery's own
 * script or, when React renders the gallery, here). It is not drawn behind a cover: an emoji
 * costs a slow phone a font of its own before the page can first paint.
 */
export function EventCard({
  item,
  openUrl,
  text,
  priority = false,
}: {
  item: LocalizedGalleryItem;
  /** The address of the event opened over this page, already in the page's language. */
  openUrl: string;
  text: Messages["gallery"];
  /** For the first card, whose cover is in view on arrival on a phone: loaded first, not lazily. */
  priority?: boolean;
}) {
  const coverBox = useRef<HTMLDivElement>(null);
  const { locale } = useSiteText();
  const cover = item.images[0];

  useEffect(
    () => (coverBox.current ? replaceFailedCovers(coverBox.current) : undefined),
    [cover?.key],
  );

  return (
    <li className="card event-card" id={eventCardId(item.id)}>
      {/* data-emoji: what replaceFailedCovers shows for a cover that fails to load. Keyed by the
          cover, so another cover comes in a new box: React never looks for an image it replaced. */}
      <div
        className="event-cover"
        key={cover?.key ?? "none"}
        ref={coverBox}
        data-emoji={EVENT_TYPE_EMOJIS[item.eventType]}
      >
        {cover ? (
          <ResponsiveImg
            image={cover}
            alt=""
            sizes="(min-width: 1100px) 340px, (min-width: 700px) 45vw, 92vw"
            priority={priority}
          />
        ) : (
          <span className="event-emoji" aria-hidden="true">
            {EVENT_TYPE_EMOJIS[item.eventType]}
          </span>
        )}
        <span className="badge event-type">{text.eventTypes[item.eventType]}</span>
        <span className="event-photos">{plural(locale, text.photos, item.images.length)}</span>
      </div>
      <div className="event-body">
        <h2 {...textLanguage(item, "title")}>
          <BidiText text={item.title} />
        </h2>
        <p className="clamp-2" {...textLanguage(item, "description")}>
          <BidiText text={item.description} />
        </p>
        <p className="event-meta">
          <EventPlaceAndDate item={item} />
        </p>
        <Link to={openUrl} preventScrollReset className="button button-small">
          {text.viewGallery}
        </Link>
      </div>
    </li>
  );
}
