import { Link } from "react-router";
import { useEffect, useRef } from "react";
import type { LocalizedGalleryItem } from "~/gallery/gallery.server";
import type { EventType } from "~/gallery/event-types";
import { eventCardId } from "~/gallery/gallery-query";
import { textLanguage } from "~/i18n/content";
import { plural } from "~/i18n/format";
import type { Messages } from "~/i18n/messages/types";
import { useSiteText } from "~/i18n/site-text";
import { EventPlaceAndDate } from "./EventPlaceAndDate";
import { BidiText } from "../BidiText";
import { Icon, type IconName } from "../icons";
import { ResponsiveImg } from "../ResponsiveImg";
import { replaceFailedCovers } from "./gallery-behaviour";

/** The drawing of each event type, shown where a card has no cover to show. */
export const EVENT_TYPE_ICONS: Record<EventType, IconName> = {
  farm_visit: "tractor",
  training: "book",
  exhibition: "stall",
  harvest: "wheat",
  "Lucky Draw": "gift",
  other: "camera",
};

/**
 * One event in the gallery grid. The type's icon lies under the cover, and shows where the event
 * has none or, with JavaScript, where it failed to load (replaceFailedCovers, run by the
 * gallery's own script or, when React renders the gallery, here, takes the broken image away).
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
      {/* Keyed by the cover, so another cover comes in a new box: React never looks for an image
          replaceFailedCovers took away. */}
      <div className="event-cover" key={cover?.key ?? "none"} ref={coverBox}>
        <span className="event-icon">
          <Icon name={EVENT_TYPE_ICONS[item.eventType]} />
        </span>
        {cover ? (
          <ResponsiveImg
            image={cover}
            alt=""
            sizes="(min-width: 1100px) 340px, (min-width: 700px) 45vw, 92vw"
            priority={priority}
          />
        ) : null}
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
