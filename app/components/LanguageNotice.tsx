import { Link, useLocation } from "react-router";
import { useEffect, useRef } from "react";
import { twinPath } from "~/i18n/locale";
import { useSiteText } from "~/i18n/site-text";
import { LANGUAGE_NOTICE_TEMPLATE_ID } from "./language-preference";
import { offerUrdu } from "./page-behaviour";

/**
 * On an English page, a visitor whose phone prefers Urdu is offered the Urdu twin; nobody is
 * ever redirected. Decided in the browser, so every visitor gets the same cacheable page: the
 * notice waits in a template, shown only with JavaScript (offerUrdu, run by the page's own
 * script or, when React renders the page, here); once dismissed it stays away.
 */
export function LanguageNotice() {
  const { locale, chrome } = useSiteText();
  const location = useLocation();
  const template = useRef<HTMLTemplateElement>(null);
  const twin = twinPath(location.pathname, location.search);

  // Again for each page React shows: the notice's link leads to that page's twin.
  useEffect(() => (template.current ? offerUrdu(template.current) : undefined), [twin.path]);

  if (locale !== "en") return null;
  return (
    <template id={LANGUAGE_NOTICE_TEMPLATE_ID} ref={template}>
      <aside
        className="language-notice"
        aria-label={chrome.languageNotice.link}
        lang="ur"
        dir="rtl"
      >
        <div className="container language-notice-inner">
          <p>
            {chrome.languageNotice.text}{" "}
            <Link to={twin.path} hrefLang={twin.locale}>
              {chrome.languageNotice.link}
            </Link>
          </p>
          <button type="button" className="language-notice-close">
            {chrome.languageNotice.dismiss}
          </button>
        </div>
      </aside>
    </template>
  );
}
