/**
 * What JavaScript adds to the gallery, written once as plain DOM behaviour on the markup the
 * server rendered. The gallery is sent without the router's scripts: its own inline script
 * (gallery-page.inline.ts, built into its HTML) runs these. When React renders the gallery
 * after a client-side navigation, <EventModal>, <EventCard> and the page run the same on their
 * elements from effects, and stop them with the function each returns. Nothing here may import
 * React.
 */
import { trapFocus } from "../focus-trap";
import type { Stop } from "../page-behaviour";

/**
 * An event open over the gallery (/gallery?event=ID, a page of its own): focus moves into it and
 * stays there, and Escape follows its Close link.
 */
export function enhanceEventDialog(dialog: HTMLElement): Stop {
  const close = dialog.querySelector<HTMLAnchorElement>("a.modal-close");
  dialog.focus();
  // As if tapped: a page load as sent, a move in place where React renders the gallery.
  return trapFocus(dialog, close ? () => close.click() : undefined);
}

/**
 * A closed event's Close link leads back to the gallery at its card (#event-ID): focus goes to
 * the card's link, where it was before the event opened.
 */
export function focusClosedEventCard(): Stop {
  const hash = window.location.hash;
  if (!/^#event-\d+$/.test(hash)) return function () {};
  function focusCard() {
    const card = document.getElementById(hash.slice(1));
    const link = card && card.querySelector<HTMLElement>("a[href]");
    // The browser has brought the card into view already.
    if (link) link.focus({ preventScroll: true });
  }
  // Once the page has loaded: the browser moves focus to the fragment's target until then.
  if (document.readyState === "complete") {
    focusCard();
    return function () {};
  }
  window.addEventListener("load", focusCard, { once: true });
  return function stop() {
    window.removeEventListener("load", focusCard);
  };
}

/** Each cover in `root` that fails to load is taken away, uncovering the event type's icon. */
export function replaceFailedCovers(root: ParentNode): Stop {
  const stops: Stop[] = [];
  root.querySelectorAll<HTMLImageElement>(".event-cover img").forEach(function (image) {
    function replace() {
      image.remove();
    }
    // It may have failed before this ran (at the end of the page, or after React rendered it).
    if (image.complete && image.currentSrc && image.naturalWidth === 0) {
      replace();
      return;
    }
    image.addEventListener("error", replace, { once: true });
    stops.push(function () {
      image.removeEventListener("error", replace);
    });
  });
  return function stop() {
    stops.forEach(function (each) {
      each();
    });
  };
}
