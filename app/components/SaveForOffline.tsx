import { useSiteText } from "~/i18n/site-text";

/**
 * 'Save for offline': stores the page and its images on the phone at once. Hidden unless the
 * page's own script finds the browser can run a service worker (page-behaviour.ts workOffline);
 * without one there is nothing it could do.
 */
export function SaveForOffline() {
  const { chrome, href } = useSiteText();
  const words = chrome.saveOffline;
  return (
    <div className="save-offline" id="save-offline" hidden>
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
