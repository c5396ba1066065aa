/**
 * What JavaScript adds to the gallery. The gallery is sent without Remix's scripts: its own
 * inline script (gallery-page.inline.ts, built into its HTML) runs these. When React renders the
 * gallery after a client-side navigation, <EventModal> and <EventCard> do the same. Nothing here
 * may import React.
 */
import { keepTabInside } from "../focus-trap";

/**
 * An event open over the gallery (/gallery?event=ID, a page of its own): focus moves into it and
 * stays there, and Escape follows its Close link.
 */
export function enhanceEventDialog(): void {
  const dialog = document.querySelector<HTMLElement>(".modal[role=dialog]");
  if (!dialog) return;
  const close = dialog.querySelector<HTMLAnchorElement>("a.modal-close");
  dialog.focus();
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && close) {
      event.preventDefault();
      window.location.assign(close.href);
    } else if (event.key === "Tab") {
      keepTabInside(dialog, event);
    }
  });
}

/**
 * A closed event's Close link leads back to the gallery at its card (#event-ID): focus goes to
 * the card's link, where it was before the event opened.
 */
export function focusClosedEventCard(): void {
  const hash = window.location.hash;
  if (!/^#event-\d+$/.test(hash)) return;
  function focusCard() {
    const link = document.getElementById(hash.slice(1))?.querySelector<HTMLElement>("a[href]");
    if (link) link.focus({ preventScroll: true });
  }
  // Once the page has loaded: the browser moves focus to the fragment's target until then.
  if (document.readyState === "complete") focusCard();
  else window.addEventListener("load", focusCard, { once: true });
}

/** A cover that fails to load gives way to the event type's emoji (its `data-emoji`). */
export function replaceFailedCovers(): void {
  document
    .querySelectorAll<HTMLImageElement>(".event-cover[data-emoji] img")
    .forEach(function (image) {
      function replace() {
        const cover = image.parentElement;
        if (!cover) return;
        const emoji = document.createElement("span");
        emoji.className = "event-emoji";
        emoji.setAttribute("aria-hidden", "true");
        emoji.textContent = cover.getAttribute("data-emoji");
        image.replaceWith(emoji);
      }
      // It may have failed before this script ran, at the end of the page.
      if (image.complete && image.currentSrc && image.naturalWidth === 0) replace();
      else image.addEventListener("error", replace, { once: true });
    });
}
