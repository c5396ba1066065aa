import { PRIMARY_PHONE, WHATSAPP_URL } from "~/config/site";
import { useSiteText } from "~/i18n/site-text";
import { Icon } from "./icons";

/**
 * Call and WhatsApp, each labelled in words: the header's pair on every page and the product
 * pages' bar. `whatsappUrl` is a chat with a message typed in, or the plain number.
 */
export function CallLinks({ whatsappUrl = WHATSAPP_URL }: { whatsappUrl?: string }) {
  const { chrome } = useSiteText();
  return (
    <>
      <a href={`tel:${PRIMARY_PHONE.tel}`} className="call-link">
        <Icon name="phone" /> {chrome.call}
      </a>
      <a href={whatsappUrl} className="whatsapp-link" rel="noopener noreferrer">
        <Icon name="whatsapp" /> {chrome.whatsapp}
      </a>
    </>
  );
}

/**
 * Call and WhatsApp at the bottom of a phone's screen, in the thumb's reach all the way down a
 * product page (CSS sticky, no JavaScript). `whatsappUrl` opens the chat with the product's
 * name typed in. Wider screens have these buttons beside the product instead.
 */
export function CallBar({ whatsappUrl }: { whatsappUrl: string }) {
  return (
    <div className="call-bar">
      <CallLinks whatsappUrl={whatsappUrl} />
    </div>
  );
}
