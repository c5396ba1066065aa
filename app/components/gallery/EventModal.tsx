import { Link } from "react-router";
import { useRef } from "react";
import type { LocalizedGalleryItem } from "~/gallery/gallery.server";
import { textLanguage } from "~/i18n/content";
import { format } from "~/i18n/format";
import type { Messages } from "~/i18n/messages/types";
import { fullImageUrl, responsiveImage } from "~/images/image-variants";
import { BidiText } from "../BidiText";
import { Dialog } from "../Dialog";
import { Icon } from "../icons";
import { EventPlaceAndDate } from "./EventPlaceAndDate";

/**
 * An event's photos and details over the gallery. It is a page state of its own
 * (/gallery?event=ID), so it opens and closes by plain links without JavaScript; with it
 * (Dialog here, enhanceEventDialog in the page's own script), focus moves into it and stays
 * there and Escape closes it; closed, focus goes to the event's card (focusClosedEventCard).
 */
export function EventModal({
  item,
  closeUrl,
  text,
}: {
  item: LocalizedGalleryItem;
  closeUrl: string;
  text: Messages["gallery"];
}) {
  const close = useRef<HTMLAnchorElement>(null);

  return (
    // As if tapped, like the page's own script (enhanceEventDialog): a move in place.
    <Dialog key={item.id} titleId="event-modal-title" onEscape={() => close.current?.click()}>
      <header className="modal-header">
        <div>
          <span className="badge">{text.eventTypes[item.eventType]}</span>
          <h2 id="event-modal-title" {...textLanguage(item, "title")}>
            <BidiText text={item.title} />
          </h2>
        </div>
        <Link
          to={closeUrl}
          preventScrollReset
          className="modal-close"
          aria-label={text.close}
          ref={close}
        >
          <Icon name="close" />
        </Link>
      </header>
      <p className="event-meta">
        <EventPlaceAndDate item={item} />
        <span>{format(text.type, { type: text.eventTypes[item.eventType] })}</span>
      </p>
      <p {...textLanguage(item, "description")}>
        <BidiText text={item.description} />
      </p>
      {item.images.length === 0 ? (
        <p className="muted">{text.noPhotos}</p>
      ) : (
        <ul className="photo-grid">
          {item.images.map((image, index) => {
            const thumb = responsiveImage(image, 320);
            return (
              <li key={image.key}>
                <a href={fullImageUrl(image)} target="_blank" rel="noopener noreferrer">
                  <img
                    src={thumb.src}
                    srcSet={thumb.srcSet}
                    sizes="(min-width: 800px) 240px, 45vw"
                    width={thumb.width}
                    height={thumb.height}
                    alt={format(text.photoAlt, {
                      title: item.title,
                      number: index + 1,
                      count: item.images.length,
                    })}
                    loading="lazy"
                    decoding="async"
                  />
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
