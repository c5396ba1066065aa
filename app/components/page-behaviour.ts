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

/**
 * Reading offline (app/offline/service-worker.inline.ts): the worker is registered once the page has
 * loaded, so a first visit's paint waits for none of it. Where a worker can run, the 'Save for
 * offline' control shows (SaveForOffline), and a message kept on the phone is sent when the
 * connection returns.
 */
export function workOffline() {
  const workers = navigator.serviceWorker;
  if (!workers) return;
  let registration: Promise<ServiceWorkerRegistration> | undefined;
  function register(): Promise<ServiceWorkerRegistration> {
    if (!registration) {
      registration = workers.register("/sw.js");
      registration.catch(function () {
        // No worker (storage refused, a private window): the site works as without one.
      });
    }
    return registration;
  }
  // After the load event and the first contentful paint (a page may load before it paints);
  // without paint timing, or if it never comes (a tab in the background), a few seconds on.
  window.addEventListener("load", function () {
    setTimeout(register, 5000);
    try {
      const observer = new PerformanceObserver(function (list) {
        if (!list.getEntriesByName("first-contentful-paint").length) return;
        observer.disconnect();
        setTimeout(register, 0);
      });
      observer.observe({ type: "paint", buffered: true });
    } catch {
      register();
    }
  });
  window.addEventListener("online", function () {
    if (workers.controller) workers.controller.postMessage({ send: true });
  });
  // Offline, a link is followed as a whole page, which the worker answers: the router of a
  // hydrated page would need the next page's script, never fetched, and reload this page.
  window.addEventListener(
    "click",
    function (event) {
      const link = event.target instanceof Element && event.target.closest("a[href]");
      if (!navigator.onLine && link instanceof HTMLAnchorElement && link.origin === location.origin)
        event.stopPropagation();
    },
    true,
  );
  const control = document.getElementById("save-offline");
  const button = control && control.querySelector("button");
  const status = control && control.querySelector("[role=status]");
  if (!control || !button || !status) return;
  // Shown as the page is parsed, before its first paint, wherever a worker can run: shown later,
  // when the worker is ready, it would push the page down under the reader's eyes.
  control.hidden = false;
  button.addEventListener("click", function () {
    status.textContent = button.dataset.saving || "";
    // Before the page has loaded, the worker is registered now.
    register()
      .then(function () {
        return workers.ready;
      })
      .then(function (ready) {
        const worker = ready.active;
        if (!worker) throw new Error("No active worker");
        const channel = new MessageChannel();
        channel.port1.onmessage = function (event) {
          status.textContent = (event.data ? button.dataset.saved : button.dataset.failed) || "";
        };
        worker.postMessage({ save: location.pathname + location.search }, [channel.port2]);
      })
      .catch(function () {
        status.textContent = button.dataset.failed || "";
      });
  });
}
