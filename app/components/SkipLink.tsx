import { useSiteText } from "~/i18n/site-text";

/**
 * The first stop of the Tab key on every page: jumps past the header and navigation to the
 * page's <main id="main">. Hidden until it has keyboard focus.
 */
export function SkipLink() {
  const { chrome } = useSiteText();
  return (
    <a href="#main" className="skip-link">
      {chrome.skipLink}
    </a>
  );
}
