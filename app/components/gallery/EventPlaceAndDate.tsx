import type { GalleryItem } from "~/gallery/gallery.server";
import { formatLongUsDate } from "~/lib/dates";
import { Icon } from "../icons";

/** Where and when an event took place, as its card and its opened view show it. */
export function EventPlaceAndDate({ item }: { item: Pick<GalleryItem, "location" | "date"> }) {
  return (
    <>
      <span>
        <Icon name="pin" /> {item.location}
      </span>
      <span>
        <Icon name="clock" /> <time dateTime={item.date}>{formatLongUsDate(item.date)}</time>
      </span>
    </>
  );
}
