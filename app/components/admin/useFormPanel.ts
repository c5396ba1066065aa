import { useNavigate } from "react-router";
import { useCallback, useEffect, useRef } from "react";
import { useFocusTrap, useReturnFocus } from "../use-focus-trap";

/**
 * Keyboard behaviour of an admin list page's inline form panel (a page state of its own,
 * ?new=1 or ?edit=ID, so it works without JavaScript): when it opens, focus moves to its first
 * field, or to the first field with an error after a refused save (to the Save button after a
 * save that did not get through, see AdminFormPanel); Tab stays inside it; Escape
 * closes it like its Cancel link; focus then goes back to the Add or Edit link that opened it.
 */
export function useFormPanel({
  open,
  listPath,
  formKey,
  result,
}: {
  open: boolean;
  listPath: string;
  /** The id of the record being edited, or "new". */
  formKey: string | number;
  /** What the last save answered: focus moves again after each refused save. */
  result: unknown;
}) {
  const panel = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const close = useCallback(
    () => navigate(listPath, { preventScrollReset: true }),
    [listPath, navigate],
  );

  // The link's address may keep a list's view before it: "?q=spray&page=2&edit=5".
  useReturnFocus(open, () =>
    document.querySelector<HTMLElement>(
      typeof formKey === "number"
        ? `a[href$="?edit=${formKey}"], a[href$="&edit=${formKey}"]`
        : 'a[href$="?new=1"], a[href$="&new=1"]',
    ),
  );
  useFocusTrap(panel, open, close);

  useEffect(() => {
    if (!open || !panel.current) return;
    const target =
      panel.current.querySelector<HTMLElement>("[aria-invalid=true]") ??
      panel.current.querySelector<HTMLElement>("[data-retry]") ??
      panel.current.querySelector<HTMLElement>(
        "input:not([type=hidden]):not([disabled]), textarea, select",
      );
    target?.focus();
  }, [open, formKey, result]);

  return panel;
}
