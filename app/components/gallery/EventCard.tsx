import { Link } from "@remix-run/react";
import { useState } from "react";
import type { GalleryItem } from "~/gallery/gallery.server";
import { EVENT_TYPE_EMOJIS, EVENT_TYPE_LABELS } from "~/gallery/event-types";
import { EventPlaceAndDate } from "./EventPlaceAndDate";
import { ResponsiveImg } from "../ResponsiveImg";

export const photoCountText = (count: number) => `${count} ${count === 1 ? "photo" : "photos"}`;

/**
 * One event in the gallery grid. The type's emoji sits behind the cover image, so it shows
 * when there is no image or, even without JavaScript, when the image fails to load.
 */
export function EventCard({
  item,
  openUrl,
  priority = false,
}: {
  item: GalleryItem;
  openUrl: string;
  /** For the first card, whose cover is in view on arrival on a phone: loaded first, not lazily. */
  priority?: boolean;
}) {
  const [coverFailed, setCoverFailed] = useState(false);
  const cover = item.images[0];
  return (
    <li className="card event-card">
      <div className="event-cover">
        <span className="event-emoji" aria-hidden="true">
          {EVENT_TYPE_EMOJIS[item.eventType]}
        </span>
        {cover && !coverFailed ? (
          <ResponsiveImg
            image={cover}
            alt=""
            sizes="(min-width: 1100px) 340px, (min-width: 700px) 45vw, 92vw"
            priority={priority}
            onError={() => setCoverFailed(true)}
          />
        ) : null}
        <span className="badge event-type">{EVENT_TYPE_LABELS[item.eventType]}</span>
        <span className="event-photos">{photoCountText(item.images.length)}</span>
      </div>
      <div className="event-body">
        <h2>{item.title}</h2>
        <p className="clamp-2">{item.description}</p>
        <p className="event-meta">
          <EventPlaceAndDate item={item} />
        </p>
        <Link to={openUrl} preventScrollReset className="button button-small">
          View Gallery
        </Link>
      </div>
    </li>
  );
}
