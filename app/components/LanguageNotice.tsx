import { Link, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { twinPath } from "~/i18n/locale";
import { useSiteText } from "~/i18n/site-text";

const DISMISSED_KEY = "language-notice-dismissed";

/** True when the browser lists Urdu before English among the languages its owner reads. */
function prefersUrdu(languages: readonly string[]): boolean {
  const urdu = languages.findIndex((language) => language.toLowerCase().startsWith("ur"));
  const english = languages.findIndex((language) => language.toLowerCase().startsWith("en"));
  return urdu !== -1 && (english === -1 || urdu < english);
}

/**
 * On an English page, a visitor whose phone prefers Urdu is offered the Urdu twin; nobody is
 * ever redirected. Decided in the browser, so every visitor gets the same cacheable page, and
 * shown only with JavaScript; once dismissed it stays away.
 */
export function LanguageNotice() {
  const { locale, chrome } = useSiteText();
  const location = useLocation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (locale !== "en") return setVisible(false);
    let dismissed = false;
    try {
      dismissed = window.localStorage.getItem(DISMISSED_KEY) === "1";
    } catch {
      // Storage may be blocked; the notice then shows until dismissed on this page.
    }
    setVisible(!dismissed && prefersUrdu(navigator.languages ?? [navigator.language]));
  }, [locale]);

  if (!visible) return null;
  const twin = twinPath(location.pathname, location.search);
  function dismiss() {
    setVisible(false);
    try {
      window.localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Nothing to remember it in: it is hidden for this page view.
    }
  }
  return (
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
}
