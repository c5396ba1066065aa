import type { LocalizedGalleryItem } from "~/gallery/gallery.server";
import { textLanguage } from "~/i18n/content";
import { useSiteText } from "~/i18n/site-text";
import { formatCalendarDate } from "~/lib/dates";
import { BidiText } from "../BidiText";
import { Icon } from "../icons";

/** Where and when an event took place, as its card and its opened view show it. */
export function EventPlaceAndDate({
  item,
}: {
  item: Pick<LocalizedGalleryItem, "location" | "date" | "inEnglish">;
}) {
  const { locale, chrome } = useSiteText();
  return (
    <>
      <span>
        <Icon name="pin" />{" "}
        <span {...textLanguage(item, "location")}>
          <BidiText text={item.location} />
        </span>
      </span>
      <span>
        <Icon name="clock" />{" "}
        <time dateTime={item.date}>{formatCalendarDate(item.date, locale, chrome.months)}</time>
      </span>
    </>
  );
}
