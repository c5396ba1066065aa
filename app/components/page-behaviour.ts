/**
 * What every page needs of JavaScript, hydrated or not. Run by the page's own inline script
 * (page-script.inline.ts), built into the page's HTML: nothing here may import React.
 */
import { keepTabInside } from "./focus-trap";
import {
  LANGUAGE_NOTICE_DISMISSED_KEY,
  LANGUAGE_NOTICE_TEMPLATE_ID,
  prefersUrdu,
} from "./language-preference";

/**
 * The header's menus by keyboard, on every page from its first paint, hydrated or not: Escape
 * closes the open Products menu or phone menu and gives focus back to the button that opened
 * it, the Products menu closes when focus leaves it, and Tab stays inside the open phone menu.
 */
export function enhanceSiteHeader() {
  function close(details: HTMLDetailsElement) {
    details.open = false;
    const summary = details.querySelector("summary");
    if (summary) summary.focus();
  }
  document.addEventListener("keydown", function (event) {
    const open = document.querySelector<HTMLDetailsElement>(".site-header details[open]");
    if (!open) return;
    if (event.key === "Escape") {
      event.preventDefault();
      close(open);
      return;
    }
    if (event.key === "Tab" && open.classList.contains("drawer")) keepTabInside(open, event);
  });
  document.addEventListener("focusout", function (event) {
    const target = event.target;
    const next = event.relatedTarget;
    if (!(target instanceof Element) || !(next instanceof Node)) return;
    // Only when focus moved elsewhere on the page, not when the window lost it.
    const dropdown = target.closest<HTMLDetailsElement>(".site-header details.dropdown[open]");
    if (dropdown && !dropdown.contains(next)) dropdown.open = false;
  });
}

/**
 * On a page sent without scripts, offers the Urdu twin to a browser that prefers Urdu, as
 * <LanguageNotice> does on pages that hydrate: the notice waits in a template the server
 * rendered, and once dismissed stays away.
 */
export function offerUrdu() {
  const template = document.getElementById(LANGUAGE_NOTICE_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  let dismissed = false;
  try {
    dismissed = window.localStorage.getItem(LANGUAGE_NOTICE_DISMISSED_KEY) === "1";
  } catch {
    // Storage may be blocked: the notice then shows until dismissed on this page.
  }
  if (dismissed || !prefersUrdu(navigator.languages || [navigator.language])) return;
  const notice = template.content.firstElementChild;
  if (!notice) return;
  template.replaceWith(notice);
  const button = notice.querySelector("button");
  if (!button) return;
  button.addEventListener("click", function () {
    notice.remove();
    try {
      window.localStorage.setItem(LANGUAGE_NOTICE_DISMISSED_KEY, "1");
    } catch {
      // Nothing to remember it in: it is hidden for this page view.
    }
  });
}
