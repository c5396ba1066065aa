import { useEffect, useRef } from "react";
import { useSiteText } from "~/i18n/site-text";
import { enhanceSaveForOffline } from "./page-behaviour";

/**
 * 'Save for offline': stores the page and its images on the phone at once. Hidden unless the
 * browser can run a service worker (enhanceSaveForOffline, run by the page's own script or, when
 * React renders the page, here); without one there is nothing it could do.
 */
export function SaveForOffline() {
  const { chrome, href } = useSiteText();
  const control = useRef<HTMLDivElement>(null);
  const words = chrome.saveOffline;

  useEffect(() => (control.current ? enhanceSaveForOffline(control.current) : undefined), []);

  return (
    <div className="save-offline" id="save-offline" ref={control} hidden>
      <p className="button-row">
        <button
          type="button"
          className="button button-outline button-small"
          data-saving={words.saving}
          data-saved={words.saved}
          data-failed={words.failed}
        >
          {words.save}
        </button>
        <a href={href("/saved")} className="button button-outline button-small">
          {words.savedPages}
        </a>
      </p>
      <p role="status" className="muted"></p>
    </div>
  );
}
