/**
 * Keeping Tab inside an open dialog, menu or panel: one rule for the React parts
 * (use-focus-trap.ts) and the pages' own scripts alike. Plain DOM: nothing here may import React.
 */
import { FOCUSABLE } from "./focusable";

/** The elements inside `container` that Tab can reach, in document order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.prototype.filter.call(
    container.querySelectorAll<HTMLElement>(FOCUSABLE),
    function (element: HTMLElement) {
      return element.getClientRects().length > 0 && !element.closest("[inert]");
    },
  ) as HTMLElement[];
}

/**
 * For a Tab or Shift+Tab key press while `container` is open: from its last focusable element
 * focus wraps to the first, and back; from outside it (or the container itself) focus moves in.
 */
export function keepTabInside(container: HTMLElement, event: KeyboardEvent): void {
  const focusable = focusableIn(container);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const current = document.activeElement;
  const inside = current instanceof Node && container.contains(current);
  if (event.shiftKey && (current === first || !inside || current === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (current === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * While a dialog or panel is open: Tab and Shift+Tab stay inside `container` and Escape calls
 * `onEscape`, if given. Answers the function that stops it.
 */
export function trapFocus(container: HTMLElement, onEscape?: () => void): () => void {
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape" && onEscape) {
      event.preventDefault();
      onEscape();
    } else if (event.key === "Tab") {
      keepTabInside(container, event);
    }
  }
  document.addEventListener("keydown", onKeyDown);
  return function stop() {
    document.removeEventListener("keydown", onKeyDown);
  };
}
