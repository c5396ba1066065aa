import { Link, useLocation } from "react-router";
import { useEffect, useState } from "react";
import { twinPath } from "~/i18n/locale";
import { useSiteText } from "~/i18n/site-text";
import { useShouldHydrate } from "~/lib/hydration";
import {
  LANGUAGE_NOTICE_DISMISSED_KEY,
  LANGUAGE_NOTICE_TEMPLATE_ID,
  prefersUrdu,
} from "./language-preference";

/**
 * On an English page, a visitor whose phone prefers Urdu is offered the Urdu twin; nobody is
 * ever redirected. Decided in the browser, so every visitor gets the same cacheable page, and
 * shown only with JavaScript; once dismissed it stays away. A page sent without scripts
 * carries the notice in a template that its own script shows (page-script.tsx).
 */
export function LanguageNotice() {
  const { locale, chrome } = useSiteText();
  const location = useLocation();
  const hydrates = useShouldHydrate();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (locale !== "en") return setVisible(false);
    let dismissed = false;
    try {
      dismissed = window.localStorage.getItem(LANGUAGE_NOTICE_DISMISSED_KEY) === "1";
    } catch {
      // Storage may be blocked; the notice then shows until dismissed on this page.
    }
    setVisible(!dismissed && prefersUrdu(navigator.languages ?? [navigator.language]));
  }, [locale]);

  const twin = twinPath(location.pathname, location.search);
  function dismiss() {
    setVisible(false);
    try {
      window.localStorage.setItem(LANGUAGE_NOTICE_DISMISSED_KEY, "1");
    } catch {
      // Nothing to remember it in: it is hidden for this page view.
    }
  }
  const notice = (
    <aside className="language-notice" aria-label={chrome.languageNotice.link} lang="ur" dir="rtl">
      <div className="container language-notice-inner">
        <p>
          {chrome.languageNotice.text}{" "}
          <Link to={twin.path} hrefLang={twin.locale}>
            {chrome.languageNotice.link}
          </Link>
        </p>
        <button type="button" className="language-notice-close" onClick={dismiss}>
          {chrome.languageNotice.dismiss}
        </button>
      </div>
    </aside>
  );
  // Rendered on the server for a page that will not hydrate (in the browser, this component
  // only renders pages that run React).
  if (!hydrates && typeof document === "undefined") {
    return locale === "en" ? <template id={LANGUAGE_NOTICE_TEMPLATE_ID}>{notice}</template> : null;
  }
  return visible ? notice : null;
}
