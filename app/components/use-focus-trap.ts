import { useEffect, useRef, type RefObject } from "react";
import { trapFocus } from "./focus-trap";

/**
 * Keeps Tab and Shift+Tab inside `container` while `active`: from its last focusable element
 * focus wraps to the first, and back. Escape calls `onEscape`. Used by the admin's form panels
 * and message details, which also work as plain pages without JavaScript. (The public pages'
 * dialog and menus use the same trapFocus through their behaviour modules.)
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape?: () => void,
): void {
  const escape = useRef(onEscape);
  escape.current = onEscape;

  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    return trapFocus(element, () => escape.current?.());
  }, [active, container]);
}

/**
 * Remembers which element had focus when a dialog-like part opened and gives focus back to it
 * when the part closes. When the part was open on arrival (a page loaded with it open), there
 * is no such element: `fallback` names the element to focus instead.
 */
export function useReturnFocus(active: boolean, fallback?: () => HTMLElement | null): void {
  const opener = useRef<HTMLElement | null>(null);
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;

  useEffect(() => {
    if (!active) return;
    const previous = document.activeElement;
    opener.current =
      previous instanceof HTMLElement && previous !== document.body ? previous : null;
    // The fallback of the opening render: it names the element of the part that opened.
    const fallbackOnOpen = fallbackRef.current;
    return () => {
      const saved = opener.current;
      // After the closing render, so the element is shown again or its replacement exists.
      window.requestAnimationFrame(() => {
        const target = saved && saved.isConnected ? saved : fallbackOnOpen?.();
        target?.focus();
      });
    };
  }, [active]);
}
