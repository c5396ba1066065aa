/** Where a page sent without scripts keeps the notice offering its Urdu twin. */
export const LANGUAGE_NOTICE_TEMPLATE_ID = "language-notice";

/** Remembers, in the browser, that the visitor said no to the Urdu notice. */
export const LANGUAGE_NOTICE_DISMISSED_KEY = "language-notice-dismissed";

/**
 * True when the browser lists Urdu before English among the languages its owner reads.
 * Self-contained: pages sent without scripts run it as part of their own script.
 */
export function prefersUrdu(languages: readonly string[]): boolean {
  let urdu = -1;
  let english = -1;
  for (let index = 0; index < languages.length; index += 1) {
    const language = String(languages[index]).toLowerCase();
    if (urdu === -1 && language.indexOf("ur") === 0) urdu = index;
    if (english === -1 && language.indexOf("en") === 0) english = index;
  }
  return urdu !== -1 && (english === -1 || urdu < english);
}
