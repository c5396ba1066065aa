import { Link } from "react-router";
import { useEffect, useRef } from "react";
import type { LocalizedGalleryItem } from "~/gallery/gallery.server";
import { textLanguage } from "~/i18n/content";
import { format } from "~/i18n/format";
import type { Messages } from "~/i18n/messages/types";
import { fullImageUrl, responsiveImage } from "~/images/image-variants";
import { BidiText } from "../BidiText";
import { Icon } from "../icons";
import { EventPlaceAndDate } from "./EventPlaceAndDate";
import { enhanceEventDialog } from "./gallery-behaviour";

/**
 * An event's photos and details over the gallery. It is a page state of its own
 * (/gallery?event=ID), so it opens and closes by plain links without JavaScript; with it
 * (enhanceEventDialog), focus moves into it and stays there and Escape closes it; closed, focus
 * goes to the event's card (focusClosedEventCard).
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
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => (dialog.current ? enhanceEventDialog(dialog.current) : undefined), [item.id]);

  return (
    <div className="modal-backdrop">
      <div
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="event-modal-title"
        tabIndex={-1}
        ref={dialog}
      >
        <header className="modal-header">
          <div>
            <span className="badge">{text.eventTypes[item.eventType]}</span>
            <h2 id="event-modal-title" {...textLanguage(item, "title")}>
              <BidiText text={item.title} />
            </h2>
          </div>
          <Link to={closeUrl} preventScrollReset className="modal-close" aria-label={text.close}>
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
      </div>
    </div>
  );
}
