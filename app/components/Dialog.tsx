import { useEffect, useRef, type ReactNode } from "react";
import { trapFocus } from "./focus-trap";

/**
 * A modal dialog over the page: an event over the gallery, a message over the inbox. Each is a
 * page state of its own address, so it opens and closes by plain links without JavaScript;
 * with it, focus moves in and stays inside, and Escape calls `onEscape` (which follows the
 * dialog's Close link). Give it a `key` of what it shows, so a new one takes focus again.
 */
export function Dialog({
  titleId,
  onEscape,
  children,
}: {
  /** The id of the dialog's heading, which names it. */
  titleId: string;
  onEscape: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const escape = useRef(onEscape);
  escape.current = onEscape;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.focus();
    return trapFocus(element, () => escape.current());
  }, []);

  return (
    <div className="modal-backdrop">
      <div
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={dialog}
      >
        {children}
      </div>
    </div>
  );
}
