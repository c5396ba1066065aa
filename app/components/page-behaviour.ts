/**
 * What every public page needs of JavaScript, written once as plain DOM behaviour on the markup
 * the server rendered. A page is sent without the router's scripts: its own inline script
 * (page-script.inline.ts, built into its HTML) runs these on the page as parsed. Reached by a
 * client-side navigation (from the admin), React renders the page and its components run the
 * same functions on their elements from an effect, which calls the function each returns to
 * stop. Nothing here may import React.
 */
import { keepTabInside } from "./focus-trap";
import { LANGUAGE_NOTICE_DISMISSED_KEY, prefersUrdu } from "./language-preference";

/** A behaviour's way to stop: listeners removed, what it added to the page taken out. */
export type Stop = () => void;

/** Closes the header's open menus: React calls it when it shows another page in place. */
export function closeMenus(header: HTMLElement): void {
  header.querySelectorAll<HTMLDetailsElement>("details[open]").forEach(function (details) {
    details.open = false;
  });
}

/**
 * The header's menus (the Products dropdown and the phone menu, both <details>, which open
 * without JavaScript) by keyboard: Escape closes the open one and gives focus back to the button
 * that opened it, the dropdown closes when focus leaves it, and Tab stays inside the open phone
 * menu.
 */
export function enhanceSiteHeader(header: HTMLElement): Stop {
  function onKeyDown(event: KeyboardEvent) {
    const open = header.querySelector<HTMLDetailsElement>("details[open]");
    if (!open) return;
    if (event.key === "Escape") {
      event.preventDefault();
      open.open = false;
      const summary = open.querySelector("summary");
      if (summary) summary.focus();
    } else if (event.key === "Tab" && open.classList.contains("drawer")) {
      keepTabInside(open, event);
    }
  }
  function onFocusOut(event: FocusEvent) {
    const target = event.target;
    const next = event.relatedTarget;
    // Only when focus moved elsewhere on the page, not when the window lost it.
    if (!(target instanceof Element) || !(next instanceof Node)) return;
    const dropdown = target.closest<HTMLDetailsElement>("details.dropdown[open]");
    if (dropdown && !dropdown.contains(next)) dropdown.open = false;
  }
  document.addEventListener("keydown", onKeyDown);
  header.addEventListener("focusout", onFocusOut);
  return function stop() {
    document.removeEventListener("keydown", onKeyDown);
    header.removeEventListener("focusout", onFocusOut);
  };
}

/**
 * On an English page, offers the Urdu twin to a browser that prefers Urdu: the notice waits in
 * a <template> the server rendered (so no one without JavaScript, and no crawler, sees it), and
 * a copy of it is shown after the template. Once dismissed it stays away.
 */
export function offerUrdu(template: HTMLTemplateElement): Stop {
  let dismissed = false;
  try {
    dismissed = window.localStorage.getItem(LANGUAGE_NOTICE_DISMISSED_KEY) === "1";
  } catch {
    // Storage may be blocked: the notice then shows until dismissed on this page.
  }
  // Parsed from HTML, a template's markup is in its content; made by React in the browser, its
  // children are the template's own.
  const markup = template.content.firstElementChild || template.firstElementChild;
  if (dismissed || !markup || !prefersUrdu(navigator.languages || [navigator.language])) {
    return function () {};
  }
  const notice = markup.cloneNode(true) as Element;
  template.after(notice);
  const button = notice.querySelector("button");
  if (button) {
    button.addEventListener("click", function () {
      notice.remove();
      try {
        window.localStorage.setItem(LANGUAGE_NOTICE_DISMISSED_KEY, "1");
      } catch {
        // Nothing to remember it in: it is hidden for this page view.
      }
    });
  }
  return function stop() {
    notice.remove();
  };
}

let registration: Promise<ServiceWorkerRegistration> | undefined;

/** Registers the offline worker (app/offline/service-worker.inline.ts), once. */
function registerWorker(workers: ServiceWorkerContainer): Promise<ServiceWorkerRegistration> {
  if (!registration) {
    registration = workers.register("/sw.js");
    registration.catch(function () {
      // No worker (storage refused, a private window): the site works as without one.
    });
  }
  return registration;
}

/**
 * Reading offline (app/offline/service-worker.inline.ts), for the whole document: the worker is
 * registered once the page has loaded and painted, so a first visit's paint waits for none of
 * it; when the connection returns, the worker sends the contact messages kept on the phone.
 */
export function workOffline(): void {
  const workers = navigator.serviceWorker;
  if (!workers) return;
  function register() {
    registerWorker(workers);
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
  // Offline, a link is followed as a whole page, which the worker answers: the router of a page
  // React renders would need the next page's script, never fetched, and reload this page.
  window.addEventListener(
    "click",
    function (event) {
      const link = event.target instanceof Element && event.target.closest("a[href]");
      if (!navigator.onLine && link instanceof HTMLAnchorElement && link.origin === location.origin)
        event.stopPropagation();
    },
    true,
  );
}

/**
 * 'Save for offline' (SaveForOffline): shown wherever a worker can run, and stores the page and
 * its images on the phone at once, saying how that went in its status line.
 */
export function enhanceSaveForOffline(control: HTMLElement): Stop {
  const workers = navigator.serviceWorker;
  const button = control.querySelector("button");
  const status = control.querySelector("[role=status]");
  if (!workers || !button || !status) return function () {};
  // Shown as the page is parsed, before its first paint: shown later, when the worker is
  // ready, it would push the page down under the reader's eyes.
  control.hidden = false;
  let stopped = false;
  function say(text: string | undefined) {
    if (!stopped && status) status.textContent = text || "";
  }
  function save() {
    if (!button) return;
    const words = button.dataset;
    say(words.saving);
    // Before the page has loaded, the worker is registered now.
    registerWorker(workers)
      .then(function () {
        return workers.ready;
      })
      .then(function (ready) {
        const worker = ready.active;
        if (!worker) throw new Error("No active worker");
        const channel = new MessageChannel();
        channel.port1.onmessage = function (event) {
          say(event.data ? words.saved : words.failed);
        };
        worker.postMessage({ save: location.pathname + location.search }, [channel.port2]);
      })
      .catch(function () {
        say(words.failed);
      });
  }
  button.addEventListener("click", save);
  return function stop() {
    stopped = true;
    button.removeEventListener("click", save);
  };
}
