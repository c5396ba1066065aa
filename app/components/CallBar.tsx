import { PRIMARY_PHONE } from "~/config/site";
import { useSiteText } from "~/i18n/site-text";
import { Icon } from "./icons";

/**
 * Call and WhatsApp at the bottom of a phone's screen, in the thumb's reach all the way down a
 * product page (CSS sticky, no JavaScript). `whatsappUrl` opens the chat with the product's
 * name typed in. Wider screens have these buttons beside the product instead.
 */
export function CallBar({ whatsappUrl }: { whatsappUrl: string }) {
  const { chrome } = useSiteText();
  return (
    <div className="call-bar">
      <a href={`tel:${PRIMARY_PHONE.tel}`} className="call-bar-call">
        <Icon name="phone" /> {chrome.call}
      </a>
      <a href={whatsappUrl} className="call-bar-whatsapp" rel="noopener noreferrer">
        <Icon name="whatsapp" /> {chrome.whatsapp}
      </a>
    </div>
  );
}
